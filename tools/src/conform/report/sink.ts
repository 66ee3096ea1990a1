/** Where results go as they are decided: one of the formatters (text, json, junit). */
import type { ExchangeResult, Summary } from "../model.ts";

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
