// Issue 26 (one contract, one verdict), "Done when": a scripted correct client drives both HTTP
// sandboxes and both terminal apps (make mock --record DIR/, in this process, loopback, port 0)
// through every plan's required scenarios; conform exits 0 on the two recordings and certify says
// PASSED for all four plans, each certificate listing the other service's or app's traffic apart
// and counting only its own. The same script with one planted fault per plan gets FAILED naming
// exactly that scenario and pointer, and the three other plans still pass. The guide's
// documented-behaviour triggers (onboarding without Correlation-ID or payment-processor, an expired
// token) break the contract on purpose: conform reports them, and certify excuses them only in the
// scenario that provokes them. With the sandbox's merchant secret (--secret) the recordings judge
// and certify the same (x-verify verified, or its record-time verdict carried where redaction altered
// the payload), and replayed against fresh sandboxes and a fresh simulator they give the same
// verdicts: no finding, no replay difference.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { run as certifyCommand } from "../../src/certify/command.ts";
import type { CertificationReport } from "../../src/certify/model.ts";
import { run as conformCommand } from "../../src/conform/command.ts";
import { createAjv } from "../../src/contract/schemas.ts";
import { startMocks } from "../../src/mock/mocks.ts";
import { ROOT } from "../../src/paths.ts";
import { DEFAULT_SANDBOX_SECRET } from "../../src/sandbox/index.ts";
import { FAULTS, partnerSession, PLANS, recordingOf, type PlanName, type Recordings } from "./support/partner-loop.ts";

const root = mkdtempSync(path.join(tmpdir(), "issue-26-loop-"));
let outputs = 0;
const out = (ext: string): string => path.join(root, `out-${++outputs}.${ext}`);

/** `contracts certify` in this process (the command, its exit code and its report file). */
async function certify(recording: string, plan: PlanName, format = "json", extra: string[] = []): Promise<{ exit: number; text: string }> {
  const file = out(format);
  const exit = await certifyCommand([recording, "--plan", plan, "--format", format, "--out", file, ...extra]);
  return { exit, text: readFileSync(file, "utf8") };
}

async function conform(
  ...args: string[]
): Promise<{ exit: number; report: { results: Array<{ index: number; ok: boolean; violations: Array<{ rule: string; pointer: string }> }> } }> {
  const file = out("json");
  const exit = await conformCommand([...args, "--format", "json", "--out", file]);
  return { exit, report: JSON.parse(readFileSync(file, "utf8")) };
}

const validateCertificate = createAjv({ strictRequired: false }).compile(
  JSON.parse(readFileSync(path.join(ROOT, "conformance", "schemas", "certification.schema.json"), "utf8")) as object,
);
const OTHER: Record<PlanName, string> = { affordability: "optimizer", optimizer: "affordability", terminal: "mobile", mobile: "terminal" };
const notPassed = (r: CertificationReport) => r.scenarios.filter((s) => s.status !== "passed" && (s.required || s.status === "failed")).map((s) => s.id);

describe("a correct client through every plan's required scenarios", () => {
  let rec: Recordings;
  beforeAll(async () => {
    rec = await partnerSession(path.join(root, "clean"));
  });

  it("conform exits 0 on both recordings", async () => {
    const { exit, report } = await conform(rec.http, rec.terminal);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
    expect(exit).toBe(0);
  });

  it.each(PLANS)("certify --plan %s: PASSED (exit 0), counting only the app's own traffic and listing the other apart", async (plan) => {
    const { exit, text } = await certify(recordingOf(rec, plan), plan);
    const report = JSON.parse(text) as CertificationReport;
    expect(validateCertificate(report), JSON.stringify(validateCertificate.errors)).toBe(true);
    expect([notPassed(report), report.traffic.violations, report.verdict, exit]).toEqual([[], [], "passed", 0]);
    expect(report.summary.requiredPassed).toBe(report.summary.required);
    // The other service (or app) of the same file: listed apart, never counted.
    expect(report.traffic.others.map((o) => o.service)).toEqual([OTHER[plan]]);
    expect(report.summary.otherExchanges).toBeGreaterThan(0);
    expect(report.summary.exchanges + report.summary.otherExchanges).toBe(report.provenance.recordings[0]!.exchanges);
    expect(report.summary.exchangesFailed).toBe(0);
  });

  it("with the sandbox's merchant secret: conform exits 0 and every plan still says PASSED (x-verify verified)", async () => {
    const { exit, report } = await conform(rec.http, rec.terminal, "--secret", DEFAULT_SANDBOX_SECRET);
    expect([report.results.filter((r) => !r.ok), exit]).toEqual([[], 0]);
    for (const plan of PLANS) {
      const r = await certify(recordingOf(rec, plan), plan, "json", ["--secret", DEFAULT_SANDBOX_SECRET]);
      const report = JSON.parse(r.text) as CertificationReport;
      expect([plan, notPassed(report), report.traffic.violations, report.verdict, r.exit]).toEqual([plan, [], [], "passed", 0]);
    }
    // Every create order's payload was redacted (merchant_access_code): its x-verify verdict is the one the
    // sandbox's recorder made with its secret before redaction, and the report says how many were taken so.
    const har = JSON.parse(readFileSync(rec.http, "utf8")) as { log: { entries: Array<{ request: { url: string }; _contract?: unknown }> } };
    const orders = har.log.entries.filter((e) => e.request.url.endsWith("/api/v2/order/create"));
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((e) => JSON.stringify(e._contract).includes('"verified"'))).toBe(true);
    expect((report as unknown as { summary: { xVerifyFromRecording?: number } }).summary.xVerifyFromRecording).toBe(orders.length);
  });

  it("replayed against fresh sandboxes and a fresh simulator: the same verdicts (exit 0, no finding, no difference)", async () => {
    const fresh = await startMocks({ engine: "sandbox", ports: { affordability: 0, optimizer: 0, terminal: 0 } });
    try {
      const url = (name: string): string => fresh.running.find((m) => m.name === name)!.url;
      const http = await conform(
        rec.http,
        "--secret",
        DEFAULT_SANDBOX_SECRET,
        "--target",
        `affordability=${url("affordability")}`,
        "--target",
        `optimizer=${url("optimizer")}`,
      );
      expect([http.report.results.filter((r) => !r.ok), http.exit]).toEqual([[], 0]);
      const terminal = await conform(rec.terminal, "--target", `terminal=${url("terminal")}`);
      expect([terminal.report.results.filter((r) => !r.ok), terminal.exit]).toEqual([[], 0]);
    } finally {
      await fresh.stop();
    }
  });

  it("says PASSED in every other format too, with the other traffic listed apart", async () => {
    const text = (await certify(rec.terminal, "mobile", "text")).text;
    expect(text).toMatch(/^certification: PASSED {2}plan mobile/);
    expect(text).toMatch(
      /Other traffic in the recordings, not the mobile's \(listed apart, not counted\):\n {6}\S+terminal\.jsonl: \d+ exchange\(s\) of terminal/,
    );
    expect((await certify(rec.terminal, "mobile", "markdown")).text).toMatch(/\*\*Verdict: PASSED\*\*[^\n]*; \d+ of other services or apps not counted\./);
    expect((await certify(rec.terminal, "mobile", "html")).text).toMatch(
      /<span class="verdict passed" id="verdict">PASSED<\/span>[\s\S]*<table id="other-traffic">/,
    );
    expect((await certify(rec.terminal, "mobile", "junit")).text).toContain('<testcase classname="mobile.traffic" name="the mobile traffic conforms"/>');
  });
});

