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
 * - methods with integer code tables (PrintData, Bluetooth, scans, UploadInvoice): the code as an
 *   integer (7), with the method's reply shape.
 *
 * Contract gaps (reported, not papered over): the reply unions are closed on MethodId, so a code-3
 * reply (which echoes an unknown MethodId) matches no branch; and the integer code tables of PrintData,
 * the Bluetooth methods, the scans and UploadInvoice do not list the common codes ("whether the common
 * codes can also come back from this method ... is not shown"), so a code-7 reply of those methods is
 * outside their reply schema. A request that is not JSON has no Header to echo at all.
 */
import type { App } from "../contract/index.ts";
import { COMMON, integerCoded, type Code } from "./codes.ts";
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
  const reply = replyFrom(template, header, integer ? { code: Number(status.code), message: status.message } : status);
  const remark = describe(errors);
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

/** "Invalid data-format: /Detail/PaymentAmount type" — the first violation, at most 100 characters. */
export function describe(errors: readonly ValidationError[]): string {
  const first = errors[0];
  const text = first ? `${COMMON.invalidDataFormat.message}: ${first.pointer || "/"} ${first.rule}` : COMMON.invalidDataFormat.message;
  return text.slice(0, 100);
}
