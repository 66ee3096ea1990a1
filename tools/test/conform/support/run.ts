/**
 * Running `contracts conform` in-process for tests: the command's own `run(args)` with the JSON
 * report written to a temporary file, and stderr captured.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { run } from "../../../src/conform/command.ts";
import type { Report } from "../../../src/judge/model.ts";

export interface CliRun {
  exit: number;
  report: Report & { unusable?: Array<{ file: string; message: string }> };
  stderr: string;
  /** The raw report text (for leak scans). */
  text: string;
}

export async function conform(args: string[], format: "json" | "text" | "junit" = "json"): Promise<CliRun> {
  const dir = mkdtempSync(path.join(tmpdir(), "conform-test-"));
  const out = path.join(dir, "report");
  let stderr = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  });
  try {
    const exit = await run([...args, "--format", format, "--out", out]);
    const text = readFileSync(out, "utf8");
    return { exit, report: format === "json" ? (JSON.parse(text) as CliRun["report"]) : ({} as CliRun["report"]), stderr, text };
  } finally {
    spy.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Rule ids per index, sorted and unique. */
export function verdicts(report: Report): Map<number, { ok: boolean; rules: string[] }> {
  const m = new Map<number, { ok: boolean; rules: string[] }>();
  for (const r of report.results) m.set(r.index, { ok: r.ok, rules: [...new Set(r.violations.map((v) => v.rule))].sort() });
  return m;
}
