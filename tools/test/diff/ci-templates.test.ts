/**
 * The CI templates shipped in the package (tools/ci/): the GitHub composite action and its example
 * workflow, and the GitLab job. Their commands are run here, as the runner would run them, in a
 * throwaway repository whose last commit removes an operation; the package is this checkout (linked
 * as node_modules/@payments/contracts) and `contracts` is this repository's launcher.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../../src/paths.ts";
import { gitIn, tempDir } from "./helpers.ts";

const TESTDATA = path.join(import.meta.dirname, "testdata");
const CI = path.join(ROOT, "tools", "ci");
const CONTRACTS = `node ${path.join(ROOT, "tools", "contracts.mjs")}`;

const t = tempDir("diff-ci-");
const repo = path.join(t.dir, "repo");
let baseCommit = "";
afterAll(t.cleanup);

/** The environment of a CI step: this process's, without npm's INIT_CWD (the launcher would move there). */
function stepEnv(extra: Record<string, string>): Record<string, string> {
  const env = { ...process.env } as Record<string, string>;
  for (const k of [
    "INIT_CWD",
    "GITHUB_ACTIONS",
    "GITHUB_BASE_REF",
    "GITHUB_WORKSPACE",
    "GITHUB_OUTPUT",
    "GITHUB_STEP_SUMMARY",
    "CI_MERGE_REQUEST_DIFF_BASE_SHA",
    "DIFF_BASE",
    "DIFF_REPO",
  ])
    delete env[k];
  return { ...env, ...extra };
}

beforeAll(() => {
  const git = gitIn(repo);
  mkdirSync(repo, { recursive: true });
  git("init", "-q");
  writeFileSync(path.join(repo, ".gitignore"), "node_modules/\ncontract-diff/\n");
  writeFileSync(path.join(repo, "package.json"), '{"name": "consumer", "version": "1.0.0"}\n');
  cpSync(path.join(TESTDATA, "operation-removed", "base"), path.join(repo, "generated"), { recursive: true });
  git("add", "-A");
  git("commit", "-q", "-m", "contracts");
  baseCommit = git("rev-parse", "HEAD").trim();
  git("update-ref", "refs/remotes/origin/main", baseCommit);
  cpSync(path.join(TESTDATA, "operation-removed", "revision"), path.join(repo, "generated"), { recursive: true, force: true });
  git("add", "-A");
  git("commit", "-q", "-m", "remove GET /ping");
  mkdirSync(path.join(repo, "node_modules", "@payments"), { recursive: true });
  symlinkSync(ROOT, path.join(repo, "node_modules", "@payments", "contracts"));
});

/** `${{ ... }}` of a step, from a table; an expression the table lacks fails the test (so the table follows the templates). */
function expand(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    if (!Object.hasOwn(values, expr)) throw new Error(`the test does not know the expression \${{ ${expr} }}`);
    return values[expr]!;
  });
}

interface Step {
  id?: string;
  if?: string;
  env?: Record<string, string>;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}

