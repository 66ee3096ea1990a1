/**
 * Sanitizing recordings (`contracts redact`): a walk over the whole document of every HAR entry or
 * JSON Lines exchange, every string, number and key of it (HAR extension fields, comments,
 * statusText, cache, timings, custom fields included).
 *
 * - Card numbers (any Luhn-valid run of 12 to 19 digits, in values, keys, numbers, URLs, methods)
 *   are masked to first six and last four.
 * - Values under secret-like names (mask.ts `isSecretKey`): CVVs, PINs, OTPs and track data become
 *   "[REDACTED]"; credentials (client secrets, access codes, passwords, API keys) and tokens become
 *   stable pseudonyms ("REDACTED-3f9a1c2e", the same within one run for the same value and distinct
 *   for distinct values, keyed with a random per-run key so they cannot be linked or reversed), so
 *   sequence rules (token origin, expiry) still hold on the copy and a replay can tell the accepted
 *   credential from a refused one. Authorization keeps its scheme with a well-formed placeholder.
 * - `x-verify` is kept as it is: a MAC of the payload, not a credential (issue 26). Where redaction
 *   alters the payload it signs, the record-time verdict is carried in `_contract` (carried.ts).
 * - Bodies are parsed by content type and walked; encoded bodies (Base64 JSON, as create order's
 *   `request`) are decoded, sanitized and re-encoded. A body that cannot be parsed is masked by
 *   pattern (card numbers, and `name: value` / `name=value` pairs under secret-like names), never
 *   copied as it is.
 * - A value beyond the limits (tools/src/limits.ts: nesting, number of values) is not walked: an entry
 *   is replaced by a comment (redact/command.ts), a body inside it is masked by pattern.
 *
 * The recorders of the sandboxes and the terminal simulator redact through this walk too.
 */
import { createHmac, createSecretKey, type KeyObject, randomBytes } from "node:crypto";
export { unescapeAlnum } from "../secrets.ts";
import { basicAuthorization } from "../http/basic.ts";
import { FORM_MEDIA, mediaEssence } from "../http/media.ts";
import { checkShape, jsonTextTooDeep, LIMITS } from "../limits.ts";
import { isSecretKey, maskPan, maskPansInText, normalizeKey, PAN_KEYS, REDACTED } from "../mask.ts";
import { isObject } from "../json.ts";
import { maskCredentials as maskCredentialsWith, maskEncoded, maskTextSecrets as maskSecretsWith } from "../secrets.ts";
import { decodeBase64Json, looksLikeBase64Json } from "../contract/payload.ts";
import { carryVerdicts, type SignedContent } from "./carried.ts";
import { asBase64Content, contentText } from "./har-content.ts";
import type { RawEntry } from "./entry.ts";
import type { RecordingFormat } from "./open.ts";

/** The run's pseudonym key, made once as a KeyObject (a raw Buffer key is imported again on every HMAC). */
let runKey: KeyObject = createSecretKey(randomBytes(32));

/**
 * A pseudonym depends on the value and the run's key only (no counter, no table built in order), so
 * any thread that holds the key gives a value the pseudonym the others give it: `redact --jobs N`
 * hands this thread's key to its workers (usePseudonymKey), and the copy is the one a single thread writes.
 */
export function pseudonymKey(): KeyObject {
  return runKey;
}

/** Use the key of the thread that started this one (redact/worker.ts). */
export function usePseudonymKey(key: KeyObject): void {
  runKey = key;
}

export function pseudonym(value: string): string {
  return `REDACTED-${createHmac("sha256", runKey).update(value).digest("hex").slice(0, 8)}`;
}

/** A value nested beyond LIMITS.depth, or with more than LIMITS.values values: not walked. */
export class RedactLimitError extends Error {}

/**
 * Keys whose values are tokens or credentials, kept as pseudonyms (the others, CVVs, PINs, OTPs,
 * track data, become a plain [REDACTED]): distinct values keep distinct pseudonyms, so a replay can
 * tell the credential a service accepted from the one it refused (conform/replay/redacted.ts).
 */
export const isPseudonymKey = (nk: string): boolean =>
  nk.endsWith("token") || nk.endsWith("secret") || nk.endsWith("accesscode") || nk === "password" || nk === "passwd" || nk.endsWith("apikey");

/**
 * `x-verify` is a MAC of the payload under the merchant secret, not a credential: it reveals
 * nothing of the key, and conform needs it as sent to verify it (issue 26). It is kept verbatim.
 */
