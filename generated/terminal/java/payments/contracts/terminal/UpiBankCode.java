// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * UPI bank codes of the mobile acceptance service: Detail.BankCode of UPI sale, void and get status
 * (5120, 5121, 5122). The document gives one: "4" (one UPI acquirer).
 *
 * <p>JSON Schema UpiBankCode.json (https://contracts.invalid/terminal/schemas/UpiBankCode.json).
 *
 * <p>A code table: fields that take it are String, so that a value the table does not list is kept as read.
 */
public final class UpiBankCode {
    private UpiBankCode() {
    }

    /**
     * "4" (UpiAcquirer): One UPI acquirer.
     */
    public static final String UPI_ACQUIRER = "4";

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<String> VALUES = Collections.unmodifiableList(Arrays.asList(
        UPI_ACQUIRER));

    private static final String[] NAMES = {
        "UpiAcquirer"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("UpiAcquirer" for "4"), or null when the table does not list it
     */
    public static String nameOf(String value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
