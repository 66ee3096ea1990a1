// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Codes of DisconnectBluetooth (1006): Response.ResponseCode (Integer). The section gives only
 * success: "success is code 0 with message Bluetooth Disconnection Success".
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; ConnectBluetooth (1005) and DisconnectBluetooth (1006)): DisconnectBluetooth codes other than success (0, Bluetooth Disconnection Success): not shown.
 *
 * <p>JSON Schema DisconnectBluetoothResponseCode.json (https://contracts.invalid/terminal/schemas/DisconnectBluetoothResponseCode.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class DisconnectBluetoothResponseCode {
    private DisconnectBluetoothResponseCode() {
    }

    /**
     * 0 (Success): Bluetooth Disconnection Success
     */
    public static final long SUCCESS = 0L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        SUCCESS));

    private static final String[] NAMES = {
        "Success"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("Success" for 0), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