describe("GitHub composite action (tools/ci/github/action.yml)", () => {
  const action = parse(readFileSync(path.join(CI, "github", "action.yml"), "utf8")) as {
    inputs: Record<string, { default?: string }>;
    outputs: Record<string, { value: string }>;
    runs: { using: string; steps: Step[] };
  };

  it("runs its steps on a pull request: annotations, summary, outputs, and the report posted as a comment", () => {
    const work = path.join(t.dir, "github");
    mkdirSync(work, { recursive: true });
    const output = path.join(work, "output");
    const summary = path.join(work, "summary.md");
    const ghLog = path.join(work, "gh.log");
    // gh stands in for the GitHub CLI: it records its arguments; --edit-last fails (no earlier comment)
    mkdirSync(path.join(work, "bin"));
    writeFileSync(path.join(work, "bin", "gh"), `#!/bin/sh\necho "$*" >> ${ghLog}\ncase "$*" in *--edit-last*) exit 1;; esac\n`);
    chmodSync(path.join(work, "bin", "gh"), 0o755);
    writeFileSync(output, "");
    const inputs: Record<string, string> = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default ?? ""]));
    Object.assign(inputs, { "pr-comment": "true", contracts: CONTRACTS });
    expect(action.runs.using).toBe("composite");
    const results: { id?: string; code: number; stdout: string }[] = [];
    const stepOutputs: Record<string, Record<string, string>> = {};
    for (const step of action.runs.steps) {
      if (step.if !== undefined && step.if !== "always()") throw new Error(`the test does not evaluate if: ${step.if}`);
      if (step.if === undefined && results.some((r) => r.code !== 0)) continue;
      const values: Record<string, string> = {
        "runner.temp": work,
        "github.token": "test-token",
        "github.event.pull_request.number": "7",
        ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`inputs.${k}`, expand(v, { "github.token": "test-token" })])),
        ...Object.fromEntries(Object.entries(stepOutputs).flatMap(([id, o]) => Object.entries(o).map(([k, v]) => [`steps.${id}.outputs.${k}`, v]))),
      };
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(String(v), values)]));
      writeFileSync(output, "");
      const r = spawnSync("bash", ["-c", step.run!], {
        cwd: repo,
        encoding: "utf8",
        env: stepEnv({
          ...env,
          PATH: `${path.join(work, "bin")}:${process.env.PATH}`,
          GITHUB_ACTIONS: "true",
          GITHUB_ACTION_PATH: path.join(CI, "github"),
          GITHUB_BASE_REF: "main",
          GITHUB_WORKSPACE: repo,
          GITHUB_OUTPUT: output,
          GITHUB_STEP_SUMMARY: summary,
        }),
      });
      results.push({ id: step.id, code: r.status ?? -1, stdout: r.stdout + r.stderr });
      if (step.id)
        stepOutputs[step.id] = Object.fromEntries(
          readFileSync(output, "utf8")
            .split("\n")
            .filter(Boolean)
            .map((l) => l.split(/=(.*)/s).slice(0, 2)),
        );
    }
    const [gate, comment] = results;
    expect(gate).toMatchObject({ id: "gate", code: 1 });
    expect(gate!.stdout).toContain("diff-gate: base: the pull request's target branch origin/main");
    expect(gate!.stdout).toMatch(/^::error file=generated\/shop\/openapi\.json,line=\d+,col=\d+,title=operation-removed::GET \/ping was removed/m);
    expect(stepOutputs.gate).toMatchObject({ "exit-code": "1", markdown: path.join(work, "contract-diff", "contract-diff.md") });
    expect(JSON.parse(readFileSync(stepOutputs.gate!.sarif!, "utf8")).runs[0].results).toHaveLength(1);
    const md = readFileSync(summary, "utf8");
    expect(md).toContain("❌ **Blocked**: 1 breaking, 0 warnings, 0 info (`git:origin/main` → `generated`; fails on breaking).");
    expect(md).toContain("## Changelog: `git:origin/main` → `generated`");
    expect(comment).toMatchObject({ id: "comment", code: 0, stdout: "diff-gate: pr-comment: posted the report on pull request #7.\n" });
    expect(readFileSync(ghLog, "utf8")).toBe(
      `pr comment 7 --body-file ${stepOutputs.gate!.markdown} --edit-last\npr comment 7 --body-file ${stepOutputs.gate!.markdown}\n`,
    );
    // every output the action declares is written by its steps
    for (const [name, o] of Object.entries(action.outputs))
      expect(expand(o.value, Object.fromEntries(Object.entries(stepOutputs.gate!).map(([k, v]) => [`steps.gate.outputs.${k}`, v]))), name).not.toBe("");
  });

  it("the example workflow uses the action from the installed package, with its declared inputs and outputs", () => {
    const workflow = parse(readFileSync(path.join(CI, "github", "contracts-diff.yml"), "utf8")) as { jobs: Record<string, { steps: Step[] }> };
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    const gate = steps.find((s) => s.uses?.startsWith("./node_modules/@payments/contracts/"))!;
    const local = gate.uses!.replace("./node_modules/@payments/contracts/", "");
    expect(existsSync(path.join(ROOT, local, "action.yml"))).toBe(true);
    // the package ships it
    const files = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { files: string[] }).files;
    expect(files.some((f) => local.startsWith(f.replace(/\/$/, "")))).toBe(true);
    for (const key of Object.keys(gate.with ?? {})) expect(Object.keys(action.inputs)).toContain(key);
    const uses = JSON.stringify(steps).match(/steps\.diff\.outputs\.([a-z-]+)/g) ?? [];
    expect(uses.length).toBeGreaterThan(0);
    for (const u of uses) expect(Object.keys(action.outputs)).toContain(u.split(".").pop());
    expect(steps.some((s) => s.run === "npm ci")).toBe(true);
  });
});

describe("GitLab job (tools/ci/gitlab/contracts-diff.gitlab-ci.yml)", () => {
  it("runs its script on a merge request: text report, exit 1, JUnit and the other reports where the artifacts say", () => {
    const template = parse(readFileSync(path.join(CI, "gitlab", "contracts-diff.gitlab-ci.yml"), "utf8")) as Record<
      string,
      { variables: Record<string, string>; script: string[]; before_script: string[]; artifacts: { paths: string[]; reports: { junit: string } } }
    >;
    const job = template["contracts-diff"]!;
    // before_script is `npm ci`: the package is linked into node_modules instead
    expect(job.before_script).toEqual(["npm ci"]);
    const r = spawnSync("bash", ["-c", job.script.join("\n")], {
      cwd: repo,
      encoding: "utf8",
      env: stepEnv({ ...job.variables, CONTRACTS, CI_MERGE_REQUEST_DIFF_BASE_SHA: baseCommit, CI_PROJECT_DIR: repo, GITLAB_CI: "true" }),
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`diff-gate: base: the merge request's base ${baseCommit}`);
    expect(r.stdout).toMatch(/^BREAKING operation-removed\n {9}GET \/ping was removed/m);
    const junit = readFileSync(path.join(repo, job.artifacts.reports.junit), "utf8");
    expect(junit).toContain('<failure type="breaking"');
    for (const name of ["contract-diff.md", "contract-diff.sarif", "contract-diff.html", "changelog.md"]) {
      expect(existsSync(path.join(repo, job.artifacts.paths[0]!, name)), name).toBe(true);
    }
  });
});
