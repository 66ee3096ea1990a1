// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * ScanCode request (MethodId "1007", base scanner): Header only.
 *
 * <p>JSON Schema ScanCodeRequest.json (https://contracts.invalid/terminal/schemas/ScanCodeRequest.json).
 */
public final class ScanCodeRequest implements TerminalRequest {
    /**
     * Header with MethodId "1007".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private ScanCodeHeader header;

    /**
     * An empty ScanCodeRequest; set the other fields before writing it.
     */
    public ScanCodeRequest() {
    }

    /**
     * @return Header, or null when absent
     */
    public ScanCodeHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(ScanCodeHeader header) {
        this.header = header;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof ScanCodeRequest)) return false;
        ScanCodeRequest that = (ScanCodeRequest) other;
        return Objects.equals(header, that.header);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header);
    }
}
