// The command as users run it (a child process through the dispatcher): exit codes, messages that
// name the file and position, never a stack trace; the text and junit formats; progress lines.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ExchangeResult } from "../../src/judge/model.ts";
import type { ReportSink } from "../../src/conform/report/sink.ts";
import { Runner } from "../../src/conform/runner.ts";
import { entry } from "../support/entry.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const dir = mkdtempSync(path.join(tmpdir(), "conform-cli-"));

function contracts(...args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe("contracts conform (child process)", () => {
  const table: Array<{ given: string[]; code: number; stdout?: RegExp; stderr?: RegExp }> = [
    { given: ["conform", "conformance/cases/optimizer/customers.har"], code: 0, stdout: /^3 exchange\(s\): 3 passed, 0 failed\n$/ },
    {
      given: ["conform", "conformance/cases/optimizer/get-customer-without-basic.har"],
      code: 1,
      stdout:
        /FAIL {2}conformance\/cases\/optimizer\/get-customer-without-basic\.har #0 getCustomer\n {6}credentials-missing \(request\) at \/request\/headers\/authorization: .*\n {8}expected: Basic credentials\n {8}actual: {3}\(absent\)\n/,
    },
    { given: ["conform", "no-such-file.har"], code: 2, stderr: /^conform: no-such-file\.har: cannot read it \(no such file\); check the path\n/ },
    {
      given: ["conform", "conformance/cases/optimizer/truncated.har"],
      code: 2,
      stderr:
        /^conform: conformance\/cases\/optimizer\/truncated\.har: the file is truncated: it ends inside a string inside entry 2 \(it starts at line \d+\) at line \d+; /,
    },
    { given: ["conform"], code: 64, stderr: /no recording given/ },
    { given: ["conform", "x.har", "--format", "xml"], code: 64, stderr: /--format must be text, json or junit/ },
    { given: ["conform", "x.har", "--secret", "xyz"], code: 64, stderr: /--secret: the x-verify secret must be an even-length hex string/ },
    { given: ["conform", "x.har", "--bogus"], code: 64, stderr: /unknown option --bogus/ },
    { given: ["redact", "x.har"], code: 64, stderr: /--out COPY is required/ },
  ];
  it.each(table)("$given → exit $code", ({ given, code, stdout, stderr }) => {
    const r = contracts(...given);
    if (stdout) expect(r.stdout).toMatch(stdout);
    if (stderr) expect(r.stderr).toMatch(stderr);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.code).toBe(code);
  });

  it("writes JUnit XML, one suite per file", () => {
    const r = contracts(
      "conform",
      "conformance/cases/optimizer/customers.har",
      "conformance/cases/optimizer/get-customer-without-basic.har",
      "no-such-file.har",
      "--format",
      "junit",
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="contracts conform">\n/);
    expect(r.stdout).toContain('<testsuite name="conformance/cases/optimizer/customers.har" tests="3" failures="0" errors="0">');
    expect(r.stdout).toContain('<testsuite name="conformance/cases/optimizer/get-customer-without-basic.har" tests="1" failures="1" errors="0">');
    expect(r.stdout).toMatch(
      /<failure type="credentials-missing" message="credentials-missing">credentials-missing \(request\) at \/request\/headers\/authorization/,
    );
    expect(r.stdout).toMatch(
      /<testsuite name="no-such-file.har" tests="1" failures="0" errors="1">\n {4}<testcase classname="no-such-file.har" name="file"><error type="unusable-input" message="conform: no-such-file.har: cannot read it/,
    );
    expect(r.stdout.trimEnd().endsWith("</testsuites>")).toBe(true);
  });

  it("redacts a recording", () => {
    const out = path.join(dir, "redacted.har");
    const r = contracts("redact", "conformance/cases/optimizer/order-payment-refund.har", "--out", out);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^redact: 4 exchange\(s\) written to /);
  });
});

describe("progress", () => {
  it("goes to the progress callback on long runs, with counts and rate", async () => {
    const file = path.join(dir, "many.jsonl");
    const line =
      '{"service": "mobile", "request": {"Header": {"ApplicationId": "a", "MethodId": "1001", "VersionNo": "1.0"}, "Detail": {"TransactionType": 5127, "BillingRefNo": "R1", "PaymentAmount": 5000}}, "response": {"Header": {"ApplicationId": "a", "MethodId": "1001", "VersionNo": "1.0"}, "Response": {"ResponseCode": "0", "ResponseMsg": "APPROVED"}, "Detail": {"BillingRefNo": "R1"}}}';
    writeFileSync(file, `${line}\n`.repeat(5000));
    const lines: string[] = [];
    const sink: ReportSink = { fileStart() {}, fileUnusable() {}, async fileEnd() {}, result(_r: ExchangeResult) {}, async end() {} };
    await new Runner({ sink, progress: (l) => lines.push(l), progressEveryMs: 0 }).runFiles([file]);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/^conform: \d+ exchanges checked \(\d+\/s\), \d+ failed; now in .*many\.jsonl$/);
  });
});
