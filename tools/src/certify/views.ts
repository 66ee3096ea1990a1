/**
 * Exchange views: what a plan's steps match against. Each is the view of an exchange as the judge
 * judged it, given by the conformance run with its result (conform/views.ts: payloads decoded, path
 * parameters), so certify never reads a recording itself. The view keeps what a condition may
 * address with a JSON pointer:
 *
 * - terminal: `{service, request, response}`, the messages as objects;
 * - HTTP: `{request: {method, path, params, query, headers, body}, response: {status, headers, body},
 *   started, finished}`; Base64 payloads the contract declares (create order's `request`) are decoded
 *   in place, so `/request/body/request/payment_info_data/amount` reaches into them.
 *
 * Views are only read for matching; nothing of them is printed (reports show what the judge found).
 */
import type { ViewedResult } from "../conform/index.ts";

export interface ExchangeView {
  file: string;
  index: number;
  /** The judge's operation name. */
  operation: string;
  /** What the steps match: see the module comment. */
  doc: Record<string, unknown>;
  /** HTTP: the request URL's host and port (to tell the app's unrecognised requests from other hosts'). */
  origin?: string;
}

/** The view of a judged result, or undefined when its entry was no exchange (unreadable). */
export function viewOf(r: ViewedResult): ExchangeView | undefined {
  if (!r.view) return undefined;
  return { file: r.file, index: r.index, operation: r.operation, doc: r.view.doc, ...(r.view.origin ? { origin: r.view.origin } : {}) };
}
