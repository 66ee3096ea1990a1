// The rule registry is the single list of rules: ids are kebab-case and unique, the published
// JSON Schemas list the same ids, the README documents each one, and every rule is exercised
// (the conformance cases or the replay tests catch it).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RULES } from "../../src/conform/rules.ts";
import { loadCases } from "./support/cases.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const ids = RULES.map((r) => r.id);

describe("rule registry", () => {
  it("has unique kebab-case ids with a purpose", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RULES) {
      expect(r.id).toMatch(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/);
      expect(r.purpose.length).toBeGreaterThan(20);
    }
  });

  it("is the list the published schemas use", () => {
    const report = JSON.parse(readFileSync(path.join(ROOT, "conformance/schemas/report.schema.json"), "utf8"));
    expect(report.$defs.violation.properties.rule.enum).toEqual(ids);
    const expectation = JSON.parse(readFileSync(path.join(ROOT, "conformance/schemas/case-expectation.schema.json"), "utf8"));
    expect(expectation.properties.results.items.properties.rules.items.enum).toEqual(ids);
  });

  it("is documented in conformance/README.md, one table row per rule", () => {
    const readme = readFileSync(path.join(ROOT, "conformance/README.md"), "utf8");
    for (const id of ids) expect(readme, id).toMatch(new RegExp("^\\| `" + id + "` \\|", "m"));
  });

  it("every rule is caught by a case, or by the replay tests", () => {
    const fromCases = new Set(loadCases().flatMap((c) => c.expect.results.flatMap((r) => r.rules)));
    const replayTests = readdirSync(path.join(import.meta.dirname, "replay")).map((f) => readFileSync(path.join(import.meta.dirname, "replay", f), "utf8")).join("\n");
    const missing = ids.filter((id) => !fromCases.has(id) && !replayTests.includes(`"${id}"`));
    expect(missing).toEqual([]);
  });
});
