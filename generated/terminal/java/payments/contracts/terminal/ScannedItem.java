// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * One scanned item of a multi scan from camera.
 *
 * <p>Gap of the document (002 &#167; Endpoints &#8250; Camera scan, single (1009) and multi (1010)): Which reply fields are always present is not shown (the document gives no Required column); every field is optional here.
 *
 * <p>JSON Schema ScannedItem.json (https://contracts.invalid/terminal/schemas/ScannedItem.json).
 */
public final class ScannedItem {
    /**
     * itemCount (integer).
     *
     * <p>Contract: optional (null when absent, and then left out when written); from -2147483648 to 2147483647.
     *
     * <p>Wire name: itemCount.
     */
    @SerializedName("itemCount")
    private Integer itemCount;

    /**
     * itemValue (string): the scanned value.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: itemValue.
     */
    @SerializedName("itemValue")
    private String itemValue;

    /**
     * An empty ScannedItem; set the other fields before writing it.
     */
    public ScannedItem() {
    }

    /**
     * @return itemCount, or null when absent
     */
    public Integer getItemCount() {
        return itemCount;
    }

    /**
     * Sets itemCount; null leaves it out of the JSON.
     *
     * @param itemCount the new value, or null
     */
    public void setItemCount(Integer itemCount) {
        this.itemCount = itemCount;
    }

    /**
     * @return itemValue, or null when absent
     */
    public String getItemValue() {
        return itemValue;
    }

    /**
     * Sets itemValue; null leaves it out of the JSON.
     *
     * @param itemValue the new value, or null
     */
    public void setItemValue(String itemValue) {
        this.itemValue = itemValue;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof ScannedItem)) return false;
        ScannedItem that = (ScannedItem) other;
        return Objects.equals(itemCount, that.itemCount)
            && Objects.equals(itemValue, that.itemValue);
    }

    @Override
    public int hashCode() {
        return Objects.hash(itemCount, itemValue);
    }
}
