/**
 * RFC 9457 `application/problem+json` answers marked as a contract gap: the answer of the toolkit's
 * own servers (sandboxes, the proxy, the server face) where the contract documents no error. The
 * document shows no status or body for that failure, so `x-contract-gap` says the status is the
 * toolkit's decision and a client must not rely on it.
 */
import { maskPansInText } from "./mask.ts";

export const PROBLEM_TYPE = "application/problem+json";

/** A finding of the request as a problem body lists it: where, which rule, in words (never a value). */
export interface ProblemError {
  readonly pointer: string;
  readonly rule: string;
  readonly message: string;
}

export interface ProblemOptions {
  /** Short code, e.g. TOKEN_USED (also sent as `code`). */
  code: string;
  detail: string;
  /** What the document leaves open here (the x-contract-gap text). */
  gap: string;
  errors?: readonly ProblemError[];
  /** Extra members (e.g. the optimizer's response_code and response_message). */
  extra?: Record<string, unknown>;
}

export interface ProblemAnswer {
  status: number;
  body: Record<string, unknown>;
  contentType: string;
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
export function problem(status: number, o: ProblemOptions): ProblemAnswer {
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

/** One line naming the errors (pointers and rules only, never values). */
export function summarize(errors: readonly ProblemError[], max = 3): string {
  const shown = errors.slice(0, max).map((e) => `${e.pointer || "/"} ${e.message}`);
  return shown.join("; ") + (errors.length > max ? `; and ${errors.length - max} more` : "");
}
