// The runner as shipped: the compiled `contracts` CLI (tools/dist, built by `make`), timed from inside
// the process like workers/conform-pass.ts (plain JavaScript: no TypeScript loader in the process).
//   node tools/bench/workers/conform-dist.mjs OUT FILE...
// Prints one JSON line: {ms, exit}.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const { run } = await import(pathToFileURL(path.join(root, "tools", "dist", "conform", "command.js")).href);
const [out, ...files] = process.argv.slice(2);
const t0 = performance.now();
// One thread unless the bench asks for workers (BENCH_CONFORM_JOBS): the single-core figures stay single-core.
// BENCH_CONFORM_SECRET: judge with --secret (a recording signed under it).
const secret = process.env.BENCH_CONFORM_SECRET ? ["--secret", process.env.BENCH_CONFORM_SECRET] : [];
// BENCH_CONFORM_JOBS=auto: --jobs not given (conform as shipped chooses).
const jobs = process.env.BENCH_CONFORM_JOBS === "auto" ? [] : ["--jobs", process.env.BENCH_CONFORM_JOBS ?? "1"];
const exit = await run([...files, ...secret, "--format", "json", "--out", out, ...jobs]);
process.stdout.write(`${JSON.stringify({ ms: performance.now() - t0, exit })}\n`);
