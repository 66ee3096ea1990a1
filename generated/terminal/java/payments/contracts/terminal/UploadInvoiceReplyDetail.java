// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * UploadInvoice reply Detail.
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; UploadInvoice (1008)): Which reply fields are always present is not shown (the document gives no Required column); every field is optional here.
 *
 * <p>JSON Schema UploadInvoiceReplyDetail.json (https://contracts.invalid/terminal/schemas/UploadInvoiceReplyDetail.json).
 */
public final class UploadInvoiceReplyDetail {
    /**
     * TerminalLogId (Integer).
     *
     * <p>Contract: optional (null when absent, and then left out when written); from -2147483648 to 2147483647.
     *
     * <p>Wire name: TerminalLogId.
     */
    @SerializedName("TerminalLogId")
    private Integer terminalLogId;

    /**
     * TerminalId, String(8).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 8 characters.
     *
     * <p>Wire name: TerminalId.
     */
    @SerializedName("TerminalId")
    private String terminalId;

    /**
     * An empty UploadInvoiceReplyDetail; set the other fields before writing it.
     */
    public UploadInvoiceReplyDetail() {
    }

    /**
     * @return TerminalLogId, or null when absent
     */
    public Integer getTerminalLogId() {
        return terminalLogId;
    }

    /**
     * Sets TerminalLogId; null leaves it out of the JSON.
     *
     * @param terminalLogId the new value, or null
     */
    public void setTerminalLogId(Integer terminalLogId) {
        this.terminalLogId = terminalLogId;
    }

    /**
     * @return TerminalId, or null when absent
     */
    public String getTerminalId() {
        return terminalId;
    }

    /**
     * Sets TerminalId; null leaves it out of the JSON.
     *
     * @param terminalId the new value, or null
     */
    public void setTerminalId(String terminalId) {
        this.terminalId = terminalId;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof UploadInvoiceReplyDetail)) return false;
        UploadInvoiceReplyDetail that = (UploadInvoiceReplyDetail) other;
        return Objects.equals(terminalLogId, that.terminalLogId)
            && Objects.equals(terminalId, that.terminalId);
    }

    @Override
    public int hashCode() {
        return Objects.hash(terminalLogId, terminalId);
    }
}
