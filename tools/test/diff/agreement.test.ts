/**
 * The oasdiff agreement harness (tools/bench/oasdiff-agreement.ts) on a made-up checkout: which
 * tests it reads, how it merges them into pairs, how it scores. The real checkout is not needed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { explain, score } from "../../bench/oasdiff-agreement.ts";
import { tempDir } from "./helpers.ts";

const t = tempDir("diff-agreement-");
afterAll(() => t.cleanup());
const root = t.dir;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const spec = (paths: string) => `openapi: 3.1.0\ninfo: {title: t, version: "1"}\npaths:\n${paths}`;
const op = (p: string) => `  ${p}:\n    get:\n      responses:\n        "200": {description: OK}\n`;

write(
  "checker/rules.go",
  [
    "newBackwardCompatibilityRule(APIRemovedWithoutDeprecationId, ERR, APIRemovedCheck, DirectionNone)",
    "newBackwardCompatibilityRule(EndpointAddedId, INFO, APIAddedCheck, DirectionNone)",
  ].join("\n"),
);
write("data/a.yaml", spec(op("/a") + op("/b")));
write("data/b.yaml", spec(op("/a")));
write("data/c.yaml", spec(op("/a") + op("/b") + op("/c")));
write(
  "checker/x_test.go",
  `package checker_test

func TestRemoved(t *testing.T) {
	s1, err := open("../data/a.yaml")
	s2, err := open("../data/b.yaml")
	d, osm, err := diff.GetWithOperationsSourcesMap(diff.NewConfig(), s1, s2)
	errs := checker.CheckBackwardCompatibility(allChecksConfig(), d, osm)
	requireSingleChange(t, errs, checker.APIRemovedWithoutDeprecationId)
}

func TestAdded(t *testing.T) {
	s1, err := open("../data/a.yaml")
	s2, err := open("../data/c.yaml")
	d, osm, err := diff.GetWithOperationsSourcesMap(diff.NewConfig(), s1, s2)
	errs := checker.CheckBackwardCompatibilityUntilLevel(singleCheckConfig(checker.APIAddedCheck), d, osm, checker.INFO)
	requireSingleChange(t, errs, checker.EndpointAddedId)
}

func TestRemovedQuietly(t *testing.T) {
	s1, err := open("../data/c.yaml")
	s2, err := open("../data/a.yaml")
	d, osm, err := diff.GetWithOperationsSourcesMap(diff.NewConfig(), s1, s2)
	errs := checker.CheckBackwardCompatibilityUntilLevel(singleCheckConfig(checker.APIAddedCheck), d, osm, checker.INFO)
	require.Empty(t, errs)
}

func TestEditedInCode(t *testing.T) {
	s1, err := open("../data/a.yaml")
	s2, err := open("../data/a.yaml")
	s2.Spec.Paths.Delete("/a")
	d, osm, err := diff.GetWithOperationsSourcesMap(diff.NewConfig(), s1, s2)
	errs := checker.CheckBackwardCompatibility(allChecksConfig(), d, osm)
	require.Empty(t, errs)
}
`,
);

describe("oasdiff agreement harness", () => {
  const { scored, tests, used } = score(root);
  const byKey = Object.fromEntries(scored.map((s) => [s.key, s]));
  it("reads the tests that pin a fixture pair, and skips those that edit a spec in code", () => {
    expect(tests).toBe(4);
    expect(used).toBe(3);
    expect(Object.keys(byKey).sort()).toEqual(["data/a.yaml -> data/b.yaml", "data/a.yaml -> data/c.yaml", "data/c.yaml -> data/a.yaml"]);
  });
  it("takes oasdiff's verdict from the levels in rules.go, and the gate's from a breaking finding", () => {
    expect(byKey["data/a.yaml -> data/b.yaml"]).toMatchObject({ oasdiff: "breaking", strict: true, gate: "breaking", gateRules: ["operation-removed"] });
    expect(byKey["data/a.yaml -> data/c.yaml"]).toMatchObject({ oasdiff: "compatible", strict: false, gate: "compatible" });
  });
  it("scores a single-check test's empty result as that check's verdict, and can disagree", () => {
    const s = byKey["data/c.yaml -> data/a.yaml"]!;
    expect(s).toMatchObject({ oasdiff: "compatible", strict: false, gate: "breaking" });
    expect(explain(s)).toBeUndefined(); // no documented difference covers a removed operation
  });
});
