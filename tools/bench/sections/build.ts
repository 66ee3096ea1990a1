/**
 * Build: in a fresh clone of the repository's committed HEAD (in the temporary directory),
 *
 *   npm_ci_s     `make install` (npm ci) with the machine's npm cache as it is (warm: a cold cache
 *                measures the registry, not the project);
 *   cold_s       `make` right after it (everything generated and compiled from scratch);
 *   noop_s       `make` again with nothing changed;
 *   one_line_s   `make` after changing one line of a spec file (a doc comment), then after changing
 *                it back, alternately.
 *
 * Each cold run is its own clone with its own empty TMPDIR (so no transpile cache carries over).
 * Only committed work is in a clone: uncommitted changes of the working tree are not measured. When
 * the committed HEAD does not build (work committed in part), or with BENCH_BUILD_SOURCE=worktree,
 * the runs use a copy of the working tree's files instead (tracked and untracked, not ignored), and
 * results.json says so.
 */
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";
import { median, series, sig } from "../lib/stats.ts";
import type { Context } from "./context.ts";

async function timed(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string[]): Promise<number> {
  const t0 = performance.now();
  const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  const s = (performance.now() - t0) / 1000;
  log.push(`$ ${cmd} ${args.join(" ")}  (${s.toFixed(2)} s, exit ${code})`);
  if (code !== 0) throw new Error(`bench: \`${cmd} ${args.join(" ")}\` failed in ${cwd} (exit ${code}):\n${out.slice(-3000)}`);
  return s;
}

/** The first one-line doc comment of a spec model file: the line to change. */
function pickSpecLine(clone: string): { file: string; index: number; line: string } {
  for (const dir of ["optimizer", "affordability", "terminal"]) {
    const folder = path.join(clone, "spec", dir);
    for (const name of readdirSync(folder)
      .filter((n) => n.startsWith("models") && n.endsWith(".tsp"))
      .sort()) {
      const file = path.join(folder, name);
      const lines = readFileSync(file, "utf8").split("\n");
      const index = lines.findIndex((l) => /^\s*\/\*\* .+ \*\/\s*$/.test(l));
      if (index >= 0) return { file, index, line: lines[index]! };
    }
  }
  throw new Error("bench: no one-line doc comment found in spec/*/models*.tsp to change");
}

function setLine(file: string, index: number, line: string): void {
  const lines = readFileSync(file, "utf8").split("\n");
  lines[index] = line;
  writeFileSync(file, lines.join("\n"));
}

/** A copy of the working tree's files (tracked and untracked, not ignored), as a fresh clone would have them. */
function copyWorktree(dest: string): void {
  const list = execFileSync("git", ["ls-files", "-z", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const rel of list) {
    const to = path.join(dest, rel);
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      copyFileSync(path.join(ROOT, rel), to);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e; // deleted but not yet staged
    }
  }
}

export async function runBuild(ctx: Context): Promise<Record<string, unknown>> {
  try {
    return await runBuildFrom(ctx, process.env.BENCH_BUILD_SOURCE === "worktree" ? "worktree" : "clone");
  } catch (e) {
    if (process.env.BENCH_BUILD_SOURCE === "worktree") throw e;
    const why = (e as Error).message.split("\n").slice(0, 6).join(" / ");
    ctx.log(`build: the committed HEAD does not build in a fresh clone; measuring a copy of the working tree instead (${why})`);
    return { ...(await runBuildFrom(ctx, "worktree")), head_failed: why };
  }
}

async function runBuildFrom(ctx: Context, source: "clone" | "worktree"): Promise<Record<string, unknown>> {
  const coldRuns = ctx.quick ? 1 : 3;
  const noopRuns = 5;
  const changeRuns = ctx.quick ? 2 : 4;
  const tmp = mkdtempSync(path.join(tmpdir(), "contracts-bench-build-"));
  const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n").filter(Boolean).length;
  const log: string[] = [];
  const npmCi: number[] = [];
  const cold: number[] = [];
  const noop: number[] = [];
  const oneLine: number[] = [];
  let changed = "";
  try {
    for (let r = 0; r < coldRuns; r++) {
      const clone = path.join(tmp, `clone-${r}`);
      const envTmp = path.join(tmp, `tmp-${r}`);
      mkdirSync(envTmp);
      if (source === "clone") execFileSync("git", ["clone", "-q", ROOT, clone], { stdio: "ignore" });
      else copyWorktree(clone);
      const env = { ...process.env, TMPDIR: envTmp };
      npmCi.push(await timed("make", ["install"], clone, env, log));
      cold.push(await timed("make", [], clone, env, log));
      ctx.log(`build: run ${r + 1}/${coldRuns}: npm ci ${npmCi.at(-1)!.toFixed(1)} s, cold make ${cold.at(-1)!.toFixed(1)} s`);
      const last = r === coldRuns - 1;
      if (last) {
        for (let i = 0; i < noopRuns; i++) noop.push(await timed("make", [], clone, env, log));
        ctx.log(`build: no-op make ${median(noop).toFixed(3)} s`);
        const pick = pickSpecLine(clone);
        changed = `${path.relative(clone, pick.file)}:${pick.index + 1}`;
        const edited = pick.line.replace(/ \*\/\s*$/, " (changed by the benchmark) */");
        for (let i = 0; i < changeRuns; i++) {
          setLine(pick.file, pick.index, i % 2 === 0 ? edited : pick.line);
          oneLine.push(await timed("make", [], clone, env, log));
        }
        ctx.log(`build: one-line spec change ${median(oneLine).toFixed(1)} s`);
      }
      if (!ctx.keep) rmSync(clone, { recursive: true, force: true });
      rmSync(envTmp, { recursive: true, force: true });
    }
  } finally {
    if (!ctx.keep) rmSync(tmp, { recursive: true, force: true });
  }
  return {
    source: source === "clone" ? "fresh git clone of the committed HEAD" : "copy of the working tree (tracked and untracked files, not ignored)",
    cold_s: sig(median(cold)),
    npm_ci_s: sig(median(npmCi)),
    cold_after_clone_s: sig(median(cold.map((c, i) => c + npmCi[i]!))),
    noop_s: sig(median(noop), 2),
    one_line_s: sig(median(oneLine)),
    runs: { npm_ci_s: series(npmCi), cold_s: series(cold), noop_s: series(noop, 2), one_line_s: series(oneLine) },
    commit: head,
    uncommitted_changes_not_measured: dirty,
    changed_line: changed,
    log,
    method:
      "A fresh `git clone` of the committed HEAD per cold run, with an empty TMPDIR; `make install` (npm ci, warm npm cache) timed apart from the `make` after it (the build: TypeSpec compile, generators, tools/dist). No-op: `make` again in the last clone. One line: a doc comment of a spec model file changed, then changed back, `make` after each.",
  };
}
