/**
 * Exchange views: each judged exchange as plain data, for a caller that matches conditions against
 * the exchanges after judging them (certify's plans). Built from the exchange the judge judged, with
 * what it found: the path parameters of its operation and its payloads decoded. A view is plain JSON,
 * so a `--jobs` worker sends it back with the result (judged-batch.ts).
 *
 * - terminal: `{service, request, response}`, the messages as objects;
 * - HTTP: `{request: {method, path, params, query, headers, body}, response: {status, headers,
 *   body}, started, finished}`; Base64 payloads the contract declares (create order's `request`) are
 *   decoded in place, so `/request/body/request/payment_info_data/amount` reaches into them (a payload
 *   the judge could not decode stays as it is: the judge reports it, base64-payload).
 *
 * Views are only read for matching; nothing of them is printed (reports show what the judge found).
 */
import type { ExchangeResult, HttpMatch } from "../judge/index.ts";
import { isObject } from "../json.ts";
import type { HttpExchange } from "../recording/http-exchange.ts";
import type { TerminalExchange } from "../recording/terminal-exchange.ts";

export interface View {
  /** The recording's format the exchange came from. */
  format: "har" | "jsonl";
  /** What conditions match: see the module comment. */
  doc: Record<string, unknown>;
  /** HTTP: the request URL's host and port (to tell the app's unrecognised requests from other hosts'). */
  origin?: string;
}

/** A result with the view of its exchange (RunOptions `views`). */
export interface ViewedResult extends ExchangeResult {
  view?: View | undefined;
}

type Obj = Record<string, unknown>;

/** The request body with the decoded payloads in place (a copy; the body itself when there are none). */
function withPayloads(body: unknown, decoded: ReadonlyMap<string, unknown>): unknown {
  if (decoded.size === 0 || !isObject(body)) return body;
  const copy: Obj = { ...body };
  for (const [pointer, doc] of decoded) {
    const key = pointer.slice(1);
    // The contract encodes top-level properties only; a decoded document that is not an object stays encoded.
    if (!key.includes("/") && isObject(doc)) copy[key] = doc;
  }
  return copy;
}

/** The view of an HTTP exchange (`m`: what the judge matched of it, when it did). */
export function httpView(exchange: HttpExchange, m: HttpMatch | undefined): View {
  let origin: string | undefined;
  try {
    origin = new URL(exchange.url).host;
  } catch {
    origin = undefined;
  }
  const request: Obj = { method: exchange.method, path: exchange.path, query: exchange.query, headers: exchange.request.headers, body: exchange.request.body };
  if (m) {
    request.params = m.params;
    request.body = withPayloads(exchange.request.body, m.decoded);
  }
  return {
    format: "har",
    ...(origin ? { origin } : {}),
    doc: {
      request,
      response: { status: exchange.status, headers: exchange.response?.headers ?? {}, body: exchange.response?.body },
      started: exchange.started,
      finished: exchange.finished,
    },
  };
}

/** The view of a terminal exchange. */
export function terminalView(ex: TerminalExchange): View {
  return { format: "jsonl", doc: { service: ex.app, request: ex.request, response: ex.response } };
}
