// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Response object of PrintData (1002): ResponseCode (Integer, printer codes) and the message.
 * AppVersion and ParameterJson of PrintData come back in Detail.
 *
 * <p>Gap of the document (002 &#167; Errors): Whether the common response codes (1 to 8, 100: activation, user/PIN, method id, data format) can also come back from this method, whose section lists its own integer codes, is not shown.
 *
 * <p>JSON Schema PrinterResponse.json (https://contracts.invalid/terminal/schemas/PrinterResponse.json).
 */
public final class PrinterResponse {
    /**
     * ResponseCode (Integer): the printer codes (x-codes of PrinterResponseCode); any integer is accepted.
     *
     * <p>Contract: required. Values: {@link PrinterResponseCode}.
     *
     * <p>Wire name: ResponseCode.
     */
    @SerializedName("ResponseCode")
    private Long responseCode;

    /**
     * ResponseMsg, String(255): the message of the code (the common Response object's name). ResponseMsg or ResponseMessage is present.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 255 characters.
     *
     * <p>Wire name: ResponseMsg.
     */
    @SerializedName("ResponseMsg")
    private String responseMsg;

    /**
     * ResponseMessage (String): the message of the code, as the printer section names it. ResponseMsg or ResponseMessage is present.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: ResponseMessage.
     */
    @SerializedName("ResponseMessage")
    private String responseMessage;

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
     * An empty PrinterResponse; set the other fields before writing it.
     */
    public PrinterResponse() {
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
     * @return ResponseMessage, or null when absent
     */
    public String getResponseMessage() {
        return responseMessage;
    }

    /**
     * Sets ResponseMessage; null leaves it out of the JSON.
     *
     * @param responseMessage the new value, or null
     */
    public void setResponseMessage(String responseMessage) {
        this.responseMessage = responseMessage;
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
        if (!(other instanceof PrinterResponse)) return false;
        PrinterResponse that = (PrinterResponse) other;
        return Objects.equals(responseCode, that.responseCode)
            && Objects.equals(responseMsg, that.responseMsg)
            && Objects.equals(responseMessage, that.responseMessage)
            && Objects.equals(appVersion, that.appVersion)
            && Objects.equals(parameterJson, that.parameterJson);
    }

    @Override
    public int hashCode() {
        return Objects.hash(responseCode, responseMsg, responseMessage, appVersion, parameterJson);
    }
}
