// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * PrintData reply Detail: AppVersion and optionally ParameterJson.
 *
 * <p>JSON Schema PrintDataReplyDetail.json (https://contracts.invalid/terminal/schemas/PrintDataReplyDetail.json).
 */
public final class PrintDataReplyDetail {
    /**
     * AppVersion (string). Required.
     *
     * <p>Contract: required.
     *
     * <p>Wire name: AppVersion.
     */
    @SerializedName("AppVersion")
    private String appVersion;

    /**
     * ParameterJson (string). Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written).
     *
     * <p>Wire name: ParameterJson.
     */
    @SerializedName("ParameterJson")
    private String parameterJson;

    /**
     * An empty PrintDataReplyDetail; set the other fields before writing it.
     */
    public PrintDataReplyDetail() {
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
        if (!(other instanceof PrintDataReplyDetail)) return false;
        PrintDataReplyDetail that = (PrintDataReplyDetail) other;
        return Objects.equals(appVersion, that.appVersion)
            && Objects.equals(parameterJson, that.parameterJson);
    }

    @Override
    public int hashCode() {
        return Objects.hash(appVersion, parameterJson);
    }
}
