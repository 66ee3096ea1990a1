/**
 * `--format junit`: one test case per finding; findings at or above `--fail-on` are failures.
 * CI systems show these next to unit tests.
 */
import { escapeMarkup as xml } from "../../markup.ts";
import { SEVERITY } from "../model.ts";
import type { DiffResult } from "./result.ts";

export function renderJunit(r: DiffResult): string {
  const cases: string[] = [];
  let failures = 0;
  for (const f of r.findings) {
    const name = `${f.rule} ${f.location}`;
    if (SEVERITY[f.level] >= SEVERITY[r.failOn]) {
      failures++;
      cases.push(
        `    <testcase classname="contracts.diff.${xml(f.direction)}" name="${xml(name)}">\n` +
          `      <failure type="${f.level}" message="${xml(f.message)}">${xml(`${f.message}\nat ${f.pointer}`)}</failure>\n` +
          `    </testcase>`,
      );
    } else {
      cases.push(
        `    <testcase classname="contracts.diff.${xml(f.direction)}" name="${xml(name)}">\n` +
          `      <system-out>${xml(`${f.level}: ${f.message}\nat ${f.pointer}`)}</system-out>\n` +
          `    </testcase>`,
      );
    }
  }
  for (const f of r.acknowledged) {
    cases.push(
      `    <testcase classname="contracts.diff.acknowledged" name="${xml(`${f.rule} ${f.location}`)}">\n` +
        `      <skipped message="${xml(`acknowledged: ${f.reason}`)}"/>\n` +
        `    </testcase>`,
    );
  }
  if (r.version) {
    if (!r.version.ok) failures++;
    cases.push(
      `    <testcase classname="contracts.diff.version" name="version bump">\n` +
        (r.version.ok ? "" : `      <failure type="version" message="${xml(r.version.message)}">${xml(r.version.message)}</failure>\n`) +
        `    </testcase>`,
    );
  }
  if (cases.length === 0) cases.push(`    <testcase classname="contracts.diff" name="no contract changes"/>`);
  const skipped = r.acknowledged.length;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="contracts diff" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="contracts diff ${xml(r.base)} -> ${xml(r.head)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}">`,
    ...cases,
    `  </testsuite>`,
    `</testsuites>`,
    "",
  ].join("\n");
}
