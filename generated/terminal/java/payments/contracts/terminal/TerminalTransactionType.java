// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * TransactionType values of the smart terminal service (DoTransaction Detail.TransactionType, Long).
 * Every value uses the one documented DoTransaction Detail table.
 *
 * <p>JSON Schema TerminalTransactionType.json (https://contracts.invalid/terminal/schemas/TerminalTransactionType.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class TerminalTransactionType {
    private TerminalTransactionType() {
    }

    /**
     * 4001 (Sale): Sale. The only type that may carry Detail.AdditionalInfo.
     */
    public static final long SALE = 4001L;

    /**
     * 4002 (Refund): Refund.
     */
    public static final long REFUND = 4002L;

    /**
     * 4015 (TipAdjust): Tip adjust.
     */
    public static final long TIP_ADJUST = 4015L;

    /**
     * 4005 (Adjust): Adjust.
     */
    public static final long ADJUST = 4005L;

    /**
     * 4006 (Void): Void.
     */
    public static final long VOID = 4006L;

    /**
     * 4007 (PreAuth): Pre auth.
     */
    public static final long PRE_AUTH = 4007L;

    /**
     * 4008 (SaleComplete): Sale complete.
     */
    public static final long SALE_COMPLETE = 4008L;

    /**
     * 4201 (LoyaltyRedemptionProgramOne): Loyalty redemption (program one).
     */
    public static final long LOYALTY_REDEMPTION_PROGRAM_ONE = 4201L;

    /**
     * 4214 (MobileWalletRedemption): Mobile wallet redemption (named wallet: a wallet transaction, WalletProgramId required).
     */
    public static final long MOBILE_WALLET_REDEMPTION = 4214L;

    /**
     * 4208 (LoyaltyPlatformAward): Loyalty platform award.
     */
    public static final long LOYALTY_PLATFORM_AWARD = 4208L;

    /**
     * 4209 (LoyaltyPlatformRedeem): Loyalty platform redeem.
     */
    public static final long LOYALTY_PLATFORM_REDEEM = 4209L;

    /**
     * 4210 (LoyaltyPlatformBalanceEnquiry): Loyalty platform balance enquiry.
     */
    public static final long LOYALTY_PLATFORM_BALANCE_ENQUIRY = 4210L;

    /**
     * 4202 (PrepaidLoad): Prepaid card or gift voucher load.
     */
    public static final long PREPAID_LOAD = 4202L;

    /**
     * 4203 (PrepaidRedeem): Prepaid card or gift voucher redeem.
     */
    public static final long PREPAID_REDEEM = 4203L;

    /**
     * 4204 (PrepaidBalanceEnquiry): Prepaid card or gift voucher balance enquiry.
     */
    public static final long PREPAID_BALANCE_ENQUIRY = 4204L;

    /**
     * 4215 (LoyaltyPlatformVoucherRedeem): Loyalty platform voucher redeem.
     */
    public static final long LOYALTY_PLATFORM_VOUCHER_REDEEM = 4215L;

    /**
     * 4211 (GiftCardLoad): Gift card load.
     */
    public static final long GIFT_CARD_LOAD = 4211L;

    /**
     * 4212 (GiftCardRedeem): Gift card redeem.
     */
    public static final long GIFT_CARD_REDEEM = 4212L;

    /**
     * 4213 (GiftCardBalanceEnquiry): Gift card balance enquiry.
     */
    public static final long GIFT_CARD_BALANCE_ENQUIRY = 4213L;

    /**
     * 4301 (FetchLoyaltyNumber): Fetch loyalty number (the reply carries the loyalty number in CouponCode).
     */
    public static final long FETCH_LOYALTY_NUMBER = 4301L;

    /**
     * 4101 (RewardRedemption): Reward redemption.
     */
    public static final long REWARD_REDEMPTION = 4101L;

    /**
     * 4102 (RewardVoid): Reward void.
     */
    public static final long REWARD_VOID = 4102L;

    /**
     * 4401 (LoyaltyProgramEarn): Loyalty program earn.
     */
    public static final long LOYALTY_PROGRAM_EARN = 4401L;

    /**
     * 4402 (LoyaltyProgramRedemption): Loyalty program redemption.
     */
    public static final long LOYALTY_PROGRAM_REDEMPTION = 4402L;

    /**
     * 4403 (LoyaltyProgramVoid): Loyalty program void.
     */
    public static final long LOYALTY_PROGRAM_VOID = 4403L;

    /**
     * 4501 (SaleWithRebate): Sale with rebate.
     */
    public static final long SALE_WITH_REBATE = 4501L;

    /**
     * 4502 (SaleWithCash): Sale with cash.
     */
    public static final long SALE_WITH_CASH = 4502L;

    /**
     * 4503 (CashOnly): Cash only.
     */
    public static final long CASH_ONLY = 4503L;

    /**
     * 4504 (Reprint): Reprint.
     */
    public static final long REPRINT = 4504L;

    /**
     * 4507 (CashOnDeliverySale): Cash-on-delivery sale, cash.
     */
    public static final long CASH_ON_DELIVERY_SALE = 4507L;

    /**
     * 4508 (CashOnDeliveryVoid): Cash-on-delivery void, cash void.
     */
    public static final long CASH_ON_DELIVERY_VOID = 4508L;

    /**
     * 5102 (WalletPay): Wallet pay (named wallet: a wallet transaction, WalletProgramId required). The states table lists wallet sale (5102) among the asynchronous types (first reply code 100).
     */
    public static final long WALLET_PAY = 5102L;

    /**
     * 5103 (WalletLoad): Wallet load (named wallet: a wallet transaction, WalletProgramId required).
     */
    public static final long WALLET_LOAD = 5103L;

    /**
     * 5104 (WalletVoid): Wallet void (named wallet: a wallet transaction, WalletProgramId required).
     */
    public static final long WALLET_VOID = 5104L;

    /**
     * 5106 (MealVoucherSale): Meal-voucher sale.
     */
    public static final long MEAL_VOUCHER_SALE = 5106L;

    /**
     * 5107 (MealVoucherVoid): Meal-voucher void.
     */
    public static final long MEAL_VOUCHER_VOID = 5107L;

    /**
     * 5120 (UpiSale): UPI sale. Asynchronous: the first reply is code 100, completed by Get status (5122).
     */
    public static final long UPI_SALE = 5120L;

    /**
     * 5121 (UpiVoid): Void (listed after UPI sale; the mobile service names 5121 "UPI void").
     */
    public static final long UPI_VOID = 5121L;

    /**
     * 5122 (GetStatus): Get status (listed after UPI sale; completes an initiated UPI sale).
     */
    public static final long GET_STATUS = 5122L;

    /**
     * 5123 (DomesticQrSale): Domestic QR sale.
     */
    public static final long DOMESTIC_QR_SALE = 5123L;

    /**
     * 5002 (BrandEmi): Brand EMI.
     */
    public static final long BRAND_EMI = 5002L;

    /**
     * 5101 (BankEmi): Bank EMI.
     */
    public static final long BANK_EMI = 5101L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        SALE,
        REFUND,
        TIP_ADJUST,
        ADJUST,
        VOID,
        PRE_AUTH,
        SALE_COMPLETE,
        LOYALTY_REDEMPTION_PROGRAM_ONE,
        MOBILE_WALLET_REDEMPTION,
        LOYALTY_PLATFORM_AWARD,
        LOYALTY_PLATFORM_REDEEM,
        LOYALTY_PLATFORM_BALANCE_ENQUIRY,
        PREPAID_LOAD,
        PREPAID_REDEEM,
        PREPAID_BALANCE_ENQUIRY,
        LOYALTY_PLATFORM_VOUCHER_REDEEM,
        GIFT_CARD_LOAD,
        GIFT_CARD_REDEEM,
        GIFT_CARD_BALANCE_ENQUIRY,
        FETCH_LOYALTY_NUMBER,
        REWARD_REDEMPTION,
        REWARD_VOID,
        LOYALTY_PROGRAM_EARN,
        LOYALTY_PROGRAM_REDEMPTION,
        LOYALTY_PROGRAM_VOID,
        SALE_WITH_REBATE,
        SALE_WITH_CASH,
        CASH_ONLY,
        REPRINT,
        CASH_ON_DELIVERY_SALE,
        CASH_ON_DELIVERY_VOID,
        WALLET_PAY,
        WALLET_LOAD,
        WALLET_VOID,
        MEAL_VOUCHER_SALE,
        MEAL_VOUCHER_VOID,
        UPI_SALE,
        UPI_VOID,
        GET_STATUS,
        DOMESTIC_QR_SALE,
        BRAND_EMI,
        BANK_EMI));

    private static final String[] NAMES = {
        "Sale",
        "Refund",
        "TipAdjust",
        "Adjust",
        "Void",
        "PreAuth",
        "SaleComplete",
        "LoyaltyRedemptionProgramOne",
        "MobileWalletRedemption",
        "LoyaltyPlatformAward",
        "LoyaltyPlatformRedeem",
        "LoyaltyPlatformBalanceEnquiry",
        "PrepaidLoad",
        "PrepaidRedeem",
        "PrepaidBalanceEnquiry",
        "LoyaltyPlatformVoucherRedeem",
        "GiftCardLoad",
        "GiftCardRedeem",
        "GiftCardBalanceEnquiry",
        "FetchLoyaltyNumber",
        "RewardRedemption",
        "RewardVoid",
        "LoyaltyProgramEarn",
        "LoyaltyProgramRedemption",
        "LoyaltyProgramVoid",
        "SaleWithRebate",
        "SaleWithCash",
        "CashOnly",
        "Reprint",
        "CashOnDeliverySale",
        "CashOnDeliveryVoid",
        "WalletPay",
        "WalletLoad",
        "WalletVoid",
        "MealVoucherSale",
        "MealVoucherVoid",
        "UpiSale",
        "UpiVoid",
        "GetStatus",
        "DomesticQrSale",
        "BrandEmi",
        "BankEmi"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("Sale" for 4001), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
