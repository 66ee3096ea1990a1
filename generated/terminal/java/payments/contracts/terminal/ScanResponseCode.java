// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Codes of ScanCode (1007, base scanner): Response.ResponseCode (Integer); each doc comment is the message.
 *
 * <p>JSON Schema ScanResponseCode.json (https://contracts.invalid/terminal/schemas/ScanResponseCode.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class ScanResponseCode {
    private ScanResponseCode() {
    }

    /**
     * 0 (SUCCESS): Success
     */
    public static final long SUCCESS = 0L;

    /**
     * 5 (DEVICE_UNCONNECTED): device not connected with base or USB device not found
     */
    public static final long DEVICE_UNCONNECTED = 5L;

    /**
     * 6 (SCANNER_NOT_FOUND): Scanner not found
     */
    public static final long SCANNER_NOT_FOUND = 6L;

    /**
     * 10 (SCANNER_DATA_RECEIVE_SUCCESS): Data Scanned Success
     */
    public static final long SCANNER_DATA_RECEIVE_SUCCESS = 10L;

    /**
     * 11 (SCANNER_DATA_RECEIVE_FAILED): Data Scanned Failed
     */
    public static final long SCANNER_DATA_RECEIVE_FAILED = 11L;

    /**
     * 2001 (APPLICATION_BUSY): Application is busy
     */
    public static final long APPLICATION_BUSY = 2001L;

    /**
     * 2099 (UNKNOWN_ERROR): Unknown Error
     */
    public static final long UNKNOWN_ERROR = 2099L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        SUCCESS,
        DEVICE_UNCONNECTED,
        SCANNER_NOT_FOUND,
        SCANNER_DATA_RECEIVE_SUCCESS,
        SCANNER_DATA_RECEIVE_FAILED,
        APPLICATION_BUSY,
        UNKNOWN_ERROR));

    private static final String[] NAMES = {
        "SUCCESS",
        "DEVICE_UNCONNECTED",
        "SCANNER_NOT_FOUND",
        "SCANNER_DATA_RECEIVE_SUCCESS",
        "SCANNER_DATA_RECEIVE_FAILED",
        "APPLICATION_BUSY",
        "UNKNOWN_ERROR"};

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
