// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * DoTransaction reply (MethodId "1001") of the smart terminal service: Header (echo), Response
 * (common codes, string) and Detail.Payments.
 *
 * <p>JSON Schema TerminalDoTransactionReply.json (https://contracts.invalid/terminal/schemas/TerminalDoTransactionReply.json).
 */
public final class TerminalDoTransactionReply implements TerminalReply {
    /**
     * Header, echoed from the request.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private DoTransactionHeader header;

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
     * Detail: the payment records. Required when the ResponseCode is a success code; a failed reply may leave it out.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private TerminalDoTransactionReplyDetail detail;

    /**
     * An empty TerminalDoTransactionReply; set the other fields before writing it.
     */
    public TerminalDoTransactionReply() {
    }

    /**
     * @return Header, or null when absent
     */
    public DoTransactionHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(DoTransactionHeader header) {
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
    public TerminalDoTransactionReplyDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(TerminalDoTransactionReplyDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof TerminalDoTransactionReply)) return false;
        TerminalDoTransactionReply that = (TerminalDoTransactionReply) other;
        return Objects.equals(header, that.header)
            && Objects.equals(response, that.response)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, response, detail);
    }
}
