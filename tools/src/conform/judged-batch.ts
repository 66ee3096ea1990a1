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
  RESPONSE = 8,
  /** A terminal event of the mobile app (else the terminal's). */
  MOBILE = 16,
  /** An HTTP event's headers are in its detail (else in the `auth` column: none, or the authorization header alone). */
  HEADERS = 32;

/** What the rules read of each HTTP operation's events, merged once per operation. */
const httpReads = new Map<string, ReturnType<typeof httpReadsOf>>();
const httpReadsFor = (operationId: string): ReturnType<typeof httpReadsOf> => {
  let r = httpReads.get(operationId);
  if (!r) {
    r = httpReadsOf(READS, operationId);
    httpReads.set(operationId, r);
  }
  return r;
};

/** The position of `value` in `list` (added when new). */
function place(list: string[], index: Map<string, number>, value: string): number {
  let at = index.get(value);
  if (at === undefined) {
    at = list.push(value) - 1;
    index.set(value, at);
  }
  return at;
}

/** Whether headers are none, or the authorization header alone (a string): what the `auth` column holds. */
function authOnly(headers: Record<string, string>): boolean {
  let n = 0;
  for (const k in headers) {
    if (k !== "authorization" || typeof headers[k] !== "string" || ++n > 1) return false;
  }
  return true;
}

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
  /**
   * The events' columns: an HTTP event's authorization header (the one header most events carry, as
   * the rules read it) by position in `auths`, -1 for none; a terminal event's MethodId by position
   * in `methods`. Most events need nothing more, which keeps objects out of the message.
   */
  auth: Int32Array;
  auths: string[];
  method: Int32Array;
  methods: string[];
  /** Sparse, by position in the batch: what else the rules read of an event. */
  detail: Array<[number, HttpDetail | TerminalDetail]>;
  violations: Array<[number, Violation[]]>;
  /** The views of the exchanges (RunOptions `views`). */
  views: Array<[number, View]>;
  problems: Array<[number, string]>;
  carried: Array<[number, number]>;
}

/**
 * A batch built entry by entry: each judged entry goes into the columns as soon as it is judged,
 * its event cut at once, so that the whole exchange and event die young (a list of judged entries
 * kept for a batch would outlive young-generation collections and be promoted).
 */
export class BatchBuilder {
  private batch: JudgedBatch;
  private names = new Map<string, number>();
  private auths = new Map<string, number>();
  private methods = new Map<string, number>();

  constructor(private readonly size: number) {
    this.batch = this.fresh();
  }

  private fresh(): JudgedBatch {
    const n = this.size;
    this.names.clear();
    this.auths.clear();
    this.methods.clear();
    return {
      count: 0,
      index: new Float64Array(n),
      operation: new Uint16Array(n),
      operations: [],
      flags: new Uint8Array(n),
      status: new Float64Array(n),
      started: new Float64Array(n),
      finished: new Float64Array(n),
      auth: new Int32Array(n).fill(-1),
      auths: [],
      method: new Int32Array(n).fill(-1),
      methods: [],
      detail: [],
      violations: [],
      views: [],
      problems: [],
      carried: [],
    };
  }

  get length(): number {
    return this.batch.count;
  }

  /** One judged entry into the columns; the batch is full at `size`. */
  add({ result, event, parsed, problem, carried }: WorkerJudged): void {
    const batch = this.batch;
    const i = batch.count++;
    batch.index[i] = result.index;
    batch.operation[i] = place(batch.operations, this.names, result.operation);
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
      const c = cutHttpEvent(event, httpReadsFor(event.operationId));
      const cx = c.exchange;
      const headers = cx.request.headers;
      if (authOnly(headers)) {
        if (headers.authorization !== undefined) batch.auth[i] = place(batch.auths, this.auths, headers.authorization);
      } else flags |= HEADERS;
      const payloads = c.payloads ? [...c.payloads] : [];
      if (
        flags & HEADERS ||
        !isEmpty(cx.query) ||
        !isEmpty(c.pathParams) ||
        cx.request.body !== undefined ||
        payloads.length ||
        cx.response?.body !== undefined
      )
        batch.detail.push([i, [flags & HEADERS ? headers : {}, cx.query, c.pathParams, cx.request.body, payloads, cx.response?.body]]);
    } else if (event?.kind === "terminal") {
      flags |= TERMINAL | (event.app === "mobile" ? MOBILE : 0);
      const c = cutTerminalEvent(event, READS);
      batch.method[i] = place(batch.methods, this.methods, c.methodId);
      if (c.response !== undefined) batch.detail.push([i, [c.app, c.methodId, c.request, c.response]]);
      else if (!isEmpty(c.request)) batch.detail.push([i, [c.app, c.methodId, c.request]]);
    }
    batch.flags[i] = flags;
  }

  /** The batch so far (its columns cut to its length), and a fresh one begun. */
  take(): JudgedBatch {
    const b = this.batch;
    const n = b.count;
    this.batch = this.fresh();
    if (n === this.size) return b;
    return {
      ...b,
      index: b.index.slice(0, n),
      operation: b.operation.slice(0, n),
      flags: b.flags.slice(0, n),
      status: b.status.slice(0, n),
      started: b.started.slice(0, n),
      finished: b.finished.slice(0, n),
      auth: b.auth.slice(0, n),
      method: b.method.slice(0, n),
    };
  }
}

