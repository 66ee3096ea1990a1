/**
 * The asynchronous payment flow of the terminal services (002 § States and transitions), as data:
 * which sale types first reply 100 (TRANSACTION INITIATED CHECK GET STATUS) and which Get Status
 * type completes each, per app. Shared by seq-status-followup and seq-approved-fields.
 */
import type { App } from "../../contract/terminal.ts";
import type { Reads, TerminalMethodId } from "./types.ts";

/** Sale TransactionType → the Get Status TransactionType that completes it. */
export const ASYNC_SALES: Record<App, Record<string, string>> = {
  mobile: { "5120": "5122", "5102": "5112", "5561": "5563", "5566": "5563", "5567": "5563" },
  // The terminal's transaction table has one Get status (5122); the contract marks UPI sale (5120)
  // and wallet pay (5102) asynchronous (first reply 100).
  terminal: { "5120": "5122", "5102": "5122" },
};

export const STATUS_TYPES: Record<App, Set<string>> = {
  mobile: new Set(["5122", "5112", "5563"]),
  terminal: new Set(["5122"]),
};

/** DoTransaction's MethodId (checked against the contract's MethodIds). */
export const DO_TRANSACTION = "1001" satisfies TerminalMethodId;

export const INITIATED = 100;

type Obj = Record<string, unknown>;

export const asObject = (v: unknown): Obj | undefined => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : undefined);

/** What reading these fields of a reply's payment record reads of its Detail (paymentRecord: Detail itself, or Detail.Payments[0]). */
export function recordReads(fields: readonly string[]): Reads {
  const record: Reads = Object.fromEntries(fields.map((f) => [f, true] as const));
  return { ...record, Payments: { "0": record } };
}

/** The payment record of a reply: Detail, or Detail.Payments[0] in the terminal's table layout. */
export function paymentRecord(reply: Obj | undefined): { record: Obj | undefined; pointer: string } {
  const detail = asObject(reply?.Detail);
  const payments = detail?.Payments;
  if (Array.isArray(payments) && asObject(payments[0])) return { record: asObject(payments[0]), pointer: "/response/Detail/Payments/0" };
  return { record: detail, pointer: "/response/Detail" };
}

export function responseCode(reply: Obj | undefined): number | undefined {
  const r = asObject(reply?.Response)?.ResponseCode;
  if (typeof r === "number") return r;
  if (typeof r === "string" && /^\s*-?\d+\s*$/.test(r)) return Number(r);
  return undefined;
}

export function transactionType(request: Obj): string | undefined {
  const t = asObject(request.Detail)?.TransactionType;
  return t === undefined || t === null ? undefined : String(t).trim();
}
