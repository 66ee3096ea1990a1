// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.List;
import java.util.Objects;

/**
 * GetTerminalInfo reply Detail: the terminal profile.
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; GetTerminalInfo (1004)): Which reply fields are always present is not shown (the document gives no Required column); every field is optional here.
 *
 * <p>JSON Schema TerminalInfoReplyDetail.json (https://contracts.invalid/terminal/schemas/TerminalInfoReplyDetail.json).
 */
public final class TerminalInfoReplyDetail {
    /**
     * VendorStoreId, String(50).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: VendorStoreId.
     */
    @SerializedName("VendorStoreId")
    private String vendorStoreId;

    /**
     * VendorTerminalId, String(50): terminal, client or POS id.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: VendorTerminalId.
     */
    @SerializedName("VendorTerminalId")
    private String vendorTerminalId;

    /**
     * MerchantName, String(100).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 100 characters.
     *
     * <p>Wire name: MerchantName.
     */
    @SerializedName("MerchantName")
    private String merchantName;

    /**
     * StoreName, String(100).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 100 characters.
     *
     * <p>Wire name: StoreName.
     */
    @SerializedName("StoreName")
    private String storeName;

    /**
     * AdditionalInfo (Object[]): Key String(10), Value String(100).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: AdditionalInfo.
     */
    @SerializedName("AdditionalInfo")
    private List<KeyValue> additionalInfo;

    /**
     * An empty TerminalInfoReplyDetail; set the other fields before writing it.
     */
    public TerminalInfoReplyDetail() {
    }

    /**
     * @return VendorStoreId, or null when absent
     */
    public String getVendorStoreId() {
        return vendorStoreId;
    }

    /**
     * Sets VendorStoreId; null leaves it out of the JSON.
     *
     * @param vendorStoreId the new value, or null
     */
    public void setVendorStoreId(String vendorStoreId) {
        this.vendorStoreId = vendorStoreId;
    }

    /**
     * @return VendorTerminalId, or null when absent
     */
    public String getVendorTerminalId() {
        return vendorTerminalId;
    }

    /**
     * Sets VendorTerminalId; null leaves it out of the JSON.
     *
     * @param vendorTerminalId the new value, or null
     */
    public void setVendorTerminalId(String vendorTerminalId) {
        this.vendorTerminalId = vendorTerminalId;
    }

    /**
     * @return MerchantName, or null when absent
     */
    public String getMerchantName() {
        return merchantName;
    }

    /**
     * Sets MerchantName; null leaves it out of the JSON.
     *
     * @param merchantName the new value, or null
     */
    public void setMerchantName(String merchantName) {
        this.merchantName = merchantName;
    }

    /**
     * @return StoreName, or null when absent
     */
    public String getStoreName() {
        return storeName;
    }

    /**
     * Sets StoreName; null leaves it out of the JSON.
     *
     * @param storeName the new value, or null
     */
    public void setStoreName(String storeName) {
        this.storeName = storeName;
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
        if (!(other instanceof TerminalInfoReplyDetail)) return false;
        TerminalInfoReplyDetail that = (TerminalInfoReplyDetail) other;
        return Objects.equals(vendorStoreId, that.vendorStoreId)
            && Objects.equals(vendorTerminalId, that.vendorTerminalId)
            && Objects.equals(merchantName, that.merchantName)
            && Objects.equals(storeName, that.storeName)
            && Objects.equals(additionalInfo, that.additionalInfo);
    }

    @Override
    public int hashCode() {
        return Objects.hash(vendorStoreId, vendorTerminalId, merchantName, storeName, additionalInfo);
    }
}
