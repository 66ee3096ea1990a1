import { methodInfo, type App, type MethodId } from "../contract/index.ts";
/**
 * The response codes the simulator answers with, taken from the contract: each code is looked up by
 * its name in the code table of the method that answers it (contract/terminal.ts: the `x-codes` rows
 * behind the method's Response.ResponseCode; 002 § Errors and the per-method code tables), so a
 * code the contract drops or renumbers fails at start-up, not in a partner's integration, and a
 * method can only answer from its own table. The message is the table's text, except where the
 * document gives the reply text elsewhere (noted per entry). Handlers pick an entry, never spell a
 * code themselves.
 *
 * Typing follows the contract (each table's JSON type): methods without a code table of their own
 * (DoTransaction, Settlement, GetTerminalInfo, mobile DoTransaction) carry the common codes as
 * strings ("0", "100"); PrintData, the Bluetooth methods, ScanCode, the camera scans and
 * UploadInvoice carry their method-specific codes as integers.
 */

export interface Code<C extends string | number = string | number> {
  readonly code: C;
  readonly message: string;
}

/**
 * The smart terminal's MethodIds by method name, so a search for a method's name lands on its
 * handler. The simulator test checks the names against the contract's (the name its MethodId code
 * table gives, contract/terminal-model.ts).
 */
export const METHOD = {
  DoTransaction: "1001",
  PrintData: "1002",
  Settlement: "1003",
  GetTerminalInfo: "1004",
  ConnectBluetooth: "1005",
  DisconnectBluetooth: "1006",
  ScanCode: "1007",
  UploadInvoice: "1008",
  CameraSingleScan: "1009",
  CameraMultiScan: "1010",
} as const satisfies Record<string, MethodId>;

/** The code named `name` in the code table of an app's method, with the table's text as message unless `message` is given. */
export function code<C extends string | number>(app: App, methodId: string, name: string, message?: string): Code<C> {
  const method = methodInfo(app, methodId);
  const row = method?.codes.find((c) => c.name === name);
  if (!method || !row) {
    const tables = method?.codeTables.join(", ") || "no code table";
    throw new Error(
      `the ${app} method ${methodId} (${tables}) has no code named ${name}; the simulator needs it (run \`make\`, or update tools/src/simulator/codes.ts)`,
    );
  }
  return { code: row.value as C, message: message ?? (row.description || name) };
}

/** Whether an app's method carries integer codes of its own (the contract's code table type), not the common string codes. */
export function integerCoded(app: App, methodId: string): boolean {
  return methodInfo(app, methodId)?.codeType === "integer";
}

/** code → message of an app's method, from its own code table (for the SIMULATE-<code> trigger). */
export function methodCodes(app: App, methodId: string): ReadonlyMap<string, string> {
  return new Map((methodInfo(app, methodId)?.codes ?? []).map((c) => [String(c.value), c.description || c.name]));
}

const common = (name: string, message?: string): Code<string> => code<string>("terminal", METHOD.DoTransaction, name, message);

/** Common response codes (string-typed). */
export const COMMON = {
  /** A transaction the host approved (002 § States and transitions: "ResponseCode 0, text APPROVED"). */
  approved: common("Success", "APPROVED"),
  /** Success of a request that is not a payment (Settlement, GetTerminalInfo, resend SMS), as the illustrations spell it. */
  success: common("Success", "Success"),
  appNotActivated: common("AppNotActivated"),
  alreadyActivated: common("AlreadyActivated"),
  invalidMethodId: common("InvalidMethodId"),
  invalidUserPin: common("InvalidUserPin"),
  userBlocked: common("UserBlocked"),
  permissionDenied: common("PermissionDenied"),
  invalidDataFormat: common("InvalidDataFormat"),
  /** An asynchronous payment type was accepted: the caller must call Get Status (the reply text the table quotes). */
  initiated: common("TransactionInitiated", "TRANSACTION INITIATED CHECK GET STATUS"),
} as const satisfies Record<string, Code<string>>;

