/**
 * `contracts conform FILE... [--target URL|stdio:COMMAND] [--base-path PREFIX] [--secret HEX | --secret-file FILE]
 *  [--format text|json|junit] [--out FILE] [--report FORMAT=FILE]... [--timeout MS] [--jobs N] [--verbose]`
 * `contracts conform FILE... --shard I/N --out PART [--base-path PREFIX] [--secret ...] [--jobs N]`: one N-th of
 *  the recording judged into a partial result for `contracts merge` (shard.ts).
 *
 * Exit codes: 0 every exchange conforms (with --shard: the part is written), 1 a violation, 2 an unusable
 * input file, 64 usage.
 */
import { EXIT, UsageError } from "../errors.ts";
import { stderrIsTty } from "../process/tty.ts";
import { maskPansInText } from "../mask.ts";
import { jobsOption, judgingOptions } from "./args.ts";
import { parseArgs, single } from "../cli-args.ts";
import { parseTargets, Replayer } from "./replay/replayer.ts";
import { Volatility } from "./replay/volatile.ts";
import { openReports, reportTargets } from "./report/outputs.ts";
import type { Format } from "./report/sink.ts";
import { Out } from "../output.ts";
import { Runner } from "./runner.ts";
import { runShard } from "./shard.ts";
import type { Shard } from "./plan.ts";
import { lockHolder } from "../process/file-lock.ts";
import { listensOn } from "../process/proc.ts";

/**
 * Whether the process `pid` (a recording's writer) serves `url`: a sandbox, simulator or proxy listens
 * on loopback only, so a target elsewhere is another build; on loopback, whether it listens on the
 * target's port (undefined: cannot be told).
 */
function recorderServes(pid: number, url: string): boolean | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (!(host === "localhost" || host === "::1" || /^127\./.test(host))) return false;
  const port = Number(u.port || (u.protocol === "https:" ? 443 : 80));
  return listensOn(pid, port);
}

