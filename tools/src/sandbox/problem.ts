/**
 * The sandbox's answers to requests it cannot serve, and where the contract documents no error.
 *
 * A documented error (affordability's 400 HEADER_MISSING, 401, 409, 422) is sent as the document
 * shows it: `application/json`, with `code` and `message`. Everything else is RFC 9457
 * `application/problem+json` carrying `x-contract-gap`: the document shows no status or body for
 * that failure, so the status is the sandbox's decision and a partner must not rely on it.
 */
import { maskPansInText } from "../mask.ts";
import type { ValidationError } from "../validate/errors.ts";
import type { Deviation } from "./lenient.ts";

export interface SandboxResponse {
  status: number;
  /** JSON body (serialized by the server), or text when `text` is set. */
  body?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Lenient mode: how the request broke the contract in ways the sandbox read past (logged and recorded). */
  deviations?: readonly Deviation[];
  /** Lenient mode: deviations beyond the listed ones (lenient.ts MAX_DEVIATIONS), counted only. */
  deviationsOmitted?: number;
}

export const PROBLEM_TYPE = "application/problem+json";

export interface ProblemOptions {
  /** Short code, e.g. TOKEN_USED (also sent as `code`). */
  code: string;
  detail: string;
  /** What the document leaves open here (the x-contract-gap text). */
  gap: string;
  errors?: readonly ValidationError[];
  /** Extra members (e.g. the optimizer's response_code and response_message). */
  extra?: Record<string, unknown>;
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
};

/** A problem+json answer marked as a contract gap. */
export function problem(status: number, o: ProblemOptions): SandboxResponse {
  const body: Record<string, unknown> = {
    type: `about:blank#${o.code.toLowerCase()}`,
    title: TITLES[status] ?? "Error",
    status,
    code: o.code,
    // Request values reach the detail and the pointers (a property named like a card number): masked.
    detail: maskPansInText(o.detail),
    "x-contract-gap": o.gap,
  };
  if (o.errors && o.errors.length > 0)
    body.errors = o.errors.map((e) => ({ pointer: maskPansInText(e.pointer), rule: e.rule, message: maskPansInText(e.message) }));
  return { status, body: { ...body, ...o.extra }, contentType: PROBLEM_TYPE };
}

/** A documented error of the contract: application/json with `code` and `message`. */
export function documentedError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): SandboxResponse {
  return { status, body: { code, message, ...extra }, contentType: "application/json" };
}

/** One line naming the validation errors (pointers and rules only, never values). */
export function summarize(errors: readonly ValidationError[], max = 3): string {
  const shown = errors.slice(0, max).map((e) => `${e.pointer || "/"} ${e.message}`);
  return shown.join("; ") + (errors.length > max ? `; and ${errors.length - max} more` : "");
}
