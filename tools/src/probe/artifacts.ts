/**
 * A finding written as a minimal reproducible sequence: the HAR (HTTP) or JSON Lines (terminal) of
 * its exchanges (which `contracts conform FILE --target URL` replays), the curl of its last request, and the seed and
 * case that produce it again (`contracts probe --seed N`). A credential given by the user is
 * replaced in all three; the probe's own synthetic credential and the tokens the target issued to
 * it in the run are kept so that the replay authenticates.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { maskPansInText } from "../mask.ts";
import { writeOutput } from "../output.ts";
import type { Finding } from "./engine.ts";
import { recordingText, type SentExchange } from "./sequence.ts";

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
  const steps = f.outcome.exchanges.map((x) => ({ step: x.label, operation: x.operation, variant: x.variant, status: x.status }));
  await writeOutput(
    meta,
    clean(
      `${JSON.stringify({ service: f.service, flow: f.flow, seed: f.seed, rule: f.rule, case: f.probeCase, sequence: steps, violations: f.outcome.violations }, null, 1)}\n`,
    ),
    options,
  );
  return { har, curl, meta };
}
