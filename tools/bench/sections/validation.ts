/**
 * Validation: the worker (workers/validation.ts) times, in one process with interleaved rounds, the
 * same recorded exchanges through the toolkit's validation API, through the precompiled standalone
 * validators alone, through ajv compiling the same schemas at run time, and through Prism's
 * validator.
 */
import path from "node:path";
import { ROOT } from "../../src/paths.ts";
import { runNode } from "../lib/child.ts";
import { sig } from "../lib/stats.ts";
import type { Context } from "./context.ts";

interface WorkerResult {
  rounds: number;
  round_ms: number;
  exchanges: { http: number; messages: number; operations: number };
  verdicts: Record<string, Record<string, number>>;
  rejected: Record<string, string[]>;
  per_s: Record<string, number>;
  runs: Record<string, number[]>;
  ratios: Record<string, number>;
  startup_ms: Record<string, number>;
}

const round = (o: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, sig(v)]));

export async function runValidation(ctx: Context): Promise<Record<string, unknown>> {
  const worker = path.join(ROOT, "tools/bench/workers/validation.ts");
  const { result: r } = await runNode<WorkerResult>(worker, ["--rounds", ctx.quick ? "3" : "9", "--round-ms", ctx.quick ? "100" : "250"]);
  ctx.log(
    `validation: API ${Math.round(r.per_s.api!)}/s, standalone ${Math.round(r.per_s.standalone!)}/s, runtime ajv ${Math.round(r.per_s.runtime!)}/s, Prism ${Math.round(r.per_s.prism!)}/s`,
  );
  return {
    standalone_per_s: sig(r.per_s.api!),
    standalone_validators_only_per_s: sig(r.per_s.standalone!),
    runtime_ajv_per_s: sig(r.per_s.runtime!),
    prism_per_s: sig(r.per_s.prism!),
    ratio_vs_prism: sig(r.ratios.api_vs_prism!),
    ratio_validators_only_vs_prism: sig(r.ratios.standalone_vs_prism!),
    ratio_standalone_vs_runtime_ajv: sig(r.ratios.standalone_vs_runtime!),
    ratio_runtime_ajv_vs_prism: sig(r.ratios.runtime_vs_prism!),
    api_share_of_validators_only: sig(r.ratios.api_vs_standalone!),
    messages: {
      standalone_per_s: sig(r.per_s.api_messages!),
      standalone_validators_only_per_s: sig(r.per_s.standalone_messages!),
      runtime_ajv_per_s: sig(r.per_s.runtime_messages!),
      ratio_standalone_vs_runtime_ajv: sig(r.ratios.standalone_vs_runtime_messages!),
      api_share_of_validators_only: sig(r.ratios.api_vs_standalone_messages!),
    },
    exchanges: r.exchanges,
    verdicts: r.verdicts,
    rejected: r.rejected,
    startup_ms: round(r.startup_ms),
    rounds: r.rounds,
    runs: Object.fromEntries(Object.entries(r.runs).map(([k, v]) => [k, v.map((x) => sig(x))])),
    method:
      "One process; per round each validator checks every exchange (request and response) for about round_ms; rounds interleaved, median over rounds; ratios are per round, then their median. An exchange counts once (its request and its response). standalone_per_s is the toolkit's API (validateRequest + validateResponse over the precompiled validators, as the runner calls it); standalone_validators_only_per_s runs the same precompiled functions through the lean driver that runs the runtime-compiled ajv functions. Prism: validateSecurity + validateInput + validateOutput of @stoplight/prism-http.",
  };
}
