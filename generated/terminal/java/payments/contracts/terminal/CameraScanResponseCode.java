// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Codes of the camera scans, single (1009) and multi (1010): Response.ResponseCode. The section
 * does not state their type; they are integers like the other method-specific codes (the envelope:
 * "use method-specific integer codes") and share their values with the base-scanner codes.
 *
 * <p>JSON Schema CameraScanResponseCode.json (https://contracts.invalid/terminal/schemas/CameraScanResponseCode.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class CameraScanResponseCode {
    private CameraScanResponseCode() {
    }

    /**
     * 0 (SUCCESS): Success
     */
    public static final long SUCCESS = 0L;

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
        APPLICATION_BUSY,
        UNKNOWN_ERROR));

    private static final String[] NAMES = {
        "SUCCESS",
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
