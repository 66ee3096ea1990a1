/**
 * Credentials in free text, found by name and by shape: the one masker behind the recordings
 * (recording/redact.ts, which puts stable pseudonyms in place of credentials) and every printed line
 * (`maskLine`: the proxy's lines, conform's reports in every format, logs), so that what a recording
 * hides no line shows (issue 42, A4/A5).
 *
 * - Names: a value under a name that suggests a credential (mask.ts `isSecretKey`: pass, secret,
 *   token, key, auth, bearer, session, cookie, signature, credential, CVV, PIN ...) is replaced,
 *   whatever it looks like: `name=value`, `name: value`, `"name": "value"`.
 * - Shapes, under any name: `Basic`, `Bearer`, `Token` and `ApiKey` credentials, `Digest` parameter
 *   lists, JSON Web Tokens.
 * - Encodings: letter and digit `\uXXXX` escapes are read decoded; percent-encoded text is decoded up
 *   to three times and Base64 (standard or URL alphabet, padded or not, after a BOM) is decoded when
 *   it holds text, and masked as that text (`maskEncoded`).
 *
 * Linear in the length of the text: no regular expression here can backtrack (each starts only
 * where a word starts and reads one way on).
 */
import { isUtf8 } from "node:buffer";
import { basicUserPass } from "./http/basic.ts";
import { isSecretKey, maskPansInText, REDACTED } from "./mask.ts";

/** What a credential found by its shape becomes (recordings: a pseudonym; lines: [REDACTED]). */
export type Replace = (credential: string) => string;
const redacted: Replace = () => REDACTED;

const NAME_MAX = 64;
const isNameChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 45;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isBlank = (c: number): boolean => c === 32 || c === 9;
/** Characters that end an unquoted value: whitespace, & , ; } " ' < > */
const endsValue = (c: number): boolean => c <= 32 || c === 38 || c === 44 || c === 59 || c === 125 || c === 34 || c === 39 || c === 60 || c === 62;
/** Scheme words an Authorization-like value starts with: the value after them is replaced, the word kept. */
const SCHEMES = ["basic", "bearer", "digest", "token", "apikey"];
/** Characters of a quoted value looked at (an unclosed quote does not make the scan quadratic). */
const QUOTED_MAX = 1024;

const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * JSON `\uXXXX` escapes of letters and digits decoded: text a parser could not read (a body with a
 * trailing comma) may hide a secret's name (`"c\u0076v"`) or a card number's digits
 * (`"411111111111\u00311111"`) behind them. Other escapes are kept as written.
 */
export function unescapeAlnum(text: string): string {
  if (!text.includes("\\u")) return text;
  return text.replace(/\\u00([3-7][0-9a-fA-F])/g, (m, hex: string) => {
    const c = Number.parseInt(hex, 16);
    return isAlnum(c) ? String.fromCharCode(c) : m;
  });
}

/**
 * `Basic <base64 of user:password>`, `Bearer <token>`, `Token <token>` and `ApiKey <key>` anywhere in a
 * text (any header, a query value, a body field of any name, free text), with the scheme followed by
 * blanks or `%20`; a lone short word after the scheme ("Basic credentials", "Bearer token") is not a
 * credential. The lookbehind lets a match start only where a word starts, so the scan stays linear.
 */
const CREDENTIAL = /(?<![A-Za-z0-9])(basic|bearer|token|api-?key)((?:[ \t]|%20)+)([A-Za-z0-9+/=._~-]{6,})/gi;
/** `Digest username="m", realm="r", response="..."`: the whole parameter list is the credential. */
const DIGEST =
  /(?<![A-Za-z0-9])(digest)((?:[ \t]|%20)+)([A-Za-z0-9_-]{1,64}=(?:"[^"\r\n]{0,1024}"|[^\s,"]{0,1024})(?:[ \t]*,[ \t]*[A-Za-z0-9_-]{1,64}=(?:"[^"\r\n]{0,1024}"|[^\s,"]{0,1024}))*)/gi;
/** A JSON Web Token (header.payload[.signature], the header Base64url JSON: `eyJ`, or `eyA` when it starts with a blank). */
const JWT = /(?<![A-Za-z0-9_-])ey[JA][A-Za-z0-9_-]*\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g;

function looksLikeCredential(scheme: string, token: string): boolean {
  if (token.startsWith("REDACTED")) return false;
  const s = scheme.toLowerCase();
  if (s === "basic") {
    const decoded = basicUserPass(token);
    if (decoded === undefined) return false;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: user:password is printable text; control characters mean it is not one
    return decoded.includes(":") && !/[\x00-\x08\x0e-\x1f]/.test(decoded);
  }
  const shaped = token.length >= 8 && (/[0-9._~+/=-]/.test(token) || (/[a-z]/.test(token) && /[A-Z]/.test(token)));
  // After Bearer, a letters-only word of 16 or more is a token too ("bearer abcdefghsekritletters");
  // a shorter one is taken for prose ("Bearer credentials", "Bearer authentication").
  return shaped || (s === "bearer" && token.length >= 16);
}

