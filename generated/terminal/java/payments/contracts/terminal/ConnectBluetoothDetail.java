// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * ConnectBluetooth request Detail.
 *
 * <p>JSON Schema ConnectBluetoothDetail.json (https://contracts.invalid/terminal/schemas/ConnectBluetoothDetail.json).
 */
public final class ConnectBluetoothDetail {
    /**
     * BaseSerialNumber (String): printed on the back of the base. Required.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: BaseSerialNumber.
     */
    @SerializedName("BaseSerialNumber")
    private String baseSerialNumber;

    /**
     * An empty ConnectBluetoothDetail; set the other fields before writing it.
     */
    public ConnectBluetoothDetail() {
    }

    /**
     * @return BaseSerialNumber, or null when absent
     */
    public String getBaseSerialNumber() {
        return baseSerialNumber;
    }

    /**
     * Sets BaseSerialNumber; null leaves it out of the JSON.
     *
     * @param baseSerialNumber the new value, or null
     */
    public void setBaseSerialNumber(String baseSerialNumber) {
        this.baseSerialNumber = baseSerialNumber;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof ConnectBluetoothDetail)) return false;
        ConnectBluetoothDetail that = (ConnectBluetoothDetail) other;
        return Objects.equals(baseSerialNumber, that.baseSerialNumber);
    }

    @Override
    public int hashCode() {
        return Objects.hash(baseSerialNumber);
    }
}
