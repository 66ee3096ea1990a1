// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * MethodId values of the smart terminal service (Header.MethodId, String(10) on the wire).
 * Each value selects one request schema and one reply schema of TerminalRequest / TerminalReply.
 *
 * <p>JSON Schema TerminalMethodId.json (https://contracts.invalid/terminal/schemas/TerminalMethodId.json).
 *
 * <p>A code table: fields that take it are String, so that a value the table does not list is kept as read.
 */
public final class TerminalMethodId {
    private TerminalMethodId() {
    }

    /**
     * "1001" (DoTransaction): DoTransaction: take a payment (sale, void, refund, pre-auth, loyalty, wallet, UPI, EMI and others).
     */
    public static final String DO_TRANSACTION = "1001";

    /**
     * "1002" (PrintData): PrintData: print text, images, barcodes and QR codes on the terminal printer.
     */
    public static final String PRINT_DATA = "1002";

    /**
     * "1003" (Settlement): Settlement: settle the current batch.
     */
    public static final String SETTLEMENT = "1003";

    /**
     * "1004" (GetTerminalInfo): GetTerminalInfo: return the terminal profile (optional method).
     */
    public static final String GET_TERMINAL_INFO = "1004";

    /**
     * "1005" (ConnectBluetooth): ConnectBluetooth: connect the terminal with its Bluetooth base.
     */
    public static final String CONNECT_BLUETOOTH = "1005";

    /**
     * "1006" (DisconnectBluetooth): DisconnectBluetooth: disconnect the terminal from its Bluetooth base.
     */
    public static final String DISCONNECT_BLUETOOTH = "1006";

    /**
     * "1007" (ScanCode): ScanCode (base scanner): scan a code with the scanner of the base.
     */
    public static final String SCAN_CODE = "1007";

    /**
     * "1008" (UploadInvoice): UploadInvoice: upload invoice data.
     */
    public static final String UPLOAD_INVOICE = "1008";

    /**
     * "1009" (CameraSingleScan): Single scan from camera.
     */
    public static final String CAMERA_SINGLE_SCAN = "1009";

    /**
     * "1010" (CameraMultiScan): Multi scan from camera.
     */
    public static final String CAMERA_MULTI_SCAN = "1010";

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<String> VALUES = Collections.unmodifiableList(Arrays.asList(
        DO_TRANSACTION,
        PRINT_DATA,
        SETTLEMENT,
        GET_TERMINAL_INFO,
        CONNECT_BLUETOOTH,
        DISCONNECT_BLUETOOTH,
        SCAN_CODE,
        UPLOAD_INVOICE,
        CAMERA_SINGLE_SCAN,
        CAMERA_MULTI_SCAN));

    private static final String[] NAMES = {
        "DoTransaction",
        "PrintData",
        "Settlement",
        "GetTerminalInfo",
        "ConnectBluetooth",
        "DisconnectBluetooth",
        "ScanCode",
        "UploadInvoice",
        "CameraSingleScan",
        "CameraMultiScan"};

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
