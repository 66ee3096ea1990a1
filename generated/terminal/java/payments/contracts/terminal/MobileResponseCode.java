// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Common response codes of the mobile acceptance service (Response.ResponseCode, String(10)):
 * the common table including code 8, which belongs to this service only.
 *
 * <p>JSON Schema MobileResponseCode.json (https://contracts.invalid/terminal/schemas/MobileResponseCode.json).
 *
 * <p>A code table: fields that take it are String, so that a value the table does not list is kept as read.
 */
public final class MobileResponseCode {
    private MobileResponseCode() {
    }

    /**
     * "0" (Success): Success (for successful replies the response code is zero).
     */
    public static final String SUCCESS = "0";

    /**
     * "1" (AppNotActivated): App not activated
     */
    public static final String APP_NOT_ACTIVATED = "1";

    /**
     * "2" (AlreadyActivated): Already activated
     */
    public static final String ALREADY_ACTIVATED = "2";

    /**
     * "3" (InvalidMethodId): Invalid Method Id
     */
    public static final String INVALID_METHOD_ID = "3";

    /**
     * "4" (InvalidUserPin): Invalid User/Pin
     */
    public static final String INVALID_USER_PIN = "4";

    /**
     * "5" (UserBlocked): User blocked for max attempt
     */
    public static final String USER_BLOCKED = "5";

    /**
     * "6" (PermissionDenied): Permission denied for this user
     */
    public static final String PERMISSION_DENIED = "6";

    /**
     * "7" (InvalidDataFormat): Invalid data-format
     */
    public static final String INVALID_DATA_FORMAT = "7";

    /**
     * "100" (TransactionInitiated): Transaction initiated, check Get Status (call the status operation when received).
     * The reply text is TRANSACTION INITIATED CHECK GET STATUS.
     */
    public static final String TRANSACTION_INITIATED = "100";

    /**
     * "8" (PermissionDeniedMobile): Permission denied for this user (mobile acceptance service only)
     */
    public static final String PERMISSION_DENIED_MOBILE = "8";

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<String> VALUES = Collections.unmodifiableList(Arrays.asList(
        SUCCESS,
        APP_NOT_ACTIVATED,
        ALREADY_ACTIVATED,
        INVALID_METHOD_ID,
        INVALID_USER_PIN,
        USER_BLOCKED,
        PERMISSION_DENIED,
        INVALID_DATA_FORMAT,
        TRANSACTION_INITIATED,
        PERMISSION_DENIED_MOBILE));

    private static final String[] NAMES = {
        "Success",
        "AppNotActivated",
        "AlreadyActivated",
        "InvalidMethodId",
        "InvalidUserPin",
        "UserBlocked",
        "PermissionDenied",
        "InvalidDataFormat",
        "TransactionInitiated",
        "PermissionDeniedMobile"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("Success" for "0"), or null when the table does not list it
     */
    public static String nameOf(String value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
