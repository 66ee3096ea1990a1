// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Response object of the single scan from camera (1009): camera scan code (Integer) and message.
 *
 * <p>Gap of the document (002 &#167; Errors): Whether the common response codes (1 to 8, 100: activation, user/PIN, method id, data format) can also come back from this method, whose section lists its own integer codes, is not shown.
 *
 * <p>JSON Schema CameraSingleScanResponse.json (https://contracts.invalid/terminal/schemas/CameraSingleScanResponse.json).
 */
public final class CameraSingleScanResponse {
    /**
     * ResponseCode (Integer): the method's code table lists the documented codes (x-codes); any integer is accepted.
     *
     * <p>Contract: required. Values: {@link CameraScanResponseCode}.
     *
     * <p>Wire name: ResponseCode.
     */
    @SerializedName("ResponseCode")
    private Long responseCode;

    /**
     * ResponseMsg, String(255): the message of the code.
     *
     * <p>Contract: required; at most 255 characters.
     *
     * <p>Wire name: ResponseMsg.
     */
    @SerializedName("ResponseMsg")
    private String responseMsg;

    /**
     * AppVersion (string): the version of the service app.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: AppVersion.
     */
    @SerializedName("AppVersion")
    private String appVersion;

    /**
     * ParameterJson (string); its content is not shown.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: ParameterJson.
     */
    @SerializedName("ParameterJson")
    private String parameterJson;

    /**
     * An empty CameraSingleScanResponse; set the other fields before writing it.
     */
    public CameraSingleScanResponse() {
    }

    /**
     * @return ResponseCode, or null when absent
     */
    public Long getResponseCode() {
        return responseCode;
    }

    /**
     * Sets ResponseCode; null leaves it out of the JSON.
     *
     * @param responseCode the new value, or null
     */
    public void setResponseCode(Long responseCode) {
        this.responseCode = responseCode;
    }

    /**
     * @return ResponseMsg, or null when absent
     */
    public String getResponseMsg() {
        return responseMsg;
    }

    /**
     * Sets ResponseMsg; null leaves it out of the JSON.
     *
     * @param responseMsg the new value, or null
     */
    public void setResponseMsg(String responseMsg) {
        this.responseMsg = responseMsg;
    }

    /**
     * @return AppVersion, or null when absent
     */
    public String getAppVersion() {
        return appVersion;
    }

    /**
     * Sets AppVersion; null leaves it out of the JSON.
     *
     * @param appVersion the new value, or null
     */
    public void setAppVersion(String appVersion) {
        this.appVersion = appVersion;
    }

    /**
     * @return ParameterJson, or null when absent
     */
    public String getParameterJson() {
        return parameterJson;
    }

    /**
     * Sets ParameterJson; null leaves it out of the JSON.
     *
     * @param parameterJson the new value, or null
     */
    public void setParameterJson(String parameterJson) {
        this.parameterJson = parameterJson;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof CameraSingleScanResponse)) return false;
        CameraSingleScanResponse that = (CameraSingleScanResponse) other;
        return Objects.equals(responseCode, that.responseCode)
            && Objects.equals(responseMsg, that.responseMsg)
            && Objects.equals(appVersion, that.appVersion)
            && Objects.equals(parameterJson, that.parameterJson);
    }

    @Override
    public int hashCode() {
        return Objects.hash(responseCode, responseMsg, appVersion, parameterJson);
    }
}
