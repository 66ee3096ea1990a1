// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Settlement request (MethodId "1003"): Header only. Settles the current batch; on success a
 * chargeslip is printed on the terminal (the batch can also be settled from the app menu).
 *
 * <p>JSON Schema SettlementRequest.json (https://contracts.invalid/terminal/schemas/SettlementRequest.json).
 */
public final class SettlementRequest implements TerminalRequest {
    /**
     * Header with MethodId "1003".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private SettlementHeader header;

    /**
     * An empty SettlementRequest; set the other fields before writing it.
     */
    public SettlementRequest() {
    }

    /**
     * @return Header, or null when absent
     */
    public SettlementHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(SettlementHeader header) {
        this.header = header;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof SettlementRequest)) return false;
        SettlementRequest that = (SettlementRequest) other;
        return Objects.equals(header, that.header);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header);
    }
}
