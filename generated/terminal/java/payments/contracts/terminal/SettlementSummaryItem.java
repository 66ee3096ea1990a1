// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * One acquirer batch of the settlement summary.
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; Settlement (1003)): Which reply fields are always present is not shown (the document gives no Required column); every field is optional here.
 *
 * <p>JSON Schema SettlementSummaryItem.json (https://contracts.invalid/terminal/schemas/SettlementSummaryItem.json).
 */
public final class SettlementSummaryItem {
    /**
     * BatchName (String).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: BatchName.
     */
    @SerializedName("BatchName")
    private String batchName;

    /**
     * AcquirerCode (String).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: AcquirerCode.
     */
    @SerializedName("AcquirerCode")
    private String acquirerCode;

    /**
     * TID (String): terminal id at the acquirer.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: TID.
     */
    @SerializedName("TID")
    private String TID;

    /**
     * MID (String): merchant id at the acquirer.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: MID.
     */
    @SerializedName("MID")
    private String MID;

    /**
     * CreditCount (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: CreditCount.
     */
    @SerializedName("CreditCount")
    private Long creditCount;

    /**
     * CreditAmount (Long): in the smallest currency unit (paise).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: CreditAmount.
     */
    @SerializedName("CreditAmount")
    private Long creditAmount;

    /**
     * DebitCount (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: DebitCount.
     */
    @SerializedName("DebitCount")
    private Long debitCount;

    /**
     * DebitAmount (Long). The document states no unit (CreditAmount's is the smallest unit).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: DebitAmount.
     */
    @SerializedName("DebitAmount")
    private Long debitAmount;

    /**
     * An empty SettlementSummaryItem; set the other fields before writing it.
     */
    public SettlementSummaryItem() {
    }

    /**
     * @return BatchName, or null when absent
     */
    public String getBatchName() {
        return batchName;
    }

    /**
     * Sets BatchName; null leaves it out of the JSON.
     *
     * @param batchName the new value, or null
     */
    public void setBatchName(String batchName) {
        this.batchName = batchName;
    }

    /**
     * @return AcquirerCode, or null when absent
     */
    public String getAcquirerCode() {
        return acquirerCode;
    }

    /**
     * Sets AcquirerCode; null leaves it out of the JSON.
     *
     * @param acquirerCode the new value, or null
     */
    public void setAcquirerCode(String acquirerCode) {
        this.acquirerCode = acquirerCode;
    }

    /**
     * @return TID, or null when absent
     */
    public String getTID() {
        return TID;
    }

    /**
     * Sets TID; null leaves it out of the JSON.
     *
     * @param TID the new value, or null
     */
    public void setTID(String TID) {
        this.TID = TID;
    }

    /**
     * @return MID, or null when absent
     */
    public String getMID() {
        return MID;
    }

    /**
     * Sets MID; null leaves it out of the JSON.
     *
     * @param MID the new value, or null
     */
    public void setMID(String MID) {
        this.MID = MID;
    }

    /**
     * @return CreditCount, or null when absent
     */
    public Long getCreditCount() {
        return creditCount;
    }

    /**
     * Sets CreditCount; null leaves it out of the JSON.
     *
     * @param creditCount the new value, or null
     */
    public void setCreditCount(Long creditCount) {
        this.creditCount = creditCount;
    }

    /**
     * @return CreditAmount, or null when absent
     */
    public Long getCreditAmount() {
        return creditAmount;
    }

    /**
     * Sets CreditAmount; null leaves it out of the JSON.
     *
     * @param creditAmount the new value, or null
     */
    public void setCreditAmount(Long creditAmount) {
        this.creditAmount = creditAmount;
    }

    /**
     * @return DebitCount, or null when absent
     */
    public Long getDebitCount() {
        return debitCount;
    }

    /**
     * Sets DebitCount; null leaves it out of the JSON.
     *
     * @param debitCount the new value, or null
     */
    public void setDebitCount(Long debitCount) {
        this.debitCount = debitCount;
    }

    /**
     * @return DebitAmount, or null when absent
     */
    public Long getDebitAmount() {
        return debitAmount;
    }

    /**
     * Sets DebitAmount; null leaves it out of the JSON.
     *
     * @param debitAmount the new value, or null
     */
    public void setDebitAmount(Long debitAmount) {
        this.debitAmount = debitAmount;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof SettlementSummaryItem)) return false;
        SettlementSummaryItem that = (SettlementSummaryItem) other;
        return Objects.equals(batchName, that.batchName)
            && Objects.equals(acquirerCode, that.acquirerCode)
            && Objects.equals(TID, that.TID)
            && Objects.equals(MID, that.MID)
            && Objects.equals(creditCount, that.creditCount)
            && Objects.equals(creditAmount, that.creditAmount)
            && Objects.equals(debitCount, that.debitCount)
            && Objects.equals(debitAmount, that.debitAmount);
    }

    @Override
    public int hashCode() {
        return Objects.hash(batchName, acquirerCode, TID, MID, creditCount, creditAmount, debitCount, debitAmount);
    }
}
