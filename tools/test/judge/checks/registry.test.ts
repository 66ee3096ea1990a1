// The registered conformance checks (conform/checks/): each claims rules of the registry, no two
// claim the same rule, and a claimed rule id is spelled nowhere else in conform/ (its check is its one
// home: a finding of that rule cannot come from a second place). The violation constructor takes
// `where` and the level from the registry.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HTTP_REQUEST_CHECKS, HTTP_RESPONSE_CHECKS } from "../../../src/judge/checks/http/index.ts";
import { headerEcho, TERMINAL_REPLY_CHECKS, TERMINAL_REQUEST_CHECKS } from "../../../src/judge/checks/terminal/index.ts";
import { violation } from "../../../src/judge/checks/violation.ts";
import { RULES } from "../../../src/judge/rules.ts";
import { ROOT } from "../../../src/paths.ts";

/** Each check once (x-verify is registered on both sides of an HTTP exchange). */
const CHECKS = [...new Set([...HTTP_REQUEST_CHECKS, ...HTTP_RESPONSE_CHECKS, ...TERMINAL_REQUEST_CHECKS, ...TERMINAL_REPLY_CHECKS])];
/** header-echo also reports the reply's missing Header as `envelope`, a rule the envelope checks share: only header-echo is its own. */
const claimed = [...CHECKS.flatMap((c) => c.rules), "header-echo"];
const CONFORM = path.join(ROOT, "tools/src/conform");

describe("registered checks", () => {
  it("claim rules of the registry, each rule once", () => {
    const ids = new Set<string>(RULES.map((r) => r.id));
    expect(claimed.filter((r) => !ids.has(r))).toEqual([]);
    expect(claimed.length).toBe(new Set(claimed).size);
    expect(headerEcho.rules).toContain("header-echo");
  });

  it("are the one home of their rules: no other module of conform/ spells the rule id", () => {
    const files = readdirSync(CONFORM, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith(".ts"))
      .map((e) => path.join(e.parentPath, e.name))
      .filter((f) => !f.includes(`${path.sep}checks${path.sep}`) && !f.endsWith("rules.ts") && !f.endsWith("publish-schemas.ts"));
    const strays = files.flatMap((f) => {
      const text = readFileSync(f, "utf8");
      // conform/leak.ts is the card-number scanner the card-leak check (and the terminal reply) runs.
      return claimed
        .filter((id) => text.includes(`"${id}"`) && !(id === "card-number-leak" && f.endsWith("leak.ts")))
        .map((id) => `${path.relative(ROOT, f)}: ${id}`);
    });
    expect(strays).toEqual([]);
  });
});

describe("violation()", () => {
  const at = { pointer: "/response/Header/UserId", expected: '"u1"', actual: '"u2"', message: "m" };
  it.each([
    { given: "a rule with one place", rule: "header-echo" as const, pointer: at.pointer, want: { where: "response", level: undefined } },
    { given: "a warning rule", rule: "response-code-undocumented" as const, pointer: at.pointer, want: { where: "response", level: "warning" } },
    { given: "a rule of both sides, on the request", rule: "envelope" as const, pointer: "/request/Header", want: { where: "request", level: undefined } },
    { given: "a rule of both sides, on the response", rule: "envelope" as const, pointer: "/response/Header", want: { where: "response", level: undefined } },
  ])("$given", ({ rule, pointer, want }) => {
    const v = violation(rule, { ...at, pointer });
    expect({ where: v.where, level: v.level }).toEqual(want);
    expect(v).toMatchObject({ rule, pointer, expected: at.expected, actual: at.actual, message: at.message });
  });
});
