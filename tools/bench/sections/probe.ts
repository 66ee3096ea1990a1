/**
 * The probe's throughput (issue 23): exchanges per second that `contracts probe` drives against the
 * sandbox of each HTTP service and against the terminal simulator, with a fixed seed and a time
 * budget, each exchange built from the contract, sent, checked by the probe and judged by conform's
 * Runner over the recording of its sequence. The target runs in this process (one event loop
 * shares the two sides: a floor, not the probe alone); expired-token waits are not taken
 * (tokens live 900 s), so the figure is generation + transport + judging.
 */
import { bridgeTransport } from "../../src/conform/index.ts";
import { flowsOf, probeHttp, probeTerminal, type RunResult } from "../../src/probe/index.ts";
import { DEFAULT_SANDBOX_SECRET, startSandbox } from "../../src/sandbox/index.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { startSimulator } from "../../src/simulator/index.ts";
import { median, series } from "../lib/stats.ts";
import type { Context } from "./context.ts";

const SEED = 23;

async function measure(target: "optimizer" | "affordability" | "terminal", ms: number): Promise<RunResult> {
  if (target === "terminal") {
    const sim = await startSimulator({ port: 0 });
    const transport = bridgeTransport(sim.url, 10_000);
    try {
      return await probeTerminal({ url: sim.url, transport, maxWaitSeconds: 0 }, flowsOf("terminal").flows, { seed: SEED, budget: { ms } });
    } finally {
      await transport.close();
      await sim.stop();
    }
  }
  const sb = await startSandbox({ service: target, port: 0 });
  try {
    const creds = { basic: "probe:probe-password", signer: hmacSha256Signer(DEFAULT_SANDBOX_SECRET) };
    return await probeHttp({ service: target, url: sb.url, timeoutMs: 10_000, creds, maxWaitSeconds: 0 }, flowsOf(target).flows, {
      seed: SEED,
      budget: { ms },
    });
  } finally {
    await sb.stop();
  }
}

export async function runProbe(ctx: Context): Promise<Record<string, unknown>> {
  const ms = ctx.quick ? 2000 : 10_000;
  const repeats = ctx.quick ? 1 : 3;
  const out: Record<string, unknown> = { seed: SEED, budget_ms: ms };
  for (const target of ["optimizer", "affordability", "terminal"] as const) {
    const perS: number[] = [];
    const seqPerS: number[] = [];
    let findings = 0;
    for (let i = 0; i < repeats; i++) {
      const r = await measure(target, ms);
      perS.push(r.exchanges / (r.ms / 1000));
      seqPerS.push(r.cases / (r.ms / 1000));
      findings += r.findings.length;
      ctx.log(`bench: probe ${target}: ${r.exchanges} exchanges, ${r.cases} sequences in ${r.ms} ms`);
    }
    out[target] = { exchanges_per_s: series(perS), sequences_per_s: series(seqPerS), findings };
  }
  out.exchanges_per_s_median = median(
    (["optimizer", "affordability"] as const).map((t) => (out[t] as { exchanges_per_s: { median: number } }).exchanges_per_s.median),
  );
  return out;
}
