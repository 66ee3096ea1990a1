/** What every method handler of the simulator works with: the state of one simulated device. */
import type { App } from "../contract/index.ts";
import type { Code } from "./codes.ts";
import type { Ledger } from "./ledger.ts";
import { isObject } from "../json.ts";
import type { Json } from "./protocol.ts";
import type { ReplyTemplates } from "./templates.ts";

export interface HandlerContext {
  readonly app: App;
  /** The transaction book of this app. */
  readonly ledger: Ledger;
  readonly templates: ReplyTemplates;
  /** The simulator's clock (injectable for tests). */
  readonly now: () => Date;
  /** Small device state of the terminal app (Bluetooth base, invoice upload log). */
  readonly device: DeviceState;
}

export interface DeviceState {
  /** Serial number of the connected Bluetooth base, if any. */
  connectedBase?: string;
  /** Last TerminalLogId handed out by UploadInvoice. */
  uploadLogId: number;
}

/** A validated request: Header and (maybe) Detail are objects. */
export interface ValidRequest {
  readonly Header: Json;
  readonly Detail?: Json;
}

/** The template's reply with the request's Header echoed and Response code and message set. */
export function replyFrom(template: Json, header: Json, status: Code): Json {
  const response = isObject(template.Response) ? template.Response : {};
  return { ...template, Header: { ...header }, Response: { ...response, ResponseCode: status.code, ResponseMsg: status.message } };
}

/** MMDDYYYY, the payment record's TransactionDate. */
export function hostDate(d: Date): string {
  return `${pad(d.getMonth() + 1)}${pad(d.getDate())}${d.getFullYear()}`;
}

/** HHMMSS (24-hour), the payment record's TransactionTime. */
export function hostTime(d: Date): string {
  return `${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

const pad = (n: number): string => String(n).padStart(2, "0");
