/**
 * What the sequence rules read of the events, merged from each rule's declaration (SequenceRule
 * `reads`), and an event cut down to it: what a `--jobs` worker sends back of each exchange
 * (conform/judged-batch.ts). Every rule run over the cut events does exactly what it does over the
 * whole ones (tools/test/conform/judged-batch.test.ts checks it over every conformance case).
 */
import type { HttpEvent, HttpReads, Reads, RuleReads, SequenceEvent, SequenceRule, TerminalEvent } from "./types.ts";

/** Two reads of one value merged: what either reads (`true`, the whole value, wins). */
function mergeReads(a: Reads | true | undefined, b: Reads | true | undefined): Reads | true | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (a === true || b === true) return true;
  const out: Record<string, Reads | true> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = mergeReads(out[k], v)!;
  return out;
}

const mergeAt = (a: Reads | undefined, b: Reads | undefined): Reads | undefined => mergeReads(a, b) as Reads | undefined;

function mergeHttp(a: HttpReads | undefined, b: HttpReads | undefined): HttpReads {
  const payloads: Record<string, Reads> = { ...a?.payloads };
  for (const [p, r] of Object.entries(b?.payloads ?? {})) payloads[p] = mergeAt(payloads[p], r)!;
  const out: { -readonly [K in keyof HttpReads]: HttpReads[K] } = {};
  for (const part of ["headers", "query", "params", "request", "response"] as const) {
    const r = mergeAt(a?.[part], b?.[part]);
    if (r) out[part] = r;
  }
  if (Object.keys(payloads).length) out.payloads = payloads;
  return out;
}

/** The reads of every rule in one declaration. */
export function mergedReads(rules: readonly SequenceRule[]): Required<RuleReads> {
  const http: Record<string, HttpReads> = {};
  const terminal: Record<string, { request?: Reads; response?: Reads }> = {};
  for (const { reads } of rules) {
    for (const [op, r] of Object.entries(reads.http ?? {})) http[op] = mergeHttp(http[op], r);
    for (const [id, r] of Object.entries(reads.terminal ?? {})) {
      const t = terminal[id] ?? {};
      const request = mergeAt(t.request, r.request);
      const response = mergeAt(t.response, r.response);
      terminal[id] = { ...(request ? { request } : {}), ...(response ? { response } : {}) };
    }
  }
  return { http, terminal };
}

/**
 * A value cut down to its reads: of a plain object, the named properties (each cut by its own
 * reads); of an array, the items named by their index; a string becomes "" (its text is not read);
 * other values stay as they are.
 */
export function cut(value: unknown, reads: Reads): unknown {
  if (typeof value === "string") return "";
  if (value === null || typeof value !== "object") return value;
  const from = value as Record<string, unknown>;
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const r = reads[String(i)];
      if (r === undefined) break;
      items.push(r === true ? value[i] : cut(value[i], r));
    }
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const name in reads) {
    if (!Object.hasOwn(from, name)) continue;
    const r = reads[name]!;
    out[name] = r === true ? from[name] : cut(from[name], r);
  }
  return out;
}

/** What the rules read of an HTTP operation's events: those of every operation ("*") and its own. */
export function httpReadsOf(reads: Required<RuleReads>, operationId: string): HttpReads {
  return mergeHttp(reads.http["*"], Object.hasOwn(reads.http, operationId) ? reads.http[operationId] : undefined);
}

/** An HTTP event cut to the reads (the columns every event carries stay: index, operation, status, times). */
export function cutHttpEvent(event: HttpEvent, reads: HttpReads): HttpEvent {
  const ex = event.exchange;
  const payloads = new Map<string, unknown>();
  for (const [pointer, r] of Object.entries(reads.payloads ?? {})) if (event.payloads?.has(pointer)) payloads.set(pointer, cut(event.payloads.get(pointer), r));
  return {
    kind: "http",
    index: event.index,
    operationId: event.operationId,
    pathParams: (reads.params ? cut(event.pathParams, reads.params) : {}) as Record<string, string>,
    ...(payloads.size ? { payloads } : {}),
    exchange: {
      method: "",
      url: "",
      path: "",
      search: "",
      query: (reads.query ? cut(ex.query, reads.query) : {}) as Record<string, string>,
      request: {
        headers: (reads.headers ? cut(ex.request.headers, reads.headers) : {}) as Record<string, string>,
        body: reads.request ? cut(ex.request.body, reads.request) : undefined,
        text: undefined,
        contentType: undefined,
      },
      status: ex.status,
      response: ex.response
        ? { headers: {}, body: reads.response ? cut(ex.response.body, reads.response) : undefined, text: undefined, contentType: undefined }
        : undefined,
      started: ex.started,
      finished: ex.finished,
    },
  };
}

/** A terminal event cut to the reads of its MethodId (app and MethodId stay). */
export function cutTerminalEvent(event: TerminalEvent, reads: Required<RuleReads>): TerminalEvent {
  const r = Object.hasOwn(reads.terminal, event.methodId) ? reads.terminal[event.methodId] : undefined;
  return {
    kind: "terminal",
    index: event.index,
    app: event.app,
    methodId: event.methodId,
    request: (r?.request ? cut(event.request, r.request) : {}) as Record<string, unknown>,
    response: event.response === undefined || !r?.response ? undefined : (cut(event.response, r.response) as Record<string, unknown>),
  };
}

/** An event cut to what the rules read. */
export function cutEvent(event: SequenceEvent, reads: Required<RuleReads>): SequenceEvent {
  return event.kind === "http" ? cutHttpEvent(event, httpReadsOf(reads, event.operationId)) : cutTerminalEvent(event, reads);
}
