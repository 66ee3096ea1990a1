// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * A reserved Key/Value pair: Key String(10), Value String(100). Carried by the arrays
 * AdditionalInfo, PrintDataInfo and SettlementInfo.
 *
 * <p>Gap of the document (002 &#167; Resources and their fields &#8250; Payment record): Whether Key and Value are each required in a pair is not shown.
 *
 * <p>JSON Schema KeyValue.json (https://contracts.invalid/terminal/schemas/KeyValue.json).
 */
public final class KeyValue {
    /**
     * Key, String(10).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 10 characters.
     *
     * <p>Wire name: Key.
     */
    @SerializedName("Key")
    private String key;

    /**
     * Value, String(100).
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 100 characters.
     *
     * <p>Wire name: Value.
     */
    @SerializedName("Value")
    private String value;

    /**
     * An empty KeyValue; set the other fields before writing it.
     */
    public KeyValue() {
    }

    /**
     * @return Key, or null when absent
     */
    public String getKey() {
        return key;
    }

    /**
     * Sets Key; null leaves it out of the JSON.
     *
     * @param key the new value, or null
     */
    public void setKey(String key) {
        this.key = key;
    }

    /**
     * @return Value, or null when absent
     */
    public String getValue() {
        return value;
    }

    /**
     * Sets Value; null leaves it out of the JSON.
     *
     * @param value the new value, or null
     */
    public void setValue(String value) {
        this.value = value;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof KeyValue)) return false;
        KeyValue that = (KeyValue) other;
        return Objects.equals(key, that.key)
            && Objects.equals(value, that.value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(key, value);
    }
}
