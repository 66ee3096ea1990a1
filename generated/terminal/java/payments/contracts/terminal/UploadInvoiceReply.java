// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * UploadInvoice reply (MethodId "1008"): invoice upload code (Integer) and Detail.
 *
 * <p>JSON Schema UploadInvoiceReply.json (https://contracts.invalid/terminal/schemas/UploadInvoiceReply.json).
 */
public final class UploadInvoiceReply implements TerminalReply {
    /**
     * Header, echoed from the request.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private UploadInvoiceHeader header;

    /**
     * Response: invoice upload code and message.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Response.
     */
    @SerializedName("Response")
    private UploadInvoiceResponse response;

    /**
     * Detail: TerminalLogId and TerminalId. Required when the ResponseCode is a success code; a failed reply may leave it out.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private UploadInvoiceReplyDetail detail;

    /**
     * An empty UploadInvoiceReply; set the other fields before writing it.
     */
    public UploadInvoiceReply() {
    }

    /**
     * @return Header, or null when absent
     */
    public UploadInvoiceHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(UploadInvoiceHeader header) {
        this.header = header;
    }

    /**
     * @return Response, or null when absent
     */
    public UploadInvoiceResponse getResponse() {
        return response;
    }

    /**
     * Sets Response; null leaves it out of the JSON.
     *
     * @param response the new value, or null
     */
    public void setResponse(UploadInvoiceResponse response) {
        this.response = response;
    }

    /**
     * @return Detail, or null when absent
     */
    public UploadInvoiceReplyDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(UploadInvoiceReplyDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof UploadInvoiceReply)) return false;
        UploadInvoiceReply that = (UploadInvoiceReply) other;
        return Objects.equals(header, that.header)
            && Objects.equals(response, that.response)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, response, detail);
    }
}
