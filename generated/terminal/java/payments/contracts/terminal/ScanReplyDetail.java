// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Reply Detail of ScanCode (base scanner) and the single scan from camera.
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; ScanCode (1007), base scanner): Which reply fields are always present is not shown (the document gives no Required column); every field is optional here.
 *
 * <p>JSON Schema ScanReplyDetail.json (https://contracts.invalid/terminal/schemas/ScanReplyDetail.json).
 */
public final class ScanReplyDetail {
    /**
     * ScannedData (string): the scanned code.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: ScannedData.
     */
    @SerializedName("ScannedData")
    private String scannedData;

    /**
     * An empty ScanReplyDetail; set the other fields before writing it.
     */
    public ScanReplyDetail() {
    }

    /**
     * @return ScannedData, or null when absent
     */
    public String getScannedData() {
        return scannedData;
    }

    /**
     * Sets ScannedData; null leaves it out of the JSON.
     *
     * @param scannedData the new value, or null
     */
    public void setScannedData(String scannedData) {
        this.scannedData = scannedData;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof ScanReplyDetail)) return false;
        ScanReplyDetail that = (ScanReplyDetail) other;
        return Objects.equals(scannedData, that.scannedData);
    }

    @Override
    public int hashCode() {
        return Objects.hash(scannedData);
    }
}