const isMacKey = (nk: string): boolean => nk === "xverify";

/** Basic, Bearer, Token, ApiKey and Digest credentials and JWTs in a text replaced by pseudonyms (the scheme kept), whatever name they stand under. */
export const maskCredentials = (text: string): string => maskCredentialsWith(text, pseudonym);

/**
 * Free text that could not be parsed: letter and digit escapes decoded, card numbers masked,
 * credentials by shape replaced by pseudonyms, and the values of `name: value`, `name=value`,
 * `"name": "value"` pairs under secret-like names replaced (secrets.ts, the masker of every printed line too).
 */
export const maskTextSecrets = (text: string): string => maskSecretsWith(text, { replace: pseudonym });

/**
 * A Base64 string that decodes to a JSON object or array (an encoded payload, by the contract's one
 * decoder and its whitespace rule), else undefined; TOO_LARGE for one too large to decode here (it is
 * left out rather than copied).
 */
function decodeEncoded(value: string): unknown {
  if (value.length < 16) return undefined;
  if (value.length > LIMITS.base64Chars) return looksLikeBase64Json(value) ? TOO_LARGE : undefined;
  return decodeBase64Json(value, LIMITS.base64Chars);
}

const TOO_LARGE = Symbol("too large");

/** A URL (absolute or a path) whose query carries values: secret-named parameters redacted. */
const URLISH = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#]*\?/i;
/** user:password@ of an absolute URL. */
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i;

/**
 * A query value: read decoded too (up to three times: `client_secret%253D…`), so that `Basic%20…`, a
 * secret-named pair or an escaped card number is found; re-encoded when something was masked.
 */
function redactQueryValue(raw: string): string {
  const decoded = maskEncoded(raw, maskTextSecrets);
  if (decoded !== undefined) return decoded;
  if (raw.includes("+")) {
    const spaced = raw.replace(/\+/g, " "); // a form-encoded blank: `Bearer+…`
    const masked = maskTextSecrets(spaced);
    if (masked !== spaced) return encodeURIComponent(masked);
  }
  return maskTextSecrets(raw);
}

function redactUrl(url: string): string {
  const text = url.replace(USERINFO, "$1REDACTED@");
  const q = text.indexOf("?");
  if (q !== -1 && URLISH.test(text.slice(0, q + 1))) {
    const hash = text.indexOf("#", q);
    const query = text.slice(q + 1, hash === -1 ? undefined : hash);
    const parts: string[] = [];
    for (const part of query.split("&")) {
      const eq = part.indexOf("=");
      const rawKey = eq === -1 ? part : part.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, " "));
      } catch {
        /* kept as written */
      }
      // A secret parameter's value is replaced here (a token by its pseudonym, which sequence rules
      // need intact); only the other parts go through the free-text masker.
      if (eq !== -1 && isSecretKey(key))
        parts.push(`${maskTextSecrets(rawKey)}=${isPseudonymKey(normalizeKey(key)) ? pseudonym(part.slice(eq + 1)) : encodeURIComponent(REDACTED)}`);
      else parts.push(eq === -1 ? maskTextSecrets(part) : `${maskTextSecrets(rawKey)}=${redactQueryValue(part.slice(eq + 1))}`);
    }
    return maskTextSecrets(text.slice(0, q + 1)) + parts.join("&") + (hash === -1 ? "" : maskTextSecrets(text.slice(hash)));
  }
  return maskTextSecrets(text);
}

function redactNumber(value: number, nk: string, secret: boolean): unknown {
  if (secret) return REDACTED;
  const s = String(value);
  if (PAN_KEYS.has(nk) && /^[0-9]{12,19}$/.test(s)) return maskPan(s);
  const masked = maskPansInText(s);
  return masked === s ? value : masked;
}

function redactString(value: string, key: string | undefined, depth: number): string {
  const nk = key === undefined ? "" : normalizeKey(key);
  if (isMacKey(nk)) return value;
  if (key !== undefined && isSecretKey(key)) {
    if (value === "") return value;
    return isPseudonymKey(nk) ? pseudonym(value) : REDACTED;
  }
  if (PAN_KEYS.has(nk) && /^[0-9 -]{12,23}$/.test(value)) return maskPan(value);
  const inner = decodeEncoded(value);
  if (inner === TOO_LARGE) return REDACTED;
  if (inner !== undefined) {
    const walked = tryWalk(inner, depth + 1);
    return walked === undefined ? REDACTED : Buffer.from(JSON.stringify(walked), "utf8").toString("base64");
  }
  const t = value.trimStart();
  if (t.startsWith("{") || t.startsWith("[")) return redactBodyText(value, "application/json", depth);
  if (URLISH.test(value.slice(0, 4096)) || USERINFO.test(value.slice(0, 4096))) return redactUrl(value);
  // Encoded text (Base64 in any alphabet, percent-encoding) that holds a secret: masked as that text, encoded again.
  return maskEncoded(value, (text) => redactDecodedText(text, depth)) ?? maskTextSecrets(value);
}

