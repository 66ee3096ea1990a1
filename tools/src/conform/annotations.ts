/**
 * What the runner reads from the contracts' schemas besides validation: which properties hold a
 * masked value (a card number in a response must then never be a full one) and which are volatile
 * (ignored by replay diffs and captured for substitution).
 *
 * - masked: a property whose description says "masked" (e.g. masked_card_number, CardNumber).
 * - volatile: a property annotated `x-volatile: true` (the contract's own keyword).
 *
 * `loadAnnotations` turns them into what a run uses: the leak scanner and the volatility, built
 * once from the contract's annotations (contract/annotations.ts collects them).
 */
import { contractAnnotations } from "../contract/documents.ts";
import type { SchemaAnnotations } from "../contract/annotations.ts";
import { leakScanner, type LeakScanner } from "./leak.ts";
import { Volatility } from "./replay/volatile.ts";

/** What a conformance run reads from the annotations. */
export interface RunAnnotations {
  /** card-number-leak: the masked property names (plus the documented default list). */
  leaks: LeakScanner;
  /** Replay: the volatile property names (plus the documented default list). */
  volatility: Volatility;
}

/** The run's annotations: the contract's (masked and volatile property names of every service), or those given. */
export function loadAnnotations(annotations: SchemaAnnotations = contractAnnotations()): RunAnnotations {
  return { leaks: leakScanner(annotations.masked), volatility: new Volatility(annotations.volatile) };
}
