// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * UploadInvoice Status (String(10)): Delivered or Pending.
 *
 * <p>JSON Schema InvoiceStatus.json (https://contracts.invalid/terminal/schemas/InvoiceStatus.json).
 *
 * <p>A code table: fields that take it are String, so that a value the table does not list is kept as read.
 */
public final class InvoiceStatus {
    private InvoiceStatus() {
    }

    /**
     * "Delivered" (Delivered): The order is delivered.
     */
    public static final String DELIVERED = "Delivered";

    /**
     * "Pending" (Pending): The order is pending.
     */
    public static final String PENDING = "Pending";

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<String> VALUES = Collections.unmodifiableList(Arrays.asList(
        DELIVERED,
        PENDING));

    private static final String[] NAMES = {
        "Delivered",
        "Pending"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("Delivered" for "Delivered"), or null when the table does not list it
     */
    public static String nameOf(String value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
