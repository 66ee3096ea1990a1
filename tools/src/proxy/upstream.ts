/**
 * The proxy's side toward the real server: one forwarded request over http or https, with the
 * hop-by-hop headers removed (RFC 9110 7.6.1: they concern one connection, not the exchange), the
 * answer read whole as it came (compressed bytes stay compressed; a chunked answer is re-framed
 * with its length), redirects passed back, never followed. A failure is a typed UpstreamError the
 * server turns into a 502, 503 or 504.
 *
 * Hostile upstreams and clients (issue 42):
 * - Only origin-form request targets (`/path?query`) are forwarded; the upstream URL is built with
 *   `new URL(...)` and must keep the upstream's origin and base path (`resolve`), so an absolute-form
 *   target (`GET http://evil.example/x`, `GET m://x/...`), a `//host` path or a dot segment never
 *   changes where a request goes (400, nothing contacted, no name resolved).
 * - Every exchange with the upstream has one deadline (`timeoutMs` from the request's start): a
 *   silent upstream and one that drips its answer byte by byte both end in 504 at the deadline.
 * - A final answer that is not HTTP (101 Switching Protocols, a status outside 200-599) is a 502.
 * - The bytes held for answers count against the proxy's in-flight budget (ByteBudget, shared with
 *   the request bodies): beyond it the client gets 503 instead of the proxy's memory growing.
 * - An encoded answer is inflated for judging as a stream, with a byte cap and a ratio cap
 *   (`decodedBody`): a gzip bomb stops at the cap, never blocks the event loop, and is a 502.
 *
 * HTTPS trusts the system's CA store and Node's bundled roots, plus a private CA file when given
 * (`--ca FILE`: a UAT server signed by the partner's own authority).
 */
import http from "node:http";
import https from "node:https";
import tls from "node:tls";
import { createBrotliDecompress, createGunzip, createInflate, createZstdDecompress } from "node:zlib";
import type { ByteBudget } from "./budget.ts";

/** Headers of one connection only (RFC 9110 7.6.1), never forwarded in either direction. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Request headers the client does not get to pass on: an `Expect` the proxy has already answered
 * (Node sends the 100 Continue itself), and the forwarding headers a client could use to make the
 * upstream believe it was reached under another name (`Forwarded`, `X-Forwarded-Host` ...).
 */
