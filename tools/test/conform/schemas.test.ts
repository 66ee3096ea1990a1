// The published JSON Schemas of conformance/schemas/: the JSON report of every case follows the
// report schema, every well-formed line of the terminal cases follows the line schema, and every
// expectation file follows the expectation schema.
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { loadCases } from "./support/cases.ts";
import { conform } from "./support/run.ts";

const SCHEMAS = path.resolve(import.meta.dirname, "../../../conformance/schemas");
const ajv = new Ajv2020.default({ allErrors: true, strict: true });
addFormats.default(ajv);
const schema = (name: string) => ajv.compile(JSON.parse(readFileSync(path.join(SCHEMAS, name), "utf8")));
const report = schema("report.schema.json");
const line = schema("terminal-exchange.schema.json");
const expectation = schema("case-expectation.schema.json");
const cases = loadCases();

describe("published schemas", () => {
  it.each(cases)("the expectation of $service/$name follows case-expectation.schema.json", (c) => {
    expect(expectation(c.expect), JSON.stringify(expectation.errors)).toBe(true);
  });

  it("the JSON report of every case follows report.schema.json", async () => {
    for (const c of cases) {
      const { report: r } = await conform([c.file, ...(c.expect.args ?? [])]);
      expect(report(r), `${c.file}: ${JSON.stringify(report.errors)}`).toBe(true);
    }
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
