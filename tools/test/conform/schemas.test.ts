// The published JSON Schemas of conformance/schemas/: their registry enums are what `make` writes from
// the rule registry, every well-formed line of the terminal cases follows the line schema, and every
// expectation file follows the expectation schema. (The JSON report of every case is checked against
// the report schema in cases.test.ts, from the run that judges the case.)
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENUM_SITES, LEVELS, reportSchemaTexts, RULE_IDS, WHERES } from "../../src/judge/publish-schemas.ts";
import { RULES } from "../../src/judge/rules.ts";
import { ROOT } from "../../src/paths.ts";
import { closure, importGraph } from "../support/import-graph.ts";
import { loadCases } from "./support/cases.ts";
import { publishedSchema, SCHEMAS_DIR } from "./support/schemas.ts";

const line = publishedSchema("terminal-exchange.schema.json");
const expectation = publishedSchema("case-expectation.schema.json");
const cases = loadCases();

const STALE = "conformance/schemas/ out of step with tools/src/judge/rules.ts: run `make` (it rewrites their rule, level and where enums) and commit them";

describe("registry enums of the published schemas", () => {
  it("the committed schemas are what the generator writes from the registry", () => {
    const texts = reportSchemaTexts();
    expect(Object.keys(texts).sort()).toEqual(["case-expectation.schema.json", "certification.schema.json", "report.schema.json"]);
    const stale = Object.entries(texts)
      .filter(([file, text]) => readFileSync(path.join(SCHEMAS_DIR, file), "utf8") !== text)
      .map(([f]) => f);
    expect(stale, STALE).toEqual([]);
  });

  it("the enums are the registry's ids, levels and places", () => {
    expect(RULE_IDS).toEqual(RULES.map((r) => r.id));
    expect([...LEVELS].sort()).toEqual([...new Set(RULES.map((r) => r.level))].sort());
    expect(LEVELS).toEqual(["error", "warning"]);
    expect(WHERES).toEqual(["request", "response", "sequence"]);
    const violation = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, "report.schema.json"), "utf8")).$defs.violation.properties;
    expect(violation.rule.enum).toEqual(RULE_IDS);
    expect(ENUM_SITES.length).toBe(7);
  });

  it("a stale enum is rewritten, and a missing site is named", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "report-schemas-"));
    try {
      cpSync(SCHEMAS_DIR, dir, { recursive: true });
      const file = path.join(dir, "report.schema.json");
      const doc = JSON.parse(readFileSync(file, "utf8"));
      doc.$defs.violation.properties.rule.enum = ["retired-rule"];
      writeFileSync(file, JSON.stringify(doc));
      expect(reportSchemaTexts(dir)["report.schema.json"]).toBe(reportSchemaTexts()["report.schema.json"]);
      delete doc.$defs.violation.properties.where;
      writeFileSync(file, JSON.stringify(doc));
      expect(() => reportSchemaTexts(dir)).toThrow(/report\.schema\.json#\/\$defs\/violation\/properties\/where: no schema there/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the Makefile rebuilds them when a file the generator imports changes", () => {
    const env = { ...process.env, MAKEFLAGS: "", MAKELEVEL: "", MFLAGS: "" };
    const r = spawnSync("make", ["-pq", "--no-print-directory"], { cwd: ROOT, encoding: "utf8", env, maxBuffer: 64 << 20 });
    const variable = (name: string): string[] => {
      const line = r.stdout.split("\n").find((l) => l.startsWith(`${name} :=`));
      expect(line, `the Makefile defines ${name}`).toBeDefined();
      return line!
        .slice(name.length + 3)
        .trim()
        .split(/\s+/);
    };
    const imported = closure(importGraph(), "tools/src/judge/publish-schemas-main.ts");
    expect(imported).toContain("tools/src/judge/rules.ts");
    expect(
      imported.filter((f) => !variable("REPORT_SCHEMA_SOURCES").includes(f)),
      "add them to REPORT_SCHEMA_SOURCES in the Makefile",
    ).toEqual([]);
    expect(variable("REPORT_SCHEMAS").sort()).toEqual(
      Object.keys(reportSchemaTexts())
        .map((f) => `conformance/schemas/${f}`)
        .sort(),
    );
  });
});

describe("case-expectation.schema.json", () => {
  it.each([
    { given: { index: 0, ok: true, rules: [] }, want: true },
    { given: { index: 0, ok: false, rules: ["request-schema"], findings: [{ rule: "request-schema", pointer: "/request/body/amount" }] }, want: true },
    { given: { index: 0, ok: false, rules: ["request-schema"] }, want: false }, // a finding without its pointer
    { given: { index: 0, ok: false, rules: ["no-such-rule"], findings: [{ rule: "no-such-rule", pointer: "" }] }, want: false },
    { given: { index: 0, ok: false, rules: ["request-schema"], findings: [{ rule: "request-schema", pointer: "request/body" }] }, want: false },
  ])("$given → $want", ({ given, want }) => {
    expect(expectation({ exit: 1, results: [given] })).toBe(want);
  });
});

describe("published schemas", () => {
  it.each(cases)("the expectation of $service/$name follows case-expectation.schema.json", (c) => {
    expect(expectation(c.expect), JSON.stringify(expectation.errors)).toBe(true);
  });

  it("every well-formed line of the terminal cases follows terminal-exchange.schema.json", () => {
    let n = 0;
    for (const c of cases.filter((c) => c.file.endsWith(".jsonl") && c.expect.exit !== 2)) {
      const malformed = new Set(c.expect.results.filter((r) => r.rules.includes("malformed-entry")).map((r) => r.index));
      readFileSync(c.file, "utf8")
        .split("\n")
        .forEach((text, i) => {
          if (!text.trim() || malformed.has(i)) return;
          n++;
          expect(line(JSON.parse(text)), `${c.file}:${i + 1}: ${JSON.stringify(line.errors)}`).toBe(true);
        });
    }
    expect(n).toBeGreaterThan(30);
  });
});
