// `conform --report FORMAT=FILE` (repeatable): several reports from one run, each the same as the report
// that format gives alone; bad or clashing report options are usage errors (exit 64) and nothing is written.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXIT } from "../../src/errors.ts";
import { entry } from "../support/entry.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const FAILING = path.join(ROOT, "conformance/cases/optimizer/get-customer-without-basic.har");

function contracts(...args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The parts of a report that do not depend on when it was written. */
const stable = (text: string): string =>
  text
    .replace(/"(elapsed_ms|started|finished|generated_at)": ?[^,}\n]+/g, '"$1": X')
    .replace(/time="[^"]*"|timestamp="[^"]*"/g, "T")
    .replace(/\d+(\.\d+)? ?(ms|s)\b/g, "N");

describe("conform --report FORMAT=FILE", () => {
  it("writes every report from one run, each the same as that format alone, with the run's exit code", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "reports-"));
    const files = { json: path.join(dir, "r.json"), junit: path.join(dir, "r.xml"), text: path.join(dir, "r.txt") };
    const together = contracts(
      "conform",
      FAILING,
      "--format",
      "json",
      "--out",
      files.json,
      "--report",
      `junit=${files.junit}`,
      "--report",
      `text=${files.text}`,
    );
    expect(together.code).toBe(EXIT.findings);
    for (const [format, file] of Object.entries(files)) {
      const alone = contracts("conform", FAILING, "--format", format);
      expect(alone.code, format).toBe(EXIT.findings);
      expect(stable(readFileSync(file, "utf8")), format).toBe(stable(alone.stdout));
    }
    expect(JSON.parse(readFileSync(files.json, "utf8")).summary.failed).toBeGreaterThan(0);
  });

  it("writes the --format report on stdout beside the --report files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "reports-"));
    const r = contracts("conform", FAILING, "--format", "junit", "--report", `json=${path.join(dir, "r.json")}`);
    expect(r.code).toBe(EXIT.findings);
    expect(r.stdout).toMatch(/^<\?xml/);
    expect(JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8")).results.length).toBeGreaterThan(0);
  });

  const dir = mkdtempSync(path.join(tmpdir(), "reports-bad-"));
  const input = path.join(dir, "rec.har");
  copyFileSync(FAILING, input);
  const before = readFileSync(input, "utf8");
  const out = path.join(dir, "out.json");
  const table: Array<{ given: string[]; want: RegExp }> = [
    { given: ["--report", "pdf=x.pdf"], want: /--report takes FORMAT=FILE with FORMAT text, json or junit, not "pdf=x.pdf"/ },
    { given: ["--report", "json"], want: /--report takes FORMAT=FILE/ },
    { given: ["--report", "json="], want: /--report takes FORMAT=FILE/ },
    { given: ["--out", out, "--report", `junit=${out}`], want: /is named by more than one of --out and --report/ },
    { given: ["--report", `json=${out}`, "--report", `text=${out}`], want: /is named by more than one of --out and --report/ },
    { given: ["--report", `json=${input}`], want: /--report .* is the input .*: it would be overwritten/ },
  ];
  it.each(table)("refuses $given (exit 64) and writes nothing", ({ given, want }) => {
    const r = contracts("conform", input, ...given);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toMatch(want);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
    expect(readFileSync(input, "utf8")).toBe(before);
  });
});
