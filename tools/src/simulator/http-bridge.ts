/**
 * The simulator's HTTP bridge: the message protocol over loopback HTTP, since the real transport
 * (an Android Messenger or activity intent) cannot be reached from a test machine.
 *
 * | Request                                   | Answer                                                   |
 * |-------------------------------------------|----------------------------------------------------------|
 * | POST /terminal  body: request JSON        | 200, the smart terminal app's reply JSON                 |
 * | POST /mobile    body: request JSON        | 200, the mobile acceptance app's reply JSON              |
 * | POST /          body: {"service", "request"} envelope | 200, that app's reply JSON                   |
 * | GET /health                               | 200 {"status":"ok","apps":["terminal","mobile"]}         |
 *
 * Protocol errors are replies, not HTTP errors: a body that is not JSON or breaks the contract gets
 * 200 with ResponseCode 7, an unknown MethodId 200 with ResponseCode 3. HTTP errors are kept for the
 * bridge itself: 400 malformed envelope, 404 unknown path, 405 wrong method, 413 body over 1 MiB,
 * 500 when answering failed unexpectedly (the bridge goes on serving). A request nested deeper than
 * 32 levels gets the code-7 reply (limits.ts). Log lines carry no request data but the MethodId,
 * clipped and with card numbers masked.
 */
import { isApp, APPS, type App } from "../contract/index.ts";
import http from "node:http";
import { MOCK_HOST } from "../net/ports.ts";
import { listenOnLoopback } from "../net/listen.ts";
import { isAdminPath, serveAdmin, type AdminHandler } from "../net/admin.ts";
import { maskPansInText } from "../mask.ts";
import { EnvelopeError, openEnvelope } from "./envelope.ts";
import { MAX_REQUEST_BYTES } from "./limits.ts";
import { Simulator, type SimulatorOptions } from "./simulator.ts";

export const MAX_BODY_BYTES = MAX_REQUEST_BYTES;
/** A request must arrive whole within this (Node answers 408 and closes the connection); as the sandboxes. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** Its headers within this. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 5_000;

export interface StartSimulatorOptions extends SimulatorOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Loopback address (default 127.0.0.1); anything else is refused. */
  host?: string;
  /** Receives one line per exchange (app, MethodId, ResponseCode), e.g. for the launcher's log. */
  onLog?: (line: string) => void;
  /** The whole request within this many milliseconds (default DEFAULT_REQUEST_TIMEOUT_MS), else 408 and the connection closed. */
  requestTimeoutMs?: number;
  /** The request headers within this many milliseconds (default DEFAULT_HEADERS_TIMEOUT_MS). */
  headersTimeoutMs?: number;
  /** The mock launcher's admin interface: requests under /__admin go to it (net/admin.ts), never to the apps or the recording. */
  admin?: AdminHandler | undefined;
}

export interface SimulatorHandle {
  /** Base URL, e.g. http://127.0.0.1:4012 (POST /terminal, POST /mobile, POST /). */
  readonly url: string;
  readonly port: number;
  /** The simulator behind the bridge (its transaction books can be inspected). */
  readonly simulator: Simulator;
  /** Close the server (and every open connection); resolves when it no longer listens. */
  stop(): Promise<void>;
}

