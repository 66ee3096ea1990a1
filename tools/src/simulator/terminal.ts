/**
 * The smart terminal service (MethodIds 1001-1010). Each method answers its documented success reply,
 * built from the contract's example reply of that method with the request's Header echoed.
 *
 * DoTransaction (1001):
 * - 5120 UPI sale and 5102 wallet pay answer 100 TRANSACTION INITIATED CHECK GET STATUS (the state
 *   machine of 002 is stated for these types in general), with BatchNumber/VendorBatchId, VendorRoc
 *   and InvoiceNumber assigned;
 * - 5122 Get Status with the BillingRefNo, BatchNo, Roc, PaymentAmount and BankCode of such a reply
 *   answers 0 APPROVED (ApprovalCode, RetrievalReferenceNumber filled, new InvoiceNumber); one that
 *   matches nothing answers 7 Invalid data-format (the decision explained in mobile.ts);
 * - every other type is approved at once (0 APPROVED): the document shows no other outcome. Card
 *   types report the card masked to first six and last four (the request's card, or a test card when
 *   the request leaves CardNumber empty and "the app asks for the card"), ExpiryDate XXXX.
 *
 * Other methods: PrintData 0 PRINTER_SUCCESS; Settlement 0 with the illustrated summary, and the
 * batch moves on; GetTerminalInfo 0 with the illustrated profile; ConnectBluetooth 0 (2 when a base
 * is already connected); DisconnectBluetooth 0; ScanCode and the camera scans 0 with the illustrated
 * data; UploadInvoice 0 with the next TerminalLogId.
 */
import { BLUETOOTH, CAMERA_MULTI, CAMERA_SINGLE, COMMON, DISCONNECT_BLUETOOTH, METHOD, PRINTER, SCAN, UPLOAD_INVOICE, type Code } from "./codes.ts";
import { cardFacts } from "./card.ts";
import { hostDate, hostTime, replyFrom, type HandlerContext, type ValidRequest } from "./context.ts";
import type { Channel, StatusKey, Transaction } from "./ledger.ts";
import { isObject } from "../json.ts";
import { TERMINAL_TYPES as T, type Json } from "./protocol.ts";

/** BankCode assumed when an asynchronous sale leaves it out ("optional for sale when automatic acquirer selection is on"). */
export const DEFAULT_TERMINAL_BANK_CODE = "01";

/** Transaction types that involve no card: no card number is reported. */
const NO_CARD_TYPES: ReadonlySet<number> = new Set([4301, 4503, 4504, 4507, 4508, 5102, 5103, 5104, 5106, 5107, 5120, 5121, 5122, 5123]);

type Handler = (req: ValidRequest, ctx: HandlerContext) => Json;

/**
 * The handlers of the methods with behaviour of their own, by MethodId. A MethodId of the contract
 * without one here answers its example reply with its table's success code (simulator.ts), so a
 * method added to spec/ is answered without an edit here.
 */
export const TERMINAL_HANDLERS: Readonly<Record<string, Handler>> = {
  [METHOD.DoTransaction]: doTransaction,
  [METHOD.PrintData]: (req, ctx) => fromTemplate(req, ctx, METHOD.PrintData, PRINTER.success),
  [METHOD.Settlement]: settlement,
  [METHOD.GetTerminalInfo]: (req, ctx) => fromTemplate(req, ctx, METHOD.GetTerminalInfo, COMMON.success),
  [METHOD.ConnectBluetooth]: connectBluetooth,
  [METHOD.DisconnectBluetooth]: (req, ctx) => {
    delete ctx.device.connectedBase;
    return fromTemplate(req, ctx, METHOD.DisconnectBluetooth, DISCONNECT_BLUETOOTH.disconnected);
  },
  [METHOD.ScanCode]: (req, ctx) => fromTemplate(req, ctx, METHOD.ScanCode, SCAN.success),
  [METHOD.UploadInvoice]: uploadInvoice,
  [METHOD.CameraSingleScan]: (req, ctx) => fromTemplate(req, ctx, METHOD.CameraSingleScan, CAMERA_SINGLE.success),
  [METHOD.CameraMultiScan]: (req, ctx) => fromTemplate(req, ctx, METHOD.CameraMultiScan, CAMERA_MULTI.success),
};

