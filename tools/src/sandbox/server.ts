/**
 * The sandbox's HTTP server (node:http, loopback only), shared by both services.
 *
 * Per request: the body is read up to MAX_BODY_BYTES (413 beyond, without reading the rest); the
 * path is routed to a contract operation by the contract's router (404 unknown path, 405 wrong
 * method); a JSON body that does not parse gets 400 at once, a form body is decoded; nesting deeper
 * than MAX_DEPTH gets 400; then the judge gives its verdict on the request (judge/: the same door
 * conform, the proxy and the probe judge through) and the service answers from it (documented
 * errors, state). A request that has not arrived completely within `requestTimeoutMs` (headers
 * within `headersTimeoutMs`) gets 408 from Node and the connection is closed. A fault in a handler
 * answers 500 and the server goes on.
 *
 * Every answer with a documented status is judged before it is sent; a finding is logged as a
 * sandbox bug. Every exchange is logged in one line (card numbers masked) and, with a recorder,
 * appended to the HAR recording with the judge's x-verify verdicts (where redaction alters signed
 * content, the recording carries them).
 */
import { httpOperations, type HttpOperation, Router, type Routed, type HttpServiceId } from "../contract/index.ts";
import http from "node:http";
import { formFieldsWithRepeats, parseBody } from "../http/body.ts";
import { maskPansInText } from "../mask.ts";
import { maskLine } from "../secrets.ts";
import { isAdminPath, serveAdmin, type AdminHandler } from "../net/admin.ts";
import { listenOnLoopback } from "../net/listen.ts";
import { MOCK_HOST } from "../net/ports.ts";
import { type HttpMatch, Judge, signedContent, type Violation } from "../judge/index.ts";
import type { HttpExchange } from "../recording/http-exchange.ts";
import { parsePrefer } from "./prefer.ts";
import { problem, type SandboxResponse } from "./problem.ts";
import { harEntry } from "../recording/har.ts";
import type { Signer } from "../signing/x-verify.ts";
import type { SignedContent } from "../recording/carried.ts";
import { nestsDeeperThan } from "../limits.ts";
import { deviationLine } from "./lenient.ts";
import type { RequestJudged, SandboxRequest } from "./request.ts";
import { valueRecord } from "../validate/service.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

/** 413 for a body over MAX_BODY_BYTES: announced by Content-Length, or found while reading. */
const bodyTooLarge = (): SandboxResponse =>
  problem(413, {
    code: "BODY_TOO_LARGE",
    detail: `the request body is over ${MAX_BODY_BYTES} bytes (1 MiB); send a smaller body`,
    gap: "request size limits are not shown in the documents; the sandbox limit is 1 MiB",
  });
export const MAX_DEPTH = 64;
/**
 * Characters of one value (a string in the body, a form field, a query parameter, a key) that the
 * contract gives no length: a longer one gets a gap-marked 400 before the service can store it
 * (values the contract gives a length are refused by validation with the documented error).
 */
export const MAX_VALUE_CHARS = 64 * 1024;

/** The JSON pointer of the first string (value or key) longer than `max` characters, or undefined. */
export function firstOverlong(value: unknown, max: number = MAX_VALUE_CHARS, at = ""): string | undefined {
  const stack: Array<[unknown, string]> = [[value, at]];
  while (stack.length > 0) {
    const [v, pointer] = stack.pop()!;
    if (typeof v === "string") {
      if (v.length > max) return pointer || "/";
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push([v[i], `${pointer}/${i}`]);
    } else if (v !== null && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        const child = `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        if (k.length > max) return child.slice(0, 200);
        stack.push([x, child]);
      }
    }
  }
  return undefined;
}
/**
 * Properties of one object of a request (the body, a form, the query) that the sandbox judges (issue
 * 42, A12): the contract's objects have a few dozen; validating 50,000 undeclared ones took seconds
 * and held every mock of the launcher (they share one thread). A request beyond it gets a gap-marked
 * 400 before the judge sees it.
 */
export const MAX_PROPERTIES = 1000;

/** The JSON pointer of the first object with more than `max` properties, or undefined. */
export function firstCrowded(value: unknown, max: number = MAX_PROPERTIES, at = ""): string | undefined {
  const stack: Array<[unknown, string]> = [[value, at]];
  while (stack.length > 0) {
    const [v, pointer] = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) if (v[i] !== null && typeof v[i] === "object") stack.push([v[i], `${pointer}/${i}`]);
    } else if (v !== null && typeof v === "object") {
      let n = 0;
      for (const k in v) {
        if (++n > max) return pointer || "/";
        const x = (v as Record<string, unknown>)[k];
        if (x !== null && typeof x === "object") stack.push([x, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`.slice(0, 200)]);
      }
    }
  }
  return undefined;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