/** Text found inside an encoded value: JSON walked (returned as it was when nothing in it is secret), anything else masked as text. */
function redactDecodedText(text: string, depth: number): string {
  const t = text.trimStart();
  if (t.startsWith("{") || t.startsWith("[")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return maskTextSecrets(text);
    }
    const walked = tryWalk(parsed, depth + 1);
    if (walked === undefined) return REDACTED;
    const same = JSON.stringify(walked) === JSON.stringify(parsed);
    return same ? text : JSON.stringify(walked);
  }
  return maskTextSecrets(text);
}

function redactScalar(value: unknown, key: string | undefined, depth: number): unknown {
  if (typeof value === "string") return redactString(value, key, depth);
  if (typeof value === "number") return redactNumber(value, key === undefined ? "" : normalizeKey(key), key !== undefined && isSecretKey(key));
  return value;
}

/** Set a property, `__proto__` included, without touching the prototype. */
function setKey(out: Record<string, unknown>, key: string, value: unknown): void {
  let k = key;
  // A key that was a card number may now collide with another masked one: keep both.
  for (let n = 2; Object.hasOwn(out, k); n++) k = `${key} (${n})`;
  if (k === "__proto__") Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
  else out[k] = value;
}

/** A HAR name/value pair (header, query parameter, form field, cookie): the value is judged by the name. */
const isNameValue = (o: Record<string, unknown>): boolean => typeof o.name === "string" && "value" in o;

function walk(value: unknown, key: string | undefined, depth: number): unknown {
  if (depth > LIMITS.depth) throw new RedactLimitError(`nested deeper than ${LIMITS.depth} levels (limit)`);
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = walk(value[i], key, depth + 1);
    return out;
  }
  if (isObject(value)) {
    const out: Record<string, unknown> = {};
    if (isNameValue(value)) {
      const name = value.name as string;
      for (const k of Object.keys(value)) {
        const v = value[k];
        if (k === "value") {
          if (key === "cookies") setKey(out, k, v === "" ? v : REDACTED);
          else if (typeof v === "string") setKey(out, k, redactNameValue(name, v, depth));
          else setKey(out, k, isObject(v) || Array.isArray(v) ? walk(v, name, depth + 1) : redactScalar(v, name, depth));
        } else if (k === "name") setKey(out, k, maskPansInText(name));
        else setKey(out, maskPansInText(k), walk(v, k, depth + 1));
      }
      return out;
    }
    for (const k of Object.keys(value)) setKey(out, maskPansInText(k), walk(value[k], k, depth + 1));
    return out;
  }
  return redactScalar(value, key, depth);
}

/** A value walked, or undefined when it is beyond the limits. */
function tryWalk(value: unknown, depth: number): unknown {
  if (checkShape(value)) return undefined;
  try {
    return walk(value, undefined, depth);
  } catch (e) {
    if (e instanceof RedactLimitError || e instanceof RangeError) return undefined;
    throw e;
  }
}

/** Deep-sanitize a JSON value (a body or a terminal message). Throws RedactLimitError beyond the limits. */
export function redactJson(value: unknown, key?: string): unknown {
  const problem = checkShape(value);
  if (problem) throw new RedactLimitError(problem.message);
  return walk(value, key, 0);
}

function redactNameValue(name: string, value: string, depth: number): string {
  const n = name.toLowerCase();
  if (n === "authorization" || n === "proxy-authorization" || n === "cookie" || n === "set-cookie") return redactHeaderValue(name, value);
  return String(redactScalar(value, name, depth));
}

