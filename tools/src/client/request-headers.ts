/**
 * Headers the client generates for the caller, on the operations whose contract lists them:
 * `Correlation-ID` and `Request-ID` (a fresh UUID each, unless the caller passes its own) and
 * `Request-Timestamp` (ISO 8601, from the client's clock), plus fixed values from configuration
 * (such as `Merchant-ID`). A header the caller set is never overwritten.
 */
import { randomUUID } from "node:crypto";
import type { OperationManifest } from "../contract/manifest.ts";
import { hasHeader } from "./operations.ts";

export interface RequestHeaderOptions {
  /** New identifier for Correlation-ID and Request-ID (default crypto.randomUUID). */
  newId?: () => string;
  /** Milliseconds since the epoch (default Date.now). */
  now?: () => number;
  /** Header name → value sent on every operation that lists that header. */
  fixed?: Record<string, string | undefined>;
}

export const GENERATED_ID_HEADERS = ["Correlation-ID", "Request-ID"] as const;
export const TIMESTAMP_HEADER = "Request-Timestamp";

/** The headers to add to `headers` for `op` (only those it lists and the caller has not set). */
export function generatedHeaders(op: OperationManifest, headers: Headers, options: RequestHeaderOptions = {}): Record<string, string> {
  const newId = options.newId ?? randomUUID;
  const now = options.now ?? Date.now;
  const out: Record<string, string> = {};
  const wanted = (name: string): boolean => hasHeader(op, name) && !headers.has(name);
  for (const name of GENERATED_ID_HEADERS) if (wanted(name)) out[name] = newId();
  if (wanted(TIMESTAMP_HEADER)) out[TIMESTAMP_HEADER] = new Date(now()).toISOString();
  for (const [name, value] of Object.entries(options.fixed ?? {})) {
    if (value !== undefined && wanted(name)) out[name] = value;
  }
  return out;
}
