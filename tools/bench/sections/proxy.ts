/**
 * `contracts proxy` (issue 22): what judging and recording every exchange costs a client.
 *
 * - Added latency: one connection, requests one at a time, each example request of the optimizer
 *   sent alternately straight to the sandbox and through the proxy (recording on, the same
 *   sandbox process behind both); p50 and p99 of each side, and the difference (the proxy's cost).
 * - Throughput: autocannon (10 connections) straight to the sandbox, through `contracts proxy`, and
 *   through Prism's proxy mode (`prism proxy`, the same document the mock launcher gives Prism, the
 *   same upstream), in alternating runs of the same run.
 *
 * Each server runs in its own process (sandbox, proxy, Prism), the load in this one; loopback only.
 * Nothing here asserts a time: the target (under 1 ms added at p50) is reported as met or missed.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";
import { cannon, loadAutocannon, summarize, type CannonRequest, type CannonResult } from "../lib/cannon.ts";
import { median, sig } from "../lib/stats.ts";
import { bodyText, exampleUrl, httpExamples } from "../recording/examples.ts";
import type { Context } from "./context.ts";

const SANDBOX_WORKER = path.join(ROOT, "tools/bench/workers/sandbox.ts");
const PROXY_WORKER = path.join(ROOT, "tools/bench/workers/proxy.ts");

/** Fork a worker that prints `{"url": ...}` when it listens. */
async function worker(file: string, args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(file, args, { cwd: ROOT, execArgv: ["--import", "tsx"], stdio: ["ignore", "pipe", "inherit", "ipc"] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`bench: ${path.basename(file)} did not start within 30 s`)), 30_000);
    child.stdout!.setEncoding("utf8").on("data", (d: string) => {
      out += d;
      const m = /\{"url":"([^"]+)"/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once("exit", (code) => reject(new Error(`bench: ${path.basename(file)} exited (${code}) before listening`)));
  });
  return { url, child };
}

async function stop(child: ChildProcess, how: "disconnect" | "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  if (how === "disconnect") child.disconnect();
  else child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/** Prism in proxy mode in front of `upstream` (its own process, stopped by its PID). */
async function startPrismProxy(upstream: string): Promise<{ url: string; child: ChildProcess; dispose: () => void }> {
  const { PRISM_CLI, preparePrismDocument } = await import("../../src/mock/index.ts");
  const doc = preparePrismDocument("optimizer");
  const child = spawn(process.execPath, [PRISM_CLI, "proxy", doc.file, upstream, "--host", "127.0.0.1", "--port", "0"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("bench: Prism's proxy did not start within 30 s")), 30_000);
    let out = "";
    const onData = (d: Buffer): void => {
      out += d.toString();
      const m = /Prism is listening on (http:\/\/\S+)/.exec(out.replace(ANSI, ""));
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace(/\/$/, ""));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`bench: Prism's proxy exited (${code}): ${out.slice(-400)}`)));
  });
  return { url, child, dispose: () => doc.dispose() };
}

/** Terminal colour codes (ESC [ ... m) around Prism's banner. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** One request, awaited whole; its time in ms. */
function timed(agent: http.Agent, base: string, r: CannonRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(`${base}${r.path}`, { method: r.method, headers: r.headers, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(performance.now() - t0));
    });
    req.on("error", reject);
    req.end(r.body);
  });
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

