/**
 * Values that redaction replaced, put back into a replayed request so that the live build answers
 * as the recorded one did (issue 26): a valid credential stays valid, an invalid one stays invalid,
 * and a card payment is sent with card data of the documented shape.
 *
 * - Credentials (client secret, merchant access code, password, API key: recording/redact.ts
 *   `isPseudonymKey`, tokens excepted: those are captured from live answers, substitute.ts) are
 *   recorded as distinct stable pseudonyms. A pseudonym that the recording shows accepted (a request
 *   carrying it was answered 2xx anywhere in the file: `learn`, before the replay starts) is sent as
 *   the target's credential: `CONTRACTS_REPLAY_<FIELD>` (e.g. CONTRACTS_REPLAY_CLIENT_SECRET,
 *   CONTRACTS_REPLAY_MERCHANT_ACCESS_CODE), or, unset, the pseudonym itself (the sandbox's defaults
 *   accept any non-empty value). Any other pseudonym is sent as an invalid credential:
 *   CONTRACTS_REPLAY_INVALID_CREDENTIAL, default `certify-invalid-secret` (refused by the sandbox,
 *   and by any real service). A bare [REDACTED] credential (an older recording) follows its own
 *   exchange's recorded status.
 * - Basic credentials (`Basic base64(<pseudonym>:REDACTED)`): the same, with CONTRACTS_REPLAY_BASIC
 *   = user:password as the target's credential.
 * - A CVV recorded as [REDACTED] is sent as "123"; a masked card number (first six, last four) as a
 *   Luhn-valid test number with the same first six and last four digits.
 *
 * Values of the environment are never written to a report (the report judges the recorded request).
 */
import { decodeBase64Json } from "../../contract/index.ts";
import { basicAuthorization, basicUser } from "../../http/basic.ts";
import { isObject } from "../../json.ts";
import { luhn, normalizeKey, PAN_KEYS, REDACTED } from "../../mask.ts";
import { MASKED_PAN, PSEUDONYM } from "../../recording/carried.ts";
import type { HttpExchange } from "../../recording/http-exchange.ts";
import { isPseudonymKey } from "../../recording/redact.ts";

/** The invalid credential sent for one the recording shows refused (the sandbox's documented trigger). */
export const INVALID_CREDENTIAL = "certify-invalid-secret";
/** The CVV sent for one recorded as [REDACTED] (any three digits: no sandbox outcome depends on it). */
export const REPLAY_CVV = "123";

const isCredentialKey = (nk: string): boolean => isPseudonymKey(nk) && !nk.endsWith("token");
const isCvvKey = (nk: string): boolean =>
  nk.includes("cvv") || nk.includes("cvc") || nk.includes("securitycode") || nk.endsWith("csc") || nk.endsWith("cvd") || nk.includes("cvn2");

/** The environment variable of a credential field: client_secret → CONTRACTS_REPLAY_CLIENT_SECRET. */
export const credentialVariable = (field: string): string => `CONTRACTS_REPLAY_${field.replace(/[^A-Za-z0-9]+/g, "_").toUpperCase()}`;

/** A card number of `length` digits with the given first six and last four that passes the Luhn check. */
export function luhnFill(first6: string, last4: string, length: number): string {
  const middle = Math.max(0, length - 10);
  for (let d = 0; d <= 9; d++) {
    const pan = first6 + "0".repeat(Math.max(0, middle - 1)) + (middle > 0 ? String(d) : "") + last4;
    if (luhn(pan)) return pan;
  }
  return first6 + "0".repeat(middle) + last4; // no middle digit to adjust (cannot happen for 12-19 digits)
}

const ok = (status: number): boolean => status >= 200 && status <= 299;

/** The user part of a recorded Basic credential, when it is a pseudonym. */
function basicPseudonym(authorization: string | undefined): string | undefined {
  const user = basicUser(authorization);
  return user !== undefined && PSEUDONYM.test(user) ? user : undefined;
}

/** JSON documents inside Base64 string values (create order's payload), one level deep. */
function decodedPayloads(node: unknown): unknown[] {
  if (!isObject(node)) return [];
  const out: unknown[] = [];
  for (const v of Object.values(node)) {
    const doc = typeof v === "string" ? decodeBase64Json(v) : undefined;
    if (doc !== undefined) out.push(doc);
  }
  return out;
}

export class RedactedValues {
  /** Pseudonyms of credentials that a request answered 2xx carried. */
  private readonly accepted = new Set<string>();

  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  /** Learn, from one recorded exchange, which credential pseudonyms the service accepted (2xx). */
  learn(ex: HttpExchange): void {
    if (!ok(ex.status)) return;
    const user = basicPseudonym(ex.request.headers.authorization);
    if (user) this.accepted.add(user);
    const stack: Array<[unknown, string]> = [[ex.request.body, ""]];
    for (const doc of decodedPayloads(ex.request.body)) stack.push([doc, ""]);
    let seen = 0;
    while (stack.length > 0 && seen++ < 100_000) {
      const [v, key] = stack.pop()!;
      if (typeof v === "string" && PSEUDONYM.test(v) && isCredentialKey(normalizeKey(key))) this.accepted.add(v);
      else if (Array.isArray(v)) for (const x of v) stack.push([x, key]);
      else if (isObject(v)) for (const [k, x] of Object.entries(v)) stack.push([x, k]);
    }
  }

  private invalid(): string {
    return this.env.CONTRACTS_REPLAY_INVALID_CREDENTIAL || INVALID_CREDENTIAL;
  }

  /** The credential to send for a recorded (redacted) one under `field`, in an exchange recorded with `status`. */
  private credential(field: string, value: string, status: number): string {
    const accepted = ok(status) || (value !== REDACTED && this.accepted.has(value));
    if (!accepted) return this.invalid();
    return this.env[credentialVariable(field)] || value;
  }

  /** A copy of a request document with redacted values restored; the same object when nothing changed. */
  restore<T>(node: T, status: number, key?: string): T {
    if (typeof node === "string") {
      if (key === undefined) return node;
      const nk = normalizeKey(key);
      if (isCvvKey(nk) && node === REDACTED) return REPLAY_CVV as T;
      if (PAN_KEYS.has(nk) && MASKED_PAN.test(node)) return luhnFill(node.slice(0, 6), node.slice(-4), node.length) as T;
      if (isCredentialKey(nk) && (PSEUDONYM.test(node) || node === REDACTED)) return this.credential(key, node, status) as T;
      return node;
    }
    if (Array.isArray(node)) {
      let changed = false;
      const copy = node.map((v) => {
        const r = this.restore(v, status, key);
        if (r !== v) changed = true;
        return r;
      });
      return (changed ? copy : node) as T;
    }
    if (isObject(node)) {
      let changed = false;
      const copy: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) {
        const r = this.restore(v, status, k);
        if (r !== v) changed = true;
        copy[k] = r;
      }
      return (changed ? copy : node) as T;
    }
    return node;
  }

  /** The Authorization header to send for a recorded one (a redacted Basic credential restored). */
  authorization(value: string, status: number): string {
    const user = basicPseudonym(value);
    if (!user) return value;
    if (!ok(status) && !this.accepted.has(user)) {
      const bad = this.invalid();
      return basicAuthorization(`${bad}:${bad}`);
    }
    const basic = this.env.CONTRACTS_REPLAY_BASIC;
    return basic ? basicAuthorization(basic) : value;
  }
}
