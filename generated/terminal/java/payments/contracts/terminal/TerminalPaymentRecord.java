// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.List;
import java.util.Objects;

/**
 * Payment record of the smart terminal service: one entry of the DoTransaction reply's
 * Detail.Payments. An empty Remark does not imply success; success is ApprovalCode non-empty
 * and Response.ResponseCode "0".
 *
 * <p>Gap of the document (002 &#167; Resources and their fields &#8250; Payment record): Which payment record fields are always present is not shown (the table has no Required column); every field is optional here.
 *
 * <p>JSON Schema TerminalPaymentRecord.json (https://contracts.invalid/terminal/schemas/TerminalPaymentRecord.json).
 */
public final class TerminalPaymentRecord {
    /**
     * BillingRefNo, String(10): the caller's reference.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters.
     *
     * <p>Wire name: BillingRefNo.
     */
    @SerializedName("BillingRefNo")
    private String billingRefNo;

    /**
     * ApprovalCode, String(6): non-empty means authorization succeeded; otherwise empty.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 6 characters.
     *
     * <p>Wire name: ApprovalCode.
     */
    @SerializedName("ApprovalCode")
    private String approvalCode;

    /**
     * HostResponse, String(50): host response text; empty when an error occurs before a response.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 50 characters.
     *
     * <p>Wire name: HostResponse.
     */
    @SerializedName("HostResponse")
    private String hostResponse;

    /**
     * CardNumber, String(19): masked card number (e.g. 411111******1111) if a card was used, else empty.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 19 characters.
     *
     * <p>Wire name: CardNumber.
     */
    @SerializedName("CardNumber")
    private String cardNumber;

    /**
     * ExpiryDate, String(4): YYMM, or XXXX when the acquirer mandates masking; empty when no card was
     * used (as CardNumber).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 4 characters; pattern ^([0-9]{2}(0[1-9]|1[0-2])|XXXX)?$.
     *
     * <p>Wire name: ExpiryDate.
     */
    @SerializedName("ExpiryDate")
    private String expiryDate;

    /**
     * CardholderName, String(25).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 25 characters.
     *
     * <p>Wire name: CardholderName.
     */
    @SerializedName("CardholderName")
    private String cardholderName;

    /**
     * CardType, String(12): card network name.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 12 characters.
     *
     * <p>Wire name: CardType.
     */
    @SerializedName("CardType")
    private String cardType;

    /**
     * InvoiceNumber (Long). Changes when an initiated transaction is completed by Get Status.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: InvoiceNumber.
     */
    @SerializedName("InvoiceNumber")
    private Long invoiceNumber;

    /**
     * BatchNumber (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: BatchNumber.
     */
    @SerializedName("BatchNumber")
    private Long batchNumber;

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
     * LoyaltyPointsAwarded (Long).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: LoyaltyPointsAwarded.
     */
    @SerializedName("LoyaltyPointsAwarded")
    private Long loyaltyPointsAwarded;

    /**
     * Remark, String(100): error description; an empty value does not imply success.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 100 characters.
     *
     * <p>Wire name: Remark.
     */
    @SerializedName("Remark")
    private String remark;

    /**
     * AcquirerName, String(48).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 48 characters.
     *
     * <p>Wire name: AcquirerName.
     */
    @SerializedName("AcquirerName")
    private String acquirerName;

    /**
     * MerchantId, String(15).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 15 characters.
     *
     * <p>Wire name: MerchantId.
     */
    @SerializedName("MerchantId")
    private String merchantId;

    /**
     * RetrievalReferenceNumber, String(12). Filled when the host approves.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 12 characters.
     *
     * <p>Wire name: RetrievalReferenceNumber.
     */
    @SerializedName("RetrievalReferenceNumber")
    private String retrievalReferenceNumber;

    /**
     * CardEntryMode (Integer): 0 manual, 1 swipe, 2 chip; any other value means the card was not
     * validated (so any integer is accepted).
     *
     * <p>Contract: optional (null when absent, and then left out when written). Values: {@link CardEntryMode}.
     *
     * <p>Wire name: CardEntryMode.
     */
    @SerializedName("CardEntryMode")
    private Long cardEntryMode;

