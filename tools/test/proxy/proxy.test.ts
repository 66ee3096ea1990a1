// The validating, recording proxy (issue 22): in front of the sandbox (a correct and a faulty
// client) and of a deliberately wrong server of the test's own. The live lines, the recording
// (conform on it finds the same; certify on a full session passes), --errors answered locally,
// hop-by-hop headers, compression, chunks, redirects, timeouts, failures and a dropped client; no
// secret or card number in the log or the recording.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { certify } from "../../src/certify/judge.ts";
import { loadPlan, resolvePlan } from "../../src/certify/plan.ts";
import { ROOT } from "../../src/paths.ts";
import { startProxy, type RunningProxy, type StartProxyOptions } from "../../src/proxy/index.ts";
import { startSandbox } from "../../src/sandbox/index.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { optimizerApp } from "../certify/support/http-apps.ts";
import { exitOf, waitForOutput } from "../mock/support.ts";
import { basicHeader, BASIC, fullPans, SECRET } from "../sandbox/support.ts";
import { conformResults, findingsOf, findingsOfLines, WRONG_ORDER_ANSWER, wrongServer } from "./support.ts";
import { entry } from "../support/entry.ts";

const dir = mkdtempSync(path.join(tmpdir(), "proxy-test-"));
const signer = hmacSha256Signer(SECRET);
const stops: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

/** A proxy whose lines are collected in `lines`. */
async function proxy(options: Omit<StartProxyOptions, "log">): Promise<{ p: RunningProxy; lines: string[]; url: string }> {
  const lines: string[] = [];
  const p = await startProxy({ signer, ...options, log: (l) => lines.push(l) });
  stops.push(() => p.stop());
  return { p, lines, url: p.services[0]!.url };
}

/** A raw request through node:http (no decompression, every header visible). */
function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

const createOrder = (url: string, body = "{}", headers: Record<string, string> = {}) =>
  raw(`${url}/api/v2/order/create`, { method: "POST", headers: { "content-type": "application/json", authorization: basicHeader, ...headers }, body });

/** Resolves once `test` holds (checked on each turn of the event loop; the test's own timeout bounds it). */
async function until(test: () => boolean): Promise<void> {
  while (!test()) await new Promise((r) => setImmediate(r));
}

/** A fresh optimizer sandbox (its state is the test's own). */
async function freshSandbox() {
  const sandbox = await startSandbox({ service: "optimizer", port: 0, onLog: () => {} });
  stops.push(() => sandbox.stop());
  return sandbox;
}

