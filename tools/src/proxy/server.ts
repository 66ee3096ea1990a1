/**
 * One service's proxy: a loopback HTTP server that forwards each request to the upstream and
 * judges the exchange as it happens, through the judge's door (judge/: the same checks and
 * sequence rules that judge a recording).
 *
 * Per request: the target must be origin-form and stay on the upstream (upstream.ts `resolve`; else
 * 400, nothing contacted); the body is read whole (chunked or not; over `maxBodyBytes` gets 413, over
 * the proxy's in-flight budget 503); the request is judged before anything is sent; with `errors`, a
 * request that breaks the contract is answered here with problem+json and never reaches the
 * upstream; otherwise it is forwarded (hop-by-hop and client-only headers dropped). The answer is
 * inflated for judging within limits (a bomb gets 502), its response judged, the exchange recorded
 * (redacted, with the judge's x-verify verdicts where redaction alters signed content), and only then
 * is the answer handed to the client as received: as in the sandbox, an answer the client has
 * received is in the file, also after SIGKILL. One set of parts makes both what is judged and what is
 * recorded (recording/http-exchange.ts `fromHarExchange`, recording/har.ts `harEntry`). An upstream
 * that cannot be reached or answers what HTTP does not allow (101, status 000) gets 502, one that
 * does not finish within the timeout 504; a client that goes away cancels its upstream request.
 * None of these is recorded: no exchange with the upstream took place, and the line on the log says so.
 * Every line is masked as recordings are (secrets.ts `maskLine`): no credential, query or card number.
 */
import type http from "node:http";
import { problem, type ProblemAnswer } from "../problem.ts";
import { type HttpMatch, type Judge, type Session, signedContent, type Violation } from "../judge/index.ts";
import { maskPansInText } from "../mask.ts";
import { escapeControls } from "../markup.ts";
import { maskFinding, maskLine } from "../secrets.ts";
import { harEntry, type HarExchange } from "../recording/har.ts";
import type { HarRecorder } from "../recording/har-recorder.ts";
import { fromHarExchange } from "../recording/http-exchange.ts";
import type { ByteBudget } from "./budget.ts";
import { type DecodeLimits, decodedBody, forwardedRequestHeaders, TargetError, type Upstream, type UpstreamAnswer, UpstreamError } from "./upstream.ts";

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
  /** The proxy's in-flight byte budget (request bodies, answers, inflated answers), shared by its services. */
  budget: ByteBudget;
  /** How far an encoded answer is inflated for judging (its budget is `budget`). */
  decode: Omit<DecodeLimits, "budget">;
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

/** Send a problem answer; `close`: the connection is closed after it (the request body is not read). */
function send(res: http.ServerResponse, answer: ProblemAnswer, close = false): void {
  if (res.destroyed || res.headersSent) return;
  const text = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    "content-type": answer.contentType,
    "content-length": Buffer.byteLength(text),
    ...(close ? { connection: "close" } : {}),
  });
  res.end(text);
}

/** A violation as one line: `proxy SERVICE #N operation FAIL|WARN rule (where) at pointer: message; expected ...; actual ...`. */
export function violationLine(service: string, index: number | string, operation: string, v: Violation): string {
  const tag = v.level === "warning" ? "WARN" : "FAIL";
  const m = maskFinding(v);
  const line = `proxy ${service} #${index} ${operation} ${tag} ${v.rule} (${v.where}) at ${v.pointer || "/"}: ${m.message}; expected ${m.expected}; actual ${m.actual}`;
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
      // The path only (no query), masked: a request's query or path parameters may hold credentials.
      o.log(
        maskLine(
          `proxy ${o.service}: internal error on ${req.method} ${pathOf(req.url ?? "/")}: ${(e instanceof Error ? e.message : String(e)).split("\n", 1)[0]}`,
        ),
      );
      send(res, problem(500, { code: "PROXY_ERROR", detail: "the proxy failed on this request; see its log", gap: GAP }));
    });
  };
}

