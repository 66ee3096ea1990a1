// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * PrintData request (MethodId "1002").
 *
 * <p>JSON Schema PrintDataRequest.json (https://contracts.invalid/terminal/schemas/PrintDataRequest.json).
 */
public final class PrintDataRequest implements TerminalRequest {
    /**
     * Header with MethodId "1002".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private PrintDataHeader header;

    /**
     * The lines to print.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private PrintDataDetail detail;

    /**
     * An empty PrintDataRequest; set the other fields before writing it.
     */
    public PrintDataRequest() {
    }

    /**
     * @return Header, or null when absent
     */
    public PrintDataHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(PrintDataHeader header) {
        this.header = header;
    }

    /**
     * @return Detail, or null when absent
     */
    public PrintDataDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(PrintDataDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof PrintDataRequest)) return false;
        PrintDataRequest that = (PrintDataRequest) other;
        return Objects.equals(header, that.header)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, detail);
    }
}
