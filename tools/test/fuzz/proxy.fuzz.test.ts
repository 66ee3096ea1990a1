// Fuzz (issue 42): the proxy between a hostile upstream and a hostile client, seeded (support.ts SEED).
// Upstream: any status line (000, 099, 101, 1xx, 999, garbage), any Content-Encoding over any bytes
// (valid and broken gzip, deflate, brotli, zstd, small bombs), lengths that lie, answers cut short
// or never ended. Client: any request target (absolute-form, //host, dot segments, %2e, backslash,
// *), method, forwarding headers, body. The proxy always answers in 200-599 within its deadline, never
// with its own 500, forwards only origin-form targets and only under the upstream's base path, never
// contacts another host, and goes on serving.
import fc from "fast-check";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliCompressSync, deflateSync, gzipSync, zstdCompressSync } from "node:zlib";
import { startProxy, type RunningProxy } from "../../src/proxy/index.ts";
import { params } from "./support.ts";

/** What the upstream does with its next request. */
interface Script {
  statusLine: string;
  encoding: string;
  body: Buffer;
  /** How Content-Length relates to the body: exact, missing (close-delimited), more (cut short), chunked. */
  framing: "exact" | "close" | "more" | "chunked";
}

let script: Script = { statusLine: "HTTP/1.1 200 OK", encoding: "", body: Buffer.from("{}"), framing: "exact" };
const heads: string[] = [];
const canaryContacts: number[] = [];
const servers: net.Server[] = [];
const sockets = new Set<net.Socket>();
let proxy: RunningProxy;
let proxyPort = 0;
let canaryPort = 0;
const lines: string[] = [];

async function listen(onSocket: (s: net.Socket) => void): Promise<number> {
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => {});
    onSocket(s);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as net.AddressInfo).port;
}

function answer(s: net.Socket, head: string): void {
  heads.push(head);
  const sc = script;
  const h = [sc.statusLine];
  if (sc.encoding) h.push(`content-encoding: ${sc.encoding}`);
  if (sc.framing === "exact") h.push(`content-length: ${sc.body.length}`);
  if (sc.framing === "more") h.push(`content-length: ${sc.body.length + 10}`);
  if (sc.framing === "chunked") h.push("transfer-encoding: chunked");
  s.write(`${h.join("\r\n")}\r\n\r\n`);
  if (sc.framing === "chunked") s.write(`${sc.body.length.toString(16)}\r\n`);
  s.write(sc.body);
  if (sc.framing === "chunked") s.write("\r\n0\r\n\r\n");
  if (sc.framing !== "exact" && sc.framing !== "chunked") s.end();
}

beforeAll(async () => {
  const upstreamPort = await listen((s) => {
    let buf = "";
    s.on("data", (c) => {
      buf += c.toString("latin1");
      const end = buf.indexOf("\r\n\r\n");
      if (end === -1) return;
      const head = buf.slice(0, end);
      buf = "";
      answer(s, head);
    });
  });
  canaryPort = await listen((s) => {
    canaryContacts.push(Date.now());
    s.destroy();
  });
  proxy = await startProxy({ upstreams: { optimizer: `http://127.0.0.1:${upstreamPort}/pg` }, timeoutMs: 1500, log: (l) => lines.push(l) });
  proxyPort = Number(new URL(proxy.services[0]!.url).port);
});
afterAll(async () => {
  await proxy.stop();
  for (const s of sockets) s.destroy();
  for (const server of servers) await new Promise<void>((r) => server.close(() => r()));
});

/** One raw request; resolves with the status of the last answer on the connection (0: closed without one). */
function request(bytes: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const s = net.connect(proxyPort, "127.0.0.1");
    let got = "";
    s.on("data", (c) => (got += c.toString("latin1")));
    s.on("error", () => {});
    s.on("close", () => {
      const all = [...got.matchAll(/HTTP\/1\.1 (\d{3})/g)];
      resolve(Number(all.at(-1)?.[1] ?? 0));
    });
    s.write(bytes);
  });
}

const GET = (target: string) => Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

