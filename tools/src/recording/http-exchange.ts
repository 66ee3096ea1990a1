/**
 * A HAR entry as a normalized HTTP exchange: lower-case header maps, query object, parsed bodies.
 * What cannot be read (no URL, a JSON body that is not JSON, content that is not Base64) is
 * returned as problems (malformed-entry violations) beside whatever could be read.
 */
import { parseBody } from "../http/body.ts";
import { LIMITS } from "../limits.ts";
import { jsonErrorText } from "./json-error.ts";
import { readCarried, type Carried } from "./carried.ts";
import { contentText } from "./har-content.ts";
import type { HarExchange } from "./har.ts";

export interface HttpSide {
  headers: Record<string, string>;
  /** Parsed body (JSON or form object), raw text for other types, undefined when empty or unreadable. */
  body: unknown;
  /** The body as text on the wire. */
  text: string | undefined;
  /** Content type (from the header, else the HAR mimeType). */
  contentType: string | undefined;
  /** The exporter left a non-empty body out (HAR bodySize / content.size > 0 without text): not judged. */
  bodyNotRecorded?: boolean;
}

export interface HttpExchange {
  method: string;
  url: string;
  path: string;
  search: string;
  query: Record<string, string>;
  request: HttpSide;
  /** 0 when no response was recorded. */
  status: number;
  response: HttpSide | undefined;
  /** Epoch ms when the request started, if recorded. */
  started: number | undefined;
  /** Epoch ms when the response was complete, if recorded. */
  finished: number | undefined;
  /** What the recorder carried beside the exchange (`_contract`: record-time x-verify verdicts), if anything. */
  carried?: Carried | undefined;
}

export interface Problem {
  where: "request" | "response";
  pointer: string;
  expected: string;
  actual: string;
  message: string;
}

interface HarNameValue {
  name?: unknown;
  value?: unknown;
}

/** Lower-case header names, cached (the same few names recur in every entry). */
const lowerNames = new Map<string, string>();
function lowerName(name: string): string {
  let l = lowerNames.get(name);
  if (l === undefined) {
    l = name.toLowerCase();
    if (lowerNames.size < 10_000) lowerNames.set(name, l);
  }
  return l;
}

function headerMap(list: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(list)) return out;
  for (const h of list as HarNameValue[]) {
    if (!h || typeof h.name !== "string") continue;
    const k = lowerName(h.name);
    if (k.startsWith(":")) continue; // HTTP/2 pseudo-headers
    const v = typeof h.value === "string" ? h.value : scalarText(h.value);
    out[k] = k in out ? `${out[k]}, ${v}` : v;
  }
  return out;
}

/** A recorded value as text: objects as JSON (String() of {"toString": 1} would throw). */
function scalarText(v: unknown): string {
  if (v === undefined || v === null) return "";
  return typeof v === "object" ? (JSON.stringify(v) ?? "") : String(v);
}

/** Parse a body by its content type (JSON sniffed when the type is missing); JSON that does not parse becomes a problem. */
function parseSide(text: string | undefined, contentType: string | undefined, where: "request" | "response", problems: Problem[]): unknown {
  const parsed = parseBody(text, contentType, { untyped: "json-if-bracketed" });
  if (parsed.invalid) {
    problems.push({
      where,
      pointer: `/${where}/body`,
      expected: "a JSON document",
      actual: `text of ${text!.length} characters`,
      message: `the ${where} body is not JSON: ${jsonErrorText(parsed.invalid)}`,
    });
  }
  return parsed.body;
}

function epoch(v: unknown): number | undefined {
  if (typeof v !== "string") return undefined;
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}

/**
 * Path and query of a recorded URL, without the cost of a full URL parse (the path keeps its
 * percent-encoding, as URL.pathname does; parameters are decoded when matched).
 */
