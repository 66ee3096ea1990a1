// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * Roc, the receipt-order counter of a parent transaction (Integer): 101 to 999.
 *
 * <p>JSON Schema ParentRoc.json (https://contracts.invalid/terminal/schemas/ParentRoc.json).
 *
 * <p>A named integer: fields that take it are Integer; this class holds its limits.
 */
public final class ParentRoc {
    private ParentRoc() {
    }

    /**
     * The smallest value.
     */
    public static final int MINIMUM = 101;

    /**
     * The largest value.
     */
    public static final int MAXIMUM = 999;
}
