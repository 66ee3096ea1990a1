/**
 * Error replies: 3 Invalid Method Id (a MethodId the app does not have) and 7 Invalid data-format
 * (a request that is not JSON, not an object, or breaks the request schema).
 *
 * Shape: the request's Header echoed as given (left out when the request has no Header object to
 * echo), and a Response with the code and the document's message. Where the method is known, the
 * reply keeps that method's reply shape, so that it is a valid reply wherever the contract allows
 * the code:
 * - DoTransaction (both apps): the payment record carries the echoed BillingRefNo, an empty
 *   ApprovalCode and HostResponse ("empty when an error occurs before a response") and, in Remark,
 *   the first contract violation (a JSON pointer and rule; never the offending value);
 * - Settlement and GetTerminalInfo: an empty Detail;
 * - methods with integer code tables (PrintData, Bluetooth, scans, UploadInvoice): the method's own
 *   failure code where its table has one (issue 40, D20: PrintData 1 PRINTER_FAILED, ConnectBluetooth
 *   1 BLUETOOTH_CONNECTION_FAILED, the scans 2099 UNKNOWN_ERROR), else 7 as an integer; ResponseMsg
 *   is the code's text followed by the first violation in parentheses (a pointer and rule, never the
 *   value): these replies have no Remark.
 *
 * Contract gaps (reported, not papered over): the reply unions are closed on MethodId, so a code-3
 * reply (which echoes an unknown MethodId) matches no branch; and the integer code tables of PrintData,
 * the Bluetooth methods, the scans and UploadInvoice do not list the common codes ("whether the common
 * codes can also come back from this method ... is not shown"), so a code-7 reply of DisconnectBluetooth
 * and UploadInvoice (whose tables have no failure code) is a code their table does not list (conform:
 * response-code-undocumented, a warning). A request that is not JSON has no Header to echo at all.
 */
import type { App } from "../contract/index.ts";
import { code, COMMON, integerCoded, METHOD, type Code } from "./codes.ts";
import { replyFrom } from "./context.ts";
import { isObject } from "../json.ts";
import type { Json } from "./protocol.ts";
import type { ReplyTemplates } from "./templates.ts";
import type { ValidationError } from "../validate/errors.ts";

/** The bare error reply: echoed Header (when there is one) and Response. */
export function bareError(header: unknown, status: Code<string>): Json {
  const reply: Json = {};
  if (isObject(header)) reply.Header = { ...header };
  reply.Response = { ResponseCode: status.code, ResponseMsg: status.message };
  return reply;
}

/** The code-7 reply to a request of a known method that breaks the request schema. */
export function invalidDataReply(app: App, methodId: string, header: Json, request: Json, errors: readonly ValidationError[], templates: ReplyTemplates): Json {
  const status = COMMON.invalidDataFormat;
  const integer = integerCoded(app, methodId);
  const template = templates.pick(app, methodId);
  const remark = describe(errors);
  const own = integer ? MALFORMED_CODE[methodId] : undefined;
  const failure = own ? code<number>(app, methodId, own) : undefined;
  const reply = replyFrom(
    template,
    header,
    !integer ? status : { code: failure?.code ?? Number(status.code), message: `${failure?.message ?? status.message} (${remark})`.slice(0, RESPONSE_MSG_MAX) },
  );
  const detail = isObject(request.Detail) ? request.Detail : {};
  const billingRefNo = typeof detail.BillingRefNo === "string" && detail.BillingRefNo.length <= 10 ? detail.BillingRefNo : "";
  if (methodId === "1001") {
    const record = { BillingRefNo: billingRefNo, ApprovalCode: "", HostResponse: "", Remark: remark };
    reply.Detail = app === "terminal" ? { Payments: [record] } : record;
  } else if (isObject(template.Detail)) {
    // Keep only what the method's Detail requires of a reply (AppVersion of PrintData).
    const kept: Json = {};
    if (typeof template.Detail.AppVersion === "string") kept.AppVersion = template.Detail.AppVersion;
    reply.Detail = kept;
  }
  return reply;
}

/**
 * The failure code, by name, of an integer-coded method's own table that answers a request breaking its
 * schema (issue 40, D20), so that the reply stays within the method's documented codes; the methods not
 * listed (DisconnectBluetooth, UploadInvoice) have no failure code in their table and answer 7.
 */
const MALFORMED_CODE: Readonly<Record<string, string>> = {
  [METHOD.PrintData]: "PRINTER_FAILED",
  [METHOD.ConnectBluetooth]: "BLUETOOTH_CONNECTION_FAILED",
  [METHOD.ScanCode]: "UNKNOWN_ERROR",
  [METHOD.CameraSingleScan]: "UNKNOWN_ERROR",
  [METHOD.CameraMultiScan]: "UNKNOWN_ERROR",
};
// Checked when the module loads: a name the contract's tables lack fails at start-up, not in a reply.
for (const [methodId, name] of Object.entries(MALFORMED_CODE)) code("terminal", methodId, name);

/** ResponseMsg is String(255). */
const RESPONSE_MSG_MAX = 255;

/** "Invalid data-format: /Detail/PaymentAmount type" — the first violation, at most 100 characters. */
export function describe(errors: readonly ValidationError[]): string {
  const first = errors[0];
  const text = first ? `${COMMON.invalidDataFormat.message}: ${first.pointer || "/"} ${first.rule}` : COMMON.invalidDataFormat.message;
  return text.slice(0, 100);
}
