/**
 * Mocks: the terminal simulator's messages per second over its HTTP bridge (autocannon, loopback)
 * and over stdio (JSON Lines through its stdin and stdout), and Prism's requests per second for
 * both HTTP services on the same machine (autocannon, loopback), for reference.
 *
 * Every server runs in its own process (the simulator's CLI, Prism through the mock launcher's
 * startPrism) and the load generator in this one: one core each. Requests are the contract's
 * example requests, cycled. Loops are bounded in time and count; only 127.0.0.1 is addressed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";
import { exampleUrl, httpExamples, messageExamples, type HttpServiceId } from "../recording/examples.ts";
import { cannon, loadAutocannon, summarize, type CannonRequest, type CannonResult } from "../lib/cannon.ts";
import { median, series, sig } from "../lib/stats.ts";
import type { Context } from "./context.ts";

const SIMULATOR = path.join(ROOT, "tools/src/simulator/main.ts");

/** Start the simulator CLI's HTTP bridge on a free port; resolves with its URL. */
async function startSimulatorProcess(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", SIMULATOR, "--port", "0", "--host", "127.0.0.1"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("bench: the simulator did not start within 30 s")), 30_000);
    child.stdout!.setEncoding("utf8").on("data", (d: string) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once("exit", (code) => reject(new Error(`bench: the simulator exited (${code}) before listening`)));
  });
  return { url, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/** Messages per second through the simulator's stdio: `count` envelopes in, `count` replies out. */
async function stdioRun(lines: string[], count: number): Promise<{ perS: number; ms: number; errors: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", SIMULATOR, "--stdio"], { cwd: ROOT, stdio: ["pipe", "pipe", "ignore"] });
  let received = 0;
  let errors = 0;
  let rest = "";
  let t0 = 0;
  const done = new Promise<number>((resolve, reject) => {
    child.stdout!.setEncoding("utf8").on("data", (d: string) => {
      const text = rest + d;
      let start = 0;
      let nl = text.indexOf("\n");
      while (nl !== -1) {
        if (text.startsWith('{"error"', start)) errors++;
        received++;
        start = nl + 1;
        nl = text.indexOf("\n", start);
      }
      rest = text.slice(start);
      if (received >= count) resolve(performance.now());
    });
    child.once("exit", (code) => (received >= count ? undefined : reject(new Error(`bench: the stdio simulator exited (${code}) after ${received} replies`))));
  });
  // Wait until the process has started (its first reply), then time the whole stream.
  const ready = new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  child.stdin!.write(`${lines[0]}\n`);
  await ready;
  received = 0;
  rest = "";
  t0 = performance.now();
  for (let i = 0; i < count; i++) {
    if (!child.stdin!.write(`${lines[i % lines.length]}\n`)) await new Promise<void>((resolve) => child.stdin!.once("drain", () => resolve()));
  }
  const t1 = await done;
  child.stdin!.end();
  await stop(child);
  return { perS: count / ((t1 - t0) / 1000), ms: t1 - t0, errors };
}

export async function runMocks(ctx: Context): Promise<Record<string, unknown>> {
  const seconds = ctx.quick ? 2 : 5;
  const rounds = ctx.quick ? 1 : 3;
  const result: Record<string, unknown> = {};
  const messages = messageExamples();

  // --- simulator over stdio
  const lines = messages.map((m) => JSON.stringify({ service: m.app, request: m.request }));
  const count = ctx.quick ? 5_000 : 50_000;
  const stdio: Array<{ perS: number; ms: number; errors: number }> = [];
  for (let r = 0; r < rounds; r++) stdio.push(await stdioRun(lines, count));
  result.simulator_stdio_msgs_per_s = sig(median(stdio.map((s) => s.perS)));
  result.simulator_stdio = { messages_per_run: count, per_s: series(stdio.map((s) => s.perS)), error_lines: stdio.map((s) => s.errors) };
  ctx.log(`mocks: simulator stdio ${Math.round(result.simulator_stdio_msgs_per_s as number)} msgs/s`);

  const autocannon = loadAutocannon();
  if (!autocannon) {
    result.skipped = "autocannon is not installed (npm i -D -E autocannon@9.0.0): HTTP figures not measured";
    ctx.log(`mocks: ${result.skipped}`);
    return result;
  }

  // --- simulator over its HTTP bridge
  const sim = await startSimulatorProcess();
  try {
    const requests: CannonRequest[] = messages.map((m) => ({
      method: "POST",
      path: `/${m.app}`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(m.request),
    }));
    await cannon(autocannon, sim.url, requests, { duration: 1 }); // warm-up
    const runs: CannonResult[] = [];
    for (let r = 0; r < rounds; r++) runs.push(await cannon(autocannon, sim.url, requests, { duration: seconds }));
    result.simulator_http_msgs_per_s = sig(median(runs.map((x) => x.requests.average)));
    result.simulator_http = summarize(runs, seconds);
    ctx.log(`mocks: simulator HTTP ${Math.round(result.simulator_http_msgs_per_s as number)} msgs/s`);
  } finally {
    await stop(sim.child);
  }

  // --- Prism, each HTTP service
  const { startPrism } = await import("../../src/mock/prism.ts");
  const prism: Record<string, unknown> = {};
  const perService: number[] = [];
  for (const service of ["affordability", "optimizer"] as HttpServiceId[]) {
    const handle = await startPrism({ service, port: 0 });
    try {
      const requests: CannonRequest[] = httpExamples(service).map((e) => {
        const u = new URL(exampleUrl(e));
        const body =
          e.body === undefined
            ? undefined
            : e.contentType === "application/x-www-form-urlencoded"
              ? new URLSearchParams(e.body as Record<string, string>).toString()
              : JSON.stringify(e.body);
        return { method: e.method, path: u.pathname + u.search, headers: e.headers, ...(body !== undefined ? { body } : {}) };
      });
      await cannon(autocannon, handle.url, requests, { duration: 1 }); // warm-up
      const runs: CannonResult[] = [];
      for (let r = 0; r < rounds; r++) runs.push(await cannon(autocannon, handle.url, requests, { duration: seconds }));
      prism[service] = summarize(runs, seconds);
      perService.push(median(runs.map((x) => x.requests.average)));
      ctx.log(`mocks: Prism ${service} ${Math.round(perService.at(-1)!)} req/s`);
    } finally {
      await handle.stop();
    }
  }
  result.prism_req_per_s = sig(median(perService));
  result.prism = prism;
  result.method = `autocannon 9.0.0, 10 connections, no pipelining, ${seconds} s per run after a 1 s warm-up, ${rounds} runs, the example requests cycled; the server in its own process. stdio: ${count} envelopes written to the simulator's stdin (with back-pressure), timed until the last reply line.`;
  return result;
}
