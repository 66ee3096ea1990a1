// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Single scan from camera request (MethodId "1009"): Header only.
 *
 * <p>JSON Schema CameraSingleScanRequest.json (https://contracts.invalid/terminal/schemas/CameraSingleScanRequest.json).
 */
public final class CameraSingleScanRequest implements TerminalRequest {
    /**
     * Header with MethodId "1009".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private CameraSingleScanHeader header;

    /**
     * An empty CameraSingleScanRequest; set the other fields before writing it.
     */
    public CameraSingleScanRequest() {
    }

    /**
     * @return Header, or null when absent
     */
    public CameraSingleScanHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(CameraSingleScanHeader header) {
        this.header = header;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof CameraSingleScanRequest)) return false;
        CameraSingleScanRequest that = (CameraSingleScanRequest) other;
        return Objects.equals(header, that.header);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header);
    }
}
