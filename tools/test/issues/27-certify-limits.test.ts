// Issue 27, point 3: certify reads a plan within limits (exit 2 with one line for a plan it will not
// read: a device, a FIFO, too large, too many aliases, too deep, too many steps), runs under the heap
// limit like conform, and matches linearly in the recording (counted in step checks, not timed).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.ts";
import { matchScenario, type Work } from "../../src/certify/match.ts";
import { loadPlan, PLAN_LIMITS, resolvePlan, type Plan } from "../../src/certify/plan.ts";
import type { ExchangeView } from "../../src/certify/views.ts";
import { entry } from "../support/entry.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const dir = mkdtempSync(path.join(tmpdir(), "issue27-certify-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const REC = path.join(ROOT, "conformance/cases/terminal/mobile-upi-flow.jsonl");

const HEAD =
  'plan: x\ntitle: t\ndocument: d\nkind: terminal\napp: mobile\nscenarios:\n- id: s\n  title: t\n  source: s\n  required: true\n  steps:\n  - method: "1001"\n';

describe("plans certify will not read: exit 2, one line naming the plan, no stack trace (child process)", () => {
  const fifo = path.join(dir, "fifo.yaml");
  spawnSync("mkfifo", [fifo]);
  const cases: Array<[string, () => string, RegExp]> = [
    ["/dev/zero", () => "/dev/zero", /not a regular file/],
    ["a FIFO", () => fifo, /not a regular file/],
    ["a directory", () => dir, /is a directory/],
    ["a plan over the size limit", () => write("big.yaml", `${HEAD}#${"x".repeat(PLAN_LIMITS.bytes)}\n`), /limit/],
    [
      "200 uses of one YAML alias",
      () => write("alias.yaml", HEAD.replace("title: t", "title: &t t") + Array.from({ length: 200 }, (_, i) => `x${i}: *t`).join("\n")),
      /aliases/,
    ],
  ];
  it.each(cases)("%s", (_, file, message) => {
    const plan = file();
    const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "certify", REC, "--plan", plan], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.status).toBe(2);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(plan);
    expect(lines[0]).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
  });
});

function write(name: string, text: string): string {
  const f = path.join(dir, name);
  writeFileSync(f, text);
  return f;
}

describe("plan limits (in-process): nesting, scenarios, steps", () => {
  const scenario = (i: number, steps = 1) => ({
    id: `s${i}`,
    title: "t",
    source: "s",
    required: true,
    steps: Array.from({ length: steps }, () => ({ method: "1001" })),
  });
  const base = { plan: "x", title: "t", document: "d", kind: "terminal", app: "mobile" };
  it.each([
    ["nesting", { ...base, scenarios: [scenario(0)], deep: JSON.parse(`${"[".repeat(100)}${"]".repeat(100)}`) }, /too deep/],
    ["scenarios", { ...base, scenarios: Array.from({ length: PLAN_LIMITS.scenarios + 1 }, (_, i) => scenario(i)) }, /scenarios; a plan has at most/],
    ["steps", { ...base, scenarios: [scenario(0, PLAN_LIMITS.steps + 1)] }, /steps; a scenario has at most/],
    [
      "a regular expression of exponential time",
      { ...base, scenarios: [{ ...scenario(0), steps: [{ method: "1001", where: [{ pointer: "/request/Detail/BillingRefNo", matches: "^(a+)+$" }] }] }] },
      /matches; fix the plan|exponential time/,
    ],
  ])("%s", (name, plan, message) => {
    const file = write(`${name}.json`, JSON.stringify(plan));
    expect(() => loadPlan(file)).toThrow(InputError);
    expect(() => loadPlan(file)).toThrow(message);
  });
});

describe("matching is linear in the recording (step checks counted)", () => {
  const { plan } = loadPlan(resolvePlan("mobile"));
  const header = { ApplicationId: "abcdefgh", UserId: "user1234", MethodId: "1001", VersionNo: "1.0" };
  const pairs = (n: number, withStatus: (i: number) => boolean): ExchangeView[] => {
    const views: ExchangeView[] = [];
    /** One mobile DoTransaction exchange: the Detail sent and the reply's ResponseCode. */
    const push = (detail: Record<string, unknown>, code: string): void => {
      const ref = detail.BillingRefNo;
      views.push({
        file: "r.jsonl",
        index: views.length,
        operation: "DoTransaction",
        doc: {
          service: "mobile",
          request: { Header: header, Detail: detail },
          response: { Header: header, Response: { ResponseCode: code }, Detail: { BillingRefNo: ref } },
        },
      });
    };
    for (let i = 0; i < n; i++) {
      const ref = `B${i}`;
      push({ TransactionType: 5120, BillingRefNo: ref, BankCode: "4", PaymentAmount: 100 }, "100");
      if (withStatus(i)) push({ TransactionType: 5122, BillingRefNo: ref, BankCode: "4", PaymentAmount: 100, BatchNo: 1, Roc: i }, "0");
    }
    return views;
  };
  const checks = (views: ExchangeView[], p: Plan = plan): number => {
    const work: Work = { checks: 0 };
    for (const s of p.scenarios) matchScenario(p, s, new Map([["r.jsonl", views]]), () => true, work);
    return work.checks;
  };
  it.each([
    ["every sale followed by its Get Status", () => true],
    ["half the sales never followed (the search fails for them)", (i: number) => i % 2 === 0],
  ])("%s: twice the exchanges, at most twice the work (plus a constant)", (_, withStatus) => {
    const small = checks(pairs(1_000, withStatus));
    const large = checks(pairs(2_000, withStatus));
    const huge = checks(pairs(4_000, withStatus));
    expect(large).toBeLessThanOrEqual(2 * small + 1_000);
    expect(huge).toBeLessThanOrEqual(2 * large + 1_000);
    expect(large).toBeGreaterThan(small); // the counter counts
  });

  it("a hostile plan (15 steps every exchange matches, then one none does; each: true) stops at the work limit with a finding", () => {
    const steps = [...Array.from({ length: 15 }, () => ({ method: "1001" })), { method: "1001", transactionType: 5104 }];
    const hostile = { ...plan, scenarios: [{ id: "h", title: "h", source: "s", required: true, each: true, steps }] } as Plan;
    const work: Work = { checks: 0, limit: 50_000 };
    const m = matchScenario(hostile, hostile.scenarios[0]!, new Map([["r.jsonl", pairs(500, () => true)]]), () => true, work);
    expect(work.checks).toBeLessThan(60_000);
    expect(m.status).toBe("failed");
    expect(m.findings.join("\n")).toMatch(/matching stopped after 50000 step checks \(limit\)/);
  });
});
