/** Where results go as they are decided: one of the formatters (text, json, junit). */
import type { ExchangeResult, Summary } from "../../judge/index.ts";
import { escapeControls } from "../../markup.ts";
import { maskPansInText } from "../../mask.ts";

export interface ReportSink {
  fileStart(file: string): void;
  /** Returns a promise only when output must drain first (await it then). */
  result(r: ExchangeResult): void | Promise<void>;
  /** A file that could not be used at all (exit 2); the message names file and position. */
  fileUnusable(file: string, message: string): void;
  fileEnd(file: string): Promise<void>;
  end(summary: Summary): Promise<void>;
}

export type Format = "text" | "json" | "junit";

/** Every result to each of `sinks`, in the order given (one run, several reports: `--out` and `--report`). */
export function teeSink(sinks: readonly ReportSink[]): ReportSink {
  if (sinks.length === 1) return sinks[0]!;
  const all = async (each: (s: ReportSink) => void | Promise<void>): Promise<void> => {
    for (const s of sinks) await each(s);
  };
  return {
    fileStart: (file) => {
      for (const s of sinks) s.fileStart(file);
    },
    result(r) {
      const pending = sinks.map((s) => s.result(r)).filter((p): p is Promise<void> => p !== undefined);
      return pending.length ? Promise.all(pending).then(() => undefined) : undefined;
    },
    fileUnusable: (file, message) => {
      for (const s of sinks) s.fileUnusable(file, message);
    },
    fileEnd: (file) => all((s) => s.fileEnd(file)),
    end: (summary) => all((s) => s.end(summary)),
  };
}

/** Tell the user of an unusable file: its message on stderr (card numbers masked). */
export function printUnusable(_file: string, message: string): void {
  process.stderr.write(`${escapeControls(maskPansInText(message))}\n`);
}

/** `sink`, also telling `notice` of each unusable file as it is reported (the commands print it). */
export function noticeUnusable(sink: ReportSink, notice: (file: string, message: string) => void): ReportSink {
  return {
    fileStart: (file) => sink.fileStart(file),
    result: (r) => sink.result(r),
    fileUnusable(file, message) {
      notice(file, message);
      sink.fileUnusable(file, message);
    },
    fileEnd: (file) => sink.fileEnd(file),
    end: (summary) => sink.end(summary),
  };
}
