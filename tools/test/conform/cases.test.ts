// The conformance cases (conformance/cases/<service>/<name>.{har,jsonl} with <name>.expect.json):
// every case is run through `contracts conform` once per report format (json, text, junit), and
// from those runs the suite checks the verdicts and findings (rule and JSON pointer) against the
// expectation file, the JSON report against conformance/schemas/report.schema.json, and every
// report and error output for secrets, full card numbers and CVVs. Adding a case needs no code:
// drop the recording and its expectation beside the others.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { Runner } from "../../src/conform/runner.ts";
import type { ExchangeResult } from "../../src/judge/model.ts";
import type { ReportSink } from "../../src/conform/report/sink.ts";
import { CVV_VALUE, IN_RECORDINGS, SECRETS } from "../support/secrets.ts";
import { loadCases } from "./support/cases.ts";
import { fullCardNumbers } from "./support/leaks.ts";
import { conform, verdicts, type CliRun } from "./support/run.ts";
import { publishedSchema } from "./support/schemas.ts";

const cases = loadCases();
const FORMATS = ["json", "text", "junit"] as const;
type Format = (typeof FORMATS)[number];
const reportSchema = publishedSchema("report.schema.json");

describe("conformance cases", () => {
  it("cover the three services", () => {
    expect(new Set(cases.map((c) => c.service))).toEqual(new Set(["affordability", "optimizer", "terminal"]));
    expect(cases.length).toBeGreaterThan(50);
  });

  it("the recordings do hold the secrets and card numbers the leak checks look for", () => {
    const all = cases.map((c) => readFileSync(c.file, "utf8")).join("\n");
    for (const s of IN_RECORDINGS) expect(all).toContain(s);
    expect(fullCardNumbers(all).length).toBeGreaterThan(0);
  });

  describe.each(cases)("$service/$name", (c) => {
    const runs = new Map<Format, CliRun>();
    beforeAll(async () => {
      for (const format of FORMATS) runs.set(format, await conform([c.file, ...(c.expect.args ?? [])], format));
    });

    it(`exits ${c.expect.exit} with the expected verdicts and findings`, () => {
      const { exit, report, stderr } = runs.get("json")!;
      const got = verdicts(report);
      for (const want of c.expect.results) {
        expect(got.get(want.index), `result of exchange ${want.index}`).toEqual({ ok: want.ok, rules: [...want.rules].sort() });
        const found = report.results.find((r) => r.index === want.index)!.violations.map((v) => `${v.rule} ${v.pointer}`);
        expect(found.sort(), `findings (rule and pointer) of exchange ${want.index}`).toEqual(
          (want.findings ?? []).map((f) => `${f.rule} ${f.pointer}`).sort(),
        );
      }
      const listed = new Set(c.expect.results.map((r) => r.index));
      for (const [index, v] of got) {
        if (!listed.has(index))
          expect({ index, ...v }, `exchange ${index} is not listed in the expectation, so it must pass`).toEqual({ index, ok: true, rules: [] });
      }
      for (const s of c.expect.stderr ?? []) expect(stderr).toContain(s);
      if (c.expect.exit === 2) expect(stderr).toMatch(/^conform: .+: .+; .+/m);
      expect(exit).toBe(c.expect.exit);
      expect(report.summary.exchanges).toBe(report.results.length);
    });

    it("the JSON report follows report.schema.json", () => {
      expect(reportSchema(runs.get("json")!.report), JSON.stringify(reportSchema.errors)).toBe(true);
    });

    it.each(FORMATS)("%s: the same exit, no stack trace, and no secret, full card number or CVV in the report or stderr", (format) => {
      const { exit, text, stderr } = runs.get(format)!;
      expect(exit).toBe(c.expect.exit);
      expect(stderr).not.toMatch(/\n\s+at /);
      const out = text + stderr;
      for (const s of SECRETS) expect(out, `${c.file} (${format}) shows ${s}`).not.toContain(s);
      expect(fullCardNumbers(out), `${c.file} (${format})`).toEqual([]);
      expect(out).not.toMatch(CVV_VALUE);
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
