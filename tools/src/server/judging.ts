/**
 * The server face's judge: one service's requests and answers, judged by the toolkit's judge (the
 * same door the sandbox, conform, the proxy and the probe go through) after the contract's router.
 *
 * A request: routed (404 unknown path, 405 wrong method), its body taken as parsed or parsed here by
 * its content type, then the judge's request verdict (credentials, headers, parameters, content type,
 * body schema, the Base64 payload of create order and what is inside it, x-verify with the merchant
 * secret). Accepted: the typed request (parameters converted, the payload decoded once by the judge).
 * Refused: a problem+json answer naming every pointer (never a value sent), marked `x-contract-gap`.
 *
 * An answer: judged as conform judges one (documented status under the failure-status gap policy,
 * content type, body schema, headers, the refund answer's x-verify, card numbers).
 */
import {
  HTTP_SERVICES,
  httpOperations,
  route as contractRoute,
  type HttpOperation,
  type HttpServiceId,
  type Routed,
  type RouteResult as ContractRouteResult,
} from "../contract/index.ts";
import { formFieldsWithRepeats, parseBody } from "../http/body.ts";
import { FORM_MEDIA, mediaEssence } from "../http/media.ts";
import { type HttpMatch, Judge, levelOf, type Violation } from "../judge/index.ts";
import { maskPansInText } from "../mask.ts";
import { problem, summarize } from "../problem.ts";
import type { HttpExchange } from "../recording/http-exchange.ts";
import { hmacSha256Signer, type Signer } from "../signing/x-verify.ts";
import { coerceParameters } from "../validate/parameters.ts";
import { type ValueList, type ValueRecord, valueRecord } from "../validate/service.ts";
import type {
  OperationInfo,
  ProblemBody,
  ProblemError,
  Refusal,
  RequestInput,
  RequestVerdict,
  ResponseFinding,
  ResponseInput,
  ResponseReport,
  RouteResult,
  ServerOptions,
  SigningOptions,
} from "./types.ts";

/** Default of `limitBytes`: 1 MiB, the sandbox's limit. */
export const DEFAULT_LIMIT_BYTES = 1024 * 1024;

/** Options as the judging takes them (an entry narrows what each service accepts). */
export type AnyServerOptions = ServerOptions & Partial<{ secret: string; signer: Signer; verifySignatures: boolean }>;

/** Development mode: answers are judged unless NODE_ENV is "production" (as the clients validate). */
export const developmentMode = (): boolean => process.env.NODE_ENV !== "production";

/** A contract-accepted request as the judging builds it (the entries type it per operation). */
export interface Accepted {
  readonly operationId: string;
  readonly operation: OperationInfo;
  readonly params: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly payload: unknown;
}

const infos = new WeakMap<HttpOperation, OperationInfo>();

/** The judging that accepted a request (judgeResponse finds it there). */
export const JUDGED_BY = new WeakMap<object, ServerJudging>();

/** The public, read-only description of an operation. */
export function operationInfo(op: HttpOperation): OperationInfo {
  let info = infos.get(op);
  if (!info) {
    info = Object.freeze({
      service: op.service,
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      statuses: Object.freeze([...op.statuses]),
      failureGap: op.failureGap,
    });
    infos.set(op, info);
  }
  return info;
}

/** The path and query of a request target (an absolute URL is read for them). */
export function splitTarget(raw: string | undefined): { pathname: string; search: string } {
  let target = raw ?? "/";
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    const u = new URL(target);
    target = u.pathname + u.search;
  }
  const hash = target.indexOf("#");
  if (hash >= 0) target = target.slice(0, hash);
  const q = target.indexOf("?");
  const pathname = q < 0 ? target : target.slice(0, q);
  return { pathname: pathname.startsWith("/") ? pathname : `/${pathname}`, search: q < 0 ? "" : target.slice(q) };
}

/**
 * Header values as one record: names lower-cased, a repeated header joined with ", " (as HTTP combines
 * field lines), every value a string; the validation API's `valueRecord`, so a header named as an
 * Object member (`constructor`) is a header like any other.
 */
export function headerRecord(headers: RequestInput["headers"] | ResponseInput["headers"]): Record<string, string> {
  const out = valueRecord(headers as ValueRecord | ValueList | undefined, "headers");
  for (const name in out) if (typeof out[name] !== "string") out[name] = String(out[name]);
  return out as Record<string, string>;
}

