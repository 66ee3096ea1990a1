// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * DoTransaction request (MethodId "1001") of the smart terminal service.
 *
 * <p>JSON Schema TerminalDoTransactionRequest.json (https://contracts.invalid/terminal/schemas/TerminalDoTransactionRequest.json).
 */
public final class TerminalDoTransactionRequest implements TerminalRequest {
    /**
     * Header with MethodId "1001".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private DoTransactionHeader header;

    /**
     * The transaction to perform.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private TerminalTransactionDetail detail;

    /**
     * An empty TerminalDoTransactionRequest; set the other fields before writing it.
     */
    public TerminalDoTransactionRequest() {
    }

    /**
     * @return Header, or null when absent
     */
    public DoTransactionHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(DoTransactionHeader header) {
        this.header = header;
    }

    /**
     * @return Detail, or null when absent
     */
    public TerminalTransactionDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(TerminalTransactionDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof TerminalDoTransactionRequest)) return false;
        TerminalDoTransactionRequest that = (TerminalDoTransactionRequest) other;
        return Objects.equals(header, that.header)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, detail);
    }
}
