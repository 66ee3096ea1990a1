// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * PrintData line PrinterWidth (Integer): 24, 32 or 48.
 *
 * <p>JSON Schema PrinterWidth.json (https://contracts.invalid/terminal/schemas/PrinterWidth.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class PrinterWidth {
    private PrinterWidth() {
    }

    /**
     * 24 (Width24): Width 24.
     */
    public static final long WIDTH24 = 24L;

    /**
     * 32 (Width32): Width 32.
     */
    public static final long WIDTH32 = 32L;

    /**
     * 48 (Width48): Width 48.
     */
    public static final long WIDTH48 = 48L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        WIDTH24,
        WIDTH32,
        WIDTH48));

    private static final String[] NAMES = {
        "Width24",
        "Width32",
        "Width48"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("Width24" for 24), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