/** Credentials by shape (Basic, Bearer, Token, ApiKey, Digest, JWT) replaced (the scheme kept), whatever name they stand under. */
export function maskCredentials(text: string, replace: Replace = redacted): string {
  let t = text;
  if (/basic|bearer|token|api-?key/i.test(t)) {
    t = t.replace(CREDENTIAL, (m, scheme: string, sep: string, token: string) => (looksLikeCredential(scheme, token) ? `${scheme}${sep}${replace(token)}` : m));
  }
  if (/digest/i.test(t)) t = t.replace(DIGEST, (_m, scheme: string, sep: string, params: string) => `${scheme}${sep}${replace(params)}`);
  if (t.includes("ey")) t = t.replace(JWT, (m) => replace(m));
  return t;
}

export interface TextOptions {
  /** What a credential found by its shape becomes (default [REDACTED]). */
  replace?: Replace;
  /** Also `name: value` pairs (default true); a line of prose (a rule's message) takes only `name=value` and `"name": value`. */
  colon?: boolean;
}

/**
 * Free text: letter and digit escapes decoded (unescapeAlnum), card numbers masked, credentials
 * replaced by their shape (maskCredentials), and the values of `name: value`, `name=value`,
 * `"name": "value"` pairs under secret-like names (mask.ts `isSecretKey`) replaced by [REDACTED].
 * One pass: at each ":" or "=" the name before it (at most 64 characters) is read backwards, so
 * the cost is linear whatever the text (no regular expression, no backtracking).
 */
export function maskTextSecrets(text: string, options: TextOptions = {}): string {
  const t = maskCredentials(maskPansInText(unescapeAlnum(text)), options.replace);
  const colon = options.colon ?? true;
  const n = t.length;
  let out: string[] | undefined;
  let copied = 0;
  // The end of the unquoted value found last: every value starting inside it ends there too, so a
  // text of many separators ("cvv:cvv:cvv:...") is still read once.
  let runFrom = -1;
  let runEnd = -1;
  for (let p = 0; p < n; p++) {
    const c = t.charCodeAt(p);
    if (c !== 58 && c !== 61) continue;
    // The name: [quote] name [quote] blanks before the separator.
    let j = p - 1;
    while (j >= 0 && p - j <= 8 && isBlank(t.charCodeAt(j))) j--;
    const quote = j >= 0 && (t.charCodeAt(j) === 34 || t.charCodeAt(j) === 39) ? t.charCodeAt(j) : 0;
    if (c === 58 && !colon && !quote) continue;
    if (quote) j--;
    const end = j + 1;
    while (j >= 0 && end - j <= NAME_MAX && isNameChar(t.charCodeAt(j))) j--;
    let start = j + 1;
    while (start < end && !isLetter(t.charCodeAt(start))) start++;
    if (start >= end || !isSecretKey(t.slice(start, end))) continue;
    // The value after the separator.
    let k = p + 1;
    while (k < n && k - p <= 8 && isBlank(t.charCodeAt(k))) k++;
    let from = k;
    let to = k;
    const q = t.charCodeAt(k);
    if (q === 34 || q === 39) {
      from = k + 1;
      to = from;
      const limit = Math.min(n, from + QUOTED_MAX);
      while (to < limit && t.charCodeAt(to) !== q && t.charCodeAt(to) !== 10 && t.charCodeAt(to) !== 13) to += t.charCodeAt(to) === 92 && q === 34 ? 2 : 1;
      to = Math.min(to, n);
    } else {
      // An Authorization-like value keeps its scheme word out of the way: "Basic xxx" is redacted whole.
      let w = k;
      while (w < n && w - k < 8 && isLetter(t.charCodeAt(w))) w++;
      if (w < n && isBlank(t.charCodeAt(w)) && SCHEMES.includes(t.slice(k, w).toLowerCase())) {
        while (w < n && isBlank(t.charCodeAt(w))) w++;
        to = w;
      }
      if (to >= runFrom && to < runEnd) to = runEnd;
      else {
        runFrom = to;
        while (to < n && !endsValue(t.charCodeAt(to))) to++;
        runEnd = to;
      }
    }
    // A value may start inside one already replaced (a secret name inside a secret value).
    from = Math.max(from, copied);
    if (to <= from || t.slice(from, to) === REDACTED) continue;
    out ??= [];
    out.push(t.slice(copied, from), REDACTED);
    copied = to;
  }
  if (!out) return t;
  out.push(t.slice(copied));
  return out.join("");
}

