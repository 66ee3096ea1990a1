/**
 * HTTP checks of one exchange against its operation: the request (credentials, headers,
 * parameters, content type, body schema, the Base64 payload of create order, x-verify) and the
 * response (documented status, content type, body schema, required headers, card numbers).
 * Engine errors ({pointer, rule, message}) become typed violations with expected/actual values
 * read from the recorded exchange and passed through redaction.
 */
import type { Signer } from "../../signing/x-verify.ts";
import { isRedactionMark } from "../../mask.ts";
import { pickMedia } from "../../http/media.ts";
import type { ValidationError } from "../../validate/errors.ts";
import { collapseExtras, extraSummary, type Collapsed } from "../collapse.ts";
import type { EncodedContent } from "../../contract/manifest.ts";
import { attachBasis, httpLocator, withMeanings, type Locator } from "../basis.ts";
import { groupRepeats, resolver } from "../group.ts";
import type { LeakScanner } from "../leak.ts";
import type { Violation } from "../model.ts";
import { pointerTokens } from "../../json-pointer.ts";
import { get, MISSING } from "../../json-pointer.ts";
import { keyOf, render } from "../../render.ts";
import type { HttpOperation } from "../../contract/operations.ts";
import type { ServiceValidator } from "../../validate/service.ts";
import type { ValidationError as EngineError } from "../../validate/errors.ts";
import type { HttpExchange } from "../../recording/http-exchange.ts";
import { requestRule, responseRule } from "./rule-map.ts";
import { HTTP_REQUEST_CHECKS, HTTP_RESPONSE_CHECKS } from "../checks/http/index.ts";
import { xVerify } from "../checks/http/x-verify.ts";
import type { HttpContext, XVerifyVerdicts } from "../checks/types.ts";

export interface HttpCheckOptions {
  signer?: Signer | undefined;
  leaks: LeakScanner;
  /** Told when x-verify is judged by the verdict the recorder carried (checks/http/x-verify.ts). */
  noteCarried?: (() => void) | undefined;
}

/** What the contract wants, as the engine says it (required → "present"). */
function expectedOf(e: ValidationError): string {
  if (e.rule === "required") return "present";
  if (e.rule === "additionalProperties" || e.rule === "unevaluatedProperties") return "(absent: not in the contract)";
  return e.expected ?? "what the contract gives";
}

/**
 * Resolve a request-side engine pointer (/headers/x, /body/..., inside encoded content too: in the
 * documents validation decoded, by the encoded property's pointer).
 */
function requestValue(
  ex: HttpExchange,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
  encoded: readonly EncodedContent[],
  decoded: ReadonlyMap<string, unknown> | undefined,
  pointer: string,
): unknown {
  const t = pointerTokens(pointer);
  const head = t[0];
  if (head === "headers") return t[1] === undefined ? MISSING : (ex.request.headers[t[1]] ?? MISSING);
  if (head === "query") return t[1] === undefined ? MISSING : (query[t[1]] ?? MISSING);
  if (head === "path") return t[1] === undefined ? MISSING : (params[t[1]] ?? MISSING);
  if (head === "body") {
    const rest = pointer.slice("/body".length);
    for (const enc of encoded) {
      if (enc.pointer && rest.startsWith(`${enc.pointer}/`)) {
        return decoded?.has(enc.pointer) ? get(decoded.get(enc.pointer), rest.slice(enc.pointer.length)) : MISSING;
      }
    }
    return get(ex.request.body, rest);
  }
  return MISSING;
}

/** What judging a request gives beside its findings. */
export interface RequestOutcome {
  /** The engine's errors (what a problem body lists: pointer, rule, message). */
  readonly errors: readonly EngineError[];
  /** The encoded payloads' documents, decoded once by validation, by pointer (those that decoded). */
  readonly decoded: ReadonlyMap<string, unknown>;
}

const NO_PAYLOADS: ReadonlyMap<string, unknown> = new Map();

