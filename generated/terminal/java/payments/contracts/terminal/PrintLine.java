// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.List;
import java.util.Objects;

/**
 * One line of a PrintData request.
 *
 * <p>JSON Schema PrintLine.json (https://contracts.invalid/terminal/schemas/PrintLine.json).
 */
public final class PrintLine {
    /**
     * PrintDataType (Integer): 0 text, 1 image by path, 2 image dump, 3 barcode, 4 QR code. Required.
     *
     * <p>Contract: required. Values: {@link PrintDataType}.
     *
     * <p>Wire name: PrintDataType.
     */
    @SerializedName("PrintDataType")
    private Long printDataType;

    /**
     * PrinterWidth (Integer): 24, 32 or 48. Required.
     *
     * <p>Contract: required. Values: {@link PrinterWidth}.
     *
     * <p>Wire name: PrinterWidth.
     */
    @SerializedName("PrinterWidth")
    private Long printerWidth;

    /**
     * IsCenterAligned (Boolean). Required.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: IsCenterAligned.
     */
    @SerializedName("IsCenterAligned")
    private Boolean isCenterAligned;

    /**
     * DataToPrint (String): text, barcode or QR data. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: DataToPrint.
     */
    @SerializedName("DataToPrint")
    private String dataToPrint;

    /**
     * ImagePath (String): path in device external storage. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: ImagePath.
     */
    @SerializedName("ImagePath")
    private String imagePath;

    /**
     * ImageData (String): encoded image. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: ImageData.
     */
    @SerializedName("ImageData")
    private String imageData;

    /**
     * PrintDataInfo: reserved; array of {Key String(10), Value String(100)}. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: PrintDataInfo.
     */
    @SerializedName("PrintDataInfo")
    private List<KeyValue> printDataInfo;

    /**
     * AdditionalInfo: reserved; array of {Key String(10), Value String(100)}. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: AdditionalInfo.
     */
    @SerializedName("AdditionalInfo")
    private List<KeyValue> additionalInfo;

    /**
     * An empty PrintLine; set the other fields before writing it.
     */
    public PrintLine() {
    }

    /**
     * @return PrintDataType, or null when absent
     */
    public Long getPrintDataType() {
        return printDataType;
    }

    /**
     * Sets PrintDataType; null leaves it out of the JSON.
     *
     * @param printDataType the new value, or null
     */
    public void setPrintDataType(Long printDataType) {
        this.printDataType = printDataType;
    }

    /**
     * @return PrinterWidth, or null when absent
     */
    public Long getPrinterWidth() {
        return printerWidth;
    }

    /**
     * Sets PrinterWidth; null leaves it out of the JSON.
     *
     * @param printerWidth the new value, or null
     */
    public void setPrinterWidth(Long printerWidth) {
        this.printerWidth = printerWidth;
    }

    /**
     * @return IsCenterAligned, or null when absent
     */
    public Boolean getIsCenterAligned() {
        return isCenterAligned;
    }

    /**
     * Sets IsCenterAligned; null leaves it out of the JSON.
     *
     * @param isCenterAligned the new value, or null
     */
    public void setIsCenterAligned(Boolean isCenterAligned) {
        this.isCenterAligned = isCenterAligned;
    }

    /**
     * @return DataToPrint, or null when absent
     */
    public String getDataToPrint() {
        return dataToPrint;
    }

    /**
     * Sets DataToPrint; null leaves it out of the JSON.
     *
     * @param dataToPrint the new value, or null
     */
    public void setDataToPrint(String dataToPrint) {
        this.dataToPrint = dataToPrint;
    }

    /**
     * @return ImagePath, or null when absent
     */
    public String getImagePath() {
        return imagePath;
    }

    /**
     * Sets ImagePath; null leaves it out of the JSON.
     *
     * @param imagePath the new value, or null
     */
    public void setImagePath(String imagePath) {
        this.imagePath = imagePath;
    }

    /**
     * @return ImageData, or null when absent
     */
    public String getImageData() {
        return imageData;
    }

    /**
     * Sets ImageData; null leaves it out of the JSON.
     *
     * @param imageData the new value, or null
     */
    public void setImageData(String imageData) {
        this.imageData = imageData;
    }

    /**
     * @return PrintDataInfo, or null when absent
     */
    public List<KeyValue> getPrintDataInfo() {
        return printDataInfo;
    }

    /**
     * Sets PrintDataInfo; null leaves it out of the JSON.
     *
     * @param printDataInfo the new value, or null
     */
    public void setPrintDataInfo(List<KeyValue> printDataInfo) {
        this.printDataInfo = printDataInfo;
    }

    /**
     * @return AdditionalInfo, or null when absent
     */
    public List<KeyValue> getAdditionalInfo() {
        return additionalInfo;
    }

    /**
     * Sets AdditionalInfo; null leaves it out of the JSON.
     *
     * @param additionalInfo the new value, or null
     */
    public void setAdditionalInfo(List<KeyValue> additionalInfo) {
        this.additionalInfo = additionalInfo;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof PrintLine)) return false;
        PrintLine that = (PrintLine) other;
        return Objects.equals(printDataType, that.printDataType)
            && Objects.equals(printerWidth, that.printerWidth)
            && Objects.equals(isCenterAligned, that.isCenterAligned)
            && Objects.equals(dataToPrint, that.dataToPrint)
            && Objects.equals(imagePath, that.imagePath)
            && Objects.equals(imageData, that.imageData)
            && Objects.equals(printDataInfo, that.printDataInfo)
            && Objects.equals(additionalInfo, that.additionalInfo);
    }

    @Override
    public int hashCode() {
        return Objects.hash(printDataType, printerWidth, isCenterAligned, dataToPrint, imagePath, imageData, printDataInfo, additionalInfo);
    }
}
