// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * DoTransaction reply (MethodId "1001") of the mobile acceptance service: Header (echo), Response
 * (common codes including 8, string) and the payment record (mobile variant) directly in Detail.
 * Asynchronous types (5120, 5102, 5561, 5566, 5567) first reply code "100" (TRANSACTION INITIATED
 * CHECK GET STATUS); the status call (5122, 5112, 5563) then replies "0" (APPROVED) with ApprovalCode
 * and RetrievalReferenceNumber filled and a new InvoiceNumber.
 *
 * <p>Gap of the document (002 &#167; States and transitions): Other outcomes of Get Status (one illustration shows host text DUPLICATE BILL with code 0) and all other transitions: not shown.
 *
 * <p>JSON Schema MobileDoTransactionReply.json (https://contracts.invalid/terminal/schemas/MobileDoTransactionReply.json).
 */
public final class MobileDoTransactionReply implements MobileReply {
    /**
     * Header, echoed from the request.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private MobileDoTransactionHeader header;

    /**
     * Response: common code (String(10)) and message.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Response.
     */
    @SerializedName("Response")
    private MobileResponse response;

    /**
     * Detail: the payment record (mobile variant), directly in Detail (see TerminalDoTransactionReplyDetail.Payments for the decision). Required when the ResponseCode is a success code; a failed reply may leave it out.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private MobilePaymentRecord detail;

    /**
     * An empty MobileDoTransactionReply; set the other fields before writing it.
     */
    public MobileDoTransactionReply() {
    }

    /**
     * @return Header, or null when absent
     */
    public MobileDoTransactionHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(MobileDoTransactionHeader header) {
        this.header = header;
    }

    /**
     * @return Response, or null when absent
     */
    public MobileResponse getResponse() {
        return response;
    }

    /**
     * Sets Response; null leaves it out of the JSON.
     *
     * @param response the new value, or null
     */
    public void setResponse(MobileResponse response) {
        this.response = response;
    }

    /**
     * @return Detail, or null when absent
     */
    public MobilePaymentRecord getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(MobilePaymentRecord detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof MobileDoTransactionReply)) return false;
        MobileDoTransactionReply that = (MobileDoTransactionReply) other;
        return Objects.equals(header, that.header)
            && Objects.equals(response, that.response)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, response, detail);
    }
}
