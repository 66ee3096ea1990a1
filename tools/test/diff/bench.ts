/**
 * Timing of the diff of the full contract set against itself (not a test: no timed assertions).
 *   npx tsx tools/test/diff/bench.ts [FOLDER]
 * Prints load time (read + parse both trees), one cold diff, and the median of 20 warm diffs.
 */
import { performance } from "node:perf_hooks";
import path from "node:path";
import { GENERATED } from "../../src/paths.ts";
import { diffTrees } from "../../src/diff/engine.ts";
import { buildTree, readFolder } from "../../src/diff/tree.ts";

const folder = process.argv[2] ?? GENERATED;
const t0 = performance.now();
const base = buildTree("base", readFolder(folder, "BASE"), (k) => path.join(folder, k));
const head = buildTree("head", readFolder(folder, "HEAD"), (k) => path.join(folder, k));
const t1 = performance.now();
const cold = diffTrees(base, head);
const t2 = performance.now();
const warm: number[] = [];
for (let i = 0; i < 20; i++) {
  // fresh trees each time, so no cached views are reused
  const b = buildTree("base", readFolder(folder, "BASE"), (k) => path.join(folder, k));
  const h = buildTree("head", readFolder(folder, "HEAD"), (k) => path.join(folder, k));
  const s = performance.now();
  diffTrees(b, h);
  warm.push(performance.now() - s);
}
warm.sort((a, b) => a - b);
const files = base.docs.size;
console.log(`${files} files per side; findings: ${cold.length}`);
console.log(`load both trees: ${(t1 - t0).toFixed(1)} ms`);
console.log(`diff, cold: ${(t2 - t1).toFixed(1)} ms`);
console.log(`diff, warm median of 20: ${warm[10]!.toFixed(1)} ms (max ${warm[19]!.toFixed(1)} ms)`);
