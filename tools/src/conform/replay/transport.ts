/**
 * Transports to a live build: HTTP (fetch with a timeout) for the HTTP services and for a terminal
 * HTTP bridge, and a `stdio:` child process that speaks JSON Lines for the terminal apps
 * (stdio-transport.ts).
 *
 * Terminal protocol (bridge and stdio alike): the runner sends one JSON object
 * `{"service": "terminal"|"mobile", "request": <message>}` (a POST body, or one line on the child's
 * stdin) and reads one reply: the reply message itself, or `{"response": <message>}` (one line on
 * the child's stdout; the child's stderr is discarded, it may hold card data).
 *
 * Limits (issue 15):
 * - A live body (an HTTP answer after decompression, or one stdio reply line) is read as a stream
 *   and cut off beyond MAX_LIVE_BODY_BYTES (16 MiB): the exchange gets a replay-transport finding
 *   naming the limit, and memory stays bounded whatever the target sends (a gzip bomb is cut the
 *   same way, as it inflates).
 * - A recorded header HTTP cannot carry (a NUL, CR or LF, a character beyond Latin-1, a name that is
 *   not a token) gives a finding naming the header, never quoting its value (it may be a credential);
 *   no runtime error text is quoted either (it may hold what was sent).
 */
import { safeText } from "../../render.ts";
import { replyOf, type TerminalTransport } from "./terminal-reply.ts";
import { MAX_LIVE_BODY_BYTES, tooLarge, TransportError } from "./transport-error.ts";

export { MAX_LIVE_BODY_BYTES, TransportError } from "./transport-error.ts";
export { replyOf, type TerminalTransport } from "./terminal-reply.ts";
export { stdioTransport } from "./stdio-transport.ts";

export interface LiveHttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Epoch ms. */
  started: number;
  finished: number;
}

const HOP_BY_HOP = new Set([
  "host",
  "content-length",
  "connection",
  "transfer-encoding",
  "accept-encoding",
  "keep-alive",
  "upgrade",
  "te",
  "trailer",
  "proxy-connection",
  "expect",
]);

export function sendableHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (!HOP_BY_HOP.has(k) && !k.startsWith(":")) out[k] = v;
  return out;
}

/** An HTTP token (a header name). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A header value HTTP/1.1 can carry: tab, space, visible ASCII and Latin-1 (obs-text); no NUL, CR or LF. */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** Refuse headers that cannot be sent: the message names the header, never its value. */
export function checkSendable(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!TOKEN.test(name)) throw new TransportError("a recorded header name is not a valid HTTP token; the request was not sent");
    if (typeof value !== "string" || !FIELD_VALUE.test(value)) {
      throw new TransportError(
        `the recorded ${safeText(name).slice(0, 60)} header has a value HTTP cannot carry (a NUL, CR, LF or a character beyond Latin-1); the request was not sent`,
      );
    }
  }
}

/**
 * Why a request failed, in our own words: a runtime message may quote what was sent (a header value,
 * a URL with credentials), so only the error's kind and code are used.
 */
function describe(e: unknown, timeoutMs: number): string {
  if (e instanceof TransportError) return e.message;
  const err = e as { name?: string; cause?: { code?: unknown; name?: string } };
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return `no response within ${timeoutMs} ms`;
  const code = err?.cause?.code;
  if (typeof code === "string" && /^[A-Z0-9_]{1,40}$/.test(code)) return `connection failed (${code})`;
  const kind = String(err?.cause?.name ?? err?.name ?? "Error")
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 40);
  return `the request could not be sent or its answer could not be read (${kind})`;
}

/** A response body as text, read as a stream and cut off beyond `limit` bytes (after decompression). */
async function readCapped(res: Response, limit: number): Promise<string> {
  if (!res.body) return "";
  const declared = Number(res.headers.get("content-length") ?? NaN);
  const encoded = (res.headers.get("content-encoding") ?? "identity").toLowerCase() !== "identity";
  if (!encoded && Number.isFinite(declared) && declared > limit) {
    await res.body.cancel().catch(() => {});
    throw tooLarge(limit);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join("");
}

export async function sendHttp(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
  limit: number = MAX_LIVE_BODY_BYTES,
): Promise<LiveHttpResponse> {
  const started = Date.now();
  try {
    checkSendable(headers);
    const res = await fetch(url, {
      method,
      headers,
      body: method === "GET" || method === "HEAD" ? undefined : body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await readCapped(res, limit);
    const h: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      h[k.toLowerCase()] = v;
    });
    return { status: res.status, headers: h, text, started, finished: Date.now() };
  } catch (e) {
    throw new TransportError(describe(e, timeoutMs));
  }
}

/** `timeoutMs`: per reply, or a function read at each send (the probe's timeout shrinks toward its deadline). */
export function bridgeTransport(url: string, timeoutMs: number | (() => number)): TerminalTransport {
  return {
    async send(service, request) {
      const ms = typeof timeoutMs === "function" ? timeoutMs() : timeoutMs;
      const res = await sendHttp(url, "POST", { "content-type": "application/json" }, JSON.stringify({ service, request }), ms);
      if (res.status < 200 || res.status > 299) throw new TransportError(`the bridge answered HTTP ${res.status}`);
      return replyOf(res.text);
    },
    async close() {},
  };
}
