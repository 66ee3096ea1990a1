/**
 * `make bench` / `npm run -s bench`: runs every benchmark on this machine and writes
 * tools/bench/results.json and tools/bench/RESULTS.md.
 *
 *   npx tsx tools/bench/main.ts [--only validation,conformance,peers,diff,mocks,sandbox,build,probe] [--quick] [--keep]
 *
 * --only     run these sections (validation, conformance, peers, diff, mocks, sandbox, proxy, build, probe); the others are kept
 *            from the previous results.json (peers needs `make bench-peers` and `make dist` first: `make bench` does both)
 * --quick    small sizes and few runs: a smoke run of the harness, not figures to quote
 * --keep     keep the recordings and clones in the temporary directory
 * --render   only rewrite RESULTS.md (and the targets) from the existing results.json
 *
 * Benchmarks only: nothing here asserts a time. Targets are reported as met or missed.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { machine, versions } from "./lib/machine.ts";
import { renderMarkdown } from "./report/markdown.ts";
import { evaluateTargets } from "./report/targets.ts";
import { runBuild } from "./sections/build.ts";
import { runConformance } from "./sections/conformance.ts";
import type { Context } from "./sections/context.ts";
import { runDiff } from "./sections/diff.ts";
import { runMocks } from "./sections/mocks.ts";
import { runPeers } from "./sections/peers.ts";
import { runProbe } from "./sections/probe.ts";
import { runProxy } from "./sections/proxy.ts";
import { runSandbox } from "./sections/sandbox.ts";
import { runValidation } from "./sections/validation.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const RESULTS_JSON = path.join(HERE, "results.json");
export const RESULTS_MD = path.join(HERE, "RESULTS.md");

const SECTIONS: Record<string, (ctx: Context) => Promise<Record<string, unknown>>> = {
  validation: runValidation,
  conformance: runConformance,
  peers: runPeers,
  diff: runDiff,
  mocks: runMocks,
  sandbox: runSandbox,
  proxy: runProxy,
  build: runBuild,
  probe: runProbe,
};

function parse(argv: string[]): { only: string[]; quick: boolean; keep: boolean } {
  let only = Object.keys(SECTIONS);
  const i = argv.indexOf("--only");
  if (i >= 0) {
    only = (argv[i + 1] ?? "").split(",").filter(Boolean);
    const unknown = only.filter((s) => !(s in SECTIONS));
    if (unknown.length || only.length === 0) {
      process.stderr.write(`bench: --only takes sections among ${Object.keys(SECTIONS).join(", ")} (got "${argv[i + 1] ?? ""}")\n`);
      process.exit(64);
    }
  }
  return { only, quick: argv.includes("--quick"), keep: argv.includes("--keep") };
}

async function main(): Promise<number> {
  const opts = parse(process.argv.slice(2));
  if (process.argv.includes("--render")) {
    const results = JSON.parse(readFileSync(RESULTS_JSON, "utf8")) as Record<string, any>;
    results.targets = evaluateTargets(results);
    writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(RESULTS_MD, renderMarkdown(results));
    return 0;
  }
  const ctx: Context = { quick: opts.quick, keep: opts.keep, log: (line) => process.stderr.write(`${line}\n`) };
  const previous = existsSync(RESULTS_JSON) ? (JSON.parse(readFileSync(RESULTS_JSON, "utf8")) as Record<string, any>) : {};
  const results: Record<string, any> = {
    generated_at: new Date().toISOString(),
    quick: opts.quick,
    machine: machine(),
    versions: versions(),
  };
  let failed = 0;
  for (const name of Object.keys(SECTIONS)) {
    if (!opts.only.includes(name)) {
      if (previous[name]) results[name] = previous[name];
      continue;
    }
    const started = new Date().toISOString();
    const t0 = performance.now();
    ctx.log(`bench: ${name}...`);
    try {
      results[name] = { ...(await SECTIONS[name]!(ctx)), measured_at: started, section_s: Math.round((performance.now() - t0) / 100) / 10 };
    } catch (e) {
      failed++;
      results[name] = { error: (e as Error).message, measured_at: started };
      ctx.log(`bench: ${name} failed: ${(e as Error).message}`);
    }
    ctx.log(`bench: ${name} done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  results.targets = evaluateTargets(results);
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(RESULTS_MD, renderMarkdown(results));
  ctx.log(`bench: wrote ${path.relative(process.cwd(), RESULTS_JSON)} and ${path.relative(process.cwd(), RESULTS_MD)}`);
  for (const t of results.targets as Array<{ id: string; met: boolean | null; value: unknown; target: string }>) {
    ctx.log(`  ${t.met === null ? "n/a " : t.met ? "met " : "MISS"}  ${t.id}: ${String(t.value)} (target ${t.target})`);
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
