// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * Any request to the mobile acceptance service: the one method DoTransaction (MethodId "1001").
 * A closed union: any other MethodId is invalid.
 *
 * <p>Gap of the document (002 &#167; Limits): Time-outs and throughput limits: not shown.
 *
 * <p>JSON Schema MobileRequest.json (https://contracts.invalid/terminal/schemas/MobileRequest.json).
 *
 * <p>One of: {@link MobileDoTransactionRequest} (Header.MethodId 1001). Read with TerminalJson.read(json, MobileRequest.class): the reader picks the class by Header.MethodId.
 */
public interface MobileRequest {
}
