// The runner as shipped: the compiled `contracts` CLI (tools/dist, built by `make`), timed from inside
// the process like workers/conform-pass.ts (plain JavaScript: no TypeScript loader in the process).
//   node tools/bench/workers/conform-dist.mjs OUT FILE...   (FILE: the parts with BENCH_MERGE=1)
// Prints one JSON line: {ms, exit, cpuMs, mainCpuMs}: CPU time of the pass in all threads of the
// process (workers, GC and I/O threads included) and in this thread alone.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const { run, merge } = await import(pathToFileURL(path.join(root, "tools", "dist", "conform", "command.js")).href);
const [out, ...files] = process.argv.slice(2);
const cpu0 = process.cpuUsage();
const main0 = process.threadCpuUsage();
const t0 = performance.now();
// One thread unless the bench asks for workers (BENCH_CONFORM_JOBS): the single-core figures stay single-core.
// BENCH_CONFORM_SECRET: judge with --secret (a recording signed under it).
const secret = process.env.BENCH_CONFORM_SECRET ? ["--secret", process.env.BENCH_CONFORM_SECRET] : [];
// BENCH_CONFORM_JOBS=auto: --jobs not given (conform as shipped chooses).
const jobs = process.env.BENCH_CONFORM_JOBS === "auto" ? [] : ["--jobs", process.env.BENCH_CONFORM_JOBS ?? "1"];
// BENCH_CONFORM_SHARD=I/N: `conform --shard I/N --out OUT` (a part); BENCH_MERGE=1: `merge FILES(the parts) --format json --out OUT`.
const shard = process.env.BENCH_CONFORM_SHARD;
const exit = process.env.BENCH_MERGE
  ? await merge([...files, "--format", "json", "--out", out])
  : await run([...files, ...secret, ...(shard ? ["--shard", shard, "--out", out] : ["--format", "json", "--out", out]), ...jobs]);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const main = process.threadCpuUsage(main0);
const cpuMs = (cpu.user + cpu.system) / 1000;
const mainCpuMs = (main.user + main.system) / 1000;
process.stdout.write(`${JSON.stringify({ ms, exit, cpuMs, mainCpuMs })}\n`);
