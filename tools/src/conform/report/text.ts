/** `--format text` (the default): failed exchanges with their violations, then one summary line. */
import type { ExchangeResult, Summary } from "../model.ts";
import type { ReportSink } from "./sink.ts";
import type { Out } from "./writer.ts";

export class TextSink implements ReportSink {
  private unusable = 0;
  constructor(private readonly out: Out, private readonly verbose = false) {}
  fileStart(): void {}
  fileUnusable(): void {
    this.unusable++;
  }
  async fileEnd(): Promise<void> {}
  result(r: ExchangeResult): Promise<void> | undefined {
    if (r.ok && r.violations.length === 0) {
      if (this.verbose) this.out.write(`ok    ${r.file} #${r.index} ${r.operation}\n`);
      return this.out.maybeFlush();
    }
    this.out.write(`${r.ok ? "WARN" : "FAIL"}  ${r.file} #${r.index} ${r.operation}\n`);
    for (const v of r.violations) {
      const tag = v.level === "warning" ? "warning: " : "";
      this.out.write(`      ${tag}${v.rule} (${v.where}) at ${v.pointer || "/"}: ${v.message}\n        expected: ${v.expected}\n        actual:   ${v.actual}\n`);
    }
    return this.out.maybeFlush();
  }
  async end(s: Summary): Promise<void> {
    const files = this.unusable ? `; ${this.unusable} file(s) unusable` : "";
    const warnings = s.warnings ? `, ${s.warnings} warning(s)` : "";
    this.out.write(`${s.exchanges} exchange(s): ${s.passed} passed, ${s.failed} failed${warnings}${files}\n`);
    await this.out.close();
  }
}
