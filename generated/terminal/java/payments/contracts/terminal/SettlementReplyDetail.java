// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.List;
import java.util.Objects;

/**
 * Settlement reply Detail.
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; Settlement (1003)): Which reply fields are always present is not shown (the document gives no Required column); every field is optional here.
 *
 * <p>JSON Schema SettlementReplyDetail.json (https://contracts.invalid/terminal/schemas/SettlementReplyDetail.json).
 */
public final class SettlementReplyDetail {
    /**
     * SettlementSummary (Array): one entry per acquirer batch.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: SettlementSummary.
     */
    @SerializedName("SettlementSummary")
    private List<SettlementSummaryItem> settlementSummary;

    /**
     * SettlementInfo: reserved; array of {Key String(10), Value String(100)}.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: SettlementInfo.
     */
    @SerializedName("SettlementInfo")
    private List<KeyValue> settlementInfo;

    /**
     * AdditionalInfo: reserved; array of {Key String(10), Value String(100)}.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: AdditionalInfo.
     */
    @SerializedName("AdditionalInfo")
    private List<KeyValue> additionalInfo;

    /**
     * An empty SettlementReplyDetail; set the other fields before writing it.
     */
    public SettlementReplyDetail() {
    }

    /**
     * @return SettlementSummary, or null when absent
     */
    public List<SettlementSummaryItem> getSettlementSummary() {
        return settlementSummary;
    }

    /**
     * Sets SettlementSummary; null leaves it out of the JSON.
     *
     * @param settlementSummary the new value, or null
     */
    public void setSettlementSummary(List<SettlementSummaryItem> settlementSummary) {
        this.settlementSummary = settlementSummary;
    }

    /**
     * @return SettlementInfo, or null when absent
     */
    public List<KeyValue> getSettlementInfo() {
        return settlementInfo;
    }

    /**
     * Sets SettlementInfo; null leaves it out of the JSON.
     *
     * @param settlementInfo the new value, or null
     */
    public void setSettlementInfo(List<KeyValue> settlementInfo) {
        this.settlementInfo = settlementInfo;
    }

    /**
     * @return AdditionalInfo, or null when absent
     */
    public List<KeyValue> getAdditionalInfo() {
        return additionalInfo;
    }

    /**
     * Sets AdditionalInfo; null leaves it out of the JSON.
     *
     * @param additionalInfo the new value, or null
     */
    public void setAdditionalInfo(List<KeyValue> additionalInfo) {
        this.additionalInfo = additionalInfo;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof SettlementReplyDetail)) return false;
        SettlementReplyDetail that = (SettlementReplyDetail) other;
        return Objects.equals(settlementSummary, that.settlementSummary)
            && Objects.equals(settlementInfo, that.settlementInfo)
            && Objects.equals(additionalInfo, that.additionalInfo);
    }

    @Override
    public int hashCode() {
        return Objects.hash(settlementSummary, settlementInfo, additionalInfo);
    }
}
