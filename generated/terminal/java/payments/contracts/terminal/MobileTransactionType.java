// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * TransactionType values of the mobile acceptance service (DoTransaction Detail.TransactionType, Long).
 * Each value has its own request Detail schema (see MobileTransactionDetail).
 *
 * <p>JSON Schema MobileTransactionType.json (https://contracts.invalid/terminal/schemas/MobileTransactionType.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class MobileTransactionType {
    private MobileTransactionType() {
    }

    /**
     * 5102 (WalletSale): Wallet sale. Asynchronous: the first reply is code 100, completed by wallet get status (5112).
     */
    public static final long WALLET_SALE = 5102L;

    /**
     * 5104 (WalletVoid): Wallet void. Request shape not shown in the document.
     */
    public static final long WALLET_VOID = 5104L;

    /**
     * 5112 (WalletGetStatus): Wallet get status.
     */
    public static final long WALLET_GET_STATUS = 5112L;

    /**
     * 5120 (UpiSale): UPI sale. Asynchronous: the first reply is code 100, completed by UPI get status (5122).
     */
    public static final long UPI_SALE = 5120L;

    /**
     * 5121 (UpiVoid): UPI void.
     */
    public static final long UPI_VOID = 5121L;

    /**
     * 5122 (UpiGetStatus): UPI get status.
     */
    public static final long UPI_GET_STATUS = 5122L;

    /**
     * 5127 (MobileMoneySale): Mobile money sale. Approved (code 0, APPROVED) in the same reply; no status call in the illustration.
     */
    public static final long MOBILE_MONEY_SALE = 5127L;

    /**
     * 5566 (BankEmiSale): Bank EMI sale. Asynchronous: the first reply is code 100, completed by get status (5563).
     */
    public static final long BANK_EMI_SALE = 5566L;

    /**
     * 5567 (BrandEmiSale): Brand EMI sale. Asynchronous: the first reply is code 100, completed by get status (5563).
     */
    public static final long BRAND_EMI_SALE = 5567L;

    /**
     * 5561 (CardSale): Credit or debit card sale. Asynchronous: the first reply is code 100, completed by get status (5563).
     */
    public static final long CARD_SALE = 5561L;

    /**
     * 5562 (CardVoid): Void (card and EMI).
     */
    public static final long CARD_VOID = 5562L;

    /**
     * 5563 (CardGetStatus): Get status (card and EMI).
     */
    public static final long CARD_GET_STATUS = 5563L;

    /**
     * 5564 (ResendSms): Resend SMS. Request shape not shown in the document.
     */
    public static final long RESEND_SMS = 5564L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        WALLET_SALE,
        WALLET_VOID,
        WALLET_GET_STATUS,
        UPI_SALE,
        UPI_VOID,
        UPI_GET_STATUS,
        MOBILE_MONEY_SALE,
        BANK_EMI_SALE,
        BRAND_EMI_SALE,
        CARD_SALE,
        CARD_VOID,
        CARD_GET_STATUS,
        RESEND_SMS));

    private static final String[] NAMES = {
        "WalletSale",
        "WalletVoid",
        "WalletGetStatus",
        "UpiSale",
        "UpiVoid",
        "UpiGetStatus",
        "MobileMoneySale",
        "BankEmiSale",
        "BrandEmiSale",
        "CardSale",
        "CardVoid",
        "CardGetStatus",
        "ResendSms"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("WalletSale" for 5102), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
