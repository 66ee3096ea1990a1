// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * ScanCode reply (MethodId "1007"): scan code (Integer) and Detail.ScannedData.
 *
 * <p>JSON Schema ScanCodeReply.json (https://contracts.invalid/terminal/schemas/ScanCodeReply.json).
 */
public final class ScanCodeReply implements TerminalReply {
    /**
     * Header, echoed from the request.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private ScanCodeHeader header;

    /**
     * Response: scan code and message.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Response.
     */
    @SerializedName("Response")
    private ScanCodeResponse response;

    /**
     * Detail: the scanned data. Required when the ResponseCode is a success code; a failed reply may leave it out.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private ScanReplyDetail detail;

    /**
     * An empty ScanCodeReply; set the other fields before writing it.
     */
    public ScanCodeReply() {
    }

    /**
     * @return Header, or null when absent
     */
    public ScanCodeHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(ScanCodeHeader header) {
        this.header = header;
    }

    /**
     * @return Response, or null when absent
     */
    public ScanCodeResponse getResponse() {
        return response;
    }

    /**
     * Sets Response; null leaves it out of the JSON.
     *
     * @param response the new value, or null
     */
    public void setResponse(ScanCodeResponse response) {
        this.response = response;
    }

    /**
     * @return Detail, or null when absent
     */
    public ScanReplyDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(ScanReplyDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof ScanCodeReply)) return false;
        ScanCodeReply that = (ScanCodeReply) other;
        return Objects.equals(header, that.header)
            && Objects.equals(response, that.response)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, response, detail);
    }
}
