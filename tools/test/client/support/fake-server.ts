/**
 * A tiny HTTP server on 127.0.0.1, port 0, for the client tests: routes by "METHOD /path",
 * records every request it receives, answers JSON. Always `close()` it (afterEach).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  pathname: string;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: string;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Serialized as JSON unless it is a string. */
  body?: unknown;
}

export type Handler = (req: ReceivedRequest) => Reply | Promise<Reply>;

export interface FakeServer {
  url: string;
  requests: ReceivedRequest[];
  /** Requests received for one route ("METHOD /path"). */
  received(route: string): ReceivedRequest[];
  close(): Promise<void>;
}

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeServer(routes: Record<string, Handler>): Promise<FakeServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const received: ReceivedRequest = {
      method: req.method ?? "GET",
      url: req.url ?? "/",
      pathname: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")])),
      body: await read(req),
    };
    requests.push(received);
    const handler = routes[`${received.method} ${received.pathname}`];
    const reply: Reply = handler ? await handler(received) : { status: 404, body: { error: "no such route in the fake server" } };
    const body = reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    received: (route) => requests.filter((r) => `${r.method} ${r.pathname}` === route),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