export function redactHeaderValue(name: string, value: string): string {
  const n = name.toLowerCase();
  if (n === "authorization" || n === "proxy-authorization") {
    const m = /^\s*(\S+)\s+(\S.*)$/s.exec(value);
    if (!m) return REDACTED;
    const scheme = maskPansInText(m[1]!);
    if (scheme.toLowerCase() === "basic") return `${scheme} ${basicAuthorization(`${pseudonym(m[2]!)}:REDACTED`).slice("Basic ".length)}`;
    return `${scheme} ${pseudonym(m[2]!)}`;
  }
  if (n === "cookie" || n === "set-cookie") return REDACTED;
  if (isMacKey(normalizeKey(n))) return value;
  if (isSecretKey(n)) return isPseudonymKey(normalizeKey(n)) ? pseudonym(value) : REDACTED;
  return maskTextSecrets(value);
}

/**
 * A multipart body (RFC 7578): each part's value judged by its name as a JSON property is (a part
 * named `cvv` or `client_secret` is replaced), its headers masked as text. Undefined when the body
 * has no part of the boundary.
 */
function redactMultipart(text: string, contentType: string | undefined, depth: number): string | undefined {
  const declared = /;\s*boundary\s*=\s*(?:"([^"]{1,200})"|([^\s;]{1,200}))/i.exec(contentType ?? "");
  const boundary = declared ? (declared[1] ?? declared[2])! : /^--([^\r\n]{1,200})\r?\n/.exec(text)?.[1];
  if (boundary === undefined) return undefined;
  const delimiter = `--${boundary}`;
  const pieces = text.split(delimiter);
  if (pieces.length < 3) return undefined;
  const out = [maskTextSecrets(pieces[0]!)];
  for (const piece of pieces.slice(1)) {
    const gap = /\r?\n\r?\n/.exec(piece);
    if (piece.startsWith("--") || gap === null) {
      out.push(maskTextSecrets(piece));
      continue;
    }
    const head = piece.slice(0, gap.index);
    const trail = /\r?\n$/.exec(piece.slice(gap.index + gap[0].length))?.[0] ?? "";
    const value = piece.slice(gap.index + gap[0].length, piece.length - trail.length);
    const name = /\bname\s*=\s*(?:"([^"]{0,200})"|([^\s;]{1,200}))/i.exec(head);
    const field = name ? (name[1] ?? name[2])! : undefined;
    const masked =
      field !== undefined && isSecretKey(field)
        ? value === ""
          ? ""
          : isPseudonymKey(normalizeKey(field))
            ? pseudonym(value)
            : REDACTED
        : String(redactScalar(value, field, depth));
    out.push(`${maskTextSecrets(head)}${gap[0]}${masked}${trail}`);
  }
  return out.join(delimiter);
}

/** A body as text: parsed by its content type and walked; text that cannot be parsed is masked by pattern. */
function redactBodyText(text: string, contentType: string | undefined, depth: number): string {
  const ct = mediaEssence(contentType);
  if (ct === "multipart/form-data" || ct === "multipart/mixed") {
    const parts = redactMultipart(text, contentType, depth);
    if (parts !== undefined) return parts;
  }
  if (ct === FORM_MEDIA) {
    const out = new URLSearchParams();
    for (const [k, v] of new URLSearchParams(text)) out.append(maskTextSecrets(k), String(redactScalar(v, k, depth)));
    return out.toString();
  }
  const t = text.trimStart();
  if (ct.includes("json") || t.startsWith("{") || t.startsWith("[")) {
    let parsed: unknown;
    let ok = false;
    if (jsonTextTooDeep(text)) return maskTextSecrets(text);
    try {
      parsed = JSON.parse(text);
      ok = true;
    } catch {
      /* not JSON: masked by pattern below */
    }
    if (ok) {
      const walked = tryWalk(parsed, depth + 1);
      if (walked !== undefined) return JSON.stringify(walked);
    }
  }
  return maskTextSecrets(text);
}

