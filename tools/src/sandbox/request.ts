/**
 * A parsed sandbox request: the routed operation, its parameters and its body as the validators
 * take them (JSON parsed, form fields as an object), the caller's `Prefer` header, and the judge's
 * verdict on it (server.ts asks the judge before a handler runs).
 */
import type { XVerifyVerdict } from "../recording/carried.ts";
import type { ValidationResult } from "../validate/errors.ts";
import type { Preference } from "./prefer.ts";

/** The judge's verdict on a request, as the handlers read it. */
export interface RequestJudged {
  /** The validation engine's findings (empty: the contract accepts the request), as a problem body lists them. */
  readonly result: ValidationResult;
  /** The encoded payloads, decoded once by the judge, by pointer in the body (create order's "/request"). */
  readonly payloads: ReadonlyMap<string, unknown>;
  /** The x-verify verdict over the payload as it was sent (signed operations, with the sandbox's secret). */
  readonly xVerify: XVerifyVerdict | undefined;
  /** The same judge on the request with another body (lenient mode eases a copy and asks again). */
  readonly again: (body: unknown) => { result: ValidationResult; payloads: ReadonlyMap<string, unknown> };
}

export interface SandboxRequest {
  readonly operationId: string;
  readonly method: string;
  readonly pathname: string;
  readonly path: Record<string, string>;
  readonly query: Record<string, string>;
  /** Header names lower-cased; repeated headers joined with ", ". */
  readonly headers: Record<string, string>;
  readonly contentType: string | undefined;
  /** The body as text ("" when none). */
  readonly text: string;
  /** Parsed body: JSON value, form object, or undefined when there is no body. */
  readonly body: unknown;
  readonly prefer: Preference;
  /** Lenient mode (lenient.ts): the body as it was sent, when `body` is the eased copy the handler reads. */
  readonly sent?: unknown;
  /** The judge's verdict (on the body as sent; lenient mode replaces `payloads` with the eased copy's). */
  readonly judged: RequestJudged;
}
