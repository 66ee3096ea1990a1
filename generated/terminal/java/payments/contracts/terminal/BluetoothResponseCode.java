// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Bluetooth codes of ConnectBluetooth (1005): Response.ResponseCode (Integer); each doc comment is
 * the exact message. DisconnectBluetooth has its own table (DisconnectBluetoothResponseCode).
 *
 * <p>JSON Schema BluetoothResponseCode.json (https://contracts.invalid/terminal/schemas/BluetoothResponseCode.json).
 *
 * <p>A code table: fields that take it are Long, so that a value the table does not list is kept as read.
 */
public final class BluetoothResponseCode {
    private BluetoothResponseCode() {
    }

    /**
     * 0 (BLUETOOTH_CONNECTION_SUCCESS): Bluetooth Connection Success
     */
    public static final long BLUETOOTH_CONNECTION_SUCCESS = 0L;

    /**
     * 1 (BLUETOOTH_CONNECTION_FAILED): Bluetooth Connection Failed
     */
    public static final long BLUETOOTH_CONNECTION_FAILED = 1L;

    /**
     * 2 (DEVICE_ALREADY_CONNECTED): Device Already connected with base over bluetooth
     */
    public static final long DEVICE_ALREADY_CONNECTED = 2L;

    /**
     * 3 (BLUETOOTH_IS_OFF): Bluetooth is disable Please enable bluetooth
     */
    public static final long BLUETOOTH_IS_OFF = 3L;

    /**
     * 4 (INVALID_BASE_SERIAL_NUMBER): Base serial number is invalid
     */
    public static final long INVALID_BASE_SERIAL_NUMBER = 4L;

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<Long> VALUES = Collections.unmodifiableList(Arrays.asList(
        BLUETOOTH_CONNECTION_SUCCESS,
        BLUETOOTH_CONNECTION_FAILED,
        DEVICE_ALREADY_CONNECTED,
        BLUETOOTH_IS_OFF,
        INVALID_BASE_SERIAL_NUMBER));

    private static final String[] NAMES = {
        "BLUETOOTH_CONNECTION_SUCCESS",
        "BLUETOOTH_CONNECTION_FAILED",
        "DEVICE_ALREADY_CONNECTED",
        "BLUETOOTH_IS_OFF",
        "INVALID_BASE_SERIAL_NUMBER"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("BLUETOOTH_CONNECTION_SUCCESS" for 0), or null when the table does not list it
     */
    public static String nameOf(Long value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
