/**
 * The diff section's in-process figure for two engines in one sitting: this checkout's and another
 * checkout's (an older revision: `git archive REV tools | tar -x -C DIR`, with node_modules linked).
 * Both engines are loaded into one process and run interleaved (old, new, old, new, …) on the same
 * trees, generated/ against itself and against a copy with the bench's handful of changes, each run
 * reading and parsing both trees afresh as workers/diff.ts does; so both meet the same machine load,
 * which on a shared machine moves more between processes than between neighbouring runs. Prints
 * the medians and minimums and the ratios new/old.
 *
 *   npx tsx tools/bench/diff-versus.ts OLD_CHECKOUT [--runs 41]
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { GENERATED, ROOT } from "../src/paths.ts";
import { median } from "./lib/stats.ts";
import { applyHandfulOfChanges } from "./sections/diff.ts";

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number): number => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const old = argv.find((a, i) => !a.startsWith("--") && !(i > 0 && argv[i - 1]!.startsWith("--")));
if (!old || !existsSync(path.join(old, "tools/bench/workers/diff.ts"))) {
  process.stderr.write("diff-versus: pass the path of another checkout (with tools/bench/workers/diff.ts and node_modules)\n");
  process.exit(64);
}
const runs = opt("--runs", 41);

type Engine = {
  diffTrees: (a: unknown, b: unknown) => unknown[];
  buildTree: (label: string, files: Map<string, string>, where: (k: string) => string) => unknown;
  readFolder: (folder: string, role: string) => Map<string, string>;
};
async function engine(root: string): Promise<Engine> {
  const e = await import(pathToFileURL(path.join(root, "tools/src/diff/engine.ts")).href);
  const t = await import(pathToFileURL(path.join(root, "tools/src/diff/tree.ts")).href);
  return {
    diffTrees: e.diffTrees,
    buildTree: t.buildTree,
    readFolder: t.readFolder,
  };
}
function once(e: Engine, a: string, b: string): { ms: number; findings: number } {
  const t0 = performance.now();
  const ta = e.buildTree("base", e.readFolder(a, "BASE"), (k) => path.join(a, k));
  const tb = e.buildTree("head", e.readFolder(b, "HEAD"), (k) => path.join(b, k));
  const findings = e.diffTrees(ta, tb).length;
  return { ms: performance.now() - t0, findings };
}

const tmp = mkdtempSync(path.join(tmpdir(), "contracts-diff-versus-"));
try {
  const changed = path.join(tmp, "generated");
  cpSync(GENERATED, changed, { recursive: true });
  applyHandfulOfChanges(changed);
  const engines = {
    old: await engine(path.resolve(old)),
    new: await engine(ROOT),
  };
  const lines: string[] = [];
  for (const [k, b] of [
    ["self", GENERATED],
    ["changed", changed],
  ] as const) {
    const ms = { old: [] as number[], new: [] as number[] };
    const found = { old: 0, new: 0 };
    for (const side of ["old", "new"] as const) found[side] = once(engines[side], GENERATED, b).findings; // cold runs, not counted
    for (let r = 0; r < runs; r++) {
      for (const side of r % 2 ? (["new", "old"] as const) : (["old", "new"] as const)) ms[side].push(once(engines[side], GENERATED, b).ms);
    }
    const o = median(ms.old);
    const n = median(ms.new);
    lines.push(
      `${k.padEnd(8)} median old ${o.toFixed(1)} ms, new ${n.toFixed(1)} ms, ratio ${(n / o).toFixed(2)}; min old ${Math.min(...ms.old).toFixed(1)}, new ${Math.min(...ms.new).toFixed(1)}, ratio ${(Math.min(...ms.new) / Math.min(...ms.old)).toFixed(2)}; findings old ${found.old}, new ${found.new}`,
    );
  }
  process.stdout.write(`${lines.join("\n")}\n`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
