// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.List;
import java.util.Objects;

/**
 * Reply Detail of the multi scan from camera.
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; Camera scan, single (1009) and multi (1010)): Which reply fields are always present is not shown (the document gives no Required column); every field is optional here.
 *
 * <p>JSON Schema CameraMultiScanReplyDetail.json (https://contracts.invalid/terminal/schemas/CameraMultiScanReplyDetail.json).
 */
public final class CameraMultiScanReplyDetail {
    /**
     * ScannedDataList: the scanned items.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: ScannedDataList.
     */
    @SerializedName("ScannedDataList")
    private List<ScannedItem> scannedDataList;

    /**
     * An empty CameraMultiScanReplyDetail; set the other fields before writing it.
     */
    public CameraMultiScanReplyDetail() {
    }

    /**
     * @return ScannedDataList, or null when absent
     */
    public List<ScannedItem> getScannedDataList() {
        return scannedDataList;
    }

    /**
     * Sets ScannedDataList; null leaves it out of the JSON.
     *
     * @param scannedDataList the new value, or null
     */
    public void setScannedDataList(List<ScannedItem> scannedDataList) {
        this.scannedDataList = scannedDataList;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof CameraMultiScanReplyDetail)) return false;
        CameraMultiScanReplyDetail that = (CameraMultiScanReplyDetail) other;
        return Objects.equals(scannedDataList, that.scannedDataList);
    }

    @Override
    public int hashCode() {
        return Objects.hash(scannedDataList);
    }
}
