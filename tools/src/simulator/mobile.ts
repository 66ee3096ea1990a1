/**
 * DoTransaction (MethodId 1001) of the mobile acceptance service, by TransactionType.
 *
 * | Type                        | Reply                                                                 |
 * |-----------------------------|-----------------------------------------------------------------------|
 * | 5120 UPI, 5102 wallet, 5561 card, 5566 bank EMI, 5567 brand EMI sale | 100 TRANSACTION INITIATED CHECK GET STATUS; BatchNumber, VendorRoc, InvoiceNumber, AcquiringBankCode assigned |
 * | 5122 UPI, 5112 wallet, 5563 card/EMI Get Status, matching | 0 APPROVED; ApprovalCode, RetrievalReferenceNumber filled, new InvoiceNumber |
 * | Get Status matching nothing | 7 Invalid data-format (decision, see below)                           |
 * | 5127 mobile money sale      | 0 APPROVED at once                                                    |
 * | 5121 UPI, 5562 card/EMI void of an approved transaction | 0 VOIDED (decision); 7 when nothing matches or it is voided already |
 * | 5104 wallet void (request shape not shown) | 0 APPROVED at once (decision)                          |
 * | 5564 resend SMS (request shape not shown)  | 0 Success, no approval (decision)                      |
 *
 * Decision, unmatched Get Status: the document lists no "transaction not found" outcome (002 § States
 * and transitions: "all other transitions: not shown"). Of the documented common codes, 7 Invalid
 * data-format is the one that says "the data of this request does not fit": the request is
 * well-formed but its BillingRefNo/BatchNo/Roc/PaymentAmount/BankCode do not identify an initiated
 * transaction. The reply carries the echoed BillingRefNo, an empty ApprovalCode and a Remark saying so.
 *
 * BatchNo and Roc of the initiated reply: the document does not say which reply fields carry them;
 * the simulator writes BatchNumber and VendorRoc (as the contract's illustration does) and expects
 * them back as BatchNo and Roc. The BankCode comes back in AcquiringBankCode; a card sale (5561)
 * has no BankCode in its request, so the simulator assigns "01" (AcquiringBankCode 1).
 */
import { COMMON, type Code } from "./codes.ts";
import { hostDate, hostTime, replyFrom, type HandlerContext, type ValidRequest } from "./context.ts";
import type { Channel, StatusKey, Transaction } from "./ledger.ts";
import { MOBILE_TYPES as T, type Json } from "./protocol.ts";

/** BankCode the simulator assigns to a card sale, whose request has none. */
export const CARD_SALE_BANK_CODE = "01";

/** Sale types that start an asynchronous transaction, and the channel whose status call completes them. */
const ASYNC_SALES: ReadonlyMap<number, Channel> = new Map([
  [T.upiSale, "upi"],
  [T.walletSale, "wallet"],
  [T.cardSale, "card"],
  [T.bankEmiSale, "card"],
  [T.brandEmiSale, "card"],
]);
const STATUS_CALLS: ReadonlyMap<number, Channel> = new Map([
  [T.upiGetStatus, "upi"],
  [T.walletGetStatus, "wallet"],
  [T.cardGetStatus, "card"],
]);
const VOIDS: ReadonlyMap<number, Channel> = new Map([
  [T.upiVoid, "upi"],
  [T.cardVoid, "card"],
]);

/** CardType and AcquirerName written per channel (CardType is String(12)). */
const CHANNEL_FACTS: Readonly<Record<Channel | "mobileMoney", { cardType?: string; acquirer?: string }>> = {
  upi: { cardType: "UPI", acquirer: "UPI ACQUIRER" },
  wallet: { cardType: "WALLET", acquirer: "WALLET HOST" },
  card: { cardType: "VISA", acquirer: "CARD ACQUIRER" },
  mobileMoney: {},
};

export function mobileDoTransaction(req: ValidRequest, ctx: HandlerContext): Json {
  const d = req.Detail ?? {};
  const type = d.TransactionType as number;
  const sale = ASYNC_SALES.get(type);
  if (sale) return initiate(req, ctx, sale, type);
  const status = STATUS_CALLS.get(type);
  if (status) return getStatus(req, ctx, status);
  const voided = VOIDS.get(type);
  if (voided) return voidTransaction(req, ctx, voided);
  if (type === T.mobileMoneySale) return approveAtOnce(req, ctx, "mobileMoney");
  if (type === T.walletVoid) return approveAtOnce(req, ctx, "wallet"); // request shape not shown: accepted as is
  // 5564 resend SMS (request shape not shown): nothing to authorize.
  return record(req, ctx, { status: COMMON.success, channel: "mobileMoney" });
}

function keyOf(d: Json): StatusKey {
  return {
    billingRefNo: String(d.BillingRefNo ?? ""),
    batchNo: Number(d.BatchNo),
    roc: Number(d.Roc),
    paymentAmount: Number(d.PaymentAmount),
    bankCode: String(d.BankCode ?? ""),
  };
}

function initiate(req: ValidRequest, ctx: HandlerContext, channel: Channel, type: number): Json {
  const d = req.Detail ?? {};
  const bankCode = typeof d.BankCode === "string" ? d.BankCode : CARD_SALE_BANK_CODE;
  const tx = ctx.ledger.initiate(channel, type, { billingRefNo: String(d.BillingRefNo), paymentAmount: Number(d.PaymentAmount), bankCode });
  return record(req, ctx, { status: COMMON.initiated, channel, tx });
}

