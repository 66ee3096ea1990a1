/**
 * The probe (issue 23): against the sandboxes a fixed-seed run finds nothing while it sends valid
 * and invalid requests; the same seed draws the same cases; the command's exit codes; a finding's
 * HAR is read by conform (the joint), in mutants.test.ts.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bridgeTransport } from "../../src/conform/index.ts";
import { caseArbitrary, flowsOf, probeHttp, probeTerminal, readFlows, runCase } from "../../src/probe/index.ts";
import { ABSENT, httpOp, optionalPointers } from "../../src/probe/http.ts";
import { startSimulator, type SimulatorHandle } from "../../src/simulator/index.ts";
import { parseBudget, run } from "../../src/probe/command.ts";
import { DEFAULT_SANDBOX_SECRET, startSandbox, type RunningSandbox } from "../../src/sandbox/index.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";

const creds = { basic: "probe:probe-password", signer: hmacSha256Signer(DEFAULT_SANDBOX_SECRET) };
let optimizer: RunningSandbox;
let affordability: RunningSandbox;
let simulator: SimulatorHandle;

beforeAll(async () => {
  optimizer = await startSandbox({ service: "optimizer", port: 0 });
  // Tokens live 1 s, so that the flow's "token past its lifetime" step runs within the probe's wait limit.
  affordability = await startSandbox({ service: "affordability", port: 0, affordability: { tokenTtlSeconds: 1 } });
  simulator = await startSimulator({ port: 0 });
});
afterAll(async () => {
  await optimizer?.stop();
  await affordability?.stop();
  await simulator?.stop();
});

const kinds = (tally: Record<string, number>): Set<string> => new Set(Object.keys(tally).map((k) => k.split(" ")[1]!));

describe("probe against the sandboxes", () => {
  it("finds nothing in the optimizer sandbox while sending valid, broken and unauthenticated requests", async () => {
    const r = await probeHttp({ service: "optimizer", url: optimizer.url, timeoutMs: 5000, creds, maxWaitSeconds: 2 }, flowsOf("optimizer").flows, {
      seed: 23,
      budget: { runs: 60 },
    });
    expect(r.findings.map((f) => `${f.rule}: ${f.outcome.violations[0]?.message}`)).toEqual([]);
    expect(r.cases).toBe(60);
    expect(kinds(r.tally)).toEqual(new Set(["valid", "break", "auth"]));
    expect(Object.keys(r.tally).some((k) => k.startsWith("refundPayment valid 2"))).toBe(true);
    expect(r.skippedWhy).toEqual([]);
  });

  it("finds nothing in the affordability sandbox, the expired-token step included", async () => {
    const r = await probeHttp({ service: "affordability", url: affordability.url, timeoutMs: 5000, creds, maxWaitSeconds: 2 }, flowsOf("affordability").flows, {
      seed: 23,
      budget: { runs: 25 },
    });
    expect(r.findings.map((f) => `${f.rule}: ${f.outcome.violations[0]?.message}`)).toEqual([]);
    expect(kinds(r.tally)).toEqual(new Set(["valid", "break", "auth"]));
    expect(r.tally["discoverOffers valid 401"]).toBeGreaterThan(0); // the expired token was refused
    expect(r.skippedWhy).toEqual([]);
  });

  it("finds nothing in the terminal simulator (both apps: sale, Get Status, void, settlement)", async () => {
    const transport = bridgeTransport(simulator.url, 5000);
    const r = await probeTerminal({ url: simulator.url, transport, maxWaitSeconds: 2 }, flowsOf("terminal").flows, { seed: 23, budget: { runs: 60 } });
    expect(r.findings.map((f) => `${f.rule}: ${f.outcome.violations[0]?.message}`)).toEqual([]);
    expect(r.skippedWhy).toEqual([]);
    expect(kinds(r.tally)).toEqual(new Set(["valid", "break"]));
    expect(Object.keys(r.tally).some((k) => k.startsWith("mobile.DoTransaction"))).toBe(true);
    expect(Object.keys(r.tally).some((k) => k.startsWith("terminal.Settlement valid"))).toBe(true);
  });
});

describe("generation", () => {
  it("draws the same cases from the same seed, and others from another", () => {
    const flows = flowsOf("optimizer").flows;
    const a = fc.sample(caseArbitrary(flows), { seed: 5, numRuns: 20 });
    const b = fc.sample(caseArbitrary(flows), { seed: 5, numRuns: 20 });
    const c = fc.sample(caseArbitrary(flows), { seed: 6, numRuns: 20 });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it("leaves optional fields out of valid requests (issue 40): the candidates, the draw, and the request sent", async () => {
    const flows = flowsOf("optimizer").flows;
    const flow = flows.find((f) => f.id === "order-payment-refunds")!;
    const orderStep = flow.steps.find((s) => s.id === "order")!;
    // Optional fields of create order's example, except what the flow sets (customer_data.customer_id, so its parent stays too).
    expect(optionalPointers(httpOp("createOrder")!, orderStep)).toEqual([
      "/payment_info_data/order_desc",
      "/txn_data/transaction_type",
      "/txn_data/time_stamp",
    ]);
    const drawn = fc.sample(caseArbitrary(flows), { seed: 5, numRuns: 200 }).flatMap((c) => c.values.map((v) => (v as Record<string, unknown>)[ABSENT] ?? []));
    expect(drawn.some((a) => (a as string[]).length > 0)).toBe(true);
    expect(drawn.some((a) => (a as string[]).length === 0)).toBe(true);
    const absent = ["/payment_info_data/order_desc", "/txn_data/time_stamp"];
    const o = await runCase(
      { service: "optimizer", url: optimizer.url, timeoutMs: 5000, creds, maxWaitSeconds: 2 },
      flow,
      { flow: 0, at: 1, perturb: { kind: "none" }, values: [{}, { [ABSENT]: absent }] },
      "ABS1",
    );
    expect([o.failedAt, o.skipped]).toEqual([undefined, undefined]);
    const order = o.exchanges[1]!;
    expect([order.operation, order.status, order.absent]).toEqual(["createOrder", 200, absent]);
    const payload = order.request.body as { payment_info_data: Record<string, unknown>; txn_data: Record<string, unknown> };
    expect([payload.payment_info_data.order_desc, payload.txn_data.time_stamp, payload.txn_data.transaction_type]).toEqual([undefined, undefined, 1]);
  });

  it("reads --budget as sequences or a duration", () => {
    expect(parseBudget("50")).toEqual({ runs: 50 });
    expect(parseBudget("60s")).toEqual({ ms: 60_000 });
    expect(parseBudget("2m")).toEqual({ ms: 120_000 });
    expect(parseBudget("500ms")).toEqual({ ms: 500 });
    expect(() => parseBudget("soon")).toThrow(/--budget takes/);
  });

  it("refuses a flows file that repeats a step that is not there, naming file and step", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "probe-flows-"));
    const file = path.join(dir, "optimizer.yaml");
    writeFileSync(file, "service: optimizer\nflows:\n- id: f\n  steps:\n  - repeat: nowhere\n");
    expect(() => readFlows(file)).toThrow(`${file}: flows[0] (f) steps[0]: repeat names "nowhere", which is no earlier step`);
  });
});

describe("contracts probe (command)", () => {
  it("exits 64 without --target, on a bad budget, and for the optimizer without a secret", async () => {
    await expect(run([])).rejects.toThrow(/--target is required/);
    await expect(run(["--target", optimizer.url, "--budget", "x", "--secret", DEFAULT_SANDBOX_SECRET])).rejects.toThrow(/--budget takes/);
    await expect(run(["--target", `optimizer=${optimizer.url}`])).rejects.toThrow(/merchant secret/);
  });

  it("exits 2 on a flows folder without the service's file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "probe-noflows-"));
    await expect(run(["--target", `affordability=${affordability.url}`, "--flows", dir, "--budget", "1"])).rejects.toThrow(/cannot read the flows/);
  });

  it("exits 2 when the target does not answer", async () => {
    const closed = await startSandbox({ service: "affordability", port: 0 });
    const url = closed.url;
    await closed.stop();
    await expect(run(["--target", `affordability=${url}`, "--budget", "3", "--findings", mkdtempSync(path.join(tmpdir(), "probe-closed-"))])).rejects.toThrow(
      new RegExp(`^probe: affordability at ${url} did not answer \\(\\d+ exchange\\(s\\) sent, none answered\\); start the build or check --target$`),
    );
  });

  it("exits 0 against the sandboxes and writes conform's JSON report", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "probe-cli-"));
    const out = path.join(dir, "report.json");
    const code = await run([
      "--target",
      `optimizer=${optimizer.url}`,
      "--target",
      `affordability=${affordability.url}`,
      "--target",
      `terminal=${simulator.url}`,
      "--seed",
      "9",
      "--budget",
      "8",
      "--secret",
      DEFAULT_SANDBOX_SECRET,
      "--format",
      "json",
      "--out",
      out,
      "--findings",
      path.join(dir, "findings"),
    ]);
    expect(code).toBe(0);
    const report = JSON.parse((await import("node:fs")).readFileSync(out, "utf8"));
    expect(report.summary.failed).toBe(0);
    expect(report.summary.exchanges).toBeGreaterThan(8);
  });
});