export const DEFAULT_HEADERS_TIMEOUT_MS = 5_000;

/** What a service contributes to the server. */
export interface SandboxService {
  readonly name: HttpServiceId;
  /** Answer a routed, parsed request (with the judge's verdict on it). */
  handle(req: SandboxRequest): SandboxResponse;
  /** Statuses the operation documents. */
  documented(operationId: string): readonly number[];
  /** Sandbox-only routes (not in the contract), e.g. the payment page behind a redirect URL. */
  extra?(method: string, pathname: string, query: URLSearchParams): SandboxResponse | undefined;
  /** Told the server's URL once it listens (for redirect URLs). */
  listening?(url: string): void;
  /** The merchant secret's signer: the judge verifies x-verify with it (and the recording carries the verdict). */
  readonly signer?: Signer | undefined;
  /**
   * Forget every piece of state (the admin interface's reset); the id counters go on, so that ids never
   * repeat within one recording.
   */
  reset?(): void;
}

export interface ServerOptions {
  port?: number;
  host?: string;
  /**
   * Append every exchange to this recording (shared by several sandboxes): a HarRecorder, or the mock
   * launcher's rotating recording (tools/src/mock/recordings.ts) that hands entries to the current one.
   */
  recorder?: { append(entry: unknown, options?: { signed?: SignedContent | undefined }): void } | undefined;
  /** The mock launcher's admin interface (net/admin.ts): requests under /__admin go to it, never to the contract or the recording. */
  admin?: AdminHandler | undefined;
  /** One line per exchange (card numbers masked). */
  onLog?: ((line: string) => void) | undefined;
  /**
   * The lines' format: `text` (default; `POST /path -> 400 op (3 ms): CODE at /pointer (rule); ...`) or
   * `json` (one JSON object a line: time, service, event, method, path, status, operation, ms, code,
   * errors [{pointer, rule}], ...; never a value of the request).
   */
  logFormat?: "text" | "json" | undefined;
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
}

export interface SandboxHandle {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

const STATUS_TEXT = http.STATUS_CODES;

export async function serve(service: SandboxService, options: ServerOptions = {}): Promise<SandboxHandle> {
  const host = options.host ?? MOCK_HOST;
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS, requestTimeout);
  const server = http.createServer({
    // The body timeout is the sandbox's own (it answers 408); Node's is the backstop.
    requestTimeout: requestTimeout + 1000,
    headersTimeout,
    // How often Node checks the two timeouts (its default, 30 s, would let a slow request hang on).
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeout / 4))),
    keepAliveTimeout: 5_000,
  });
  let base = "";
  const judge = new Judge({ signer: service.signer, service: service.name, basePath: "" });
  await judge.ready("http");
  const ctx: Served = { service, judge, router: new Router<HttpOperation>(httpOperations(service.name), ""), options, timeoutMs: requestTimeout };
  server.on("request", (req, res) => exchange(ctx, base, req, res));
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    // Malformed HTTP (or a timeout before any request): answer when the socket can still take it.
    if (socket.writable && !(socket as unknown as { _httpMessage?: unknown })._httpMessage) {
      const status = err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
      socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    } else {
      socket.destroy();
    }
  });
  const listening = await listenOnLoopback(server, host, options.port, `the ${service.name} sandbox`);
  base = listening.url;
  service.listening?.(base);
  return listening;
}

/** The path and query of a request target (origin-form), without the cost of a full URL parse. */
interface Target {
  pathname: string;
  search: string;
  searchParams: URLSearchParams;
}
function splitUrl(raw: string): Target {
  const q = raw.indexOf("?");
  const pathname = q < 0 ? raw : raw.slice(0, q);
  const search = q < 0 ? "" : raw.slice(q);
  return { pathname: pathname.startsWith("/") ? pathname : `/${pathname}`, search, searchParams: new URLSearchParams(search) };
}

/** Header names lower-cased (Node gives request headers so already; an answer's are the service's own). */
/** Header values as one record, as the validation API reads them: names lower-cased, a repeated header joined with ", ". */
const headerRecord = (raw: http.IncomingHttpHeaders | Record<string, string>): Record<string, string> => valueRecord(raw, "headers") as Record<string, string>;

