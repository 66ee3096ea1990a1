/** The versioning policy: which bump the findings require, and whether package.json has it. */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/diff/model.ts";
import { checkVersion } from "../../src/diff/version.ts";

const f = (rule: string, level: Finding["level"]): Finding => ({ rule, level, direction: "request", location: "GET /x", pointer: "p", message: "m" });
const breaking = [f("operation-removed", "breaking")];
const addition = [f("operation-added", "info")];
const other = [f("request-property-optional-added", "info"), f("response-enum-value-added", "warning")];

describe("checkVersion", () => {
  it.each([
    { given: "breaking, major bump", base: "1.4.2", head: "2.0.0", findings: breaking, ok: true, required: "major" },
    { given: "breaking, minor bump only", base: "1.4.2", head: "1.5.0", findings: breaking, ok: false, required: "major" },
    { given: "breaking in 0.x, minor bump", base: "0.1.0", head: "0.2.0", findings: breaking, ok: true, required: "minor" },
    { given: "breaking in 0.x, patch bump only", base: "0.1.0", head: "0.1.1", findings: breaking, ok: false, required: "minor" },
    { given: "breaking in 0.x, going to 1.0.0", base: "0.9.3", head: "1.0.0", findings: breaking, ok: true, required: "minor" },
    { given: "new operation, minor bump", base: "1.4.2", head: "1.5.0", findings: addition, ok: true, required: "minor" },
    { given: "new operation, patch bump only", base: "1.4.2", head: "1.4.3", findings: addition, ok: false, required: "minor" },
    { given: "new operation in 0.x, patch bump", base: "0.1.0", head: "0.1.1", findings: addition, ok: true, required: "patch" },
    { given: "new operation in 0.x, no bump", base: "0.1.0", head: "0.1.0", findings: addition, ok: false, required: "patch" },
    { given: "only other changes, no bump", base: "1.4.2", head: "1.4.2", findings: other, ok: true, required: "none" },
    { given: "no changes, no bump", base: "1.4.2", head: "1.4.2", findings: [], ok: true, required: "none" },
    { given: "a version going backwards", base: "1.4.2", head: "1.3.9", findings: [], ok: false, required: "none" },
    { given: "a v-prefixed tag-like version", base: "v1.4.2", head: "2.0.0-rc.1", findings: breaking, ok: true, required: "major" },
  ])("$given: ok=$ok", ({ base, head, findings, ok, required }) => {
    const v = checkVersion(base, head, findings);
    expect({ ok: v.ok, required: v.required }).toEqual({ ok, required });
  });

  it("says what to set when the bump is missing", () => {
    expect(checkVersion("1.4.2", "1.4.3", breaking).message).toMatch(/needs a major bump: set package.json "version" to 2\.0\.0 or higher/);
    expect(checkVersion("0.1.0", "0.1.0", breaking).message).toMatch(/0\.x: a breaking change needs a minor bump.*0\.2\.0/);
  });

  it("rejects a version that is not semver", () => {
    expect(checkVersion("one", "2.0.0", []).ok).toBe(false);
    expect(checkVersion("one", "2.0.0", []).message).toMatch(/"one" is not a semver version/);
  });
});
