// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * AppVersion and ParameterJson, which "some methods also return" in the Response object (common).
 * Optional unless the method's section says its reply carries them. Spread into every Response object.
 *
 * <p>Gap of the document (002 &#167; Resources and their fields &#8250; Request and response envelope): The content of ParameterJson is not shown.
 *
 * <p>JSON Schema ResponseExtras.json (https://contracts.invalid/terminal/schemas/ResponseExtras.json).
 */
public final class ResponseExtras {
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
     * An empty ResponseExtras; set the other fields before writing it.
     */
    public ResponseExtras() {
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
        if (!(other instanceof ResponseExtras)) return false;
        ResponseExtras that = (ResponseExtras) other;
        return Objects.equals(appVersion, that.appVersion)
            && Objects.equals(parameterJson, that.parameterJson);
    }

    @Override
    public int hashCode() {
        return Objects.hash(appVersion, parameterJson);
    }
}
