/**
 * seq-status-followup: every asynchronous sale answered 100 (UPI, wallet, card and EMI sales of the
 * mobile service; UPI sale of the terminal) is followed, later in the same recording, by a Get
 * Status of the matching type with the same BillingRefNo, BatchNo, Roc, PaymentAmount and
 * BankCode.
 *
 * Where the expected values come from: BillingRefNo, PaymentAmount and BankCode from the sale
 * request; BatchNo and Roc from the initial reply. Which reply fields carry those two is a gap of
 * the contract (the payment record has BatchNumber, VendorBatchId, VendorRoc and InvoiceNumber), so
 * the rule accepts either candidate: BatchNo = BatchNumber or VendorBatchId, Roc = VendorRoc or
 * InvoiceNumber (the contract's illustration uses VendorRoc, the simulator traffic InvoiceNumber).
 * A value the initial reply does not carry is not compared.
 *
 * The sale's result is held until its Get Status arrives; a sale never followed up gets the
 * violation at the end of the recording. A Get Status with the right BillingRefNo but other values
 * gets the violations itself (pointing at its differing Detail fields).
 */
import { own } from "../../json.ts";
import { render } from "../../render.ts";
import { ASYNC_SALES, DO_TRANSACTION, INITIATED, asObject, paymentRecord, recordReads, responseCode, transactionType } from "./terminal-flow.ts";
import { WINDOW, sameValue, type SequenceRule, type TerminalEvent } from "./types.ts";

interface Open {
  index: number;
  saleType: string;
  statusType: string;
  billingRefNo: unknown;
  /** Per field, the accepted values (any one matches). */
  expected: Array<[field: string, values: unknown[]]>;
}

export const statusFollowup: SequenceRule = {
  id: "seq-status-followup",
  reads: {
    terminal: {
      [DO_TRANSACTION]: {
        request: { Detail: { TransactionType: true, BillingRefNo: true, PaymentAmount: true, BankCode: true, BatchNo: true, Roc: true } },
        response: { Response: { ResponseCode: true }, Detail: recordReads(["BatchNumber", "VendorBatchId", "VendorRoc", "InvoiceNumber"]) },
      },
    },
  },
  start() {
    // A plain map: an open sale leaves it when its Get Status comes, when the window is full (the
    // oldest is then reported as not followed up), or at the end of the recording.
    const open = new Map<string, Open>();
    const notFollowed = (sale: Open, why: string) => ({
      rule: "seq-status-followup" as const,
      where: "sequence" as const,
      pointer: "/response/Response/ResponseCode",
      expected: `a later Get Status ${sale.statusType} with BillingRefNo ${render(sale.billingRefNo)}`,
      actual: why,
      message: `the sale was answered 100 (initiated) and never followed by Get Status ${sale.statusType}`,
    });
    const statusOf = new Map<string, string>();
    for (const app of ["terminal", "mobile"] as const) for (const s of Object.values(ASYNC_SALES[app])) statusOf.set(`${app}:${s}`, s);
    return {
      observe(ev, sink) {
        if (ev.kind !== "terminal") return;
        const { app, methodId, request, response, index } = ev as TerminalEvent;
        if (methodId !== DO_TRANSACTION) return;
        const type = transactionType(request);
        if (type === undefined) return;
        const statusType = own(ASYNC_SALES[app], type);
        const isStatus = statusType === undefined && statusOf.has(`${app}:${type}`);
        if (statusType === undefined && !isStatus) return;
        const detail = asObject(request.Detail)!;
        const ref = detail.BillingRefNo;
        const key = `${app}:${String(ref ?? "").trim()}`;
        if (statusType !== undefined) {
          if (responseCode(response) !== INITIATED) return;
          const { record } = paymentRecord(response);
          if (!open.has(key) && open.size >= WINDOW) {
            const [oldKey, oldest] = open.entries().next().value as [string, Open];
            open.delete(oldKey);
            sink.release(oldest.index, [notFollowed(oldest, `none within the next ${WINDOW} open sales`)]);
          }
          const previous = open.get(key);
          if (previous) sink.release(previous.index, [notFollowed(previous, `another sale with this BillingRefNo at entry ${index} first`)]);
          open.set(key, {
            index,
            saleType: type,
            statusType,
            billingRefNo: ref,
            expected: [
              ["BillingRefNo", [ref]],
              ["BatchNo", [record?.BatchNumber, record?.VendorBatchId]],
              ["Roc", [record?.VendorRoc, record?.InvoiceNumber]],
              ["PaymentAmount", [detail.PaymentAmount]],
              ["BankCode", [detail.BankCode]],
            ],
          });
          sink.hold();
          return;
        }
        const sale = open.get(key);
        if (!sale) return; // a status call without an open sale is allowed
        open.delete(key);
        if (type !== sale.statusType) {
          sink.add({
            rule: "seq-status-followup",
            where: "sequence",
            pointer: "/request/Detail/TransactionType",
            expected: sale.statusType,
            actual: render(detail.TransactionType),
            message: `the sale ${sale.saleType} of entry ${sale.index} is completed by Get Status ${sale.statusType}`,
          });
        }
        for (const [field, values] of sale.expected) {
          const wants = values.filter((w) => w !== undefined && w !== null && w !== "");
          if (wants.length === 0) continue;
          const got = detail[field];
          if (!wants.some((w) => sameValue(w, got))) {
            sink.add({
              rule: "seq-status-followup",
              where: "sequence",
              pointer: `/request/Detail/${field}`,
              expected: [...new Set(wants.map((w) => render(w, field)))].join(" or "),
              actual: render(got, field),
              message: `Get Status must carry the ${field} of the sale initiated at entry ${sale.index}`,
            });
          }
        }
        sink.release(sale.index, []);
      },
      finish(sink) {
        for (const sale of open.values()) sink.release(sale.index, [notFollowed(sale, "none in this recording")]);
        open.clear();
      },
    };
  },
};
