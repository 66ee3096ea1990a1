/**
 * A batch of judged entries as a `--jobs` worker sends it back to the reading thread, and back.
 *
 * Copying objects between threads is what costs (a judged HTTP entry with its whole event copies in
 * about the time it takes to judge it; tools/bench measures it). So a batch travels in columns: what
 * every entry has (index, operation, flags, HTTP status and times) in typed arrays, and objects only
 * where an entry has findings or the sequence rules read more of it. The reading thread rebuilds
 * each entry's result and the event the rules read, with the same values.
 *
 * What the sequence rules read travels, and no more: each rule declares what it reads of the events
 * (its `reads`, judge/sequence/types.ts), and the events are cut down to those declarations merged
 * (judge/sequence/reads.ts). A rule that reads one more field declares it beside its own code; the
 * jobs test compares every report with a single-threaded run's, and
 * tools/test/conform/judged-batch.test.ts runs every rule on whole and cut events of odd shapes.
 */
import {
  SEQUENCE_RULES,
  cutHttpEvent,
  cutTerminalEvent,
  httpReadsOf,
  mergedReads,
  type ExchangeResult,
  type Violation,
  type HttpEvent,
  type HttpOperationId,
  type SequenceEvent,
  type TerminalEvent,
} from "../judge/index.ts";
import type { HttpExchange } from "../recording/http-exchange.ts";
import type { View, ViewedResult } from "./views.ts";

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

/** What the sequence rules read, from each rule's own declaration (judge/sequence/reads.ts). */
const READS = mergedReads(SEQUENCE_RULES);

const PARSED = 1,
  HTTP = 2,
  TERMINAL = 4,
  RESPONSE = 8;

/** An HTTP event's parts beyond the columns, as the rules read them: headers, query, path parameters, request body, decoded payloads, response body. */
type HttpDetail = [Record<string, string>, Record<string, string>, Record<string, string>, unknown, Array<[string, unknown]>, unknown];
/** A terminal event's parts: app, MethodId, and the request and response as the rules read them. */
type TerminalDetail = [TerminalEvent["app"], string, Record<string, unknown>?, Record<string, unknown>?];

const isEmpty = (o: object): boolean => {
  for (const _ in o) return false;
  return true;
};

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
  detail: Array<[number, HttpDetail | TerminalDetail]>;
  violations: Array<[number, Violation[]]>;
  /** The views of the exchanges (RunOptions `views`). */
  views: Array<[number, View]>;
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
    detail: [],
    violations: [],
    views: [],
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
    const view = (result as ViewedResult).view;
    if (view) batch.views.push([i, view]);
    if (problem !== undefined) batch.problems.push([i, problem]);
    if (carried) batch.carried.push([i, carried]);
    let flags = parsed ? PARSED : 0;
    if (event?.kind === "http") {
      const ex = event.exchange;
      flags |= HTTP | (ex.response ? RESPONSE : 0);
      batch.status[i] = ex.status;
      batch.started[i] = ex.started ?? Number.NaN;
      batch.finished[i] = ex.finished ?? Number.NaN;
      const c = cutHttpEvent(event, httpReadsOf(READS, event.operationId));
      const cx = c.exchange;
      const payloads = c.payloads ? [...c.payloads] : [];
      if (
        !isEmpty(cx.request.headers) ||
        !isEmpty(cx.query) ||
        !isEmpty(c.pathParams) ||
        cx.request.body !== undefined ||
        payloads.length ||
        cx.response?.body !== undefined
      )
        batch.detail.push([i, [cx.request.headers, cx.query, c.pathParams, cx.request.body, payloads, cx.response?.body]]);
    } else if (event?.kind === "terminal") {
      flags |= TERMINAL;
      const c = cutTerminalEvent(event, READS);
      batch.detail.push([
        i,
        c.response !== undefined ? [c.app, c.methodId, c.request, c.response] : isEmpty(c.request) ? [c.app, c.methodId] : [c.app, c.methodId, c.request],
      ]);
    }
    batch.flags[i] = flags;
  });
  return batch;
}

const time = (t: number): number | undefined => (Number.isNaN(t) ? undefined : t);

/** The detail of an HTTP event the rules read nothing of (fresh objects: a rule may keep them). */
const NO_DETAIL = (): HttpDetail => [{}, {}, {}, undefined, [], undefined];

/** The entries of a batch, in order, as the reading thread settles them (`file`: the recording). */
export function decodeBatch(batch: JudgedBatch, file: string): WorkerJudged[] {
  const violations = new Map(batch.violations);
  const views = new Map(batch.views);
  const problems = new Map(batch.problems);
  const detail = new Map(batch.detail);
  const carried = new Map(batch.carried);
  const out: WorkerJudged[] = [];
  for (let i = 0; i < batch.count; i++) {
    const flags = batch.flags[i]!;
    const index = batch.index[i]!;
    const operation = batch.operations[batch.operation[i]!]!;
    const result: ViewedResult = { file, index, operation, ok: true, violations: violations.get(i) ?? [] };
    const view = views.get(i);
    if (view) result.view = view;
    let event: SequenceEvent | undefined;
    if (flags & HTTP) {
      const [headers, query, pathParams, requestBody, payloads, responseBody] = (detail.get(i) as HttpDetail | undefined) ?? NO_DETAIL();
      const exchange: HttpExchange = {
        method: "",
        url: "",
        path: "",
        search: "",
        query,
        request: { headers, body: requestBody, text: undefined, contentType: undefined },
        status: batch.status[i]!,
        response: flags & RESPONSE ? { headers: {}, body: responseBody, text: undefined, contentType: undefined } : undefined,
        started: time(batch.started[i]!),
        finished: time(batch.finished[i]!),
      };
      event = {
        kind: "http",
        index,
        operationId: operation as HttpOperationId,
        exchange,
        pathParams,
        ...(payloads.length ? { payloads: new Map(payloads) } : {}),
      } satisfies HttpEvent;
    } else if (flags & TERMINAL) {
      const [app, methodId, request, response] = detail.get(i) as TerminalDetail;
      event = { kind: "terminal", index, app, methodId, request: request ?? {}, response } satisfies TerminalEvent;
    }
    out.push({ result, event, parsed: (flags & PARSED) !== 0, problem: problems.get(i), carried: carried.get(i) ?? 0 });
  }
  return out;
}
