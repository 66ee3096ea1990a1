// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * GetTerminalInfo request (MethodId "1004", an optional method): Header only.
 *
 * <p>JSON Schema GetTerminalInfoRequest.json (https://contracts.invalid/terminal/schemas/GetTerminalInfoRequest.json).
 */
public final class GetTerminalInfoRequest implements TerminalRequest {
    /**
     * Header with MethodId "1004".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private GetTerminalInfoHeader header;

    /**
     * An empty GetTerminalInfoRequest; set the other fields before writing it.
     */
    public GetTerminalInfoRequest() {
    }

    /**
     * @return Header, or null when absent
     */
    public GetTerminalInfoHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(GetTerminalInfoHeader header) {
        this.header = header;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof GetTerminalInfoRequest)) return false;
        GetTerminalInfoRequest that = (GetTerminalInfoRequest) other;
        return Objects.equals(header, that.header);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header);
    }
}
