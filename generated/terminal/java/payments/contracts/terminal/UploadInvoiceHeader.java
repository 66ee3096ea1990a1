// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.annotations.SerializedName;
import java.util.Objects;

/**
 * Header of UploadInvoice (MethodId "1008").
 *
 * <p>JSON Schema UploadInvoiceHeader.json (https://contracts.invalid/terminal/schemas/UploadInvoiceHeader.json).
 */
public final class UploadInvoiceHeader {
    /**
     * ApplicationId, String(100): issued by the service to the billing application. Required.
     *
     * <p>Contract: required; at most 100 characters.
     *
     * <p>Wire name: ApplicationId.
     */
    @SerializedName("ApplicationId")
    private String applicationId;

    /**
     * UserId, String(100): the billing app user id or name. Optional.
     *
     * <p>Contract: optional (null when absent, and then left out when written); at most 100 characters.
     *
     * <p>Wire name: UserId.
     */
    @SerializedName("UserId")
    private String userId;

    /**
     * MethodId, String(10): "1008", UploadInvoice. Required.
     *
     * <p>Contract: required. A constant: set by the constructor.
     *
     * <p>Wire name: MethodId.
     */
    @SerializedName("MethodId")
    private String methodId;

    /**
     * VersionNo, String(10): for example a two-part number ("1.0"). Required.
     *
     * <p>Contract: required; at most 10 characters.
     *
     * <p>Wire name: VersionNo.
     */
    @SerializedName("VersionNo")
    private String versionNo;

    /**
     * An empty UploadInvoiceHeader with its constant set (MethodId = "1008"); set the other fields before writing it.
     */
    public UploadInvoiceHeader() {
        this.methodId = "1008";
    }

    /**
     * @return ApplicationId, or null when absent
     */
    public String getApplicationId() {
        return applicationId;
    }

    /**
     * Sets ApplicationId; null leaves it out of the JSON.
     *
     * @param applicationId the new value, or null
     */
    public void setApplicationId(String applicationId) {
        this.applicationId = applicationId;
    }

    /**
     * @return UserId, or null when absent
     */
    public String getUserId() {
        return userId;
    }

    /**
     * Sets UserId; null leaves it out of the JSON.
     *
     * @param userId the new value, or null
     */
    public void setUserId(String userId) {
        this.userId = userId;
    }

    /**
     * @return MethodId, or null when absent
     */
    public String getMethodId() {
        return methodId;
    }

    /**
     * @return VersionNo, or null when absent
     */
    public String getVersionNo() {
        return versionNo;
    }

    /**
     * Sets VersionNo; null leaves it out of the JSON.
     *
     * @param versionNo the new value, or null
     */
    public void setVersionNo(String versionNo) {
        this.versionNo = versionNo;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof UploadInvoiceHeader)) return false;
        UploadInvoiceHeader that = (UploadInvoiceHeader) other;
        return Objects.equals(applicationId, that.applicationId)
            && Objects.equals(userId, that.userId)
            && Objects.equals(methodId, that.methodId)
            && Objects.equals(versionNo, that.versionNo);
    }

    @Override
    public int hashCode() {
        return Objects.hash(applicationId, userId, methodId, versionNo);
    }
}
