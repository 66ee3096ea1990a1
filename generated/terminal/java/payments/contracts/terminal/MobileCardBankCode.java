// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * BankCode of the card and EMI types (5566, 5567, 5562, 5563): String(2); the values are not listed.
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; DoTransaction (mobile acceptance service, 1001), Detail request): The BankCode values of the card and EMI transaction types (5566, 5567, 5562, 5563) are not listed.
 *
 * <p>JSON Schema MobileCardBankCode.json (https://contracts.invalid/terminal/schemas/MobileCardBankCode.json).
 *
 * <p>A named string: fields that take it are String; this class holds its limits.
 */
public final class MobileCardBankCode {
    private MobileCardBankCode() {
    }

    /**
     * The most characters a value may have.
     */
    public static final int MAX_LENGTH = 2;
}
