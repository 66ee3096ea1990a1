// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.LinkedHashMap;

/**
 * AdditionalInfo of a sale request (TransactionType 4001 only): a map of String(25) keys to
 * String(25) values, at most 10 entries.
 *
 * <p>JSON Schema SaleAdditionalInfo.json (https://contracts.invalid/terminal/schemas/SaleAdditionalInfo.json).
 *
 * <p>A JSON object of String values by key, in the order read or put.
 */
public final class SaleAdditionalInfo extends LinkedHashMap<String, String> {
    private static final long serialVersionUID = 1L;

    /**
     * The most entries the map may have.
     */
    public static final int MAX_ENTRIES = 10;

    /**
     * The most characters a key may have.
     */
    public static final int MAX_KEY_LENGTH = 25;
}
