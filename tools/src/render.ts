/**
 * Rendering of `expected` / `actual` values and of free text in violations: short, card numbers
 * masked to first six and last four, secrets and credentials redacted. Every value that reaches a
 * report, a log line or an error message goes through here.
 */
import { isSecretKey, maskPansInText, redactValue, REDACTED } from "./mask.ts";
import { unescapeToken } from "./json-pointer.ts";
import { MISSING } from "./json-pointer.ts";

const MAX = 60;

export const ABSENT = "(absent)";

function clip(text: string): string {
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

/** Secret-named query parameters of a URL-like string redacted (redirect_url?token=...); one pass, no regex over the query. */
function redactQuery(text: string): string {
  const q = text.indexOf("?");
  if (q === -1 || !/^(?:[a-z][a-z0-9+.-]*:\/\/|\/)/i.test(text.slice(0, 64))) return text;
  const hash = text.indexOf("#", q);
  const end = hash === -1 ? text.length : hash;
  const params = text.slice(q + 1, end).split("&");
  for (let i = 0; i < params.length; i++) {
    const p = params[i]!;
    const eq = p.indexOf("=");
    if (eq > 0 && isSecretKey(decodeSafe(p.slice(0, eq)))) params[i] = `${p.slice(0, eq)}=${REDACTED}`;
  }
  return text.slice(0, q + 1) + params.join("&") + text.slice(end);
}

/**
 * Characters of a recorded string looked at: a rendered value shows at most MAX, so the rest is cut
 * before any work (a 300,000-character field costs no more than a short one). The margin keeps every
 * character that redaction could bring into view.
 */
const LOOK_AT = 1024;

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Free text that may quote recorded data (parser messages, live error text). */
export function safeText(text: string): string {
  return clip(maskPansInText(text.length > LOOK_AT ? text.slice(0, LOOK_AT) : text));
}

/**
 * The value found at a pointer, as short JSON text. `key` is the property or header name that
 * holds it (decides secret redaction and card-number masking).
 */
export function render(value: unknown, key?: string): string {
  if (value === MISSING || value === undefined) return ABSENT;
  if (key !== undefined && key.toLowerCase() === "authorization" && typeof value === "string") {
    const scheme = /^\s*(\S+)\s+\S/.exec(value)?.[1];
    return scheme ? JSON.stringify(`${scheme} ${REDACTED}`) : JSON.stringify(REDACTED);
  }
  if (key !== undefined && isSecretKey(key) && value !== "" && value !== null && typeof value !== "object") {
    return JSON.stringify(REDACTED);
  }
  if (value === null || typeof value === "boolean") return String(value);
  if (typeof value === "string") {
    const text = value.length > LOOK_AT ? value.slice(0, LOOK_AT) : value;
    return clip(JSON.stringify(redactQuery(redactValue(text, key) as string)));
  }
  if (typeof value === "number") {
    return clip(JSON.stringify(redactValue(value, key)));
  }
  if (Array.isArray(value)) return `array of ${value.length}`;
  if (typeof value === "object") {
    const keys = Object.keys(value as object);
    let names = "";
    for (const k of keys.slice(0, 6)) names += (names ? ", " : "") + (k.length > MAX ? k.slice(0, MAX) : k);
    return clip(maskPansInText(`object {${names}${keys.length > 6 ? ", …" : ""}}`));
  }
  return clip(String(value));
}

/** The last token of a pointer: the name that holds the value. */
export function keyOf(pointer: string): string | undefined {
  const i = pointer.lastIndexOf("/");
  return i < 0 ? undefined : unescapeToken(pointer.slice(i + 1));
}
