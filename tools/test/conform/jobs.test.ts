// Issue 25: `--jobs N` judges on N worker threads and reports exactly what one thread reports:
// every conformance case (with its own arguments) and recordings whose sequence rules span the
// chunks the workers get give byte-identical reports in every format with --jobs 1 and --jobs 4.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadCases } from "./support/cases.ts";
import { conform } from "./support/run.ts";

const dir = mkdtempSync(path.join(tmpdir(), "conform-jobs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const CASES = loadCases();
const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

async function both(args: string[]) {
  const one = await conform([...args, "--jobs", "1"]);
  const four = await conform([...args, "--jobs", "4"]);
  return { one, four };
}

describe("--jobs 4 reports what --jobs 1 reports", () => {
  // The cases grouped by their arguments: one run per group judges many files on the same workers.
  const groups = new Map<string, string[]>();
  for (const c of CASES) {
    const key = JSON.stringify(c.expect.args ?? []);
    groups.set(key, [...(groups.get(key) ?? []), c.file]);
  }

  it("every conformance case, in the three formats", async () => {
    let n = 0;
    for (const [args, files] of groups) {
      const reports = (jobs: number) => ["text", "junit"].flatMap((f) => ["--report", `${f}=${path.join(dir, `${n}-${jobs}.${f}`)}`]);
      const one = await conform([...files, ...(JSON.parse(args) as string[]), "--jobs", "1", ...reports(1)]);
      const four = await conform([...files, ...(JSON.parse(args) as string[]), "--jobs", "4", ...reports(4)]);
      expect(four.exit, args).toBe(one.exit);
      expect(four.text, args).toBe(one.text);
      expect(four.stderr, args).toBe(one.stderr);
      for (const f of ["text", "junit"])
        expect(readFileSync(path.join(dir, `${n}-4.${f}`), "utf8"), `${args} ${f}`).toBe(readFileSync(path.join(dir, `${n}-1.${f}`), "utf8"));
      n++;
    }
    expect(n).toBeGreaterThan(1);
  }, 120_000);

  /** A case with `pad` unrelated exchanges inserted after its first one, so that its sequence spans the workers' chunks. */
  function padded(name: string, filler: string, pad: number): string {
    const file = path.join("conformance/cases", name);
    const fill = path.join("conformance/cases", filler);
    if (name.endsWith(".har")) {
      const har = JSON.parse(readFileSync(file, "utf8"));
      const more = JSON.parse(readFileSync(fill, "utf8")).log.entries as unknown[];
      const extra = Array.from({ length: pad }, (_, i) => more[i % more.length]);
      har.log.entries = [har.log.entries[0], ...extra, ...har.log.entries.slice(1)];
      const out = path.join(dir, path.basename(name));
      writeFileSync(out, JSON.stringify(har));
      return out;
    }
    const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
    const more = readFileSync(fill, "utf8").split("\n").filter(Boolean);
    const extra = Array.from({ length: pad }, (_, i) => more[i % more.length]);
    const out = path.join(dir, path.basename(name));
    writeFileSync(out, `${[lines[0], ...extra, ...lines.slice(1)].join("\n")}\n`);
    return out;
  }

  it("sequences with 1,000 exchanges between their ends: same report, and every sequence rule still found", async () => {
    const cases = [
      { name: "optimizer/seq-refund-exceeds-order.har", filler: "optimizer/customers.har", rule: "seq-refund-exceeds-order" },
      { name: "optimizer/seq-token-reused.har", filler: "optimizer/customers.har", rule: "seq-token-origin" },
      { name: "affordability/seq-token-expired.har", filler: "affordability/documented-errors.har", rule: "seq-token-expired" },
      { name: "terminal/seq-status-followup-missing.jsonl", filler: "terminal/terminal-methods.jsonl", rule: "seq-status-followup" },
    ];
    const files = cases.map((c) => padded(c.name, c.filler, 1000));
    const { one, four } = await both([...files, "--secret", SECRET]);
    expect(four.text).toBe(one.text);
    expect(four.exit).toBe(one.exit);
    for (const [i, c] of cases.entries()) {
      const rules = one.report.results.filter((r) => r.file === files[i]).flatMap((r) => r.violations.map((v) => v.rule));
      expect(rules, c.name).toContain(c.rule);
    }
  }, 120_000);

  it("--jobs outside 1..64 is a usage error (exit 64)", async () => {
    for (const bad of ["0", "65", "two", "1.5"]) {
      const { exit, stderr } = await conform([CASES[0]!.file, "--jobs", bad]).catch((e) => ({ exit: e.exitCode ?? -1, stderr: String(e) }));
      expect(exit, bad).not.toBe(0);
      expect(stderr, bad).toMatch(/--jobs takes a whole number of workers from 1 to 64/);
    }
  });
});

describe("certify --jobs 4 gives the certificate of --jobs 1", () => {
  it("optimizer plan on the order, payment and refund case (only the time of the certificate differs)", async () => {
    const { run } = await import("../../src/certify/command.ts");
    const certificate = async (jobs: string) => {
      const file = path.join(dir, `certificate-${jobs}.json`);
      const exit = await run([
        "conformance/cases/optimizer/order-payment-refund.har",
        "--plan",
        "optimizer",
        "--secret",
        SECRET,
        "--format",
        "json",
        "--out",
        file,
        "--jobs",
        jobs,
      ]);
      const report = JSON.parse(readFileSync(file, "utf8"));
      expect(report.provenance.generatedAt).toEqual(expect.any(String));
      delete report.provenance.generatedAt;
      return { exit, report };
    };
    const one = await certificate("1");
    const four = await certificate("4");
    expect(four).toEqual(one);
    expect(one.report.summary.exchanges).toBeGreaterThan(0);
  }, 60_000);
});

describe("a worker that cannot read what it was sent", () => {
  it("reports the file, as an input error (exit 2), when the file is shorter than when the run was planned", async () => {
    const { JudgingPool } = await import("../../src/conform/pool.ts");
    const { planFiles } = await import("../../src/conform/plan.ts");
    const file = path.join(dir, "short.jsonl");
    writeFileSync(file, `${'{"service": "terminal", "request": {}}\n'.repeat(100_000)}`);
    const plan = await planFiles([file], { workers: 2, rangeBytes: 1024 * 1024 });
    expect(plan[0]!.tasks.length).toBeGreaterThan(2);
    writeFileSync(file, '{"service": "terminal", "request": {}}\n');
    const pool = new JudgingPool(2, {});
    try {
      const problems: string[] = [];
      for await (const o of pool.run(plan[0]!.tasks)) if (o.problem) problems.push(o.problem.message);
      expect(problems[0]).toBe(
        `conform: ${file}: it ends before byte ${Math.min(1024 * 1024, plan[0]!.size)}, where it had ${plan[0]!.size} bytes a moment ago (was it changed while being read?); judge a copy that is not being written`,
      );
    } finally {
      await pool.close();
    }
  }, 60_000);
});
