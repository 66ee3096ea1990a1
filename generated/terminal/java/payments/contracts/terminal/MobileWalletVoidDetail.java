// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Wallet void (5104): request shape not shown. An open shape: only TransactionType is fixed (it
 * selects the type); any other property is accepted.
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; DoTransaction (mobile acceptance service, 1001), Detail request): Request shape for Wallet Void (5104) in the mobile service: not shown.
 *
 * <p>JSON Schema MobileWalletVoidDetail.json (https://contracts.invalid/terminal/schemas/MobileWalletVoidDetail.json).
 */
public final class MobileWalletVoidDetail implements MobileTransactionDetail, TerminalJson.OpenRecord {
    /**
     * TransactionType 5104: wallet void.
     *
     * <p>Contract: required. A constant: set by the constructor.
     *
     * <p>Wire name: TransactionType.
     */
    @SerializedName("TransactionType")
    private Long transactionType;

    /**
     * The properties this class does not declare, as read; written back after the declared ones. The document does not show this shape, so the contract accepts any other property.
     */
    private transient Map<String, JsonElement> additionalProperties = new LinkedHashMap<String, JsonElement>();

    /**
     * An empty MobileWalletVoidDetail with its constant set (TransactionType = 5104L); set the other fields before writing it.
     */
    public MobileWalletVoidDetail() {
        this.transactionType = 5104L;
    }

    /**
     * @return TransactionType, or null when absent
     */
    public Long getTransactionType() {
        return transactionType;
    }

    /**
     * @return the properties this class does not declare (a live, ordered map; put JSON values into it to send them)
     */
    @Override
    public Map<String, JsonElement> getAdditionalProperties() {
        return additionalProperties;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof MobileWalletVoidDetail)) return false;
        MobileWalletVoidDetail that = (MobileWalletVoidDetail) other;
        return Objects.equals(transactionType, that.transactionType)
            && Objects.equals(additionalProperties, that.additionalProperties);
    }

    @Override
    public int hashCode() {
        return Objects.hash(transactionType, additionalProperties);
    }
}
