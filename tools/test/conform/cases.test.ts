// The conformance cases (conformance/cases/<service>/<name>.{har,jsonl} with <name>.expect.json):
// every case is run through `contracts conform` and its verdicts compared with the expectation
// file. Adding a case needs no code: drop the recording and its expectation beside the others.
import { describe, expect, it } from "vitest";
import { Runner } from "../../src/conform/runner.ts";
import type { ExchangeResult } from "../../src/conform/model.ts";
import type { ReportSink } from "../../src/conform/report/sink.ts";
import { loadCases } from "./support/cases.ts";
import { conform, verdicts } from "./support/run.ts";

const cases = loadCases();

describe("conformance cases", () => {
  it("cover the three services", () => {
    expect(new Set(cases.map((c) => c.service))).toEqual(new Set(["affordability", "optimizer", "terminal"]));
    expect(cases.length).toBeGreaterThan(50);
  });

  describe.each(cases)("$service/$name", (c) => {
    it(`exits ${c.expect.exit} with the expected verdicts`, async () => {
      const { exit, report, stderr } = await conform([c.file, ...(c.expect.args ?? [])]);
      const got = verdicts(report);
      for (const want of c.expect.results) {
        expect(got.get(want.index), `result of exchange ${want.index}`).toEqual({ ok: want.ok, rules: [...want.rules].sort() });
        if (want.findings) {
          const found = report.results.find((r) => r.index === want.index)!.violations.map((v) => `${v.rule} ${v.pointer}`);
          expect(found.sort(), `findings of exchange ${want.index}`).toEqual(want.findings.map((f) => `${f.rule} ${f.pointer}`).sort());
        }
      }
      const listed = new Set(c.expect.results.map((r) => r.index));
      for (const [index, v] of got) {
        if (!listed.has(index)) expect({ index, ...v }, `exchange ${index} is not listed in the expectation, so it must pass`).toEqual({ index, ok: true, rules: [] });
      }
      for (const s of c.expect.stderr ?? []) expect(stderr).toContain(s);
      if (c.expect.exit === 2) expect(stderr).toMatch(/^conform: .+: .+; .+/m);
      expect(stderr).not.toMatch(/\n\s+at /); // never a stack trace
      expect(exit).toBe(c.expect.exit);
      expect(report.summary.exchanges).toBe(report.results.length);
    });
  });
});

/** Collects results in memory. */
class Collect implements ReportSink {
  results: ExchangeResult[] = [];
  fileStart(): void {}
  fileUnusable(): void {}
  async fileEnd(): Promise<void> {}
  async result(r: ExchangeResult): Promise<void> {
    this.results.push(r);
  }
  async end(): Promise<void> {}
}

describe("HAR cases streamed", () => {
  // Files above the whole-file limit are scanned entry by entry: the verdicts must not change.
  const har = cases.filter((c) => c.file.endsWith(".har") && c.expect.exit !== 2);
  it.each(har)("$service/$name gives the same verdicts streamed", async (c) => {
    const { signer } = await import("./support/secret.ts").then((m) => m.forArgs(c.expect.args ?? []));
    const basePath = (c.expect.args ?? [])[(c.expect.args ?? []).indexOf("--base-path") + 1];
    const run = async (wholeFileLimit: number): Promise<ExchangeResult[]> => {
      const sink = new Collect();
      await new Runner({ sink, signer, basePath: (c.expect.args ?? []).includes("--base-path") ? basePath : undefined, wholeFileLimit }).runFiles([c.file]);
      return sink.results;
    };
    expect(await run(0)).toEqual(await run(Number.MAX_SAFE_INTEGER));
  });
});
