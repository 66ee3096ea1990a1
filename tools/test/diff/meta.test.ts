/**
 * The registry's own checks: every rule has an id of the right shape, a message, a purpose, a doc
 * line in README.md and a test pair; every test pair belongs to a rule.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIRECTIONS, LEVELS } from "../../src/diff/model.ts";
import { Reporter } from "../../src/diff/report.ts";
import { isRuleId, placeholders, RULES } from "../../src/diff/rules.ts";
import { renderRulesTable } from "../../src/diff/rules-table.ts";

const TESTDATA = path.join(import.meta.dirname, "testdata");
const README = path.join(import.meta.dirname, "..", "..", "src", "diff", "README.md");
/**
 * Schema rules that exist in one direction only, because the property they grade matters only
 * there: whether a request object is sealed (an open one still accepts a property it no longer
 * declares), whether a response property was required (an optional one was never promised).
 */
const ONE_DIRECTION = new Set(["request-open-property-removed", "response-optional-property-removed"]);
/** Subjects whose rules concern what a client sends but are named without a direction. */
const UNDIRECTED_SUBJECTS = ["operation", "security", "server"];

describe("rule registry", () => {
  it("has at least 40 rules with unique ids", () => {
    expect(RULES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
  });

  describe.each(RULES.map((r) => [r.id, r] as const))("%s", (id, rule) => {
    it("has a kebab-case id: <direction>-<subject>-<change>", () => {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)+$/);
      const [first] = id.split("-");
      if (DIRECTIONS.includes(first as never)) expect(first).toBe(rule.direction);
      else expect(UNDIRECTED_SUBJECTS).toContain(first);
    });
    it("has a level, a direction, a purpose and a message", () => {
      expect(LEVELS).toContain(rule.level);
      expect(DIRECTIONS).toContain(rule.direction);
      expect(rule.purpose.trim()).not.toBe("");
      expect(rule.purpose).not.toContain("\n");
      expect(rule.message.trim()).not.toBe("");
      expect(placeholders(rule.message)).toContain("location");
    });
    it("has a test pair: testdata/<id>/{base,revision} and expected.json", () => {
      for (const part of ["base", "revision", "expected.json"]) expect(existsSync(path.join(TESTDATA, id, part)), `${id}/${part}`).toBe(true);
    });
  });

  it("types its ids: an unregistered id does not compile, and throws past the compiler", () => {
    const report = new Reporter();
    const at = { file: "shop/openapi.json", pointer: "", value: {} };
    // @ts-expect-error "request-colour-changed" is not a RuleId (npm run typecheck fails if this line compiles)
    expect(() => report.add("request-colour-changed", at, "POST /x")).toThrow(/unregistered rule "request-colour-changed"/);
    expect(isRuleId("request-not-added")).toBe(true);
    expect(isRuleId("request-colour-changed")).toBe(false);
  });

  it("has no test pair without a rule", () => {
    const ids = new Set<string>(RULES.map((r) => r.id));
    expect(readdirSync(TESTDATA).filter((d) => !ids.has(d))).toEqual([]);
  });

  it("keeps its asymmetry: every schema change has a request and a response rule", () => {
    const directed = RULES.filter(
      (r) => /^(request|response)-/.test(r.id) && !/-(parameter|header|body|media|status|message)-/.test(r.id) && !ONE_DIRECTION.has(r.id),
    );
    for (const r of directed) {
      const other = r.id.startsWith("request-") ? r.id.replace(/^request-/, "response-") : r.id.replace(/^response-/, "request-");
      expect(
        RULES.some((x) => x.id === other),
        `${r.id} has no counterpart ${other}`,
      ).toBe(true);
    }
  });

  it("is documented line by line in tools/src/diff/README.md (regenerate: contracts diff --list-rules)", () => {
    const readme = readFileSync(README, "utf8");
    const begin = readme.indexOf("<!-- rules:begin -->");
    const end = readme.indexOf("<!-- rules:end -->");
    expect(begin, "README.md lacks the <!-- rules:begin --> marker").toBeGreaterThan(-1);
    expect(readme.slice(begin + "<!-- rules:begin -->".length, end).trim()).toBe(renderRulesTable().trim());
  });
});

describe("deliberate differences from oasdiff", () => {
  const readme = readFileSync(README, "utf8");
  const begin = readme.indexOf("<!-- differences:begin -->");
  const end = readme.indexOf("<!-- differences:end -->");
  const rows = readme
    .slice(begin, end)
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| Difference") && !l.startsWith("|---"))
    .map((l) => l.split("|")[1]!.trim());
  const tests = [...readFileSync(path.join(import.meta.dirname, "oasdiff-differences.test.ts"), "utf8").matchAll(/^ {2}it\("([^"]+)"/gm)]
    .map((m) => m[1]!)
    .filter((name) => !name.startsWith("lets a team adopt"));
  it("README's table and oasdiff-differences.test.ts name the same differences, in order", () => {
    expect(begin, "README.md lacks the <!-- differences:begin --> marker").toBeGreaterThan(-1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(tests);
  });
  it("each row gives the grading here, oasdiff's, and a reason", () => {
    const table = readme
      .slice(begin, end)
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| Difference"));
    for (const line of table)
      expect(
        line
          .split("|")
          .slice(1, -1)
          .map((c) => c.trim())
          .filter(Boolean),
        line,
      ).toHaveLength(4);
  });
});
