/**
 * Masking of sensitive values, used by every report, log and error message of the toolkit.
 * Card numbers keep their first six and last four digits; CVVs, secrets, passwords and
 * credentials are replaced entirely.
 */

/** A card number masked to first six and last four (shorter digit runs are masked whole). */
export function maskPan(pan: string): string {
  const digits = pan.replace(/[\s-]/g, "");
  if (digits.length < 12) return "*".repeat(digits.length);
  return digits.slice(0, 6) + "*".repeat(digits.length - 10) + digits.slice(-4);
}

/** Digit runs of 12 to 19 digits (optionally grouped by spaces or dashes) that pass the Luhn check. */
const PAN_CANDIDATE = /(?<![0-9])(?:[0-9][ -]?){11,18}[0-9](?![0-9])/g;

export function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Mask every full card number found in free text (Luhn-valid 12 to 19 digit runs). */
export function maskPansInText(text: string): string {
  return text.replace(PAN_CANDIDATE, (m) => {
    const digits = m.replace(/[\s-]/g, "");
    return digits.length >= 12 && digits.length <= 19 && luhn(digits) ? maskPan(digits) : m;
  });
}

/** Property names (lower-cased, without separators) whose values are always fully redacted. */
export const SECRET_KEYS = new Set([
  "cvv",
  "cvv2",
  "cvc",
  "clientsecret",
  "password",
  "passwd",
  "secret",
  "pin",
  "accesstoken",
  "refreshtoken",
  "authorization",
  "xverify",
  "merchantaccesscode",
  "track1",
  "track2",
  "otp",
]);

/**
 * Whether a property (or header) name holds a secret or credential: one of SECRET_KEYS, or a name
 * ending in token, secret, password or cvv (access_token, customer_token, client_secret...).
 */
export function isSecretKey(key: string): boolean {
  const nk = normalizeKey(key);
  return SECRET_KEYS.has(nk) || /(?:token|secret|password|passwd|cvv)$/.test(nk);
}

/** Property names (normalized) that hold card numbers: masked to first six and last four. */
export const PAN_KEYS = new Set(["cardnumber", "pan", "card_number".replace(/_/g, "")]);

export const normalizeKey = (k: string): string => k.toLowerCase().replace(/[^a-z0-9]/g, "");

export const REDACTED = "[REDACTED]";

/** A deep copy of a JSON value with secrets redacted and card numbers masked. */
export function redactValue(value: unknown, key?: string): unknown {
  const nk = key === undefined ? "" : normalizeKey(key);
  const secret = key !== undefined && isSecretKey(key);
  if (typeof value === "string") {
    if (secret) return value === "" ? value : REDACTED;
    if (PAN_KEYS.has(nk)) return /^[0-9 -]{12,23}$/.test(value) ? maskPan(value) : maskPansInText(value);
    return maskPansInText(value);
  }
  if (typeof value === "number") {
    if (secret) return REDACTED;
    if (Number.isSafeInteger(value) || String(value).length >= 12) {
      const s = String(value);
      if (PAN_KEYS.has(nk) || (/^[0-9]{12,19}$/.test(s) && luhn(s))) return maskPan(s);
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, k)]));
  }
  return value;
}
