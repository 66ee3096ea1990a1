/**
 * Scripted outcomes for certification: documented magic values with which a partner's unmodified
 * billing app makes the simulator answer each outcome of the test plans (conformance/plans/), the
 * ones a healthy simulated device never gives on its own.
 *
 * | Magic value                                                   | Outcome                                                        |
 * |---------------------------------------------------------------|----------------------------------------------------------------|
 * | DoTransaction, Detail.PaymentAmount whose paise are 91 to 98   | common ResponseCode (paise − 90): 1 App not activated, 2 Already activated, 3 Invalid Method Id, 4 Invalid User/Pin, 5 User blocked, 6 Permission denied, 7 Invalid data-format; 8 on the mobile app only (98 on the terminal app is an ordinary amount) |
 * | an asynchronous sale whose PaymentAmount's paise are 89        | its Get Status answers 0 DUPLICATE BILL, ApprovalCode and RetrievalReferenceNumber empty (002: "one illustration shows host text DUPLICATE BILL with code 0") |
 * | Header.UserId "SIMULATE-<code>", any method                    | that code, when it is one of the method's documented codes (the method's own table for PrintData, the Bluetooth methods, the scans and UploadInvoice; the common table for DoTransaction, Settlement and GetTerminalInfo); another code is ignored |
 *
 * Error replies keep the method's reply shape: DoTransaction the payment record with the echoed
 * BillingRefNo, empty ApprovalCode and HostResponse ("empty when an error occurs before a
 * response") and the message in Remark; Settlement and GetTerminalInfo an empty Detail; the
 * integer-coded methods their example reply with the code and the table's message.
 *
 * Hooked into simulator.ts (`scriptedReply` before the method's handler, `scriptedAfter` on its reply).
 */
import type { App } from "../contract/index.ts";
import { COMMON, integerCoded, methodCodes, MOBILE_ONLY, type Code } from "./codes.ts";
import { replyFrom, type HandlerContext, type ValidRequest } from "./context.ts";
import { isObject } from "../json.ts";
import type { Json } from "./protocol.ts";

/** PaymentAmount paise that select a common code: paise − AMOUNT_CODE_BASE. */
export const AMOUNT_CODE_BASE = 90;
/** PaymentAmount paise that make the Get Status of an asynchronous sale answer DUPLICATE BILL. */
export const DUPLICATE_BILL_PAISE = 89;
/** Header.UserId prefix that selects a documented code of the method. */
export const USER_TRIGGER = "SIMULATE-";

const COMMON_BY_CODE: ReadonlyMap<string, Code<string>> = new Map(
  [...Object.values(COMMON), ...Object.values(MOBILE_ONLY)].filter((c) => c.code !== "0" && c.code !== "100").map((c) => [c.code, c]),
);

/** The common code an app may answer (8 belongs to the mobile app only). */
function commonCode(app: App, code: string): Code<string> | undefined {
  if (code === "8" && app !== "mobile") return undefined;
  return COMMON_BY_CODE.get(code);
}

function paiseOf(req: ValidRequest): number | undefined {
  const amount = req.Detail?.PaymentAmount;
  return typeof amount === "number" && Number.isInteger(amount) && amount >= 0 ? amount % 100 : undefined;
}

/** The scripted code a request asks for, if any. */
function requestedCode(app: App, methodId: string, req: ValidRequest): Code | undefined {
  const user = req.Header.UserId;
  if (typeof user === "string" && user.startsWith(USER_TRIGGER)) {
    const wanted = user.slice(USER_TRIGGER.length);
    if (integerCoded(app, methodId)) {
      // The method's own table (contract/terminal.ts), so DisconnectBluetooth answers from its table, not ConnectBluetooth's.
      const message = /^\d+$/.test(wanted) ? methodCodes(app, methodId).get(String(Number(wanted))) : undefined;
      if (message !== undefined && Number(wanted) !== 0) return { code: Number(wanted), message };
    } else {
      const c = commonCode(app, wanted);
      if (c) return c;
    }
  }
  if (methodId === "1001") {
    const paise = paiseOf(req);
    if (paise !== undefined && paise > AMOUNT_CODE_BASE) return commonCode(app, String(paise - AMOUNT_CODE_BASE));
  }
  return undefined;
}

/** The scripted error reply a request asks for (see the module comment), or undefined. */
export function scriptedReply(app: App, methodId: string, req: ValidRequest, ctx: HandlerContext): Json | undefined {
  const status = requestedCode(app, methodId, req);
  if (!status) return undefined;
  const template = ctx.templates.pick(app, methodId, status.code);
  const reply = replyFrom(template, req.Header, status);
  if (methodId === "1001") {
    const d = req.Detail ?? {};
    const record = {
      BillingRefNo: typeof d.BillingRefNo === "string" ? d.BillingRefNo.slice(0, 10) : "",
      ApprovalCode: "",
      HostResponse: "",
      Remark: status.message.slice(0, 100),
    };
    reply.Detail = app === "terminal" ? { Payments: [record] } : record;
  } else if (typeof status.code === "string") {
    // Settlement, GetTerminalInfo: nothing was settled or read.
    const kept: Json = {};
    if (isObject(template.Detail) && typeof template.Detail.AppVersion === "string") kept.AppVersion = template.Detail.AppVersion;
    reply.Detail = kept;
  }
  return reply;
}

/** Get Status types of both apps (terminal 5122; mobile 5122, 5112, 5563). */
const GET_STATUS_TYPES: ReadonlySet<number> = new Set([5122, 5112, 5563]);

/** The handler's reply, changed when the request asks for a scripted outcome of a completed transaction. */
export function scriptedAfter(methodId: string, req: ValidRequest, reply: Json): Json {
  if (methodId !== "1001" || !GET_STATUS_TYPES.has(req.Detail?.TransactionType as number) || paiseOf(req) !== DUPLICATE_BILL_PAISE) return reply;
  const response = isObject(reply.Response) ? reply.Response : undefined;
  if (!response || response.ResponseCode !== COMMON.approved.code) return reply;
  response.ResponseMsg = "DUPLICATE BILL";
  const records = isObject(reply.Detail) ? (Array.isArray(reply.Detail.Payments) ? reply.Detail.Payments.filter(isObject) : [reply.Detail]) : [];
  for (const r of records) {
    r.ApprovalCode = "";
    r.HostResponse = "DUPLICATE BILL";
    delete r.RetrievalReferenceNumber;
  }
  return reply;
}
