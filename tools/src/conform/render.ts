/**
 * Rendering of `expected` / `actual` values and of free text in violations: short, card numbers
 * masked to first six and last four, secrets and credentials redacted. Every value that reaches a
 * report, a log line or an error message goes through here.
 */
import { isSecretKey, maskPansInText, redactValue, REDACTED } from "../redact/mask.ts";
import { MISSING, unescapeToken } from "./pointer.ts";

const MAX = 60;

export const ABSENT = "(absent)";

function clip(text: string): string {
  return text.length > MAX ? text.slice(0, MAX - 1) + "…" : text;
}

/** Secret-named query parameters of a URL-like string redacted (redirect_url?token=...). */
function redactQuery(text: string): string {
  const q = text.indexOf("?");
  if (q === -1 || !/^(?:[a-z][a-z0-9+.-]*:\/\/|\/)/i.test(text)) return text;
  return text.slice(0, q + 1) + text.slice(q + 1).replace(/([^&=#]+)=([^&#]*)/g, (m, k: string) => (isSecretKey(decodeSafe(k)) ? `${k}=${REDACTED}` : m));
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Free text that may quote recorded data (parser messages, live error text). */
export function safeText(text: string): string {
  return clip(maskPansInText(text));
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
  if (typeof value === "string") return clip(JSON.stringify(redactQuery(redactValue(value, key) as string)));
  if (typeof value === "number") {
    return clip(JSON.stringify(redactValue(value, key)));
  }
  if (Array.isArray(value)) return `array of ${value.length}`;
  if (typeof value === "object") {
    const keys = Object.keys(value as object);
    return clip(`object {${keys.slice(0, 6).join(", ")}${keys.length > 6 ? ", …" : ""}}`);
  }
  return clip(String(value));
}

/** The last token of a pointer: the name that holds the value. */
export function keyOf(pointer: string): string | undefined {
  const i = pointer.lastIndexOf("/");
  return i < 0 ? undefined : unescapeToken(pointer.slice(i + 1));
}
