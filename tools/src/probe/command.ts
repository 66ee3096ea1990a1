/**
 * `contracts probe --target [SERVICE=]URL [--seed N] [--budget N|DURATION] [--secret HEX | --secret-file FILE]
 *  [--basic USER:PASSWORD] [--findings DIR] [--flows DIR] [--format text|json|junit] [--out FILE]`
 *
 * Exit codes (conform's): 0 nothing found, 1 a finding, 2 unusable target or flows, 64 usage.
 */
import { HTTP_SERVICES, type HttpServiceId } from "../contract/index.ts";
import { EXIT, InputError, UsageError } from "../errors.ts";
import { parseArgs, single } from "../cli-args.ts";
import {
  bridgeTransport,
  judgingOptions,
  JsonSink,
  JunitSink,
  parseTargets,
  stdioTransport,
  TextSink,
  type Format,
  type ReportSink,
} from "../conform/index.ts";
import { maskPansInText } from "../mask.ts";
import { Out } from "../output.ts";
import { PROBE_BASIC, writeFinding } from "./artifacts.ts";
import { probeHttp, probeTerminal, type Budget, type Finding, type RunResult } from "./engine.ts";
import { flowsOf, FLOWS_DIR } from "./flows.ts";
import { readFinding, replayFinding, verdictLine } from "./replay.ts";

export const USAGE = `usage: contracts probe --target [SERVICE=]URL... [--seed N] [--budget N|DURATION]
                       [--secret HEX | --secret-file FILE] [--basic USER:PASSWORD] [--findings DIR]
                       [--flows DIR] [--format text|json|junit] [--out FILE]
       contracts probe --replay FINDING --target [SERVICE=]URL [--secret-file FILE] [--basic USER:PASSWORD]
  --replay      a finding's file (NN-....json, or its .har): its minimal sequence run again with new ids
                (no reset needed) and the probe's rules; exit 1 while the fault is there, 0 once it is fixed
  --target      a live build: URL (every HTTP service there) or SERVICE=URL (affordability, optimizer);
                terminal=URL (the simulator's HTTP bridge) or terminal=stdio:COMMAND for both terminal apps
  --seed        the seed of the generated cases (default: random, printed); same seed, same cases
  --budget      N sequences, or a duration (90s, 2m, 500ms) for the whole run (default 200)
  --secret      merchant secret (hex) to sign create order's x-verify and verify the refund's; or
                --secret-file FILE, or the environment variable CONTRACTS_SECRET (needed for the optimizer)
  --basic       the optimizer's Basic credential (default: the probe's own synthetic one)
  --findings    where each finding's minimal sequence is written: HAR, curl, seed (default probe-findings)
  --flows       the flows folder (default conformance/flows)`;

/** `--budget`: a number of sequences, or a duration. */
export function parseBudget(text: string): Budget {
  if (/^\d+$/.test(text) && Number(text) > 0) return { runs: Number(text) };
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(text);
  if (!m || Number(m[1]) <= 0) throw new UsageError(`--budget takes a number of sequences (200) or a duration (60s, 2m, 500ms), not "${text}"\n${USAGE}`);
  const n = Number(m[1]);
  return { ms: Math.round(m[2] === "ms" ? n : m[2] === "s" ? n * 1000 : n * 60_000) };
}

/**
 * A target that answered nothing is unusable (exit 2), not a pass: whether its exchanges went
 * unanswered, its cases were abandoned at the budget's deadline, or no exchange could be sent at all.
 */
function unanswered(result: RunResult, service: string, url: string): void {
  if (result.answered > 0) return;
  if (result.exchanges > 0 || result.abandoned > 0) {
    const abandoned = result.abandoned > 0 ? `, ${result.abandoned} case(s) abandoned at the budget's deadline` : "";
    throw new InputError(
      `probe: ${service} at ${url} did not answer (${result.exchanges} exchange(s) sent, none answered${abandoned}); start the build or check --target`,
    );
  }
  const why = result.skippedWhy.length > 0 ? `: ${result.skippedWhy.join("; ")}` : "";
  throw new InputError(`probe: ${service} at ${url}: no exchange was sent, so nothing was answered${why}; give a larger --budget or check --flows`);
}

/** The longest one exchange may wait for its answer. */
export const EXCHANGE_TIMEOUT_MS = 10_000;
/** The shortest exchange timeout a time budget may shrink it to. */
export const MIN_EXCHANGE_TIMEOUT_MS = 1000;
/** The part of a time budget the cases may use; the rest is for stopping targets and writing the report. */
const RUN_SHARE = 0.95;

/**
 * The exchange timeout for a time budget's share `shareMs`: a third of it (so that a silent target
 * still leaves time for the cases after its first), between MIN_EXCHANGE_TIMEOUT_MS and
 * EXCHANGE_TIMEOUT_MS, and never past `deadline` (epoch ms): what is in flight at the deadline ends there.
 */