export const USAGE = `usage: contracts conform FILE... [--target URL|SERVICE=URL|stdio:COMMAND] [--base-path PREFIX]
                         [--secret HEX | --secret-file FILE] [--format text|json|junit] [--out FILE] [--report FORMAT=FILE]...
                         [--timeout MS] [--jobs N] [--verbose]
       contracts conform FILE... --shard I/N --out PART [--base-path PREFIX] [--secret HEX | --secret-file FILE] [--jobs N]
  FILE          HAR 1.2 (.har) or JSON Lines (.jsonl: {"service", "request", "response"} per line)
  --target      replay the requests against a live build (repeat as SERVICE=URL per service)
  --base-path   path prefix in front of the contract paths in the recording (inferred when absent)
  --secret      merchant secret (hex) to verify x-verify (and re-sign replayed create orders); visible in ps:
                prefer --secret-file FILE (its first line) or the environment variable CONTRACTS_SECRET
  --format      report format (default text); --out writes it to a file instead of stdout
  --report      also write a report in FORMAT (text, json, junit) to FILE, from the same run (repeatable)
  --timeout     per-exchange replay timeout in milliseconds (default 10000)
  --jobs        judge on N worker threads (1 to 64); reports are the same as with one. Default: one per
                128 MiB of recording, up to every core and at most 16; a replay (--target) always runs on one
  --shard       judge the I-th of N equal byte parts of the recording (I from 1 to N) and write a partial
                result to --out PART; \`contracts merge\` turns all N parts into the report of one run`;

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(
    args,
    { values: ["target", "base-path", "secret", "secret-file", "format", "out", "report", "timeout", "jobs", "shard"], flags: ["verbose", "help"] },
    USAGE,
  );
  if (p.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (p.positional.length === 0) throw new UsageError(`no recording given\n${USAGE}`);
  const format = (single(p, "format", USAGE) ?? "text") as Format;
  if (!["text", "json", "junit"].includes(format)) throw new UsageError(`--format must be text, json or junit\n${USAGE}`);
  const { basePath, signer, secret } = judgingOptions(p, USAGE);
  const jobs = jobsOption(p, USAGE, p.positional, { cap: AUTO_JOBS_CAP, perWorker: AUTO_JOBS_BYTES_PER_WORKER });
  const timeoutText = single(p, "timeout", USAGE);
  const timeoutMs = timeoutText === undefined ? 10_000 : Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a positive number of milliseconds`);
  const targets = p.values.get("target");
  const outFile = single(p, "out", USAGE);
  const shardText = single(p, "shard", USAGE);
  if (shardText !== undefined) {
    for (const option of ["target", "format", "report", "timeout"]) {
      if (p.values.has(option))
        throw new UsageError(`--shard writes a partial result, not a report: --${option} goes with \`contracts merge\` or a run without --shard`);
    }
    if (outFile === undefined) throw new UsageError(`--shard needs --out PART: the file the partial result goes to (\`contracts merge\` reads it)\n${USAGE}`);
    const shard = shardOption(shardText);
    const out = await Out.open(outFile, { inputs: p.positional, option: "--out" });
    try {
      await runShard(p.positional, out, { shard, jobs, setup: { basePath, secret } });
    } catch (e) {
      await out.abort();
      throw e;
    }
    return EXIT.ok;
  }
  const report = reportTargets(format, outFile, p.values.get("report") ?? [], USAGE);

  const parsedTargets = targets ? parseTargets(targets) : undefined;
  if (parsedTargets) {
    // A replay against the server that records into the file being judged would append to the input
    // while it is read; a replay of that file against another build is fine (issue 40).
    const urls = [parsedTargets.all, ...parsedTargets.byService.values()].filter((u): u is string => u !== undefined && !u.startsWith("stdio:"));
    for (const file of p.positional) {
      const pid = lockHolder(file);
      if (pid === undefined) continue;
      for (const url of urls) {
        const serves = recorderServes(pid, url);
        if (serves === false) continue;
        throw new UsageError(
          serves
            ? `${file} is being recorded by the process that serves --target ${url} (pid ${pid}): a replay against it would append to the file being judged; judge a copy of the file, or stop that recorder`
            : `${file} is being recorded by a running process (pid ${pid}), and it cannot be told whether that process serves --target ${url}: judge a copy of the file`,
        );
      }
    }
  }
  // Everything is checked before the report file is opened. An unusable file is in the report, and its message on stderr as soon as it is known.
  const { sink, outs } = await openReports(report, p.positional, p.flags.has("verbose"));
  const replayer = parsedTargets ? new Replayer(parsedTargets, { timeoutMs, signer, volatility: new Volatility() }) : undefined;
  const tty = stderrIsTty();
  const runner = new Runner({
    sink,
    basePath,
    signer,
    replayer,
    progress: (line) => process.stderr.write(`${maskPansInText(line)}\n`),
    progressEveryMs: tty ? 2000 : 10_000,
    jobs: { count: jobs, worker: { basePath, secret } },
  });
  try {
    const outcome = await runner.runFiles(p.positional);
    if (outcome.unusableFiles > 0) return EXIT.input;
    return outcome.summary.failed > 0 ? EXIT.findings : EXIT.ok;
  } catch (e) {
    for (const o of outs) await o.abort(); // a report cut short is not left behind as if complete
    throw e;
  } finally {
    await replayer?.close();
  }
}

/** `--shard I/N`: I from 1 to N (as the parts and merge's messages number them), N from 1 to MAX_SHARDS. */
function shardOption(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || count > MAX_SHARDS || index < 1 || index > count)
    throw new UsageError(`--shard takes I/N with N from 1 to ${MAX_SHARDS} and I from 1 to N (such as 2/3), not "${text}"\n${USAGE}`);
  return { index: index - 1, count };
}

/**
 * Workers when --jobs is not given, at most. The thread that orders the ranges settles and reports
 * every exchange (the sequence rules, the report): about a fifteenth of a worker's work per exchange
 * (tools/bench/RESULTS.md, "On every core": the ordering thread's CPU share), so past about fifteen
 * workers it is the bound and more threads only hold more memory.
 */
export const AUTO_JOBS_CAP = 16;

/**
 * Bytes of recording per worker when --jobs is not given. A worker is a V8 isolate of its own: it
 * starts and compiles the judging code again (about 0.5 s of CPU, measured against the same pass run
 * twice on one thread), so a split pays only when each worker has much more than that to judge. On
 * the 2-core machine, 100,000 exchanges (180 MB) ran slower on 2 workers than on one thread and
 * 500,000 (900 MB) 1.07 to 1.2 times faster; 128 MiB per worker keeps the first on one thread.
 */
export const AUTO_JOBS_BYTES_PER_WORKER = 128 * 1024 * 1024;

/** Shards at most (a typo such as --shard 1/30000 is refused). */
export const MAX_SHARDS = 4096;

/** `contracts merge PART...` (merge.ts): the command line's door to it, as this module is conform's. */
export async function merge(args: string[]): Promise<number> {
  return (await import("./merge.ts")).run(args);
}
