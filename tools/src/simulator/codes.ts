/**
 * The response codes the simulator answers with, each with the document's own message text
 * (002 § Errors, § States and transitions and the per-method code tables). Codes are data: the
 * handlers pick an entry, never spell a code or message themselves.
 *
 * Typing follows the contract's decision (CommonResponseCode.json): methods without a code table of
 * their own (DoTransaction, Settlement, GetTerminalInfo, mobile DoTransaction) carry the common codes
 * as strings ("0", "100"); PrintData, the Bluetooth methods, ScanCode, the camera scans and
 * UploadInvoice carry their method-specific codes as integers.
 */

export interface Code<C extends string | number = string | number> {
  readonly code: C;
  readonly message: string;
}

/** Common response codes (string-typed). */
export const COMMON = {
  /** A transaction the host approved (002 § States and transitions: "ResponseCode 0, text APPROVED"). */
  approved: { code: "0", message: "APPROVED" },
  /** Success of a request that is not a payment (Settlement, GetTerminalInfo, resend SMS), as the illustrations spell it. */
  success: { code: "0", message: "Success" },
  appNotActivated: { code: "1", message: "App not activated" },
  alreadyActivated: { code: "2", message: "Already activated" },
  invalidMethodId: { code: "3", message: "Invalid Method Id" },
  invalidUserPin: { code: "4", message: "Invalid User/Pin" },
  userBlocked: { code: "5", message: "User blocked for max attempt" },
  permissionDenied: { code: "6", message: "Permission denied for this user" },
  invalidDataFormat: { code: "7", message: "Invalid data-format" },
  permissionDeniedMobile: { code: "8", message: "Permission denied for this user" },
  /** An asynchronous payment type was accepted: the caller must call Get Status. */
  initiated: { code: "100", message: "TRANSACTION INITIATED CHECK GET STATUS" },
} as const satisfies Record<string, Code<string>>;

/** PrintData (1002) printer codes (integers). */
export const PRINTER = {
  success: { code: 0, message: "SUCCESS" },
  failed: { code: 1, message: "FAILED" },
  busy: { code: 1001, message: "PRINTER IS BUSY" },
  outOfPaper: { code: 1002, message: "PRINTER IS OUT OF PAPER" },
} as const satisfies Record<string, Code<number>>;

/** ConnectBluetooth (1005) and DisconnectBluetooth (1006) codes (integers). */
export const BLUETOOTH = {
  connected: { code: 0, message: "Bluetooth Connection Success" },
  disconnected: { code: 0, message: "Bluetooth Disconnection Success" },
  failed: { code: 1, message: "Bluetooth Connection Failed" },
  alreadyConnected: { code: 2, message: "Device Already connected with base over bluetooth" },
  off: { code: 3, message: "Bluetooth is disable Please enable bluetooth" },
  invalidSerial: { code: 4, message: "Base serial number is invalid" },
} as const satisfies Record<string, Code<number>>;

/** ScanCode (1007, base scanner) codes (integers). */
export const SCAN = {
  success: { code: 0, message: "Success" },
  deviceUnconnected: { code: 5, message: "device not connected with base or USB device not found" },
  scannerNotFound: { code: 6, message: "Scanner not found" },
  dataReceived: { code: 10, message: "Data Scanned Success" },
  dataFailed: { code: 11, message: "Data Scanned Failed" },
  busy: { code: 2001, message: "Application is busy" },
  unknown: { code: 2099, message: "Unknown Error" },
} as const satisfies Record<string, Code<number>>;

/** Camera scans (1009, 1010) codes (integers); the table gives names only, the messages follow ScanCode's. */
export const CAMERA = {
  success: { code: 0, message: "Success" },
  busy: { code: 2001, message: "Application is busy" },
  unknown: { code: 2099, message: "Unknown Error" },
} as const satisfies Record<string, Code<number>>;

/** UploadInvoice (1008) codes (integers). */
export const UPLOAD_INVOICE = {
  success: { code: 0, message: "Success" },
  networkError: { code: 23, message: "saved locally, upload to server failed" },
  error: { code: 24, message: "unable to save invoice data, retry" },
} as const satisfies Record<string, Code<number>>;

/**
 * Whether a method carries integer codes of its own (true) or the common string codes (false).
 * Keyed by MethodId of the terminal app; the mobile app's only method uses the common codes.
 */
export const INTEGER_CODED_METHODS: ReadonlySet<string> = new Set(["1002", "1005", "1006", "1007", "1008", "1009", "1010"]);
