// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * PrintData line PrintDataType (Integer): what the line prints.
 *
 * <p>JSON Schema PrintDataType.json (https://contracts.invalid/terminal/schemas/PrintDataType.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class PrintDataType {
    private PrintDataType() {
    }

    /**
     * 0 (Text): Text (DataToPrint).
     */
    public static final long TEXT = 0L;

    /**
     * 1 (ImageByPath): Image by path (ImagePath, a path in device external storage).
     */
    public static final long IMAGE_BY_PATH = 1L;

    /**
     * 2 (ImageDump): Image dump (ImageData, an encoded image).
     */
    public static final long IMAGE_DUMP = 2L;

    /**
     * 3 (Barcode): Barcode (DataToPrint holds the barcode data).
     */
    public static final long BARCODE = 3L;

    /**
     * 4 (QrCode): QR code (DataToPrint holds the QR code data).
     */
    public static final long QR_CODE = 4L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        TEXT,
        IMAGE_BY_PATH,
        IMAGE_DUMP,
        BARCODE,
        QR_CODE));

    private static final String[] NAMES = {
        "Text",
        "ImageByPath",
        "ImageDump",
        "Barcode",
        "QrCode"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("Text" for 0), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
