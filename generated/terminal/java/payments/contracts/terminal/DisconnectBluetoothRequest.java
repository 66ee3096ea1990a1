// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * DisconnectBluetooth request (MethodId "1006"): Header only.
 *
 * <p>JSON Schema DisconnectBluetoothRequest.json (https://contracts.invalid/terminal/schemas/DisconnectBluetoothRequest.json).
 */
public final class DisconnectBluetoothRequest implements TerminalRequest {
    /**
     * Header with MethodId "1006".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private DisconnectBluetoothHeader header;

    /**
     * An empty DisconnectBluetoothRequest; set the other fields before writing it.
     */
    public DisconnectBluetoothRequest() {
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

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof DisconnectBluetoothRequest)) return false;
        DisconnectBluetoothRequest that = (DisconnectBluetoothRequest) other;
        return Objects.equals(header, that.header);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header);
    }
}
