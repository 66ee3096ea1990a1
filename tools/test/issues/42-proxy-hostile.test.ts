// Issue 42 (A1, A2, A5, A7, A8, A15, A16): the proxy against a hostile upstream and hostile clients.
// Absolute-form and other non-origin targets are answered 400 and contact nothing, for every form of
// --upstream; compression bombs end in 502 with the proxy's memory bounded (a 1 GiB gzip answer through
// `contracts proxy` as a child: its process tree's peak RSS is read from /proc); request bodies count
// against one in-flight budget (503 beyond it); 101, status 000 and drip answers end in 502 / 504; an
// exchange is in the recording before the client has its answer; no line prints a credential.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { startProxy, type RunningProxy, type StartProxyOptions } from "../../src/proxy/index.ts";
import { TargetError, Upstream } from "../../src/proxy/upstream.ts";
import { startSandbox } from "../../src/sandbox/index.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { exitOf, waitForOutput } from "../mock/support.ts";
import { hostileUpstream, type Hostile } from "../proxy/hostile.ts";
import { basicHeader, SECRET } from "../sandbox/support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue42-proxy-"));
const stops: Array<() => Promise<unknown>> = [];
let up: Hostile;
let canary: Hostile;
beforeAll(async () => {
  up = await hostileUpstream();
  canary = await hostileUpstream();
  stops.push(
    () => up.stop(),
    () => canary.stop(),
  );
});
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

async function proxy(
  options: Omit<StartProxyOptions, "log" | "upstreams"> & { upstream: string },
): Promise<{ p: RunningProxy; lines: string[]; port: number }> {
  const lines: string[] = [];
  const { upstream, ...rest } = options;
  const p = await startProxy({ signer: hmacSha256Signer(SECRET), timeoutMs: 5000, ...rest, upstreams: { optimizer: upstream }, log: (l) => lines.push(l) });
  stops.push(() => p.stop());
  return { p, lines, port: Number(new URL(p.services[0]!.url).port) };
}

/** One request written as raw bytes; resolves with the status code and body the proxy answered (0: the connection closed without an answer). */
function rawRequest(port: number, head: string, body = ""): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let got = "";
    socket.on("data", (c) => (got += c.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      // The last answer on the connection (a 100 Continue may come first).
      const answers = got.split(/(?=HTTP\/1\.1 \d{3})/);
      const last = answers[answers.length - 1] ?? "";
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(last)?.[1] ?? 0);
      resolve({ status, body: last.slice(last.indexOf("\r\n\r\n") + 4) });
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n${body}`);
  });
}

describe("A2: only origin-form targets, and the upstream URL keeps the upstream's origin", () => {
  const FORMS = ["http://127.0.0.1:8080", "http://localhost", "https://uat.partner.co", "https://uat.partner.co/pg", "http://127.0.0.1:8080/pg/"];
  const REFUSED = [
    "http://evil.example/x",
    "m://x/create/customer",
    "https://uat.partner.com/create/customer",
    "//evil.example/x",
    "*",
    "create/customer",
    "/../create/customer",
    "/pg/%2e%2e/%2E%2e/x",
    "/a\\..\\b",
  ];
  it.each(FORMS)("--upstream %s: an origin-form target resolves under the upstream's origin and base path", (form) => {
    const u = new Upstream(form, { timeoutMs: 1000, maxBodyBytes: 1 });
    const base = new URL(form);
    const url = u.resolve("/create/customer?a=1&b=%2F");
    expect(url.origin).toBe(base.origin);
    expect(url.pathname).toBe(`${base.pathname.replace(/\/+$/, "")}/create/customer`);
    expect(url.search).toBe("?a=1&b=%2F");
    u.close();
  });
  it.each(FORMS.flatMap((form) => REFUSED.map((target) => ({ form, target }))))("--upstream $form refuses $target", ({ form, target }) => {
    const u = new Upstream(form, { timeoutMs: 1000, maxBodyBytes: 1 });
    expect(() => u.resolve(target)).toThrow(TargetError);
    u.close();
  });

  it.each([
    ["with a port", () => up.url],
    ["with a port and a base path", () => `${up.url}/pg`],
    ["without a port (nothing listens there)", () => "http://localhost"],
  ])("live, an upstream %s: absolute-form targets are answered 400 and nothing is contacted", async (_what, upstream) => {
    const { lines, port } = await proxy({ upstream: upstream() });
    const before = { heads: up.heads.length, up: up.connections, canary: canary.connections };
    for (const target of [
      `http://127.0.0.1:${canary.port}/x`,
      "m://x/create/customer",
      `//127.0.0.1:${canary.port}/x`,
      "http://evil.example/create/customer",
    ]) {
      const r = await rawRequest(port, `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${basicHeader}\r\nContent-Length: 2`, "{}");
      expect(r.status, target).toBe(400);
      expect(JSON.parse(r.body).code).toBe("INVALID_TARGET");
    }
    expect((await rawRequest(port, "OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1")).status).toBe(400);
    expect({ heads: up.heads.length, up: up.connections, canary: canary.connections }).toEqual(before);
    expect(lines.join("\n")).not.toContain("evil.example");
    expect(lines.join("\n")).not.toContain(basicHeader.slice(6));
  });

  it("A16: dot segments cannot leave the base path; Forwarded, X-Forwarded-Host and Expect are not passed on", async () => {
    const { port } = await proxy({ upstream: `${up.url}/pg` });
    const before = up.heads.length;
    expect((await rawRequest(port, "GET /../../h/echo HTTP/1.1\r\nHost: 127.0.0.1")).status).toBe(400);
    expect((await rawRequest(port, "GET /x/%2e%2e/%2e%2e/h/echo HTTP/1.1\r\nHost: 127.0.0.1")).status).toBe(400);
    expect(up.heads.length).toBe(before);
    const r = await rawRequest(
      port,
      "POST /h/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: evil.example\r\nForwarded: host=evil.example\r\nExpect: 100-continue\r\nContent-Length: 2",
      "{}",
    );
    expect(r.status).toBe(200);
    const head = up.heads.at(-1)!;
    expect(head.split("\r\n", 1)[0]).toBe("POST /pg/h/echo HTTP/1.1");
    expect(head.toLowerCase()).not.toMatch(/x-forwarded-host|forwarded:|expect:|evil/);
  });
});

