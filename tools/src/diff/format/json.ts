/**
 * `--format json`: `{"findings": [{rule, level, direction, location, pointer, message}], ...}`.
 * Other tools read `findings`; the further keys say what was acknowledged and the verdict.
 */
import type { DiffResult } from "./result.ts";
import { counts } from "./result.ts";

export function renderJson(r: DiffResult): string {
  const out = {
    findings: r.findings.map(({ rule, level, direction, location, pointer, message }) => ({ rule, level, direction, location, pointer, message })),
    acknowledged: r.acknowledged,
    unmatchedAcknowledgements: r.unmatched,
    ...(r.shipped?.length ? { shippedAcknowledgements: r.shipped } : {}),
    summary: { ...counts(r.findings), acknowledged: r.acknowledged.length, failOn: r.failOn, failed: r.failed },
    ...(r.version ? { version: r.version } : {}),
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}
