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
}

/** Development mode: validation is on unless NODE_ENV is "production". */
export function defaultValidate(): boolean {
  return process.env.NODE_ENV !== "production";
}

/**
 * An absolute http(s) base URL without trailing slash. A relative one would make the runtime's
 * URL parser fail later with the full request URL (query included) in its message.
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
  return value!.replace(/\/+$/, "");
}
