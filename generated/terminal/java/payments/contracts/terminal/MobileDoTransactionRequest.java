// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * DoTransaction request (MethodId "1001") of the mobile acceptance service.
 *
 * <p>JSON Schema MobileDoTransactionRequest.json (https://contracts.invalid/terminal/schemas/MobileDoTransactionRequest.json).
 */
public final class MobileDoTransactionRequest implements MobileRequest {
    /**
     * Header with MethodId "1001".
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private MobileDoTransactionHeader header;

    /**
     * The transaction to perform: one schema per TransactionType.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private MobileTransactionDetail detail;

    /**
     * An empty MobileDoTransactionRequest; set the other fields before writing it.
     */
    public MobileDoTransactionRequest() {
    }

    /**
     * @return Header, or null when absent
     */
    public MobileDoTransactionHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(MobileDoTransactionHeader header) {
        this.header = header;
    }

    /**
     * @return Detail, or null when absent
     */
    public MobileTransactionDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(MobileTransactionDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof MobileDoTransactionRequest)) return false;
        MobileDoTransactionRequest that = (MobileDoTransactionRequest) other;
        return Objects.equals(header, that.header)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, detail);
    }
}
