/**
 * One service's proxy: a loopback HTTP server that forwards each request to the upstream and
 * judges the exchange as it happens, with the engine of `contracts conform` (a live session of its
 * Runner: the same per-exchange checks and sequence rules on the same HAR entry a recording holds).
 *
 * Per request: the body is read whole (chunked or not; over `maxBodyBytes` gets 413); with
 * `errors`, a request that breaks the contract is answered here with the sandbox's problem+json
 * and never reaches the upstream; otherwise it is forwarded (hop-by-hop headers dropped), the
 * answer is sent back as received, then recorded (redacted, through the recording home) and judged.
 * An upstream that cannot be reached gets 502, one that stays silent past the timeout 504; a client
 * that goes away cancels its upstream request. Neither is recorded: no exchange with the upstream
 * took place, and the line on the log says so.
 */
import type http from "node:http";
import { problem, type SandboxResponse } from "../sandbox/index.ts";
import type { LiveHttpSession, Violation } from "../conform/index.ts";
import { harEntry, type HarEntry } from "../recording/har.ts";
import type { HarRecorder } from "../recording/har-recorder.ts";
import { maskPansInText } from "../mask.ts";
import { escapeControls } from "../markup.ts";
import { decodedBody, endToEnd, type Upstream, UpstreamError } from "./upstream.ts";

export interface ProxyServiceOptions {
  service: string;
  upstream: Upstream;
  session: LiveHttpSession;
  recorder?: HarRecorder | undefined;
  /** Answer an invalid request locally (problem+json), never forwarding it. */
  errors: boolean;
  maxBodyBytes: number;
  /** One masked line per finding, per local answer, per failure. */
  log: (line: string) => void;
}

/** Counts of one service's proxy (for the summary line and tests). */
export interface ProxyCounts {
  forwarded: number;
  answeredLocally: number;
  failed: number;
}

const GAP = "the proxy's own answer: the contract documents no status for it";