/** The request listener of the bridge over one simulator. */
export function bridge(
  simulator: Simulator,
  onLog?: (line: string) => void,
  bodyTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  admin?: AdminHandler,
): http.RequestListener {
  return (req, res) => {
    if (admin) {
      const raw = req.url ?? "/";
      const q = raw.indexOf("?");
      const pathname = q < 0 ? raw : raw.slice(0, q);
      if (isAdminPath(pathname)) {
        serveAdmin(req, res, admin, pathname, q < 0 ? "" : raw.slice(q), onLog);
        return;
      }
    }
    const send = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      let text: string;
      try {
        text = JSON.stringify(body);
      } catch {
        status = 500;
        text = JSON.stringify({ error: "the simulator could not serialize its reply" });
      }
      res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": String(Buffer.byteLength(text)), ...headers });
      res.end(text);
    };
    const route = (req.url ?? "/").split("?")[0]!.replace(/\/+$/, "") || "/";
    if (route === "/health") {
      if (req.method !== "GET" && req.method !== "HEAD") return send(405, { error: "use GET /health" }, { allow: "GET, HEAD" });
      return send(200, { status: "ok", apps: APPS });
    }
    const app = route === "/" ? undefined : route.slice(1);
    if (app !== undefined && !isApp(app)) {
      return send(404, { error: `no route ${route}: POST the request JSON to /terminal or /mobile, or an envelope {"service", "request"} to /` });
    }
    if (req.method !== "POST") return send(405, { error: `use POST ${route}` }, { allow: "POST" });
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    // A body that does not arrive in time: 408 and the connection closed (Node's own timeout only
    // covers a request whose handler has not started).
    const timer = setTimeout(() => {
      tooLarge = true;
      chunks.length = 0;
      send(408, { error: `the request body did not arrive within ${bodyTimeoutMs} ms; send the whole body at once` }, { connection: "close" });
      res.once("finish", () => req.destroy());
    }, bodyTimeoutMs);
    timer.unref();
    res.once("close", () => clearTimeout(timer));
    req.on("data", (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // Answered at once; the rest is not read (the connection closes after the answer).
        tooLarge = true;
        chunks.length = 0;
        clearTimeout(timer);
        send(413, { error: `request body over ${MAX_BODY_BYTES} bytes` }, { connection: "close" });
        res.once("finish", () => req.destroy());
      } else chunks.push(chunk);
    });
    req.on("end", () => {
      clearTimeout(timer);
      if (tooLarge) return;
      const text = Buffer.concat(chunks).toString("utf8");
      let target: App;
      let request: unknown = text;
      if (app !== undefined) {
        target = app;
      } else {
        try {
          ({ app: target, request } = openEnvelope(JSON.parse(text)));
        } catch (e) {
          const why = e instanceof EnvelopeError ? e.message : "the envelope is not JSON";
          return send(400, { error: `${why}; POST {"service": "terminal" | "mobile", "request": {...}} to /, or the bare request to /terminal or /mobile` });
        }
      }
      let reply: Record<string, unknown>;
      try {
        reply = simulator.handle(target, request);
      } catch {
        onLog?.(`${target} - -> internal error`);
        return send(500, { error: "the simulator failed to answer this request; it goes on serving" });
      }
      onLog?.(summary(target, reply));
      send(200, reply);
    });
    req.on("error", () => res.destroy());
  };
}

/**
 * "terminal 1001 -> 100" for the log: no request data but the echoed MethodId, which a client may
 * have filled with anything (a card number, a megabyte): clipped to 20 characters and masked.
 */
export function summary(app: App, reply: Record<string, unknown>): string {
  const header = reply.Header as Record<string, unknown> | undefined;
  const response = reply.Response as Record<string, unknown> | undefined;
  return `${app} ${logValue(header?.MethodId)} -> ${logValue(response?.ResponseCode)}`;
}

/** Masked first (a clipped card number would no longer be recognised), then clipped, control characters replaced. */
function logValue(v: unknown): string {
  if (typeof v !== "string" && typeof v !== "number") return "-";
  const text = maskPansInText(String(v)).replace(/[^\x20-\x7e]/g, "?");
  return text.length > 20 ? `${text.slice(0, 20)}…` : text;
}

/** Start the HTTP bridge on loopback; resolves once it listens. */
export async function startSimulator(options: StartSimulatorOptions = {}): Promise<SimulatorHandle> {
  const host = options.host ?? MOCK_HOST;
  const simulator = new Simulator(options);
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS, requestTimeout);
  // Timeouts of its own (Node's defaults are 60 s for headers and 300 s for a request): a slow client
  // cannot hold a connection, and so a file descriptor of the launcher, for long.
  const server = http.createServer(
    {
      // The body timeout is the bridge's own (it answers 408); Node's is the backstop.
      requestTimeout: requestTimeout + 1000,
      headersTimeout,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeout / 4))),
      keepAliveTimeout: 1000,
    },
    bridge(simulator, options.onLog, requestTimeout, options.admin),
  );
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    // Malformed HTTP, or a request not complete in time: 408 / 400 when the socket can still take it.
    if (socket.writable && !(socket as unknown as { _httpMessage?: unknown })._httpMessage) {
      const status = err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
      socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    } else {
      socket.destroy();
    }
  });
  const { url, port, stop } = await listenOnLoopback(server, host, options.port, "the terminal simulator");
  return { url, port, simulator, stop };
}