function headerValue(headers: unknown, name: string): string | undefined {
  if (!Array.isArray(headers)) return undefined;
  const h = headers.find((x: unknown) => isObject(x) && typeof x.name === "string" && x.name.toLowerCase() === name) as Record<string, unknown> | undefined;
  return typeof h?.value === "string" ? h.value : undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: recordings are untyped JSON walked key by key; values are checked where they are read
type Obj = Record<string, any>;

/**
 * A sanitized copy of one HAR entry: every field walked; URLs, bodies (by content type) and
 * base64 content read for what they are. Where redaction altered content an x-verify signs
 * (`signed`: what the judge says is signed, and its verdicts), the copy carries `_contract`
 * (recording/carried.ts). Throws RedactLimitError when the entry is beyond the limits.
 */
export function redactHarEntry(entry: unknown, options: { signed?: SignedContent | undefined } = {}): unknown {
  if (!isObject(entry)) return redactJson(entry);
  // The fields read for what they are (below) are walked as empty strings first, not twice.
  const bare: Obj = { ...entry };
  if (isObject(bare.request)) {
    bare.request = { ...bare.request, url: "", method: "" };
    if (isObject(bare.request.postData) && typeof bare.request.postData.text === "string") bare.request.postData = { ...bare.request.postData, text: "" };
  }
  if (isObject(bare.response)) {
    bare.response = { ...bare.response, redirectURL: "" };
    if (isObject(bare.response.content) && typeof bare.response.content.text === "string") bare.response.content = { ...bare.response.content, text: "" };
  }
  const e = redactJson(bare) as Obj;
  const req = (entry as Obj).request;
  if (isObject(req) && isObject(e.request)) {
    e.request.url = typeof req.url === "string" ? redactUrl(req.url) : redactJson(req.url);
    e.request.method = typeof req.method === "string" ? maskTextSecrets(req.method) : redactJson(req.method);
    const pd = req.postData;
    if (isObject(pd) && isObject(e.request.postData) && typeof pd.text === "string") {
      const ct = headerValue(req.headers, "content-type") ?? (typeof pd.mimeType === "string" ? pd.mimeType : undefined);
      e.request.postData.text = redactBodyText(pd.text, ct, 2);
    }
  }
  const res = (entry as Obj).response;
  if (isObject(res) && isObject(e.response)) {
    e.response.redirectURL = typeof res.redirectURL === "string" ? redactUrl(res.redirectURL) : redactJson(res.redirectURL);
    const c = res.content;
    if (isObject(c) && isObject(e.response.content) && typeof c.text === "string") {
      const ct = headerValue(res.headers, "content-type") ?? (typeof c.mimeType === "string" ? c.mimeType : undefined);
      const read = c.encoding === "base64" ? contentText(c.text, c.encoding, LIMITS.base64Chars) : undefined;
      if (c.encoding === "base64" && c.text.length > LIMITS.base64Chars) {
        e.response.content.text = "";
        e.response.content.comment = `content of ${c.text.length} characters over the ${LIMITS.base64Chars}-character limit, left out by redact`;
      } else if (read?.text !== undefined) {
        e.response.content.text = asBase64Content(redactBodyText(read.text, ct, 3));
      } else {
        e.response.content.text = redactBodyText(c.text, ct, 3);
      }
    }
  }
  carryVerdicts(entry, e, options.signed);
  return e;
}

/** A sanitized copy of one JSON Lines exchange (messages as objects or JSON strings). Throws RedactLimitError beyond the limits. */
export function redactLine(line: unknown): unknown {
  const out = redactJson(line) as Obj;
  if (!isObject(line) || !isObject(out)) return out;
  for (const k of ["request", "response"] as const) {
    const v = (line as Obj)[k];
    if (typeof v === "string") out[k] = redactBodyText(v, "application/json", 1);
  }
  return out;
}

/**
 * One entry of a recording as `contracts redact` writes it: the JSON text of its sanitized copy, or
 * of a comment saying why it is left out (it could not be parsed, or it is beyond the limits),
 * never the entry itself. The single-threaded run and the workers of `--jobs N` (redact/worker.ts,
 * on entries it parsed with parseRaw) both call this, so the copy is the same byte for byte.
 * `signedOf`: what the judge says an entry's x-verify signs (redact/command.ts).
 */
export function redactRecorded(
  format: RecordingFormat,
  raw: RawEntry,
  signedOf?: ((entry: unknown) => SignedContent | undefined) | undefined,
): { text: string; left: boolean } {
  const what = format === "har" ? `entry ${raw.index}` : `line ${raw.index + 1}`;
  if (raw.value === undefined) {
    const why = raw.limit ? `is beyond the limits (${raw.limit})` : "was not JSON";
    return { text: JSON.stringify({ _comment: `${what} ${why} and is left out` }), left: true };
  }
  try {
    return { text: JSON.stringify(format === "har" ? redactHarEntry(raw.value, { signed: signedOf?.(raw.value) }) : redactLine(raw.value)), left: false };
  } catch (e) {
    if (!(e instanceof RedactLimitError) && !(e instanceof RangeError)) throw e;
    const why = e instanceof RedactLimitError ? e.message.replace(/^too (deep|large): [^:]*? (is|holds) /, "") : "too deep to walk";
    return { text: JSON.stringify({ _comment: `${what} is beyond the limits (${why}) and is left out` }), left: true };
  }
}
