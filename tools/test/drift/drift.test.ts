// The drift report (issue 14): `contracts conform` run as a user runs it on recordings built at test
// time from ../shared/realworld, summarised per source. Pinned by rule ids and counts (exchanges),
// never by the findings' wording; conformance/DRIFT.md must be what `npm run -s drift` writes today.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRecordings } from "../../drift/recordings.ts";
import { conformAll, type SourceReport } from "../../drift/run.ts";
import { markdown, summarise, type Kind, type SourceSummary } from "../../drift/summary.ts";
import { SHARED } from "../../src/paths.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const REALWORLD = path.join(SHARED, "realworld");

describe("summarise (a given report → the kinds of deviation and the rule counts)", () => {
  const recording = { source: "src", file: "src.jsonl", content: "", responses: [] as string[] };
  const finding = (rule: string, expected: string, actual: string, level = "error") => ({ rule, level, pointer: "/response/x", expected, actual });
  const table: Array<{ name: string; findings: ReturnType<typeof finding>[]; response?: string; want: Partial<Record<Kind, number>> }> = [
    { name: "a number sent as a string", findings: [finding("message-schema", "integer", '"9999000"')], want: { numbersAsStrings: 1 } },
    { name: "a non-numeric string is not a number sent as a string", findings: [finding("message-schema", "integer", '"abc"')], want: {} },
    { name: "a number where the contract has a string", findings: [finding("message-schema", "string", "7")], want: { numbersForStrings: 1 } },
    { name: "a field not in the contract", findings: [finding("response-schema", "(absent: not in the contract)", "object {a}")], want: { notInContract: 1 } },
    { name: "an undocumented code", findings: [finding("response-code-undocumented", "a documented code", '"00"', "warning")], want: { undocumentedCodes: 1 } },
    {
      name: "code 7 with the initiated text, payment record in Detail",
      findings: [],
      response:
        '{"Header":{"MethodId":"1001"},"Response":{"ResponseCode":7,"ResponseMsg":"TRANSACTION INITIATED CHECK GET STATUS"},"Detail":{"BillingRefNo":"1"}}',
      want: { code7Initiated: 1, paymentInDetail: 1 },
    },
    {
      name: "Detail.Payments as documented",
      findings: [],
      response: '{"Header":{"MethodId":"1001"},"Response":{"ResponseCode":"0"},"Detail":{"Payments":[]}}',
      want: {},
    },
  ];
  it.each(table)("$name", ({ findings, response, want }) => {
    const report: SourceReport = {
      recording: { ...recording, responses: [response ?? ""] },
      exit: 1,
      results: [{ index: 0, ok: false, violations: findings }],
    };
    const s = summarise(report);
    expect(Object.fromEntries(Object.entries(s.kinds).filter(([, n]) => n > 0))).toEqual(want);
    expect(s.failing).toBe(findings.some((f) => f.level === "error") ? 1 : 0);
  });

  it("counts a rule once per exchange and every finding", () => {
    const f = finding("message-schema", "string", "0");
    const report: SourceReport = {
      recording: { ...recording, responses: ["", ""] },
      exit: 1,
      results: [
        { index: 0, ok: false, violations: [f, f] },
        { index: 1, ok: false, violations: [f] },
      ],
    };
    expect(summarise(report).rules).toEqual({ "message-schema": { exchanges: 2, findings: 3 } });
  });
});

describe.skipIf(!existsSync(REALWORLD))("drift of the real-world samples", () => {
  let summaries: SourceSummary[] = [];
  let scratch = "";
  beforeAll(() => {
    mkdirSync(path.join(ROOT, "tmp"), { recursive: true });
    scratch = mkdtempSync(path.join(ROOT, "tmp", "drift-"));
    // The launcher runs the compiled build when it is fresh (as make test leaves it), else the sources.
    summaries = conformAll(buildRecordings(REALWORLD), scratch).map(summarise);
  }, 300_000);
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
  const bySource = (source: string): SourceSummary => summaries.find((s) => s.source === source)!;

  // Exchanges per kind of deviation and per rule id, as the samples deviate from the documents.
  const table: Array<{ source: string; exchanges: number; kinds: Partial<Record<Kind, number>>; rules: Record<string, number> }> = [
    {
      source: "pinelabs-pos-integrated-android-simulator-testcases",
      exchanges: 45,
      kinds: { numbersAsStrings: 17, numbersForStrings: 42, notInContract: 18, paymentInDetail: 34, code7Initiated: 3, malformed: 3 },
      rules: { "malformed-entry": 3, "message-schema": 44, "response-code-message": 1, "transaction-fields": 45 },
    },
    {
      source: "pinelabs-pos-integrated-android-apos-guide-v2.3",
      exchanges: 12,
      kinds: { numbersAsStrings: 7, undocumentedCodes: 2, malformed: 3 },
      rules: { "header-echo": 1, "malformed-entry": 3, "message-schema": 8, "response-code-undocumented": 2, "transaction-fields": 1 },
    },
    {
      source: "dewbambs-flutter_pinelabs",
      exchanges: 4,
      kinds: { numbersAsStrings: 4, numbersForStrings: 3, paymentInDetail: 1 },
      rules: { "header-echo": 4, "message-schema": 4, "response-code-undocumented": 1, "transaction-fields": 4 },
    },
    {
      source: "pinelabsonline-docs-affordability-debit-emi-steps",
      exchanges: 3,
      kinds: { notInContract: 1, unknownOperation: 1 },
      rules: { "request-header-missing": 2, "response-schema": 2, "unknown-operation": 1 },
    },
    {
      source: "pinelabsonline-docs-affordability-cardless-steps",
      exchanges: 3,
      kinds: { notInContract: 1, unknownOperation: 1 },
      rules: { "credentials-missing": 2, "request-header-missing": 1, "request-schema": 1, "response-schema": 1, "unknown-operation": 1 },
    },
    { source: "pluralonline-plural-pg-docs", exchanges: 2, kinds: { numbersAsStrings: 1 }, rules: { "request-schema": 1, "response-schema": 1 } },
  ];
  it.each(table)("$source", ({ source, exchanges, kinds, rules }) => {
    const s = bySource(source);
    expect(s.exchanges).toBe(exchanges);
    for (const [kind, n] of Object.entries(kinds)) expect(s.kinds[kind as Kind], kind).toBe(n);
    expect(Object.fromEntries(Object.entries(s.rules).map(([rule, n]) => [rule, n.exchanges]))).toEqual(rules);
  });

  it("conformance/DRIFT.md is in step (regenerate with `npm run -s drift`)", () => {
    expect(readFileSync(path.join(ROOT, "conformance/DRIFT.md"), "utf8")).toBe(markdown(summaries));
  });

  it("names no card number or secret of the samples", () => {
    const page = markdown(summaries);
    expect(page).not.toMatch(/\b\d{13,19}\b/);
    expect(page).not.toContain("fgwei7egyhuggwp39w8rh");
  });
});
