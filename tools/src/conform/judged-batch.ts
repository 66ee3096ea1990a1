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
 * What the sequence rules read (sequence/*.ts): of every HTTP exchange the operation, status, times
 * and authorization header; the query of process payment; the path parameters of get order and
 * refund; the request body of create order (its payload) and refund (amount); the response body of
 * generate token, create order, get order and refund. Of the terminal, every event's app and
 * MethodId and DoTransaction's messages. A rule that reads more must add it here: the jobs test
 * compares every report with a single-threaded run's.
 */
import type { HttpExchange } from "../recording/http-exchange.ts";
import type { ExchangeResult, Violation } from "./model.ts";
import { DO_TRANSACTION } from "./sequence/terminal-flow.ts";
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

/** The operations whose parts beyond the columns travel with their event (see above). */
const DETAILED = new Set<HttpOperationId>(["generateToken", "createOrder", "getOrder", "refundPayment", "processPayment"]);

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
      if (DETAILED.has(event.operationId)) batch.detail.push([i, [ex.query, event.pathParams, ex.request.body, ex.response?.body]]);
    } else if (event?.kind === "terminal") {
      flags |= TERMINAL;
      batch.detail.push([i, event.methodId === DO_TRANSACTION ? [event.app, event.methodId, event.request, event.response] : [event.app, event.methodId]]);
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
