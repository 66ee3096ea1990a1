/**
 * `--format json`: {"results": [...], "summary": {...}} following
 * conformance/schemas/report.schema.json. Results stream out as they are decided (the summary comes
 * last, so a million exchanges never sit in memory).
 */
import type { ExchangeResult, Summary } from "../../judge/index.ts";
import type { ReportSink } from "./sink.ts";
import type { Out } from "../../output.ts";

export class JsonSink implements ReportSink {
  private first = true;
  private unusable: Array<{ file: string; message: string }> = [];
  constructor(private readonly out: Out) {
    out.write('{"results": [');
  }
  fileStart(): void {}
  fileUnusable(file: string, message: string): void {
    this.unusable.push({ file, message });
  }
  async fileEnd(): Promise<void> {}
  private fileName = "";
  private fileJson = '""';

  result(r: ExchangeResult): Promise<void> | undefined {
    let text: string;
    if (r.ok && r.violations.length === 0) {
      // The common case, without a generic stringify of the whole result.
      if (r.file !== this.fileName) {
        this.fileName = r.file;
        this.fileJson = JSON.stringify(r.file);
      }
      text = `{"file":${this.fileJson},"index":${r.index},"operation":${JSON.stringify(r.operation)},"ok":true,"violations":[]}`;
    } else {
      text = JSON.stringify(r);
    }
    this.out.write((this.first ? "\n  " : ",\n  ") + text);
    this.first = false;
    return this.out.maybeFlush();
  }
  async end(summary: Summary): Promise<void> {
    const unusable = this.unusable.length ? `,\n"unusable": ${JSON.stringify(this.unusable)}` : "";
    this.out.write(`${this.first ? "" : "\n"}],\n"summary": ${JSON.stringify(summary)}${unusable}}\n`);
    await this.out.close();
  }
}