// The recording keeps x-verify redacted (a signature is a credential), so conform judges a recording
// without --secret here; the proxy judged the real header live, with the secret.
describe("in front of the sandbox", () => {
  it("a correct client's whole session: no finding live, the recording conforms and certifies PASSED, no secret in log or recording", async () => {
    const sandbox = await freshSandbox();
    const file = path.join(dir, "full.har");
    const { p, lines, url } = await proxy({ upstreams: { optimizer: sandbox.url }, record: file });
    expect(p.services.map((s) => [s.service, s.upstream])).toEqual([["optimizer", sandbox.url]]);
    await optimizerApp(url);
    const summary = await p.stop();
    expect(lines).toEqual([]);
    expect(summary.exchanges).toBeGreaterThan(20);
    expect(summary.failed).toBe(0);
    const results = await conformResults(file);
    expect(results).toHaveLength(summary.exchanges);
    expect(findingsOf(results)).toEqual([]);
    const report = await certify([file], loadPlan(resolvePlan("optimizer")));
    expect(report.scenarios.filter((s) => s.status !== "passed").map((s) => s.id)).toEqual([]);
    expect(report.verdict).toBe("passed");
    const recording = readFileSync(file, "utf8");
    for (const secret of [SECRET, BASIC.password, basicHeader.slice("Basic ".length), "4111111111111111"]) expect(recording).not.toContain(secret);
    expect(fullPans(recording)).toEqual([]);
  });

  it("a faulty client: each violation printed live, and conform on the recording finds exactly the same", async () => {
    const sandbox = await freshSandbox();
    const file = path.join(dir, "wrong.har");
    const { p, lines, url } = await proxy({ upstreams: { optimizer: sandbox.url }, record: file });
    await optimizerApp(url, { wrong: true });
    await p.stop();
    const live = findingsOfLines(lines);
    expect(live.some((f) => / request-schema \/request\/body\/payment_mode$/.test(f))).toBe(true);
    expect(live).toEqual(findingsOf(await conformResults(file)));
    const log = lines.join("\n");
    for (const secret of [SECRET, BASIC.password]) expect(log).not.toContain(secret);
    expect(fullPans(log)).toEqual([]);
  });

  it("applies the sequence rules live: a token used twice is reported on its second use", async () => {
    const sandbox = await freshSandbox();
    const { p, lines, url } = await proxy({ upstreams: { optimizer: sandbox.url } });
    const { optimizerClient, orderPayload, upi } = await import("../sandbox/support.ts");
    const client = optimizerClient(url);
    const order = await client.createOrder(orderPayload("PROXY-SEQ-1", 1000));
    const token = order.data!.token;
    await client.processPayment(token, upi);
    expect(lines).toEqual([]);
    await fetch(`${url}/api/v2/process/payment?token=${token}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(upi) });
    await p.stop();
    // (The sandbox also answers the reuse with a status the contract does not document.)
    expect(findingsOfLines(lines)).toContain("#2 seq-token-origin /request/query/token");
    expect(lines.find((l) => l.includes("seq-token-origin"))).toMatch(/reuses a single-use token/);
  });

  it("verifies x-verify live with the secret: a client signing with another key is reported", async () => {
    const sandbox = await freshSandbox();
    const { p, lines, url } = await proxy({ upstreams: { optimizer: sandbox.url } });
    const { optimizerClient, orderPayload } = await import("../sandbox/support.ts");
    await optimizerClient(url, { secretKey: "ff".repeat(32) }).createOrder(orderPayload("PROXY-XV-1", 1000));
    await p.stop();
    expect(findingsOfLines(lines)).toContain("#0 x-verify-mismatch /request/headers/x-verify");
    expect(lines.join("\n")).not.toContain("ff".repeat(32));
  });

  it("two services through one proxy, one recording: the live lines and conform on the recording name the same entries", async () => {
    const { affordabilityApp } = await import("../certify/support/http-apps.ts");
    const affordability = await startSandbox({ service: "affordability", port: 0, onLog: () => {} });
    stops.push(() => affordability.stop());
    const optimizer = await freshSandbox();
    const file = path.join(dir, "two.har");
    const lines: string[] = [];
    const p = await startProxy({ upstreams: { affordability: affordability.url, optimizer: optimizer.url }, record: file, log: (l) => lines.push(l) });
    stops.push(() => p.stop());
    const at = (s: string) => p.services.find((x) => x.service === s)!.url;
    await affordabilityApp(at("affordability"), { wrong: true });
    await optimizerApp(at("optimizer"), { wrong: true });
    await p.stop();
    const live = findingsOfLines(lines);
    expect(live.some((f) => / request-schema \/request\/body\/order_amount\/value$/.test(f))).toBe(true);
    expect(live.some((f) => / request-schema \/request\/body\/payment_mode$/.test(f))).toBe(true);
    expect(live).toEqual(findingsOf(await conformResults(file)));
  });

  it("--errors: an invalid request is answered here with the sandbox's problem+json and never reaches the upstream", async () => {
    const sandbox = await freshSandbox();
    const file = path.join(dir, "errors.har");
    const { p, lines, url } = await proxy({ upstreams: { optimizer: sandbox.url }, record: file, errors: true });
    const before = { ...sandbox.state };
    const answer = await createOrder(url, JSON.stringify({ request: 42 }));
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    const body = JSON.parse(answer.body.toString("utf8"));
    expect([body.code, body.status, typeof body["x-contract-gap"]]).toEqual(["INVALID_REQUEST", 400, "string"]);
    expect(sandbox.state).toEqual(before);
    expect(p.services[0]!.counts).toEqual({ forwarded: 0, answeredLocally: 1, failed: 0 });
    expect(lines.some((l) => /^proxy optimizer #- createOrder FAIL request-schema \(request\) at \/request\/body/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/answered locally .*not forwarded/);
    // A valid request still goes through.
    const { optimizerClient, orderPayload } = await import("../sandbox/support.ts");
    expect((await optimizerClient(url).createOrder(orderPayload("PROXY-ERR-1", 1000))).response.status).toBe(200);
    await p.stop();
    expect(p.services[0]!.counts.forwarded).toBe(1);
    expect(findingsOf(await conformResults(file))).toEqual([]);
  });
});

describe("in front of a wrong server of the test's own", async () => {
  const wrong = await wrongServer();
  stops.push(() => wrong.stop());
  const file = path.join(dir, "wrong-server.har");
  const { p, lines, url } = await proxy({ upstreams: { optimizer: wrong.url }, record: file, timeoutMs: 500 });
  const { optimizerClient, orderPayload } = await import("../sandbox/support.ts");

  it("forwards the answer as received (gzip, re-framed chunks), drops hop-by-hop headers both ways, judges the decoded body", async () => {
    const r = await createOrder(url, "{}", { connection: "keep-alive, x-client-hop", "x-client-hop": "1", te: "trailers", "x-end-to-end": "kept" });
    expect(r.status).toBe(200);
    expect(r.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(r.body).toString("utf8"))).toEqual(WRONG_ORDER_ANSWER);
    expect(r.headers["x-hop"]).toBeUndefined();
    expect(r.headers["content-length"]).toBe(String(r.body.length));
    const got = wrong.seen.at(-1)!.headers;
    expect([got["x-client-hop"], got.te, got["x-end-to-end"], got.host]).toEqual([undefined, undefined, "kept", new URL(wrong.url).host]);
    // The answer's findings are the decoded body's (a gzip body unread would give "not JSON").
    const answerFindings = lines.filter((l) => l.includes("(response)"));
    expect(answerFindings.some((l) => / response-schema \(response\) at \/response\/body/.test(l))).toBe(true);
    expect(answerFindings.join("\n")).not.toMatch(/not JSON/);
    expect(fullPans(lines.join("\n"))).toEqual([]);
  });

  it("a typed client through it gets the wrong answer, and the line names it", async () => {
    const before = lines.length;
    const r = await optimizerClient(url, { validate: false }).createOrder(orderPayload("PROXY-W-1", 1000));
    expect(r.response.status).toBe(200);
    expect(lines.slice(before).some((l) => /createOrder FAIL .*\/response\/body/.test(l))).toBe(true);
  });

  it("forwards a chunked request body whole (re-framed with its length) and waits for a slow upstream within the timeout", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${url}/api/v2/order/create`, { method: "POST", headers: { "content-type": "application/json" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      });
      req.on("error", reject);
      req.write('{"request":');
      req.end('"eyJ9"}');
    });
    expect(answer).toBe(200);
    const got = wrong.seen.at(-1)!;
    expect([got.body, got.headers["transfer-encoding"], got.headers["content-length"]]).toEqual(['{"request":"eyJ9"}', undefined, "18"]);
    const slow = await raw(`${url}/slowish`);
    expect([slow.status, JSON.parse(slow.body.toString())]).toEqual([200, { slow: true }]);
  });

  it("passes a redirect back without following it", async () => {
    const r = await raw(`${url}/redirect`);
    expect([r.status, r.headers.location]).toEqual([302, "/api/v2/order/create"]);
    expect(wrong.seen.filter((s) => s.line.startsWith("POST /api/v2/order/create")).length).toBe(3); // not followed
  });

  it("an upstream that hangs up gets 502, one that stays silent 504 (problem+json); neither is recorded", async () => {
    const recordedBefore = JSON.parse(readFileSync(file, "utf8")).log.entries.length;
    const hang = await raw(`${url}/hang-up`);
    expect([hang.status, JSON.parse(hang.body.toString()).code]).toEqual([502, "UPSTREAM_FAILED"]);
    const slow = await raw(`${url}/slow`);
    expect([slow.status, JSON.parse(slow.body.toString()).code]).toEqual([504, "UPSTREAM_TIMEOUT"]);
    expect(JSON.parse(readFileSync(file, "utf8")).log.entries.length).toBe(recordedBefore);
    expect(lines.filter((l) => /answered 50[24], nothing recorded/.test(l))).toHaveLength(2);
  });

  it("a client that goes away cancels its upstream request, and the proxy goes on", async () => {
    const slow = wrong.nextSlow();
    const req = http.request(`${url}/slow`);
    req.on("error", () => {});
    req.end();
    await slow.arrived;
    req.destroy();
    await slow.closed;
    await until(() => lines.some((l) => /client closed/.test(l)));
    expect(lines.some((l) => /client closed the connection before the answer/.test(l))).toBe(true);
    expect((await createOrder(url)).status).toBe(200);
  });

  it("the recording holds every forwarded exchange; conform finds on it what was printed live", async () => {
    await p.stop();
    const results = await conformResults(file);
    expect(results.length).toBe(p.services[0]!.counts.forwarded);
    expect(findingsOf(results)).toEqual(findingsOfLines(lines));
    expect(fullPans(readFileSync(file, "utf8"))).toEqual([]);
  });
});

