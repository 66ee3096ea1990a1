// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Payment record CardEntryMode (Integer): how the card was read; any other value means the card was not validated.
 *
 * <p>JSON Schema CardEntryMode.json (https://contracts.invalid/terminal/schemas/CardEntryMode.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class CardEntryMode {
    private CardEntryMode() {
    }

    /**
     * 0 (Manual): Manual entry.
     */
    public static final long MANUAL = 0L;

    /**
     * 1 (Swipe): Swipe.
     */
    public static final long SWIPE = 1L;

    /**
     * 2 (Chip): Chip.
     */
    public static final long CHIP = 2L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        MANUAL,
        SWIPE,
        CHIP));

    private static final String[] NAMES = {
        "Manual",
        "Swipe",
        "Chip"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("Manual" for 0), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