export function exchangeTimeout(shareMs: number | undefined, deadline: number | undefined): () => number {
  const base = shareMs === undefined ? EXCHANGE_TIMEOUT_MS : Math.min(EXCHANGE_TIMEOUT_MS, Math.max(MIN_EXCHANGE_TIMEOUT_MS, Math.floor(shareMs / 3)));
  return () => (deadline === undefined ? base : Math.max(1, Math.min(base, deadline - Date.now())));
}

function sinkFor(format: Format, out: Out): ReportSink {
  return format === "json" ? new JsonSink(out) : format === "junit" ? new JunitSink(out) : new TextSink(out, false);
}

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(
    args,
    { values: ["target", "seed", "budget", "secret", "secret-file", "basic", "findings", "flows", "format", "out", "replay"], flags: ["help"] },
    USAGE,
  );
  if (p.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (p.positional.length > 0) throw new UsageError(`probe takes no file arguments\n${USAGE}`);
  const targetValues = p.values.get("target");
  if (!targetValues) throw new UsageError(`--target is required\n${USAGE}`);
  const targets = parseTargets(targetValues);
  const format = (single(p, "format", USAGE) ?? "text") as Format;
  if (!["text", "json", "junit"].includes(format)) throw new UsageError(`--format must be text, json or junit\n${USAGE}`);
  const replay = single(p, "replay", USAGE);
  if (replay !== undefined) return replayCommand(p, replay, targets, format);
  const seedText = single(p, "seed", USAGE);
  if (seedText !== undefined && !/^-?\d+$/.test(seedText)) throw new UsageError(`--seed must be a whole number`);
  const seed = seedText === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(seedText);
  const budget = parseBudget(single(p, "budget", USAGE) ?? "200");
  const { signer } = judgingOptions(p, USAGE);
  const basic = single(p, "basic", USAGE) ?? PROBE_BASIC;
  if (!/^[^:]+:.+$/.test(basic)) throw new UsageError(`--basic takes USER:PASSWORD`);
  const findingsDir = single(p, "findings", USAGE) ?? "probe-findings";
  const flowsDir = single(p, "flows", USAGE) ?? FLOWS_DIR;

  const services: Array<{ service: HttpServiceId; url: string }> = [];
  for (const s of HTTP_SERVICES) {
    const url = targets.byService.get(s) ?? (targets.all?.startsWith("stdio:") ? undefined : targets.all);
    if (url !== undefined) services.push({ service: s, url });
  }
  if (services.some((s) => s.url.startsWith("stdio:"))) throw new UsageError(`probe: an HTTP service's target is a URL, not stdio:COMMAND\n${USAGE}`);
  // Both terminal apps answer on one target (the simulator's bridge, or a stdio command reading envelopes).
  const terminalUrl = targets.byService.get("terminal") ?? targets.byService.get("mobile") ?? (targets.all?.startsWith("stdio:") ? targets.all : undefined);
  if (services.some((s) => s.service === "optimizer") && !signer) {
    throw new UsageError("probe: the optimizer's create order is signed: give the merchant secret (--secret-file FILE, --secret HEX or CONTRACTS_SECRET)");
  }
  const flows = services.map((s) => ({ ...s, file: flowsOf(s.service, flowsDir) })); // InputError (exit 2) on a bad file
  const terminalFlows = terminalUrl === undefined ? undefined : flowsOf("terminal", flowsDir);

  const outFile = single(p, "out", USAGE);
  const out = outFile === undefined ? Out.stdout() : await Out.open(outFile, { option: "--out" });
  const sink = sinkFor(format, out);
  process.stderr.write(`probe: seed ${seed} (give --seed ${seed} to run the same cases again)\n`);
  const parts = flows.length + (terminalFlows ? 1 : 0);
  // A time budget is a deadline: the parts (each HTTP service, the terminal apps) share what is left
  // of it one after the other, each exchange's timeout shrinks to fit its part, and what is in
  // flight at a part's deadline is abandoned there (engine.ts).
  const runEnd = budget.ms === undefined ? undefined : Date.now() + Math.floor(budget.ms * RUN_SHARE);
  let partsLeft = parts;
  const nextShare = (): { share: Budget; deadline: number | undefined } => {
    if (runEnd === undefined) return { share: budget, deadline: undefined };
    const ms = Math.max(1, Math.floor((runEnd - Date.now()) / partsLeft--));
    return { share: { ms }, deadline: Date.now() + ms };
  };
  const progress = (line: string): void => void process.stderr.write(`${maskPansInText(line)}\n`);
  const findings: Finding[] = [];
  let exchanges = 0;
  try {
    for (const f of flows) {
      const { share, deadline } = nextShare();
      const timeout = exchangeTimeout(share.ms, deadline);
      const maxWait = (): number => (deadline === undefined ? 3 : Math.min(3, Math.floor((deadline - Date.now()) / 1000)));
      const target = {
        service: f.service,
        url: f.url,
        creds: { basic, signer: signer ?? (() => "") },
        get timeoutMs() {
          return timeout();
        },
        get maxWaitSeconds() {
          return maxWait();
        },
      };
      const result = await probeHttp(target, f.file.flows, { seed, budget: share, progress });
      exchanges += result.exchanges;
      unanswered(result, f.service, f.url);
      findings.push(...result.findings);
    }
    if (terminalFlows && terminalUrl !== undefined) {
      const { share, deadline } = nextShare();
      const timeout = exchangeTimeout(share.ms, deadline);
      // Stopping a stdio target that ignores SIGTERM waits at most 5 % of the budget before SIGKILL.
      const graceMs = budget.ms === undefined ? undefined : Math.max(100, Math.min(2000, Math.floor(budget.ms * 0.05)));
      const transport = terminalUrl.startsWith("stdio:")
        ? stdioTransport(terminalUrl.slice("stdio:".length), timeout, { graceMs })
        : bridgeTransport(terminalUrl, timeout);
      try {
        const target = {
          url: terminalUrl,
          transport,
          get maxWaitSeconds() {
            return deadline === undefined ? 3 : Math.min(3, Math.floor((deadline - Date.now()) / 1000));
          },
        };
        const result = await probeTerminal(target, terminalFlows.flows, { seed, budget: share, progress });
        exchanges += result.exchanges;
        unanswered(result, "terminal", terminalUrl);
        findings.push(...result.findings);
      } finally {
        await transport.close();
      }
    }
    const secrets = basic === PROBE_BASIC ? [] : [basic, Buffer.from(basic).toString("base64")];
    const file = "probe";
    sink.fileStart(file);
    for (const [n, f] of findings.entries()) {
      const written = await writeFinding(findingsDir, f, n + 1, secrets);
      const last = f.outcome.exchanges[f.outcome.exchanges.length - 1]!;
      const violations = f.outcome.violations.map((v) => ({
        ...v,
        message: `${v.message} [${f.service} flow ${f.flow}, seed ${seed}, minimal sequence of ${f.outcome.exchanges.length}: ${written.har}; curl: ${written.curl}]`,
      }));
      await sink.result({ file: written.har, index: f.outcome.exchanges.length - 1, operation: last.operation, ok: false, violations });
    }
    await sink.fileEnd(file);
    await sink.end({ exchanges, passed: exchanges - findings.length, failed: findings.length, warnings: 0 });
  } catch (e) {
    await out.abort();
    throw e;
  }
  return findings.length > 0 ? EXIT.findings : EXIT.ok;
}

