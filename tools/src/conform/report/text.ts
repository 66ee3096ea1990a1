/**
 * `--format text` (the default): failed exchanges with their violations, then a per-rule summary
 * table (findings and exchanges per rule) and one summary line.
 */
import { levelOf, type ExchangeResult, type Summary } from "../../judge/index.ts";
import { escapeControls as esc } from "../../markup.ts";
import type { ReportSink } from "./sink.ts";
import type { Out } from "../../output.ts";

export class TextSink implements ReportSink {
  private unusable = 0;
  /** Per rule: findings (a grouped finding counts once) and exchanges with at least one. */
  private readonly byRule = new Map<string, { findings: number; exchanges: number }>();
  constructor(
    private readonly out: Out,
    private readonly verbose = false,
  ) {}
  fileStart(): void {}
  fileUnusable(): void {
    this.unusable++;
  }
  async fileEnd(): Promise<void> {}
  result(r: ExchangeResult): Promise<void> | undefined {
    if (r.ok && r.violations.length === 0) {
      if (this.verbose) this.out.write(`ok    ${esc(r.file)} #${r.index} ${esc(r.operation)}\n`);
      return this.out.maybeFlush();
    }
    this.out.write(`${r.ok ? "WARN" : "FAIL"}  ${esc(r.file)} #${r.index} ${esc(r.operation)}\n`);
    const rules = new Set<string>();
    for (const v of r.violations) {
      const tag = v.level === "warning" ? "warning: " : "";
      const basis = v.basis?.length ? `\n        basis:    ${v.basis.join(", ")} (generated/GAPS.md)` : "";
      this.out.write(
        `      ${tag}${v.rule} (${v.where}) at ${esc(v.pointer) || "/"}: ${esc(v.message)}\n        expected: ${esc(v.expected)}\n        actual:   ${esc(v.actual)}${basis}\n`,
      );
      const c = this.byRule.get(v.rule) ?? { findings: 0, exchanges: 0 };
      c.findings++;
      if (!rules.has(v.rule)) c.exchanges++;
      rules.add(v.rule);
      this.byRule.set(v.rule, c);
    }
    return this.out.maybeFlush();
  }
  async end(s: Summary): Promise<void> {
    if (this.byRule.size) {
      const rows = [...this.byRule].sort((a, b) => b[1].findings - a[1].findings || a[0].localeCompare(b[0]));
      const width = Math.max(4, ...rows.map(([id]) => id.length));
      this.out.write(`\n${"rule".padEnd(width)}  level    findings  exchanges\n`);
      for (const [id, c] of rows)
        this.out.write(`${id.padEnd(width)}  ${levelOf(id).padEnd(7)}  ${String(c.findings).padStart(8)}  ${String(c.exchanges).padStart(9)}\n`);
      this.out.write("\n");
    }
    const files = this.unusable ? `; ${this.unusable} file(s) unusable` : "";
    const warnings = s.warnings ? `, ${s.warnings} warning(s)` : "";
    this.out.write(`${s.exchanges} exchange(s): ${s.passed} passed, ${s.failed} failed${warnings}${files}\n`);
    if (s.xVerifyFromRecording)
      this.out.write(
        `x-verify of ${s.xVerifyFromRecording} exchange(s) judged by the recorder's verdict (_contract): redaction altered the payload it signs\n`,
      );
    await this.out.close();
  }
}
