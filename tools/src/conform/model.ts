/**
 * The report model of `contracts conform`: one result per recorded exchange, each with typed
 * violations. It follows conformance/schemas/report.schema.json (a test checks that it does).
 */
import type { RuleId, Where } from "./rules.ts";

export interface Violation {
  /** A rule id of the registry (rules.ts). */
  rule: RuleId;
  where: Where;
  /** JSON pointer into the recorded exchange: /request/..., /response/... */
  pointer: string;
  /** What the contract (or the recording, for replay diffs) expects: short, never a secret. */
  expected: string;
  /** What was found: short, rendered as JSON text, card numbers masked, secrets redacted. */
  actual: string;
  /** One sentence; never repeats a sensitive value. */
  message: string;
}

export interface ExchangeResult {
  /** The recording, as given on the command line. */
  file: string;
  /** 0-based entry of a HAR file, or 0-based line of a JSON Lines file. */
  index: number;
  /** operationId (HTTP), `<app>.<Method>` (terminal), or "unknown". */
  operation: string;
  ok: boolean;
  violations: Violation[];
}

export interface Summary {
  exchanges: number;
  passed: number;
  failed: number;
}

export interface Report {
  summary: Summary;
  results: ExchangeResult[];
}