function getStatus(req: ValidRequest, ctx: HandlerContext, channel: Channel): Json {
  const key = keyOf(req.Detail ?? {});
  const tx = ctx.ledger.find(channel, key);
  if (!tx) return noMatch(req, ctx, "GET STATUS");
  ctx.ledger.approve(tx, ctx.now());
  // A voided transaction keeps its approval; its status says VOIDED.
  return record(req, ctx, { status: COMMON.approved, channel, tx, voided: tx.state === "voided" });
}

/** A void of an approved transaction: once (a second void is refused with code 7, as a void of nothing). */
function voidTransaction(req: ValidRequest, ctx: HandlerContext, channel: Channel): Json {
  const tx = ctx.ledger.find(channel, keyOf(req.Detail ?? {}));
  if (tx?.state === "voided") return noMatch(req, ctx, "VOID", "THE TRANSACTION IS VOIDED ALREADY; A VOID IS ANSWERED ONCE");
  if (tx?.state !== "approved") return noMatch(req, ctx, "VOID");
  ctx.ledger.voidTransaction(tx);
  return record(req, ctx, { status: COMMON.approved, channel, tx, voided: true });
}

/** A type the host approves in the same reply (5127 mobile money sale; 5104 wallet void). */
function approveAtOnce(req: ValidRequest, ctx: HandlerContext, channel: "mobileMoney" | "wallet"): Json {
  const { approvalCode, rrn } = ctx.ledger.nextApproval();
  const slot = ctx.ledger.nextSlot();
  return record(req, ctx, {
    status: COMMON.approved,
    channel,
    direct: { approvalCode, rrn, invoice: ctx.ledger.nextInvoice(), batchNo: slot.batchNo, roc: slot.roc },
  });
}

/** The code-7 reply to a Get Status or void that identifies no transaction. */
function noMatch(req: ValidRequest, ctx: HandlerContext, what: string, remark?: string): Json {
  const d = req.Detail ?? {};
  const template = ctx.templates.pick("mobile", "1001", COMMON.approved.code);
  const reply = replyFrom(template, req.Header, COMMON.invalidDataFormat);
  reply.Detail = {
    BillingRefNo: String(d.BillingRefNo ?? ""),
    ApprovalCode: "",
    HostResponse: "",
    Remark: (remark ?? `NO TRANSACTION MATCHES THIS ${what} (BillingRefNo, BatchNo, Roc, PaymentAmount, BankCode)`).slice(0, 100),
  };
  return reply;
}

interface RecordInput {
  status: Code;
  channel: Channel | "mobileMoney";
  tx?: Transaction;
  voided?: boolean;
  direct?: { approvalCode: string; rrn: string; invoice: number; batchNo: number; roc: number };
}

/** The reply with the payment record (mobile variant) filled from the template, the request and the ledger. */
function record(req: ValidRequest, ctx: HandlerContext, input: RecordInput): Json {
  const d = req.Detail ?? {};
  const template = ctx.templates.pick("mobile", "1001", input.status.code);
  const reply = replyFrom(template, req.Header, input.status);
  const at = input.tx?.approval?.at ?? ctx.now();
  // Template values that belong to the illustrated transaction, not to this one: set below or left out.
  const detail: Json = { ...((template.Detail as Json | undefined) ?? {}) };
  for (const field of [
    "BatchNumber",
    "VendorBatchId",
    "VendorRoc",
    "InvoiceNumber",
    "AcquiringBankCode",
    "RetrievalReferenceNumber",
    "CardType",
    "AcquirerName",
  ]) {
    delete detail[field];
  }
  const approval = input.tx?.approval ?? input.direct;
  const facts = CHANNEL_FACTS[input.channel];
  Object.assign(detail, {
    BillingRefNo: typeof d.BillingRefNo === "string" ? d.BillingRefNo.slice(0, 10) : "",
    ApprovalCode: input.status.code === "0" && approval ? approval.approvalCode : "",
    HostResponse: input.voided ? "VOIDED" : input.status.message,
    Remark: input.voided ? "VOIDED" : input.status.message,
    CardNumber: "",
    ExpiryDate: "",
    CardholderName: "",
    AmountProcessed: typeof d.PaymentAmount === "number" ? String(d.PaymentAmount) : "",
    TransactionDate: hostDate(at),
    TransactionTime: hostTime(at),
  });
  if (facts.cardType !== undefined) detail.CardType = facts.cardType;
  if (facts.acquirer !== undefined) detail.AcquirerName = facts.acquirer;
  if (input.tx) {
    detail.BatchNumber = input.tx.key.batchNo;
    detail.VendorRoc = input.tx.key.roc;
    detail.InvoiceNumber = input.tx.approval ? input.tx.approval.invoice : input.tx.initiatedInvoice;
    const bank = Number(input.tx.key.bankCode);
    if (/^\d+$/.test(input.tx.key.bankCode) && Number.isSafeInteger(bank)) detail.AcquiringBankCode = bank;
  } else if (input.direct) {
    detail.BatchNumber = input.direct.batchNo;
    detail.VendorRoc = input.direct.roc;
    detail.InvoiceNumber = input.direct.invoice;
  }
  if (input.status.code === "0" && approval) detail.RetrievalReferenceNumber = approval.rrn;
  reply.Detail = detail;
  return reply;
}
