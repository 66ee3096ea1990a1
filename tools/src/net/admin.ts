/**
 * The mocks' admin interface on the wire (in the style of WireMock's `/__admin`): one path prefix that
 * every mock server of `make mock` (the two sandboxes, the terminal simulator's bridge) hands to one
 * admin handler before anything else sees the request, so an admin request is never routed to a
 * contract operation, never validated, never judged and never recorded. What the handler does (reset,
 * rotate the recording, status) is the launcher's (tools/src/mock/admin.ts); this leaf is the
 * transport: the prefix, the guard, a bounded body and a JSON answer.
 *
 * The prefix `/__admin` cannot collide with a documented operation: every path of
 * generated/<service>/openapi.json starts with a letter segment (`/api/...`, `/create/...`,
 * `/customer/...`), the terminal bridge's are `/terminal`, `/mobile`, `/` and `/health`
 * (tools/test/issues/26-admin-session.test.ts checks the documents).
 *
 * The guard: the mocks listen on loopback only, but a web page in the partner's browser can still
 * send a request to 127.0.0.1. A request with an `Origin` header (browsers send one with every
 * cross-origin POST) or a `Host` that is not a loopback name (DNS rebinding) is refused with 403, so
 * only local programs (curl, scripts, tests) reach the admin.
 */
import type http from "node:http";

export const ADMIN_PREFIX = "/__admin";

/** Most bytes of an admin request body (a rotate names at most two paths). */
export const MAX_ADMIN_BODY_BYTES = 64 * 1024;

export interface AdminRequest {
  readonly method: string;
  /** The path after the prefix: "" (the index), "/status", "/reset", "/recording/rotate", ... */
  readonly path: string;
  readonly query: URLSearchParams;
  /** The body text ("" when none). */
  readonly text: string;
}

export interface AdminAnswer {
  readonly status: number;
  /** Sent as JSON. */
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type AdminHandler = (req: AdminRequest) => Promise<AdminAnswer> | AdminAnswer;

/** Whether a request path is the admin interface's. */
export const isAdminPath = (pathname: string): boolean => pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i;

/** 403 for a request a browser page could have sent (Origin) or that came through another name (Host); undefined when allowed. */
export function adminGuard(headers: http.IncomingHttpHeaders): AdminAnswer | undefined {
  if (headers.origin !== undefined) {
    return { status: 403, body: { error: "admin requests from a browser page (with an Origin header) are refused; use curl or a script on this machine" } };
  }
  if (headers.host !== undefined && !LOOPBACK_HOST.test(headers.host)) {
    return { status: 403, body: { error: "admin requests must name the loopback address as Host (127.0.0.1, localhost or [::1])" } };
  }
  return undefined;
}

/**
 * Answer one admin request: guard, read the body (at most MAX_ADMIN_BODY_BYTES), hand it to the
 * handler, send its answer as JSON. A handler that throws gets 500 with a one-line message; the
 * server goes on.
 */
export function serveAdmin(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  handler: AdminHandler,
  pathname: string,
  search: string,
  onLog?: (line: string) => void,
): void {
  const method = (req.method ?? "GET").toUpperCase();
  const send = (a: AdminAnswer, close = false): void => {
    if (res.headersSent) return;
    const text = `${JSON.stringify(a.body)}\n`;
    res.writeHead(a.status, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "content-length": String(Buffer.byteLength(text)),
      ...(close ? { connection: "close" } : {}),
      ...a.headers,
    });
    res.end(text);
    if (close) res.once("finish", () => req.destroy());
    onLog?.(`admin ${method} ${pathname.slice(0, 80)} -> ${a.status}`);
  };
  const denied = adminGuard(req.headers);
  if (denied) {
    req.resume();
    send(denied);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  req.on("data", (chunk: Buffer) => {
    if (over) return;
    size += chunk.length;
    if (size > MAX_ADMIN_BODY_BYTES) {
      over = true;
      send({ status: 413, body: { error: `an admin request body is at most ${MAX_ADMIN_BODY_BYTES} bytes` } }, true);
    } else chunks.push(chunk);
  });
  req.on("error", () => res.destroy());
  req.on("end", () => {
    if (over) return;
    const request: AdminRequest = {
      method,
      path: pathname.slice(ADMIN_PREFIX.length).replace(/\/+$/, ""),
      query: new URLSearchParams(search),
      text: Buffer.concat(chunks).toString("utf8"),
    };
    Promise.resolve()
      .then(() => handler(request))
      .then(
        (a) => send(a),
        (e: unknown) => send({ status: 500, body: { error: `the admin request failed: ${e instanceof Error ? e.message : String(e)}` } }),
      );
  });
}
