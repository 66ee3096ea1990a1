// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * MethodId as the Header table types it: String(10).
 *
 * <p>JSON Schema MethodIdText.json (https://contracts.invalid/terminal/schemas/MethodIdText.json).
 *
 * <p>A named string: fields that take it are String; this class holds its limits.
 */
public final class MethodIdText {
    private MethodIdText() {
    }

    /**
     * The most characters a value may have.
     */
    public static final int MAX_LENGTH = 10;
}
