/**
 * One conformance pass over recordings, timed from inside the process (start-up excluded):
 *
 *   node --import tsx tools/bench/workers/conform-pass.ts runner OUT FILE...   `contracts conform FILE... --format json --out OUT`
 *   node --import tsx tools/bench/workers/conform-pass.ts reader FILE...       the runner's own reader only (no checks)
 *
 * `runner` calls the CLI command's `run` (the same code path as `npm run contracts -- conform`), so
 * it includes loading the contracts. `reader` iterates the runner's entry source (input/open.ts)
 * and does nothing else: with the floor it splits the runner's time into reading and judging.
 * Prints one JSON line: {exchanges, ms, exit?, cpuMs?, mainCpuMs?} (runner: CPU time of the pass in all
 * threads of the process and in this thread alone).
 */
const [mode, ...rest] = process.argv.slice(2);

if (mode === "runner") {
  const [out, ...files] = rest;
  const { run, merge } = await import("../../src/conform/command.ts");
  const cpu0 = process.cpuUsage();
  const main0 = process.threadCpuUsage();
  const t0 = performance.now();
  // One thread unless the bench asks for workers (BENCH_CONFORM_JOBS): the single-core figures stay single-core.
  // BENCH_CONFORM_SECRET: judge with --secret (a recording signed under it).
  const secret = process.env.BENCH_CONFORM_SECRET ? ["--secret", process.env.BENCH_CONFORM_SECRET] : [];
  // BENCH_CONFORM_SHARD=I/N: `conform --shard I/N --out OUT` (a part); BENCH_MERGE=1: `merge FILES(the parts) --format json --out OUT`.
  const shard = process.env.BENCH_CONFORM_SHARD;
  const jobs = ["--jobs", process.env.BENCH_CONFORM_JOBS ?? "1"];
  const exit = process.env.BENCH_MERGE
    ? await merge([...files, "--format", "json", "--out", out!])
    : await run([...files, ...secret, ...(shard ? ["--shard", shard, "--out", out!] : ["--format", "json", "--out", out!]), ...jobs]);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const main = process.threadCpuUsage(main0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const mainCpuMs = (main.user + main.system) / 1000;
  process.stdout.write(`${JSON.stringify({ exchanges: undefined, ms, exit, cpuMs, mainCpuMs })}\n`);
} else if (mode === "reader") {
  const { entries, formatOf } = await import("../../src/recording/open.ts");
  const t0 = performance.now();
  let exchanges = 0;
  for (const file of rest) {
    const format = await formatOf(file);
    // The source yields entries one at a time or in batches (the reader's API has had both shapes).
    for await (const item of entries(file, format) as AsyncIterable<unknown>) {
      for (const e of (Array.isArray(item) ? item : [item]) as Array<{ value?: unknown }>) if (e.value !== undefined) exchanges++;
    }
  }
  const ms = performance.now() - t0;
  process.stdout.write(`${JSON.stringify({ exchanges, ms })}\n`);
} else {
  process.stderr.write("usage: conform-pass.ts runner OUT FILE... | reader FILE...\n");
  process.exit(64);
}