export function checkRequest(
  ex: HttpExchange,
  operation: HttpOperation,
  validator: ServiceValidator,
  pathParams: Record<string, string>,
  options: HttpCheckOptions,
  verdicts: XVerifyVerdicts,
  out: Violation[],
): RequestOutcome {
  const from = out.length;
  const outcome = checkRequestOnly(ex, operation, validator, pathParams, options, verdicts, out);
  // Grouping and the contract's places only for findings: a clean exchange allocates nothing here.
  if (out.length === from) return outcome;
  groupRepeats(out, from, resolver([["/request/body", ex.request.body]]));
  attachBasis(out, from, "/request", requestLocator(operation), pointerTokens);
  return outcome;
}

const requestLocator = (operation: HttpOperation): Locator | undefined => httpLocator(operation.service, operation.op.operationId, "request");

function checkRequestOnly(
  ex: HttpExchange,
  operation: HttpOperation,
  validator: ServiceValidator,
  pathParams: Record<string, string>,
  options: HttpCheckOptions,
  verdicts: XVerifyVerdicts,
  out: Violation[],
): RequestOutcome {
  const { op } = operation;
  // Path and query values stay strings: the engine coerces them to their documented types.
  const params: Record<string, unknown> = pathParams;
  const query: Record<string, unknown> = ex.query;
  const encoded = pickMedia(op.request.content, ex.request.contentType || undefined)?.value.encoded ?? [];
  // The encoded payloads' documents, decoded once by validation (a map only where there are any).
  const decoded = encoded.length ? new Map<string, unknown>() : undefined;
  const result = validator.validateRequest(
    op.operationId,
    { headers: ex.request.headers, query: ex.query, path: pathParams, body: ex.request.body, contentType: ex.request.contentType },
    decoded,
  );
  // A body the exporter left out is not judged (it was sent, its content is unknown).
  const errors = ex.request.bodyNotRecorded ? result.errors.filter((e) => e.rule !== "body-required" && !e.pointer.startsWith("/body")) : result.errors;
  if (errors.length) {
    const locator = requestLocator(operation);
    for (const e of collapseExtras(errors.map((e) => withMeanings(e, locator, pointerTokens))) as Collapsed[]) {
      const rule = requestRule(e, ex);
      if (e.extra) {
        out.push({
          rule,
          where: "request",
          pointer: `/request${e.pointer}`,
          expected: "only the properties of the contract",
          actual: extraSummary(e.extra),
          message: e.message,
        });
        continue;
      }
      const pointer = `/request${e.pointer}`;
      const value = requestValue(ex, params, query, encoded, decoded, e.pointer);
      // A value that redaction replaced ("[REDACTED]": a CVV, a secret) cannot be judged: its length,
      // pattern or format say nothing about what was sent.
      if (isRedactionMark(value)) continue;
      let actual = render(value, keyOf(e.pointer));
      if (rule === "content-type") actual = JSON.stringify(ex.request.contentType ?? "");
      else if (rule === "base64-payload") actual = typeof value === "string" ? `string of ${value.length} characters` : render(value);
      out.push({ rule, where: "request", pointer, expected: expectedOf(e), actual, message: e.message });
    }
  }
  const ctx: HttpContext = {
    side: "request",
    ex,
    operation,
    encoded,
    decoded,
    signer: options.signer,
    leaks: options.leaks,
    noteCarried: options.noteCarried,
    verdicts,
  };
  for (const check of HTTP_REQUEST_CHECKS) check.run(ctx, out);
  return { errors: result.errors, decoded: decoded ?? NO_PAYLOADS };
}

export function checkResponse(
  ex: HttpExchange,
  operation: HttpOperation,
  validator: ServiceValidator,
  options: HttpCheckOptions,
  verdicts: XVerifyVerdicts,
  out: Violation[],
): void {
  const from = out.length;
  checkResponseOnly(ex, operation, validator, options, verdicts, out);
  if (out.length === from) return;
  groupRepeats(out, from, resolver([["/response/body", ex.response?.body]]));
  attachBasis(out, from, "/response", responseLocator(ex, operation), pointerTokens);
}

