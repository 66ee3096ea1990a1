// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * The common Response object's ResponseCode as typed: String(10).
 *
 * <p>JSON Schema ResponseCodeText.json (https://contracts.invalid/terminal/schemas/ResponseCodeText.json).
 *
 * <p>A named string: fields that take it are String; this class holds its limits.
 */
public final class ResponseCodeText {
    private ResponseCodeText() {
    }

    /**
     * The most characters a value may have.
     */
    public static final int MAX_LENGTH = 10;
}
