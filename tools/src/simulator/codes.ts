/**
 * The response codes the simulator answers with, taken from the contract: each code is looked up by
 * its name in the `x-codes` table of generated/terminal/schemas/<Table>ResponseCode.json (002 § Errors
 * and the per-method code tables), so a code the contract drops or renumbers fails at start-up, not
 * in a partner's integration. The message is the table's text, except where the document gives the
 * reply text elsewhere (noted per entry). Handlers pick an entry, never spell a code themselves.
 *
 * Typing follows the contract's decision (CommonResponseCode.json): methods without a code table of
 * their own (DoTransaction, Settlement, GetTerminalInfo, mobile DoTransaction) carry the common codes
 * as strings ("0", "100"); PrintData, the Bluetooth methods, ScanCode, the camera scans and
 * UploadInvoice carry their method-specific codes as integers.
 */
import type { App } from "../validate/messages.ts";
import { readSchema } from "./contract.ts";

export interface Code<C extends string | number = string | number> {
  readonly code: C;
  readonly message: string;
}

/** The code tables the simulator uses, by schema file. */
export const CODE_TABLES = {
  common: "CommonResponseCode.json",
  mobile: "MobileResponseCode.json",
  printer: "PrinterResponseCode.json",
  bluetooth: "BluetoothResponseCode.json",
  disconnectBluetooth: "DisconnectBluetoothResponseCode.json",
  scan: "ScanResponseCode.json",
  camera: "CameraScanResponseCode.json",
  uploadInvoice: "UploadInvoiceResponseCode.json",
} as const;

interface XCode {
  value: string | number;
  name: string;
  description?: string;
}

const tables = new Map<string, XCode[]>();

/** The `x-codes` entries of a code table schema. */
export function xCodes(file: string): XCode[] {
  let list = tables.get(file);
  if (!list) {
    const raw = readSchema(file)["x-codes"];
    if (!Array.isArray(raw)) throw new Error(`generated/terminal/schemas/${file} has no x-codes table; run \`make\``);
    list = raw as XCode[];
    tables.set(file, list);
  }
  return list;
}

/** The code named `name` in a table, with the table's text as message unless `message` is given. */
function code<C extends string | number>(file: string, name: string, message?: string): Code<C> {
  const entry = xCodes(file).find((c) => c.name === name);
  if (!entry)
    throw new Error(
      `generated/terminal/schemas/${file} has no code named ${name}; the simulator needs it (run \`make\`, or update tools/src/simulator/codes.ts)`,
    );
  return { code: entry.value as C, message: message ?? entry.description ?? name };
}

const common = (name: string, message?: string): Code<string> => code<string>(CODE_TABLES.common, name, message);

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
  permissionDeniedMobile: code<string>(CODE_TABLES.mobile, "PermissionDeniedMobile", "Permission denied for this user"),
} as const satisfies Record<string, Code<string>>;

/** PrintData (1002) printer codes (integers). */
export const PRINTER = {
  success: code<number>(CODE_TABLES.printer, "PRINTER_SUCCESS"),
  failed: code<number>(CODE_TABLES.printer, "PRINTER_FAILED"),
  busy: code<number>(CODE_TABLES.printer, "PRINTER_BUSY"),
  outOfPaper: code<number>(CODE_TABLES.printer, "PRINTER_OUT_OF_PAPER"),
} as const satisfies Record<string, Code<number>>;

/** ConnectBluetooth (1005) codes (integers). */
export const BLUETOOTH = {
  connected: code<number>(CODE_TABLES.bluetooth, "BLUETOOTH_CONNECTION_SUCCESS"),
  failed: code<number>(CODE_TABLES.bluetooth, "BLUETOOTH_CONNECTION_FAILED"),
  alreadyConnected: code<number>(CODE_TABLES.bluetooth, "DEVICE_ALREADY_CONNECTED"),
  off: code<number>(CODE_TABLES.bluetooth, "BLUETOOTH_IS_OFF"),
  invalidSerial: code<number>(CODE_TABLES.bluetooth, "INVALID_BASE_SERIAL_NUMBER"),
} as const satisfies Record<string, Code<number>>;

/** DisconnectBluetooth (1006) codes (integers): its own table, which gives only success (0, Bluetooth Disconnection Success). */
export const DISCONNECT_BLUETOOTH = {
  disconnected: code<number>(CODE_TABLES.disconnectBluetooth, "Success"),
} as const satisfies Record<string, Code<number>>;

/** ScanCode (1007, base scanner) codes (integers). */
export const SCAN = {
  success: code<number>(CODE_TABLES.scan, "SUCCESS"),
  deviceUnconnected: code<number>(CODE_TABLES.scan, "DEVICE_UNCONNECTED"),
  scannerNotFound: code<number>(CODE_TABLES.scan, "SCANNER_NOT_FOUND"),
  dataReceived: code<number>(CODE_TABLES.scan, "SCANNER_DATA_RECEIVE_SUCCESS"),
  dataFailed: code<number>(CODE_TABLES.scan, "SCANNER_DATA_RECEIVE_FAILED"),
  busy: code<number>(CODE_TABLES.scan, "APPLICATION_BUSY"),
  unknown: code<number>(CODE_TABLES.scan, "UNKNOWN_ERROR"),
} as const satisfies Record<string, Code<number>>;

/** Camera scans (1009, 1010) codes (integers). */
export const CAMERA = {
  success: code<number>(CODE_TABLES.camera, "SUCCESS"),
  busy: code<number>(CODE_TABLES.camera, "APPLICATION_BUSY"),
  unknown: code<number>(CODE_TABLES.camera, "UNKNOWN_ERROR"),
} as const satisfies Record<string, Code<number>>;

/** UploadInvoice (1008) codes (integers). */
export const UPLOAD_INVOICE = {
  success: code<number>(CODE_TABLES.uploadInvoice, "SUCCESS"),
  networkError: code<number>(CODE_TABLES.uploadInvoice, "UPLOAD_INVOICE_NETWORK_ERROR"),
  error: code<number>(CODE_TABLES.uploadInvoice, "UPLOAD_INVOICE_ERROR"),
} as const satisfies Record<string, Code<number>>;

/** Which codes each method of each app answers from (by MethodId). */
export const METHOD_CODES: Readonly<Record<App, Readonly<Record<string, Readonly<Record<string, Code>>>>>> = {
  terminal: {
    "1001": COMMON,
    "1002": PRINTER,
    "1003": COMMON,
    "1004": COMMON,
    "1005": BLUETOOTH,
    "1006": DISCONNECT_BLUETOOTH,
    "1007": SCAN,
    "1008": UPLOAD_INVOICE,
    "1009": CAMERA,
    "1010": CAMERA,
  },
  mobile: { "1001": { ...COMMON, ...MOBILE_ONLY } },
};

/**
 * Whether a method carries integer codes of its own (true) or the common string codes (false).
 * Keyed by MethodId of the terminal app; the mobile app's only method uses the common codes.
 */
export const INTEGER_CODED_METHODS: ReadonlySet<string> = new Set(["1002", "1005", "1006", "1007", "1008", "1009", "1010"]);