    /**
     * PrintCardholderName (Integer): 0 do not print, 1 print; other values mean the card was not
     * validated (so any integer is accepted).
     *
     * <p>Contract: optional (null when absent, and then left out when written). Values: {@link PrintCardholderName}.
     *
     * <p>Wire name: PrintCardholderName.
     */
    @SerializedName("PrintCardholderName")
    private Long printCardholderName;

    /**
     * MerchantName, String(23).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 23 characters.
     *
     * <p>Wire name: MerchantName.
     */
    @SerializedName("MerchantName")
    private String merchantName;

    /**
     * MerchantAddress, String(23).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 23 characters.
     *
     * <p>Wire name: MerchantAddress.
     */
    @SerializedName("MerchantAddress")
    private String merchantAddress;

    /**
     * MerchantCity, String(23).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 23 characters.
     *
     * <p>Wire name: MerchantCity.
     */
    @SerializedName("MerchantCity")
    private String merchantCity;

    /**
     * VendorVersion, String(40): application version.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 40 characters.
     *
     * <p>Wire name: VendorVersion.
     */
    @SerializedName("VendorVersion")
    private String vendorVersion;

    /**
     * AcquiringBankCode (Integer): see the acquiring bank codes (1 to 17 acquirer banks, 51, 81, 82).
     *
     * <p>Contract: optional (null when absent, and then left out when written). Values: {@link AcquiringBankCode}.
     *
     * <p>Wire name: AcquiringBankCode.
     */
    @SerializedName("AcquiringBankCode")
    private Long acquiringBankCode;

    /**
     * AquiringBankCode (Integer): the same field as AcquiringBankCode, in the spelling of one terminal
     * illustration ("one terminal illustration spells it AquiringBankCode"); accepted in replies.
     *
     * <p>Contract: optional (null when absent, and then left out when written). Values: {@link AcquiringBankCode}.
     *
     * <p>Wire name: AquiringBankCode.
     */
    @SerializedName("AquiringBankCode")
    private Long aquiringBankCode;

    /**
     * RewardRedeemedAmount (Long): in paise.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: RewardRedeemedAmount.
     */
    @SerializedName("RewardRedeemedAmount")
    private Long rewardRedeemedAmount;

    /**
     * RewardRedeemedPoints (Double).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: RewardRedeemedPoints.
     */
    @SerializedName("RewardRedeemedPoints")
    private Double rewardRedeemedPoints;

    /**
     * RewardBalanceAmount, String(10).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters.
     *
     * <p>Wire name: RewardBalanceAmount.
     */
    @SerializedName("RewardBalanceAmount")
    private String rewardBalanceAmount;

    /**
     * RewardBalancePoints (Double).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: RewardBalancePoints.
     */
    @SerializedName("RewardBalancePoints")
    private Double rewardBalancePoints;

    /**
     * Field0 (String): multiple-usage field; meaning not shown.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Field0.
     */
    @SerializedName("Field0")
    private String field0;

    /**
     * Field3 (String): multiple-usage field; meaning not shown.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Field3.
     */
    @SerializedName("Field3")
    private String field3;

    /**
     * Field4 (String): multiple-usage field; meaning not shown.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Field4.
     */
    @SerializedName("Field4")
    private String field4;

    /**
     * CouponCode, String(23): card processing fee or voucher code; the loyalty number for
     * TransactionType 4301 (fetch loyalty number).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 23 characters.
     *
     * <p>Wire name: CouponCode.
     */
    @SerializedName("CouponCode")
    private String couponCode;

    /**
     * AmountProcessed, String(99): the amount processed, in paise, as a string.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 99 characters.
     *
     * <p>Wire name: AmountProcessed.
     */
    @SerializedName("AmountProcessed")
    private String amountProcessed;

    /**
     * TransactionDate, String(8): MMDDYYYY.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 8 characters; pattern ^(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[0-9]{4}$.
     *
     * <p>Wire name: TransactionDate.
     */
    @SerializedName("TransactionDate")
    private String transactionDate;

    /**
     * TransactionTime, String(6): HHMMSS, 24-hour.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 6 characters; pattern ^([01][0-9]|2[0-3])[0-5][0-9][0-5][0-9]$.
     *
     * <p>Wire name: TransactionTime.
     */
    @SerializedName("TransactionTime")
    private String transactionTime;

