// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Wallet get status (5112); uses BankCode, BatchNo, BillingRefNo, PaymentAmount, Roc (required: states table).
 *
 * <p>JSON Schema MobileWalletGetStatusDetail.json (https://contracts.invalid/terminal/schemas/MobileWalletGetStatusDetail.json).
 */
public final class MobileWalletGetStatusDetail implements MobileTransactionDetail {
    /**
     * TransactionType 5112: wallet get status.
     *
     * <p>Contract: required. A constant: set by the constructor.
     *
     * <p>Wire name: TransactionType.
     */
    @SerializedName("TransactionType")
    private Long transactionType;

    /**
     * BillingRefNo, String(10): the caller's reference. Required.
     *
     * <p>Contract: required; at most 10 characters.
     *
     * <p>Wire name: BillingRefNo.
     */
    @SerializedName("BillingRefNo")
    private String billingRefNo;

    /**
     * PaymentAmount (Long): in paise. Required.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: PaymentAmount.
     */
    @SerializedName("PaymentAmount")
    private Long paymentAmount;

    /**
     * BankCode: the wallet id ("103" or "105") of the initial reply. Required for Get Status (states table).
     *
     * <p>Contract: required. Values: {@link WalletId}.
     *
     * <p>Wire name: BankCode.
     */
    @SerializedName("BankCode")
    private String bankCode;

    /**
     * BatchNo (Integer): the batch of the initial reply, 9001 to 99999. Required for Get Status (states table).
     *
     * <p>Contract: required; from 9001 to 99999.
     *
     * <p>Wire name: BatchNo.
     */
    @SerializedName("BatchNo")
    private Integer batchNo;

    /**
     * Roc (Integer): the receipt-order counter of the initial reply, 101 to 999. Required for Get Status (states table).
     *
     * <p>Contract: required; from 101 to 999.
     *
     * <p>Wire name: Roc.
     */
    @SerializedName("Roc")
    private Integer roc;

    /**
     * InvoiceNo, String(6): the parent invoice. Optional; no row of "Requests by operation" names it.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 6 characters.
     *
     * <p>Wire name: InvoiceNo.
     */
    @SerializedName("InvoiceNo")
    private String invoiceNo;

    /**
     * An empty MobileWalletGetStatusDetail with its constant set (TransactionType = 5112L); set the other fields before writing it.
     */
    public MobileWalletGetStatusDetail() {
        this.transactionType = 5112L;
    }

    /**
     * @return TransactionType, or null when absent
     */
    public Long getTransactionType() {
        return transactionType;
    }

    /**
     * @return BillingRefNo, or null when absent
     */
    public String getBillingRefNo() {
        return billingRefNo;
    }

    /**
     * Sets BillingRefNo; null leaves it out of the JSON.
     *
     * @param billingRefNo the new value, or null
     */
    public void setBillingRefNo(String billingRefNo) {
        this.billingRefNo = billingRefNo;
    }

    /**
     * @return PaymentAmount, or null when absent
     */
    public Long getPaymentAmount() {
        return paymentAmount;
    }

    /**
     * Sets PaymentAmount; null leaves it out of the JSON.
     *
     * @param paymentAmount the new value, or null
     */
    public void setPaymentAmount(Long paymentAmount) {
        this.paymentAmount = paymentAmount;
    }

    /**
     * @return BankCode, or null when absent
     */
    public String getBankCode() {
        return bankCode;
    }

    /**
     * Sets BankCode; null leaves it out of the JSON.
     *
     * @param bankCode the new value, or null
     */
    public void setBankCode(String bankCode) {
        this.bankCode = bankCode;
    }

    /**
     * @return BatchNo, or null when absent
     */
    public Integer getBatchNo() {
        return batchNo;
    }

    /**
     * Sets BatchNo; null leaves it out of the JSON.
     *
     * @param batchNo the new value, or null
     */
    public void setBatchNo(Integer batchNo) {
        this.batchNo = batchNo;
    }

    /**
     * @return Roc, or null when absent
     */
    public Integer getRoc() {
        return roc;
    }

    /**
     * Sets Roc; null leaves it out of the JSON.
     *
     * @param roc the new value, or null
     */
    public void setRoc(Integer roc) {
        this.roc = roc;
    }

    /**
     * @return InvoiceNo, or null when absent
     */
    public String getInvoiceNo() {
        return invoiceNo;
    }

    /**
     * Sets InvoiceNo; null leaves it out of the JSON.
     *
     * @param invoiceNo the new value, or null
     */
    public void setInvoiceNo(String invoiceNo) {
        this.invoiceNo = invoiceNo;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof MobileWalletGetStatusDetail)) return false;
        MobileWalletGetStatusDetail that = (MobileWalletGetStatusDetail) other;
        return Objects.equals(transactionType, that.transactionType)
            && Objects.equals(billingRefNo, that.billingRefNo)
            && Objects.equals(paymentAmount, that.paymentAmount)
            && Objects.equals(bankCode, that.bankCode)
            && Objects.equals(batchNo, that.batchNo)
            && Objects.equals(roc, that.roc)
            && Objects.equals(invoiceNo, that.invoiceNo);
    }

    @Override
    public int hashCode() {
        return Objects.hash(transactionType, billingRefNo, paymentAmount, bankCode, batchNo, roc, invoiceNo);
    }
}
