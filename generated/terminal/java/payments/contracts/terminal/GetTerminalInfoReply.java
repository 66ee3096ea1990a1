// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * GetTerminalInfo reply (MethodId "1004").
 *
 * <p>JSON Schema GetTerminalInfoReply.json (https://contracts.invalid/terminal/schemas/GetTerminalInfoReply.json).
 */
public final class GetTerminalInfoReply implements TerminalReply {
    /**
     * Header, echoed from the request.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private GetTerminalInfoHeader header;

    /**
     * Response: common code (String(10)) and message.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Response.
     */
    @SerializedName("Response")
    private TerminalResponse response;

    /**
     * Detail: the terminal profile. Required when the ResponseCode is a success code; a failed reply may leave it out.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private TerminalInfoReplyDetail detail;

    /**
     * An empty GetTerminalInfoReply; set the other fields before writing it.
     */
    public GetTerminalInfoReply() {
    }

    /**
     * @return Header, or null when absent
     */
    public GetTerminalInfoHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(GetTerminalInfoHeader header) {
        this.header = header;
    }

    /**
     * @return Response, or null when absent
     */
    public TerminalResponse getResponse() {
        return response;
    }

    /**
     * Sets Response; null leaves it out of the JSON.
     *
     * @param response the new value, or null
     */
    public void setResponse(TerminalResponse response) {
        this.response = response;
    }

    /**
     * @return Detail, or null when absent
     */
    public TerminalInfoReplyDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(TerminalInfoReplyDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof GetTerminalInfoReply)) return false;
        GetTerminalInfoReply that = (GetTerminalInfoReply) other;
        return Objects.equals(header, that.header)
            && Objects.equals(response, that.response)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, response, detail);
    }
}