const json = fc.jsonValue({ maxDepth: 2 }).map((v) => Buffer.from(JSON.stringify(v) ?? "null"));
const bodyOf = fc.oneof(
  json.map((b) => ({ encoding: "", body: b })),
  json.map((b) => ({ encoding: "gzip", body: gzipSync(b) })),
  json.map((b) => ({ encoding: "deflate", body: deflateSync(b) })),
  json.map((b) => ({ encoding: "br", body: brotliCompressSync(b) })),
  json.map((b) => ({ encoding: "zstd", body: zstdCompressSync(b) })),
  json.map((b) => ({ encoding: "gzip, gzip", body: gzipSync(gzipSync(b)) })),
  fc.uint8Array({ maxLength: 64 }).map((b) => ({ encoding: "gzip", body: Buffer.from(b) })), // broken gzip
  fc.constantFrom("x-unknown", "gzip;q=1", "GZIP", " identity ").map((encoding) => ({ encoding, body: Buffer.from("{}") })),
  fc.integer({ min: 2, max: 40 }).map((mib) => ({ encoding: "gzip", body: gzipSync(Buffer.alloc(mib * 1024 * 1024), { level: 1 }) })), // small bombs
);
const statusLine = fc.oneof(
  fc.constantFrom("HTTP/1.1 200 OK", "HTTP/1.1 404 Not Found", "HTTP/1.1 500 X", "HTTP/1.1 204 No Content"),
  fc.constantFrom("HTTP/1.1 000 X", "HTTP/1.1 099 X", "HTTP/1.1 101 Switching Protocols", "HTTP/1.1 999 X", "HTTP/1.1 20 X", "HTTP/9.9 200 OK", "garbage"),
  fc.integer({ min: 100, max: 999 }).map((n) => `HTTP/1.1 ${n} X`),
);
const upstreamScript: fc.Arbitrary<Script> = fc
  .record({ statusLine, b: bodyOf, framing: fc.constantFrom("exact", "close", "more", "chunked") as fc.Arbitrary<Script["framing"]> })
  .map(({ statusLine, b, framing }) => ({ statusLine, encoding: b.encoding, body: b.body, framing }));

describe("the proxy (fuzz)", () => {
  it("a hostile upstream: an answer in 200-599 within the deadline, never the proxy's own 500, and it goes on serving", async () => {
    await fc.assert(
      fc.asyncProperty(upstreamScript, async (sc) => {
        script = sc;
        const before = lines.length;
        const status = await request(GET("/api/pg/orders/1"));
        expect(status === 0 || (status >= 200 && status <= 599), `${sc.statusLine} -> ${status}`).toBe(true);
        expect(lines.slice(before).join("\n")).not.toMatch(/internal error/);
        script = { statusLine: "HTTP/1.1 200 OK", encoding: "", body: Buffer.from("{}"), framing: "exact" };
        expect(await request(GET("/api/pg/orders/2")), lines.slice(before).join("\n")).toBe(200);
      }),
      params(100, 5000),
    );
  });

  const segment = fc.oneof(
    fc.constantFrom("..", ".", "%2e%2e", "%2E.", "api", "pg", "orders", "1", "", "\\..", "x\\y"),
    fc.stringMatching(/^[A-Za-z0-9._~%-]{0,6}$/),
  );
  const target = fc.oneof(
    fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => `/${s.join("/")}`),
    fc.constantFrom(
      "*",
      "//127.0.0.1:CANARY/x",
      "http://127.0.0.1:CANARY/x",
      "m://x/create/customer",
      "https://evil.example/x",
      "HTTP://127.0.0.1:CANARY/",
      "/?x=1",
    ),
    fc.webUrl().map((u) => u.replace(/\s/g, "")),
  );
  it("a hostile client: only origin-form targets under the base path are forwarded; nothing else is contacted", async () => {
    script = { statusLine: "HTTP/1.1 200 OK", encoding: "", body: Buffer.from("{}"), framing: "exact" };
    await fc.assert(
      fc.asyncProperty(
        target,
        fc.constantFrom("GET", "POST", "OPTIONS", "DELETE"),
        fc.subarray(["Forwarded: host=evil", "X-Forwarded-Host: evil", "Expect: 100-continue", "Transfer-Encoding: chunked"]),
        async (t, method, extra) => {
          const sent = t.replace(/CANARY/g, String(canaryPort));
          const before = heads.length;
          const chunked = extra.includes("Transfer-Encoding: chunked");
          const head = [`${method} ${sent} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close", ...extra, ...(chunked ? [] : ["Content-Length: 2"])];
          const status = await request(Buffer.from(`${head.join("\r\n")}\r\n\r\n${chunked ? "2\r\n{}\r\n0\r\n\r\n" : "{}"}`));
          expect(status === 0 || (status >= 200 && status <= 599)).toBe(true);
          expect(lines.join("\n")).not.toMatch(/internal error/);
          for (const h of heads.slice(before)) {
            const [, path] = h.split(" ");
            expect(path!.startsWith("/pg/"), path).toBe(true);
            expect(path!.split("?", 1)[0]!.split("/")).not.toContain("..");
            expect(h.toLowerCase()).not.toMatch(/\r\n(forwarded|x-forwarded-host|expect):/);
          }
          if (heads.length > before) expect(sent.startsWith("/") && !sent.startsWith("//")).toBe(true);
        },
      ),
      params(300, 4000),
    );
    expect(canaryContacts).toEqual([]);
  });
});