/**
 * The example reply of a method with the Header echoed and the code set. The message is the
 * example's own when it illustrates the same code (the document's illustration wins), else the table's.
 */
function fromTemplate(req: ValidRequest, ctx: HandlerContext, methodId: string, status: Code): Json {
  const illustrated = ctx.templates.has("terminal", methodId, status.code);
  const template = ctx.templates.pick("terminal", methodId, status.code);
  const message =
    illustrated && isObject(template.Response) && typeof template.Response.ResponseMsg === "string" ? template.Response.ResponseMsg : status.message;
  return replyFrom(template, req.Header, { code: status.code, message });
}

function settlement(req: ValidRequest, ctx: HandlerContext): Json {
  const reply = fromTemplate(req, ctx, METHOD.Settlement, COMMON.success);
  ctx.ledger.closeBatch();
  return reply;
}

function connectBluetooth(req: ValidRequest, ctx: HandlerContext): Json {
  const serial = String(req.Detail?.BaseSerialNumber ?? "").trim();
  if (serial === "") return fromTemplate(req, ctx, METHOD.ConnectBluetooth, BLUETOOTH.invalidSerial);
  if (ctx.device.connectedBase !== undefined) return fromTemplate(req, ctx, METHOD.ConnectBluetooth, BLUETOOTH.alreadyConnected);
  ctx.device.connectedBase = serial;
  return fromTemplate(req, ctx, METHOD.ConnectBluetooth, BLUETOOTH.connected);
}

function uploadInvoice(req: ValidRequest, ctx: HandlerContext): Json {
  const reply = fromTemplate(req, ctx, METHOD.UploadInvoice, UPLOAD_INVOICE.success);
  ctx.device.uploadLogId += 1;
  reply.Detail = { ...(isObject(reply.Detail) ? reply.Detail : {}), TerminalLogId: ctx.device.uploadLogId };
  return reply;
}

// ---------------------------------------------------------------------------------------------
// DoTransaction
// ---------------------------------------------------------------------------------------------

const ASYNC_SALES: ReadonlyMap<number, Channel> = new Map([
  [T.upiSale, "upi"],
  [T.walletPay, "wallet"],
]);

function doTransaction(req: ValidRequest, ctx: HandlerContext): Json {
  const d = req.Detail ?? {};
  const type = d.TransactionType as number;
  const channel = ASYNC_SALES.get(type);
  if (channel) {
    const bankCode = typeof d.BankCode === "string" ? d.BankCode : DEFAULT_TERMINAL_BANK_CODE;
    const tx = ctx.ledger.initiate(channel, type, { billingRefNo: String(d.BillingRefNo ?? ""), paymentAmount: Number(d.PaymentAmount), bankCode });
    return payment(req, ctx, COMMON.initiated, { tx });
  }
  if (type === T.getStatus) {
    const key: StatusKey = {
      billingRefNo: String(d.BillingRefNo ?? ""),
      batchNo: Number(d.BatchNo),
      roc: Number(d.Roc),
      paymentAmount: Number(d.PaymentAmount),
      bankCode: typeof d.BankCode === "string" ? d.BankCode : DEFAULT_TERMINAL_BANK_CODE,
    };
    // The terminal has one Get Status type (5122) for both asynchronous sales.
    const tx = ctx.ledger.find("upi", key) ?? ctx.ledger.find("wallet", key);
    if (!tx) return noMatch(req, ctx);
    ctx.ledger.approve(tx, ctx.now());
    return payment(req, ctx, COMMON.approved, { tx });
  }
  const slot = ctx.ledger.nextSlot();
  const { approvalCode, rrn } = ctx.ledger.nextApproval();
  return payment(req, ctx, COMMON.approved, { direct: { approvalCode, rrn, invoice: ctx.ledger.nextInvoice(), ...slot } });
}

