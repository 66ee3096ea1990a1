// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * One payment of an uploaded invoice (all fields optional).
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; UploadInvoice (1008)): The literal values of CardType (credit or debit) and PaymentType (cash or card) are described, not spelled out.
 *
 * <p>JSON Schema InvoicePayment.json (https://contracts.invalid/terminal/schemas/InvoicePayment.json).
 */
public final class InvoicePayment {
    /**
     * Amount (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Amount.
     */
    @SerializedName("Amount")
    private Long amount;

    /**
     * CardType, String(10): credit or debit.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters.
     *
     * <p>Wire name: CardType.
     */
    @SerializedName("CardType")
    private String cardType;

    /**
     * PaymentId, String(20).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 20 characters.
     *
     * <p>Wire name: PaymentId.
     */
    @SerializedName("PaymentId")
    private String paymentId;

    /**
     * PaymentType, String(10): cash or card.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters.
     *
     * <p>Wire name: PaymentType.
     */
    @SerializedName("PaymentType")
    private String paymentType;

    /**
     * An empty InvoicePayment; set the other fields before writing it.
     */
    public InvoicePayment() {
    }

    /**
     * @return Amount, or null when absent
     */
    public Long getAmount() {
        return amount;
    }

    /**
     * Sets Amount; null leaves it out of the JSON.
     *
     * @param amount the new value, or null
     */
    public void setAmount(Long amount) {
        this.amount = amount;
    }

    /**
     * @return CardType, or null when absent
     */
    public String getCardType() {
        return cardType;
    }

    /**
     * Sets CardType; null leaves it out of the JSON.
     *
     * @param cardType the new value, or null
     */
    public void setCardType(String cardType) {
        this.cardType = cardType;
    }

    /**
     * @return PaymentId, or null when absent
     */
    public String getPaymentId() {
        return paymentId;
    }

    /**
     * Sets PaymentId; null leaves it out of the JSON.
     *
     * @param paymentId the new value, or null
     */
    public void setPaymentId(String paymentId) {
        this.paymentId = paymentId;
    }

    /**
     * @return PaymentType, or null when absent
     */
    public String getPaymentType() {
        return paymentType;
    }

    /**
     * Sets PaymentType; null leaves it out of the JSON.
     *
     * @param paymentType the new value, or null
     */
    public void setPaymentType(String paymentType) {
        this.paymentType = paymentType;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof InvoicePayment)) return false;
        InvoicePayment that = (InvoicePayment) other;
        return Objects.equals(amount, that.amount)
            && Objects.equals(cardType, that.cardType)
            && Objects.equals(paymentId, that.paymentId)
            && Objects.equals(paymentType, that.paymentType);
    }

    @Override
    public int hashCode() {
        return Objects.hash(amount, cardType, paymentId, paymentType);
    }
}