const CLIENT_ONLY = new Set(["expect", "forwarded", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-forwarded-server"]);

/** `headers` without the hop-by-hop ones, nor those the Connection header names. */
export function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** A client's request headers as they are forwarded: end-to-end, without the client-only ones. */
export function forwardedRequestHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out = endToEnd(headers);
  for (const name of CLIENT_ONLY) delete out[name];
  return out;
}

export class UpstreamError extends Error {
  constructor(
    /** timeout: 504; busy: 503 (the in-flight budget is spent); the others: 502. */
    readonly kind: "timeout" | "unreachable" | "too-large" | "bad-answer" | "busy",
    message: string,
  ) {
    super(message);
  }
}

/** A request target the proxy does not forward (answered 400; nothing is contacted). */
export class TargetError extends Error {}

export interface UpstreamAnswer {
  status: number;
  /** End-to-end headers as received (content-length set to the bytes below). */
  headers: http.OutgoingHttpHeaders;
  /** The body exactly as received (still compressed when it was). */
  body: Buffer;
  /** Give the body's bytes back to the in-flight budget (once the exchange is done). */
  release: () => void;
}

export interface UpstreamOptions {
  /** The longest an exchange with the upstream may take, from the request's start to the answer's last byte. */
  timeoutMs: number;
  /** PEM text of a private CA the upstream's certificate is signed by. */
  ca?: string | undefined;
  /** The largest answer read (bytes); a larger one is refused with a 502. */
  maxBodyBytes: number;
  /** The proxy's in-flight byte budget the answer's bytes are taken from (503 when spent). */
  budget?: ByteBudget | undefined;
}

/** A dot segment, written plainly or percent-encoded (`.`, `..`, `%2e`, `.%2E` ...). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** One upstream (a base URL): its agent keeps connections open between exchanges. */
export class Upstream {
  readonly base: URL;
  private readonly agent: http.Agent;
  private readonly client: typeof http | typeof https;

  constructor(
    url: string,
    private readonly options: UpstreamOptions,
  ) {
    this.base = new URL(url);
    const https_ = this.base.protocol === "https:";
    this.client = https_ ? https : http;
    this.agent = https_
      ? new https.Agent({
          keepAlive: true,
          ca: [...tls.getCACertificates("system"), ...tls.getCACertificates("bundled"), ...(options.ca ? [options.ca] : [])],
        })
      : new http.Agent({ keepAlive: true });
  }

  /** The base path of the upstream ("" for "/"): what comes before the contract paths. */
  get basePath(): string {
    return this.base.pathname.replace(/\/+$/, "");
  }

  /**
   * The upstream URL of a client's request target. Only origin-form targets are taken (`/path?query`,
   * RFC 9112 3.2.1); the URL is built with `new URL` and must keep the upstream's origin and base path.
   * Throws TargetError (the proxy answers 400 and contacts nothing) for an absolute-form target
   * (`http://evil.example/x`, `m://x/...`), the asterisk form, `//host/...`, a backslash or a dot
   * segment (`/../`, `/%2e%2e/`: the target must name the path it reaches).
   */
  resolve(target: string): URL {
    if (!target.startsWith("/") || target.startsWith("//"))
      throw new TargetError("the proxy forwards origin-form request targets only (/path?query), not an absolute URL or another form");
    if (target.includes("\\")) throw new TargetError("a backslash in the request target is refused (it reads as a path separator to some servers)");
    const q = target.search(/[?#]/);
    const pathOnly = q === -1 ? target : target.slice(0, q);
    if (pathOnly.split("/").some((s) => DOT_SEGMENT.test(s)))
      throw new TargetError("a dot segment (. or ..) in the request path is refused: the target must name the path it reaches");
    let url: URL;
    try {
      url = new URL(`${this.basePath}${target}`, this.base.origin);
    } catch {
      throw new TargetError("the request target is not a valid path");
    }
    const base = this.basePath;
    if (url.origin !== this.base.origin || (base !== "" && url.pathname !== base && !url.pathname.startsWith(`${base}/`)))
      throw new TargetError("the request target leaves the upstream (another origin or outside its base path)");
    url.hash = "";
    return url;
  }

  /**
   * Send one request to `url` (from resolve); resolves with the whole answer. `signal` cancels it
   * (the client went away). Rejects with UpstreamError or an AbortError.
   */
  send(method: string, url: URL, headers: http.OutgoingHttpHeaders, body: Buffer, signal: AbortSignal): Promise<UpstreamAnswer> {
    const sent: http.OutgoingHttpHeaders = { ...headers, host: url.host };
    if (body.length > 0 || !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method)) sent["content-length"] = String(body.length);
    const budget = this.options.budget;
    return new Promise((resolve, reject) => {
      let taken = 0;
      let settled = false;
      let responded = false;
      const finish = (e: Error | undefined, answer?: UpstreamAnswer): void => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        if (e) {
          budget?.give(taken);
          taken = 0;
          reject(wrap(e, this.options.timeoutMs));
        } else resolve(answer!);
      };
      const req = this.client.request(url, { method, headers: sent, agent: this.agent, signal }, (res) => {
        responded = true;
        const socket = res.socket; // detached from `res` once it is handed back to the agent
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 599) {
          res.destroy();
          finish(new UpstreamError("bad-answer", `the upstream answered with status ${status}, which HTTP does not allow as a final answer`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          size += c.length;
          if (size > this.options.maxBodyBytes) {
            req.destroy(new UpstreamError("too-large", `the upstream's answer is over ${this.options.maxBodyBytes} bytes (the proxy's limit)`));
            return;
          }
          if (budget && !budget.take(c.length)) {
            req.destroy(
              new UpstreamError("busy", `the proxy holds ${budget.limit} bytes of bodies in flight (its limit); try again when fewer requests are open`),
            );
            return;
          }
          taken += c.length;
          chunks.push(c);
        });
        res.on("end", () => {
          // An answer that may carry no body but says it has one (204, 304, HEAD with a length or
          // chunks): its bytes would be read as the next answer on this connection. Not reused.
          const bodiless = status === 204 || status === 304 || method === "HEAD";
          if (bodiless && ((res.headers["content-length"] ?? "0") !== "0" || res.headers["transfer-encoding"] !== undefined)) socket?.destroy();
          const out = Buffer.concat(chunks);
          const headers = endToEnd(res.headers);
          if (method !== "HEAD" && status !== 204 && status !== 304) headers["content-length"] = String(out.length);
          // The answer's bytes stay taken from the budget until the exchange is done (release).
          const held = taken;
          finish(undefined, { status, headers, body: out, release: () => budget?.give(held) });
        });
        res.on("error", (e) => finish(e));
        res.on("close", () => {
          if (!res.complete) finish(new UpstreamError("unreachable", "the upstream closed the connection mid-answer"));
        });
      });
      // 101 Switching Protocols (or any upgrade): not an HTTP exchange the proxy can forward or judge.
      req.on("upgrade", (_res, socket) => {
        socket.destroy();
        finish(new UpstreamError("bad-answer", "the upstream answered 101 Switching Protocols; the proxy forwards HTTP exchanges only"));
      });
      // One deadline for the whole exchange: silence and a trickle of bytes alike end it.
      const deadline = setTimeout(() => {
        const e = new UpstreamError("timeout", `the upstream did not answer within ${this.options.timeoutMs} ms`);
        req.destroy(e);
        finish(e);
      }, this.options.timeoutMs);
      req.on("error", (e) => finish(e));
      req.on("close", () => {
        if (!responded) finish(new UpstreamError("unreachable", "the upstream closed the connection before answering"));
      });
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function wrap(e: Error, timeoutMs: number): Error {
  if (e instanceof UpstreamError || e.name === "AbortError") return e;
  const code = (e as NodeJS.ErrnoException).code;
  if (code === "ETIMEDOUT") return new UpstreamError("timeout", `the upstream did not answer within ${timeoutMs} ms`);
  if (code === "HPE_INVALID_STATUS") return new UpstreamError("bad-answer", "the upstream's status line is not valid HTTP");
  return new UpstreamError("unreachable", `the upstream cannot be reached (${code ?? e.message.split("\n", 1)[0]})`);
}

/** Limits of an answer inflated for judging. */
export interface DecodeLimits {
  /** The most bytes inflated (at every layer of a multi-coded answer). */
  maxBytes: number;
  /** The most bytes inflated per byte received, above `floorBytes`. */
  ratio: number;
  /** Bytes any answer may inflate to, whatever its ratio. */
  floorBytes: number;
  /** The budget the inflated bytes are taken from while they are held (returned with `release`). */
  budget?: ByteBudget | undefined;
}

/** Why an answer's body cannot be judged: its coding is unknown or broken, or it inflates beyond the limits. */
export type Decoded =
  | { ok: true; body: Buffer; release: () => void }
  | { ok: false; why: "undecodable"; message: string }
  | { ok: false; why: "too-large" | "busy"; message: string };

const decoders = {
  gzip: createGunzip,
  "x-gzip": createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
  zstd: createZstdDecompress,
} as const;

/**
 * The body as the client reads it (Content-Encoding undone), for judging and recording. Inflated as
 * a stream in zlib's thread pool (the event loop is never blocked), stopped as soon as it would pass
 * the limits: min(maxBytes, max(floorBytes, ratio × bytes received)).
 */
export async function decodedBody(body: Buffer, contentEncoding: string | undefined, limits: DecodeLimits): Promise<Decoded> {
  const codings = (contentEncoding ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== "identity");
  if (codings.length === 0) return { ok: true, body, release: () => {} };
  const cap = Math.min(limits.maxBytes, Math.max(limits.floorBytes, limits.ratio * body.length));
  let out = body;
  let held = 0;
  const release = (): void => {
    limits.budget?.give(held);
    held = 0;
  };
  for (const coding of codings.reverse()) {
    if (!Object.hasOwn(decoders, coding)) {
      release();
      return { ok: false, why: "undecodable", message: `the answer's content-encoding ${coding.slice(0, 40)} is not one the proxy decodes` };
    }
    const layer = await inflate(decoders[coding as keyof typeof decoders](), out, cap, limits.budget);
    release();
    if (!layer.ok) return layer;
    held = layer.held;
    out = layer.body;
  }
  return { ok: true, body: out, release };
}

async function inflate(
  stream: NodeJS.ReadWriteStream & { destroy(): void },
  input: Buffer,
  cap: number,
  budget: ByteBudget | undefined,
): Promise<{ ok: true; body: Buffer; held: number } | Exclude<Decoded, { ok: true }>> {
  const chunks: Buffer[] = [];
  let size = 0;
  const fail = (why: "too-large" | "busy" | "undecodable", message: string) => {
    stream.destroy();
    budget?.give(size);
    return { ok: false as const, why, message };
  };
  stream.on("error", () => {}); // read below through the iterator
  stream.end(input);
  try {
    for await (const c of stream as AsyncIterable<Buffer>) {
      if (size + c.length > cap)
        return fail("too-large", `the answer inflates to more than ${cap} bytes (the proxy's limit for ${input.length} bytes received); not judged`);
      if (budget && !budget.take(c.length)) return fail("busy", `the proxy holds ${budget.limit} bytes of bodies in flight (its limit)`);
      size += c.length;
      chunks.push(c);
    }
  } catch (e) {
    return fail("undecodable", `the answer's body cannot be decoded (${(e as NodeJS.ErrnoException).code ?? "corrupt data"})`);
  }
  return { ok: true, body: Buffer.concat(chunks), held: size };
}
