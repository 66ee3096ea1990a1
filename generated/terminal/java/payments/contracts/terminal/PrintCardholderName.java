// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Payment record PrintCardholderName (Integer); other values mean the card was not validated.
 *
 * <p>JSON Schema PrintCardholderName.json (https://contracts.invalid/terminal/schemas/PrintCardholderName.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class PrintCardholderName {
    private PrintCardholderName() {
    }

    /**
     * 0 (DoNotPrint): Do not print the cardholder name.
     */
    public static final long DO_NOT_PRINT = 0L;

    /**
     * 1 (Print): Print the cardholder name.
     */
    public static final long PRINT = 1L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        DO_NOT_PRINT,
        PRINT));

    private static final String[] NAMES = {
        "DoNotPrint",
        "Print"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("DoNotPrint" for 0), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