export function splitUrl(url: string): { path: string; search: string } | undefined {
  let start = 0;
  const scheme = url.indexOf("://");
  if (scheme > 0 && /^[a-z][a-z0-9+.-]*$/i.test(url.slice(0, scheme))) {
    const rest = url.slice(scheme + 3);
    const cut = rest.search(/[/?#]/);
    if (cut <= 0 && rest.length === 0) return undefined;
    start = cut === -1 ? url.length : scheme + 3 + cut;
  } else if (/\s/.test(url) || url === "") {
    return undefined;
  }
  const hash = url.indexOf("#", start);
  const end = hash === -1 ? url.length : hash;
  const q = url.indexOf("?", start);
  const pathEnd = q === -1 || q > end ? end : q;
  let path = url.slice(start, pathEnd);
  if (!path.startsWith("/")) path = `/${path}`;
  return { path, search: q === -1 || q > end ? "" : url.slice(q, end) };
}

/** Normalize one HAR entry. `undefined` exchange means nothing usable (see problems). */
export function fromHarEntry(entry: unknown, limits: { base64Chars: number } = LIMITS): { exchange?: HttpExchange; problems: Problem[] } {
  const problems: Problem[] = [];
  if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
    problems.push({
      where: "request",
      pointer: "",
      expected: "a HAR entry object",
      actual: Array.isArray(entry) ? "array" : typeof entry,
      message: "the entry is not a HAR entry object",
    });
    return { problems };
  }
  // biome-ignore lint/suspicious/noExplicitAny: a HAR entry is untyped JSON; each field is checked (typeof) where it is read
  const e = entry as Record<string, any>;
  const req = e.request;
  if (!req || typeof req !== "object" || typeof req.url !== "string" || typeof req.method !== "string") {
    problems.push({
      where: "request",
      pointer: "/request",
      expected: "request.method and request.url",
      actual: req && typeof req === "object" ? "incomplete request" : "(absent)",
      message: "the entry has no request method and URL",
    });
    return { problems };
  }
  const url = splitUrl(req.url);
  if (!url) {
    problems.push({
      where: "request",
      pointer: "/request/url",
      expected: "an absolute URL or a path",
      actual: "unparsable URL",
      message: "the request URL cannot be parsed",
    });
    return { problems };
  }
  const query: Record<string, string> = {};
  if (url.search.length > 1) for (const [k, v] of new URLSearchParams(url.search)) query[k] = k in query ? `${query[k]},${v}` : v;
  const reqHeaders = headerMap(req.headers);
  const post = req.postData && typeof req.postData === "object" ? req.postData : undefined;
  const reqCt = reqHeaders["content-type"] ?? (typeof post?.mimeType === "string" && post.mimeType ? post.mimeType : undefined);
  let reqText: string | undefined = typeof post?.text === "string" ? post.text : undefined;
  if (reqText === undefined && Array.isArray(post?.params) && post.params.length > 0) {
    const sp = new URLSearchParams();
    for (const p of post.params as HarNameValue[]) if (typeof p?.name === "string") sp.append(p.name, scalarText(p.value));
    reqText = sp.toString();
  }
  const request: HttpSide = { headers: reqHeaders, text: reqText, contentType: reqCt, body: parseSide(reqText, reqCt, "request", problems) };
  if (reqText === undefined && typeof req.bodySize === "number" && req.bodySize > 0) request.bodyNotRecorded = true;

  const res = e.response;
  let status = 0;
  let response: HttpSide | undefined;
  if (!res || typeof res !== "object") {
    problems.push({ where: "response", pointer: "/response", expected: "a recorded response", actual: "(absent)", message: "the entry has no response" });
  } else {
    status = typeof res.status === "number" ? res.status : typeof res.status === "string" ? Number(res.status) : NaN;
    if (!Number.isInteger(status) || status < 100 || status > 599) {
      problems.push({
        where: "response",
        pointer: "/response/status",
        expected: "an HTTP status (100-599)",
        actual: JSON.stringify(res.status ?? null).slice(0, 20),
        message: "no response status was recorded (the request failed or was aborted)",
      });
      status = 0;
    }
    const resHeaders = headerMap(res.headers);
    const content = res.content && typeof res.content === "object" ? res.content : {};
    const resCt = resHeaders["content-type"] ?? (typeof content.mimeType === "string" && content.mimeType ? content.mimeType : undefined);
    const read = contentText(content.text, content.encoding, limits.base64Chars);
    if (read.problem) problems.push({ where: "response", pointer: "/response/body", ...read.problem });
    const resText = read.text;
    response = { headers: resHeaders, text: resText, contentType: resCt, body: status ? parseSide(resText, resCt, "response", problems) : undefined };
    if (resText === undefined && typeof content.size === "number" && content.size > 0) response.bodyNotRecorded = true;
  }
  const started = epoch(e.startedDateTime);
  const time = typeof e.time === "number" && e.time >= 0 ? e.time : 0;
  const rawPath = url.path;
  return {
    exchange: {
      method: req.method.toUpperCase(),
      url: req.url,
      path: rawPath,
      search: url.search,
      query,
      request,
      status,
      response,
      started,
      finished: started === undefined ? undefined : started + time,
      carried: readCarried(e),
    },
    problems,
  };
}

/** Header names lower-cased from a record (repeated names joined with ", "); HTTP/2 pseudo-headers left out. */
function headerRecord(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(headers)) {
    const k = lowerName(name);
    if (k.startsWith(":")) continue;
    out[k] = k in out ? `${out[k]}, ${v}` : v;
  }
  return out;
}

/**
 * An exchange from the parts a live component holds (the proxy, the sandbox, the probe): the same
 * normalization as a HAR entry's, without a HAR entry. The same parts are what the recorder writes
 * (har.ts `harEntry`), so what is judged and what is recorded are one exchange. `status` 0: no
 * answer yet (the request alone is judged).
 */
export function fromHarExchange(x: HarExchange): { exchange?: HttpExchange; problems: Problem[] } {
  const problems: Problem[] = [];
  const url = splitUrl(x.url);
  if (!url) {
    problems.push({
      where: "request",
      pointer: "/request/url",
      expected: "an absolute URL or a path",
      actual: "unparsable URL",
      message: "the request URL cannot be parsed",
    });
    return { problems };
  }
  const query: Record<string, string> = {};
  if (url.search.length > 1) for (const [k, v] of new URLSearchParams(url.search)) query[k] = k in query ? `${query[k]},${v}` : v;
  const reqHeaders = headerRecord(x.headers);
  const reqCt = reqHeaders["content-type"];
  const reqText = x.body === "" ? undefined : x.body;
  const request: HttpSide = { headers: reqHeaders, text: reqText, contentType: reqCt, body: parseSide(reqText, reqCt, "request", problems) };
  let response: HttpSide | undefined;
  if (x.status !== 0) {
    const resHeaders = headerRecord(x.responseHeaders);
    const resCt = resHeaders["content-type"];
    response = { headers: resHeaders, text: x.responseBody, contentType: resCt, body: parseSide(x.responseBody, resCt, "response", problems) };
  }
  const started = epoch(x.started);
  return {
    exchange: {
      method: x.method.toUpperCase(),
      url: x.url,
      path: url.path,
      search: url.search,
      query,
      request,
      status: x.status,
      response,
      started,
      finished: started === undefined ? undefined : started + Math.max(0, x.elapsed),
    },
    problems,
  };
}
