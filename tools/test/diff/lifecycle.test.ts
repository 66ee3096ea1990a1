/**
 * The lifecycle policy (lifecycle.ts) and the command options around it and the gate:
 * deprecation, x-sunset, x-stability-level, the deprecation windows, --level, --prune-ignore.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { diffTrees } from "../../src/diff/engine.ts";
import type { LifecyclePolicy } from "../../src/diff/lifecycle.ts";
import { sunsetOf } from "../../src/diff/lifecycle.ts";
import { openapi, runDiff, tempDir, treeOf } from "./helpers.ts";

const TODAY = "2026-06-01";
const policy = (days: Partial<LifecyclePolicy["deprecationDays"]> = {}): LifecyclePolicy => ({
  today: TODAY,
  deprecationDays: { beta: 0, stable: 0, ...days },
});

const get = (extra: Record<string, unknown> = {}) => ({ operationId: "getOrder", responses: { "200": { description: "OK" } }, ...extra });
const docWith = (op?: Record<string, unknown>) => ({
  "shop/openapi.json": openapi({ "/health": { get: get({ operationId: "health" }) }, ...(op ? { "/orders": { get: op } } : {}) }),
});
const run = (base: Record<string, unknown>, head: Record<string, unknown>, p = policy()) =>
  diffTrees(treeOf(base, "base"), treeOf(head, "head"), { policy: p }).map((f) => `${f.level} ${f.rule}`);

describe("removing an operation", () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ["not deprecated", get(), ["breaking operation-removed"]],
    ["deprecated, no sunset", get({ deprecated: true }), ["info operation-retired"]],
    ["deprecated, sunset passed", get({ deprecated: true, "x-sunset": "2026-05-31" }), ["info operation-retired"]],
    ["deprecated, sunset today", get({ deprecated: true, "x-sunset": TODAY }), ["info operation-retired"]],
    ["deprecated, sunset tomorrow", get({ deprecated: true, "x-sunset": "2026-06-02" }), ["breaking operation-removed-before-sunset"]],
    [
      "deprecated, sunset as date-time in the future",
      get({ deprecated: true, "x-sunset": "2027-01-01T00:00:00Z" }),
      ["breaking operation-removed-before-sunset"],
    ],
    ["sunset without deprecation", get({ "x-sunset": "2020-01-01" }), ["breaking operation-removed"]],
    ["alpha", get({ "x-stability-level": "alpha" }), ["info operation-retired"]],
    ["draft", get({ "x-stability-level": "draft" }), ["info operation-retired"]],
    ["beta", get({ "x-stability-level": "beta" }), ["breaking operation-removed"]],
    ["unreadable sunset", get({ deprecated: true, "x-sunset": "soon" }), ["breaking operation-sunset-invalid"]],
    ["unreadable stability", get({ "x-stability-level": "preview" }), ["breaking operation-stability-invalid"]],
  ];
  it.each(cases)("%s", (_, op, want) => {
    expect(run(docWith(op), docWith())).toEqual(want);
  });
});

describe("an operation on both sides", () => {
  it("deleting the sunset of a deprecated operation is breaking", () => {
    expect(run(docWith(get({ deprecated: true, "x-sunset": "2027-01-01" })), docWith(get({ deprecated: true })))).toEqual([
      "breaking operation-sunset-removed",
    ]);
  });
  it("lowering the stability is breaking, raising it is not", () => {
    expect(run(docWith(get({ "x-stability-level": "stable" })), docWith(get({ "x-stability-level": "alpha" })))).toEqual([
      "breaking operation-stability-decreased",
    ]);
    expect(run(docWith(get({ "x-stability-level": "beta" })), docWith(get({ "x-stability-level": "stable" })))).toEqual([]);
  });
  it("an unreadable stability on either side is reported", () => {
    expect(run(docWith(get({ "x-stability-level": "gold" })), docWith(get({ "x-stability-level": "gold" })))).toEqual(["breaking operation-stability-invalid"]);
  });
  it("a new deprecation must leave the configured window (stable 180 days, beta 31)", () => {
    const base = docWith(get());
    const soon = docWith(get({ deprecated: true, "x-sunset": "2026-07-01" })); // 30 days
    expect(run(base, soon)).toEqual(["warning operation-deprecated"]);
    expect(run(base, soon, policy({ stable: 180 }))).toEqual(["breaking operation-sunset-too-soon", "warning operation-deprecated"]);
    const betaSoon = docWith(get({ deprecated: true, "x-sunset": "2026-07-15", "x-stability-level": "beta" }));
    expect(run(docWith(get({ "x-stability-level": "beta" })), betaSoon, policy({ beta: 31, stable: 180 }))).toEqual(["warning operation-deprecated"]);
    expect(run(docWith(get({ "x-stability-level": "beta" })), betaSoon, policy({ beta: 60 }))).toEqual([
      "breaking operation-sunset-too-soon",
      "warning operation-deprecated",
    ]);
  });
});

describe("parameters", () => {
  const withParam = (p?: Record<string, unknown>) => docWith(get(p ? { parameters: [{ name: "lang", in: "query", schema: { type: "string" }, ...p }] } : {}));
  it.each([
    ["not deprecated", {}, ["warning request-parameter-removed"]],
    ["deprecated, sunset passed", { deprecated: true, "x-sunset": "2026-01-01" }, ["warning request-parameter-removed"]],
    ["deprecated, sunset ahead", { deprecated: true, "x-sunset": "2026-12-01" }, ["breaking request-parameter-removed-before-sunset"]],
    ["deprecated, unreadable sunset", { deprecated: true, "x-sunset": "12/01/2026" }, ["breaking request-parameter-sunset-invalid"]],
  ] as [string, Record<string, unknown>, string[]][])("removing one: %s", (_, p, want) => {
    expect(run(withParam(p), withParam())).toEqual(want);
  });
  it("deleting a deprecated parameter's sunset is breaking", () => {
    expect(run(withParam({ deprecated: true, "x-sunset": "2026-12-01" }), withParam({ deprecated: true }))).toEqual([
      "breaking request-parameter-sunset-removed",
    ]);
  });
});

describe("sunset dates", () => {
  it.each([
    ["2026-02-28", "2026-02-28"],
    ["2026-02-28T10:00:00+05:30", "2026-02-28"],
    ["2026-02-30", "invalid"],
    ["28 Feb 2026", "invalid"],
    [20260228, "invalid"],
  ] as [unknown, string][])("%j reads as %s", (v, want) => {
    expect(sunsetOf({ "x-sunset": v })).toBe(want);
  });
});

describe("command options", () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());
  function folders(base: Record<string, unknown>, head: Record<string, unknown>): { b: string; h: string; dir: string } {
    const t = tempDir("diff-lifecycle-");
    cleanup = t.cleanup;
    for (const [name, files] of [
      ["b", base],
      ["h", head],
    ] as const) {
      for (const [k, v] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(t.dir, name, k)), { recursive: true });
        writeFileSync(path.join(t.dir, name, k), JSON.stringify(v));
      }
    }
    return { b: path.join(t.dir, "b"), h: path.join(t.dir, "h"), dir: t.dir };
  }
  it("--level RULE=LEVEL regrades a rule (and its exit)", async () => {
    const { b, h } = folders(docWith(get()), docWith());
    expect((await runDiff([b, h])).code).toBe(1);
    const r = await runDiff([b, h, "--level", "operation-removed=warning", "--format", "json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).findings[0]).toMatchObject({ rule: "operation-removed", level: "warning" });
  });
  it("--level refuses an unknown rule or level", async () => {
    expect((await runDiff(["a", "b", "--level", "operation-gone=info"])).error).toMatch(/--level takes RULE=LEVEL/);
    expect((await runDiff(["a", "b", "--level", "operation-removed=fatal"])).error).toMatch(/must be breaking, warning or info/);
  });
  it("--deprecation-days-stable and --today apply the window", async () => {
    const { b, h } = folders(docWith(get()), docWith(get({ deprecated: true, "x-sunset": "2026-07-01" })));
    expect((await runDiff([b, h, "--today", TODAY])).code).toBe(0);
    const r = await runDiff([b, h, "--today", TODAY, "--deprecation-days-stable", "180"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("operation-sunset-too-soon");
    expect((await runDiff([b, h, "--deprecation-days-stable", "half a year"])).error).toMatch(/whole number of days/);
    expect((await runDiff([b, h, "--today", "tomorrow"])).error).toMatch(/--today takes a date/);
  });
  it("--prune-ignore removes the entries that matched nothing, keeping comments and the rest", async () => {
    const { b, h, dir } = folders(docWith(get()), docWith());
    const ignore = path.join(dir, "ack.yaml");
    writeFileSync(
      ignore,
      [
        "# why this file exists",
        "acknowledged:",
        "  - rule: operation-removed",
        '    location: "GET /orders"',
        "    reason: told partners # kept",
        "  - rule: server-removed",
        '    location: "shop servers"',
        "    reason: gone long ago",
        "",
      ].join("\n"),
    );
    expect((await runDiff([b, h, "--prune-ignore"])).error).toMatch(/--prune-ignore needs --ignore/);
    const r = await runDiff([b, h, "--ignore", ignore, "--prune-ignore"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("pruned 1 entry");
    const left = readFileSync(ignore, "utf8");
    expect(left).toContain("# why this file exists");
    expect(left).toContain("operation-removed");
    expect(left).toContain("# kept");
    expect(left).not.toContain("server-removed");
    const again = await runDiff([b, h, "--ignore", ignore]);
    expect(again.stdout).not.toMatch(/matched nothing|already contains/);
  });
});

describe("entries that shipped (BASE's copy of the file had them)", () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());
  it("are summed up in one line with the prune command; entries added since BASE are listed", async () => {
    const t = tempDir("diff-shipped-");
    cleanup = t.cleanup;
    const repo = t.dir;
    const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { stdio: "pipe" });
    git("init", "-q");
    git("config", "user.email", "t@example.com");
    git("config", "user.name", "t");
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      writeFileSync(path.join(repo, file), text);
    };
    const ack = (entries: string[]) => `acknowledged:\n${entries.join("")}`;
    const entry = (r: string, loc: string) => `  - rule: ${r}\n    location: "${loc}"\n    reason: accepted\n`;
    write("generated/shop/openapi.json", JSON.stringify(docWith(get())["shop/openapi.json"]));
    write("spec/ack.yaml", ack([entry("operation-removed", "GET /old")]));
    git("add", "-A");
    git("commit", "-qm", "base");
    write("spec/ack.yaml", ack([entry("operation-removed", "GET /old"), entry("operation-removed", "GET /typo")]));
    const r = await runDiff(["git:HEAD", path.join(repo, "generated"), "--repo", repo, "--ignore", path.join(repo, "spec/ack.yaml")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /1 entry of .*ack\.yaml accepted breaks that git:HEAD already contains \(lines 2\); prune them: npx contracts diff git:HEAD .* --prune-ignore/,
    );
    expect(r.stdout).toMatch(/matched nothing[^\n]*\n {2}line 5: operation-removed at GET \/typo/);
    const j = JSON.parse(
      (await runDiff(["git:HEAD", path.join(repo, "generated"), "--repo", repo, "--ignore", path.join(repo, "spec/ack.yaml"), "--format", "json"])).stdout,
    );
    expect(j.unmatchedAcknowledgements.map((u: { location: string }) => u.location)).toEqual(["GET /typo"]);
    expect(j.shippedAcknowledgements.map((u: { location: string }) => u.location)).toEqual(["GET /old"]);
  });
});
