/**
 * Sanitizing recordings (`contracts redact`). Card numbers are masked to first six and last four;
 * CVVs, passwords, client secrets and other secrets become "[REDACTED]"; credentials and tokens
 * become stable pseudonyms ("REDACTED-3f9a1c2e", the same within one run for the same value, keyed
 * with a random per-run key so they cannot be linked or reversed), so sequence rules (token
 * origin, expiry) still hold on the copy. Authorization keeps its scheme with a well-formed
 * placeholder credential. Encoded bodies (Base64 JSON, as create order's `request`) are decoded,
 * sanitized and re-encoded.
 */
import { createHmac, randomBytes } from "node:crypto";
import { isSecretKey, maskPan, maskPansInText, normalizeKey, PAN_KEYS, REDACTED, luhn } from "../redact/mask.ts";

const RUN_KEY = randomBytes(32);

export function pseudonym(value: string): string {
  return "REDACTED-" + createHmac("sha256", RUN_KEY).update(value).digest("hex").slice(0, 8);
}

/** Keys whose values are tokens/credentials kept as pseudonyms (the others are plain [REDACTED]). */
const isTokenKey = (nk: string): boolean => nk.endsWith("token") || nk === "xverify";

const BASE64_JSON = /^(?:[A-Za-z0-9+/]{4}){4,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A Base64 string that decodes to a JSON object or array (an encoded payload), else undefined. */
function decodeEncoded(value: string): unknown {
  const compact = value.replace(/\s+/g, "");
  if (compact.length < 16 || !BASE64_JSON.test(compact)) return undefined;
  const text = Buffer.from(compact, "base64").toString("utf8");
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A URL (absolute or a path) whose query carries values: secret-named parameters redacted. */
const URLISH = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#]*\?[^\s]*=/i;

function redactQueryText(url: string): string {
  const q = url.indexOf("?");
  const hash = url.indexOf("#", q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const sp = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(query)) sp.append(k, String(redactScalar(v, k)));
  return maskPansInText(url.slice(0, q + 1) + sp.toString() + (hash === -1 ? "" : url.slice(hash)));
}

function redactScalar(value: unknown, key: string | undefined): unknown {
  const nk = key === undefined ? "" : normalizeKey(key);
  if (key !== undefined && isSecretKey(key)) {
    if (value === "" || value === null || value === undefined) return value;
    return isTokenKey(nk) ? pseudonym(String(value)) : REDACTED;
  }
  if (typeof value === "string") {
    if (PAN_KEYS.has(nk) && /^[0-9 -]{12,23}$/.test(value)) return maskPan(value);
    const inner = decodeEncoded(value);
    if (inner !== undefined) return Buffer.from(JSON.stringify(redactJson(inner)), "utf8").toString("base64");
    if (URLISH.test(value)) return redactQueryText(value);
    return maskPansInText(value);
  }
  if (typeof value === "number" && Number.isSafeInteger(value)) {
    const s = String(value);
    if (s.length >= 12 && s.length <= 19 && (PAN_KEYS.has(nk) || luhn(s))) return maskPan(s);
  }
  return value;
}

/** Deep-sanitize a JSON value (a body or a terminal message). */
export function redactJson(value: unknown, key?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => redactJson(v, key));
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactJson(v, k);
    return out;
  }
  return redactScalar(value, key);
}

export function redactHeaderValue(name: string, value: string): string {
  const n = name.toLowerCase();
  if (n === "authorization" || n === "proxy-authorization") {
    const m = /^\s*(\S+)\s+(\S.*)$/.exec(value);
    if (!m) return REDACTED;
    const scheme = m[1]!;
    if (scheme.toLowerCase() === "basic") return `${scheme} ${Buffer.from(pseudonym(m[2]!) + ":REDACTED").toString("base64")}`;
    return `${scheme} ${pseudonym(m[2]!)}`;
  }
  if (n === "cookie" || n === "set-cookie") return REDACTED;
  if (isSecretKey(n)) return isTokenKey(normalizeKey(n)) ? pseudonym(value) : REDACTED;
  return maskPansInText(value);
}

