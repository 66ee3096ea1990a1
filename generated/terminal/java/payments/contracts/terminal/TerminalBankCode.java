// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Acquirer codes as the terminal DoTransaction request carries them (Detail.BankCode, String(2)):
 * the acquiring bank codes in their two-digit spelling.
 *
 * <p>JSON Schema TerminalBankCode.json (https://contracts.invalid/terminal/schemas/TerminalBankCode.json).
 *
 * <p>A code table: fields that take it are String, so that a value the table does not list is kept as read.
 */
public final class TerminalBankCode {
    private TerminalBankCode() {
    }

    /**
     * "01" (Acquirer01): Acquirer bank 01 (name omitted in the document).
     */
    public static final String ACQUIRER01 = "01";

    /**
     * "02" (Acquirer02): Acquirer bank 02 (name omitted in the document).
     */
    public static final String ACQUIRER02 = "02";

    /**
     * "03" (Acquirer03): Acquirer bank 03 (name omitted in the document).
     */
    public static final String ACQUIRER03 = "03";

    /**
     * "04" (Acquirer04): Acquirer bank 04 (name omitted in the document).
     */
    public static final String ACQUIRER04 = "04";

    /**
     * "05" (Acquirer05): Acquirer bank 05 (name omitted in the document).
     */
    public static final String ACQUIRER05 = "05";

    /**
     * "06" (Acquirer06): Acquirer bank 06 (name omitted in the document).
     */
    public static final String ACQUIRER06 = "06";

    /**
     * "07" (Acquirer07): Acquirer bank 07 (name omitted in the document).
     */
    public static final String ACQUIRER07 = "07";

    /**
     * "09" (Acquirer09): Acquirer bank 09 (name omitted in the document).
     */
    public static final String ACQUIRER09 = "09";

    /**
     * "10" (Acquirer10): Acquirer bank 10 (name omitted in the document).
     */
    public static final String ACQUIRER10 = "10";

    /**
     * "14" (Acquirer14): Acquirer bank 14 (name omitted in the document).
     */
    public static final String ACQUIRER14 = "14";

    /**
     * "17" (Acquirer17): Acquirer bank 17 (name omitted in the document).
     */
    public static final String ACQUIRER17 = "17";

    /**
     * "51" (LoyaltyPlatform): Loyalty platform.
     */
    public static final String LOYALTY_PLATFORM = "51";

    /**
     * "81" (LoyaltyReward): Loyalty reward.
     */
    public static final String LOYALTY_REWARD = "81";

    /**
     * "82" (LoyaltyCoalition): Loyalty coalition.
     */
    public static final String LOYALTY_COALITION = "82";

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<String> VALUES = Collections.unmodifiableList(Arrays.asList(
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
     * @return its name ("Acquirer01" for "01"), or null when the table does not list it
     */
    public static String nameOf(String value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
