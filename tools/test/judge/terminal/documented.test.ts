// Issue 9: what the terminal contract documents without enforcing it (x-codes of the open code sets,
// x-fields-used of each mobile TransactionType), and how the reports show the warnings built on it.
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { documented } from "../../../src/contract/documented.ts";
import { levelOf, RULES } from "../../../src/judge/rules.ts";
import { conform } from "../../conform/support/run.ts";

const CASES = path.resolve(import.meta.dirname, "../../../../conformance/cases/terminal");

describe("documented codes (x-codes behind Response.ResponseCode)", () => {
  it.each([
    { given: "terminal DoTransaction", app: "terminal", method: "1001", has: ["0", "7", "100"], not: ["8", "9"] },
    { given: "mobile DoTransaction (code 8 is mobile only)", app: "mobile", method: "1001", has: ["0", "8", "100"], not: ["9"] },
    { given: "PrintData (printer codes)", app: "terminal", method: "1002", has: ["0", "1001", "1010"], not: ["7"] },
    { given: "ConnectBluetooth", app: "terminal", method: "1005", has: ["0", "4"], not: ["5"] },
    { given: "DisconnectBluetooth has its own table (D4)", app: "terminal", method: "1006", has: ["0"], not: ["1", "4"] },
    { given: "ScanCode", app: "terminal", method: "1007", has: ["0", "10", "2099"], not: ["1"] },
    { given: "UploadInvoice", app: "terminal", method: "1008", has: ["0", "23", "24"], not: ["1"] },
  ] as const)("$given", ({ app, method, has, not }) => {
    const codes = documented().codes(app, method)!;
    for (const c of has) expect(codes.has(c), c).toBe(true);
    for (const c of not) expect(codes.has(c), c).toBe(false);
  });
});

describe("fields used (x-fields-used per mobile TransactionType)", () => {
  it.each([
    { type: "5120", used: ["BillingRefNo", "BankCode", "PaymentAmount"], required: ["TransactionType", "BillingRefNo", "PaymentAmount"] },
    { type: "5561", used: ["BillingRefNo", "PaymentAmount"], required: ["TransactionType", "BillingRefNo", "PaymentAmount"] },
    {
      type: "5122",
      used: ["BankCode", "BatchNo", "BillingRefNo", "PaymentAmount", "Roc"],
      required: ["TransactionType", "BillingRefNo", "PaymentAmount", "BankCode", "BatchNo", "Roc"],
    },
    { type: "5562", used: ["BankCode", "BatchNo", "BillingRefNo", "PaymentAmount", "Roc"], required: ["TransactionType", "BillingRefNo", "PaymentAmount"] },
  ])("$type", ({ type, used, required }) => {
    const f = documented().fieldsUsed("mobile", "1001", type)!;
    expect(f.used).toEqual(used);
    expect([...f.required].sort()).toEqual([...required].sort());
  });

  it("has no entry for the open shapes (5564, 5104) nor for the terminal app", () => {
    expect(documented().fieldsUsed("mobile", "1001", "5564")).toBeUndefined();
    expect(documented().fieldsUsed("terminal", "1001", "4001")).toBeUndefined();
  });
});

describe("rule levels", () => {
  it("marks exactly the two documented-not-enforced rules, and x-verify that a redacted recording cannot show, as warnings", () => {
    expect(
      RULES.filter((r) => r.level === "warning")
        .map((r) => r.id)
        .sort(),
    ).toEqual(["response-code-undocumented", "transaction-fields-used", "x-verify-unverifiable"]);
    expect(levelOf("message-schema")).toBe("error");
  });
});

describe("reports show warnings as warnings", () => {
  const file = path.join(CASES, "terminal-open-codes.jsonl");

  it("json: level on each violation, warnings counted, a warning-only exchange is ok", async () => {
    const { exit, report } = await conform([file]);
    expect(exit).toBe(1); // exchange 5 (a success reply without Detail) is an error
    expect(report.summary.warnings).toBe(3);
    const first = report.results.find((r) => r.index === 0)!;
    expect(first.ok).toBe(true);
    expect(first.violations.map((v) => [v.rule, v.level])).toEqual([["response-code-undocumented", "warning"]]);
    const failed = report.results.find((r) => r.index === 5)!;
    expect(failed.violations.every((v) => v.level === "error")).toBe(true);
  });

  it("text: WARN for a warning-only exchange, the count on the summary line", async () => {
    const { text } = await conform([file], "text");
    expect(text).toMatch(/^WARN {2}.*#0 terminal\.DoTransaction\(4001\)$/m);
    expect(text).toMatch(/^ {6}warning: response-code-undocumented \(response\)/m);
    expect(text).toMatch(/^FAIL {2}.*#5 /m);
    expect(text).toMatch(/passed, 1 failed, 3 warning\(s\)$/m);
  });

  it("junit: a warning is system-out, never a failure", async () => {
    const { text } = await conform([file], "junit");
    expect(text).toMatch(/failures="1"/);
    const warned = /<testcase [^>]*name="#0 [^"]*">\n\s*<system-out>warning: response-code-undocumented[^<]*<\/system-out>\n\s*<\/testcase>/;
    expect(text).toMatch(warned);
    expect((text.match(/<failure /g) ?? []).length).toBe(1);
  });
});

describe("report.schema.json: ok follows the error-level violations only", () => {
  const schema = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../../conformance/schemas/report.schema.json"), "utf8"));
  const validate = new Ajv2020.default({ strict: true }).compile(schema);
  const v = (level: string) => ({
    rule: "response-code-undocumented",
    level,
    where: "response",
    pointer: "/response/Response/ResponseCode",
    expected: "x",
    actual: "y",
    message: "m",
  });
  const doc = (ok: boolean, violations: unknown[]) => ({
    results: [{ file: "f", index: 0, operation: "o", ok, violations }],
    summary: { exchanges: 1, passed: ok ? 1 : 0, failed: ok ? 0 : 1, warnings: 0 },
  });
  it.each([
    { given: "ok with no violation", data: doc(true, []), valid: true },
    { given: "ok with a warning", data: doc(true, [v("warning")]), valid: true },
    { given: "ok with an error", data: doc(true, [v("error")]), valid: false },
    { given: "failed with an error and a warning", data: doc(false, [v("warning"), v("error")]), valid: true },
    { given: "failed with warnings only", data: doc(false, [v("warning")]), valid: false },
    {
      given: "a violation without level",
      data: doc(
        false,
        [{ ...v("error"), level: undefined }].map((x) => JSON.parse(JSON.stringify(x))),
      ),
      valid: false,
    },
  ])("$given: valid $valid", ({ data, valid }) => {
    expect(validate(data)).toBe(valid);
  });
});
