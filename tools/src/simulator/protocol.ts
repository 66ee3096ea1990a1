/**
 * The message protocol of the Android inter-app terminal services (seed 002), as the simulator
 * speaks it: every request is one JSON object with a Header (and a Detail where the method needs
 * data), every request gets one JSON reply with the Header echoed, a Response and, for most methods,
 * a Detail.
 */

/** The two apps: the smart terminal service (MethodIds 1001-1010) and the mobile acceptance service (1001). */
export type App = "terminal" | "mobile";
export const APPS: readonly App[] = ["terminal", "mobile"];

export function isApp(value: unknown): value is App {
  return value === "terminal" || value === "mobile";
}

/** A JSON object. */
export type Json = Record<string, unknown>;

/** The MethodIds of the smart terminal service (002 § Terminal service methods). */
export const TERMINAL_METHODS = {
  "1001": "DoTransaction",
  "1002": "PrintData",
  "1003": "Settlement",
  "1004": "GetTerminalInfo",
  "1005": "ConnectBluetooth",
  "1006": "DisconnectBluetooth",
  "1007": "ScanCode",
  "1008": "UploadInvoice",
  "1009": "CameraSingleScan",
  "1010": "CameraMultiScan",
} as const;
export type TerminalMethodId = keyof typeof TERMINAL_METHODS;

/** The mobile acceptance service has one method. */
export const MOBILE_METHODS = { "1001": "DoTransaction" } as const;
export type MobileMethodId = keyof typeof MOBILE_METHODS;

export function methodsOf(app: App): Readonly<Record<string, string>> {
  return app === "terminal" ? TERMINAL_METHODS : MOBILE_METHODS;
}

/** Mobile acceptance service TransactionTypes (002 § Requests by operation). */
export const MOBILE_TYPES = {
  walletSale: 5102,
  walletVoid: 5104,
  walletGetStatus: 5112,
  upiSale: 5120,
  upiVoid: 5121,
  upiGetStatus: 5122,
  mobileMoneySale: 5127,
  cardSale: 5561,
  cardVoid: 5562,
  cardGetStatus: 5563,
  resendSms: 5564,
  bankEmiSale: 5566,
  brandEmiSale: 5567,
} as const;

/** Smart terminal TransactionTypes the simulator treats specially (the others are approved at once). */
export const TERMINAL_TYPES = {
  walletPay: 5102,
  upiSale: 5120,
  getStatus: 5122,
} as const;

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
