// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Multi scan from camera reply (MethodId "1010"): camera scan code (Integer), Response.AppVersion
 * and ParameterJson, and Detail.ScannedDataList.
 *
 * <p>JSON Schema CameraMultiScanReply.json (https://contracts.invalid/terminal/schemas/CameraMultiScanReply.json).
 */
public final class CameraMultiScanReply implements TerminalReply {
    /**
     * Header, echoed from the request.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Header.
     */
    @SerializedName("Header")
    private CameraMultiScanHeader header;

    /**
     * Response: camera scan code, message, AppVersion and ParameterJson.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: Response.
     */
    @SerializedName("Response")
    private CameraMultiScanResponse response;

    /**
     * Detail: the scanned items. Required when the ResponseCode is a success code; a failed reply may leave it out.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: Detail.
     */
    @SerializedName("Detail")
    private CameraMultiScanReplyDetail detail;

    /**
     * An empty CameraMultiScanReply; set the other fields before writing it.
     */
    public CameraMultiScanReply() {
    }

    /**
     * @return Header, or null when absent
     */
    public CameraMultiScanHeader getHeader() {
        return header;
    }

    /**
     * Sets Header; null leaves it out of the JSON.
     *
     * @param header the new value, or null
     */
    public void setHeader(CameraMultiScanHeader header) {
        this.header = header;
    }

    /**
     * @return Response, or null when absent
     */
    public CameraMultiScanResponse getResponse() {
        return response;
    }

    /**
     * Sets Response; null leaves it out of the JSON.
     *
     * @param response the new value, or null
     */
    public void setResponse(CameraMultiScanResponse response) {
        this.response = response;
    }

    /**
     * @return Detail, or null when absent
     */
    public CameraMultiScanReplyDetail getDetail() {
        return detail;
    }

    /**
     * Sets Detail; null leaves it out of the JSON.
     *
     * @param detail the new value, or null
     */
    public void setDetail(CameraMultiScanReplyDetail detail) {
        this.detail = detail;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof CameraMultiScanReply)) return false;
        CameraMultiScanReply that = (CameraMultiScanReply) other;
        return Objects.equals(header, that.header)
            && Objects.equals(response, that.response)
            && Objects.equals(detail, that.detail);
    }

    @Override
    public int hashCode() {
        return Objects.hash(header, response, detail);
    }
}
