/**
 * `contracts conform FILE... [--target URL|stdio:COMMAND] [--base-path PREFIX] [--secret HEX | --secret-file FILE]
 *  [--format text|json|junit] [--out FILE] [--report FORMAT=FILE]... [--timeout MS] [--jobs N] [--verbose]`
 *
 * Exit codes: 0 every exchange conforms, 1 a violation, 2 an unusable input file, 64 usage.
 */
import { EXIT, UsageError } from "../errors.ts";
import { stderrIsTty } from "../process/tty.ts";
import { maskPansInText } from "../mask.ts";
import { jobsOption, judgingOptions } from "./args.ts";
import { parseArgs, single } from "../cli-args.ts";
import { parseTargets, Replayer } from "./replay/replayer.ts";
import { Volatility } from "./replay/volatile.ts";
import { JsonSink } from "./report/json.ts";
import { JunitSink } from "./report/junit.ts";
import { noticeUnusable, printUnusable, teeSink, type Format, type ReportSink } from "./report/sink.ts";
import { TextSink } from "./report/text.ts";
import { Out } from "../output.ts";
import { Runner } from "./runner.ts";
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
  FILE          HAR 1.2 (.har) or JSON Lines (.jsonl: {"service", "request", "response"} per line)
  --target      replay the requests against a live build (repeat as SERVICE=URL per service)
  --base-path   path prefix in front of the contract paths in the recording (inferred when absent)
  --secret      merchant secret (hex) to verify x-verify (and re-sign replayed create orders); visible in ps:
                prefer --secret-file FILE (its first line) or the environment variable CONTRACTS_SECRET
  --format      report format (default text); --out writes it to a file instead of stdout
  --report      also write a report in FORMAT (text, json, junit) to FILE, from the same run (repeatable)
  --timeout     per-exchange replay timeout in milliseconds (default 10000)
  --jobs        judge on N worker threads (1 to 64); reports are the same as with one. Default: every
                core for recordings of 64 MiB or more, else one; a replay (--target) always runs on one`;

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(
    args,
    { values: ["target", "base-path", "secret", "secret-file", "format", "out", "report", "timeout", "jobs"], flags: ["verbose", "help"] },
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
  const jobs = jobsOption(p, USAGE, p.positional);
  const timeoutText = single(p, "timeout", USAGE);
  const timeoutMs = timeoutText === undefined ? 10_000 : Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be a positive number of milliseconds`);
  const targets = p.values.get("target");
  const outFile = single(p, "out", USAGE);
  const extra = (p.values.get("report") ?? []).map((v) => reportOption(v));
  const files = [...(outFile ? [outFile] : []), ...extra.map((r) => r.file)];
  const twice = files.find((f, i) => files.indexOf(f) !== i);
  if (twice !== undefined) throw new UsageError(`${twice} is named by more than one of --out and --report: give each report its own file`);

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
  // Everything is checked before the report file is opened.
  const outs: Out[] = [];
  const sinks: ReportSink[] = [];
  try {
    for (const r of [{ format, file: outFile, option: "--out" }, ...extra.map((x) => ({ ...x, option: "--report" }))]) {
      const o = r.file === undefined ? Out.stdout() : await Out.open(r.file, { inputs: p.positional, option: r.option });
      outs.push(o);
      sinks.push(sinkFor(r.format, o, p.flags.has("verbose")));
    }
  } catch (e) {
    for (const o of outs) await o.abort();
    throw e;
  }
  const report = teeSink(sinks);
  // An unusable file is in the report, and its message on stderr as soon as it is known.
  const sink = noticeUnusable(report, printUnusable);
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

const FORMATS: readonly Format[] = ["text", "json", "junit"];

/** `--report FORMAT=FILE`. */
function reportOption(value: string): { format: Format; file: string } {
  const eq = value.indexOf("=");
  const format = value.slice(0, eq) as Format;
  if (eq <= 0 || eq === value.length - 1 || !FORMATS.includes(format)) {
    throw new UsageError(`--report takes FORMAT=FILE with FORMAT text, json or junit, not "${value}"\n${USAGE}`);
  }
  return { format, file: value.slice(eq + 1) };
}

function sinkFor(format: Format, out: Out, verbose: boolean): ReportSink {
  return format === "json" ? new JsonSink(out) : format === "junit" ? new JunitSink(out) : new TextSink(out, verbose);
}
