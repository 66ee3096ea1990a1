// End to end: scripted billing apps drive the simulator through the whole terminal and mobile plans,
// their exchanges are written as JSON Lines, and certification passes; the same script without one
// Get Status fails exactly that scenario; one that never sends a MethodId shows it missing.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { certify } from "../../src/certify/judge.ts";
import { loadPlan, resolvePlan } from "../../src/certify/plan.ts";
import { Simulator, startSimulator } from "../../src/simulator/index.ts";
import { mobileBillingApp, recordingTransport, terminalBillingApp, type ScriptOptions } from "./support/billing-app.ts";

const dir = mkdtempSync(path.join(tmpdir(), "certify-e2e-"));
const APPS = { terminal: terminalBillingApp, mobile: mobileBillingApp } as const;

async function record(app: keyof typeof APPS, name: string, options: ScriptOptions = {}): Promise<string> {
  const { send, lines } = recordingTransport(new Simulator());
  await APPS[app](send, options);
  const file = path.join(dir, `${app}-${name}.jsonl`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

const statuses = (r: Awaited<ReturnType<typeof certify>>) => Object.fromEntries(r.scenarios.map((s) => [s.id, s.status]));

describe.each(["terminal", "mobile"] as const)("the %s plan against the simulator", (app) => {
  const plan = loadPlan(resolvePlan(app));

  it("passes every scenario when the billing app runs the whole plan", async () => {
    const report = await certify([await record(app, "full")], plan);
    const notPassed = report.scenarios
      .filter((s) => s.status !== "passed")
      .map((s) => ({
        id: s.id,
        status: s.status,
        findings: s.findings,
        violations: s.violations.map((v) => `${v.index} ${v.rule} ${v.pointer} ${v.message}`),
      }));
    expect(notPassed).toEqual([]);
    expect(report.verdict).toBe("passed");
    expect(report.summary.exchangesFailed).toBe(0);
  });

  it("fails exactly the follow-up scenario when one Get Status is left out", async () => {
    const report = await certify([await record(app, "no-status", { omitStatusOf: app === "terminal" ? "T000003" : "M000002" })], plan);
    const failed = report.scenarios.filter((s) => s.status !== "passed");
    expect(failed.map((s) => [s.id, s.status])).toEqual([["upi-sale-then-get-status", "failed"]]);
    expect(failed[0]!.findings.join("\n")).toMatch(/is not followed by step 2 \(Get Status 5122/);
    expect(failed[0]!.violations.map((v) => v.rule)).toContain("seq-status-followup");
    expect(report.verdict).toBe("failed");
  });

  it("shows a MethodId (terminal) or TransactionType (mobile, whose only method is 1001) never sent as missing", async () => {
    const report = await certify([await record(app, "skip", app === "terminal" ? { skipMethod: "1003" } : { skipType: 5567 })], plan);
    const notPassed = Object.entries(statuses(report)).filter(([, v]) => v !== "passed");
    expect(notPassed).toEqual(
      app === "terminal"
        ? [["settlement", "missing"]]
        : [
            ["brand-emi-sale-then-get-status", "missing"],
            ["type.5567", "missing"],
          ],
    );
    expect(report.verdict).toBe("failed");
  });
});

describe("over the simulator's HTTP bridge (127.0.0.1, port 0)", () => {
  it("the terminal billing app passes the terminal plan", async () => {
    const handle = await startSimulator({ port: 0 });
    try {
      const { send, lines } = recordingTransport(async (app, request) => {
        const res = await fetch(`${handle.url}/${app}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request) });
        return (await res.json()) as Record<string, unknown>;
      });
      await terminalBillingApp(send);
      const file = path.join(dir, "terminal-bridge.jsonl");
      writeFileSync(file, `${lines.join("\n")}\n`);
      const report = await certify([file], loadPlan(resolvePlan("terminal")));
      expect(report.scenarios.filter((s) => s.status !== "passed").map((s) => s.id)).toEqual([]);
      expect(report.verdict).toBe("passed");
    } finally {
      await handle.stop();
    }
  });
});
