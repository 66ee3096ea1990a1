/**
 * Issue 15: replay reads live bodies as streams with a size cap (16 MiB): a larger answer, or a gzip
 * answer that inflates beyond it, becomes a "too large" replay-transport finding naming the limit,
 * never an out-of-memory crash; and a recorded header HTTP cannot carry (a NUL byte in a Basic
 * credential) is reported by its name, never by its value.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSendable, MAX_LIVE_BODY_BYTES, sendHttp, TransportError } from "../../../src/conform/replay/transport.ts";
import { conform } from "../support/run.ts";

const MIB = 1024 * 1024;
const CUSTOMERS = "conformance/cases/optimizer/customers.har";
const CREDENTIAL = Buffer.from("merchant:HunterTwo-Basic").toString("base64");
const dir = mkdtempSync(path.join(tmpdir(), "replay-limits-"));

/** A server answering every request with `bytes` bytes of JSON (gzip-encoded when asked), streamed. */
let server: http.Server;
let base: string;
const GZIP_OF_64_MIB = zlib.gzipSync(Buffer.concat([Buffer.from('{"x":"'), Buffer.alloc(64 * MIB, 97), Buffer.from('"}')]));
beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    const u = new URL(req.url ?? "/", "http://x");
    if (u.pathname.startsWith("/gzip")) {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip", "content-length": String(GZIP_OF_64_MIB.length) });
      return res.end(GZIP_OF_64_MIB);
    }
    const size = Number(u.searchParams.get("bytes") ?? 17 * MIB);
    res.writeHead(200, { "content-type": "application/json" }); // chunked: no length to refuse early
    res.on("error", () => {});
    res.write('{"x":"');
    let left = size;
    const chunk = Buffer.alloc(MIB, 97);
    const pump = (): void => {
      while (left > 0) {
        const part = left >= MIB ? chunk : chunk.subarray(0, left);
        left -= part.length;
        if (!res.write(part)) return void res.once("drain", pump);
      }
      res.end('"}');
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe("live body size cap", () => {
  it("is 16 MiB", () => {
    expect(MAX_LIVE_BODY_BYTES).toBe(16 * MIB);
  });

  const CASES: Array<{ given: string; path: string; limit?: number; want: RegExp | number }> = [
    { given: "an answer under the cap", path: "/?bytes=1000", want: 1008 },
    {
      given: "an answer over the cap (streamed, no length)",
      path: `/?bytes=${17 * MIB}`,
      want: /^the live answer is too large: over 16 MiB, the replay limit for one body; it was cut off there$/,
    },
    { given: "a gzip answer inflating to 64 MiB", path: "/gzip", want: /too large: over 16 MiB/ },
    { given: "a smaller cap", path: "/?bytes=5000", limit: 4096, want: /too large: over 4096 bytes/ },
  ];
  it.each(CASES.map((c) => [c.given, c] as const))("%s", async (_, c) => {
    const got = sendHttp(base + c.path, "GET", {}, undefined, 30_000, c.limit);
    if (typeof c.want === "number") expect((await got).text.length).toBe(c.want);
    else await expect(got).rejects.toThrow(c.want);
  });

  it("gives a replay-transport finding and judges the other exchanges", async () => {
    const { exit, report } = await conform([CUSTOMERS, "--target", base]);
    expect(exit).toBe(1);
    expect(report.results).toHaveLength(3);
    for (const r of report.results)
      expect(r.violations.map((v) => [v.rule, v.actual])).toContainEqual(["replay-transport", expect.stringMatching(/too large: over 16 MiB/)]);
  });
});

describe("recorded headers HTTP cannot carry", () => {
  const CASES: Array<{ given: string; headers: Record<string, string>; want: RegExp | undefined }> = [
    { given: "ordinary headers", headers: { authorization: `Basic ${CREDENTIAL}`, accept: "application/json" }, want: undefined },
    { given: "Latin-1 text", headers: { "x-name": "Jos\u00e9" }, want: undefined },
    {
      given: "a NUL byte in a Basic credential",
      headers: { authorization: `Basic ${CREDENTIAL}\u0000` },
      want: /^the recorded authorization header has a value HTTP cannot carry/,
    },
    { given: "a line break", headers: { "x-a": "a\r\nx-b: b" }, want: /recorded x-a header/ },
    { given: "a character beyond Latin-1", headers: { "x-a": "\u20ac" }, want: /recorded x-a header/ },
    { given: "a name that is not a token", headers: { "bad name": "v" }, want: /^a recorded header name is not a valid HTTP token/ },
  ];
  it.each(CASES.map((c) => [c.given, c] as const))("%s", (_, c) => {
    if (c.want === undefined) return expect(() => checkSendable(c.headers)).not.toThrow();
    let error: unknown;
    try {
      checkSendable(c.headers);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TransportError);
    expect((error as Error).message).toMatch(c.want);
    expect((error as Error).message).not.toContain(CREDENTIAL.slice(0, 12));
  });

  it("never prints the credential in any report format", async () => {
    const har = JSON.parse(readFileSync(CUSTOMERS, "utf8"));
    for (const e of har.log.entries) {
      for (const h of e.request.headers) if (h.name.toLowerCase() === "authorization") h.value = `Basic ${CREDENTIAL}\u0000`;
    }
    const file = path.join(dir, "nul-credential.har");
    writeFileSync(file, JSON.stringify(har));
    for (const format of ["text", "json", "junit"] as const) {
      const run = await conform(
        [file, "--target", base, "--verbose"].filter((a) => format === "text" || a !== "--verbose"),
        format,
      );
      expect(run.text).toMatch(/recorded authorization header has a value HTTP cannot carry/);
      expect(run.text + run.stderr).not.toContain(CREDENTIAL.slice(0, 12));
    }
  });
});
