// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Multi scan from camera request (MethodId "1010"): Header only.
 *
 * <p>JSON Schema CameraMultiScanRequest.json (https://contracts.invalid/terminal/schemas/CameraMultiScanRequest.json).
 */
public final class CameraMultiScanRequest implements TerminalRequest {
    /**
     * Header with MethodId "1010".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private CameraMultiScanHeader header;

    /**
     * An empty CameraMultiScanRequest; set the other fields before writing it.
     */
    public CameraMultiScanRequest() {
    }

    /**
     * @return Header, or null when absent
     */
    public CameraMultiScanHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(CameraMultiScanHeader header) {
        this.header = header;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof CameraMultiScanRequest)) return false;
        CameraMultiScanRequest that = (CameraMultiScanRequest) other;
        return Objects.equals(header, that.header);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header);
    }
}
