/** Options shared by the typed clients. */
import { ClientConfigError } from "./errors.ts";

export interface CommonClientOptions {
  /**
   * Validate every request before it is sent and every response when it arrives, throwing
   * ContractViolationError on a mismatch. Default: on unless NODE_ENV is "production".
   */
  validate?: boolean;
  /** The fetch to use (default `globalThis.fetch`); tests inject one. */
  fetch?: (input: Request) => Promise<Response>;
  /**
   * How long one HTTP request (the token request included) may take, answer body included, in
   * milliseconds (default DEFAULT_TIMEOUT_MS, 30 s); then the call fails with ClientTimeoutError.
   * A `signal` passed to a call still aborts it earlier.
   */
  timeoutMs?: number;
}

/** Per-call options of every client operation. */
export interface CallOptions {
  /** Aborts the call. */
  signal?: AbortSignal;
}

/** Default of the `timeoutMs` option: 30 seconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Development mode: validation is on unless NODE_ENV is "production". */
export function defaultValidate(): boolean {
  return process.env.NODE_ENV !== "production";
}

/**
 * An absolute http(s) base URL without trailing slash and without credentials. A relative one would
 * make the runtime's URL parser fail later with the full request URL (query included) in its
 * message; one with `user:password@` would be refused by fetch at the first call with the password
 * in the message. Neither error here quotes the value.
 */
export function absoluteBaseUrl(value: string | undefined, option: string, service: string): string {
  let url: URL | undefined;
  try {
    url = value === undefined || value === "" ? undefined : new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new ClientConfigError(
      `${service} client: option "${option}" must be an absolute http(s) URL (the contract does not name the host: use the one your environment was given)`,
    );
  }
  if (url.username !== "" || url.password !== "") {
    throw new ClientConfigError(
      `${service} client: option "${option}" must not carry credentials (user:password@host); give the host only and the credentials through the client's credential options`,
    );
  }
  return value!.replace(/\/+$/, "");
}

/** The timeout option, checked: a positive number of milliseconds. */
export function timeoutOf(value: number | undefined, service: string): number {
  if (value === undefined) return DEFAULT_TIMEOUT_MS;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new ClientConfigError(`${service} client: option "timeoutMs" must be a positive number of milliseconds (default ${DEFAULT_TIMEOUT_MS})`);
  }
  return value;
}