describe.each(PLANS)("the same client with the one planted fault of the %s plan", (faulty) => {
  let rec: Recordings;
  const fault = FAULTS[faulty];
  beforeAll(async () => {
    rec = await partnerSession(path.join(root, `fault-${faulty}`), { faults: new Set([faulty]) });
  });

  it(`gets FAILED (exit 1) naming exactly ${fault.scenario} and ${fault.pointer} (${fault.what})`, async () => {
    const { exit, text } = await certify(recordingOf(rec, faulty), faulty);
    const report = JSON.parse(text) as CertificationReport;
    expect([report.verdict, exit]).toEqual(["failed", 1]);
    expect(report.scenarios.filter((s) => s.status === "failed").map((s) => s.id)).toEqual([fault.scenario]);
    expect(notPassed(report)).toEqual([fault.scenario]);
    const failed = report.scenarios.find((s) => s.id === fault.scenario)!;
    expect(failed.violations.map((v) => [v.rule, v.pointer])).toContainEqual([fault.rule, fault.pointer]);
    // The app's own traffic carries the same violation: it would fail the certificate on its own.
    expect(report.traffic.violations.map((v) => [v.rule, v.pointer])).toContainEqual([fault.rule, fault.pointer]);
    expect((await certify(recordingOf(rec, faulty), faulty, "text")).text).toContain(`FAIL  required  ${fault.scenario}`);
  });

  it("leaves the other three plans PASSED on the same recordings", async () => {
    for (const plan of PLANS.filter((p) => p !== faulty)) {
      const report = JSON.parse((await certify(recordingOf(rec, plan), plan)).text) as CertificationReport;
      expect([plan, notPassed(report), report.verdict]).toEqual([plan, [], "passed"]);
    }
  });
});

describe("the guide's documented-behaviour triggers (they break the contract on purpose)", () => {
  let rec: Recordings;
  beforeAll(async () => {
    // The process clock (Date) only: the sandbox, its recorder and the client see the token expire; timers stay real.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    try {
      rec = await partnerSession(path.join(root, "documented"), { documented: { advanceClock: (ms) => vi.setSystemTime(Date.now() + ms) } });
    } finally {
      vi.useRealTimers();
    }
  });
  afterAll(() => vi.useRealTimers());

  it("conform reports exactly the provoked violations: two missing onboarding headers and the expired token", async () => {
    const { exit, report } = await conform(rec.http);
    const found = report.results.flatMap((r) => r.violations.map((v) => `${v.rule} ${v.pointer}`)).sort();
    expect(found).toEqual([
      "request-header-missing /request/headers/correlation-id",
      "request-header-missing /request/headers/payment-processor",
      "seq-token-expired /request/headers/authorization",
    ]);
    expect(exit).toBe(1);
  });

  it("certify --plan affordability: PASSED; the scenarios that provoke them pass, listing them as provoked", async () => {
    const { exit, text } = await certify(rec.http, "affordability");
    const report = JSON.parse(text) as CertificationReport;
    expect([notPassed(report), report.traffic.violations, report.verdict, exit]).toEqual([[], [], "passed", 0]);
    const provoked = (id: string) =>
      report.scenarios
        .find((s) => s.id === id)!
        .violations.filter((v) => v.provoked)
        .map((v) => `${v.rule} ${v.pointer}`);
    expect(report.scenarios.find((s) => s.id === "error.onboarding-400")!.status).toBe("passed");
    expect(provoked("error.onboarding-400")).toEqual(
      expect.arrayContaining(["request-header-missing /request/headers/correlation-id", "request-header-missing /request/headers/payment-processor"]),
    );
    expect(provoked("error.offer-api-401")).toEqual(["seq-token-expired /request/headers/authorization"]);
  });
});
