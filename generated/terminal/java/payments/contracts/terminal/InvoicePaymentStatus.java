// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * UploadInvoice PaymentStatus (String(10)): PAID or PENDING.
 *
 * <p>JSON Schema InvoicePaymentStatus.json (https://contracts.invalid/terminal/schemas/InvoicePaymentStatus.json).
 *
 * <p>A code table: fields that take it are String, so that a value the table does not list is kept as read.
 */
public final class InvoicePaymentStatus {
    private InvoicePaymentStatus() {
    }

    /**
     * "PAID" (PAID): The invoice is paid.
     */
    public static final String PAID = "PAID";

    /**
     * "PENDING" (PENDING): The payment is pending.
     */
    public static final String PENDING = "PENDING";

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<String> VALUES = Collections.unmodifiableList(Arrays.asList(
        PAID,
        PENDING));

    private static final String[] NAMES = {
        "PAID",
        "PENDING"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("PAID" for "PAID"), or null when the table does not list it
     */
    public static String nameOf(String value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