/** Common codes of the mobile acceptance service only (string-typed). */
export const MOBILE_ONLY = {
  permissionDeniedMobile: code<string>("mobile", "1001", "PermissionDeniedMobile", "Permission denied for this user"),
} as const satisfies Record<string, Code<string>>;

/** PrintData (1002) printer codes (integers). */
export const PRINTER = {
  success: code<number>("terminal", METHOD.PrintData, "PRINTER_SUCCESS"),
  failed: code<number>("terminal", METHOD.PrintData, "PRINTER_FAILED"),
  busy: code<number>("terminal", METHOD.PrintData, "PRINTER_BUSY"),
  outOfPaper: code<number>("terminal", METHOD.PrintData, "PRINTER_OUT_OF_PAPER"),
} as const satisfies Record<string, Code<number>>;

/** ConnectBluetooth (1005) codes (integers). */
export const BLUETOOTH = {
  connected: code<number>("terminal", METHOD.ConnectBluetooth, "BLUETOOTH_CONNECTION_SUCCESS"),
  failed: code<number>("terminal", METHOD.ConnectBluetooth, "BLUETOOTH_CONNECTION_FAILED"),
  alreadyConnected: code<number>("terminal", METHOD.ConnectBluetooth, "DEVICE_ALREADY_CONNECTED"),
  off: code<number>("terminal", METHOD.ConnectBluetooth, "BLUETOOTH_IS_OFF"),
  invalidSerial: code<number>("terminal", METHOD.ConnectBluetooth, "INVALID_BASE_SERIAL_NUMBER"),
} as const satisfies Record<string, Code<number>>;

/** DisconnectBluetooth (1006) codes (integers): its own table, which gives only success (0, Bluetooth Disconnection Success). */
export const DISCONNECT_BLUETOOTH = {
  disconnected: code<number>("terminal", METHOD.DisconnectBluetooth, "Success"),
} as const satisfies Record<string, Code<number>>;

/** ScanCode (1007, base scanner) codes (integers). */
export const SCAN = {
  success: code<number>("terminal", METHOD.ScanCode, "SUCCESS"),
  deviceUnconnected: code<number>("terminal", METHOD.ScanCode, "DEVICE_UNCONNECTED"),
  scannerNotFound: code<number>("terminal", METHOD.ScanCode, "SCANNER_NOT_FOUND"),
  dataReceived: code<number>("terminal", METHOD.ScanCode, "SCANNER_DATA_RECEIVE_SUCCESS"),
  dataFailed: code<number>("terminal", METHOD.ScanCode, "SCANNER_DATA_RECEIVE_FAILED"),
  busy: code<number>("terminal", METHOD.ScanCode, "APPLICATION_BUSY"),
  unknown: code<number>("terminal", METHOD.ScanCode, "UNKNOWN_ERROR"),
} as const satisfies Record<string, Code<number>>;

/** The camera scans' codes (integers), from the method's own table: CameraSingleScan (1009) or CameraMultiScan (1010). */
const camera = (methodId: string) =>
  ({
    success: code<number>("terminal", methodId, "SUCCESS"),
    busy: code<number>("terminal", methodId, "APPLICATION_BUSY"),
    unknown: code<number>("terminal", methodId, "UNKNOWN_ERROR"),
  }) as const satisfies Record<string, Code<number>>;
export const CAMERA_SINGLE = camera(METHOD.CameraSingleScan);
export const CAMERA_MULTI = camera(METHOD.CameraMultiScan);

/** UploadInvoice (1008) codes (integers). */
export const UPLOAD_INVOICE = {
  success: code<number>("terminal", METHOD.UploadInvoice, "SUCCESS"),
  networkError: code<number>("terminal", METHOD.UploadInvoice, "UPLOAD_INVOICE_NETWORK_ERROR"),
  error: code<number>("terminal", METHOD.UploadInvoice, "UPLOAD_INVOICE_ERROR"),
} as const satisfies Record<string, Code<number>>;
