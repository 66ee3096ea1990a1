/**
 * The report model of `contracts conform`: one result per recorded exchange, each with typed
 * violations. It follows conformance/schemas/report.schema.json (a test checks that it does).
 */
import { levelOf, type Level, type RuleId, type Where } from "./rules.ts";

export interface Violation {
  /** A rule id of the registry (rules.ts). */
  rule: RuleId;
  /**
   * `error` fails the exchange; `warning` is reported and the exchange still passes. The rule's
   * level (rules.ts); checks may leave it out, the runner fills it in (`withLevels`) before reporting.
   */
  level?: Level;
  where: Where;
  /** JSON pointer into the recorded exchange: /request/..., /response/... */
  pointer: string;
  /** What the contract (or the recording, for replay diffs) expects: short, never a secret. */
  expected: string;
  /** What was found: short, rendered as JSON text, card numbers masked, secrets redacted. */
  actual: string;
  /** One sentence; never repeats a sensitive value. */
  message: string;
  /**
   * When one finding stands for the same cause at several places (the items of an array): every
   * pointer it stands for (`pointer` is the first).
   */
  pointers?: string[];
  /**
   * The ids of the contract decisions and gaps (generated/GAPS.md) this finding rests on: those
   * marked at or above the place of the contract the pointer lies in.
   */
  basis?: string[];
}

export interface ExchangeResult {
  /** The recording, as given on the command line. */
  file: string;
  /** 0-based entry of a HAR file, or 0-based line of a JSON Lines file. */
  index: number;
  /** operationId (HTTP), `<app>.<Method>` (terminal), or "unknown". */
  operation: string;
  /** No error-level violation (warnings do not fail an exchange). */
  ok: boolean;
  violations: Violation[];
}

export interface Summary {
  exchanges: number;
  passed: number;
  failed: number;
  /** Warning-level violations, over all exchanges (passed or failed). */
  warnings: number;
  /**
   * Exchanges whose x-verify was judged by the verdict the recorder carried (`_contract`), because
   * redaction altered the payload it signs (issue 26); absent when none was.
   */
  xVerifyFromRecording?: number;
}

/** Fill in each violation's level from its rule; returns the number of warnings and of errors. */
export function withLevels(violations: Violation[]): { warnings: number; errors: number } {
  let warnings = 0;
  let errors = 0;
  for (const v of violations) {
    v.level ??= levelOf(v.rule);
    if (v.level === "warning") warnings++;
    else errors++;
  }
  return { warnings, errors };
}

export interface Report {
  summary: Summary;
  results: ExchangeResult[];
}
