/** config.ts: `.contracts-diff.yaml` (or .json) in the current folder, or --config FILE; flags win. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { changelog } from "../../src/diff/command.ts";
import { runDiff, tempDir } from "./helpers.ts";

const TESTDATA = path.join(import.meta.dirname, "testdata");
const pair = (id: string) => [path.join(TESTDATA, id, "base"), path.join(TESTDATA, id, "revision")];
const t = tempDir("diff-config-");
afterAll(t.cleanup);
let n = 0;

/** A fresh folder holding `files`; `fn` runs with it as the current folder. */
async function inFolder<T>(files: Record<string, string>, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = path.join(t.dir, `case-${++n}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const before = process.cwd();
  process.chdir(dir);
  try {
    return await fn(dir);
  } finally {
    process.chdir(before);
  }
}

describe("a config file in the current folder", () => {
  it("an info-only change passes by default and fails with --fail-on info", async () => {
    await inFolder({}, async () => {
      expect((await runDiff(pair("operation-added"))).code).toBe(0);
      expect((await runDiff([...pair("operation-added"), "--fail-on", "info"])).code).toBe(1);
    });
  });

  it(".contracts-diff.yaml sets the format and the fail level", async () => {
    const r = await inFolder({ ".contracts-diff.yaml": "format: json\nfail-on: info\n" }, () => runDiff(pair("operation-added")));
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).summary).toMatchObject({ info: 1, failOn: "info", failed: true });
  });

  it(".contracts-diff.json does the same", async () => {
    const r = await inFolder({ ".contracts-diff.json": '{"format": "githubactions", "fail-on": "info"}\n' }, () => runDiff(pair("operation-added")));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::notice file=\S*operation-added\/revision\/shop\/openapi\.json,line=\d+,col=\d+,title=operation-added::/);
  });

  it("flags win over the file; --level merges rule by rule", async () => {
    const config = "format: json\nfail-on: info\nlevel:\n  operation-added: warning\n  operation-removed: info\n";
    const r = await inFolder({ ".contracts-diff.yaml": config }, () =>
      runDiff([...pair("operation-added"), "--format", "text", "--fail-on", "breaking", "--level", "operation-removed=breaking"]),
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^WARNING {2}operation-added/);
  });

  it("levels and the ignore file from the config: paths relative to the file's folder (--config)", async () => {
    const ack = "acknowledged:\n  - rule: operation-removed\n    location: GET /ping\n    reason: replaced\n";
    const config = "ignore: acks.yaml\nformat: json\n";
    const r = await inFolder({ "ci/contracts.yaml": config, "ci/acks.yaml": ack }, () =>
      runDiff([...pair("operation-removed"), "--config", "ci/contracts.yaml"]),
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).acknowledged).toEqual([expect.objectContaining({ rule: "operation-removed", reason: "replaced" })]);
  });

  it("report as a map of FORMAT: FILE", async () => {
    const r = await inFolder({ ".contracts-diff.yaml": "report:\n  sarif: out/diff.sarif\n" }, async (dir) => {
      mkdirSync(path.join(dir, "out"));
      const result = await runDiff(pair("operation-removed"));
      const { readFileSync } = await import("node:fs");
      return { ...result, sarif: JSON.parse(readFileSync(path.join(dir, "out", "diff.sarif"), "utf8")) };
    });
    expect(r.code).toBe(1);
    expect(r.sarif.runs[0].results.map((x: { ruleId: string }) => x.ruleId)).toEqual(["operation-removed"]);
  });

  it.each([
    {
      given: "an unknown key",
      files: { ".contracts-diff.yaml": "format: json\nfailon: info\n" },
      want: /\.contracts-diff\.yaml:2: unknown key "failon": the keys are the options of contracts diff \(format, out, fail-on/,
    },
    {
      given: "a bad level",
      files: { ".contracts-diff.yaml": "fail-on: everything\n" },
      want: /\.contracts-diff\.yaml:1: fail-on: must be breaking, warning or info, not "everything"/,
    },
    { given: "a bad format", files: { ".contracts-diff.yaml": "\nformat: pdf\n" }, want: /\.contracts-diff\.yaml:2: format: must be one of text, json, yaml/ },
    {
      given: "an unknown rule in level",
      files: { ".contracts-diff.yaml": "level:\n  no-such-rule: info\n" },
      want: /\.contracts-diff\.yaml:1: level: takes RULE=LEVEL with a registered rule/,
    },
    {
      given: "a boolean as a string",
      files: { ".contracts-diff.yaml": "check-version: yes please\n" },
      want: /\.contracts-diff\.yaml:1: check-version takes true or false/,
    },
    {
      given: "a list at the top",
      files: { ".contracts-diff.yaml": "- format\n" },
      want: /\.contracts-diff\.yaml:1: the config must be a map of option names to values/,
    },
    { given: "malformed YAML", files: { ".contracts-diff.yaml": "format: [json\n" }, want: /\.contracts-diff\.yaml:\d+:\d+: not valid YAML/ },
    { given: "malformed JSON", files: { ".contracts-diff.json": '{"format": json}' }, want: /\.contracts-diff\.json: not valid JSON/ },
    { given: "two config files", files: { ".contracts-diff.yaml": "", ".contracts-diff.json": "{}" }, want: /two config files for contracts diff: keep one/ },
  ])("$given: unusable input (exit 2) naming the file and line", async ({ files, want }) => {
    const r = await inFolder(files as Record<string, string>, () => runDiff(pair("operation-added")));
    expect([r.code, r.error]).toEqual(["input", expect.stringMatching(want)]);
  });

  it("--config naming a missing file is unusable input", async () => {
    const r = await inFolder({}, () => runDiff([...pair("operation-added"), "--config", "nope.yaml"]));
    expect([r.code, r.error]).toEqual(["input", expect.stringMatching(/--config nope\.yaml: no such file/)]);
  });

  it("--config naming a folder is unusable input, not an internal error", async () => {
    const r = await inFolder({ "cfg/x": "" }, () => runDiff([...pair("operation-added"), "--config", "cfg"]));
    expect([r.code, r.error]).toEqual(["input", expect.stringMatching(/^cfg: the config file cannot be read \(EISDIR\)/)]);
  });

  it("an empty file changes nothing", async () => {
    expect((await inFolder({ ".contracts-diff.yaml": "" }, () => runDiff(pair("operation-removed")))).code).toBe(1);
  });

  it("changelog reads the levels and ignores the gate's keys (format githubactions)", async () => {
    const r = await inFolder({ ".contracts-diff.yaml": "format: githubactions\nfail-on: info\nlevel:\n  operation-added: warning\n" }, async () => {
      let out = "";
      const write = process.stdout.write.bind(process.stdout);
      process.stdout.write = ((chunk: string) => {
        out += chunk;
        return true;
      }) as typeof process.stdout.write;
      try {
        return { code: await changelog([...pair("operation-added"), "--format", "json"]), out };
      } finally {
        process.stdout.write = write;
      }
    });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.groups[0].changes[0]).toMatchObject({ rule: "operation-added", level: "warning" });
  });
});