function send(res: http.ServerResponse, answer: SandboxResponse): void {
  if (res.destroyed || res.headersSent) return;
  const text = answer.text ?? JSON.stringify(answer.body);
  res.writeHead(answer.status, { "content-type": answer.contentType ?? "application/problem+json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** A violation as one line: `proxy SERVICE #N operation FAIL|WARN rule (where) at pointer: message; expected ...; actual ...`. */
export function violationLine(service: string, index: number | string, operation: string, v: Violation): string {
  const tag = v.level === "warning" ? "WARN" : "FAIL";
  const line = `proxy ${service} #${index} ${operation} ${tag} ${v.rule} (${v.where}) at ${v.pointer || "/"}: ${v.message}; expected ${v.expected}; actual ${v.actual}`;
  // One line: control characters (a newline in a recorded value) are escaped, never split it.
  return maskPansInText(escapeControls(line));
}

const flatHeaders = (headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(", ") : String(v);
  return out;
};

export function proxyHandler(o: ProxyServiceOptions, counts: ProxyCounts): http.RequestListener {
  return (req, res) => {
    void exchange(o, counts, req, res).catch((e: unknown) => {
      counts.failed++;
      o.log(`proxy ${o.service}: internal error on ${req.method} ${req.url}: ${(e instanceof Error ? e.message : String(e)).split("\n", 1)[0]}`);
      send(res, problem(500, { code: "PROXY_ERROR", detail: "the proxy failed on this request; see its log", gap: GAP }));
    });
  };
}

/** The request body, whole; undefined when the client went away or it is over the limit (answered then). */
async function readBody(req: http.IncomingMessage, res: http.ServerResponse, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const c of req as AsyncIterable<Buffer>) {
      size += c.length;
      if (size > max) {
        send(res, problem(413, { code: "BODY_TOO_LARGE", detail: `the request body is over ${max} bytes (the proxy's limit)`, gap: GAP }));
        return undefined;
      }
      chunks.push(c);
    }
  } catch {
    return undefined; // the client closed the connection mid-body
  }
  return Buffer.concat(chunks);
}

async function exchange(o: ProxyServiceOptions, counts: ProxyCounts, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const started = Date.now();
  const method = req.method ?? "GET";
  const pathAndQuery = req.url ?? "/";
  const body = await readBody(req, res, o.maxBodyBytes);
  if (body === undefined) return;
  const headers = endToEnd(req.headers);
  delete headers.host;
  const url = o.upstream.urlOf(pathAndQuery);
  const requestText = body.length ? body.toString("utf8") : undefined;
  const recorded = flatHeaders({ ...headers, host: o.upstream.base.host });
  const entryOf = (status: number, responseHeaders: Record<string, string>, responseBody: string): HarEntry =>
    harEntry({
      url,
      method,
      headers: recorded,
      body: requestText,
      started: new Date(started).toISOString(),
      elapsed: Date.now() - started,
      status,
      responseHeaders,
      responseBody,
    });

  if (o.errors) {
    // The request side alone, judged before anything is sent: a breach is answered here.
    const { operation, violations } = o.session.requestFindings(entryOf(0, {}, ""));
    const errors = violations.filter((v) => v.level !== "warning");
    if (errors.length > 0) {
      counts.answeredLocally++;
      for (const v of errors) o.log(violationLine(o.service, "-", operation, v));
      o.log(`proxy ${o.service}: ${method} ${pathAndQuery.split("?", 1)[0]} answered locally (400 problem+json; --errors): not forwarded`);
      send(
        res,
        problem(400, {
          code: "INVALID_REQUEST",
          detail: `the request breaks the contract: ${errors
            .slice(0, 3)
            .map((v) => `${v.pointer || "/"} ${v.message}`)
            .join("; ")}${errors.length > 3 ? `; and ${errors.length - 3} more` : ""}`,
          gap: `the document shows no status or body for an invalid ${operation} request; the proxy answers as the sandbox does (--errors)`,
        }),
      );
      return;
    }
  }

  // A client that goes away cancels the upstream request.
  const cancel = new AbortController();
  const onClose = (): void => {
    if (!res.writableFinished) cancel.abort();
  };
  res.on("close", onClose);
  let answer;
  try {
    answer = await o.upstream.send(method, pathAndQuery, headers, body, cancel.signal);
  } catch (e) {
    if (cancel.signal.aborted) {
      o.log(
        `proxy ${o.service}: the client closed the connection before the answer (${method} ${pathAndQuery.split("?", 1)[0]}); the upstream request was cancelled, nothing recorded`,
      );
      return;
    }
    counts.failed++;
    const timeout = e instanceof UpstreamError && e.kind === "timeout";
    const message = e instanceof Error ? e.message.split("\n", 1)[0]! : String(e);
    o.log(`proxy ${o.service}: ${method} ${pathAndQuery.split("?", 1)[0]}: ${message}; answered ${timeout ? 504 : 502}, nothing recorded`);
    send(
      res,
      problem(timeout ? 504 : 502, {
        code: timeout ? "UPSTREAM_TIMEOUT" : "UPSTREAM_FAILED",
        detail: message,
        gap: GAP,
        extra: { title: timeout ? "Gateway Timeout" : "Bad Gateway" },
      }),
    );
    return;
  } finally {
    res.off("close", onClose);
  }
  counts.forwarded++;
  const encoding = answer.headers["content-encoding"];
  const decoded = decodedBody(answer.body, typeof encoding === "string" ? encoding : undefined);
  if (decoded === undefined)
    o.log(
      `proxy ${o.service}: ${method} ${pathAndQuery.split("?", 1)[0]}: the answer's content-encoding ${String(encoding)} cannot be decoded; its body is judged as absent`,
    );
  const entry = entryOf(answer.status, flatHeaders(answer.headers), decoded ? decoded.toString("utf8") : "");
  if (!res.destroyed) {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }
  // Recorded and judged right after the answer is handed to the socket, in the same turn of the
  // event loop (before the proxy reads anything else): the client's wait does not include redaction
  // and judging (about half a millisecond each, see make bench), and the recording and the sequence
  // rules still see the exchanges in the order they were answered. Unlike the sandbox, a proxy
  // killed with SIGKILL in that instant may lose the last exchange from the file.
  o.recorder?.append(entry);
  // Its findings are printed by the session's sink as soon as they are decided.
  await o.session.judge(entry);
}