/** A request target without its query and fragment (what a log line shows of it), at most 200 characters. */
const pathOf = (target: string): string => {
  const end = target.search(/[?#]/);
  return (end === -1 ? target : target.slice(0, end)).slice(0, 200);
};

/**
 * The request body, whole; undefined when the client went away, or it is over the limit (413, the
 * connection closed) or over the proxy's in-flight budget (503 once the client has sent it: its bytes
 * are read and dropped, never held, so the client reads the answer). Its bytes stay taken from the
 * budget until the caller gives them back.
 */
async function readBody(req: http.IncomingMessage, res: http.ServerResponse, max: number, budget: ByteBudget): Promise<Buffer | undefined> {
  const tooLarge = (): undefined => {
    send(res, problem(413, { code: "BODY_TOO_LARGE", detail: `the request body is over ${max} bytes (the proxy's limit)`, gap: GAP }), true);
    return undefined;
  };
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) return tooLarge();
  // A declared length is read straight into one buffer (no second copy when the chunks are joined).
  const whole = Number.isFinite(declared) && declared > 0 ? Buffer.allocUnsafe(declared) : undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  let busy = Number.isFinite(declared) && declared * HELD_PER_BYTE > budget.limit - budget.inUse;
  try {
    for await (const c of req as AsyncIterable<Buffer>) {
      if (size + c.length > max) {
        budget.give(busy ? 0 : size * HELD_PER_BYTE);
        return tooLarge();
      }
      if (!busy && !budget.take(c.length * HELD_PER_BYTE)) {
        busy = true;
        budget.give(size * HELD_PER_BYTE);
        chunks.length = 0;
      }
      if (!busy) {
        if (whole && size + c.length <= whole.length) c.copy(whole, size);
        else chunks.push(c);
      }
      size += c.length;
    }
  } catch {
    if (!busy) budget.give(size * HELD_PER_BYTE);
    return undefined; // the client closed the connection mid-body
  }
  if (busy) {
    send(
      res,
      problem(503, {
        code: "PROXY_BUSY",
        detail: `the proxy holds ${budget.limit} bytes of bodies in flight (its limit); retry when fewer requests are open`,
        gap: GAP,
        extra: { title: "Service Unavailable" },
      }),
    );
    return undefined;
  }
  if (whole && size === whole.length && chunks.length === 0) return whole;
  return Buffer.concat(whole ? [whole.subarray(0, Math.min(size, whole.length)), ...chunks] : chunks);
}

/** Bytes of the budget a request body holds per byte: the bytes forwarded, and the text judged and recorded. */
const HELD_PER_BYTE = 2;

async function exchange(o: ProxyServiceOptions, counts: ProxyCounts, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const started = Date.now();
  const method = req.method ?? "GET";
  const target = req.url ?? "/";
  let url: URL;
  try {
    url = o.upstream.resolve(target);
  } catch (e) {
    if (!(e instanceof TargetError)) throw e;
    counts.answeredLocally++;
    // The target is not shown: it is the client's text (an absolute URL may carry credentials).
    o.log(`proxy ${o.service}: a ${method.slice(0, 20)} request answered locally (400): ${e.message}; nothing forwarded or contacted`);
    send(res, problem(400, { code: "INVALID_TARGET", detail: e.message, gap: GAP }), true);
    return;
  }
  const shown = pathOf(target);
  const body = await readBody(req, res, o.maxBodyBytes, o.budget);
  if (body === undefined) return;
  try {
    await forward(o, counts, req, res, { started, method, url, shown, body });
  } finally {
    o.budget.give(body.length * HELD_PER_BYTE);
  }
}

interface Asked {
  started: number;
  method: string;
  /** The upstream URL it resolves to. */
  url: URL;
  /** Its path as a log line shows it (no query). */
  shown: string;
  body: Buffer;
}

async function forward(o: ProxyServiceOptions, counts: ProxyCounts, req: http.IncomingMessage, res: http.ServerResponse, a: Asked): Promise<void> {
  const { started, method, url, shown, body } = a;
  const headers = forwardedRequestHeaders(req.headers);
  delete headers.host;
  // The parts of the exchange: what is judged and what is recorded are made from them.
  const parts: HarExchange = {
    url: url.href,
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
      o.log(maskLine(`proxy ${o.service}: ${method} ${shown} answered locally (400 problem+json; --errors): not forwarded`));
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
  let answer: UpstreamAnswer;
  try {
    answer = await o.upstream.send(method, url, headers, body, cancel.signal);
  } catch (e) {
    if (cancel.signal.aborted) {
      o.log(
        maskLine(
          `proxy ${o.service}: the client closed the connection before the answer (${method} ${shown}); the upstream request was cancelled, nothing recorded`,
        ),
      );
      return;
    }
    counts.failed++;
    const kind = e instanceof UpstreamError ? e.kind : "unreachable";
    const status = kind === "timeout" ? 504 : kind === "busy" ? 503 : 502;
    failed(o, res, method, shown, e instanceof Error ? e.message.split("\n", 1)[0]! : String(e), status);
    return;
  } finally {
    res.off("close", onClose);
  }
  try {
    await answered(o, counts, res, { ...a, parts, match, findings, answer });
  } finally {
    answer.release();
  }
}

/** A failed exchange: one line on the log, problem+json to the client, nothing recorded. */
function failed(o: ProxyServiceOptions, res: http.ServerResponse, method: string, shown: string, message: string, status: 502 | 503 | 504): void {
  o.log(maskLine(`proxy ${o.service}: ${method} ${shown}: ${message}; answered ${status}, nothing recorded`));
  send(
    res,
    problem(status, {
      code: status === 504 ? "UPSTREAM_TIMEOUT" : status === 503 ? "PROXY_BUSY" : "UPSTREAM_FAILED",
      detail: message,
      gap: GAP,
      extra: { title: status === 504 ? "Gateway Timeout" : status === 503 ? "Service Unavailable" : "Bad Gateway" },
    }),
  );
}

async function answered(
  o: ProxyServiceOptions,
  counts: ProxyCounts,
  res: http.ServerResponse,
  x: Asked & { parts: HarExchange; match: HttpMatch | undefined; findings: Violation[]; answer: UpstreamAnswer },
): Promise<void> {
  const { started, method, shown, parts, match, findings, answer } = x;
  const encoding = answer.headers["content-encoding"];
  const decoded = await decodedBody(answer.body, typeof encoding === "string" ? encoding : undefined, { ...o.decode, budget: o.budget });
  if (!decoded.ok && decoded.why !== "undecodable") {
    // Beyond the limits (a compression bomb) or the budget: the client gets 502 / 503, not the bomb.
    counts.failed++;
    failed(o, res, method, shown, decoded.message, decoded.why === "busy" ? 503 : 502);
    return;
  }
  counts.forwarded++;
  try {
    if (!decoded.ok) o.log(maskLine(`proxy ${o.service}: ${method} ${shown}: ${decoded.message}; its body is judged as absent`));
    parts.elapsed = Date.now() - started;
    parts.status = answer.status;
    parts.responseHeaders = flatHeaders(answer.headers);
    parts.responseBody = decoded.ok ? decoded.body.toString("utf8") : "";
    const responded = fromHarExchange(parts);
    const index = o.nextIndex();
    let judgement;
    if (match && responded.exchange) {
      for (const p of responded.problems) if (p.where === "response") findings.push({ rule: "malformed-entry", ...p });
      if (!responded.problems.some((p) => p.where === "response")) o.judge.response(match, responded.exchange, findings);
      judgement = { operation: match.operation.operationId, violations: findings, event: o.judge.httpEvent(match, responded.exchange, index) };
    } else {
      for (const p of responded.problems) if (p.where === "response") findings.push({ rule: "malformed-entry", ...p });
      judgement = { operation: "unknown", violations: findings };
    }
    // Recorded before the answer is handed to the socket, as the sandbox does: an answer the client
    // has received is always in the file, also when the proxy is killed with SIGKILL right after.
    o.recorder?.append(harEntry(parts), { signed: match ? signedContent(match.operation, match.verdicts) : undefined });
    if (!res.destroyed) {
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    }
    // Its findings are printed by the session's emit as soon as they are decided.
    const { settled } = o.session.add(judgement, index);
    if (settled) await settled;
  } finally {
    if (decoded.ok) decoded.release();
  }
}