describe("A1: compression bombs are inflated within limits, as a stream: 502, nothing recorded", () => {
  it.each([
    ["gzip", 1024],
    ["gzip-gzip", 1024],
    ["deflate", 64],
    ["br", 64],
    ["zstd", 64],
  ])("%s answer of %i MiB inflated: 502 and one line; the recording stays empty", async (kind, mib) => {
    const file = path.join(dir, `bomb-${kind}.har`);
    const { p, lines, port } = await proxy({ upstream: up.url, record: file });
    const r = await rawRequest(port, `GET /bomb?kind=${kind}&mib=${mib} HTTP/1.1\r\nHost: 127.0.0.1`);
    expect(r.status).toBe(502);
    expect(JSON.parse(r.body).detail).toMatch(/inflates to more than \d+ bytes/);
    expect(lines.at(-1)).toMatch(/inflates to more than .* answered 502, nothing recorded$/);
    await p.stop();
    expect(JSON.parse(readFileSync(file, "utf8")).log.entries).toEqual([]);
  });

  it("a 1 GiB gzip answer through `contracts proxy` (a child): 502 within 60 s, the process tree's peak RSS under 1 GB", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "tools/src/cli/main.ts", "proxy", "--upstream", `optimizer=${up.url}`, "--record", path.join(dir, "cli-bomb.har")],
      {
        cwd: ROOT,
        env: { ...process.env, CONTRACTS_SECRET: SECRET },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    stops.push(async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });
    const banner = await waitForOutput(child.stdout!, /Press Ctrl-C to stop/);
    const port = Number(/^proxy optimizer http:\/\/127\.0\.0\.1:(\d+) /m.exec(banner)![1]);
    const started = Date.now();
    const r = await rawRequest(port, "GET /bomb?kind=gzip&mib=1024 HTTP/1.1\r\nHost: 127.0.0.1");
    const seconds = (Date.now() - started) / 1000;
    const peakMb = treePeakRssMb(child.pid!);
    child.kill("SIGTERM");
    await exitOf(child);
    expect(r.status).toBe(502);
    expect(seconds).toBeLessThan(60);
    expect(peakMb).toBeGreaterThan(0);
    expect(peakMb).toBeLessThan(1000);
  });
});

/** The sum of the peak resident sizes (VmHWM) of a process and its descendants, in MB (Linux /proc). */
function treePeakRssMb(root: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  let kb = 0;
  const visit = (pid: number): void => {
    try {
      kb += Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
    for (const c of children.get(pid) ?? []) visit(c);
  };
  visit(root);
  return kb / 1000;
}

describe("A7: request bodies count against one in-flight budget", () => {
  it("beyond it a request is answered 503 (its body read and dropped, never held); the budget is given back when the exchanges end", async () => {
    // 6 MiB: three bodies of 1 MiB (each holds twice its bytes: the bytes forwarded and the text judged).
    const { port } = await proxy({ upstream: up.url, maxInFlightBytes: 6 * 1024 * 1024, timeoutMs: 1500 });
    const body = "a".repeat(1024 * 1024 - 10);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => rawRequest(port, `POST /hang HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}`, body)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 503 || s === 504)).toBe(true);
    expect(JSON.parse(answers.find((a) => a.status === 503)!.body).code).toBe("PROXY_BUSY");
    // Every held body was given back: three bodies fit again.
    const again = await Promise.all(
      Array.from({ length: 3 }, () => rawRequest(port, `POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}`, body)),
    );
    expect(again.map((a) => a.status)).toEqual([200, 200, 200]);
  });
});

