// End to end: scripted partner apps drive the live sandboxes (127.0.0.1, port 0, recording HAR)
// through the whole affordability and optimizer plans, and certification of the recording passes;
// the same script with one step left out shows exactly that scenario missing; a wrong client's
// recording fails the scenario its broken exchange belongs to, with the violations' pointers.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { certify } from "../../src/certify/judge.ts";
import { loadPlan, resolvePlan } from "../../src/certify/plan.ts";
import { ROOT } from "../../src/paths.ts";
import { HarRecorder, startSandbox, type SandboxServiceId } from "../../src/sandbox/index.ts";
import { exitOf, spawnTool, waitForOutput } from "../mock/support.ts";
import { elapseAtRenewal } from "./support/har.ts";
import { affordabilityApp, optimizerApp, type HttpScriptOptions } from "./support/http-apps.ts";
import { entry } from "../support/entry.ts";

const dir = mkdtempSync(path.join(tmpdir(), "certify-http-e2e-"));
const APPS = { affordability: affordabilityApp, optimizer: optimizerApp } as const;

/** Start the service's sandbox with --record, run the app, stop; the recording's path. */
async function record(service: SandboxServiceId, name: string, options: HttpScriptOptions = {}): Promise<string> {
  const file = path.join(dir, `${service}-${name}.har`);
  const recorder = HarRecorder.open(file);
  const sandbox = await startSandbox({ service, port: 0, recorder });
  try {
    await APPS[service](sandbox.url, options);
  } finally {
    await sandbox.stop();
    recorder.close();
  }
  // The app moved its clock 31 s on to renew its 60 s token: the recording's clock moves with it.
  return service === "affordability" && options.omit !== "renewal" ? elapseAtRenewal(file) : file;
}

type Report = Awaited<ReturnType<typeof certify>>;
const notPassed = (r: Report) => r.scenarios.filter((s) => s.status !== "passed").map((s) => [s.id, s.status]);
const details = (r: Report) =>
  r.scenarios
    .filter((s) => s.status !== "passed")
    .map((s) => ({ id: s.id, status: s.status, findings: s.findings, violations: s.violations.map((v) => `${v.index} ${v.rule} ${v.pointer} ${v.message}`) }));

describe("the affordability plan against the live sandbox", () => {
  const plan = loadPlan(resolvePlan("affordability"));

  it("passes every scenario, optional ones included, when the app runs the whole plan", async () => {
    const file = await record("affordability", "full");
    const report = await certify([file], plan);
    expect(details(report)).toEqual([]);
    expect([report.verdict, report.summary.exchangesFailed, report.summary.passed]).toEqual(["passed", 0, plan.plan.scenarios.length]);
    // The recording carries no client secret.
    expect(readFileSync(file, "utf8")).not.toContain("partner-secret");
    // And the command line says so with exit 0.
    const cli = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "certify", file, "--plan", "affordability"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect([cli.status, cli.stderr]).toEqual([0, ""]);
  });

  it("shows exactly the token renewal missing when the app never renews", async () => {
    const report = await certify([await record("affordability", "no-renewal", { omit: "renewal" })], plan);
    expect(notPassed(report)).toEqual([["token-renewal-before-expiry", "missing"]]);
    expect(report.verdict).toBe("failed");
  });

  it("fails the 401 scenario of a wrong client whose forged-token call also breaks the body, naming the pointer", async () => {
    const report = await certify([await record("affordability", "wrong", { wrong: true })], plan);
    expect(notPassed(report)).toEqual([["error.offer-api-401", "failed"]]);
    const failed = report.scenarios.find((s) => s.id === "error.offer-api-401")!;
    expect(failed.violations.map((v) => [v.rule, v.pointer])).toContainEqual(["request-schema", "/request/body/order_amount/value"]);
    expect(report.verdict).toBe("failed");
  });
});

describe("the optimizer plan against the live sandbox", () => {
  const plan = loadPlan(resolvePlan("optimizer"));

  it("passes every scenario, optional ones included (a CVV recorded as [REDACTED] is not judged)", async () => {
    const report = await certify([await record("optimizer", "full")], plan);
    expect(details(report)).toEqual([]);
    expect([report.summary.exchangesFailed, report.summary.passed]).toEqual([0, plan.plan.scenarios.length]);
  });

  it("passes every scenario when the app runs the whole plan", async () => {
    const report = await certify([await record("optimizer", "full-strict")], plan);
    expect(details(report)).toEqual([]);
    expect(report.verdict).toBe("passed");
  });

  it("shows exactly the order flow missing when the inquiry after the payment is left out", async () => {
    const report = await certify([await record("optimizer", "no-inquiry", { omit: "inquiry" })], plan);
    expect(notPassed(report)).toEqual([["order-payment-inquiry-refund", "missing"]]);
    expect(report.verdict).toBe("failed");
  });

  it("fails the payment obligation of a wrong client that sends payment_mode as a string, naming the pointers", async () => {
    const report = await certify([await record("optimizer", "wrong", { wrong: true })], plan);
    expect(notPassed(report)).toEqual([["payment-follows-order", "failed"]]);
    const failed = report.scenarios.find((s) => s.id === "payment-follows-order")!;
    expect(new Set(failed.violations.map((v) => `${v.rule} ${v.pointer}`))).toEqual(
      new Set(["request-schema /request/body/payment_mode", "undocumented-status /response/status"]),
    );
    expect(report.verdict).toBe("failed");
  });
});

describe("through the make mock launcher with --record (one recording of both services)", () => {
  it("certifies the affordability plan and the optimizer plan on the same recording", async () => {
    const file = path.join(dir, "launcher.har");
    const launcher = spawnTool("tools/src/mock/main.ts", ["--quiet", "--record", file, "--only", "affordability,optimizer"], {
      MOCK_AFFORDABILITY_PORT: "0",
      MOCK_OPTIMIZER_PORT: "0",
    });
    try {
      const banner = await waitForOutput(launcher.stdout!, /Press Ctrl-C to stop/);
      const url = (name: string): string => new RegExp(`^${name}\\s+(http://127\\.0\\.0\\.1:\\d+)`, "m").exec(banner)![1]!;
      await affordabilityApp(url("affordability"));
      await optimizerApp(url("optimizer"));
    } finally {
      launcher.kill("SIGTERM");
      expect(await exitOf(launcher)).toEqual({ code: 0, signal: null });
    }
    elapseAtRenewal(file);
    const run = (plan: string) =>
      spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "certify", file, "--plan", plan, "--format", "json"], {
        cwd: ROOT,
        encoding: "utf8",
        timeout: 60_000,
      });
    const aff = run("affordability");
    const affReport = JSON.parse(aff.stdout) as Report;
    expect([aff.status, affReport.verdict, notPassed(affReport)]).toEqual([0, "passed", []]);
    const opt = run("optimizer");
    const optReport = JSON.parse(opt.stdout) as Report;
    expect([opt.status, optReport.verdict, notPassed(optReport)]).toEqual([0, "passed", []]);
  });
});
