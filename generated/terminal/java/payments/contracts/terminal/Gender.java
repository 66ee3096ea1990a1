// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * UploadInvoice Customer.Gender (String(10)): MALE or FEMALE.
 *
 * <p>JSON Schema Gender.json (https://contracts.invalid/terminal/schemas/Gender.json).
 *
 * <p>A code table: fields that take it are String, so that a value the table does not list is kept as read.
 */
public final class Gender {
    private Gender() {
    }

    /**
     * "MALE" (MALE): Male.
     */
    public static final String MALE = "MALE";

    /**
     * "FEMALE" (FEMALE): Female.
     */
    public static final String FEMALE = "FEMALE";

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<String> VALUES = Collections.unmodifiableList(Arrays.asList(
        MALE,
        FEMALE));

    private static final String[] NAMES = {
        "MALE",
        "FEMALE"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("MALE" for "MALE"), or null when the table does not list it
     */
    public static String nameOf(String value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
