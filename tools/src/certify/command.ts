/**
 * `contracts certify RECORDING... --plan NAME|FILE [--format text|json|junit|markdown|html]
 *  [--out FILE] [--base-path PREFIX] [--secret HEX | --secret-file FILE] [--jobs N]`
 *
 * Judges the recordings with the checks of `contracts conform`, then gives each scenario of the plan
 * a status (passed, failed, missing). Exit codes: 0 every required scenario passed, 1 otherwise,
 * 2 a recording or the plan cannot be used, 64 usage.
 */
import { stat } from "node:fs/promises";
import { EXIT, InputError, UsageError } from "../errors.ts";
import { refuseInputs, writeOutput } from "../output.ts";
import { jobsOption, judgingOptions, printUnusable } from "../conform/index.ts";
import { parseArgs, single } from "../cli-args.ts";
import { FORMATS, isFormat } from "./format/index.ts";
import { certify } from "./judge.ts";
import { loadPlan, planNames, resolvePlan } from "./plan.ts";

export const USAGE = `usage: contracts certify RECORDING... --plan NAME|FILE [--format text|json|junit|markdown|html] [--out FILE]
                         [--base-path PREFIX] [--secret HEX | --secret-file FILE] [--jobs N]
  RECORDING     HAR 1.2 (.har) of an HTTP service, or JSON Lines (.jsonl) of a terminal app
  --plan        a plan of conformance/plans (${planNames().join(", ")}) or a plan file
  --format      report format (default text); --out writes it to a file instead of stdout
  --base-path   path prefix in front of the contract paths in the recording (as for conform)
  --secret      merchant secret (hex) to verify create order's x-verify (as for conform); visible in ps:
                prefer --secret-file FILE (its first line) or the environment variable CONTRACTS_SECRET
  --jobs        judge on N worker threads, as conform --jobs (the same certificate as with one; default:
                every core for recordings of 64 MiB or more, else one)`;

/**
 * Bytes of recordings one certify run reads at most: unlike conform, which streams, certify keeps
 * every exchange to match the plan's chains, under the same heap limit (tools/src/cli/heap.ts);
 * 46 MB of terminal JSON Lines (20,000 sale + Get Status pairs) peaked at 212 MB RSS.
 */
export const RECORDING_BYTES = 64 * 1024 * 1024;

/** Refuse recordings that together exceed RECORDING_BYTES (files that cannot be read are the runner's to report). */
async function checkRecordingSize(files: string[]): Promise<void> {
  let total = 0;
  for (const file of files) {
    const s = await stat(file).catch(() => undefined);
    if (s?.isFile()) total += s.size;
    if (total > RECORDING_BYTES) {
      throw new InputError(
        `certify: ${file}: the recordings given hold more than ${RECORDING_BYTES} bytes, the most certify reads in one run (limit); certify a shorter recording (contracts conform has no such limit)`,
      );
    }
  }
}

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(args, { values: ["plan", "format", "out", "base-path", "secret", "secret-file", "jobs"], flags: ["help"] }, USAGE);
  if (p.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (p.positional.length === 0) throw new UsageError(`no recording given\n${USAGE}`);
  const planArg = single(p, "plan", USAGE);
  if (planArg === undefined) throw new UsageError(`--plan is required\n${USAGE}`);
  const format = single(p, "format", USAGE) ?? "text";
  if (!isFormat(format)) throw new UsageError(`--format must be text, json, junit, markdown or html\n${USAGE}`);
  const { basePath, signer, secret } = judgingOptions(p, USAGE);
  const jobs = jobsOption(p, USAGE, p.positional);
  const outFile = single(p, "out", USAGE);
  const planFile = resolvePlan(planArg);
  // The one output policy (output.ts): the report never replaces a recording or the plan (exit 64, before anything is read).
  const output = { inputs: [...p.positional, planFile], option: "--out" };
  if (outFile) await refuseInputs(outFile, output);
  const loaded = loadPlan(planFile);
  await checkRecordingSize(p.positional);
  const report = await certify(p.positional, loaded, { basePath, signer, onUnusable: printUnusable, jobs: { count: jobs, worker: { basePath, secret } } });
  const text = FORMATS[format](report);
  if (outFile) await writeOutput(outFile, text, output);
  else process.stdout.write(text);
  if (report.unusable.length > 0) return EXIT.input;
  return report.verdict === "passed" ? EXIT.ok : EXIT.findings;
}
