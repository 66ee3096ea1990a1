/**
 * Every mutant (a sandbox or the terminal simulator with one planted fault, tools/test/fixtures/mutants) is found by a
 * fixed-seed probe with a small budget, with the rule that names the fault, and reported as a
 * minimal sequence whose HAR conform reads (the joint: what the probe writes, conform judges).
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { bridgeTransport, Runner, type ReportSink } from "../../src/conform/index.ts";
import type { ExchangeResult } from "../../src/judge/index.ts";
import { flowsOf, probeHttp, probeTerminal, writeFinding } from "../../src/probe/index.ts";
import { run as runConform } from "../../src/conform/command.ts";
import { run as runProbe } from "../../src/probe/command.ts";
import { readFinding, replayFinding } from "../../src/probe/replay.ts";
import { hmacSha256Signer } from "../../src/signing/x-verify.ts";
import { DEFAULT_SANDBOX_SECRET, MUTANTS, startMutant, TERMINAL_MUTANTS } from "../fixtures/mutants/mutants.ts";

const signer = hmacSha256Signer(DEFAULT_SANDBOX_SECRET);

/** conform's results of a HAR file (no target: the recorded answers judged). */
async function conform(file: string): Promise<ExchangeResult[]> {
  const results: ExchangeResult[] = [];
  const sink: ReportSink = { fileStart() {}, result: (r) => void results.push(r), fileUnusable() {}, async fileEnd() {}, async end() {} };
  await new Runner({ sink, signer }).runFiles([file]);
  return results;
}

describe("the probe finds each planted fault", () => {
  for (const m of [...MUTANTS, ...TERMINAL_MUTANTS]) {
    it(`${m.name}: ${m.fault}`, async () => {
      const target = await startMutant(m);
      try {
        const options = { seed: 1, budget: { runs: 600 } };
        const r =
          m.service === "terminal"
            ? await probeTerminal({ url: target.url, transport: bridgeTransport(target.url, 5000), maxWaitSeconds: 2 }, flowsOf("terminal").flows, options)
            : await probeHttp(
                { service: m.service, url: target.url, timeoutMs: 5000, creds: { basic: "probe:probe-password", signer }, maxWaitSeconds: 2 },
                flowsOf(m.service).flows,
                options,
              );
        expect(r.findings.map((f) => f.rule)).toEqual([m.expect]);
        const f = r.findings[0]!;
        const last = f.outcome.exchanges[f.outcome.exchanges.length - 1]!;
        expect(f.outcome.failedAt).toBe(f.outcome.exchanges.length - 1); // the sequence ends at the failing exchange
        const dir = mkdtempSync(path.join(tmpdir(), "probe-mutant-"));
        const written = await writeFinding(dir, f, 1, []);
        const meta = JSON.parse(readFileSync(written.meta, "utf8"));
        expect(meta.seed).toBe(1);
        expect(meta.sequence).toHaveLength(f.outcome.exchanges.length);
        expect(readFileSync(written.curl, "utf8")).toContain(`curl -sS -X ${m.service === "terminal" ? "POST" : last.request.method}`);
        // The HAR is a recording conform reads, entry for entry; a fault in an answer is conform's finding too.
        const judged = await conform(written.har);
        expect(judged).toHaveLength(f.outcome.exchanges.length);
        if (!m.expect.startsWith("probe-")) expect(judged[judged.length - 1]!.violations.map((v) => v.rule)).toContain(m.expect);
        // Issue 40: the finding confirms a fix. Its case, run again with new caller-chosen ids (no reset
        // between runs), fails against the faulty build, twice, and passes against the build without the fault.
        expect(meta.format).toBe("probe-finding/1");
        expect(meta.expected.checks.map((c: { rule: string }) => c.rule)).toContain(m.expect);
        const { finding, flow } = readFinding(written.meta);
        const again = (url: string) => replayFinding(finding, flow, { url, signer, basic: "probe:probe-password", timeoutMs: 5000, maxWaitSeconds: 2 });
        for (const round of [1, 2]) {
          const faulty = await again(target.url);
          expect([round, faulty.skipped, faulty.failedAt === undefined ? "passed" : faulty.violations[0]!.rule]).toEqual([round, undefined, m.expect]);
        }
        const fixed = await again(target.upstream);
        expect([fixed.skipped, fixed.violations.map((v) => v.rule)]).toEqual([undefined, []]);
        expect(fixed.exchanges).toHaveLength(f.outcome.exchanges.length);
      } finally {
        await target.stop();
      }
    });
  }
});