/** Judged entries as one batch. */
export function encodeBatch(judged: WorkerJudged[]): JudgedBatch {
  const b = new BatchBuilder(judged.length);
  for (const j of judged) b.add(j);
  return b.take();
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
      const [inDetail, query, pathParams, requestBody, payloads, responseBody] = (detail.get(i) as HttpDetail | undefined) ?? NO_DETAIL();
      const auth = batch.auth[i]!;
      const headers = flags & HEADERS ? inDetail : auth >= 0 ? { authorization: batch.auths[auth]! } : {};
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
      const [, , request, response] = (detail.get(i) as TerminalDetail | undefined) ?? [];
      const app = flags & MOBILE ? "mobile" : "terminal";
      event = { kind: "terminal", index, app, methodId: batch.methods[batch.method[i]!]!, request: request ?? {}, response } satisfies TerminalEvent;
    }
    out.push({ result, event, parsed: (flags & PARSED) !== 0, problem: problems.get(i), carried: carried.get(i) ?? 0 });
  }
  return out;
}

/**
 * A batch for postMessage, in two pieces: its numbers in one buffer (transferred, not copied) and
 * everything else (names, the events' detail, violations, problems) as one JSON text. Copying a
 * structure of many small objects between threads costs more than a text and its parse, and each
 * object sent costs something of its own. An absent value (undefined) is left out of an object, so
 * the detail tuples travel as objects that name what they hold. Views (certify's) travel as they are.
 */
export interface WireBatch {
  count: number;
  /** index, operation, flags, status, started, finished, auth, method: `count` each, in that order. */
  numbers: Float64Array<ArrayBuffer>;
  text: string;
  views?: JudgedBatch["views"] | undefined;
}

type HttpWire = { h: HttpDetail[0]; q: HttpDetail[1]; p: HttpDetail[2]; b?: unknown; y: HttpDetail[4]; r?: unknown };
type TerminalWire = { a: TerminalDetail[0]; m: string; q?: TerminalDetail[2]; r?: TerminalDetail[3] };
type WireText = [
  operations: string[],
  auths: string[],
  methods: string[],
  detail: Array<[number, HttpWire | TerminalWire]>,
  violations: JudgedBatch["violations"],
  problems: JudgedBatch["problems"],
  carried: JudgedBatch["carried"],
];

export function toWire(b: JudgedBatch): WireBatch {
  const n = b.count;
  const numbers = new Float64Array(8 * n);
  [b.index, b.operation, b.flags, b.status, b.started, b.finished, b.auth, b.method].forEach((column, k) => {
    numbers.set(column.subarray(0, n), k * n);
  });
  const detail = b.detail.map(([i, d]): [number, HttpWire | TerminalWire] => {
    if (typeof d[0] === "string") {
      const [a, m, q, r] = d as TerminalDetail;
      const t: TerminalWire = { a, m };
      if (q !== undefined) t.q = q;
      if (r !== undefined) t.r = r;
      return [i, t];
    }
    const [h, q, p, body, y, r] = d as HttpDetail;
    const w: HttpWire = { h, q, p, y };
    if (body !== undefined) w.b = body;
    if (r !== undefined) w.r = r;
    return [i, w];
  });
  const text: WireText = [b.operations, b.auths, b.methods, detail, b.violations, b.problems, b.carried];
  return { count: n, numbers, text: JSON.stringify(text), ...(b.views.length ? { views: b.views } : {}) };
}

export function fromWire(w: WireBatch): JudgedBatch {
  const n = w.count;
  const [operations, auths, methods, detail, violations, problems, carried] = JSON.parse(w.text) as WireText;
  const column = (k: number): Float64Array => w.numbers.subarray(k * n, (k + 1) * n);
  return {
    count: n,
    index: column(0),
    operation: Uint16Array.from(column(1)),
    operations,
    flags: Uint8Array.from(column(2)),
    status: column(3),
    started: column(4),
    finished: column(5),
    auth: Int32Array.from(column(6)),
    auths,
    method: Int32Array.from(column(7)),
    methods,
    violations,
    problems,
    carried,
    views: w.views ?? [],
    detail: detail.map(([i, d]) => {
      if ("a" in d) return [i, d.r !== undefined ? [d.a, d.m, d.q ?? {}, d.r] : d.q !== undefined ? [d.a, d.m, d.q] : [d.a, d.m]];
      return [i, [d.h, d.q, d.p, d.b, d.y, d.r]];
    }),
  };
}
