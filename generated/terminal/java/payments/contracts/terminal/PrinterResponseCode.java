// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Printer codes of PrintData (1002): Response.ResponseCode (Integer); each doc comment is the exact message.
 *
 * <p>JSON Schema PrinterResponseCode.json (https://contracts.invalid/terminal/schemas/PrinterResponseCode.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class PrinterResponseCode {
    private PrinterResponseCode() {
    }

    /**
     * 0 (PRINTER_SUCCESS): SUCCESS
     */
    public static final long PRINTER_SUCCESS = 0L;

    /**
     * 1 (PRINTER_FAILED): FAILED
     */
    public static final long PRINTER_FAILED = 1L;

    /**
     * 1001 (PRINTER_BUSY): PRINTER IS BUSY
     */
    public static final long PRINTER_BUSY = 1001L;

    /**
     * 1002 (PRINTER_OUT_OF_PAPER): PRINTER IS OUT OF PAPER
     */
    public static final long PRINTER_OUT_OF_PAPER = 1002L;

    /**
     * 1003 (PRINTER_LOW_PAPER): PRINTER HAS LOW PAPER
     */
    public static final long PRINTER_LOW_PAPER = 1003L;

    /**
     * 1004 (PRINTER_LOW_BATTERY): PRINTER_LOW_BATTERY
     */
    public static final long PRINTER_LOW_BATTERY = 1004L;

    /**
     * 1005 (PRINTER_HARDWARE_ERROR): PRINTER HARDWARE ISSUE
     */
    public static final long PRINTER_HARDWARE_ERROR = 1005L;

    /**
     * 1006 (PRINTER_OVERHEAT): PRINTER IS OVERHEAT
     */
    public static final long PRINTER_OVERHEAT = 1006L;

    /**
     * 1007 (PRINTER_BUFFER_OVERFLOW): PRINTER BUFFER OVERFLOW
     */
    public static final long PRINTER_BUFFER_OVERFLOW = 1007L;

    /**
     * 1008 (PRINTER_PAPER_ALIGN_POSITION): PAPER IS NOT ALIGNED PROPERLY
     */
    public static final long PRINTER_PAPER_ALIGN_POSITION = 1008L;

    /**
     * 1009 (PRINTER_PAPER_JAM): PAPER STUCKED
     */
    public static final long PRINTER_PAPER_JAM = 1009L;

    /**
     * 1010 (PRINTER_CUT_POSITION_ERROR): PAPER CUT KNIFE IS NOT IN ORIGINAL PLACE
     */
    public static final long PRINTER_CUT_POSITION_ERROR = 1010L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        PRINTER_SUCCESS,
        PRINTER_FAILED,
        PRINTER_BUSY,
        PRINTER_OUT_OF_PAPER,
        PRINTER_LOW_PAPER,
        PRINTER_LOW_BATTERY,
        PRINTER_HARDWARE_ERROR,
        PRINTER_OVERHEAT,
        PRINTER_BUFFER_OVERFLOW,
        PRINTER_PAPER_ALIGN_POSITION,
        PRINTER_PAPER_JAM,
        PRINTER_CUT_POSITION_ERROR));

    private static final String[] NAMES = {
        "PRINTER_SUCCESS",
        "PRINTER_FAILED",
        "PRINTER_BUSY",
        "PRINTER_OUT_OF_PAPER",
        "PRINTER_LOW_PAPER",
        "PRINTER_LOW_BATTERY",
        "PRINTER_HARDWARE_ERROR",
        "PRINTER_OVERHEAT",
        "PRINTER_BUFFER_OVERFLOW",
        "PRINTER_PAPER_ALIGN_POSITION",
        "PRINTER_PAPER_JAM",
        "PRINTER_CUT_POSITION_ERROR"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("PRINTER_SUCCESS" for 0), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
