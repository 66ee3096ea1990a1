/**
 * A parsed sandbox request: the routed operation, its parameters and its body as the validators
 * take them (JSON parsed, form fields as an object), plus the caller's `Prefer` header.
 */
import type { HttpRequestLike } from "../validate/service.ts";
import type { Preference } from "./prefer.ts";

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
}

/** The request as the validation API takes it. */
export function forValidation(req: SandboxRequest): HttpRequestLike {
  const out: HttpRequestLike = { headers: req.headers, query: req.query, path: req.path };
  if (req.body !== undefined) out.body = req.body;
  if (req.contentType !== undefined) out.contentType = req.contentType;
  return out;
}

/** Form fields as an object; a repeated field becomes an array (which the contract then rejects). */
export function parseForm(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
