/** Test helpers for the terminal simulator: headers, requests and the reply check every test uses. */
import { expect } from "vitest";
import { validateMessage } from "../../src/validate/messages.ts";
import type { App } from "../../src/contract/terminal.ts";
import type { Json } from "../../src/simulator/protocol.ts";

export { validateMessage };

export const header = (methodId: string): Json => ({ ApplicationId: "abcdefgh", UserId: "user1234", MethodId: methodId, VersionNo: "1.0" });

export const mobile = (detail: Json): Json => ({ Header: header("1001"), Detail: detail });
export const terminal = (methodId: string, detail?: Json): Json => (detail ? { Header: header(methodId), Detail: detail } : { Header: header(methodId) });

/** The reply must be valid against the app's reply union. */
export function expectValidReply(app: App, reply: unknown): void {
  const result = validateMessage(app, reply, "reply");
  expect(result.errors, `reply ${JSON.stringify(reply).slice(0, 300)}`).toEqual([]);
}

export const code = (reply: Json): unknown => (reply.Response as Json | undefined)?.ResponseCode;
export const message = (reply: Json): unknown => (reply.Response as Json | undefined)?.ResponseMsg;
/** The payment record of a DoTransaction reply (mobile: Detail; terminal: Detail.Payments[0]). */
export const record = (app: App, reply: Json): Json => {
  const detail = (reply.Detail ?? {}) as Json;
  return app === "mobile" ? detail : (((detail.Payments as Json[] | undefined) ?? [])[0] ?? {});
};

/** The Get Status request that repeats an initiated reply's BillingRefNo, BatchNo, Roc, PaymentAmount and BankCode. */
export function statusFor(statusType: number, sale: Json, initiated: Json, app: App = "mobile"): Json {
  const d = sale.Detail as Json;
  const r = record(app, initiated);
  const bankCode = typeof d.BankCode === "string" ? d.BankCode : String(r.AcquiringBankCode).padStart(2, "0");
  const detail: Json = {
    TransactionType: statusType,
    BillingRefNo: d.BillingRefNo,
    PaymentAmount: d.PaymentAmount,
    BatchNo: r.BatchNumber,
    Roc: r.VendorRoc,
    BankCode: bankCode,
  };
  if (app === "terminal") detail.IsSwipe = false;
  return { Header: sale.Header, Detail: detail };
}
