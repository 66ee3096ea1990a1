/**
 * The message protocol of the Android inter-app terminal services (seed 002), as the simulator
 * speaks it: every request is one JSON object with a Header (and a Detail where the method needs
 * data), every request gets one JSON reply with the Header echoed, a Response and, for most methods,
 * a Detail.
 */

/** A JSON object. */
export type Json = Record<string, unknown>;

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
