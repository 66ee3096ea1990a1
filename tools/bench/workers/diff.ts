/**
 * Schema diff timing, in one process: the full contract set (generated/) against itself, and against
 * a copy with a handful of changes (sections/diff.ts makes it). Each run reads and parses both
 * trees afresh and diffs them (what `contracts diff BASE HEAD` does after start-up); the first run
 * of each pair is reported apart (cold: nothing compiled or cached yet), the rest as a median.
 *
 *   node --import tsx tools/bench/workers/diff.ts BASE CHANGED [--runs N]
 */
import path from "node:path";
import { diffTrees } from "../../src/diff/engine.ts";
import { buildTree, readFolder } from "../../src/diff/tree.ts";
import { median } from "../lib/stats.ts";

const [base, changed] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const i = process.argv.indexOf("--runs");
const RUNS = i >= 0 ? Number(process.argv[i + 1]) : 21;

function once(a: string, b: string): { ms: number; loadMs: number; findings: number; files: number; rules: string[] } {
  const t0 = performance.now();
  const ta = buildTree("base", readFolder(a, "BASE"), (k) => path.join(a, k));
  const tb = buildTree("head", readFolder(b, "HEAD"), (k) => path.join(b, k));
  const t1 = performance.now();
  const findings = diffTrees(ta, tb);
  const ms = performance.now() - t0;
  return { ms, loadMs: t1 - t0, findings: findings.length, files: ta.docs.size + tb.docs.size, rules: [...new Set(findings.map((f) => f.rule))].sort() };
}

const out: Record<string, unknown> = {};
for (const [name, a, b] of [
  ["self", base!, base!],
  ["changed", base!, changed!],
] as const) {
  const cold = once(a, b);
  const runs: number[] = [];
  const loads: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const x = once(a, b);
    runs.push(x.ms);
    loads.push(x.loadMs);
  }
  out[name] = { cold_ms: cold.ms, ms: median(runs), load_ms: median(loads), runs, findings: cold.findings, files: cold.files, rules: cold.rules };
}
process.stdout.write(`${JSON.stringify(out)}\n`);