describe("A8, A16: answers HTTP does not allow, and answers that never end", () => {
  it("101 Switching Protocols, status 000 and 099: 502 with a line, never a hang or a 500", async () => {
    const { lines, port } = await proxy({ upstream: up.url, timeoutMs: 20_000 });
    expect((await rawRequest(port, "GET /switch HTTP/1.1\r\nHost: 127.0.0.1")).status).toBe(502);
    expect(lines.at(-1)).toMatch(/101 Switching Protocols.*answered 502/);
    for (const line of ["HTTP/1.1 000 X", "HTTP/1.1 099 X"]) {
      const r = await rawRequest(port, `GET /status?line=${Buffer.from(line).toString("hex")}&access_token=PXSEKRIT1 HTTP/1.1\r\nHost: 127.0.0.1`);
      expect(r.status, line).toBe(502);
    }
    expect(lines.join("\n")).not.toMatch(/internal error|PXSEKRIT1/);
  });

  it("an answer dripped byte by byte ends in 504 at --timeout (one deadline per exchange, not per silence)", async () => {
    const { lines, port } = await proxy({ upstream: up.url, timeoutMs: 1000 });
    const started = Date.now();
    const r = await rawRequest(port, "GET /drip?every=100 HTTP/1.1\r\nHost: 127.0.0.1");
    expect(r.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1000 + 10_000); // the deadline, generously
    expect(lines.at(-1)).toMatch(/did not answer within 1000 ms; answered 504/);
  });
});

describe("A15, A5: recorded before the answer is sent; no line prints a credential", () => {
  it("the exchange is in the recording when the client has its answer", async () => {
    const sandbox = await startSandbox({ service: "optimizer", port: 0, onLog: () => {} });
    stops.push(() => sandbox.stop());
    const file = path.join(dir, "first.har");
    const { port } = await proxy({ upstream: sandbox.url, record: file });
    for (let i = 1; i <= 5; i++) {
      const seen = await new Promise<number>((resolve) => {
        const socket = net.connect(port, "127.0.0.1");
        socket.once("data", () => {
          // Read at the first byte of the answer: the entry must be there already.
          resolve(JSON.parse(readFileSync(file, "utf8")).log.entries.length);
          socket.destroy();
        });
        socket.write("GET /customer/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
      });
      expect(seen).toBe(i);
    }
  });

  it("credentials in paths, queries, JWTs and URL-encoded bodies: not in the lines, not in the recording", async () => {
    const sandbox = await startSandbox({ service: "optimizer", port: 0, onLog: () => {} });
    stops.push(() => sandbox.stop());
    const file = path.join(dir, "creds.har");
    const { p, lines, port } = await proxy({ upstream: sandbox.url, record: file });
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJQWFNFS1JJVDUifQ.c2ln";
    await rawRequest(port, "GET /nope;access_token=PXSEKRIT4/x HTTP/1.1\r\nHost: 127.0.0.1");
    await rawRequest(port, `GET /nope/${jwt} HTTP/1.1\r\nHost: 127.0.0.1`);
    await rawRequest(port, "GET /customer/1?access_token=PXSEKRIT2&key=PXSEKRIT3 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pass: PXSEKRIT7\r\nX-Bearer: PXSEKRIT8");
    const body = JSON.stringify({ mobile_number: "PXSEKRIT9", cb: "client_secret%3DPXSEKRIT6" });
    await rawRequest(
      port,
      `POST /create/customer HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${basicHeader}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}`,
      body,
    );
    await p.stop();
    const recorded = readFileSync(file, "utf8");
    expect(JSON.parse(recorded).log.entries.length).toBe(4);
    expect(lines.length).toBeGreaterThan(0);
    for (const s of ["PXSEKRIT2", "PXSEKRIT3", "PXSEKRIT4", "PXSEKRIT6", "PXSEKRIT7", "PXSEKRIT8", jwt]) {
      expect(lines.join("\n"), s).not.toContain(s);
      expect(recorded, s).not.toContain(s);
    }
  });
});