/** `--replay FINDING`: the finding's sequence run again against the target (replay.ts); its verdict as the exit code. */
async function replayCommand(p: ReturnType<typeof parseArgs>, file: string, targets: ReturnType<typeof parseTargets>, format: Format): Promise<number> {
  for (const v of ["seed", "budget", "findings"])
    if (p.values.has(v)) throw new UsageError(`--replay runs the finding's own case: --${v} does not apply\n${USAGE}`);
  const { finding, flow } = readFinding(file, single(p, "flows", USAGE) ?? FLOWS_DIR);
  const service = finding.service;
  const url =
    service === "terminal"
      ? (targets.byService.get("terminal") ?? targets.byService.get("mobile") ?? targets.all)
      : (targets.byService.get(service) ?? (targets.all?.startsWith("stdio:") ? undefined : targets.all));
  if (url === undefined) throw new UsageError(`probe --replay: the finding is the ${service}'s: give --target ${service}=URL\n${USAGE}`);
  const { signer } = judgingOptions(p, USAGE);
  if (service === "optimizer" && !signer) {
    throw new UsageError(
      "probe --replay: the optimizer's create order is signed: give the merchant secret (--secret-file FILE, --secret HEX or CONTRACTS_SECRET)",
    );
  }
  const basic = single(p, "basic", USAGE) ?? PROBE_BASIC;
  const outcome = await replayFinding(finding, flow, { url, signer, basic });
  if (outcome.failedAt === 0 && outcome.violations[0]?.rule === "probe-no-answer") {
    throw new InputError(`probe --replay: ${service} at ${url} did not answer; start the build or check --target`);
  }
  process.stderr.write(`${maskPansInText(verdictLine(file, finding, outcome))}\n`);
  if (outcome.skipped) return EXIT.input;
  const outFile = single(p, "out", USAGE);
  const out = outFile === undefined ? Out.stdout() : await Out.open(outFile, { option: "--out" });
  const sink = sinkFor(format, out);
  try {
    sink.fileStart(file);
    for (const [i, x] of outcome.exchanges.entries()) {
      const violations = i === outcome.failedAt ? outcome.violations : [];
      await sink.result({ file, index: i, operation: x.operation, ok: violations.length === 0, violations });
    }
    await sink.fileEnd(file);
    const failed = outcome.failedAt === undefined ? 0 : 1;
    await sink.end({ exchanges: outcome.exchanges.length, passed: outcome.exchanges.length - failed, failed, warnings: 0 });
  } catch (e) {
    await out.abort();
    throw e;
  }
  return outcome.failedAt === undefined ? EXIT.ok : EXIT.findings;
}