/** What every exchange of one sandbox server shares. */
interface Served {
  readonly service: SandboxService;
  /** The judge of the service's requests and answers (with its merchant secret). */
  readonly judge: Judge;
  readonly router: Router<HttpOperation>;
  readonly options: ServerOptions;
  readonly timeoutMs: number;
}

/**
 * The judge's verdict on a request, as handlers read it (and on the same request with another body:
 * lenient mode); undefined when the request is beyond the judge's limits (its finding says why).
 */
function judged(
  judge: Judge,
  exchange: HttpExchange,
  routed: Routed<HttpOperation>,
): { match: HttpMatch; judged: RequestJudged } | { match: undefined; findings: Violation[] } {
  const findings: Violation[] = [];
  const match = judge.request(exchange, findings, [], routed);
  if (!match) return { match, findings };
  const resultOf = (m: HttpMatch | undefined) => ({ ok: m !== undefined && m.errors.length === 0, errors: [...(m?.errors ?? [])] });
  return {
    match,
    judged: {
      result: resultOf(match),
      payloads: match.decoded,
      xVerify: match.verdicts.request,
      again: (body) => {
        const m = judge.request({ ...exchange, request: { ...exchange.request, body } }, [], [], routed);
        return { result: resultOf(m), payloads: m?.decoded ?? new Map<string, unknown>() };
      },
    },
  };
}

/** The most errors a log line names (the answer's body lists them all). */
const LOG_ERRORS = 5;

/** Why the sandbox refused a request, as its answer says (its code, and each error's pointer and rule; never a value). */
function refusalOf(answer: SandboxResponse): { code?: string; errors: Array<{ pointer: string; rule: string }> } {
  if (answer.status < 400 || answer.body === null || typeof answer.body !== "object") return { errors: [] };
  const b = answer.body as { code?: unknown; header?: unknown; errors?: unknown };
  const errors = Array.isArray(b.errors)
    ? b.errors
        .filter((e): e is { pointer: string; rule: string } => typeof e?.pointer === "string" && typeof e?.rule === "string")
        .map((e) => ({ pointer: e.pointer.slice(0, 200), rule: e.rule }))
    : typeof b.header === "string"
      ? [{ pointer: `/headers/${b.header.toLowerCase().slice(0, 100)}`, rule: "required" }]
      : [];
  return { ...(typeof b.code === "string" ? { code: b.code.slice(0, 100) } : {}), errors };
}

function refusalText(why: { code?: string; errors: Array<{ pointer: string; rule: string }> }): string {
  if (!why.code && why.errors.length === 0) return "";
  const listed = why.errors.slice(0, LOG_ERRORS).map((e) => `${e.pointer} (${e.rule})`);
  if (why.errors.length > LOG_ERRORS) listed.push(`${why.errors.length - LOG_ERRORS} more`);
  return `: ${why.code ?? "refused"}${listed.length ? ` at ${listed.join("; ")}` : ""}`;
}