/** The contract router's answer for one service, in the typed shape of the entries (`basePath` default ""). */
export function routeResult(service: HttpServiceId, method: string, path: string, basePath = ""): RouteResult<string> {
  const r = contractRoute(method, splitTarget(path).pathname, { basePath: basePath.replace(/\/+$/, ""), service });
  if (r.operation) return { ok: true, operationId: r.operation.operationId, operation: operationInfo(r.operation), params: { ...r.params } };
  return { ok: false, status: r.allowed.length ? 405 : 404, allowed: [...r.allowed] };
}

/** A body as the judge takes it: parsed as given, or its text or bytes parsed by the content type. */
function readBody(body: unknown, contentType: string | undefined): { body?: unknown; text?: string | undefined; malformed?: string } {
  if (body === undefined || body === null) return {};
  let text: string | undefined;
  if (typeof body === "string") text = body;
  else if (body instanceof Uint8Array) text = new TextDecoder().decode(body);
  else return { body };
  const parsed = parseBody(text, contentType, { untyped: "json", form: formFieldsWithRepeats });
  if (parsed.invalid) return { text, malformed: /position (\d+)/.exec(parsed.invalid.message)?.[1] ?? "" };
  return { body: parsed.body, text: text === "" ? undefined : text };
}

const isError = (v: Violation): boolean => (v.level ?? levelOf(v.rule)) === "error";

/** A response finding as reports name it (the judge's rule, its pointer into the exchange, its message). */
const finding = (v: Violation): ResponseFinding => ({ rule: v.rule, pointer: v.pointer, message: v.message });

/**
 * One service's judging of requests and answers, with its merchant secret. Made once per middleware,
 * plugin or options object; `ready` loads the validators (the first request waits for it).
 */
export class ServerJudging {
  readonly service: HttpServiceId;
  readonly ready: Promise<void>;
  readonly limitBytes: number;
  private readonly judge: Judge;
  private readonly basePath: string;
  private readonly matches = new WeakMap<object, HttpMatch>();

  constructor(service: HttpServiceId, options: AnyServerOptions = {}) {
    if (!HTTP_SERVICES.includes(service)) throw new Error(`server face: no HTTP service named ${JSON.stringify(service)}`);
    this.service = service;
    this.basePath = (options.basePath ?? "").replace(/\/+$/, "");
    this.limitBytes = options.limitBytes ?? DEFAULT_LIMIT_BYTES;
    this.judge = new Judge({ signer: signerOf(service, options), service, basePath: this.basePath });
    this.ready = this.judge.ready("http");
    // Told when the first request arrives (a failure to load is answered 500 then, with its reason).
    this.ready.catch(() => undefined);
  }

  /** Whether the validators are loaded (then requests are judged synchronously). */
  isReady(): boolean {
    return this.judge.isReady("http");
  }

  /**
   * Whether a path is this service's to judge: everything without a base path; with one, the paths
   * under it (others belong to the rest of the application, or to another service's face).
   */
  owns(pathname: string): boolean {
    const base = this.basePath;
    return base === "" || pathname === base || pathname.startsWith(`${base}/`);
  }

  route(method: string, path: string): ContractRouteResult<HttpOperation> {
    return contractRoute(method, path, { basePath: this.basePath, service: this.service });
  }

  /** The refusal of a request that is no operation of the service (404, or 405 with Allow), or undefined when it is one. */
  unrouted(method: string, pathname: string, r: ContractRouteResult<HttpOperation>): Refusal | undefined {
    if (r.operation) return undefined;
    if (r.allowed.length === 0) {
      return this.refusal(404, undefined, {
        code: "NO_SUCH_OPERATION",
        detail: `no ${this.service} operation has the path ${pathname.slice(0, 200)}; see @payments/contracts/${this.service}/openapi.json`,
        gap: "not a contract operation",
      });
    }
    return this.refusal(
      405,
      undefined,
      {
        code: "METHOD_NOT_ALLOWED",
        detail: `${method.slice(0, 16)} is not defined for this path; use ${r.allowed.join(" or ")}`,
        gap: "not a contract operation",
      },
      { allow: r.allowed.join(", ") },
    );
  }

