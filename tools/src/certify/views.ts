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
import { readFileSync } from "node:fs";
import path from "node:path";
import { fromHarEntry } from "../conform/http/exchange.ts";
import { entries, formatOf, type RecordingFormat } from "../conform/input/open.ts";
import type { Violation } from "../conform/model.ts";
import { fromLine } from "../conform/terminal/checks.ts";
import { GENERATED } from "../paths.ts";
import { get, MISSING } from "../conform/pointer.ts";
import { isObject } from "../json.ts";

export interface ExchangeView {
  file: string;
  index: number;
  /** The runner's operation name (filled in by the judge). */
  operation: string;
  /** What the steps match: see the module comment. */
  doc: Record<string, unknown>;
}

type Obj = Record<string, unknown>;

interface OperationFacts {
  /** Pointers (into the body) of the Base64 payloads the contract declares. */
  encoded: string[];
  /** The path template as a pattern matching the end of a recorded path, and its parameter names. */
  pattern: RegExp;
  params: string[];
}

let facts: Map<string, OperationFacts> | undefined;

/** operationId → what the views need of the operation (from the manifests). */
function operationFacts(): Map<string, OperationFacts> {
  if (facts) return facts;
  facts = new Map();
  for (const service of ["affordability", "optimizer"]) {
    const manifest = JSON.parse(readFileSync(path.join(GENERATED, service, "manifest.json"), "utf8")) as {
      operations: Array<{ operationId: string; path: string; request?: { content: Record<string, { encoded: Array<{ pointer: string }> }> } }>;
    };
    for (const op of manifest.operations) {
      const params: string[] = [];
      const source = op.path
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const m = /^\{([^}]+)\}$/.exec(part);
          if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          params.push(m[1]!);
          return "([^/]+)";
        })
        .join("");
      const encoded = Object.values(op.request?.content ?? {}).flatMap((c) => c.encoded.map((e) => e.pointer));
      facts.set(op.operationId, { encoded, pattern: new RegExp(`${source}/?$`), params });
    }
  }
  return facts;
}

/** Once the runner has named the operation: path parameters into `/request/params`, payloads decoded. */
export function completeHttpView(view: ExchangeView): void {
  const f = operationFacts().get(view.operation);
  const request = view.doc.request;
  if (!f || !isObject(request)) return;
  const m = typeof request.path === "string" ? f.pattern.exec(request.path) : null;
  const params: Obj = {};
  if (m) {
    f.params.forEach((name, i) => {
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

/** Decode the Base64 JSON payloads of a request body in place (a copy); undecodable ones stay as they are. */
function decodePayloads(body: unknown, pointers: string[]): unknown {
  if (pointers.length === 0 || !isObject(body)) return body;
  const copy: Obj = { ...body };
  for (const pointer of pointers) {
    const key = pointer.slice(1);
    if (key.includes("/")) continue; // the contract encodes top-level properties only
    const value = get(copy, pointer);
    if (value === MISSING || typeof value !== "string") continue;
    try {
      const decoded: unknown = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
      if (isObject(decoded)) copy[key] = decoded;
    } catch {
      // not Base64 JSON: the runner reports it (base64-payload); the view keeps the text
    }
  }
  return copy;
}

function httpDoc(value: unknown): Obj | undefined {
  const { exchange } = fromHarEntry(value);
  if (!exchange) return undefined;
  return {
    request: { method: exchange.method, path: exchange.path, query: exchange.query, headers: exchange.request.headers, body: exchange.request.body },
    response: { status: exchange.status, headers: exchange.response?.headers ?? {}, body: exchange.response?.body },
    started: exchange.started,
    finished: exchange.finished,
  };
}

function terminalDoc(value: unknown): Obj | undefined {
  const ignored: Violation[] = [];
  const ex = fromLine(value, ignored);
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
      const doc = format === "har" ? httpDoc(raw.value) : terminalDoc(raw.value);
      if (doc) into.push({ file, index: raw.index, operation: "unknown", doc });
    }
  }
  return format;
}
