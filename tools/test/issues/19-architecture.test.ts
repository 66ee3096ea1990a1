// Issue 19 (architecture, round 3): the two defects the review traced to the missing contract model
// and output policy, and the one-instance rule, as a partner would meet them.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, linkSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadHttpValidators } from "../../src/judge/validators.ts";
import { ROOT } from "../../src/paths.ts";
import { Simulator } from "../../src/simulator/simulator.ts";
import * as affordability from "../../src/validate/affordability.ts";
import * as optimizer from "../../src/validate/optimizer.ts";
import { entry } from "../support/entry.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue-19-"));
const sha = (file: string): string => createHash("sha256").update(readFileSync(file)).digest("hex");

function contracts(...args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe("DisconnectBluetooth (1006) answers from its own code table", () => {
  // The review's reproduction: SIMULATE-1..4 made 1006 answer ConnectBluetooth's codes 1-4, which the
  // toolkit's own conform flagged (response-code-undocumented). Now the trigger finds no such code in
  // 1006's table (0 only) and the method answers its success; conform finds nothing.
  const lines = [1, 2, 3, 4].map((n) => {
    const request = { Header: { ApplicationId: "abcdefgh", UserId: `SIMULATE-${n}`, MethodId: "1006", VersionNo: "1.0" } };
    return { service: "terminal", request, response: new Simulator().handle("terminal", request) };
  });

  it("answers code 0 for every SIMULATE-<n> of ConnectBluetooth's table", () => {
    expect(lines.map((l) => (l.response.Response as Record<string, unknown>).ResponseCode)).toEqual([0, 0, 0, 0]);
  });

  it("and conform judges the recording clean (no response-code-undocumented warning)", () => {
    const file = path.join(dir, "disconnect.jsonl");
    writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
    const r = contracts("conform", file, "--format", "json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { summary: { warnings: number; failed: number } };
    expect(report.summary).toMatchObject({ failed: 0, warnings: 0 });
    expect(r.stdout).not.toContain("response-code-undocumented");
  });
});

describe("certify never writes its report over an input (the one output policy, output.ts)", () => {
  const recording = path.join(ROOT, "conformance/cases/terminal/header-not-echoed.jsonl");
  const plan = path.join(ROOT, "conformance/plans/terminal.yaml");

  const cases: Array<{ given: string; out: () => { out: string; protect: string; args: string[] } }> = [
    {
      given: "--out naming the recording",
      out: () => {
        const rec = path.join(dir, "rec-a.jsonl");
        copyFileSync(recording, rec);
        return { out: rec, protect: rec, args: [rec, "--plan", "terminal"] };
      },
    },
    {
      given: "--out naming the plan file",
      out: () => {
        const p = path.join(dir, "plan-b.yaml");
        copyFileSync(plan, p);
        return { out: p, protect: p, args: [recording, "--plan", p] };
      },
    },
    {
      given: "--out a symbolic link to the recording",
      out: () => {
        const rec = path.join(dir, "rec-c.jsonl");
        copyFileSync(recording, rec);
        const link = path.join(dir, "link-c.txt");
        symlinkSync(rec, link);
        return { out: link, protect: rec, args: [rec, "--plan", "terminal"] };
      },
    },
    {
      given: "--out a hard link to the recording",
      out: () => {
        const rec = path.join(dir, "rec-d.jsonl");
        copyFileSync(recording, rec);
        const link = path.join(dir, "link-d.txt");
        linkSync(rec, link);
        return { out: link, protect: rec, args: [rec, "--plan", "terminal"] };
      },
    },
  ];

  it.each(cases.map((c) => [c.given, c] as const))("%s: refused with exit 64, the input unchanged", (_, c) => {
    const { out, protect, args } = c.out();
    const before = sha(protect);
    const r = contracts("certify", ...args, "--out", out);
    expect(r.code).toBe(64);
    expect(r.stderr).toMatch(/--out .* is the input .*: it would be overwritten; write to another file/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(sha(protect)).toBe(before);
  });

  it("an unwritable --out is exit 73 in certify and diff, as in conform (one output policy, one exit code)", () => {
    const out = path.join(dir, "no-such-folder", "report.txt");
    const certify = contracts("certify", recording, "--plan", "terminal", "--out", out);
    const conform = contracts("conform", recording, "--out", out);
    const diff = contracts("diff", "generated", "generated", "--out", out);
    expect([certify.code, conform.code, diff.code]).toEqual([73, 73, 73]);
    expect(certify.stderr).toMatch(/cannot write .*no such folder/);
  });
});

describe("one validator per service per process", () => {
  it("conform judges with the validators the package's validation API uses", async () => {
    const validators = await loadHttpValidators();
    expect(validators.affordability).toBe(affordability.validator);
    expect(validators.optimizer).toBe(optimizer.validator);
  });
});
