/** .ci/diff-gate.sh in throwaway repositories: how it picks the base, and its verdicts. */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { gitIn, tempDir } from "./helpers.ts";

const TESTDATA = path.join(import.meta.dirname, "testdata");
const BEFORE = path.join(TESTDATA, "operation-removed", "base");
const AFTER = path.join(TESTDATA, "operation-removed", "revision");
const ACK = "acknowledged:\n  - rule: operation-removed\n    location: GET /ping\n    reason: replaced by /health\n";

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

function repo() {
  const t = tempDir("diff-gate-");
  cleanups.push(t.cleanup);
  const dir = t.dir;
  const git = gitIn(dir);
  git("init", "-q");
  return {
    dir,
    git,
    commit(state: { tree?: string; version?: string; acks?: string }, message = "change") {
      rmSync(path.join(dir, "generated"), { recursive: true, force: true });
      if (state.tree) cpSync(state.tree, path.join(dir, "generated"), { recursive: true });
      mkdirSync(path.join(dir, "spec"), { recursive: true });
      writeFileSync(path.join(dir, "spec", "acknowledged-breaks.yaml"), state.acks ?? "acknowledged: []\n");
      writeFileSync(path.join(dir, "package.json"), `${JSON.stringify({ name: "x", version: state.version ?? "0.1.0" })}\n`);
      git("add", "-A");
      git("commit", "-q", "--allow-empty", "-m", message);
    },
    gate() {
      const r = spawnSync("bash", [path.join(ROOT, ".ci", "diff-gate.sh")], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, DIFF_REPO: dir, DIFF_REPORT_DIR: path.join(dir, "out"), GITHUB_STEP_SUMMARY: "" },
      });
      return {
        code: r.status,
        out: r.stdout + r.stderr,
        report: existsSync(path.join(dir, "out", "contract-diff.md")) ? readFileSync(path.join(dir, "out", "contract-diff.md"), "utf8") : "",
      };
    },
  };
}

describe(".ci/diff-gate.sh", () => {
  it("passes with a note in a repository with a single commit", () => {
    const r = repo();
    r.commit({ tree: BEFORE });
    expect(r.gate()).toMatchObject({ code: 0, out: expect.stringContaining("no previous commit and no release tag: nothing to compare; passing.") });
  });

  it("passes with a note when the previous commit has no generated/", () => {
    const r = repo();
    r.commit({});
    r.commit({ tree: AFTER });
    expect(r.gate()).toMatchObject({ code: 0, out: expect.stringContaining("HEAD~1 has no generated/ folder (it predates the contracts)") });
  });

  it("fails on an unacknowledged breaking change against the previous commit, and writes the markdown report", () => {
    const r = repo();
    r.commit({ tree: BEFORE });
    r.commit({ tree: AFTER });
    const g = r.gate();
    expect(g.code).toBe(1);
    expect(g.out).toContain("base: previous commit");
    expect(g.out).toContain("GET /ping was removed");
    expect(g.report).toContain("| `operation-removed` | `GET /ping` |");
  });

  it("passes when the break is acknowledged", () => {
    const r = repo();
    r.commit({ tree: BEFORE });
    r.commit({ tree: AFTER, acks: ACK });
    expect(r.gate().code).toBe(0);
  });

  it("against the last release tag, also checks the version bump", () => {
    const r = repo();
    r.commit({ tree: BEFORE, version: "1.0.0" });
    r.git("tag", "v1.0.0");
    r.commit({ tree: BEFORE, version: "1.0.0" }, "unrelated");
    r.commit({ tree: AFTER, version: "1.1.0", acks: ACK });
    const minor = r.gate();
    expect(minor.code).toBe(1);
    expect(minor.out).toContain("base: release tag v1.0.0");
    expect(minor.out).toMatch(/needs a major bump/);
    r.commit({ tree: AFTER, version: "2.0.0", acks: ACK }, "release 2.0.0");
    r.git("tag", "v2.0.0");
    // a tag on the current commit is the release being checked: compared with v1.0.0
    const major = r.gate();
    expect(major.out).toContain("base: release tag v1.0.0");
    expect(major.code).toBe(0);
  });
});
