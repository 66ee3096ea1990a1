// The shipped plans: each follows plan.schema.json and names only what the contract has; together
// they cover every MethodId, TransactionType and operation of the contract (read from generated/ at
// test time), every code of the terminal code tables, every documented HTTP error status, and every
// scenario whose outcome a healthy device or service never gives names the magic value that triggers it.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contractNames } from "../../src/contract/names.ts";
import { APPS, terminalMethods } from "../../src/contract/terminal.ts";
import { loadPlan, planNames, PLANS_DIR, type Plan, type Step } from "../../src/certify/plan.ts";
import { GENERATED } from "../../src/paths.ts";

const plans: Plan[] = planNames().map((n) => loadPlan(path.join(PLANS_DIR, `${n}.yaml`)).plan);
const steps = (p: Plan): Step[] => p.scenarios.flatMap((s) => s.steps);
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const names = contractNames();

describe("the shipped plans", () => {
  it("are one per app and HTTP service", () => {
    expect(plans.map((p) => [p.plan, p.kind, p.app ?? p.service])).toEqual([
      ["affordability", "http", "affordability"],
      ["mobile", "terminal", "mobile"],
      ["optimizer", "http", "optimizer"],
      ["terminal", "terminal", "terminal"],
    ]);
  });

  it.each(["terminal", "mobile"] as const)("cover every MethodId and TransactionType of the %s app", (app) => {
    const covered = plans.filter((p) => p.app === app).flatMap(steps);
    const methods = new Set(covered.map((s) => s.method));
    const types = new Set(covered.flatMap((s) => list(s.transactionType)));
    expect(names.methods[app].filter((m) => !methods.has(m))).toEqual([]);
    expect(names.transactionTypes[app].filter((t) => !types.has(t))).toEqual([]);
    expect(names.methods[app].length).toBeGreaterThan(0);
  });

  it.each(["affordability", "optimizer"] as const)("cover every operation of the %s contract and each of its documented error statuses", (service) => {
    const covered = plans.filter((p) => p.service === service).flatMap(steps);
    const ops = new Set(covered.flatMap((s) => list(s.operation)));
    expect(names.operations[service].filter((o) => !ops.has(o))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(GENERATED, service, "manifest.json"), "utf8")) as {
      operations: Array<{ operationId: string; responses: Record<string, unknown> }>;
    };
    const documented = manifest.operations.flatMap((o) =>
      Object.keys(o.responses)
        .filter((s) => Number(s) >= 400)
        .map((s) => `${o.operationId} ${s}`),
    );
    const exercised = new Set(covered.flatMap((s) => list(s.operation).flatMap((o) => list(s.status).map((st) => `${o} ${st}`))));
    expect(documented.filter((d) => !exercised.has(d))).toEqual([]);
  });

  it("cover every code of the terminal code tables for the methods that answer them", () => {
    // Methods that answer from the same code tables are covered together (the camera scans share theirs),
    // derived from the contract (contract/terminal.ts), so a method answering from another's table cannot hide here.
    const groups = new Map<string, { app: "terminal" | "mobile"; methods: string[]; file: string; codes: string[] }>();
    for (const app of APPS) {
      for (const m of terminalMethods(app)) {
        const file = m.codeTables.join(" + ");
        const key = `${app} ${file}`;
        const g = groups.get(key) ?? { app, methods: [], file, codes: m.codes.map((c) => String(c.value)) };
        g.methods.push(m.id);
        groups.set(key, g);
      }
    }
    const table = [...groups.values()];
    expect(table.find((g) => g.methods.includes("1006"))?.methods, "DisconnectBluetooth has a table of its own").toEqual(["1006"]);
    for (const { app, methods, file, codes } of table) {
      const seen = new Set(
        plans
          .filter((p) => p.app === app)
          .flatMap(steps)
          .filter((s) => methods.includes(s.method ?? ""))
          .flatMap((s) => list(s.responseCode).map(String)),
      );
      expect(
        codes.filter((c) => !seen.has(c)),
        `${app} ${file}`,
      ).toEqual([]);
    }
  });

  it("name the documented flows", () => {
    const ids = (plan: string): string[] => plans.find((p) => p.plan === plan)!.scenarios.map((s) => s.id);
    expect(ids("terminal")).toEqual(
      expect.arrayContaining(["sale", "print-after-sale", "void-approved-sale", "upi-sale-then-get-status", "wallet-pay-then-get-status", "settlement"]),
    );
    expect(ids("mobile")).toEqual(
      expect.arrayContaining([
        "upi-sale-then-get-status",
        "wallet-sale-then-get-status",
        "card-sale-then-get-status",
        "bank-emi-sale-then-get-status",
        "brand-emi-sale-then-get-status",
        "upi-void-approved",
        "card-void-approved",
        "mobile-money-sale",
      ]),
    );
    expect(ids("affordability")).toEqual(expect.arrayContaining(["token-onboarding-discovery", "token-renewal-before-expiry"]));
    expect(ids("optimizer")).toEqual(
      expect.arrayContaining(["customer-create-get-update", "order-payment-inquiry-refund", "saved-cards", "emi-calculator", "scheme-validation"]),
    );
  });

  it("name the trigger of every error outcome", () => {
    const errorScenarios = plans.flatMap((p) =>
      p.scenarios.filter((s) => s.id.startsWith("error.") || s.id.includes(".code.")).map((s) => ({ plan: p.plan, id: s.id, trigger: s.trigger })),
    );
    expect(errorScenarios.length).toBeGreaterThan(40);
    expect(errorScenarios.filter((s) => s.trigger === undefined)).toEqual([]);
  });

  it("cite a document passage in every scenario", () => {
    for (const p of plans) for (const s of p.scenarios) expect(s.source, `${p.plan} ${s.id}`).toMatch(/^00[012] § /);
  });
});

