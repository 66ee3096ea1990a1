// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * DoTransaction request Detail of the smart terminal service. Every TransactionType of the
 * terminal service uses this one table. AdditionalInfo is only for the sale (4001): TypeSpec has no
 * conditional constraint, so the rule is written as JSON Schema `if`/`then`. WalletProgramId is
 * required "for wallet transactions": the types the table names as wallet transactions (5102
 * wallet pay, 5103 wallet load, 5104 wallet void, 4214 mobile wallet redemption), also by
 * `if`/`then`.
 *
 * <p>JSON Schema TerminalTransactionDetail.json (https://contracts.invalid/terminal/schemas/TerminalTransactionDetail.json).
 */
public final class TerminalTransactionDetail {
    /**
     * TransactionType (Long): see TerminalTransactionType. Required.
     *
     * <p>Contract: required. Values: {@link TerminalTransactionType}.
     *
     * <p>Wire name: TransactionType.
     */
    @SerializedName("TransactionType")
    private Long transactionType;

    /**
     * BillingRefNo, String(10): printed on the chargeslip. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters.
     *
     * <p>Wire name: BillingRefNo.
     */
    @SerializedName("BillingRefNo")
    private String billingRefNo;

    /**
     * PaymentAmount (Long): in paise. Required. Like every Long of the document, at most
     * 9007199254740991 (2^53 - 1) and at least -9007199254740991: see the decision.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: PaymentAmount.
     */
    @SerializedName("PaymentAmount")
    private Long paymentAmount;

    /**
     * BankCode, String(2): acquirer code (two-digit, e.g. "01"); optional for sale when automatic
     * acquirer selection is on.
     *
     * <p>Contract: optional (null when absent, and then left out when written). Values: {@link TerminalBankCode}.
     *
     * <p>Wire name: BankCode.
     */
    @SerializedName("BankCode")
    private String bankCode;

    /**
     * CardNumber, String(76): track 1 data or a manual card number; if empty the app asks for the
     * card. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 76 characters.
     *
     * <p>Wire name: CardNumber.
     */
    @SerializedName("CardNumber")
    private String cardNumber;

    /**
     * Expiry, String(37): track 2 data or the expiry (YYMM); for the loyalty platform it can carry the
     * entry mode 01 mobile, 02 barcode, 03 manual. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 37 characters.
     *
     * <p>Wire name: Expiry.
     */
    @SerializedName("Expiry")
    private String expiry;

    /**
     * InvoiceNo, String(6): the parent invoice, for dependent transactions (void, adjust, ...). Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 6 characters.
     *
     * <p>Wire name: InvoiceNo.
     */
    @SerializedName("InvoiceNo")
    private String invoiceNo;

    /**
     * IsSwipe (Boolean): states whether swipe is allowed; default TRUE. Required.
     *
     * <p>Contract: required; when absent: true.
     *
     * <p>Wire name: IsSwipe.
     */
    @SerializedName("IsSwipe")
    private Boolean isSwipe;

    /**
     * Field0 (String): multiple-usage. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Field0.
     */
    @SerializedName("Field0")
    private String field0;

    /**
     * Field1 (String): multiple-usage. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Field1.
     */
    @SerializedName("Field1")
    private String field1;

    /**
     * Field2 (String): multiple-usage. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Field2.
     */
    @SerializedName("Field2")
    private String field2;

    /**
     * Field3 (String): multiple-usage. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Field3.
     */
    @SerializedName("Field3")
    private String field3;

    /**
     * BatchNo (Integer): the parent batch, 9001 to 99999. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); from 9001 to 99999.
     *
     * <p>Wire name: BatchNo.
     */
    @SerializedName("BatchNo")
    private Integer batchNo;

    /**
     * Roc (Integer): the parent receipt-order counter, 101 to 999. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); from 101 to 999.
     *
     * <p>Wire name: Roc.
     */
    @SerializedName("Roc")
    private Integer roc;

    /**
     * TransactionLogId (Long): the parent transaction log id. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: TransactionLogId.
     */
    @SerializedName("TransactionLogId")
    private Long transactionLogId;

    /**
     * RewardAmount (Long): in paise, paid by reward points or cash. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: RewardAmount.
     */
    @SerializedName("RewardAmount")
    private Long rewardAmount;

    /**
     * CustomerMobileNumber, String(100): several values pipe-separated (a|b). Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 100 characters.
     *
     * <p>Wire name: CustomerMobileNumber.
     */
    @SerializedName("CustomerMobileNumber")
    private String customerMobileNumber;

    /**
     * CustomerEmailId, String(500): several values pipe-separated. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 500 characters.
     *
     * <p>Wire name: CustomerEmailId.
     */
    @SerializedName("CustomerEmailId")
    private String customerEmailId;

    /**
     * MerchantMobileNumber, String(100): pipe-separated. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 100 characters.
     *
     * <p>Wire name: MerchantMobileNumber.
     */
    @SerializedName("MerchantMobileNumber")
    private String merchantMobileNumber;

    /**
     * MerchantEmailId, String(500): pipe-separated. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 500 characters.
     *
     * <p>Wire name: MerchantEmailId.
     */
    @SerializedName("MerchantEmailId")
    private String merchantEmailId;

    /**
     * ConsentCustomerMobile (Boolean): default FALSE; TRUE means consent to send the chargeslip. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); when absent: false.
     *
     * <p>Wire name: ConsentCustomerMobile.
     */
    @SerializedName("ConsentCustomerMobile")
    private Boolean consentCustomerMobile;

    /**
     * ConsentCustomerEmailId (Boolean): default FALSE; TRUE means consent to send the chargeslip. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); when absent: false.
     *
     * <p>Wire name: ConsentCustomerEmailId.
     */
    @SerializedName("ConsentCustomerEmailId")
    private Boolean consentCustomerEmailId;

    /**
     * ConsentMerchantMobile (Boolean): default FALSE; TRUE means consent to send the chargeslip. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); when absent: false.
     *
     * <p>Wire name: ConsentMerchantMobile.
     */
    @SerializedName("ConsentMerchantMobile")
    private Boolean consentMerchantMobile;

    /**
     * ConsentMerchantEmailId (Boolean): default FALSE; TRUE means consent to send the chargeslip. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); when absent: false.
     *
     * <p>Wire name: ConsentMerchantEmailId.
     */
    @SerializedName("ConsentMerchantEmailId")
    private Boolean consentMerchantEmailId;

    /**
     * WalletProgramId (Long): identifies the wallet host. Required "for wallet transactions": the
     * types the transaction table names as wallet transactions, 5102 wallet pay, 5103 wallet load,
     * 5104 wallet void and 4214 mobile wallet redemption (enforced by `if`/`then` on
     * TransactionType); optional for every other type.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: WalletProgramId.
     */
    @SerializedName("WalletProgramId")
    private Long walletProgramId;

    /**
     * AdditionalInfo: a map of String(25) keys to String(25) values, at most 10 entries; only for
     * sale type 4001. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: AdditionalInfo.
     */
    @SerializedName("AdditionalInfo")
    private SaleAdditionalInfo additionalInfo;

    /**
     * MobileNumberForEChargeSlip, String(10). Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters.
     *
     * <p>Wire name: MobileNumberForEChargeSlip.
     */
    @SerializedName("MobileNumberForEChargeSlip")
    private String mobileNumberForEChargeSlip;

    /**
     * An empty TerminalTransactionDetail; set the other fields before writing it.
     */
    public TerminalTransactionDetail() {
    }

    /**
     * @return TransactionType, or null when absent
     */
    public Long getTransactionType() {
        return transactionType;
    }

    /**
     * Sets TransactionType; null leaves it out of the JSON.
     *
     * @param transactionType the new value, or null
     */
    public void setTransactionType(Long transactionType) {
        this.transactionType = transactionType;
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
     * @return Expiry, or null when absent
     */
    public String getExpiry() {
        return expiry;
    }

    /**
     * Sets Expiry; null leaves it out of the JSON.
     *
     * @param expiry the new value, or null
     */
    public void setExpiry(String expiry) {
        this.expiry = expiry;
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

    /**
     * @return IsSwipe, or null when absent
     */
    public Boolean getIsSwipe() {
        return isSwipe;
    }

    /**
     * Sets IsSwipe; null leaves it out of the JSON.
     *
     * @param isSwipe the new value, or null
     */
    public void setIsSwipe(Boolean isSwipe) {
        this.isSwipe = isSwipe;
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
     * @return Field1, or null when absent
     */
    public String getField1() {
        return field1;
    }

    /**
     * Sets Field1; null leaves it out of the JSON.
     *
     * @param field1 the new value, or null
     */
    public void setField1(String field1) {
        this.field1 = field1;
    }

    /**
     * @return Field2, or null when absent
     */
    public String getField2() {
        return field2;
    }

    /**
     * Sets Field2; null leaves it out of the JSON.
     *
     * @param field2 the new value, or null
     */
    public void setField2(String field2) {
        this.field2 = field2;
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
     * @return TransactionLogId, or null when absent
     */
    public Long getTransactionLogId() {
        return transactionLogId;
    }

    /**
     * Sets TransactionLogId; null leaves it out of the JSON.
     *
     * @param transactionLogId the new value, or null
     */
    public void setTransactionLogId(Long transactionLogId) {
        this.transactionLogId = transactionLogId;
    }

    /**
     * @return RewardAmount, or null when absent
     */
    public Long getRewardAmount() {
        return rewardAmount;
    }

    /**
     * Sets RewardAmount; null leaves it out of the JSON.
     *
     * @param rewardAmount the new value, or null
     */
    public void setRewardAmount(Long rewardAmount) {
        this.rewardAmount = rewardAmount;
    }

    /**
     * @return CustomerMobileNumber, or null when absent
     */
    public String getCustomerMobileNumber() {
        return customerMobileNumber;
    }

    /**
     * Sets CustomerMobileNumber; null leaves it out of the JSON.
     *
     * @param customerMobileNumber the new value, or null
     */
    public void setCustomerMobileNumber(String customerMobileNumber) {
        this.customerMobileNumber = customerMobileNumber;
    }

    /**
     * @return CustomerEmailId, or null when absent
     */
    public String getCustomerEmailId() {
        return customerEmailId;
    }

    /**
     * Sets CustomerEmailId; null leaves it out of the JSON.
     *
     * @param customerEmailId the new value, or null
     */
    public void setCustomerEmailId(String customerEmailId) {
        this.customerEmailId = customerEmailId;
    }

    /**
     * @return MerchantMobileNumber, or null when absent
     */
    public String getMerchantMobileNumber() {
        return merchantMobileNumber;
    }

    /**
     * Sets MerchantMobileNumber; null leaves it out of the JSON.
     *
     * @param merchantMobileNumber the new value, or null
     */
    public void setMerchantMobileNumber(String merchantMobileNumber) {
        this.merchantMobileNumber = merchantMobileNumber;
    }

    /**
     * @return MerchantEmailId, or null when absent
     */
    public String getMerchantEmailId() {
        return merchantEmailId;
    }

    /**
     * Sets MerchantEmailId; null leaves it out of the JSON.
     *
     * @param merchantEmailId the new value, or null
     */
    public void setMerchantEmailId(String merchantEmailId) {
        this.merchantEmailId = merchantEmailId;
    }

    /**
     * @return ConsentCustomerMobile, or null when absent
     */
    public Boolean getConsentCustomerMobile() {
        return consentCustomerMobile;
    }

    /**
     * Sets ConsentCustomerMobile; null leaves it out of the JSON.
     *
     * @param consentCustomerMobile the new value, or null
     */
    public void setConsentCustomerMobile(Boolean consentCustomerMobile) {
        this.consentCustomerMobile = consentCustomerMobile;
    }

    /**
     * @return ConsentCustomerEmailId, or null when absent
     */
    public Boolean getConsentCustomerEmailId() {
        return consentCustomerEmailId;
    }

    /**
     * Sets ConsentCustomerEmailId; null leaves it out of the JSON.
     *
     * @param consentCustomerEmailId the new value, or null
     */
    public void setConsentCustomerEmailId(Boolean consentCustomerEmailId) {
        this.consentCustomerEmailId = consentCustomerEmailId;
    }

    /**
     * @return ConsentMerchantMobile, or null when absent
     */
    public Boolean getConsentMerchantMobile() {
        return consentMerchantMobile;
    }

    /**
     * Sets ConsentMerchantMobile; null leaves it out of the JSON.
     *
     * @param consentMerchantMobile the new value, or null
     */
    public void setConsentMerchantMobile(Boolean consentMerchantMobile) {
        this.consentMerchantMobile = consentMerchantMobile;
    }

    /**
     * @return ConsentMerchantEmailId, or null when absent
     */
    public Boolean getConsentMerchantEmailId() {
        return consentMerchantEmailId;
    }

    /**
     * Sets ConsentMerchantEmailId; null leaves it out of the JSON.
     *
     * @param consentMerchantEmailId the new value, or null
     */
    public void setConsentMerchantEmailId(Boolean consentMerchantEmailId) {
        this.consentMerchantEmailId = consentMerchantEmailId;
    }

    /**
     * @return WalletProgramId, or null when absent
     */
    public Long getWalletProgramId() {
        return walletProgramId;
    }

    /**
     * Sets WalletProgramId; null leaves it out of the JSON.
     *
     * @param walletProgramId the new value, or null
     */
    public void setWalletProgramId(Long walletProgramId) {
        this.walletProgramId = walletProgramId;
    }

    /**
     * @return AdditionalInfo, or null when absent
     */
    public SaleAdditionalInfo getAdditionalInfo() {
        return additionalInfo;
    }

    /**
     * Sets AdditionalInfo; null leaves it out of the JSON.
     *
     * @param additionalInfo the new value, or null
     */
    public void setAdditionalInfo(SaleAdditionalInfo additionalInfo) {
        this.additionalInfo = additionalInfo;
    }

    /**
     * @return MobileNumberForEChargeSlip, or null when absent
     */
    public String getMobileNumberForEChargeSlip() {
        return mobileNumberForEChargeSlip;
    }

    /**
     * Sets MobileNumberForEChargeSlip; null leaves it out of the JSON.
     *
     * @param mobileNumberForEChargeSlip the new value, or null
     */
    public void setMobileNumberForEChargeSlip(String mobileNumberForEChargeSlip) {
        this.mobileNumberForEChargeSlip = mobileNumberForEChargeSlip;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof TerminalTransactionDetail)) return false;
        TerminalTransactionDetail that = (TerminalTransactionDetail) other;
        return Objects.equals(transactionType, that.transactionType)
            && Objects.equals(billingRefNo, that.billingRefNo)
            && Objects.equals(paymentAmount, that.paymentAmount)
            && Objects.equals(bankCode, that.bankCode)
            && Objects.equals(cardNumber, that.cardNumber)
            && Objects.equals(expiry, that.expiry)
            && Objects.equals(invoiceNo, that.invoiceNo)
            && Objects.equals(isSwipe, that.isSwipe)
            && Objects.equals(field0, that.field0)
            && Objects.equals(field1, that.field1)
            && Objects.equals(field2, that.field2)
            && Objects.equals(field3, that.field3)
            && Objects.equals(batchNo, that.batchNo)
            && Objects.equals(roc, that.roc)
            && Objects.equals(transactionLogId, that.transactionLogId)
            && Objects.equals(rewardAmount, that.rewardAmount)
            && Objects.equals(customerMobileNumber, that.customerMobileNumber)
            && Objects.equals(customerEmailId, that.customerEmailId)
            && Objects.equals(merchantMobileNumber, that.merchantMobileNumber)
            && Objects.equals(merchantEmailId, that.merchantEmailId)
            && Objects.equals(consentCustomerMobile, that.consentCustomerMobile)
            && Objects.equals(consentCustomerEmailId, that.consentCustomerEmailId)
            && Objects.equals(consentMerchantMobile, that.consentMerchantMobile)
            && Objects.equals(consentMerchantEmailId, that.consentMerchantEmailId)
            && Objects.equals(walletProgramId, that.walletProgramId)
            && Objects.equals(additionalInfo, that.additionalInfo)
            && Objects.equals(mobileNumberForEChargeSlip, that.mobileNumberForEChargeSlip);
    }

    @Override
    public int hashCode() {
        return Objects.hash(transactionType, billingRefNo, paymentAmount, bankCode, cardNumber, expiry, invoiceNo, isSwipe, field0, field1, field2, field3, batchNo, roc, transactionLogId, rewardAmount, customerMobileNumber, customerEmailId, merchantMobileNumber, merchantEmailId, consentCustomerMobile, consentCustomerEmailId, consentMerchantMobile, consentMerchantEmailId, walletProgramId, additionalInfo, mobileNumberForEChargeSlip);
    }
}
