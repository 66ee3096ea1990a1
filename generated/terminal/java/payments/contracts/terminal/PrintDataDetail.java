// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.List;
import java.util.Objects;

/**
 * PrintData request Detail.
 *
 * <p>JSON Schema PrintDataDetail.json (https://contracts.invalid/terminal/schemas/PrintDataDetail.json).
 */
public final class PrintDataDetail {
    /**
     * PrintRefNo, String(10). Required.
     *
     * <p>Contract: required; at most 10 characters.
     *
     * <p>Wire name: PrintRefNo.
     */
    @SerializedName("PrintRefNo")
    private String printRefNo;

    /**
     * SavePrintData (Boolean): default TRUE. Required.
     *
     * <p>Contract: required; when absent: true.
     *
     * <p>Wire name: SavePrintData.
     */
    @SerializedName("SavePrintData")
    private Boolean savePrintData;

    /**
     * Data (Array): the lines to print. Required.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Data.
     */
    @SerializedName("Data")
    private List<PrintLine> data;

    /**
     * An empty PrintDataDetail; set the other fields before writing it.
     */
    public PrintDataDetail() {
    }

    /**
     * @return PrintRefNo, or null when absent
     */
    public String getPrintRefNo() {
        return printRefNo;
    }

    /**
     * Sets PrintRefNo; null leaves it out of the JSON.
     *
     * @param printRefNo the new value, or null
     */
    public void setPrintRefNo(String printRefNo) {
        this.printRefNo = printRefNo;
    }

    /**
     * @return SavePrintData, or null when absent
     */
    public Boolean getSavePrintData() {
        return savePrintData;
    }

    /**
     * Sets SavePrintData; null leaves it out of the JSON.
     *
     * @param savePrintData the new value, or null
     */
    public void setSavePrintData(Boolean savePrintData) {
        this.savePrintData = savePrintData;
    }

    /**
     * @return Data, or null when absent
     */
    public List<PrintLine> getData() {
        return data;
    }

    /**
     * Sets Data; null leaves it out of the JSON.
     *
     * @param data the new value, or null
     */
    public void setData(List<PrintLine> data) {
        this.data = data;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof PrintDataDetail)) return false;
        PrintDataDetail that = (PrintDataDetail) other;
        return Objects.equals(printRefNo, that.printRefNo)
            && Objects.equals(savePrintData, that.savePrintData)
            && Objects.equals(data, that.data);
    }

    @Override
    public int hashCode() {
        return Objects.hash(printRefNo, savePrintData, data);
    }
}
