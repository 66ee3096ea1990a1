/**
 * What the server face says of an answer that breaks the contract: one line, the operation, the
 * status and each finding's pointer, rule and words (never a value), card numbers masked.
 */
import { maskPansInText } from "../mask.ts";
import type { ResponseInput, ResponseReport } from "./types.ts";

/** An answer as a framework hook collected it: what was sent, and whether its body was kept whole. */
export interface ResponseCollector {
  readonly input: ResponseInput;
  readonly truncated: boolean;
}

/** Findings listed in one line before "and N more". */
const SHOWN = 5;

/** The default report of a breach: one masked line. */
export function reportLine(report: ResponseReport): string {
  const shown = report.errors.slice(0, SHOWN).map((f) => `${f.pointer} ${f.rule}: ${f.message}`);
  const more = report.errors.length > SHOWN ? `; and ${report.errors.length - SHOWN} more` : "";
  return maskPansInText(`contract: the answer to ${report.operationId} (${report.status}) breaks the contract: ${shown.join("; ")}${more}`);
}
