/**
 * Errors thrown by the typed clients. None of them carries a request or response value: a
 * violation names its operation, JSON pointer and rule only, and every text goes through
 * `scrub` so that a configured secret (client secret, password, signing key, token) or a card
 * number can never reach a message, even when a rule's own message would quote one.
 */
import { maskPansInText } from "../mask.ts";
import type { ValidationError } from "../validate/errors.ts";

/** One failed contract check: where (JSON pointer into the request or response) and which rule. */
export interface Violation {
  pointer: string;
  rule: string;
  message: string;
}

export type Direction = "request" | "response";

/** Replace every occurrence of a known secret with `[REDACTED]` and mask card numbers. */
export function scrub(text: string, secrets: Iterable<string> = []): string {
  let out = text;
  for (const s of secrets) {
    // Very short values (an empty password, "1") would mask unrelated text; they are no secret worth the noise.
    if (s.length >= 4) out = out.split(s).join("[REDACTED]");
  }
  return maskPansInText(out);
}

/**
 * Rules whose engine message may quote the offending data (a JSON parse error echoes the text
 * it failed on); their message is replaced by a fixed one.
 */
const FIXED_MESSAGES: Record<string, string> = {
  json: "the content is not valid JSON",
};

/** A validation error made safe to show: fixed message where needed, secrets and card numbers removed. */
export function toViolation(e: ValidationError, secrets: Iterable<string> = []): Violation {
  const list = [...secrets];
  return {
    pointer: scrub(e.pointer, list),
    rule: e.rule,
    message: scrub(FIXED_MESSAGES[e.rule] ?? e.message, list),
  };
}

/**
 * A request about to be sent, or a response received, does not conform to the contract
 * (thrown in development mode only: the client option `validate`, default on unless
 * NODE_ENV is "production").
 */
export class ContractViolationError extends Error {
  override readonly name = "ContractViolationError";

  constructor(
    readonly service: string,
    readonly operationId: string,
    readonly direction: Direction,
    readonly violations: Violation[],
    /** HTTP status of the checked response (responses only). */
    readonly status?: number,
  ) {
    const where = direction === "response" ? `the response (status ${status})` : "the request";
    const lines = violations.map((v) => `  ${v.pointer || "/"}: ${v.rule}: ${v.message}`);
    const fix =
      direction === "request"
        ? `Fix the call to match generated/${service}/openapi.json (operation ${operationId}).`
        : `The server does not answer as generated/${service}/openapi.json says; report it to the service owner, or pass validate: false to accept it.`;
    // The last line of defence: whatever a violation carries, no card number leaves in the text.
    super(maskPansInText(`${service} ${operationId}: ${where} violates the contract:\n${lines.join("\n")}\n${fix}`));
  }
}

/** A client was created or called without what the call needs (base URL, credentials, signer). */
export class ClientConfigError extends Error {
  override readonly name = "ClientConfigError";
}

/** The token endpoint refused or failed the client-credentials grant. */
export class TokenRequestError extends Error {
  override readonly name = "TokenRequestError";

  constructor(
    message: string,
    /** HTTP status of the token endpoint's answer, when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A request got no complete answer within the client's `timeoutMs`. */
export class ClientTimeoutError extends Error {
  override readonly name = "ClientTimeoutError";

  constructor(
    service: string,
    /** The timeout that ran out, in milliseconds. */
    readonly timeoutMs: number,
  ) {
    super(`${service} client: no complete answer within ${timeoutMs} ms; raise the option "timeoutMs" if the service is that slow`);
  }
}

/**
 * A success answer whose body is not the JSON the contract documents (thrown whether validation is
 * on or off). The body is never quoted: it may hold anything the server sent.
 */
export class ResponseFormatError extends Error {
  override readonly name = "ResponseFormatError";

  constructor(
    service: string,
    readonly operationId: string,
    readonly status: number,
    /** The answer's Content-Type (clipped), for diagnosis. */
    readonly contentType: string,
  ) {
    super(maskPansInText(`${service} ${operationId}: the answer (status ${status}, content type ${contentType || "none"}) is not JSON; its body is not shown`));
  }
}
