// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * Any reply of the smart terminal service: one JSON reply per request, with Header (echo), Response
 * and, for most methods, Detail. A closed union on Header.MethodId ("1001" to "1010").
 *
 * <p>Gap of the document (002 &#167; Events): Any asynchronous notification from the services to the billing app (other than the single reply to each request): not shown.
 *
 * <p>JSON Schema TerminalReply.json (https://contracts.invalid/terminal/schemas/TerminalReply.json).
 *
 * <p>One of: {@link TerminalDoTransactionReply} (Header.MethodId 1001), {@link PrintDataReply} (Header.MethodId 1002), {@link SettlementReply} (Header.MethodId 1003), {@link GetTerminalInfoReply} (Header.MethodId 1004), {@link ConnectBluetoothReply} (Header.MethodId 1005), {@link DisconnectBluetoothReply} (Header.MethodId 1006), {@link ScanCodeReply} (Header.MethodId 1007), {@link UploadInvoiceReply} (Header.MethodId 1008), {@link CameraSingleScanReply} (Header.MethodId 1009), {@link CameraMultiScanReply} (Header.MethodId 1010). Read with TerminalJson.read(json, TerminalReply.class): the reader picks the class by Header.MethodId.
 */
public interface TerminalReply {
}
