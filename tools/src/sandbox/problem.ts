/**
 * The sandbox's answers to requests it cannot serve, and where the contract documents no error.
 *
 * A documented error (affordability's 400 HEADER_MISSING, 401, 409, 422) is sent as the document
 * shows it: `application/json`, with `code` and `message`. Everything else is RFC 9457
 * `application/problem+json` carrying `x-contract-gap` (http/problem.ts): the document shows no
 * status or body for that failure, so the status is the sandbox's decision and a partner must not
 * rely on it.
 */
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

export { PROBLEM_TYPE, problem, summarize, type ProblemOptions } from "../problem.ts";

/** A documented error of the contract: application/json with `code` and `message`. */
export function documentedError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): SandboxResponse {
  return { status, body: { code, message, ...extra }, contentType: "application/json" };
}
