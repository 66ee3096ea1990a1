/**
 * One service's proxy: a loopback HTTP server that forwards each request to the upstream and
 * judges the exchange as it happens, through the judge's door (judge/: the same checks and
 * sequence rules that judge a recording).
 *
 * Per request: the body is read whole (chunked or not; over `maxBodyBytes` gets 413); the request is
 * judged before anything is sent; with `errors`, a request that breaks the contract is answered here
 * with problem+json and never reaches the upstream; otherwise it is forwarded (hop-by-hop headers
 * dropped), the answer is sent back as received, then its response is judged, and the exchange is
 * recorded (redacted, with the judge's x-verify verdicts where redaction alters signed content).
 * One set of parts makes both what is judged and what is recorded (recording/http-exchange.ts
 * `fromHarExchange`, recording/har.ts `harEntry`). An upstream that cannot be reached gets 502, one
 * that stays silent past the timeout 504; a client that goes away cancels its upstream request.
 * Neither is recorded: no exchange with the upstream took place, and the line on the log says so.
 */
import type http from "node:http";
import { problem, type ProblemAnswer } from "../problem.ts";
import { type Judge, type Session, signedContent, type Violation } from "../judge/index.ts";
import { maskPansInText } from "../mask.ts";
import { escapeControls } from "../markup.ts";
import { harEntry, type HarExchange } from "../recording/har.ts";
import type { HarRecorder } from "../recording/har-recorder.ts";
import { fromHarExchange } from "../recording/http-exchange.ts";
import { decodedBody, endToEnd, type Upstream, UpstreamError } from "./upstream.ts";

export interface ProxyServiceOptions {
  service: string;
  upstream: Upstream;
  judge: Judge;
  session: Session;
  /** The index of the next exchange (shared by the services of one proxy, in the order they are recorded). */
  nextIndex: () => number;
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

function send(res: http.ServerResponse, answer: ProblemAnswer): void {
  if (res.destroyed || res.headersSent) return;
  const text = JSON.stringify(answer.body);
  res.writeHead(answer.status, { "content-type": answer.contentType, "content-length": Buffer.byteLength(text) });
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
  // The parts of the exchange: what is judged and what is recorded are made from them.
  const parts: HarExchange = {
    url: o.upstream.urlOf(pathAndQuery),
    method,
    headers: flatHeaders({ ...headers, host: o.upstream.base.host }),
    body: body.length ? body.toString("utf8") : undefined,
    started: new Date(started).toISOString(),
    elapsed: 0,
    status: 0,
    responseHeaders: {},
    responseBody: "",
  };

  // The request judged before anything is sent (its findings are reported with the whole exchange).
  const asked = fromHarExchange(parts);
  const findings: Violation[] = asked.problems.map((p) => ({ rule: "malformed-entry", ...p }));
  const match = asked.exchange ? o.judge.request(asked.exchange, findings, asked.problems) : undefined;
  if (o.errors) {
    const errors = findings.filter((v) => v.where === "request" && v.level !== "warning");
    if (errors.length > 0 || !match) {
      counts.answeredLocally++;
      const operation = match?.operation.operationId ?? "unknown";
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
  if (!res.destroyed) {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }
  // Judged and recorded right after the answer is handed to the socket, in the same turn of the
  // event loop (before the proxy reads anything else): the client's wait does not include redaction
  // and judging, and the recording and the sequence rules still see the exchanges in the order they
  // were answered. Unlike the sandbox, a proxy killed with SIGKILL in that instant may lose the last
  // exchange from the file.
  parts.elapsed = Date.now() - started;
  parts.status = answer.status;
  parts.responseHeaders = flatHeaders(answer.headers);
  parts.responseBody = decoded ? decoded.toString("utf8") : "";
  const answered = fromHarExchange(parts);
  const index = o.nextIndex();
  let judgement;
  if (match && answered.exchange) {
    for (const p of answered.problems) if (p.where === "response") findings.push({ rule: "malformed-entry", ...p });
    if (!answered.problems.some((p) => p.where === "response")) o.judge.response(match, answered.exchange, findings);
    judgement = { operation: match.operation.operationId, violations: findings, event: o.judge.httpEvent(match, answered.exchange, index) };
  } else {
    for (const p of answered.problems) if (p.where === "response") findings.push({ rule: "malformed-entry", ...p });
    judgement = { operation: "unknown", violations: findings };
  }
  o.recorder?.append(harEntry(parts), { signed: match ? signedContent(match.operation, match.verdicts) : undefined });
  // Its findings are printed by the session's emit as soon as they are decided.
  const { settled } = o.session.add(judgement, index);
  if (settled) await settled;
}
