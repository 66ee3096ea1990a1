/**
 * seq-approved-fields: an approved Get Status reply (ResponseCode 0 with ResponseMsg APPROVED) fills
 * ApprovalCode and RetrievalReferenceNumber (002 § States and transitions: "approved: ResponseCode
 * 0, text APPROVED; ApprovalCode and RetrievalReferenceNumber are filled"). Other code-0 texts
 * (DUPLICATE BILL) are not approvals and are not judged.
 */
import { render } from "../../render.ts";
import { DO_TRANSACTION, STATUS_TYPES, asObject, paymentRecord, recordReads, responseCode, transactionType } from "./terminal-flow.ts";
import type { SequenceRule, TerminalEvent } from "./types.ts";

const FIELDS = ["ApprovalCode", "RetrievalReferenceNumber"] as const;

export const approvedFields: SequenceRule = {
  id: "seq-approved-fields",
  reads: {
    terminal: {
      [DO_TRANSACTION]: {
        request: { Detail: { TransactionType: true } },
        response: { Response: { ResponseCode: true, ResponseMsg: true }, Detail: recordReads(FIELDS) },
      },
    },
  },
  start() {
    return {
      observe(ev, sink) {
        if (ev.kind !== "terminal") return;
        const { app, methodId, request, response } = ev as TerminalEvent;
        if (methodId !== DO_TRANSACTION || !response) return;
        const type = transactionType(request);
        if (type === undefined || !STATUS_TYPES[app].has(type)) return;
        const msg = asObject(response.Response)?.ResponseMsg;
        if (responseCode(response) !== 0 || typeof msg !== "string" || msg.trim().toUpperCase() !== "APPROVED") return;
        const { record, pointer } = paymentRecord(response);
        for (const f of FIELDS) {
          const v = record?.[f];
          if (typeof v === "string" ? v.trim() === "" : v === undefined || v === null) {
            sink.add({
              rule: "seq-approved-fields",
              where: "sequence",
              pointer: `${pointer}/${f}`,
              expected: "a non-empty value (the status is approved)",
              actual: render(v, f),
              message: `an approved Get Status ${type} reply must fill ${f}`,
            });
          }
        }
      },
      finish() {},
    };
  },
};
