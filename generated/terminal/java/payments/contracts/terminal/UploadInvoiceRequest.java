// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * UploadInvoice request (MethodId "1008").
 *
 * <p>JSON Schema UploadInvoiceRequest.json (https://contracts.invalid/terminal/schemas/UploadInvoiceRequest.json).
 */
public final class UploadInvoiceRequest implements TerminalRequest {
    /**
     * Header with MethodId "1008".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private UploadInvoiceHeader header;

    /**
     * The invoice.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private UploadInvoiceDetail detail;

    /**
     * An empty UploadInvoiceRequest; set the other fields before writing it.
     */
    public UploadInvoiceRequest() {
    }

    /**
     * @return Header, or null when absent
     */
    public UploadInvoiceHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(UploadInvoiceHeader header) {
        this.header = header;
    }

    /**
     * @return Detail, or null when absent
     */
    public UploadInvoiceDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(UploadInvoiceDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof UploadInvoiceRequest)) return false;
        UploadInvoiceRequest that = (UploadInvoiceRequest) other;
        return Objects.equals(header, that.header)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, detail);
    }
}
