// The conformance benchmark's signed and mixed recordings (tools/bench/recording/variants.ts): the
// --secret pass is meaningful only if every signature the generator writes verifies, and the mixed
// pass only if its defects are findings (most of them: some defects are no contract violation).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateRecording } from "../../bench/recording/generate.ts";
import { run } from "../../src/conform/command.ts";

const dir = mkdtempSync(path.join(tmpdir(), "bench-variants-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SECRET = "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";

async function judged(files: string[], args: string[] = []) {
  const out = path.join(dir, "report.json");
  const exit = await run([...files, ...args, "--format", "json", "--out", out, "--jobs", "1"]);
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    summary: { exchanges: number; failed: number };
    results: Array<{ violations: Array<{ rule: string }> }>;
  };
  return { exit, report, rules: new Set(report.results.flatMap((r) => r.violations.map((v) => v.rule))) };
}

describe("the bench generator's variants", () => {
  it("signs every x-verify under the secret: conform --secret passes them all, and fails them under another secret", async () => {
    const files = generateRecording({ dir: path.join(dir, "signed"), exchanges: 900, secret: SECRET }).map((f) => f.file);
    const right = await judged(files, ["--secret", SECRET]);
    expect(right.exit).toBe(0);
    expect(right.report.summary.exchanges).toBe(900);
    const wrong = await judged(files, ["--secret", "aa".repeat(32)]);
    expect(wrong.rules).toEqual(new Set(["x-verify-mismatch"]));
    expect(wrong.report.summary.failed).toBeGreaterThan(0);
  });

  it("breaks about the share asked for, in both formats, with findings of several kinds", async () => {
    const files = generateRecording({ dir: path.join(dir, "mixed"), exchanges: 1500, brokenShare: 0.49 }).map((f) => f.file);
    const { report, rules } = await judged(files);
    const share = report.summary.failed / report.summary.exchanges;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.49 + 0.02);
    for (const rule of ["response-schema", "undocumented-status", "credentials-missing", "message-schema"]) expect(rules, rule).toContain(rule);
    const clean = await judged(generateRecording({ dir: path.join(dir, "clean"), exchanges: 1500 }).map((f) => f.file));
    expect(clean.report.summary.failed).toBe(0);
  });
});
