/**
 * The proxy's side toward the real server: one forwarded request over http or https, with the
 * hop-by-hop headers removed (RFC 9110 7.6.1: they concern one connection, not the exchange), the
 * answer read whole as it came (compressed bytes stay compressed; a chunked answer is re-framed
 * with its length), redirects passed back, never followed. Slow upstreams are waited for until
 * `timeoutMs` of silence; a failure is a typed UpstreamError the server turns into a 502 or 504.
 *
 * HTTPS trusts the system's CA store and Node's bundled roots, plus a private CA file when given
 * (`--ca FILE`: a UAT server signed by the partner's own authority).
 */
import http from "node:http";
import https from "node:https";
import tls from "node:tls";
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from "node:zlib";

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

export class UpstreamError extends Error {
  constructor(
    readonly kind: "timeout" | "unreachable" | "too-large",
    message: string,
  ) {
    super(message);
  }
}

export interface UpstreamAnswer {
  status: number;
  /** End-to-end headers as received (content-length set to the bytes below). */
  headers: http.OutgoingHttpHeaders;
  /** The body exactly as received (still compressed when it was). */
  body: Buffer;
}

export interface UpstreamOptions {
  timeoutMs: number;
  /** PEM text of a private CA the upstream's certificate is signed by. */
  ca?: string | undefined;
  /** The largest answer read (bytes); a larger one is refused with a 502. */
  maxBodyBytes: number;
}

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

  /** The upstream URL of a request path (the client's path and query after the base path). */
  urlOf(pathAndQuery: string): string {
    return `${this.base.origin}${this.basePath}${pathAndQuery}`;
  }

  /**
   * Send one request; resolves with the whole answer. `signal` cancels it (the client went away).
   * Rejects with UpstreamError (timeout, unreachable, too large) or an AbortError.
   */
  send(method: string, pathAndQuery: string, headers: http.OutgoingHttpHeaders, body: Buffer, signal: AbortSignal): Promise<UpstreamAnswer> {
    const url = new URL(this.urlOf(pathAndQuery));
    const sent: http.OutgoingHttpHeaders = { ...headers, host: url.host };
    if (body.length > 0 || !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method)) sent["content-length"] = String(body.length);
    return new Promise((resolve, reject) => {
      const req = this.client.request(url, { method, headers: sent, agent: this.agent, signal }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          size += c.length;
          if (size > this.options.maxBodyBytes) {
            req.destroy(new UpstreamError("too-large", `the upstream's answer is over ${this.options.maxBodyBytes} bytes (the proxy's limit)`));
            return;
          }
          chunks.push(c);
        });
        res.on("end", () => {
          const out = Buffer.concat(chunks);
          const headers = endToEnd(res.headers);
          if (method !== "HEAD" && res.statusCode !== 204 && res.statusCode !== 304) headers["content-length"] = String(out.length);
          resolve({ status: res.statusCode ?? 502, headers, body: out });
        });
        res.on("error", (e) => reject(wrap(e, this.options.timeoutMs)));
      });
      // Silence for timeoutMs (no byte sent or received) ends the exchange with a 504.
      req.setTimeout(this.options.timeoutMs, () =>
        req.destroy(new UpstreamError("timeout", `the upstream did not answer within ${this.options.timeoutMs} ms`)),
      );
      req.on("error", (e) => reject(wrap(e, this.options.timeoutMs)));
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
  return new UpstreamError("unreachable", `the upstream cannot be reached (${code ?? e.message.split("\n", 1)[0]})`);
}

/**
 * The body as the client reads it (Content-Encoding undone), for judging; undefined when it cannot
 * be decoded (then it is judged as absent, and a line says why).
 */
export function decodedBody(body: Buffer, contentEncoding: string | undefined): Buffer | undefined {
  const codings = (contentEncoding ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== "identity");
  let out = body;
  try {
    for (const coding of codings.reverse()) {
      if (coding === "gzip" || coding === "x-gzip") out = gunzipSync(out);
      else if (coding === "deflate") out = inflateSync(out);
      else if (coding === "br") out = brotliDecompressSync(out);
      else if (coding === "zstd") out = zstdDecompressSync(out);
      else return undefined;
    }
  } catch {
    return undefined;
  }
  return out;
}
