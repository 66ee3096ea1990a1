// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * ConnectBluetooth request (MethodId "1005").
 *
 * <p>JSON Schema ConnectBluetoothRequest.json (https://contracts.invalid/terminal/schemas/ConnectBluetoothRequest.json).
 */
public final class ConnectBluetoothRequest implements TerminalRequest {
    /**
     * Header with MethodId "1005".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private ConnectBluetoothHeader header;

    /**
     * The base to connect to.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private ConnectBluetoothDetail detail;

    /**
     * An empty ConnectBluetoothRequest; set the other fields before writing it.
     */
    public ConnectBluetoothRequest() {
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
     * @return Detail, or null when absent
     */
    public ConnectBluetoothDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(ConnectBluetoothDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof ConnectBluetoothRequest)) return false;
        ConnectBluetoothRequest that = (ConnectBluetoothRequest) other;
        return Objects.equals(header, that.header)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, detail);
    }
}