describe("an https upstream", () => {
  /** A self-signed certificate for 127.0.0.1 (openssl, in the test's folder): its own CA. */
  function certificate(): { key: string; cert: string } {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    const r = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { encoding: "utf8" },
    );
    expect(r.status, r.stderr).toBe(0);
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  }

  it("is trusted with --ca (a private CA), refused without it (502, the certificate is not trusted)", async () => {
    const { key, cert } = certificate();
    const server = https.createServer({ key, cert }, (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(WRONG_ORDER_ANSWER));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    stops.push(() => new Promise<void>((r) => server.close(() => r())));
    const upstream = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const trusted = await proxy({ upstreams: { optimizer: upstream }, ca: cert });
    expect((await createOrder(trusted.url)).status).toBe(200);
    const untrusted = await proxy({ upstreams: { optimizer: upstream } });
    const refused = await createOrder(untrusted.url);
    expect([refused.status, JSON.parse(refused.body.toString()).code]).toEqual([502, "UPSTREAM_FAILED"]);
    expect(untrusted.lines.at(-1)).toMatch(/cannot be reached \(\w*(CERT|SIGNED|SELF)\w*\)/);
  });
});

describe("contracts proxy (the command line)", () => {
  it("prints one ready line per service, forwards, and on SIGTERM stops with its summary and exit 0", async () => {
    const sandbox = await startSandbox({ service: "optimizer", port: 0, onLog: () => {} });
    stops.push(() => sandbox.stop());
    const child = spawn(process.execPath, [...entry("tools/src/cli/main.ts"), "proxy", "--upstream", `optimizer=${sandbox.url}`, "--port", "0"], {
      cwd: ROOT,
      env: { ...process.env, CONTRACTS_SECRET: SECRET },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (c) => (stderr += c));
    const banner = await waitForOutput(child.stdout!, /Press Ctrl-C to stop/);
    const ready = /^proxy optimizer (http:\/\/127\.0\.0\.1:\d+) -> (\S+)$/m.exec(banner);
    expect(ready?.[2]).toBe(sandbox.url);
    const { optimizerClient, orderPayload } = await import("../sandbox/support.ts");
    expect((await optimizerClient(ready![1]!).createOrder(orderPayload("PROXY-CLI-1", 1000))).response.status).toBe(200);
    const ended = waitForOutput(child.stdout!, /proxy stopped: 1 exchange\(s\): 1 passed, 0 failed/);
    child.kill("SIGTERM");
    await ended;
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    expect(stderr).toBe("");
  });

  it("a wrong command line: one line and exit 64", async () => {
    const child = spawn(process.execPath, [...entry("tools/src/cli/main.ts"), "proxy", "--upstream", "ftp://x"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (c) => (stderr += c));
    expect((await exitOf(child)).code).toBe(64);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/--upstream optimizer: the URL must be http or https/);
  });
});