  /** 413: the body is over `limitBytes`. */
  tooLarge(operationId: string | undefined): Refusal {
    return this.refusal(413, operationId, {
      code: "BODY_TOO_LARGE",
      detail: `the request body is over ${this.limitBytes} bytes; send a smaller body`,
      gap: `request size limits are not shown in the documents; this server's limit is ${this.limitBytes} bytes (limitBytes)`,
    });
  }

  /** 500: the server face could not judge (the validators did not load, the body was consumed elsewhere). */
  fault(operationId: string | undefined, code: string, detail: string): Refusal {
    return this.refusal(500, operationId, { code, detail: maskPansInText(detail), gap: "a fault of the server face, not of the request" });
  }

  /**
   * The verdict on a request (the validators must be loaded: `await ready` first). `routed`: the
   * operation, when the caller routed already (the middleware routes before it reads the body).
   */
  request(input: RequestInput, routed?: ContractRouteResult<HttpOperation>): RequestVerdict<Accepted> {
    const method = (input.method ?? "GET").toUpperCase();
    const { pathname, search } = splitTarget(input.url);
    const found = routed ?? this.route(method, pathname);
    const unknown = this.unrouted(method, pathname, found);
    if (unknown || !found.operation) return { ok: false, problem: unknown!, operationId: undefined };
    const op = found.operation;
    const headers = headerRecord(input.headers);
    const contentType = headers["content-type"];
    const read = readBody(input.body, contentType);
    if (read.malformed !== undefined) {
      return this.refused(op, 400, {
        code: "MALFORMED_JSON",
        detail: `the request body is not JSON${read.malformed ? ` (at character ${read.malformed})` : ""}; send a valid JSON document`,
        gap: "the documents show no error for a body that is not JSON",
      });
    }
    const query: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(search)) query[k] = v;
    const exchange: HttpExchange = {
      method,
      url: pathname + search,
      path: pathname,
      search,
      query,
      request: { headers, body: read.body, text: read.text, contentType },
      status: 0,
      response: undefined,
      started: undefined,
      finished: undefined,
    };
    const findings: Violation[] = [];
    const match = this.judge.request(exchange, findings, [], found as Routed<HttpOperation>);
    if (!match) {
      return this.refused(op, 400, {
        code: "TOO_LARGE",
        detail: findings.map((v) => v.message).join("; "),
        gap: "size limits are not shown in the documents; the server face judges requests within the toolkit's limits",
      });
    }
    const signature = findings.filter((v) => v.rule === "x-verify-mismatch" && isError(v));
    if (match.errors.length > 0 || !match.accepted) return this.invalid(op, match, signature);
    const accepted: Accepted & { readonly ok: true } = {
      ok: true,
      operationId: op.operationId,
      operation: operationInfo(op),
      params: { ...coerceParameters(match.params, op.op.parameters.path.list) },
      query: { ...coerceParameters(query, op.op.parameters.query.list) },
      headers,
      body: read.body,
      payload: op.encoded.length > 0 ? match.decoded.get(op.encoded[0]!.pointer) : undefined,
    };
    this.matches.set(accepted, match);
    JUDGED_BY.set(accepted, this);
    return accepted;
  }

  /**
   * The handler's answer to an accepted request, judged (undefined for an object that is not one
   * this judging accepted). `truncated`: the body was not kept whole (over the limit): not judged.
   */
  response(accepted: object, answer: ResponseInput, truncated = false): ResponseReport | undefined {
    const match = this.matches.get(accepted);
    if (!match) return undefined;
    const headers = headerRecord(answer.headers);
    const contentType = headers["content-type"];
    const read = truncated ? {} : readBody(answer.body, contentType);
    const answered: HttpExchange = {
      ...match.exchange,
      status: answer.status,
      response: {
        headers,
        body: read.malformed !== undefined ? undefined : read.body,
        text: read.text,
        contentType,
        ...(truncated || read.malformed !== undefined ? { bodyNotRecorded: true } : {}),
      },
    };
    const found: Violation[] = [];
    this.judge.response(match, answered, found);
    const errors = found.filter(isError).map(finding);
    if (read.malformed !== undefined && contentType && /json/i.test(contentType)) {
      errors.push({ rule: "response-schema", pointer: "/response/body", message: "the answer says JSON and its body is not JSON" });
    }
    return { operationId: match.operation.operationId, status: answer.status, errors, warnings: found.filter((v) => !isError(v)).map(finding) };
  }

  /** A refused request of a known operation: the findings as a problem body, with the status the failure calls for. */
  private invalid(op: HttpOperation, match: HttpMatch, signature: readonly Violation[]): RequestVerdict<Accepted> {
    const errors: ProblemError[] = match.errors.map((e) => ({ pointer: e.pointer, rule: e.rule, message: e.message }));
    for (const v of signature) errors.push({ pointer: v.pointer.replace(/^\/request/, ""), rule: v.rule, message: v.message });
    const credentials = errors.filter((e) => e.rule === "credentials");
    if (credentials.length > 0) {
      const basic = op.security.includes("basic");
      return this.refused(
        op,
        401,
        { code: "UNAUTHORIZED", detail: credentials.map((e) => e.message).join("; "), gap: "", errors: credentials },
        { "www-authenticate": basic ? 'Basic realm="payments"' : 'Bearer realm="payments"' },
      );
    }
    const mediaType = errors.find((e) => e.rule === "content-type");
    if (mediaType) {
      return this.refused(op, 415, {
        code: "UNSUPPORTED_MEDIA_TYPE",
        detail: `${mediaType.message}`,
        gap: "the documents show no error for a wrong content type",
      });
    }
    if (errors.length > 0 && errors.every((e) => e.rule === "x-verify-mismatch")) {
      return this.refused(op, 401, {
        code: "X_VERIFY_MISMATCH",
        detail:
          "x-verify is not the signature of the Base64 payload under the merchant secret (HMAC-SHA256 of the Base64 text as sent, upper-case hex, unless a signer of your own is configured)",
        gap: "",
        errors,
      });
    }
    return this.refused(op, 400, { code: "INVALID_REQUEST", detail: `the request breaks the contract: ${summarize(errors)}`, gap: "", errors });
  }

  private refused(
    op: HttpOperation,
    status: number,
    o: { code: string; detail: string; gap: string; errors?: readonly ProblemError[] },
    headers: Record<string, string> = {},
  ): RequestVerdict<Accepted> {
    return { ok: false, problem: this.refusal(status, op.operationId, o, headers), operationId: op.operationId };
  }

  /** A problem+json answer; `gap` "" means the service's own words for an answer the document does not show. */
  private refusal(
    status: number,
    operationId: string | undefined,
    o: { code: string; detail: string; gap: string; errors?: readonly ProblemError[] },
    headers: Record<string, string> = {},
  ): Refusal {
    const failureGap = this.service === "optimizer" ? httpOperations("optimizer")[0]?.failureGap : undefined;
    const gap =
      o.gap ||
      (failureGap
        ? `the document shows no HTTP status, response code or body for failures (${failureGap}); this answer is the server face's`
        : `the document shows no answer of this form for an invalid ${operationId ?? "request"}; this answer is the server face's`);
    const answer = problem(status, {
      code: o.code,
      detail: o.detail,
      gap,
      ...(o.errors ? { errors: o.errors } : {}),
      // The optimizer's answers carry response_code and response_message; a failure's code is 0 (as the sandbox answers).
      ...(this.service === "optimizer" ? { extra: { response_code: 0, response_message: o.code } } : {}),
    });
    return { status, headers: { "content-type": answer.contentType, ...headers }, body: answer.body as unknown as ProblemBody };
  }
}

/** The x-verify signer of the options; the optimizer refuses to start without one unless told `verifySignatures: false`. */
function signerOf(service: HttpServiceId, options: AnyServerOptions): Signer | undefined {
  if (options.verifySignatures === false) return undefined;
  if (options.signer) return options.signer;
  if (options.secret !== undefined) {
    try {
      return hmacSha256Signer(options.secret);
    } catch (e) {
      throw new Error(`${service} server: option "secret": ${(e as Error).message}`);
    }
  }
  if (httpOperations(service).some((op) => op.signed)) {
    throw new Error(
      `${service} server: create order's x-verify needs the merchant secret: pass { secret } (hex) or { signer }, or { verifySignatures: false } to accept orders unverified`,
    );
  }
  return undefined;
}

/** Whether the service has an operation that takes form fields (the Fastify plugin adds a parser for them). */
export const takesForms = (service: HttpServiceId): boolean =>
  httpOperations(service).some((op) => Object.keys(op.op.request.content).some((t) => mediaEssence(t) === FORM_MEDIA));

export type { SigningOptions };
