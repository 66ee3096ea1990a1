// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * Any reply of the mobile acceptance service: the DoTransaction reply (MethodId "1001").
 *
 * <p>Gap of the document (002 &#167; Events): Any asynchronous notification from the services to the billing app (other than the single reply to each request): not shown.
 *
 * <p>JSON Schema MobileReply.json (https://contracts.invalid/terminal/schemas/MobileReply.json).
 *
 * <p>One of: {@link MobileDoTransactionReply} (Header.MethodId 1001). Read with TerminalJson.read(json, MobileReply.class): the reader picks the class by Header.MethodId.
 */
public interface MobileReply {
}
