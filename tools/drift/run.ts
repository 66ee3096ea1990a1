/**
 * `contracts conform` run on each recording as a user runs it in this repository:
 * `npm run -s contracts -- conform FILE --format json`, started in the folder that holds the
 * recordings, with the file given relative to it.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { SourceRecording } from "./recordings.ts";

/** The parts of a finding the drift summary reads: the rule id and the structured fields, never the wording. */
export interface Finding {
  rule: string;
  level?: string;
  pointer: string;
  expected: string;
  actual: string;
}

export interface ConformResult {
  index: number;
  ok: boolean;
  violations: Finding[];
}

export interface SourceReport {
  recording: SourceRecording;
  exit: number;
  results: ConformResult[];
}

/**
 * Write each recording into `folder` and judge it with the CLI; an exit other than 0 or 1 is an error.
 * `extraEnv` reaches the CLI (the test passes CONTRACTS_FROM_SOURCE=1: tools/dist may be rebuilt meanwhile).
 */
export function conformAll(recordings: SourceRecording[], folder: string, extraEnv: Record<string, string> = {}): SourceReport[] {
  // The variables of an enclosing `npm run` would mislead the inner one.
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith("npm_") && k !== "INIT_CWD")), ...extraEnv };
  return recordings.map((recording) => {
    writeFileSync(path.join(folder, recording.file), recording.content);
    const r = spawnSync("npm", ["run", "-s", "contracts", "--", "conform", recording.file, "--format", "json"], {
      cwd: folder,
      env,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    });
    if (r.status !== 0 && r.status !== 1) {
      throw new Error(`contracts conform ${recording.file} exited ${r.status ?? r.signal}: ${r.stderr.split("\n", 1)[0]}`);
    }
    const report = JSON.parse(r.stdout) as { results: ConformResult[] };
    return { recording, exit: r.status, results: report.results };
  });
}
