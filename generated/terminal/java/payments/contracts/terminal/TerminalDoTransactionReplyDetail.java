// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.List;
import java.util.Objects;

/**
 * DoTransaction reply Detail of the smart terminal service: the payment records.
 *
 * <p>JSON Schema TerminalDoTransactionReplyDetail.json (https://contracts.invalid/terminal/schemas/TerminalDoTransactionReplyDetail.json).
 */
public final class TerminalDoTransactionReplyDetail {
    /**
     * Payments (Array): the payment records. Required in this Detail.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Payments.
     */
    @SerializedName("Payments")
    private List<TerminalPaymentRecord> payments;

    /**
     * An empty TerminalDoTransactionReplyDetail; set the other fields before writing it.
     */
    public TerminalDoTransactionReplyDetail() {
    }

    /**
     * @return Payments, or null when absent
     */
    public List<TerminalPaymentRecord> getPayments() {
        return payments;
    }

    /**
     * Sets Payments; null leaves it out of the JSON.
     *
     * @param payments the new value, or null
     */
    public void setPayments(List<TerminalPaymentRecord> payments) {
        this.payments = payments;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof TerminalDoTransactionReplyDetail)) return false;
        TerminalDoTransactionReplyDetail that = (TerminalDoTransactionReplyDetail) other;
        return Objects.equals(payments, that.payments);
    }

    @Override
    public int hashCode() {
        return Objects.hash(payments);
    }
}
