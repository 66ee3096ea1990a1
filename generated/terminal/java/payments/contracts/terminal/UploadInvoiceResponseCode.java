// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Codes of UploadInvoice (1008): Response.ResponseCode. The section does not state their type;
 * they are integers like the other method-specific codes (the envelope: "use method-specific
 * integer codes").
 *
 * <p>JSON Schema UploadInvoiceResponseCode.json (https://contracts.invalid/terminal/schemas/UploadInvoiceResponseCode.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class UploadInvoiceResponseCode {
    private UploadInvoiceResponseCode() {
    }

    /**
     * 0 (SUCCESS): Success
     */
    public static final long SUCCESS = 0L;

    /**
     * 23 (UPLOAD_INVOICE_NETWORK_ERROR): Saved locally, upload to server failed.
     */
    public static final long UPLOAD_INVOICE_NETWORK_ERROR = 23L;

    /**
     * 24 (UPLOAD_INVOICE_ERROR): Unable to save invoice data, retry.
     */
    public static final long UPLOAD_INVOICE_ERROR = 24L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        SUCCESS,
        UPLOAD_INVOICE_NETWORK_ERROR,
        UPLOAD_INVOICE_ERROR));

    private static final String[] NAMES = {
        "SUCCESS",
        "UPLOAD_INVOICE_NETWORK_ERROR",
        "UPLOAD_INVOICE_ERROR"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("SUCCESS" for 0), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