describe("a finding, end to end", () => {
  it("contracts probe exits 1, reports the rule, and conform --target replays the written sequence to the same finding", async () => {
    const m = MUTANTS.find((x) => x.name === "drops-response-message")!;
    const target = await startMutant(m);
    try {
      const dir = mkdtempSync(path.join(tmpdir(), "probe-e2e-"));
      const report = path.join(dir, "report.json");
      const findings = path.join(dir, "findings");
      const args = ["--target", `optimizer=${target.url}`, "--seed", "4", "--budget", "100", "--secret", DEFAULT_SANDBOX_SECRET, "--findings", findings];
      expect(await runProbe([...args, "--format", "json", "--out", report])).toBe(1);
      const json = JSON.parse(readFileSync(report, "utf8"));
      expect(json.summary.failed).toBe(1);
      const result = json.results[0];
      expect(result.violations[0].rule).toBe("response-schema");
      expect(result.violations[0].message).toContain("seed 4");
      const har = result.file as string;
      expect(har.startsWith(findings)).toBe(true);
      // The same seed draws the same cases: the same minimal sequence again.
      const again = path.join(dir, "again.json");
      expect(await runProbe([...args.slice(0, -1), path.join(dir, "findings2"), "--format", "json", "--out", again])).toBe(1);
      const second = JSON.parse(readFileSync(again, "utf8")).results[0];
      expect(second.index).toBe(result.index);
      expect(JSON.parse(readFileSync(second.file.replace(/\.har$/, ".json"), "utf8")).case).toEqual(
        JSON.parse(readFileSync(har.replace(/\.har$/, ".json"), "utf8")).case,
      );
      // conform replays the HAR against a fresh faulty build (the sequence's unique references were
      // used up in this one) and finds the same fault in the live answer, and nothing else.
      const fresh = await startMutant(m);
      try {
        const replayReport = path.join(dir, "replay.json");
        expect(await runConform([har, "--target", fresh.url, "--secret", DEFAULT_SANDBOX_SECRET, "--format", "json", "--out", replayReport])).toBe(1);
        const replayed = JSON.parse(readFileSync(replayReport, "utf8")) as { results: ExchangeResult[] };
        expect(replayed.results.flatMap((r) => r.violations.map((v) => v.rule))).toEqual(["response-schema"]);
      } finally {
        await fresh.stop();
      }
      // contracts probe --replay: the finding's case with new ids, against the same faulty build (no
      // reset: its ids were used by the run above) exits 1; against the build without the fault, 0.
      const meta = har.replace(/\.har$/, ".json");
      const lines: string[] = [];
      const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0);
      try {
        const replayed = path.join(dir, "replayed.json");
        const common = ["--replay", meta, "--secret", DEFAULT_SANDBOX_SECRET, "--format", "json", "--out", replayed];
        expect(await runProbe([...common, "--target", `optimizer=${target.url}`])).toBe(1);
        expect(JSON.parse(readFileSync(replayed, "utf8")).results.flatMap((r: ExchangeResult) => r.violations.map((v) => v.rule))).toEqual(["response-schema"]);
        expect(await runProbe([...common, "--target", `optimizer=${target.upstream}`])).toBe(0);
        expect(JSON.parse(readFileSync(replayed, "utf8")).summary.failed).toBe(0);
        // A finding that is not there, and a replay without the secret: exit 2 and 64, one line each.
        await expect(runProbe(["--replay", path.join(dir, "none.json"), "--target", `optimizer=${target.url}`])).rejects.toThrow(
          /cannot read the finding .*none\.json: no such file/,
        );
        await expect(runProbe(["--replay", meta, "--target", `optimizer=${target.url}`])).rejects.toThrow(/give the merchant secret/);
      } finally {
        spy.mockRestore();
      }
      expect(lines.join("")).toMatch(/still fails at .*\(response-schema\)/);
      expect(lines.join("")).toMatch(/passes: \d+ exchange\(s\), no finding \(was response-schema\); the fault is fixed/);
    } finally {
      await target.stop();
    }
  });
});
