/**
 * Exchange views: what a plan's steps match against. The recording is read with the runner's own
 * readers (HAR entries, JSON Lines lines) and normalised the same way (fromHarEntry, fromLine);
 * the view keeps what a condition may address with a JSON pointer:
 *
 * - terminal: `{service, operation, request, response}`, the messages as objects;
 * - HTTP: `{operation, request: {method, path, params, query, headers, body}, response: {status,
 *   headers, body}, started, finished}` (params: the path template's parameters); Base64 payloads the contract declares (create order's `request`) are
 *   decoded in place, so `/request/body/request/payment_info_data/amount` reaches into them.
 *
 * Views are only read for matching; nothing of them is printed (reports show what the runner found).
 */
import { fromHarEntry } from "../recording/http-exchange.ts";
import { entries, formatOf, type RecordingFormat } from "../recording/open.ts";
import { fromLine } from "../recording/terminal-exchange.ts";
import type { EncodedContent } from "../contract/manifest.ts";
import { httpOperation, type OperationFacts } from "../contract/operations.ts";
import { decodeEncoded } from "../validate/encoded.ts";
import { isObject } from "../json.ts";

export interface ExchangeView {
  file: string;
  index: number;
  /** The runner's operation name (filled in by the judge). */
  operation: string;
  /** What the steps match: see the module comment. */
  doc: Record<string, unknown>;
  /** HTTP: the request URL's host and port (to tell the app's unrecognised requests from other hosts'). */
  origin?: string;
}

type Obj = Record<string, unknown>;

/** Once the runner has named the operation: path parameters into `/request/params`, payloads decoded. */
export function completeHttpView(view: ExchangeView): void {
  const f = httpOperation(view.operation);
  const request = view.doc.request;
  if (!f || !isObject(request)) return;
  const m = typeof request.path === "string" ? suffixPattern(f).exec(request.path) : null;
  const params: Obj = {};
  if (m) {
    f.template.names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(m[i + 1]!);
      } catch {
        params[name] = m[i + 1]!;
      }
    });
  }
  request.params = params;
  request.body = decodePayloads(request.body, f.encoded);
}

const suffixPatterns = new Map<string, RegExp>();

/** The operation's path template as a pattern matching the end of a recorded path (compiled once). */
function suffixPattern(f: OperationFacts): RegExp {
  let re = suffixPatterns.get(f.op.operationId);
  if (!re) {
    re = new RegExp(`${f.template.source}/?$`);
    suffixPatterns.set(f.op.operationId, re);
  }
  return re;
}

/**
 * Decode the encoded payloads of a request body in a copy, with the validator's own decoder
 * (validate/encoded.ts): a payload it cannot decode stays as it is (the runner reports it, rule
 * base64-payload), so a plan condition never reaches into what the judge would refuse.
 */
function decodePayloads(body: unknown, encoded: readonly EncodedContent[]): unknown {
  if (encoded.length === 0 || !isObject(body)) return body;
  const copy: Obj = { ...body };
  for (const enc of encoded) {
    const key = enc.pointer.slice(1);
    if (key.includes("/")) continue; // the contract encodes top-level properties only
    const decoded = decodeEncoded(copy, enc);
    if (decoded && !decoded.error && isObject(decoded.value)) copy[key] = decoded.value;
  }
  return copy;
}

function httpDoc(value: unknown): { doc: Obj; origin: string | undefined } | undefined {
  const { exchange } = fromHarEntry(value);
  if (!exchange) return undefined;
  let origin: string | undefined;
  try {
    origin = new URL(exchange.url).host;
  } catch {
    origin = undefined;
  }
  return {
    origin,
    doc: {
      request: { method: exchange.method, path: exchange.path, query: exchange.query, headers: exchange.request.headers, body: exchange.request.body },
      response: { status: exchange.status, headers: exchange.response?.headers ?? {}, body: exchange.response?.body },
      started: exchange.started,
      finished: exchange.finished,
    },
  };
}

function terminalDoc(value: unknown): Obj | undefined {
  const ex = fromLine(value).exchange;
  if (!ex) return undefined;
  return { service: ex.app, request: ex.request, response: ex.response };
}

/**
 * Read the views of one recording into `into`. A file that cannot be used throws InputError (the
 * runner has reported it already; the caller keeps what was read before the problem).
 */
export async function readViews(file: string, into: ExchangeView[]): Promise<RecordingFormat> {
  const format = await formatOf(file);
  for await (const batch of entries(file, format)) {
    for (const raw of batch) {
      if (raw.value === undefined) continue;
      if (format === "har") {
        const http = httpDoc(raw.value);
        if (http) into.push({ file, index: raw.index, operation: "unknown", doc: http.doc, ...(http.origin ? { origin: http.origin } : {}) });
      } else {
        const doc = terminalDoc(raw.value);
        if (doc) into.push({ file, index: raw.index, operation: "unknown", doc });
      }
    }
  }
  return format;
}
