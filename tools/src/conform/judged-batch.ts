/**
 * A batch of judged entries as a `--jobs` worker sends it back to the reading thread, and back.
 *
 * Copying objects between threads is what costs: a judged HTTP entry with its event as the rules
 * would see it in full serializes to about 1.8 kB, and copying it takes about as long as judging it
 * (measured: 25-29 µs per entry, serialize and deserialize). So a batch travels in columns: what every
 * entry has (index, operation, flags, HTTP status and times) in typed arrays, and objects only where
 * an entry has findings or the sequence rules read more of it. The reading thread rebuilds each
 * entry's result and the event the rules read, with the same values.
 *
 * What the sequence rules read (sequence/*.ts) travels, and no more: the bodies and messages are cut
 * down to the properties the rules read (`HTTP_READS`, `TERMINAL_READS` below), since copying whole
 * bodies was most of a batch's cost. Measured on the bench recording's entries, copying the batches
 * (structuredClone, as postMessage copies) took 330 to 420 ms per 100,000 entries with whole bodies
 * and messages, 174 to 230 ms cut down, and 25 ms with none at all (what is left is mostly create
 * order's payload, which a refund may need whole). Of every HTTP exchange: the operation, status, times and
 * authorization header (columns); the query of process payment; the path parameters of get order
 * and refund; parts of the request body of create order (its payload) and refund (amount) and of the
 * response body of generate token, create order, get order and refund. Of the terminal: every
 * event's app and MethodId, and parts of DoTransaction's request and reply. A rule that reads more
 * must add it here: the jobs test compares every report with a single-threaded run's, and
 * tools/test/conform/judged-batch.test.ts runs every rule on whole and cut events of odd shapes.
 */
import type { HttpExchange } from "../recording/http-exchange.ts";
import type { ExchangeResult, Violation } from "./model.ts";
import { DO_TRANSACTION, asObject } from "./sequence/terminal-flow.ts";
import type { HttpEvent, HttpOperationId, SequenceEvent, TerminalEvent } from "./sequence/types.ts";

/** An entry judged on a worker, as the reading thread uses it. */
export interface WorkerJudged {
  result: ExchangeResult;
  event?: SequenceEvent | undefined;
  /** Whether the entry parsed as JSON (the "no line is JSON" check of a JSON Lines file). */
  parsed: boolean;
  problem?: string | undefined;
  /** x-verify verdicts this entry took from the recording (the summary counts them). */
  carried: number;
}

/**
 * What of a JSON value the rules read: the named properties of a plain object, each cut down in turn
 * by its own reads (`true`: the value whole). Anything else keeps what a rule's property read of it
 * gives: an array becomes [] and a string "" (the rules read no index, length or method of either),
 * other values stay as they are.
 */
type Reads = { readonly [name: string]: true | Reads };

function cut(value: unknown, reads: Reads): unknown {
  if (typeof value === "string") return "";
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return [];
  const from = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const name in reads) {
    if (!Object.hasOwn(from, name)) continue;
    const r = reads[name]!;
    out[name] = r === true ? from[name] : cut(from[name], r);
  }
  return out;
}

/** Per operation whose event carries more than the columns: what the rules read of its query, request body and response body. */
const HTTP_READS: Partial<Record<HttpOperationId, { query?: Reads; request?: Reads; response?: Reads }>> = {
  generateToken: { response: { access_token: true, expires_in: true } },
  createOrder: { request: { request: true }, response: { token: true, order_id: true } },
  getOrder: { response: { order_data: { amount: true, agg_order_id: true } } },
  refundPayment: { request: { amount: true }, response: { order_data: { amount: true, agg_order_id: true }, response_code: true } },
  processPayment: { query: { token: true } },
};

/** The fields of a DoTransaction payment record the rules read (the reply's Detail, or its Payments[0]). */
const RECORD_READS: Reads = {
  BatchNumber: true,
  VendorBatchId: true,
  VendorRoc: true,
  InvoiceNumber: true,
  ApprovalCode: true,
  RetrievalReferenceNumber: true,
};

/** What the rules read of DoTransaction's request and reply (terminal-flow.ts, status-followup.ts, approved-fields.ts). */
const TERMINAL_READS = {
  request: { Detail: { TransactionType: true, BillingRefNo: true, PaymentAmount: true, BankCode: true, BatchNo: true, Roc: true } } as Reads,
  response: { Response: { ResponseCode: true, ResponseMsg: true } } as Reads,
};

/** A reply cut down: Response's code and text, and the payment record where paymentRecord() finds it. */
function cutReply(reply: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (reply === undefined) return undefined;
  const out = cut(reply, TERMINAL_READS.response) as Record<string, unknown>;
  if (!Object.hasOwn(reply, "Detail")) return out;
  const detail = reply.Detail;
  const record = cut(detail, RECORD_READS);
  const payments = asObject(detail)?.Payments;
  // paymentRecord() takes Payments[0] when Payments is an array whose first item is an object.
  if (Array.isArray(payments)) (record as Record<string, unknown>).Payments = payments.length ? [cut(payments[0], RECORD_READS)] : [];
  out.Detail = record;
  return out;
}

const PARSED = 1,
  HTTP = 2,
  TERMINAL = 4,
  RESPONSE = 8;

