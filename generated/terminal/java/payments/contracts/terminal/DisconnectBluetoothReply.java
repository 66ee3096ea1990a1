// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * DisconnectBluetooth reply (MethodId "1006"): success is code 0 with message Bluetooth Disconnection Success; no Detail.
 *
 * <p>JSON Schema DisconnectBluetoothReply.json (https://contracts.invalid/terminal/schemas/DisconnectBluetoothReply.json).
 */
public final class DisconnectBluetoothReply implements TerminalReply {
    /**
     * Header, echoed from the request.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private DisconnectBluetoothHeader header;

    /**
     * Response: Bluetooth code and message.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Response.
     */
    @SerializedName("Response")
    private DisconnectBluetoothResponse response;

    /**
     * An empty DisconnectBluetoothReply; set the other fields before writing it.
     */
    public DisconnectBluetoothReply() {
    }

    /**
     * @return Header, or null when absent
     */
    public DisconnectBluetoothHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(DisconnectBluetoothHeader header) {
        this.header = header;
    }

    /**
     * @return Response, or null when absent
     */
    public DisconnectBluetoothResponse getResponse() {
        return response;
    }

    /**
     * Sets Response; null leaves it out of the JSON.
     *
     * @param response the new value, or null
     */
    public void setResponse(DisconnectBluetoothResponse response) {
        this.response = response;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof DisconnectBluetoothReply)) return false;
        DisconnectBluetoothReply that = (DisconnectBluetoothReply) other;
        return Objects.equals(header, that.header)
            && Objects.equals(response, that.response);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, response);
    }
}
