/**
 * `--format json`: `{"findings": [{rule, level, direction, location, pointer, message}], ...}`.
 * Other tools read `findings`; the further keys say what was acknowledged and the verdict.
 * `--format yaml` is the same object in YAML.
 */
import { stringify } from "yaml";
import type { DiffResult } from "./result.ts";
import { counts } from "./result.ts";

/** The report as data: what json and yaml print. */
export function reportObject(r: DiffResult): Record<string, unknown> {
  return {
    findings: r.findings.map(({ rule, level, direction, location, pointer, message }) => ({ rule, level, direction, location, pointer, message })),
    acknowledged: r.acknowledged,
    unmatchedAcknowledgements: r.unmatched,
    ...(r.shipped?.length ? { shippedAcknowledgements: r.shipped } : {}),
    summary: { ...counts(r.findings), acknowledged: r.acknowledged.length, failOn: r.failOn, failed: r.failed },
    ...(r.version ? { version: r.version } : {}),
  };
}

export function renderJson(r: DiffResult): string {
  return `${JSON.stringify(reportObject(r), null, 2)}\n`;
}

export function renderYaml(r: DiffResult): string {
  return stringify(reportObject(r), { lineWidth: 0 });
}