/** An HTTP event's parts beyond the columns: query, path parameters, request and response bodies. */
type HttpDetail = [Record<string, string>, Record<string, string>, unknown, unknown];
/** A terminal event's parts: app, MethodId, and DoTransaction's request and response. */
type TerminalDetail = [TerminalEvent["app"], string, Record<string, unknown>?, Record<string, unknown>?];

export interface JudgedBatch {
  count: number;
  index: Float64Array;
  /** Operation of each entry, as a position in `operations`. */
  operation: Uint16Array;
  operations: string[];
  flags: Uint8Array;
  status: Float64Array;
  /** Epoch ms; NaN for none. */
  started: Float64Array;
  finished: Float64Array;
  /** Sparse, by position in the batch. */
  authorization: Array<[number, string]>;
  detail: Array<[number, HttpDetail | TerminalDetail]>;
  violations: Array<[number, Violation[]]>;
  problems: Array<[number, string]>;
  carried: Array<[number, number]>;
}

export function encodeBatch(judged: WorkerJudged[]): JudgedBatch {
  const n = judged.length;
  const batch: JudgedBatch = {
    count: n,
    index: new Float64Array(n),
    operation: new Uint16Array(n),
    operations: [],
    flags: new Uint8Array(n),
    status: new Float64Array(n),
    started: new Float64Array(n),
    finished: new Float64Array(n),
    authorization: [],
    detail: [],
    violations: [],
    problems: [],
    carried: [],
  };
  const names = new Map<string, number>();
  judged.forEach(({ result, event, parsed, problem, carried }, i) => {
    batch.index[i] = result.index;
    let op = names.get(result.operation);
    if (op === undefined) {
      op = batch.operations.push(result.operation) - 1;
      names.set(result.operation, op);
    }
    batch.operation[i] = op;
    if (result.violations.length) batch.violations.push([i, result.violations]);
    if (problem !== undefined) batch.problems.push([i, problem]);
    if (carried) batch.carried.push([i, carried]);
    let flags = parsed ? PARSED : 0;
    if (event?.kind === "http") {
      const ex = event.exchange;
      flags |= HTTP | (ex.response ? RESPONSE : 0);
      batch.status[i] = ex.status;
      batch.started[i] = ex.started ?? Number.NaN;
      batch.finished[i] = ex.finished ?? Number.NaN;
      const auth = ex.request.headers.authorization;
      if (auth !== undefined) batch.authorization.push([i, auth]);
      const reads = HTTP_READS[event.operationId];
      if (reads)
        batch.detail.push([
          i,
          [
            reads.query ? (cut(ex.query, reads.query) as Record<string, string>) : {},
            event.pathParams,
            reads.request ? cut(ex.request.body, reads.request) : undefined,
            reads.response ? cut(ex.response?.body, reads.response) : undefined,
          ],
        ]);
    } else if (event?.kind === "terminal") {
      flags |= TERMINAL;
      batch.detail.push([
        i,
        event.methodId === DO_TRANSACTION
          ? [event.app, event.methodId, cut(event.request, TERMINAL_READS.request) as Record<string, unknown>, cutReply(event.response)]
          : [event.app, event.methodId],
      ]);
    }
    batch.flags[i] = flags;
  });
  return batch;
}

const time = (t: number): number | undefined => (Number.isNaN(t) ? undefined : t);

/** The entries of a batch, in order, as the reading thread settles them (`file`: the recording). */
export function decodeBatch(batch: JudgedBatch, file: string): WorkerJudged[] {
  const violations = new Map(batch.violations);
  const problems = new Map(batch.problems);
  const authorization = new Map(batch.authorization);
  const detail = new Map(batch.detail);
  const carried = new Map(batch.carried);
  const out: WorkerJudged[] = [];
  for (let i = 0; i < batch.count; i++) {
    const flags = batch.flags[i]!;
    const index = batch.index[i]!;
    const operation = batch.operations[batch.operation[i]!]!;
    const result: ExchangeResult = { file, index, operation, ok: true, violations: violations.get(i) ?? [] };
    let event: SequenceEvent | undefined;
    if (flags & HTTP) {
      const [query, pathParams, requestBody, responseBody] = (detail.get(i) as HttpDetail | undefined) ?? [{}, {}, undefined, undefined];
      const auth = authorization.get(i);
      const exchange: HttpExchange = {
        method: "",
        url: "",
        path: "",
        search: "",
        query,
        request: { headers: auth === undefined ? {} : { authorization: auth }, body: requestBody, text: undefined, contentType: undefined },
        status: batch.status[i]!,
        response: flags & RESPONSE ? { headers: {}, body: responseBody, text: undefined, contentType: undefined } : undefined,
        started: time(batch.started[i]!),
        finished: time(batch.finished[i]!),
      };
      event = { kind: "http", index, operationId: operation as HttpOperationId, exchange, pathParams } satisfies HttpEvent;
    } else if (flags & TERMINAL) {
      const [app, methodId, request, response] = detail.get(i) as TerminalDetail;
      event = { kind: "terminal", index, app, methodId, request: request ?? {}, response } satisfies TerminalEvent;
    }
    out.push({ result, event, parsed: (flags & PARSED) !== 0, problem: problems.get(i), carried: carried.get(i) ?? 0 });
  }
  return out;
}
