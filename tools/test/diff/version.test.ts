/** The versioning policy: which bump the findings require, and whether package.json has it. */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/diff/model.ts";
import { adviseVersion, checkVersion } from "../../src/diff/version.ts";

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
    // pre-releases (semver's order and inc): issue 38
    { given: "breaking, release candidate to its release", base: "2.0.0-rc.1", head: "2.0.0", findings: breaking, ok: true, required: "major" },
    { given: "breaking, one release candidate to the next", base: "2.0.0-rc.1", head: "2.0.0-rc.2", findings: breaking, ok: true, required: "major" },
    { given: "breaking, a release candidate unchanged", base: "2.0.0-rc.1", head: "2.0.0-rc.1", findings: breaking, ok: false, required: "major" },
    { given: "breaking, a minor's candidate to its release", base: "1.3.0-rc.1", head: "1.3.0", findings: breaking, ok: false, required: "major" },
    { given: "breaking, a release to a candidate of the next minor", base: "1.4.2", head: "1.5.0-rc.1", findings: breaking, ok: false, required: "major" },
    { given: "new operation, a minor's candidate to its release", base: "1.3.0-rc.1", head: "1.3.0", findings: addition, ok: true, required: "minor" },
    { given: "new operation, a patch's candidate to its release", base: "1.3.1-rc.1", head: "1.3.1", findings: addition, ok: false, required: "minor" },
    { given: "breaking in 0.x, candidate to its release", base: "0.2.0-beta.3", head: "0.2.0", findings: breaking, ok: true, required: "minor" },
    { given: "a release back to its own candidate", base: "2.0.0", head: "2.0.0-rc.9", findings: [], ok: false, required: "none" },
  ])("$given: ok=$ok", ({ base, head, findings, ok, required }) => {
    const v = checkVersion(base, head, findings);
    expect({ ok: v.ok, required: v.required }).toEqual({ ok, required });
  });

  it("says what to set when the bump is missing", () => {
    expect(checkVersion("1.4.2", "1.4.3", breaking).message).toMatch(/needs a major bump: set package.json "version" to 2\.0\.0 or higher/);
    expect(checkVersion("0.1.0", "0.1.0", breaking).message).toMatch(/0\.x: a breaking change needs a minor bump.*0\.2\.0/);
  });

  it("2.0.0-rc.1 -> 2.0.0 with a breaking change is a satisfied major bump, not a call for 3.0.0 (issue 38)", () => {
    const v = checkVersion("2.0.0-rc.1", "2.0.0", breaking);
    expect(v).toMatchObject({ ok: true, required: "major", actual: "major", next: "2.0.0" });
    expect(v.message).not.toMatch(/3\.0\.0/);
  });

  it("names the next version semver gives a pre-release base", () => {
    const v = checkVersion("1.3.0-rc.1", "1.3.0", breaking);
    expect(v.next).toBe("2.0.0");
    expect(v.message).toMatch(/from the pre-release 1\.3\.0-rc\.1, a major bump leads to 2\.0\.0\): set package.json "version" to 2\.0\.0 or higher/);
  });

  it.each([
    { base: "2.0.0-rc.1", findings: breaking, next: "2.0.0", required: "major" },
    { base: "1.4.2", findings: addition, next: "1.5.0", required: "minor" },
    { base: "0.3.1", findings: breaking, next: "0.4.0", required: "minor" },
    { base: "1.4.2", findings: other, next: "1.4.2", required: "none" },
  ])("adviseVersion($base) -> $next", ({ base, findings, next, required }) => {
    expect(adviseVersion(base, findings)).toMatchObject({ next, required });
  });

  it("rejects a version that is not semver", () => {
    expect(checkVersion("one", "2.0.0", []).ok).toBe(false);
    expect(checkVersion("one", "2.0.0", []).message).toMatch(/"one" is not a semver version/);
  });
});
