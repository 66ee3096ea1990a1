/**
 * One before/after pair per rule: testdata/<rule-id>/{base,revision} are trees laid out like
 * generated/, and expected.json holds the findings (the JSON format's `findings`). Each pair is
 * diffed with only its own rule enabled, on a fixed day (POLICY) so lifecycle pairs do not age.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { diffTrees } from "../../src/diff/engine.ts";
import { placeholders, RULES } from "../../src/diff/rules.ts";
import { buildTree, readFolder } from "../../src/diff/tree.ts";

const TESTDATA = path.join(import.meta.dirname, "testdata");
/** The day the pairs are judged on: sunsets before it have passed, after it have not. */
export const POLICY = { today: "2026-06-01", deprecationDays: { beta: 0, stable: 0 } };

function load(dir: string) {
  return buildTree(path.basename(dir), readFolder(dir, path.basename(dir)), (k) => path.join(dir, k));
}

describe.each(RULES.map((r) => [r.id, r] as const))("rule %s", (id, rule) => {
  const dir = path.join(TESTDATA, id);
  it("reports exactly the expected findings on its pair", () => {
    const findings = diffTrees(load(path.join(dir, "base")), load(path.join(dir, "revision")), { rules: new Set([id]), policy: POLICY });
    const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as { findings: unknown[] };
    expect(findings).toEqual(expected.findings);
  });
  it("fires on its pair, with its own level and direction", () => {
    const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as {
      findings: { rule: string; level: string; direction: string; location: string; message: string }[];
    };
    expect(expected.findings.length).toBeGreaterThan(0);
    for (const f of expected.findings) {
      expect(f).toMatchObject({ rule: id, level: rule.level, direction: rule.direction });
      // every placeholder filled (a location may hold path templates such as {order_id})
      for (const p of placeholders(rule.message)) {
        if (!f.location.includes(`{${p}}`)) expect(f.message, `placeholder {${p}} left unfilled`).not.toContain(`{${p}}`);
      }
    }
  });
  it("finds nothing when the pair's base is compared with itself", () => {
    const base = load(path.join(dir, "base"));
    expect(diffTrees(base, load(path.join(dir, "base")), { policy: POLICY })).toEqual([]);
  });
});
