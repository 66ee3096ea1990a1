// conformance/README.md, "Sharded runs": the GitHub Actions matrix and the Kubernetes indexed Job
// are run as written there. Each `contracts conform ... --shard` and `contracts merge` line is taken
// from the README's YAML, given to the shell the platform gives it to (GitHub's `${{ matrix.shard }}`
// filled in first, as GitHub does; `JOB_COMPLETION_INDEX` set, as Kubernetes does), and the words
// the shell makes of it (globs and arithmetic expanded) are run by the toolkit's commands in a folder
// laid out as the examples say. The merged report must be the report of one run over the same files.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateRecording } from "../../bench/recording/generate.ts";
import { run as conform } from "../../src/conform/command.ts";
import { run as merge } from "../../src/conform/merge.ts";

const README = path.resolve(import.meta.dirname, "../../../conformance/README.md");
const dir = mkdtempSync(path.join(tmpdir(), "sharding-docs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The README's YAML block under the heading that starts with `heading`. */
function yamlUnder(heading: string): string {
  const text = readFileSync(README, "utf8");
  const at = text.indexOf(`#### ${heading}`);
  expect(at, `conformance/README.md has a "#### ${heading}" section`).toBeGreaterThan(0);
  const m = /```yaml\n([\s\S]*?)```/.exec(text.slice(at));
  expect(m, `a yaml block under "${heading}"`).not.toBeNull();
  return m![1]!;
}

/** The shell lines of a YAML block that run `contracts <command>` (a `run:` step or an `args:` item). */
function commandLines(yaml: string, command: "conform" | "merge"): string[] {
  return yaml
    .split("\n")
    .map((l) => l.trim().replace(/^(?:-\s+)?(?:run:\s+)?/, ""))
    .filter((l) => new RegExp(`^npx contracts ${command}\\b`).test(l));
}

/** The words the shell makes of `line` in `cwd` with `env`: `npx contracts` dropped, the rest as the command gets it. */
function words(line: string, cwd: string, env: Record<string, string> = {}): string[] {
  const r = spawnSync("sh", ["-c", `npx() { shift; printf '%s\\0' "$@"; }; ${line}`], { cwd, env: { PATH: process.env.PATH ?? "", ...env }, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.split("\0").slice(0, -1);
}

/** A command run with its stderr kept out of the test's output. */
async function quiet(command: (args: string[]) => Promise<number>, args: string[]): Promise<number> {
  const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    return await command(args);
  } finally {
    spy.mockRestore();
  }
}

/** A command run in `cwd`: its relative paths made absolute (Node's worker threads cannot change directory). */
function runIn(cwd: string, command: (args: string[]) => Promise<number>, args: string[]): Promise<number> {
  const relative = /^(?:([a-z]+)=)?((?:recordings|parts)\/.*|part-.*\.jsonl|conformance\.(?:xml|txt))$/;
  return quiet(
    command,
    args.map((a) => a.replace(relative, (_, option: string | undefined, p: string) => `${option ? `${option}=` : ""}${path.join(cwd, p)}`)),
  );
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template placeholder
const MATRIX_SHARD = "${{ matrix.shard }}";

let recordings: string;

beforeAll(() => {
  recordings = path.join(dir, "recordings");
  generateRecording({ dir: recordings, exchanges: 6_000, brokenShare: 0.3 });
}, 60_000);

/** One run over the same files, as the merge step asks for its report. */
async function oneRun(cwd: string, mergeArgs: string[]): Promise<{ exit: number; junit: string; text: string }> {
  const files = readdirSync(path.join(cwd, "recordings"))
    .filter((f) => f.endsWith(".har"))
    .sort()
    .concat(
      readdirSync(path.join(cwd, "recordings"))
        .filter((f) => f.endsWith(".jsonl"))
        .sort(),
    )
    .map((f) => path.join(cwd, "recordings", f));
  const out = path.join(cwd, "one.xml");
  const text = path.join(cwd, "one.txt");
  expect(mergeArgs).toEqual(expect.arrayContaining(["--format", "junit", "--report"]));
  const exit = await quiet(conform, [...files, "--format", "junit", "--out", out, "--report", `text=${text}`]);
  return { exit, junit: readFileSync(out, "utf8"), text: readFileSync(text, "utf8") };
}

/** A folder laid out as the examples say: the recordings under recordings/. */
function workspace(name: string): string {
  const cwd = path.join(dir, name);
  mkdirSync(path.join(cwd, "recordings"), { recursive: true });
  mkdirSync(path.join(cwd, "parts"), { recursive: true });
  for (const f of readdirSync(recordings)) copyFileSync(path.join(recordings, f), path.join(cwd, "recordings", f));
  return cwd;
}

describe("the sharded runs of conformance/README.md, run as documented", () => {
  it("GitHub Actions: the matrix's shard steps, the artifacts into parts/, the merge step", async () => {
    const yaml = yamlUnder("GitHub Actions");
    const matrix = /shard:\s*\[([\d,\s]+)\]/
      .exec(yaml)![1]!
      .split(",")
      .map((s) => Number(s.trim()));
    expect(matrix).toEqual([1, 2, 3]);
    const [shardLine] = commandLines(yaml, "conform");
    const [mergeLine] = commandLines(yaml, "merge");
    expect(shardLine).toContain(`--shard ${MATRIX_SHARD}/3`);
    const cwd = workspace("github");
    for (const shard of matrix) {
      // GitHub fills in its expressions before the shell sees the line; each job has its own folder, the artifact moves the part.
      const argv = words(shardLine!.replaceAll(MATRIX_SHARD, String(shard)), cwd);
      expect(argv.slice(0, 1)).toEqual(["conform"]);
      expect(await runIn(cwd, conform, argv.slice(1))).toBe(0);
      renameSync(path.join(cwd, `part-${shard}.jsonl`), path.join(cwd, "parts", `part-${shard}.jsonl`));
    }
    const argv = words(mergeLine!, cwd);
    expect(argv.filter((a) => a.startsWith("parts/"))).toEqual(["parts/part-1.jsonl", "parts/part-2.jsonl", "parts/part-3.jsonl"]);
    const exit = await runIn(cwd, merge, argv.slice(1));
    const one = await oneRun(cwd, argv);
    expect(exit).toBe(one.exit);
    expect(one.exit).toBe(1);
    expect(readFileSync(path.join(cwd, "conformance.xml"), "utf8")).toBe(one.junit);
    expect(readFileSync(path.join(cwd, "conformance.txt"), "utf8")).toBe(one.text);
  }, 120_000);

  it("Kubernetes: the indexed Job's three completions, then the merge Job", async () => {
    const yaml = yamlUnder("Kubernetes");
    expect(yaml).toMatch(/completionMode: Indexed\n\s+completions: 3/);
    const [shardLine] = commandLines(yaml, "conform");
    const [mergeLine] = commandLines(yaml, "merge");
    expect(yaml).toContain('command: ["sh", "-c"]');
    const cwd = workspace("kubernetes");
    for (const index of [0, 1, 2]) {
      const argv = words(shardLine!, cwd, { JOB_COMPLETION_INDEX: String(index) });
      expect(argv).toEqual(expect.arrayContaining(["--shard", `${index + 1}/3`, "--out", `parts/part-${index + 1}.jsonl`]));
      expect(await runIn(cwd, conform, argv.slice(1))).toBe(0);
    }
    const argv = words(mergeLine!, cwd);
    const exit = await runIn(cwd, merge, argv.slice(1));
    const one = await oneRun(cwd, argv);
    expect(exit).toBe(one.exit);
    expect(readFileSync(path.join(cwd, "conformance.xml"), "utf8")).toBe(one.junit);
    expect(readFileSync(path.join(cwd, "conformance.txt"), "utf8")).toBe(one.text);
  }, 120_000);
});
