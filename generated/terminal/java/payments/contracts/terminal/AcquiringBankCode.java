// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Acquiring bank codes of the smart terminal service (payment record AcquiringBankCode, Integer).
 * The document writes the acquirer codes with two digits (01, 02, ...); as Integer they are 1, 2, ...
 *
 * <p>Gap of the document (002 &#167; Resources and their fields &#8250; Payment record): Names of the acquirer banks behind codes 01 to 17 are omitted in the document.
 *
 * <p>JSON Schema AcquiringBankCode.json (https://contracts.invalid/terminal/schemas/AcquiringBankCode.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class AcquiringBankCode {
    private AcquiringBankCode() {
    }

    /**
     * 1 (Acquirer01): Acquirer bank 01 (name omitted in the document).
     */
    public static final long ACQUIRER01 = 1L;

    /**
     * 2 (Acquirer02): Acquirer bank 02 (name omitted in the document).
     */
    public static final long ACQUIRER02 = 2L;

    /**
     * 3 (Acquirer03): Acquirer bank 03 (name omitted in the document).
     */
    public static final long ACQUIRER03 = 3L;

    /**
     * 4 (Acquirer04): Acquirer bank 04 (name omitted in the document).
     */
    public static final long ACQUIRER04 = 4L;

    /**
     * 5 (Acquirer05): Acquirer bank 05 (name omitted in the document).
     */
    public static final long ACQUIRER05 = 5L;

    /**
     * 6 (Acquirer06): Acquirer bank 06 (name omitted in the document).
     */
    public static final long ACQUIRER06 = 6L;

    /**
     * 7 (Acquirer07): Acquirer bank 07 (name omitted in the document).
     */
    public static final long ACQUIRER07 = 7L;

    /**
     * 9 (Acquirer09): Acquirer bank 09 (name omitted in the document).
     */
    public static final long ACQUIRER09 = 9L;

    /**
     * 10 (Acquirer10): Acquirer bank 10 (name omitted in the document).
     */
    public static final long ACQUIRER10 = 10L;

    /**
     * 14 (Acquirer14): Acquirer bank 14 (name omitted in the document).
     */
    public static final long ACQUIRER14 = 14L;

    /**
     * 17 (Acquirer17): Acquirer bank 17 (name omitted in the document).
     */
    public static final long ACQUIRER17 = 17L;

    /**
     * 51 (LoyaltyPlatform): Loyalty platform.
     */
    public static final long LOYALTY_PLATFORM = 51L;

    /**
     * 81 (LoyaltyReward): Loyalty reward.
     */
    public static final long LOYALTY_REWARD = 81L;

    /**
     * 82 (LoyaltyCoalition): Loyalty coalition.
     */
    public static final long LOYALTY_COALITION = 82L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        ACQUIRER01,
        ACQUIRER02,
        ACQUIRER03,
        ACQUIRER04,
        ACQUIRER05,
        ACQUIRER06,
        ACQUIRER07,
        ACQUIRER09,
        ACQUIRER10,
        ACQUIRER14,
        ACQUIRER17,
        LOYALTY_PLATFORM,
        LOYALTY_REWARD,
        LOYALTY_COALITION));

    private static final String[] NAMES = {
        "Acquirer01",
        "Acquirer02",
        "Acquirer03",
        "Acquirer04",
        "Acquirer05",
        "Acquirer06",
        "Acquirer07",
        "Acquirer09",
        "Acquirer10",
        "Acquirer14",
        "Acquirer17",
        "LoyaltyPlatform",
        "LoyaltyReward",
        "LoyaltyCoalition"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("Acquirer01" for 1), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