/** The most characters of one encoded value decoded to look inside it. */
const ENCODED_MAX = 1024 * 1024;

/** Percent-encoded text decoded once more (`+` read as a blank), or undefined when it holds no escape or a broken one. */
function percentDecoded(text: string): string | undefined {
  if (!/%[0-9A-Fa-f]{2}/.test(text)) return undefined;
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

const BASE64_TEXT = /^[A-Za-z0-9+/_-]+={0,2}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: text is printable; control characters (but tab, CR, LF) mean bytes
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffd]/;
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * The text a Base64 value holds, read leniently (standard or URL alphabet, padding or not, MIME line
 * breaks, a UTF-8 BOM), or undefined when the value is not Base64 of printable UTF-8 text.
 */
export function base64Text(value: string): string | undefined {
  if (value.length < 16 || value.length > ENCODED_MAX) return undefined;
  let compact = value.includes("\n") ? value.replace(/\r?\n/g, "") : value;
  if (!BASE64_TEXT.test(compact)) return undefined;
  // A value cut short (a report's 1,024 characters) is read as far as it goes.
  if (compact.length % 4 === 1) compact = compact.slice(0, -1);
  const bytes = Buffer.from(compact.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  // Checked before decoding: most Base64-shaped values (hex digests, tokens) are not UTF-8, and a
  // fatal decoder's exception for each cost the proxy a third of its throughput.
  if (!isUtf8(bytes)) return undefined;
  const text = utf8.decode(bytes);
  if (text.length === 0 || CONTROL.test(text)) return undefined;
  return text;
}

/** `text` Base64-encoded in the alphabet and padding of `like` (the value it was read from). */
export function asBase64Like(text: string, like: string): string {
  const b = Buffer.from(text, "utf8").toString("base64");
  if (!/[-_]/.test(like) && (like.endsWith("=") || like.length % 4 === 0)) return b;
  const url = /[-_]/.test(like) ? b.replace(/\+/g, "-").replace(/\//g, "_") : b;
  return like.endsWith("=") ? url : url.replace(/=+$/, "");
}

/**
 * A value that is encoded text (Base64, percent-encoded up to three times) masked as that text:
 * `mask` is applied to the decoded text, and when it changes it, the masked text is encoded again
 * (as the value was) and returned; undefined when the value holds no text or nothing in it is masked.
 */
export function maskEncoded(value: string, mask: (text: string) => string): string | undefined {
  const b64 = base64Text(value);
  if (b64 !== undefined) {
    const text = b64.charCodeAt(0) === 0xfeff ? b64.slice(1) : b64;
    const masked = mask(text);
    if (masked !== text) return asBase64Like(masked, value);
  }
  if (value.length <= ENCODED_MAX && value.includes("%")) {
    let layer = value;
    for (let round = 0; round < 3; round++) {
      const next = percentDecoded(layer);
      if (next === undefined) break;
      const masked = mask(next);
      if (masked !== next) return encodeURIComponent(masked);
      layer = next;
    }
  }
  return undefined;
}

/** Runs of text that may be percent-encoded, and Base64 tokens, in a line. */
const PERCENT_RUN = /[^\s"'<>]*%[0-9A-Fa-f]{2}[^\s"'<>]*/g;
const BASE64_TOKEN = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}={0,2}/g;

/**
 * A text printed on a line (a report's expected and actual values, a log line's path, an error
 * message) masked as recordings are: card numbers, credentials by their shape, values under secret
 * names (query and path parameters such as `;access_token=` included), and encoded text (percent,
 * Base64) that holds any of them, which is replaced whole. `colon: false` for prose (see TextOptions).
 */
export function maskLine(text: string, options: { colon?: boolean } = {}): string {
  let t = maskTextSecrets(text, { colon: options.colon ?? true });
  const inner = (s: string): string => maskTextSecrets(s);
  if (t.includes("%")) t = t.replace(PERCENT_RUN, (run) => (maskEncoded(run, inner) === undefined ? run : REDACTED));
  if (t.length >= 16) t = t.replace(BASE64_TOKEN, (tok) => (maskEncoded(tok, inner) === undefined ? tok : REDACTED));
  return t;
}

/**
 * A finding's texts as every report and line prints them (conform's text, JSON and JUnit reports,
 * the proxy's and the probe's lines): the values masked as lines, the message as prose.
 */
export function maskFinding<T extends { message: string; expected: string; actual: string }>(v: T): T {
  const message = maskLine(v.message, { colon: false });
  const expected = maskLine(v.expected);
  const actual = maskLine(v.actual);
  return message === v.message && expected === v.expected && actual === v.actual ? v : { ...v, message, expected, actual };
}