function exchange(ctx: Served, base: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  const { service, options, timeoutMs } = ctx;
  /** One log line, as text or as a JSON object (options.logFormat); card numbers masked either way. */
  const log = (event: string, fields: Record<string, unknown>, text: string): void => {
    if (!options.onLog) return;
    const line = options.logFormat === "json" ? JSON.stringify({ time: new Date().toISOString(), service: service.name, event, ...fields }) : text;
    // The path is the client's text (a `;access_token=` parameter, a JWT segment): masked as every printed line is.
    options.onLog(maskLine(line, { colon: false }));
  };
  const started = Date.now();
  const url = splitUrl(req.url ?? "/");
  if (options.admin && isAdminPath(url.pathname)) {
    serveAdmin(req, res, options.admin, url.pathname, url.search, options.onLog);
    return;
  }
  const method = (req.method ?? "GET").toUpperCase();
  const headers = headerRecord(req.headers);
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = Number(headers["content-length"] ?? "0") > MAX_BODY_BYTES;
  let answered = false;

  // `close`: answer before the whole body has arrived, then close the connection.
  let close = false;
  /** The judge's match of the request, once it was judged (its answer is judged with it). */
  let match: HttpMatch | undefined;
  const finish = (answer: SandboxResponse, text: string, operationId: string | undefined, record = true): void => {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    const contentType = answer.text !== undefined ? (answer.contentType ?? "text/plain; charset=utf-8") : (answer.contentType ?? "application/json");
    const body = answer.text ?? (answer.body === undefined ? "" : JSON.stringify(answer.body));
    const responseHeaders: Record<string, string> = { ...answer.headers };
    if (body !== "" || answer.body !== undefined) responseHeaders["content-type"] = contentType;
    if (tooLarge || close) responseHeaders.connection = "close";
    if (
      operationId !== undefined &&
      service.documented(operationId).includes(answer.status) &&
      !contentType.startsWith("application/problem+json") &&
      answer.text === undefined
    ) {
      if (match) {
        // The answer judged as conform would judge it (and its x-verify verdict, for the recording).
        const answeredEx: HttpExchange = {
          ...match.exchange,
          status: answer.status,
          response: { headers: headerRecord(responseHeaders), body: answer.body, text: body, contentType },
        };
        const found: Violation[] = [];
        ctx.judge.response(match, answeredEx, found);
        const errors = found.filter((v) => v.level !== "warning");
        if (errors.length)
          log(
            "sandbox-bug",
            { operation: operationId, status: answer.status, errors: errors.map((v) => ({ pointer: v.pointer, rule: v.rule })) },
            `sandbox bug: the answer to ${operationId} (${answer.status}) breaks the contract: ${errors.map((v) => `${v.pointer.replace(/^\/response/, "")} ${v.message}`).join("; ")}`,
          );
      }
    }
    const elapsed = Date.now() - started;
    // Recorded before it is sent: an answer the client has seen is always in the recording.
    if (options.recorder && record) {
      try {
        const entry = harEntry({
          url: base + url.pathname + url.search,
          method,
          headers,
          body: tooLarge || close ? undefined : text,
          started: new Date(started).toISOString(),
          elapsed,
          status: answer.status,
          responseHeaders,
          responseBody: body,
        });
        // Lenient mode: what the sandbox read past, beside the request as it was sent (a HAR custom field).
        if (answer.deviations?.length) Object.assign(entry, { _deviations: answer.deviations });
        if (answer.deviationsOmitted) Object.assign(entry, { _deviationsOmitted: answer.deviationsOmitted });
        options.recorder.append(entry, { signed: match ? signedContent(match.operation, match.verdicts) : undefined });
      } catch (e) {
        const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
        log("recording-failed", { reason: why }, `recording failed: ${why}; the exchange was answered but not recorded`);
      }
    }
    res.writeHead(answer.status, { ...responseHeaders, "content-length": String(Buffer.byteLength(body)) });
    res.end(body);
    if (tooLarge || close) res.once("finish", () => req.destroy());
    const why = refusalOf(answer);
    log(
      "exchange",
      {
        method,
        path: url.pathname,
        status: answer.status,
        ...(operationId ? { operation: operationId } : {}),
        ms: elapsed,
        ...(why.code ? { code: why.code } : {}),
        ...(why.errors.length ? { errors: why.errors } : {}),
      },
      `${method} ${url.pathname} -> ${answer.status}${operationId ? ` ${operationId}` : ""} (${elapsed} ms)${refusalText(why)}`,
    );
    for (const d of answer.deviations ?? [])
      log("deviation", { operation: operationId ?? "-", pointer: d.pointer, kind: d.kind, rule: d.rule }, deviationLine(operationId ?? "-", d));
    if (answer.deviationsOmitted)
      log(
        "deviations-omitted",
        { operation: operationId ?? "-", count: answer.deviationsOmitted },
        `lenient: ${operationId ?? "-"} ${answer.deviationsOmitted} more deviations, not listed`,
      );
  };

  const timer = setTimeout(() => {
    close = true;
    finish(
      problem(408, {
        code: "REQUEST_TIMEOUT",
        detail: `the request body did not arrive completely within ${timeoutMs} ms; send the whole body at once`,
        gap: "timeouts are not shown in the documents; the sandbox's is bounded (SANDBOX_REQUEST_TIMEOUT_MS)",
      }),
      "",
      undefined,
    );
  }, timeoutMs);
  timer.unref();
  if (tooLarge) {
    finish(bodyTooLarge(), "", undefined);
    return;
  }
  req.on("data", (chunk: Buffer) => {
    if (tooLarge) return;
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      tooLarge = true;
      chunks.length = 0;
      finish(bodyTooLarge(), "", undefined);
    } else {
      chunks.push(chunk);
    }
  });
  req.on("error", () => res.destroy());
  req.on("end", () => {
    if (tooLarge || answered) return;
    clearTimeout(timer);
    const text = Buffer.concat(chunks).toString("utf8");
    let operationId: string | undefined;
    try {
      const extra = service.extra?.(method, url.pathname, url.searchParams);
      // Sandbox-only pages (not contract operations) are answered but not recorded.
      if (extra) return finish(extra, text, undefined, false);
      const routed = ctx.router.route(method, url.pathname);
      if (!routed.operation && routed.allowed.length === 0) {
        return finish(
          problem(404, {
            code: "NO_SUCH_OPERATION",
            detail: `no ${service.name} operation has the path ${maskPansInText(url.pathname)}; see generated/${service.name}/openapi.json`,
            gap: "not a contract operation",
          }),
          text,
          undefined,
        );
      }
      if (!routed.operation) {
        const answer: SandboxResponse = problem(405, {
          code: "METHOD_NOT_ALLOWED",
          detail: `${method} is not defined for this path; use ${routed.allowed.join(" or ")}`,
          gap: "not a contract operation",
        });
        answer.headers = { allow: routed.allowed.join(", ") };
        return finish(answer, text, undefined);
      }
      operationId = routed.operation.operationId;
      const contentType = headers["content-type"];
      // No content type: the sandbox reads the body as JSON (what every JSON operation sends).
      const parsed = parseBody(text, contentType, { untyped: "json", form: formFieldsWithRepeats });
      if (parsed.invalid) {
        const at = /position (\d+)/.exec(parsed.invalid.message)?.[1];
        return finish(
          problem(400, {
            code: "MALFORMED_JSON",
            detail: `the request body is not JSON${at === undefined ? "" : ` (at character ${at})`}; send a valid JSON document`,
            gap: "the documents show no error for a body that is not JSON",
          }),
          text,
          operationId,
        );
      }
      const body = parsed.body;
      if (nestsDeeperThan(body, MAX_DEPTH)) {
        return finish(
          problem(400, {
            code: "TOO_DEEP",
            detail: `the request body nests deeper than ${MAX_DEPTH} levels`,
            gap: "nesting limits are not shown in the documents; the sandbox limit is 64 levels",
          }),
          text,
          operationId,
        );
      }
      const query: Record<string, string> = {};
      for (const [k, v] of url.searchParams) query[k] = v;
      const crowded = firstCrowded(body, MAX_PROPERTIES, "/body") ?? firstCrowded(query, MAX_PROPERTIES, "/query");
      if (crowded !== undefined) {
        return finish(
          problem(400, {
            code: "TOO_MANY_PROPERTIES",
            detail: `the object at ${crowded} has more than ${MAX_PROPERTIES} properties; the contract's objects have a few dozen`,
            gap: `the documents set no limit on properties; the sandbox judges objects of at most ${MAX_PROPERTIES} properties`,
          }),
          text,
          operationId,
        );
      }
      const overlong = firstOverlong(body, MAX_VALUE_CHARS, "/body") ?? firstOverlong(query, MAX_VALUE_CHARS, "/query");
      if (overlong !== undefined) {
        return finish(
          problem(400, {
            code: "VALUE_TOO_LONG",
            detail: `the value at ${overlong} is over ${MAX_VALUE_CHARS} characters; send a shorter value`,
            gap: `the documents give this value no length; the sandbox keeps values of at most ${MAX_VALUE_CHARS} characters`,
          }),
          text,
          operationId,
        );
      }
      const asked: HttpExchange = {
        method,
        url: base + url.pathname + url.search,
        path: url.pathname,
        search: url.search,
        query,
        request: { headers, body, text: text === "" ? undefined : text, contentType },
        status: 0,
        response: undefined,
        started,
        finished: undefined,
      };
      const verdict = judged(ctx.judge, asked, routed);
      if (!verdict.match) {
        return finish(
          problem(400, {
            code: "TOO_LARGE",
            detail: verdict.findings.map((v) => v.message).join("; "),
            gap: "size limits are not shown in the documents; the sandbox judges requests within the toolkit's limits",
          }),
          text,
          operationId,
        );
      }
      match = verdict.match;
      finish(
        service.handle({
          operationId,
          method,
          pathname: url.pathname,
          path: routed.params,
          query,
          headers,
          contentType,
          text,
          body,
          prefer: parsePrefer(headers.prefer),
          judged: verdict.judged,
        }),
        text,
        operationId,
      );
    } catch (e) {
      log(
        "sandbox-fault",
        { operation: operationId ?? "routing", reason: (e as Error).message },
        `sandbox fault in ${operationId ?? "routing"}: ${(e as Error).message}`,
      );
      finish(
        problem(500, { code: "SANDBOX_FAULT", detail: "the sandbox failed on this request; please report it with the recording", gap: "sandbox fault" }),
        text,
        operationId,
      );
    }
  });
}
