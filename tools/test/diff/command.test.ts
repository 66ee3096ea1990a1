/** `contracts diff`: arguments, exit codes, unusable input, git revisions, version check. */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { RULES } from "../../src/diff/rules.ts";
import { gitIn, runDiff, tempDir } from "./helpers.ts";

const TESTDATA = path.join(import.meta.dirname, "testdata");
const pair = (id: string) => [path.join(TESTDATA, id, "base"), path.join(TESTDATA, id, "revision")];

describe("exit codes and formats", () => {
  it.each([
    { given: "a breaking change", args: pair("operation-removed"), code: 1 },
    { given: "only a warning, failing on breaking", args: pair("operation-deprecated"), code: 0 },
    { given: "only a warning, failing on warning", args: [...pair("operation-deprecated"), "--fail-on", "warning"], code: 1 },
    { given: "only info, failing on warning", args: [...pair("operation-added"), "--fail-on=warning"], code: 0 },
    { given: "a tree against itself", args: [pair("operation-removed")[0]!, pair("operation-removed")[0]!], code: 0 },
    {
      given: "options after --format=VALUE and BASE/HEAD after --",
      args: ["--format=json", "--fail-on=warning", "--", ...pair("operation-deprecated")],
      code: 1,
    },
  ])("$given: exit $code", async ({ args, code }) => {
    expect((await runDiff(args)).code).toBe(code);
  });

  it("--format json prints {findings: [...]} on stdout", async () => {
    const r = await runDiff([...pair("request-property-required-added"), "--format", "json"]);
    const out = JSON.parse(r.stdout);
    expect(out.findings).toEqual([
      expect.objectContaining({
        rule: "request-property-required-added",
        level: "breaking",
        direction: "request",
        location: "POST /orders request body /currency",
      }),
    ]);
  });

  it.each(["text", "markdown", "junit"])("--format %s renders", async (format) => {
    const r = await runDiff([...pair("operation-removed"), "--format", format]);
    expect(r.stdout).toContain("operation-removed");
  });

  it("--rule limits the report to the named rules", async () => {
    const r = await runDiff([...pair("request-property-required-added"), "--rule", "operation-removed", "--format", "json"]);
    expect(JSON.parse(r.stdout).findings).toEqual([]);
    expect(r.code).toBe(0);
  });

  it("--report FORMAT=FILE writes further reports", async () => {
    const t = tempDir("diff-report-");
    try {
      const md = path.join(t.dir, "diff.md");
      const xml = path.join(t.dir, "diff.xml");
      const r = await runDiff([...pair("operation-removed"), "--report", `markdown=${md}`, "--report", `junit=${xml}`]);
      expect(r.code).toBe(1);
      expect(execFileSync("cat", [md, xml], { encoding: "utf8" })).toMatch(/## Contract changes[\s\S]*<testsuites/);
    } finally {
      t.cleanup();
    }
  });

  it("--out FILE writes the --format output there instead of stdout", async () => {
    const t = tempDir("diff-out-");
    try {
      const file = path.join(t.dir, "diff.json");
      const r = await runDiff([...pair("operation-removed"), "--format", "json", "--out", file]);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(JSON.parse(execFileSync("cat", [file], { encoding: "utf8" })).findings).toEqual([expect.objectContaining({ rule: "operation-removed" })]);
    } finally {
      t.cleanup();
    }
  });

  it.each([
    {
      given: "--out inside the HEAD folder",
      out: (head: string, _ack: string) => ["--out", path.join(head, "report.json")],
      want: /--out .* is inside the compared folder/,
    },
    {
      given: "--report inside the BASE folder",
      out: (_head: string, _ack: string, base = "") => ["--report", `json=${path.join(base, "openapi.json")}`],
      want: /--report json=.* is inside the compared folder/,
    },
    {
      given: "--out naming the acknowledgement file",
      out: (_head: string, ack: string) => ["--ignore", ack, "--out", ack],
      want: /is the acknowledgement file/,
    },
  ])("refuses $given (an output may not be an input), writing nothing", async ({ out, want }) => {
    const t = tempDir("diff-in-out-");
    try {
      const [base, head] = pair("operation-removed").map((dir, i) => {
        const copy = path.join(t.dir, i === 0 ? "base" : "head");
        cpSync(dir!, copy, { recursive: true });
        return copy;
      }) as [string, string];
      const ack = path.join(t.dir, "ack.yaml");
      writeFileSync(ack, "[]\n");
      const before = execFileSync("sh", ["-c", `find ${t.dir} -type f | sort | xargs cat | sha256sum`], { encoding: "utf8" });
      const r = await runDiff([base, head, ...out(head, ack, base)]);
      expect([r.code, r.error]).toEqual(["usage", expect.stringMatching(want)]);
      expect(execFileSync("sh", ["-c", `find ${t.dir} -type f | sort | xargs cat | sha256sum`], { encoding: "utf8" })).toBe(before);
    } finally {
      t.cleanup();
    }
  });

  it("--list-rules prints every rule", async () => {
    const r = await runDiff(["--list-rules"]);
    expect(r.code).toBe(0);
    for (const rule of RULES) expect(r.stdout).toContain(`\`${rule.id}\``);
  });
});

describe("acknowledged breaks", () => {
  const t = tempDir("diff-ignore-");
  afterAll(t.cleanup);
  const write = (name: string, text: string) => {
    const f = path.join(t.dir, name);
    writeFileSync(f, text);
    return f;
  };

  it("an acknowledged break passes and is listed with its reason; an unused entry is reported", async () => {
    const file = write(
      "acks.yaml",
      "acknowledged:\n  - rule: operation-removed\n    location: GET /ping\n    reason: replaced by /health\n  - rule: server-removed\n    location: shop servers\n    reason: old\n",
    );
    const r = await runDiff([...pair("operation-removed"), "--ignore", file, "--format", "json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.findings).toEqual([]);
    expect(out.acknowledged).toEqual([expect.objectContaining({ rule: "operation-removed", reason: "replaced by /health" })]);
    expect(out.unmatchedAcknowledgements).toEqual([expect.objectContaining({ rule: "server-removed", line: 5 })]);
    expect(r.stderr).toMatch(/acks\.yaml:5: server-removed at "shop servers" matched nothing/);
  });

  it("an entry without a reason is unusable input", async () => {
    const file = write("bad.yaml", "acknowledged:\n  - rule: operation-removed\n    location: GET /ping\n");
    const r = await runDiff([...pair("operation-removed"), "--ignore", file]);
    expect(r.code).toBe("input");
    expect(r.error).toMatch(/bad\.yaml:2: entry 1 .* has no reason/);
  });
});

describe("unusable input and usage", () => {
  const t = tempDir("diff-input-");
  afterAll(t.cleanup);

  it.each([
    {
      given: "a missing folder",
      setup: () => [path.join(t.dir, "nope"), pair("operation-removed")[1]!],
      want: /BASE ".*nope" does not exist: pass a folder laid out like generated\/ \(run `make` to build one\), one document \(OpenAPI, JSON Schema or AsyncAPI\), or git:REF\[:PATH\]/,
    },
    {
      given: "unparsable JSON",
      setup: () => {
        const dir = path.join(t.dir, "broken");
        mkdirSync(path.join(dir, "shop"), { recursive: true });
        writeFileSync(path.join(dir, "shop", "openapi.json"), '{\n  "openapi": "3.1.0",\n  "paths": {,}\n}\n');
        return [pair("operation-removed")[0]!, dir];
      },
      want: /broken\/shop\/openapi\.json:3:\d+: not valid JSON .*regenerate it with `make` or fix the file/,
    },
    {
      given: "a folder that is not a generated/ tree",
      setup: () => {
        mkdirSync(path.join(t.dir, "empty", "docs"), { recursive: true });
        return [path.join(t.dir, "empty"), pair("operation-removed")[1]!];
      },
      want: /holds no <service>\/openapi\.json and no <service>\/schemas\/\*\.json/,
    },
  ])("$given: exit 2 with a message naming the file and the way out", async ({ setup, want }) => {
    const r = await runDiff(setup());
    expect(r.code).toBe("input");
    expect(r.error).toMatch(want);
  });

  it.each([
    { args: [pair("operation-removed")[0]!], want: /expected BASE and HEAD/ },
    {
      args: [...pair("operation-removed"), "--format", "github"],
      want: /--format must be one of text, json, yaml, markdown, junit, githubactions, sarif, html, not "github"/,
    },
    { args: [...pair("operation-removed"), "--fail-on", "any"], want: /--fail-on must be breaking, warning or info/ },
    { args: [...pair("operation-removed"), "--verbose"], want: /unknown option --verbose/ },
    { args: [...pair("operation-removed"), "--rule", "nope"], want: /"nope" is not a registered rule/ },
    { args: [...pair("operation-removed"), "--ignore"], want: /--ignore needs a value/ },
    { args: [...pair("operation-removed"), "--ignore="], want: /--ignore needs a value/ },
    { args: [...pair("operation-removed"), "-x"], want: /unknown option -x/ },
    { args: [...pair("operation-removed"), "--check-version=yes"], want: /--check-version takes no value/ },
    { args: [...pair("operation-removed"), "--report", "pdf=x.pdf"], want: /--report takes FORMAT=FILE/ },
    { args: [...pair("operation-removed"), "--out"], want: /--out needs a value/ },
  ])("usage error: $want", async ({ args, want }) => {
    const r = await runDiff(args);
    expect(r.code).toBe("usage");
    expect(r.error).toMatch(want);
  });

  it("through npm: exit 2, one line naming the folder, no stack trace", () => {
    const r = spawnSync("npm", ["run", "-s", "contracts", "--", "diff", "/nonexistent/generated", "generated"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(2);
    const lines = r.stderr.split("\n").filter((l) => l && !l.startsWith("npm warn"));
    expect(lines).toEqual([
      'contracts: BASE "/nonexistent/generated" does not exist: pass a folder laid out like generated/ (run `make` to build one), one document (OpenAPI, JSON Schema or AsyncAPI), or git:REF[:PATH]',
    ]);
  });
});

describe("git revisions and the version check", () => {
  const t = tempDir("diff-git-");
  const repo = t.dir;
  const git = gitIn(repo);
  const commit = (version: string, tree: string | undefined, message: string) => {
    rmSync(path.join(repo, "generated"), { recursive: true, force: true });
    if (tree) cpSync(tree, path.join(repo, "generated"), { recursive: true });
    writeFileSync(path.join(repo, "package.json"), `${JSON.stringify({ name: "x", version })}\n`);
    git("add", "-A");
    git("commit", "-q", "-m", message);
  };

  beforeAll(() => {
    git("init", "-q");
    commit("0.0.1", undefined, "no contracts yet");
    commit("1.0.0", pair("operation-removed")[0], "contracts");
    git("tag", "v1.0.0");
    commit("1.1.0", pair("operation-removed")[1], "remove GET /ping");
  });
  afterAll(t.cleanup);

  it("diffs generated/ at two revisions", async () => {
    const r = await runDiff(["git:v1.0.0", "git:HEAD", "--repo", repo, "--format", "json"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).findings.map((f: { rule: string }) => f.rule)).toEqual(["operation-removed"]);
  });

  it("diffs a revision against a folder", async () => {
    const r = await runDiff(["git:HEAD", path.join(repo, "generated"), "--repo", repo]);
    expect(r.code).toBe(0);
  });

  it("says clearly when a revision has no generated/", async () => {
    const r = await runDiff(["git:HEAD~2", "git:HEAD", "--repo", repo]);
    expect(r.code).toBe("input");
    expect(r.error).toMatch(/git:HEAD~2 \([0-9a-f]{12}\) has no generated\/ folder: it predates the contracts/);
  });

  it("says clearly when a revision does not exist", async () => {
    const r = await runDiff(["git:v9.9.9", "git:HEAD", "--repo", repo]);
    expect(r.code).toBe("input");
    expect(r.error).toMatch(/git:v9\.9\.9: no such revision/);
  });

  it("--check-version fails a breaking change released as a minor version, reading package.json at each revision", async () => {
    const r = await runDiff([
      "git:v1.0.0",
      "git:HEAD",
      "--repo",
      repo,
      "--check-version",
      "--ignore",
      path.join(ROOT, "spec", "acknowledged-breaks.yaml"),
      "--format",
      "json",
    ]);
    const out = JSON.parse(r.stdout);
    expect(r.code).toBe(1);
    expect(out.version).toMatchObject({ ok: false, base: "1.0.0", head: "1.1.0", required: "major", actual: "minor" });
  });

  it("--check-version counts acknowledged breaks and accepts a major bump", async () => {
    const acks = path.join(repo, "..", `${path.basename(repo)}-acks.yaml`);
    writeFileSync(acks, "acknowledged:\n  - rule: operation-removed\n    location: GET /ping\n    reason: gone\n");
    try {
      const minor = await runDiff(["git:v1.0.0", "git:HEAD", "--repo", repo, "--check-version", "--ignore", acks]);
      expect(minor.code).toBe(1);
      expect(minor.stdout).toMatch(/needs a major bump: set package.json "version" to 2\.0\.0 or higher/);
      const major = await runDiff(["git:v1.0.0", "git:HEAD", "--repo", repo, "--check-version", "--head-version", "2.0.0", "--ignore", acks]);
      expect(major.code).toBe(0);
    } finally {
      rmSync(acks, { force: true });
    }
  });

  it("--check-version reads package.json beside a folder", async () => {
    const r = await runDiff(["git:v1.0.0", path.join(repo, "generated"), "--repo", repo, "--check-version", "--format", "json"]);
    expect(JSON.parse(r.stdout).version).toMatchObject({ base: "1.0.0", head: "1.1.0" });
  });
});
