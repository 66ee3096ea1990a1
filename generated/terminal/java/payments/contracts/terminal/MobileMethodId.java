// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * MethodId values of the mobile acceptance service (Header.MethodId, String(10) on the wire):
 * the service has the one method DoTransaction.
 *
 * <p>JSON Schema MobileMethodId.json (https://contracts.invalid/terminal/schemas/MobileMethodId.json).
 *
 * <p>A code table: fields that take it are String, so that a value the table does not list is kept as read.
 */
public final class MobileMethodId {
    private MobileMethodId() {
    }

    /**
     * "1001" (DoTransaction): DoTransaction: accept card, UPI and wallet payments, EMI, void and status checks.
     */
    public static final String DO_TRANSACTION = "1001";

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<String> VALUES = Collections.unmodifiableList(Arrays.asList(
        DO_TRANSACTION));

    private static final String[] NAMES = {
        "DoTransaction"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("DoTransaction" for "1001"), or null when the table does not list it
     */
    public static String nameOf(String value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