export async function runProxy(ctx: Context): Promise<Record<string, unknown>> {
  const requests: CannonRequest[] = httpExamples("optimizer").map((e) => {
    const u = new URL(exampleUrl(e));
    const body = bodyText(e.contentType, e.body);
    return { method: e.method, path: u.pathname + u.search, headers: e.headers, ...(body !== undefined ? { body } : {}) };
  });
  const dir = mkdtempSync(path.join(tmpdir(), "bench-proxy-"));
  const sandbox = await worker(SANDBOX_WORKER, ["optimizer"]);
  const result: Record<string, unknown> = {};
  try {
    const proxy = await worker(PROXY_WORKER, [sandbox.url, path.join(dir, "proxy.har")]);
    try {
      // --- Added latency per exchange: one connection each, requests one at a time, alternating.
      const pairs = ctx.quick ? 500 : 3000;
      const direct: number[] = [];
      const through: number[] = [];
      const agentDirect = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const agentProxy = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; i < 200; i++) {
        const r = requests[i % requests.length]!;
        await timed(agentDirect, sandbox.url, r);
        await timed(agentProxy, proxy.url, r);
      }
      for (let i = 0; i < pairs; i++) {
        const r = requests[i % requests.length]!;
        // Which side goes first alternates, so neither always meets a warmer cache.
        if (i % 2 === 0) {
          direct.push(await timed(agentDirect, sandbox.url, r));
          through.push(await timed(agentProxy, proxy.url, r));
        } else {
          through.push(await timed(agentProxy, proxy.url, r));
          direct.push(await timed(agentDirect, sandbox.url, r));
        }
      }
      agentDirect.destroy();
      agentProxy.destroy();
      const added = direct.map((d, i) => through[i]! - d);
      result.latency = {
        exchanges: pairs,
        direct_p50_ms: sig(quantile(direct, 0.5)),
        direct_p99_ms: sig(quantile(direct, 0.99)),
        proxy_p50_ms: sig(quantile(through, 0.5)),
        proxy_p99_ms: sig(quantile(through, 0.99)),
        added_p50_ms: sig(quantile(through, 0.5) - quantile(direct, 0.5)),
        added_p99_ms: sig(quantile(through, 0.99) - quantile(direct, 0.99)),
        paired_added_p50_ms: sig(quantile(added, 0.5)),
      };
      result.added_p50_ms = sig(quantile(through, 0.5) - quantile(direct, 0.5));
      ctx.log(
        `proxy: p50 ${quantile(direct, 0.5).toFixed(3)} ms direct, ${quantile(through, 0.5).toFixed(3)} ms through the proxy (p99 ${quantile(direct, 0.99).toFixed(3)} / ${quantile(through, 0.99).toFixed(3)})`,
      );

      // --- Throughput beside Prism's proxy mode.
      const autocannon = loadAutocannon();
      if (!autocannon) {
        result.throughput = { skipped: "autocannon is not installed (npm i -D -E autocannon@9.0.0)" };
      } else {
        const seconds = ctx.quick ? 2 : 5;
        const rounds = ctx.quick ? 1 : 3;
        const prism = await startPrismProxy(sandbox.url);
        const runs: Record<"direct" | "proxy" | "prism", CannonResult[]> = { direct: [], proxy: [], prism: [] };
        try {
          for (const url of [sandbox.url, proxy.url, prism.url]) await cannon(autocannon, url, requests, { duration: 1 }); // warm-up
          for (let r = 0; r < rounds; r++) {
            runs.direct.push(await cannon(autocannon, sandbox.url, requests, { duration: seconds }));
            runs.proxy.push(await cannon(autocannon, proxy.url, requests, { duration: seconds }));
            runs.prism.push(await cannon(autocannon, prism.url, requests, { duration: seconds }));
          }
        } finally {
          await stop(prism.child, "SIGTERM");
          prism.dispose();
        }
        const ratios = runs.proxy.map((p, i) => p.requests.average / runs.prism[i]!.requests.average);
        result.throughput = {
          direct: summarize(runs.direct, seconds),
          proxy: summarize(runs.proxy, seconds),
          prism_proxy: summarize(runs.prism, seconds),
          ratio_vs_prism_proxy: sig(median(ratios)),
        };
        result.ratio_vs_prism_proxy = sig(median(ratios));
        ctx.log(
          `proxy: ${Math.round(median(runs.proxy.map((x) => x.requests.average)))} req/s through the proxy, ${Math.round(median(runs.prism.map((x) => x.requests.average)))} through Prism's proxy, ${Math.round(median(runs.direct.map((x) => x.requests.average)))} direct`,
        );
      }
    } finally {
      await stop(proxy.child, "disconnect");
    }
  } finally {
    await stop(sandbox.child, "disconnect");
    if (!ctx.keep) rmSync(dir, { recursive: true, force: true });
  }
  result.method =
    "the optimizer's example requests cycled (the sandbox answers the examples' stale ids, tokens and x-verify with its documented 4xx, the same for every side). Latency: one keep-alive connection per side, one request at a time, direct and proxied alternately, after 200 warm-up pairs; the proxy records (redacted HAR) and judges every exchange with conform's engine. Throughput: autocannon 9.0.0, 10 connections, runs alternating direct / contracts proxy / prism proxy (Prism 5.16 `prism proxy`, request and response validation on, no --errors). Sandbox, proxy and Prism each in their own process on a shared 2-core machine with the load generator. The proxy's throughput is bounded by the work it does per exchange in its one thread: redaction for the recording (about 0.5-0.7 ms, most of it the HMAC pseudonyms and the secret-key test per property, tools/src/recording/redact.ts) and judging (about 0.2 ms), measured in-process on the test suite's recording; the answer is sent after both (an answer the client has received is in the recording), so they show in latency too.";
  return result;
}
