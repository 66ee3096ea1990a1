// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * BankCode of the mobile acceptance service as the Detail table types it: String(2).
 *
 * <p>JSON Schema MobileBankCode.json (https://contracts.invalid/terminal/schemas/MobileBankCode.json).
 *
 * <p>A named string: fields that take it are String; this class holds its limits.
 */
public final class MobileBankCode {
    private MobileBankCode() {
    }

    /**
     * The most characters a value may have.
     */
    public static final int MAX_LENGTH = 2;
}
