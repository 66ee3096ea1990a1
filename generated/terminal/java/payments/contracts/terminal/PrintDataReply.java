// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * PrintData reply (MethodId "1002"): printer code (Integer) and Detail.AppVersion.
 *
 * <p>JSON Schema PrintDataReply.json (https://contracts.invalid/terminal/schemas/PrintDataReply.json).
 */
public final class PrintDataReply implements TerminalReply {
    /**
     * Header, echoed from the request.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private PrintDataHeader header;

    /**
     * Response: printer code and message.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Response.
     */
    @SerializedName("Response")
    private PrinterResponse response;

    /**
     * Detail: AppVersion and optionally ParameterJson. Required when the ResponseCode is a success code; a failed reply may leave it out.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private PrintDataReplyDetail detail;

    /**
     * An empty PrintDataReply; set the other fields before writing it.
     */
    public PrintDataReply() {
    }

    /**
     * @return Header, or null when absent
     */
    public PrintDataHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(PrintDataHeader header) {
        this.header = header;
    }

    /**
     * @return Response, or null when absent
     */
    public PrinterResponse getResponse() {
        return response;
    }

    /**
     * Sets Response; null leaves it out of the JSON.
     *
     * @param response the new value, or null
     */
    public void setResponse(PrinterResponse response) {
        this.response = response;
    }

    /**
     * @return Detail, or null when absent
     */
    public PrintDataReplyDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(PrintDataReplyDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof PrintDataReply)) return false;
        PrintDataReply that = (PrintDataReply) other;
        return Objects.equals(header, that.header)
            && Objects.equals(response, that.response)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, response, detail);
    }
}
