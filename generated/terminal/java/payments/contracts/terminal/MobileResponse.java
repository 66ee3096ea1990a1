// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Response object (common) of the mobile acceptance service: ResponseCode String(10) with the
 * common codes including 8, ResponseMsg String(255), and optionally AppVersion and ParameterJson.
 *
 * <p>Gap of the document (002 &#167; Errors): Replies to failed requests (common codes 1 to 8, including the reply to an unknown MethodId, code 3): not shown.
 *
 * <p>JSON Schema MobileResponse.json (https://contracts.invalid/terminal/schemas/MobileResponse.json).
 */
public final class MobileResponse {
    /**
     * ResponseCode, String(10): a common response code ("0" success, "1" to "8", "100" transaction
     * initiated: call Get Status).
     *
     * <p>Contract: required. Values: {@link MobileResponseCode}.
     *
     * <p>Wire name: ResponseCode.
     */
    @SerializedName("ResponseCode")
    private String responseCode;

    /**
     * ResponseMsg, String(255): the message, e.g. APPROVED, or TRANSACTION INITIATED CHECK GET STATUS
     * with code 100.
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
     * An empty MobileResponse; set the other fields before writing it.
     */
    public MobileResponse() {
    }

    /**
     * @return ResponseCode, or null when absent
     */
    public String getResponseCode() {
        return responseCode;
    }

    /**
     * Sets ResponseCode; null leaves it out of the JSON.
     *
     * @param responseCode the new value, or null
     */
    public void setResponseCode(String responseCode) {
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
        if (!(other instanceof MobileResponse)) return false;
        MobileResponse that = (MobileResponse) other;
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
