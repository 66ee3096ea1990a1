// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * BatchNo of a parent transaction (Integer): 9001 to 99999.
 *
 * <p>JSON Schema ParentBatchNo.json (https://contracts.invalid/terminal/schemas/ParentBatchNo.json).
 *
 * <p>A named integer: fields that take it are Integer; this class holds its limits.
 */
public final class ParentBatchNo {
    private ParentBatchNo() {
    }

    /**
     * The smallest value.
     */
    public static final int MINIMUM = 9001;

    /**
     * The largest value.
     */
    public static final int MAXIMUM = 99999;
}
