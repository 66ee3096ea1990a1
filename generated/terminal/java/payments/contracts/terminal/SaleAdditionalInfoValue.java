// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * One entry value of the sale AdditionalInfo map: String(25).
 *
 * <p>JSON Schema SaleAdditionalInfoValue.json (https://contracts.invalid/terminal/schemas/SaleAdditionalInfoValue.json).
 *
 * <p>A named string: fields that take it are String; this class holds its limits.
 */
public final class SaleAdditionalInfoValue {
    private SaleAdditionalInfoValue() {
    }

    /**
     * The most characters a value may have.
     */
    public static final int MAX_LENGTH = 25;
}
