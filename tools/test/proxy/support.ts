/** Test helpers for the proxy: a deliberately wrong upstream of the test's own, and a judge of recordings through conform's Runner. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { type ReportSink, Runner } from "../../src/conform/index.ts";
import type { ExchangeResult } from "../../src/judge/index.ts";
import type { Signer } from "../../src/signing/x-verify.ts";

/** A create-order answer that breaks the contract: no token, order_id a number, a full card number in it. */
export const WRONG_ORDER_ANSWER = { response_code: 1, response_message: "SUCCESS", order_id: 42, card: "4111111111111111" };

export interface WrongServer {
  url: string;
  /** Requests that reached it, as `METHOD path`, with the headers it got. */
  seen: Array<{ line: string; headers: http.IncomingHttpHeaders; body: string }>;
  /** The next request to /slow: when it arrives (the test then drops its client), and when the proxy closes it. */
  nextSlow(): { arrived: Promise<void>; closed: Promise<void> };
  stop(): Promise<void>;
}

/**
 * An upstream that answers every create order wrongly (gzip-compressed, chunked, with hop-by-hop
 * headers of its own), redirects /redirect, never answers /slow, and hangs up on /hang-up.
 */
export async function wrongServer(): Promise<WrongServer> {
  const seen: WrongServer["seen"] = [];
  let arrived = (): void => {};
  let closed = (): void => {};
  const server = http.createServer(async (req, res) => {
    let body = "";
    for await (const c of req) body += c;
    seen.push({ line: `${req.method} ${req.url}`, headers: req.headers, body });
    const path = (req.url ?? "").split("?", 1)[0];
    if (path === "/slow") {
      const onClosed = closed;
      res.on("close", () => onClosed());
      arrived();
      return; // never answers
    }
    if (path === "/slowish") {
      // Slow, but within the proxy's timeout: the answer is forwarded as any other.
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ slow: true }));
      }, 100);
      return;
    }
    if (path === "/hang-up") {
      req.socket.destroy();
      return;
    }
    if (path === "/redirect") {
      res.writeHead(302, { location: "/api/v2/order/create" });
      res.end();
      return;
    }
    // Chunked (no content-length), gzip, and headers that concern this connection only.
    res.writeHead(200, {
      "content-type": "application/json",
      "content-encoding": "gzip",
      connection: "keep-alive, x-hop",
      "x-hop": "connection-only",
      "keep-alive": "timeout=5",
    });
    const zipped = gzipSync(JSON.stringify(WRONG_ORDER_ANSWER));
    res.write(zipped.subarray(0, 10));
    res.end(zipped.subarray(10));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    nextSlow: () => ({ arrived: new Promise<void>((r) => (arrived = r)), closed: new Promise<void>((r) => (closed = r)) }),
    stop: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/** `contracts conform`'s verdict on a recording: its results. */
export async function conformResults(file: string, signer?: Signer): Promise<ExchangeResult[]> {
  const results: ExchangeResult[] = [];
  const sink: ReportSink = {
    fileStart: () => {},
    result: (r) => void results.push(r),
    fileUnusable: (_f, message) => {
      throw new Error(message);
    },
    fileEnd: async () => {},
    end: async () => {},
  };
  await new Runner({ sink, signer }).runFiles([file]);
  return results;
}

/** Findings as `#INDEX rule pointer`, from results. */
export const findingsOf = (results: ExchangeResult[]): string[] =>
  results.flatMap((r) => r.violations.map((v) => `#${r.index} ${v.rule} ${v.pointer || "/"}`)).sort();

/** Findings as `#INDEX rule pointer`, from the proxy's live lines. */
export const findingsOfLines = (lines: string[]): string[] =>
  lines
    .map((l) => /^proxy \w+ (#\d+) \S+ (?:FAIL|WARN) (\S+) \(\w+\) at (\S+):/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]} ${m[2]} ${m[3]}`)
    .sort();
