// The magic values are one documented set: every value the sandbox implements appears in the HTTP
// plans' triggers, in the sandbox README's scenario table and in the partners' guide; every quoted
// value of a plan trigger is one the README names; and each paise maps to its outcome.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPlan, resolvePlan } from "../../src/certify/plan.ts";
import { ROOT } from "../../src/paths.ts";
import { DECLINED_MESSAGE, INVALID_CLIENT_SECRET, MAGIC_EXTERNAL_IDS, SHORT_LIVED_SUFFIX } from "../../src/sandbox/index.ts";
import { outcomeOf } from "../../src/sandbox/scenarios.ts";

const readme = readFileSync(path.join(ROOT, "tools/src/sandbox/README.md"), "utf8");
const sandboxSection = readme.slice(readme.indexOf("**Scenario control.**"), readme.indexOf("**Recording.**"));
const guide = readFileSync(path.join(ROOT, "conformance/README.md"), "utf8");
const triggers = (["affordability", "optimizer"] as const).flatMap((n) => loadPlan(resolvePlan(n)).plan.triggers ?? []);
const triggerText = triggers.map((t) => `${t.value} ${t.outcome}`).join("\n");

describe("sandbox magic values", () => {
  const values = [SHORT_LIVED_SUFFIX, INVALID_CLIENT_SECRET, ...Object.keys(MAGIC_EXTERNAL_IDS), DECLINED_MESSAGE];
  it.each(values)("names %s alike in the plans, the sandbox README's Sandbox section and the partners' guide", (value) => {
    expect(triggerText).toContain(`"${value}"`);
    expect(sandboxSection).toContain(`\`${value}\``);
    expect(guide).toContain(`\`${value}\``);
  });

  it("has every quoted value of a plan trigger in the sandbox README's scenario table", () => {
    const quoted = [...triggerText.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    expect(quoted.length).toBeGreaterThan(values.length - 1);
    expect(quoted.filter((q) => !sandboxSection.includes(q))).toEqual([]);
  });

  it("names no trigger value the sandbox dropped", () => {
    expect(triggerText).not.toMatch(/certify-conflict|paise are 99/);
  });

  const paise: Array<{ given: number; want: string }> = [
    { given: 10051, want: "decline" },
    { given: 10052, want: "pending" },
    { given: 10099, want: "success" },
    { given: 10000, want: "success" },
  ];
  it.each(paise)("treats amount $given as $want", ({ given, want }) => expect(outcomeOf(given)).toBe(want));
});
