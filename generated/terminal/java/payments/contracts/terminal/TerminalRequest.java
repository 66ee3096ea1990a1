// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * Any request to the smart terminal service: one JSON string with a Header and, where the method
 * needs data, a Detail. A closed union on Header.MethodId ("1001" to "1010"): each branch pins
 * MethodId, so an unknown MethodId, or a Detail of another method, is invalid.
 *
 * <p>Gap of the document (002 &#167; Limits): Time-outs and throughput limits: not shown.
 *
 * <p>JSON Schema TerminalRequest.json (https://contracts.invalid/terminal/schemas/TerminalRequest.json).
 *
 * <p>One of: {@link TerminalDoTransactionRequest} (Header.MethodId 1001), {@link PrintDataRequest} (Header.MethodId 1002), {@link SettlementRequest} (Header.MethodId 1003), {@link GetTerminalInfoRequest} (Header.MethodId 1004), {@link ConnectBluetoothRequest} (Header.MethodId 1005), {@link DisconnectBluetoothRequest} (Header.MethodId 1006), {@link ScanCodeRequest} (Header.MethodId 1007), {@link UploadInvoiceRequest} (Header.MethodId 1008), {@link CameraSingleScanRequest} (Header.MethodId 1009), {@link CameraMultiScanRequest} (Header.MethodId 1010). Read with TerminalJson.read(json, TerminalRequest.class): the reader picks the class by Header.MethodId.
 */
public interface TerminalRequest {
}
