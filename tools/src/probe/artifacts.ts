/**
 * A finding written as a minimal reproducible sequence: the HAR (HTTP) or JSON Lines (terminal) of
 * its exchanges (what was sent and answered), the curl of its last request, and a JSON file with the
 * seed, the minimal case, the flow, and the outcome the contract expects of the failing exchange
 * (never the build's broken answer). `contracts probe --replay FILE.json --target URL` (replay.ts)
 * runs the case again with new caller-chosen ids and the probe's own rules: it fails while the fault
 * is there and passes once it is fixed, without a reset of the build between runs. (`contracts
 * conform FILE.har --target URL` compares the live answers with the recorded broken ones, so it
 * cannot confirm a fix.) A credential given by the user is
 * replaced in all three; the probe's own synthetic credential and the tokens the target issued to
 * it in the run are kept so that the replay authenticates.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { maskPansInText } from "../mask.ts";
import { writeOutput } from "../output.ts";
import type { Violation } from "../judge/index.ts";
import type { Finding } from "./engine.ts";
import type { Flow } from "./flows.ts";
import { recordingText, type ProbeCase, type SentExchange } from "./sequence.ts";

/** The probe's own Basic credential (synthetic: it opens nothing but a sandbox that accepts any). */
export const PROBE_BASIC = "probe:probe-password";

export interface WrittenFinding {
  har: string;
  curl: string;
  meta: string;
}

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** The command that sends an exchange's request again: curl (HTTP, or the terminal bridge), or the stdio command fed its line. */
export function curlOf(x: SentExchange): string {
  if (x.format === "jsonl") {
    const envelope = JSON.stringify({ service: x.request.path, request: x.request.body });
    if (x.url.startsWith("stdio:")) return `printf '%s\\n' ${quote(envelope)} | ${x.url.slice("stdio:".length)}`;
    return ["curl", "-sS", "-X", "POST", quote(x.url), "-H", quote("content-type: application/json"), "--data-binary", quote(envelope)].join(" ");
  }
  const parts = ["curl", "-sS", "-X", x.request.method, quote(x.url)];
  for (const [k, v] of Object.entries(x.request.headers)) parts.push("-H", quote(`${k}: ${v}`));
  if (x.request.text !== undefined && x.request.method !== "GET") parts.push("--data-binary", quote(x.request.text));
  return parts.join(" ");
}

/** Write a finding's files into `dir`; `secrets` are texts replaced by [REDACTED] wherever they appear. */
export async function writeFinding(dir: string, f: Finding, n: number, secrets: readonly string[]): Promise<WrittenFinding> {
  await mkdir(dir, { recursive: true });
  const options = { option: "--findings" };
  const base = path.join(dir, `${String(n).padStart(2, "0")}-${f.service}-${f.flow}-${f.rule}`);
  const clean = (text: string): string => {
    let t = text;
    for (const s of secrets) if (s) t = t.split(s).join("[REDACTED]");
    return maskPansInText(t);
  };
  const jsonl = f.outcome.exchanges[0]?.format === "jsonl";
  const har = `${base}.${jsonl ? "jsonl" : "har"}`;
  await writeOutput(har, clean(jsonl ? recordingText(f.outcome.exchanges) : `${recordingText(f.outcome.exchanges)}\n`), options);
  const last = f.outcome.exchanges[f.outcome.exchanges.length - 1]!;
  const curl = `${base}.curl.sh`;
  await writeOutput(
    curl,
    clean(`#!/bin/sh\n# The last request of the minimal sequence (${f.rule}); the earlier ones are in ${path.basename(har)}.\n${curlOf(last)}\n`),
    options,
  );
  const meta = `${base}.json`;
  const steps = f.outcome.exchanges.map((x) => ({
    step: x.label,
    operation: x.operation,
    variant: x.variant,
    status: x.status,
    ...(x.absent?.length ? { absent: x.absent } : {}),
  }));
  const finding: FindingFile = {
    format: FINDING_FORMAT,
    service: f.service,
    flow: f.flow,
    seed: f.seed,
    rule: f.rule,
    case: f.probeCase,
    sequence: steps,
    expected: expectedOutcome(f),
    violations: f.outcome.violations,
    ...(f.definition ? { definition: f.definition } : {}),
    replay: `contracts probe --replay ${meta} --target ${f.service === "terminal" ? "terminal=URL" : `${f.service}=URL`}${f.service === "optimizer" ? " --secret-file FILE" : ""}`,
  };
  await writeOutput(meta, clean(`${JSON.stringify(finding, null, 1)}\n`), options);
  return { har, curl, meta };
}

/** The version of a finding's JSON file (`format`); `contracts probe --replay` reads this one. */
export const FINDING_FORMAT = "probe-finding/1";

/** A finding's JSON file: what `contracts probe --replay FILE` runs again. */
export interface FindingFile {
  format: typeof FINDING_FORMAT;
  service: string;
  flow: string;
  seed: number;
  rule: string;
  /** The minimal case: run again with new caller-chosen ids (`${unique}`), it rebuilds the sequence against any build. */
  case: ProbeCase;
  sequence: Array<{ step: string; operation: string; variant: string; status: number; absent?: string[] }>;
  /** What the contract expects of the failing exchange: never the build's broken answer. */
  expected: ExpectedOutcome;
  /** The findings as seen (their `actual` is the build's answer then). */
  violations: Violation[];
  /** The flow as it was run. */
  definition?: Flow;
  /** How to replay it. */
  replay: string;
}

export interface ExpectedOutcome {
  step: string;
  operation: string;
  variant: string;
  /** The answer the contract and the documented flow call for: an acceptance or a refusal. */
  answer: string;
  /** Per finding: the rule, where, and the contract's expected value there. */
  checks: Array<{ rule: string; pointer: string; expected: string }>;
}

/** The contract's expectation of a finding's failing exchange (from the request sent and the rules broken, never from the answer). */
export function expectedOutcome(f: Finding): ExpectedOutcome {
  const xs = f.outcome.exchanges;
  const x = xs[f.outcome.failedAt ?? xs.length - 1]!;
  const refusal = x.variant !== "valid" || x.expect === "refused";
  const answer = x.variant.startsWith("auth:")
    ? "a refusal: 401 or 403 (a credential or signature the build must check)"
    : x.format === "har"
      ? refusal
        ? "a refusal (4xx), no 5xx"
        : "an acceptance (2xx) whose answer matches the contract"
      : refusal
        ? "a refusal (a ResponseCode other than 0 and 100)"
        : "an acceptance (ResponseCode 0 or 100) whose reply matches the contract";
  return {
    step: x.label,
    operation: x.operation,
    variant: x.variant,
    answer,
    checks: f.outcome.violations.map((v) => ({ rule: v.rule, pointer: v.pointer, expected: v.expected })),
  };
}
