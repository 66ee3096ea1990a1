/**
 * The sandbox beside Prism, in the same run: requests per second for each HTTP service with the
 * sandbox's full request validation on (headers, body, the decoded Base64 payload, credentials) and
 * its answers checked against the contract, over the contract's example requests cycled (the same
 * requests Prism gets); and the sandbox's memory over 100,000 requests that create state (every
 * fourth creates a customer with a new reference), sampled after a full GC every 10,000 requests.
 *
 * Each server runs in its own process; the load generator (autocannon) in this one. Loopback only.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";
import { cannon, loadAutocannon, summarize, type CannonRequest, type CannonResult } from "../lib/cannon.ts";
import { median, sig } from "../lib/stats.ts";
import { bodyText, exampleUrl, httpExamples, type HttpServiceId } from "../recording/examples.ts";
import type { Context } from "./context.ts";

const WORKER = path.join(ROOT, "tools/bench/workers/sandbox.ts");
const LAUNCHER = path.join(ROOT, "tools/src/mock/main.ts");

/** Milliseconds from spawning the launcher (`npm run -s mock` without npm) to its ready banner; then SIGINT. */
async function launcherStartMs(): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", LAUNCHER, "--quiet"], {
    cwd: ROOT,
    env: { ...process.env, MOCK_AFFORDABILITY_PORT: "0", MOCK_OPTIMIZER_PORT: "0", MOCK_TERMINAL_PORT: "0" },
    stdio: ["ignore", "pipe", "ignore"],
  });
  const ms = await new Promise<number>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("bench: the launcher did not start within 30 s")), 30_000);
    child.stdout!.setEncoding("utf8").on("data", (d: string) => {
      out += d;
      if (out.includes("Press Ctrl-C")) {
        clearTimeout(timer);
        resolve(performance.now() - t0);
      }
    });
    child.once("exit", (code) => reject(new Error(`bench: the launcher exited (${code}) before it was ready`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGINT");
  await exited;
  return ms;
}

function exampleRequests(service: HttpServiceId): CannonRequest[] {
  return httpExamples(service).map((e) => {
    const u = new URL(exampleUrl(e));
    const body = bodyText(e.contentType, e.body);
    return { method: e.method, path: u.pathname + u.search, headers: e.headers, ...(body !== undefined ? { body } : {}) };
  });
}

async function startWorker(
  service: HttpServiceId,
): Promise<{ url: string; child: ChildProcess; mem(): Promise<{ heapUsed: number; rss: number; state: Record<string, number> }> }> {
  const child = fork(WORKER, [service], { cwd: ROOT, execArgv: ["--expose-gc", "--import", "tsx"], stdio: ["ignore", "pipe", "inherit", "ipc"] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("bench: the sandbox did not start within 30 s")), 30_000);
    child.stdout!.setEncoding("utf8").on("data", (d: string) => {
      out += d;
      const m = /\{"url":"([^"]+)"\}/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once("exit", (code) => reject(new Error(`bench: the sandbox exited (${code}) before listening`)));
  });
  const mem = () =>
    new Promise<{ heapUsed: number; rss: number; state: Record<string, number> }>((resolve) => {
      child.once("message", (m) => resolve(m as { heapUsed: number; rss: number; state: Record<string, number> }));
      child.send("mem");
    });
  return { url, child, mem };
}

/** An access token from the sandbox's token endpoint, with the token example request. */
async function liveToken(url: string, requests: CannonRequest[]): Promise<string | undefined> {
  const tokenRequest = requests.find((r) => r.path.includes("/openid-connect/token"));
  if (!tokenRequest) return undefined;
  const res = await fetch(url + tokenRequest.path, { method: "POST", headers: tokenRequest.headers, body: tokenRequest.body ?? "" });
  const body = (await res.json()) as { access_token?: string };
  return body.access_token;
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.disconnect();
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

export async function runSandbox(ctx: Context): Promise<Record<string, unknown>> {
  const autocannon = loadAutocannon();
  if (!autocannon) return { skipped: "autocannon is not installed (npm i -D -E autocannon@9.0.0)" };
  const seconds = ctx.quick ? 2 : 5;
  const rounds = ctx.quick ? 1 : 3;
  const result: Record<string, unknown> = {};
  const { startPrism } = await import("../../src/mock/prism.ts");
  const ratios: number[] = [];
  for (const service of ["affordability", "optimizer"] as HttpServiceId[]) {
    let requests = exampleRequests(service);
    const worker = await startWorker(service);
    const prismRuns: CannonResult[] = [];
    const sandboxRuns: CannonResult[] = [];
    const pairRatios: number[] = [];
    try {
      // A live bearer token from the sandbox replaces the examples' placeholder, so that the offer
      // requests are validated rather than refused at the bearer check (Prism accepts either).
      const token = await liveToken(worker.url, requests);
      if (token) {
        for (const r of requests)
          if (/^bearer /i.test(r.headers.Authorization ?? r.headers.authorization ?? "")) r.headers = { ...r.headers, Authorization: `Bearer ${token}` };
        // The token request leaves the cycle: every cycle would issue a token, and once 10,000 newer ones
        // exist the sandbox forgets the live one (its cap), so the offer calls would measure 401 answers.
        requests = requests.filter((r) => !r.path.includes("/openid-connect/token"));
      }
      const prism = await startPrism({ service, port: 0 });
      try {
        await cannon(autocannon, prism.url, requests, { duration: 1 }); // warm-up
        await cannon(autocannon, worker.url, requests, { duration: 1 });
        // Alternating runs: a change in the machine's load touches both sides of each pair alike.
        for (let r = 0; r < rounds; r++) {
          prismRuns.push(await cannon(autocannon, prism.url, requests, { duration: seconds }));
          sandboxRuns.push(await cannon(autocannon, worker.url, requests, { duration: seconds }));
        }
      } finally {
        await prism.stop();
      }
    } finally {
      await stopWorker(worker.child);
    }
    const p = median(prismRuns.map((x) => x.requests.average));
    const s = median(sandboxRuns.map((x) => x.requests.average));
    for (let i = 0; i < rounds; i++) pairRatios.push(sandboxRuns[i]!.requests.average / prismRuns[i]!.requests.average);
    const ratio = median(pairRatios);
    ratios.push(ratio);
    result[service] = {
      sandbox: summarize(sandboxRuns, seconds),
      prism: summarize(prismRuns, seconds),
      ratio: sig(ratio),
      pair_ratios: pairRatios.map((r) => sig(r)),
    };
    ctx.log(`sandbox: ${service} ${Math.round(s)} req/s, Prism ${Math.round(p)} req/s (median of paired ratios ${ratio.toFixed(1)}x)`);
  }
  result.ratio_vs_prism = sig(Math.min(...ratios));

  // Start-up of `make mock`'s launcher (both sandboxes and the simulator) to its ready banner.
  const starts: number[] = [];
  for (let r = 0; r < (ctx.quick ? 2 : 5); r++) starts.push(await launcherStartMs());
  result.launcher_start_ms = sig(median(starts));
  result.launcher_start = {
    runs_ms: starts.map((r) => sig(r)),
    note: "node --import tsx tools/src/mock/main.ts, spawn to the ready banner (TypeScript loaded through tsx, both sandboxes and the simulator listening)",
  };
  ctx.log(`sandbox: launcher ready in ${Math.round(result.launcher_start_ms as number)} ms`);

  // Memory over 100,000 requests that create state.
  const total = ctx.quick ? 20_000 : 100_000;
  const step = total / 10;
  const worker = await startWorker("optimizer");
  try {
    let n = 0;
    const auth = `Basic ${Buffer.from("bench:bench").toString("base64")}`;
    const json = { "content-type": "application/json", authorization: auth };
    const mix: CannonRequest[] = [
      {
        method: "POST",
        path: "/create/customer",
        headers: json,
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            customer_ref_no: `BENCH-${++n}`,
            mobile_number: "9999999999",
            email_id: "b@example.com",
            first_name: "B",
            last_name: "C",
            country_code: "91",
          }),
        }),
      },
      { method: "GET", path: "/customer/100001", headers: { authorization: auth } },
      {
        method: "POST",
        path: "/api/V2/emi/calculator",
        headers: json,
        body: JSON.stringify({ merchant_data: { merchant_id: 1234, merchant_access_code: "X" }, payment_data: { amount_in_paisa: 550000 } }),
      },
      { method: "POST", path: "/create/customer", headers: json, body: "{not json" },
    ];
    const samples: Array<{ requests: number; heap_mb: number; rss_mb: number; customers: number }> = [];
    const base = await worker.mem();
    for (let done = step; done <= total; done += step) {
      await cannon(autocannon, worker.url, mix, { amount: step });
      const m = await worker.mem();
      samples.push({ requests: done, heap_mb: sig(m.heapUsed / 2 ** 20), rss_mb: sig(m.rss / 2 ** 20), customers: m.state.customers ?? 0 });
    }
    const half = samples[Math.floor(samples.length / 2) - 1]!;
    const last = samples.at(-1)!;
    result.memory = {
      requests: total,
      idle_heap_mb: sig(base.heapUsed / 2 ** 20),
      samples,
      heap_growth_second_half_mb: sig(last.heap_mb - half.heap_mb),
      note: "heap after a full GC every 10,000 requests; customers are capped at 10,000 (SANDBOX_CAP), so the state grows until the cap is reached (40,000 requests) and stays flat after",
    };
    ctx.log(`sandbox: heap ${half.heap_mb} MB at ${half.requests} requests, ${last.heap_mb} MB at ${last.requests}`);
  } finally {
    await stopWorker(worker.child);
  }
  result.method = `autocannon 9.0.0, 10 connections, no pipelining, ${seconds} s per run after a 1 s warm-up, ${rounds} runs, the contract's example requests cycled (the same for Prism and the sandbox; a live bearer token from the sandbox in place of the examples' placeholder, for both, and the token request itself left out of the cycle so that the sandbox's token cap never turns the offer calls into 401s; the sandbox validates every request, then answers the examples' stale ids, placeholder tokens and x-verify with its documented 4xx, hence the non-2xx counts); each server in its own process; Prism and sandbox runs alternate and the ratio is the median of the paired runs' ratios (the lower of the two services is the headline figure). On a shared 2-core machine the load generator shares the cores with the server: a CPU profile of the sandbox under this load shows it about 25% idle, so the sandbox figures are a lower bound.`;
  return result;
}