function redactBodyText(text: string, contentType: string | undefined): string {
  const ct = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (ct === "application/x-www-form-urlencoded") {
    const sp = new URLSearchParams(text);
    const out = new URLSearchParams();
    for (const [k, v] of sp) out.append(k, String(redactScalar(v, k)));
    return out.toString();
  }
  const t = text.trimStart();
  if (ct.includes("json") || t.startsWith("{") || t.startsWith("[")) {
    try {
      return JSON.stringify(redactJson(JSON.parse(text)));
    } catch {
      /* not JSON: mask as text */
    }
  }
  return maskPansInText(text);
}

function redactUrl(url: string): string {
  let text = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, "$1REDACTED@"); // user:password@
  if (text.includes("?")) text = redactQueryText(text);
  return maskPansInText(text);
}

type Obj = Record<string, any>;

function redactNameValues(list: unknown, header: boolean): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((h: Obj) => {
    if (!h || typeof h !== "object" || typeof h.name !== "string") return redactJson(h);
    const value = typeof h.value === "string" ? (header ? redactHeaderValue(h.name, h.value) : String(redactScalar(h.value, h.name))) : h.value;
    return { ...h, value };
  });
}

function headerValue(headers: unknown, name: string): string | undefined {
  if (!Array.isArray(headers)) return undefined;
  const h = headers.find((x: Obj) => typeof x?.name === "string" && x.name.toLowerCase() === name);
  return typeof h?.value === "string" ? h.value : undefined;
}

/** A sanitized copy of one HAR entry. */
export function redactHarEntry(entry: unknown): unknown {
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return redactJson(entry);
  const e = { ...(entry as Obj) };
  if (e.request && typeof e.request === "object") {
    const r = { ...e.request };
    if (typeof r.url === "string") r.url = redactUrl(r.url);
    r.headers = redactNameValues(r.headers, true);
    r.queryString = redactNameValues(r.queryString, false);
    if (Array.isArray(r.cookies)) r.cookies = r.cookies.map((c: Obj) => ({ ...c, value: REDACTED }));
    if (r.postData && typeof r.postData === "object") {
      const pd = { ...r.postData };
      const ct = headerValue(e.request.headers, "content-type") ?? pd.mimeType;
      if (typeof pd.text === "string") pd.text = redactBodyText(pd.text, ct);
      if (Array.isArray(pd.params)) pd.params = redactNameValues(pd.params, false);
      r.postData = pd;
    }
    e.request = r;
  }
  if (e.response && typeof e.response === "object") {
    const r = { ...e.response };
    r.headers = redactNameValues(r.headers, true);
    if (Array.isArray(r.cookies)) r.cookies = r.cookies.map((c: Obj) => ({ ...c, value: REDACTED }));
    if (r.content && typeof r.content === "object" && typeof r.content.text === "string") {
      const c = { ...r.content };
      const ct = headerValue(e.response.headers, "content-type") ?? c.mimeType;
      if (c.encoding === "base64") {
        const decoded = Buffer.from(c.text, "base64").toString("utf8");
        c.text = Buffer.from(redactBodyText(decoded, ct), "utf8").toString("base64");
      } else {
        c.text = redactBodyText(c.text, ct);
      }
      r.content = c;
    }
    if (typeof r.redirectURL === "string") r.redirectURL = redactUrl(r.redirectURL);
    e.response = r;
  }
  for (const k of Object.keys(e)) {
    if (k !== "request" && k !== "response" && typeof e[k] === "string") e[k] = maskPansInText(e[k]);
  }
  return e;
}

/** A sanitized copy of one JSON Lines exchange (messages as objects or JSON strings). */
export function redactLine(line: unknown): unknown {
  if (!line || typeof line !== "object" || Array.isArray(line)) return redactJson(line);
  const out: Obj = {};
  for (const [k, v] of Object.entries(line as Obj)) {
    if ((k === "request" || k === "response") && typeof v === "string") {
      try {
        out[k] = JSON.stringify(redactJson(JSON.parse(v)));
      } catch {
        out[k] = maskPansInText(v);
      }
    } else {
      out[k] = redactJson(v, k);
    }
  }
  return out;
}