    /**
     * VendorClientId (Integer): identifier of the terminal.
     *
     * <p>Contract: optional (null when absent, and then left out when written); from -2147483648 to 2147483647.
     *
     * <p>Wire name: VendorClientId.
     */
    @SerializedName("VendorClientId")
    private Integer vendorClientId;

    /**
     * VendorBatchId (Integer): identifier of the terminal's batch.
     *
     * <p>Contract: optional (null when absent, and then left out when written); from -2147483648 to 2147483647.
     *
     * <p>Wire name: VendorBatchId.
     */
    @SerializedName("VendorBatchId")
    private Integer vendorBatchId;

    /**
     * VendorRoc (Integer): the terminal's receipt-order counter.
     *
     * <p>Contract: optional (null when absent, and then left out when written); from -2147483648 to 2147483647.
     *
     * <p>Wire name: VendorRoc.
     */
    @SerializedName("VendorRoc")
    private Integer vendorRoc;

    /**
     * AdditionalInfo (Array): reserved; items Key String(10), Value String(100).
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: AdditionalInfo.
     */
    @SerializedName("AdditionalInfo")
    private List<KeyValue> additionalInfo;

    /**
     * An empty TerminalPaymentRecord; set the other fields before writing it.
     */
    public TerminalPaymentRecord() {
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
     * @return ApprovalCode, or null when absent
     */
    public String getApprovalCode() {
        return approvalCode;
    }

    /**
     * Sets ApprovalCode; null leaves it out of the JSON.
     *
     * @param approvalCode the new value, or null
     */
    public void setApprovalCode(String approvalCode) {
        this.approvalCode = approvalCode;
    }

    /**
     * @return HostResponse, or null when absent
     */
    public String getHostResponse() {
        return hostResponse;
    }

    /**
     * Sets HostResponse; null leaves it out of the JSON.
     *
     * @param hostResponse the new value, or null
     */
    public void setHostResponse(String hostResponse) {
        this.hostResponse = hostResponse;
    }

    /**
     * @return CardNumber, or null when absent
     */
    public String getCardNumber() {
        return cardNumber;
    }

    /**
     * Sets CardNumber; null leaves it out of the JSON.
     *
     * @param cardNumber the new value, or null
     */
    public void setCardNumber(String cardNumber) {
        this.cardNumber = cardNumber;
    }

    /**
     * @return ExpiryDate, or null when absent
     */
    public String getExpiryDate() {
        return expiryDate;
    }

    /**
     * Sets ExpiryDate; null leaves it out of the JSON.
     *
     * @param expiryDate the new value, or null
     */
    public void setExpiryDate(String expiryDate) {
        this.expiryDate = expiryDate;
    }

    /**
     * @return CardholderName, or null when absent
     */
    public String getCardholderName() {
        return cardholderName;
    }

    /**
     * Sets CardholderName; null leaves it out of the JSON.
     *
     * @param cardholderName the new value, or null
     */
    public void setCardholderName(String cardholderName) {
        this.cardholderName = cardholderName;
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
     * @return InvoiceNumber, or null when absent
     */
    public Long getInvoiceNumber() {
        return invoiceNumber;
    }

    /**
     * Sets InvoiceNumber; null leaves it out of the JSON.
     *
     * @param invoiceNumber the new value, or null
     */
    public void setInvoiceNumber(Long invoiceNumber) {
        this.invoiceNumber = invoiceNumber;
    }

    /**
     * @return BatchNumber, or null when absent
     */
    public Long getBatchNumber() {
        return batchNumber;
    }

    /**
     * Sets BatchNumber; null leaves it out of the JSON.
     *
     * @param batchNumber the new value, or null
     */
    public void setBatchNumber(Long batchNumber) {
        this.batchNumber = batchNumber;
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

    /**
     * @return LoyaltyPointsAwarded, or null when absent
     */
    public Long getLoyaltyPointsAwarded() {
        return loyaltyPointsAwarded;
    }

    /**
     * Sets LoyaltyPointsAwarded; null leaves it out of the JSON.
     *
     * @param loyaltyPointsAwarded the new value, or null
     */
    public void setLoyaltyPointsAwarded(Long loyaltyPointsAwarded) {
        this.loyaltyPointsAwarded = loyaltyPointsAwarded;
    }

    /**
     * @return Remark, or null when absent
     */
    public String getRemark() {
        return remark;
    }

    /**
     * Sets Remark; null leaves it out of the JSON.
     *
     * @param remark the new value, or null
     */
    public void setRemark(String remark) {
        this.remark = remark;
    }

    /**
     * @return AcquirerName, or null when absent
     */
    public String getAcquirerName() {
        return acquirerName;
    }

    /**
     * Sets AcquirerName; null leaves it out of the JSON.
     *
     * @param acquirerName the new value, or null
     */
    public void setAcquirerName(String acquirerName) {
        this.acquirerName = acquirerName;
    }

    /**
     * @return MerchantId, or null when absent
     */
    public String getMerchantId() {
        return merchantId;
    }

    /**
     * Sets MerchantId; null leaves it out of the JSON.
     *
     * @param merchantId the new value, or null
     */
    public void setMerchantId(String merchantId) {
        this.merchantId = merchantId;
    }

    /**
     * @return RetrievalReferenceNumber, or null when absent
     */
    public String getRetrievalReferenceNumber() {
        return retrievalReferenceNumber;
    }

    /**
     * Sets RetrievalReferenceNumber; null leaves it out of the JSON.
     *
     * @param retrievalReferenceNumber the new value, or null
     */
    public void setRetrievalReferenceNumber(String retrievalReferenceNumber) {
        this.retrievalReferenceNumber = retrievalReferenceNumber;
    }

    /**
     * @return CardEntryMode, or null when absent
     */
    public Long getCardEntryMode() {
        return cardEntryMode;
    }

    /**
     * Sets CardEntryMode; null leaves it out of the JSON.
     *
     * @param cardEntryMode the new value, or null
     */
    public void setCardEntryMode(Long cardEntryMode) {
        this.cardEntryMode = cardEntryMode;
    }

    /**
     * @return PrintCardholderName, or null when absent
     */
    public Long getPrintCardholderName() {
        return printCardholderName;
    }

    /**
     * Sets PrintCardholderName; null leaves it out of the JSON.
     *
     * @param printCardholderName the new value, or null
     */
    public void setPrintCardholderName(Long printCardholderName) {
        this.printCardholderName = printCardholderName;
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
     * @return MerchantAddress, or null when absent
     */
    public String getMerchantAddress() {
        return merchantAddress;
    }

    /**
     * Sets MerchantAddress; null leaves it out of the JSON.
     *
     * @param merchantAddress the new value, or null
     */
    public void setMerchantAddress(String merchantAddress) {
        this.merchantAddress = merchantAddress;
    }

    /**
     * @return MerchantCity, or null when absent
     */
    public String getMerchantCity() {
        return merchantCity;
    }

    /**
     * Sets MerchantCity; null leaves it out of the JSON.
     *
     * @param merchantCity the new value, or null
     */
    public void setMerchantCity(String merchantCity) {
        this.merchantCity = merchantCity;
    }

    /**
     * @return VendorVersion, or null when absent
     */
    public String getVendorVersion() {
        return vendorVersion;
    }

    /**
     * Sets VendorVersion; null leaves it out of the JSON.
     *
     * @param vendorVersion the new value, or null
     */
    public void setVendorVersion(String vendorVersion) {
        this.vendorVersion = vendorVersion;
    }

    /**
     * @return AcquiringBankCode, or null when absent
     */
    public Long getAcquiringBankCode() {
        return acquiringBankCode;
    }

    /**
     * Sets AcquiringBankCode; null leaves it out of the JSON.
     *
     * @param acquiringBankCode the new value, or null
     */
    public void setAcquiringBankCode(Long acquiringBankCode) {
        this.acquiringBankCode = acquiringBankCode;
    }

    /**
     * @return AquiringBankCode, or null when absent
     */
    public Long getAquiringBankCode() {
        return aquiringBankCode;
    }

    /**
     * Sets AquiringBankCode; null leaves it out of the JSON.
     *
     * @param aquiringBankCode the new value, or null
     */
    public void setAquiringBankCode(Long aquiringBankCode) {
        this.aquiringBankCode = aquiringBankCode;
    }

    /**
     * @return RewardRedeemedAmount, or null when absent
     */
    public Long getRewardRedeemedAmount() {
        return rewardRedeemedAmount;
    }

    /**
     * Sets RewardRedeemedAmount; null leaves it out of the JSON.
     *
     * @param rewardRedeemedAmount the new value, or null
     */
    public void setRewardRedeemedAmount(Long rewardRedeemedAmount) {
        this.rewardRedeemedAmount = rewardRedeemedAmount;
    }

    /**
     * @return RewardRedeemedPoints, or null when absent
     */
    public Double getRewardRedeemedPoints() {
        return rewardRedeemedPoints;
    }

    /**
     * Sets RewardRedeemedPoints; null leaves it out of the JSON.
     *
     * @param rewardRedeemedPoints the new value, or null
     */
    public void setRewardRedeemedPoints(Double rewardRedeemedPoints) {
        this.rewardRedeemedPoints = rewardRedeemedPoints;
    }

    /**
     * @return RewardBalanceAmount, or null when absent
     */
    public String getRewardBalanceAmount() {
        return rewardBalanceAmount;
    }

    /**
     * Sets RewardBalanceAmount; null leaves it out of the JSON.
     *
     * @param rewardBalanceAmount the new value, or null
     */
    public void setRewardBalanceAmount(String rewardBalanceAmount) {
        this.rewardBalanceAmount = rewardBalanceAmount;
    }

    /**
     * @return RewardBalancePoints, or null when absent
     */
    public Double getRewardBalancePoints() {
        return rewardBalancePoints;
    }

    /**
     * Sets RewardBalancePoints; null leaves it out of the JSON.
     *
     * @param rewardBalancePoints the new value, or null
     */
    public void setRewardBalancePoints(Double rewardBalancePoints) {
        this.rewardBalancePoints = rewardBalancePoints;
    }

    /**
     * @return Field0, or null when absent
     */
    public String getField0() {
        return field0;
    }

    /**
     * Sets Field0; null leaves it out of the JSON.
     *
     * @param field0 the new value, or null
     */
    public void setField0(String field0) {
        this.field0 = field0;
    }

    /**
     * @return Field3, or null when absent
     */
    public String getField3() {
        return field3;
    }

    /**
     * Sets Field3; null leaves it out of the JSON.
     *
     * @param field3 the new value, or null
     */
    public void setField3(String field3) {
        this.field3 = field3;
    }

    /**
     * @return Field4, or null when absent
     */
    public String getField4() {
        return field4;
    }

    /**
     * Sets Field4; null leaves it out of the JSON.
     *
     * @param field4 the new value, or null
     */
    public void setField4(String field4) {
        this.field4 = field4;
    }

    /**
     * @return CouponCode, or null when absent
     */
    public String getCouponCode() {
        return couponCode;
    }

    /**
     * Sets CouponCode; null leaves it out of the JSON.
     *
     * @param couponCode the new value, or null
     */
    public void setCouponCode(String couponCode) {
        this.couponCode = couponCode;
    }

    /**
     * @return AmountProcessed, or null when absent
     */
    public String getAmountProcessed() {
        return amountProcessed;
    }

    /**
     * Sets AmountProcessed; null leaves it out of the JSON.
     *
     * @param amountProcessed the new value, or null
     */
    public void setAmountProcessed(String amountProcessed) {
        this.amountProcessed = amountProcessed;
    }

    /**
     * @return TransactionDate, or null when absent
     */
    public String getTransactionDate() {
        return transactionDate;
    }

    /**
     * Sets TransactionDate; null leaves it out of the JSON.
     *
     * @param transactionDate the new value, or null
     */
    public void setTransactionDate(String transactionDate) {
        this.transactionDate = transactionDate;
    }

    /**
     * @return TransactionTime, or null when absent
     */
    public String getTransactionTime() {
        return transactionTime;
    }

    /**
     * Sets TransactionTime; null leaves it out of the JSON.
     *
     * @param transactionTime the new value, or null
     */
    public void setTransactionTime(String transactionTime) {
        this.transactionTime = transactionTime;
    }

    /**
     * @return VendorClientId, or null when absent
     */
    public Integer getVendorClientId() {
        return vendorClientId;
    }

    /**
     * Sets VendorClientId; null leaves it out of the JSON.
     *
     * @param vendorClientId the new value, or null
     */
    public void setVendorClientId(Integer vendorClientId) {
        this.vendorClientId = vendorClientId;
    }

    /**
     * @return VendorBatchId, or null when absent
     */
    public Integer getVendorBatchId() {
        return vendorBatchId;
    }

    /**
     * Sets VendorBatchId; null leaves it out of the JSON.
     *
     * @param vendorBatchId the new value, or null
     */
    public void setVendorBatchId(Integer vendorBatchId) {
        this.vendorBatchId = vendorBatchId;
    }

    /**
     * @return VendorRoc, or null when absent
     */
    public Integer getVendorRoc() {
        return vendorRoc;
    }

    /**
     * Sets VendorRoc; null leaves it out of the JSON.
     *
     * @param vendorRoc the new value, or null
     */
    public void setVendorRoc(Integer vendorRoc) {
        this.vendorRoc = vendorRoc;
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
        if (!(other instanceof TerminalPaymentRecord)) return false;
        TerminalPaymentRecord that = (TerminalPaymentRecord) other;
        return Objects.equals(billingRefNo, that.billingRefNo)
            && Objects.equals(approvalCode, that.approvalCode)
            && Objects.equals(hostResponse, that.hostResponse)
            && Objects.equals(cardNumber, that.cardNumber)
            && Objects.equals(expiryDate, that.expiryDate)
            && Objects.equals(cardholderName, that.cardholderName)
            && Objects.equals(cardType, that.cardType)
            && Objects.equals(invoiceNumber, that.invoiceNumber)
            && Objects.equals(batchNumber, that.batchNumber)
            && Objects.equals(terminalId, that.terminalId)
            && Objects.equals(loyaltyPointsAwarded, that.loyaltyPointsAwarded)
            && Objects.equals(remark, that.remark)
            && Objects.equals(acquirerName, that.acquirerName)
            && Objects.equals(merchantId, that.merchantId)
            && Objects.equals(retrievalReferenceNumber, that.retrievalReferenceNumber)
            && Objects.equals(cardEntryMode, that.cardEntryMode)
            && Objects.equals(printCardholderName, that.printCardholderName)
            && Objects.equals(merchantName, that.merchantName)
            && Objects.equals(merchantAddress, that.merchantAddress)
            && Objects.equals(merchantCity, that.merchantCity)
            && Objects.equals(vendorVersion, that.vendorVersion)
            && Objects.equals(acquiringBankCode, that.acquiringBankCode)
            && Objects.equals(aquiringBankCode, that.aquiringBankCode)
            && Objects.equals(rewardRedeemedAmount, that.rewardRedeemedAmount)
            && Objects.equals(rewardRedeemedPoints, that.rewardRedeemedPoints)
            && Objects.equals(rewardBalanceAmount, that.rewardBalanceAmount)
            && Objects.equals(rewardBalancePoints, that.rewardBalancePoints)
            && Objects.equals(field0, that.field0)
            && Objects.equals(field3, that.field3)
            && Objects.equals(field4, that.field4)
            && Objects.equals(couponCode, that.couponCode)
            && Objects.equals(amountProcessed, that.amountProcessed)
            && Objects.equals(transactionDate, that.transactionDate)
            && Objects.equals(transactionTime, that.transactionTime)
            && Objects.equals(vendorClientId, that.vendorClientId)
            && Objects.equals(vendorBatchId, that.vendorBatchId)
            && Objects.equals(vendorRoc, that.vendorRoc)
            && Objects.equals(additionalInfo, that.additionalInfo);
    }

    @Override
    public int hashCode() {
        return Objects.hash(billingRefNo, approvalCode, hostResponse, cardNumber, expiryDate, cardholderName, cardType, invoiceNumber, batchNumber, terminalId, loyaltyPointsAwarded, remark, acquirerName, merchantId, retrievalReferenceNumber, cardEntryMode, printCardholderName, merchantName, merchantAddress, merchantCity, vendorVersion, acquiringBankCode, aquiringBankCode, rewardRedeemedAmount, rewardRedeemedPoints, rewardBalanceAmount, rewardBalancePoints, field0, field3, field4, couponCode, amountProcessed, transactionDate, transactionTime, vendorClientId, vendorBatchId, vendorRoc, additionalInfo);
    }
}