const responseLocator = (ex: HttpExchange, operation: HttpOperation): Locator | undefined =>
  ex.response && ex.status !== 0 ? httpLocator(operation.service, operation.op.operationId, "response", ex.status) : undefined;

function checkResponseOnly(
  ex: HttpExchange,
  operation: HttpOperation,
  validator: ServiceValidator,
  options: HttpCheckOptions,
  verdicts: XVerifyVerdicts,
  out: Violation[],
): void {
  const res = ex.response;
  if (!res || ex.status === 0) return;
  const { op } = operation;
  const result = validator.validateResponse(op.operationId, ex.status, res.body, { headers: res.headers, contentType: res.contentType });
  const errors = res.bodyNotRecorded ? result.errors.filter((e) => !e.pointer.startsWith("/body")) : result.errors;
  if (errors.length) {
    const locator = responseLocator(ex, operation);
    for (const e of collapseExtras(errors.map((e) => withMeanings(e, locator, pointerTokens))) as Collapsed[]) {
      const rule = responseRule(e, ex);
      if (e.extra) {
        out.push({
          rule,
          where: "response",
          pointer: `/response${e.pointer}`,
          expected: "only the properties of the contract",
          actual: extraSummary(e.extra),
          message: e.message,
        });
        continue;
      }
      const t = pointerTokens(e.pointer);
      let actual: string;
      if (rule === "undocumented-status") {
        actual = String(ex.status);
      } else if (rule === "content-type") {
        actual = JSON.stringify(res.contentType ?? "");
      } else if (t[0] === "headers") {
        actual = render(t[1] === undefined ? MISSING : (res.headers[t[1]] ?? MISSING), t[1]);
      } else {
        const value = get(res.body, e.pointer.slice("/body".length));
        if (isRedactionMark(value)) continue;
        actual = render(value, keyOf(e.pointer));
      }
      const gap = rule === "undocumented-status" ? openFailure(operation, ex.status) : undefined;
      if (gap) {
        // The gap policy, applied here once for every judge: a failure status the document does not
        // list, where the document shows no failure statuses at all, is that gap's (GAPS.md), not a
        // breach of the contract: a warning that names the gap.
        out.push({
          rule,
          level: "warning",
          where: "response",
          pointer: `/response${e.pointer}`,
          expected: expectedOf(e),
          actual,
          message: `${e.message}; the document shows no HTTP status for failures (gap ${gap}), so a failure status is not judged`,
          basis: [gap],
        });
        continue;
      }
      out.push({ rule, where: "response", pointer: `/response${e.pointer}`, expected: expectedOf(e), actual, message: e.message });
    }
  }
  const ctx: HttpContext = {
    side: "response",
    ex,
    operation,
    encoded: [],
    signer: options.signer,
    leaks: options.leaks,
    noteCarried: options.noteCarried,
    verdicts,
  };
  for (const check of HTTP_RESPONSE_CHECKS) check.run(ctx, out);
}

/** The gap that leaves this failure status open (4xx and 5xx where the service documents no failures), or undefined. */
function openFailure(operation: HttpOperation, status: number): string | undefined {
  return status >= 400 ? operation.failureGap : undefined;
}

/**
 * x-verify alone, on both sides of an exchange (no schema check): the verdicts a recorder carries
 * when it judges nothing else (`contracts redact --secret`). The same check as a full judgement's.
 */
export function checkSignatures(ex: HttpExchange, operation: HttpOperation, options: HttpCheckOptions, verdicts: XVerifyVerdicts): void {
  const encoded = pickMedia(operation.op.request.content, ex.request.contentType || undefined)?.value.encoded ?? [];
  const base = { ex, operation, signer: options.signer, leaks: options.leaks, verdicts };
  const ignored: Violation[] = [];
  xVerify.run({ ...base, side: "request", encoded }, ignored);
  if (ex.response && ex.status !== 0) xVerify.run({ ...base, side: "response", encoded: [] }, ignored);
}
