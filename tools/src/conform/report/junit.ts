/**
 * `--format junit`: one <testsuite> per recording, one <testcase> per exchange, a <failure> per
 * violated exchange listing its violations. A suite is written when its file is done (its counts
 * open the element), so only one file's test cases are held at a time.
 */
import type { ExchangeResult, Summary } from "../../judge/index.ts";
import { escapeMarkup as esc } from "../../markup.ts";
import type { ReportSink } from "./sink.ts";
import type { Out } from "../../output.ts";

export class JunitSink implements ReportSink {
  private cases: string[] = [];
  private tests = 0;
  private failures = 0;
  private errors = 0;
  private unusable: string | undefined;
  constructor(private readonly out: Out) {
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contracts conform">\n');
  }
  fileStart(): void {
    this.cases = [];
    this.tests = this.failures = this.errors = 0;
    this.unusable = undefined;
  }
  fileUnusable(_file: string, message: string): void {
    this.unusable = message;
    this.errors++;
  }
  result(r: ExchangeResult): void {
    this.tests++;
    const name = `#${r.index} ${r.operation}`;
    const line = (v: ExchangeResult["violations"][number]): string =>
      `${v.rule} (${v.where}) at ${v.pointer || "/"}: ${v.message}; expected ${v.expected}; actual ${v.actual}${v.basis?.length ? `; basis ${v.basis.join(", ")} (generated/GAPS.md)` : ""}`;
    const warned = r.violations.filter((v) => v.level === "warning");
    // Warnings are not failures: they go to the test case's output.
    const out = warned.length ? `      <system-out>${esc(warned.map((v) => `warning: ${line(v)}`).join("\n"))}</system-out>\n` : "";
    if (r.ok) {
      this.cases.push(
        out
          ? `    <testcase classname="${esc(r.file)}" name="${esc(name)}">\n${out}    </testcase>\n`
          : `    <testcase classname="${esc(r.file)}" name="${esc(name)}"/>\n`,
      );
      return;
    }
    this.failures++;
    const failing = r.violations.filter((v) => v.level !== "warning");
    const rules = [...new Set(failing.map((v) => v.rule))].join(", ");
    const body = failing.map(line).join("\n");
    this.cases.push(
      `    <testcase classname="${esc(r.file)}" name="${esc(name)}">\n      <failure type="${esc(rules)}" message="${esc(rules)}">${esc(body)}</failure>\n${out}    </testcase>\n`,
    );
  }
  async fileEnd(file: string): Promise<void> {
    const err = this.unusable
      ? `    <testcase classname="${esc(file)}" name="file"><error type="unusable-input" message="${esc(this.unusable)}"/></testcase>\n`
      : "";
    this.out.write(`  <testsuite name="${esc(file)}" tests="${this.tests + (err ? 1 : 0)}" failures="${this.failures}" errors="${this.errors}">\n`);
    for (const c of this.cases) this.out.write(c);
    this.out.write(`${err}  </testsuite>\n`);
    this.cases = [];
    await this.out.maybeFlush();
  }
  async end(_s: Summary): Promise<void> {
    this.out.write("</testsuites>\n");
    await this.out.close();
  }
}