function noMatch(req: ValidRequest, ctx: HandlerContext): Json {
  const d = req.Detail ?? {};
  const reply = replyFrom(ctx.templates.pick("terminal", "1001", COMMON.approved.code), req.Header, COMMON.invalidDataFormat);
  reply.Detail = {
    Payments: [
      {
        BillingRefNo: String(d.BillingRefNo ?? ""),
        ApprovalCode: "",
        HostResponse: "",
        Remark: "NO TRANSACTION MATCHES THIS GET STATUS (BillingRefNo, BatchNo, Roc, PaymentAmount, BankCode)",
      },
    ],
  };
  return reply;
}

interface PaymentInput {
  tx?: Transaction;
  direct?: { approvalCode: string; rrn: string; invoice: number; batchNo: number; roc: number };
}

/** The DoTransaction reply with one payment record built from the template, the request and the ledger. */
function payment(req: ValidRequest, ctx: HandlerContext, status: Code, input: PaymentInput): Json {
  const d = req.Detail ?? {};
  const type = d.TransactionType as number;
  const template = ctx.templates.pick("terminal", "1001", status.code);
  const reply = replyFrom(template, req.Header, status);
  const templateDetail = isObject(template.Detail) ? template.Detail : {};
  const templateRecord = Array.isArray(templateDetail.Payments) && isObject(templateDetail.Payments[0]) ? templateDetail.Payments[0] : {};
  const record: Json = { ...templateRecord };
  // Values of the illustrated transaction that are not this one's: set below or left out.
  for (const field of [
    "RetrievalReferenceNumber",
    "AcquiringBankCode",
    "VendorBatchId",
    "VendorRoc",
    "CardEntryMode",
    "PrintCardholderName",
    "CardholderName",
    "CardType",
  ]) {
    delete record[field];
  }
  const at = input.tx?.approval?.at ?? ctx.now();
  const approval = input.tx?.approval ?? input.direct;
  const approved = status.code === COMMON.approved.code && approval !== undefined;
  const slot = input.tx ? { batchNo: input.tx.key.batchNo, roc: input.tx.key.roc } : input.direct!;
  Object.assign(record, {
    BillingRefNo: typeof d.BillingRefNo === "string" ? d.BillingRefNo : "",
    ApprovalCode: approved ? approval.approvalCode : "",
    HostResponse: status.message,
    Remark: status.message,
    InvoiceNumber: input.tx ? (input.tx.approval?.invoice ?? input.tx.initiatedInvoice) : input.direct!.invoice,
    BatchNumber: slot.batchNo,
    VendorBatchId: slot.batchNo,
    VendorRoc: slot.roc,
    AmountProcessed: String(d.PaymentAmount ?? ""),
    TransactionDate: hostDate(at),
    TransactionTime: hostTime(at),
  });
  if (approved) record.RetrievalReferenceNumber = approval.rrn;
  const bankCode = input.tx?.key.bankCode ?? (typeof d.BankCode === "string" ? d.BankCode : undefined);
  if (bankCode !== undefined && /^\d+$/.test(bankCode)) record.AcquiringBankCode = Number(bankCode);
  if (input.tx) {
    record.CardNumber = "";
    record.ExpiryDate = "";
    record.CardType = input.tx.channel === "upi" ? "UPI" : "WALLET";
  } else if (NO_CARD_TYPES.has(type)) {
    record.CardNumber = "";
    record.ExpiryDate = "";
  } else {
    const card = cardFacts(typeof d.CardNumber === "string" ? d.CardNumber : undefined);
    Object.assign(record, {
      CardNumber: card.masked,
      ExpiryDate: "XXXX",
      CardholderName: card.holder,
      CardType: card.network,
      CardEntryMode: card.entryMode,
      PrintCardholderName: 1,
    });
  }
  reply.Detail = { Payments: [record] };
  return reply;
}
