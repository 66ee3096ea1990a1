/**
 * `contracts probe --replay FINDING --target [SERVICE=]URL`: a probe finding run again against a
 * build, to confirm a fix (issue 40). The finding's JSON file (artifacts.ts) holds the minimal case
 * and the flow it ran; the case is run again as the probe ran it (runCase / runTerminalCase), with
 * new caller-chosen ids (every `${unique}` of the flow: merchant order ids, customer references,
 * refund ids, billing references), so the same stateful build takes it again without a reset, and
 * each answer is judged by the probe's own rules and the judge (the contract's expected outcome, not
 * the broken answer the finding recorded).
 *
 * Verdict: exit 1 when the sequence still fails (the same rule or another: both are printed), 0 when
 * it passes, 2 when the finding cannot be read or the case cannot be run against that build (a
 * threaded value missing, the target did not answer), 64 for a wrong command line.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { HTTP_SERVICES, type HttpServiceId } from "../contract/index.ts";
import { bridgeTransport, stdioTransport } from "../conform/index.ts";
import { InputError } from "../errors.ts";
import { isObject } from "../json.ts";
import type { Signer } from "../signing/x-verify.ts";
import { FINDING_FORMAT, type FindingFile } from "./artifacts.ts";
import { flowsOf, type Flow } from "./flows.ts";
import { type CaseOutcome, type ProbeCase, runCase } from "./sequence.ts";
import { runTerminalCase } from "./terminal-run.ts";

/** The finding's JSON file for a path to any of its files (.json, .har, .jsonl, .curl.sh). */
export function findingJsonOf(file: string): string {
  return file.replace(/\.(har|jsonl|curl\.sh)$/, ".json");
}

/** Read a finding's JSON file; an InputError (exit 2) names what is wrong. */
export function readFinding(file: string, flowsDir?: string): { finding: FindingFile; flow: Flow } {
  const json = findingJsonOf(file);
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(json, "utf8"));
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (e as Error).message.split("\n", 1)[0];
    throw new InputError(`probe --replay: cannot read the finding ${json}: ${why}; give the .json file \`contracts probe\` wrote beside the .har`);
  }
  if (!isObject(doc) || typeof doc.service !== "string" || typeof doc.flow !== "string" || !isObject(doc.case)) {
    throw new InputError(`probe --replay: ${json} is not a probe finding (no service, flow and case); give the .json file \`contracts probe\` wrote`);
  }
  if (doc.format !== undefined && doc.format !== FINDING_FORMAT) {
    throw new InputError(`probe --replay: ${json} is a finding of format ${JSON.stringify(doc.format)}; this version reads ${FINDING_FORMAT}`);
  }
  const finding = doc as unknown as FindingFile;
  // The flow as it was run (written into the finding); an older finding names it only: read from the flows file.
  let flow = isObject(finding.definition) && Array.isArray((finding.definition as Flow).steps) ? (finding.definition as Flow) : undefined;
  if (!flow) {
    flow = flowsOf(finding.service === "terminal" ? "terminal" : finding.service, flowsDir).flows.find((f) => f.id === finding.flow);
    if (!flow) throw new InputError(`probe --replay: ${json} names flow ${JSON.stringify(finding.flow)}, which the flows file does not have`);
  }
  const c = finding.case as ProbeCase;
  if (!Number.isInteger(c.at) || !Array.isArray(c.values) || !isObject(c.perturb)) throw new InputError(`probe --replay: ${json}: its case is incomplete`);
  return { finding, flow };
}

/** New caller-chosen ids for a replay: 6 characters (a terminal BillingRefNo is String(10) with its one-letter prefix), random. */
export function replayUnique(): string {
  return `R${BigInt(`0x${randomBytes(4).toString("hex")}`)
    .toString(36)
    .toUpperCase()
    .padStart(5, "0")
    .slice(-5)}`;
}

export interface ReplayTarget {
  /** The URL for the finding's service (an HTTP service's, or the terminal's: a bridge URL or stdio:COMMAND). */
  url: string;
  signer?: Signer | undefined;
  basic: string;
  timeoutMs?: number | undefined;
  maxWaitSeconds?: number | undefined;
}

/** Run a finding's case again against `target`: its outcome (failedAt set: it still fails; skipped: it could not run). */
export async function replayFinding(finding: FindingFile, flow: Flow, target: ReplayTarget, unique = replayUnique()): Promise<CaseOutcome> {
  const c = finding.case as ProbeCase;
  const timeoutMs = target.timeoutMs ?? 10_000;
  const maxWaitSeconds = target.maxWaitSeconds ?? 3;
  if (finding.service === "terminal") {
    const transport = target.url.startsWith("stdio:") ? stdioTransport(target.url.slice("stdio:".length), timeoutMs) : bridgeTransport(target.url, timeoutMs);
    try {
      return await runTerminalCase({ url: target.url, transport, maxWaitSeconds }, flow, c, unique);
    } finally {
      await transport.close();
    }
  }
  if (!(HTTP_SERVICES as readonly string[]).includes(finding.service))
    throw new InputError(`probe --replay: the finding's service ${JSON.stringify(finding.service)} is unknown`);
  return runCase(
    {
      service: finding.service as HttpServiceId,
      url: target.url,
      timeoutMs,
      creds: { basic: target.basic, signer: target.signer ?? (() => "") },
      maxWaitSeconds,
    },
    flow,
    c,
    unique,
  );
}

/** One line on a replay's verdict (for the command's standard error). */
export function verdictLine(file: string, finding: FindingFile, o: CaseOutcome): string {
  const name = path.basename(findingJsonOf(file));
  if (o.skipped) return `probe --replay ${name}: could not run the sequence: ${o.skipped}`;
  if (o.failedAt === undefined)
    return `probe --replay ${name}: passes: ${o.exchanges.length} exchange(s), no finding (was ${finding.rule}); the fault is fixed`;
  const rules = [...new Set(o.violations.map((v) => v.rule))].join(", ");
  const same = o.violations.some((v) => v.rule === finding.rule);
  return `probe --replay ${name}: still fails at ${o.exchanges[o.failedAt]!.label} (${rules}${same ? "" : `; was ${finding.rule}`}): the contract expects ${finding.expected?.answer ?? "what the finding's rule says"}`;
}
