// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * One product of an uploaded invoice (all fields optional).
 *
 * <p>JSON Schema InvoiceProduct.json (https://contracts.invalid/terminal/schemas/InvoiceProduct.json).
 */
public final class InvoiceProduct {
    /**
     * AdditionalChargeValue (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: AdditionalChargeValue.
     */
    @SerializedName("AdditionalChargeValue")
    private Long additionalChargeValue;

    /**
     * BarCode (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: BarCode.
     */
    @SerializedName("BarCode")
    private Long barCode;

    /**
     * DiscountTotalValue (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: DiscountTotalValue.
     */
    @SerializedName("DiscountTotalValue")
    private Long discountTotalValue;

    /**
     * ProductBasePrice (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: ProductBasePrice.
     */
    @SerializedName("ProductBasePrice")
    private Long productBasePrice;

    /**
     * ProductId, String(20).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 20 characters.
     *
     * <p>Wire name: ProductId.
     */
    @SerializedName("ProductId")
    private String productId;

    /**
     * ProductName, String(50).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: ProductName.
     */
    @SerializedName("ProductName")
    private String productName;

    /**
     * ProductValue (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: ProductValue.
     */
    @SerializedName("ProductValue")
    private Long productValue;

    /**
     * Quantity (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Quantity.
     */
    @SerializedName("Quantity")
    private Long quantity;

    /**
     * SkuId (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: SkuId.
     */
    @SerializedName("SkuId")
    private Long skuId;

    /**
     * TaxTotalValue (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: TaxTotalValue.
     */
    @SerializedName("TaxTotalValue")
    private Long taxTotalValue;

    /**
     * VoidAmount (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: VoidAmount.
     */
    @SerializedName("VoidAmount")
    private Long voidAmount;

    /**
     * VoidQuantity (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: VoidQuantity.
     */
    @SerializedName("VoidQuantity")
    private Long voidQuantity;

    /**
     * An empty InvoiceProduct; set the other fields before writing it.
     */
    public InvoiceProduct() {
    }

    /**
     * @return AdditionalChargeValue, or null when absent
     */
    public Long getAdditionalChargeValue() {
        return additionalChargeValue;
    }

    /**
     * Sets AdditionalChargeValue; null leaves it out of the JSON.
     *
     * @param additionalChargeValue the new value, or null
     */
    public void setAdditionalChargeValue(Long additionalChargeValue) {
        this.additionalChargeValue = additionalChargeValue;
    }

    /**
     * @return BarCode, or null when absent
     */
    public Long getBarCode() {
        return barCode;
    }

    /**
     * Sets BarCode; null leaves it out of the JSON.
     *
     * @param barCode the new value, or null
     */
    public void setBarCode(Long barCode) {
        this.barCode = barCode;
    }

    /**
     * @return DiscountTotalValue, or null when absent
     */
    public Long getDiscountTotalValue() {
        return discountTotalValue;
    }

    /**
     * Sets DiscountTotalValue; null leaves it out of the JSON.
     *
     * @param discountTotalValue the new value, or null
     */
    public void setDiscountTotalValue(Long discountTotalValue) {
        this.discountTotalValue = discountTotalValue;
    }

    /**
     * @return ProductBasePrice, or null when absent
     */
    public Long getProductBasePrice() {
        return productBasePrice;
    }

    /**
     * Sets ProductBasePrice; null leaves it out of the JSON.
     *
     * @param productBasePrice the new value, or null
     */
    public void setProductBasePrice(Long productBasePrice) {
        this.productBasePrice = productBasePrice;
    }

    /**
     * @return ProductId, or null when absent
     */
    public String getProductId() {
        return productId;
    }

    /**
     * Sets ProductId; null leaves it out of the JSON.
     *
     * @param productId the new value, or null
     */
    public void setProductId(String productId) {
        this.productId = productId;
    }

    /**
     * @return ProductName, or null when absent
     */
    public String getProductName() {
        return productName;
    }

    /**
     * Sets ProductName; null leaves it out of the JSON.
     *
     * @param productName the new value, or null
     */
    public void setProductName(String productName) {
        this.productName = productName;
    }

    /**
     * @return ProductValue, or null when absent
     */
    public Long getProductValue() {
        return productValue;
    }

    /**
     * Sets ProductValue; null leaves it out of the JSON.
     *
     * @param productValue the new value, or null
     */
    public void setProductValue(Long productValue) {
        this.productValue = productValue;
    }

    /**
     * @return Quantity, or null when absent
     */
    public Long getQuantity() {
        return quantity;
    }

    /**
     * Sets Quantity; null leaves it out of the JSON.
     *
     * @param quantity the new value, or null
     */
    public void setQuantity(Long quantity) {
        this.quantity = quantity;
    }

    /**
     * @return SkuId, or null when absent
     */
    public Long getSkuId() {
        return skuId;
    }

    /**
     * Sets SkuId; null leaves it out of the JSON.
     *
     * @param skuId the new value, or null
     */
    public void setSkuId(Long skuId) {
        this.skuId = skuId;
    }

    /**
     * @return TaxTotalValue, or null when absent
     */
    public Long getTaxTotalValue() {
        return taxTotalValue;
    }

    /**
     * Sets TaxTotalValue; null leaves it out of the JSON.
     *
     * @param taxTotalValue the new value, or null
     */
    public void setTaxTotalValue(Long taxTotalValue) {
        this.taxTotalValue = taxTotalValue;
    }

    /**
     * @return VoidAmount, or null when absent
     */
    public Long getVoidAmount() {
        return voidAmount;
    }

    /**
     * Sets VoidAmount; null leaves it out of the JSON.
     *
     * @param voidAmount the new value, or null
     */
    public void setVoidAmount(Long voidAmount) {
        this.voidAmount = voidAmount;
    }

    /**
     * @return VoidQuantity, or null when absent
     */
    public Long getVoidQuantity() {
        return voidQuantity;
    }

    /**
     * Sets VoidQuantity; null leaves it out of the JSON.
     *
     * @param voidQuantity the new value, or null
     */
    public void setVoidQuantity(Long voidQuantity) {
        this.voidQuantity = voidQuantity;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof InvoiceProduct)) return false;
        InvoiceProduct that = (InvoiceProduct) other;
        return Objects.equals(additionalChargeValue, that.additionalChargeValue)
            && Objects.equals(barCode, that.barCode)
            && Objects.equals(discountTotalValue, that.discountTotalValue)
            && Objects.equals(productBasePrice, that.productBasePrice)
            && Objects.equals(productId, that.productId)
            && Objects.equals(productName, that.productName)
            && Objects.equals(productValue, that.productValue)
            && Objects.equals(quantity, that.quantity)
            && Objects.equals(skuId, that.skuId)
            && Objects.equals(taxTotalValue, that.taxTotalValue)
            && Objects.equals(voidAmount, that.voidAmount)
            && Objects.equals(voidQuantity, that.voidQuantity);
    }

    @Override
    public int hashCode() {
        return Objects.hash(additionalChargeValue, barCode, discountTotalValue, productBasePrice, productId, productName, productValue, quantity, skuId, taxTotalValue, voidAmount, voidQuantity);
    }
}
