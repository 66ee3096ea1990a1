/**
 * Small live targets for replay tests: HTTP servers on 127.0.0.1 (port 0), each stopped by its own
 * handle, and the examples of the contracts to answer with.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export interface Target {
  url: string;
  requests: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }>;
  stop(): Promise<void>;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (a hung target). */
  hang?: boolean;
}

export async function startTarget(
  handle: (req: { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string; json: unknown }) => Answer,
): Promise<Target> {
  const requests: Target["requests"] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const u = new URL(req.url ?? "/", "http://x");
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const a = handle({ method: req.method ?? "", path: u.pathname, query: u.searchParams, headers: req.headers, body, json });
      if (a.hang) return; // the socket is closed by stop()
      const text = a.body === undefined ? "" : JSON.stringify(a.body);
      res.writeHead(a.status, { ...(text ? { "content-type": "application/json" } : {}), ...(a.headers ?? {}) });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ROOT = path.resolve(import.meta.dirname, "../../../..");

/** The first example of each response of each operation of an HTTP service, by operationId and status. */
export function responseExamples(service: "affordability" | "optimizer"): Record<string, Record<string, unknown>> {
  const doc = JSON.parse(readFileSync(path.join(ROOT, "generated", service, "openapi.json"), "utf8")) as {
    paths: Record<
      string,
      Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> }>
    >;
  };
  const out: Record<string, Record<string, unknown>> = {};
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (!op?.operationId) continue;
      out[op.operationId] = {};
      for (const [status, r] of Object.entries(op.responses ?? {})) {
        const ex = Object.values(Object.values(r.content ?? {})[0]?.examples ?? {})[0];
        if (ex) out[op.operationId]![status] = structuredClone(ex.value);
      }
    }
  }
  return out;
}
