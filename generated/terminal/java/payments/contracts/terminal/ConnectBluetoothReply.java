// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * ConnectBluetooth reply (MethodId "1005"): Bluetooth code (Integer), message, AppVersion and ParameterJson; no Detail.
 *
 * <p>JSON Schema ConnectBluetoothReply.json (https://contracts.invalid/terminal/schemas/ConnectBluetoothReply.json).
 */
public final class ConnectBluetoothReply implements TerminalReply {
    /**
     * Header, echoed from the request.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private ConnectBluetoothHeader header;

    /**
     * Response: Bluetooth code, message, AppVersion and ParameterJson.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Response.
     */
    @SerializedName("Response")
    private ConnectBluetoothResponse response;

    /**
     * An empty ConnectBluetoothReply; set the other fields before writing it.
     */
    public ConnectBluetoothReply() {
    }

    /**
     * @return Header, or null when absent
     */
    public ConnectBluetoothHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(ConnectBluetoothHeader header) {
        this.header = header;
    }

    /**
     * @return Response, or null when absent
     */
    public ConnectBluetoothResponse getResponse() {
        return response;
    }

    /**
     * Sets Response; null leaves it out of the JSON.
     *
     * @param response the new value, or null
     */
    public void setResponse(ConnectBluetoothResponse response) {
        this.response = response;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof ConnectBluetoothReply)) return false;
        ConnectBluetoothReply that = (ConnectBluetoothReply) other;
        return Objects.equals(header, that.header)
            && Objects.equals(response, that.response);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, response);
    }
}