describe("provokes and absent steps: what the plan checks refuse (exit 2, naming the pointer)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "certify-plan-"));
  const base = (scenario: Record<string, unknown>) => ({
    plan: "p",
    title: "t",
    document: "000",
    kind: "http",
    service: "affordability",
    scenarios: [{ id: "s", title: "t", source: "000 § x", required: true, ...scenario }],
  });
  const token = { operation: "generateToken", status: 200 };
  const table: Array<{ name: string; scenario: Record<string, unknown>; message: RegExp | undefined }> = [
    {
      name: "a provoked rule conform has",
      scenario: { provokes: [{ rule: "request-header-missing", pointer: "/request/headers/correlation-id" }], steps: [token] },
      message: undefined,
    },
    {
      name: "a provoked rule conform does not have",
      scenario: { provokes: [{ rule: "header-gone", pointer: "/x" }], steps: [token] },
      message: /"header-gone" is not a rule of contracts conform at \/scenarios\/0\/provokes\/0\/rule/,
    },
    {
      name: "an absent first step",
      scenario: { steps: [{ ...token, absent: true }] },
      message: /the first step cannot be absent .* at \/scenarios\/0\/steps\/0\/absent/,
    },
    {
      name: "an absent step with an id",
      scenario: { steps: [token, { ...token, id: "gone", absent: true }] },
      message: /an absent step matches no exchange, so no later step can refer to it at \/scenarios\/0\/steps\/1\/id/,
    },
    { name: "an absent step later", scenario: { steps: [token, { ...token, absent: true }, token] }, message: undefined },
  ];
  it.each(table)("$name", ({ name, scenario, message }) => {
    const file = path.join(dir, `${name.replace(/\W+/g, "-")}.json`);
    writeFileSync(file, JSON.stringify(base(scenario)));
    if (message === undefined) expect(loadPlan(file).plan.scenarios[0]!.id).toBe("s");
    else expect(() => loadPlan(file)).toThrow(message);
  });
});
