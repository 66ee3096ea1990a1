/**
 * The consumer suite's scratch projects: the package as `make pack` packs it (the staged tarball),
 * installed as a consumer installs it, with the third-party tools of fixture/ (pinned, with their own
 * package-lock.json) where a test needs them, and the Node LTS lines of NODE_LINES from the npm
 * package `node`. Every project lives under the test run's temporary folder; the Node binaries are
 * kept in node_modules/.cache/ so a second run installs nothing.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { pack } from "../../src/build/pack.ts";
import { ROOT } from "../../src/paths.ts";
import { oncePerRun } from "../support/once-per-run.ts";

export const FIXTURE = join(ROOT, "tools/test/consumer/fixture");
export const CHECKS = join(ROOT, "tools/test/consumer/checks");

/** The Node LTS lines the library faces are checked on besides the project's own Node (24), pinned exact. */
export const NODE_LINES = { "20": "20.20.2", "22": "22.23.3" } as const;

/** The environment of a child: `node` (and so npm's own Node) is `nodeBin`; no npm_* variables of an enclosing `npm run`. */
export function envWith(nodeBin: string = process.execPath): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith("npm_"))),
    PATH: [dirname(nodeBin), process.env.PATH ?? ""].join(delimiter),
  };
}

export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function run(cmd: string, args: string[], cwd: string, nodeBin?: string): Ran {
  const r = spawnSync(cmd, args, { cwd, env: envWith(nodeBin), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Like run, but a failure throws with the command and its output (a setup step, not a check). */
export function must(cmd: string, args: string[], cwd: string, nodeBin?: string): string {
  const r = run(cmd, args, cwd, nodeBin);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} (in ${cwd}) exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** The staged tarball of the package (make pack) and its files, packed once per test run (support/once-per-run.ts). */
export function packedOnce(): { tarball: string; files: string[] } {
  return oncePerRun("contracts-pack", (dir) => pack(ROOT, dir));
}

/** The staged tarball of the package (make pack), packed once per test run. */
export function packed(): string {
  return packedOnce().tarball;
}

const NPM_QUIET = ["--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];

/**
 * A scratch consumer project: an empty ESM package with the tarball installed (`npm install
 * --engine-strict`, by the npm of `nodeBin`'s PATH, so engines are checked against that Node), and
 * the check scripts copied in. With `tools`, fixture/'s tools are installed first from its lock file
 * (`npm ci`) and the tarball on top without saving.
 */
export function consumerProject(tarball: string, options: { tools?: boolean; nodeBin?: string } = {}): { dir: string; install: Ran } {
  // The project with the tools is the same for every file that asks (the checks only read it): made once per run.
  if (options.tools && options.nodeBin === undefined) return oncePerRun("contracts-consumer-tools", (dir) => makeProject(dir, tarball, options));
  return makeProject(mkdtempSync(join(tmpdir(), "contracts-consumer-")), tarball, options);
}

function makeProject(dir: string, tarball: string, options: { tools?: boolean; nodeBin?: string }): { dir: string; install: Ran } {
  if (options.tools) {
    copyFileSync(join(FIXTURE, "package.json"), join(dir, "package.json"));
    copyFileSync(join(FIXTURE, "package-lock.json"), join(dir, "package-lock.json"));
    must("npm", ["ci", ...NPM_QUIET], dir, options.nodeBin);
  } else {
    writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "consumer", private: true, type: "module" }, null, 2)}\n`);
  }
  const install = run("npm", ["install", "--engine-strict", ...(options.tools ? ["--no-save"] : []), ...NPM_QUIET, tarball], dir, options.nodeBin);
  for (const f of readdirSync(CHECKS)) copyFileSync(join(CHECKS, f), join(dir, f));
  return { dir, install };
}

/**
 * The `node` binary of a Node line, from the npm package `node` pinned in NODE_LINES, installed once
 * into node_modules/.cache/contracts-node-lines/<version>/.
 */
export function nodeOfLine(line: keyof typeof NODE_LINES): string {
  const version = NODE_LINES[line];
  const prefix = join(ROOT, "node_modules/.cache/contracts-node-lines", version);
  const bin = join(prefix, "node_modules/.bin/node");
  if (!existsSync(bin)) {
    mkdirSync(prefix, { recursive: true });
    must("npm", ["install", "--prefix", prefix, "--no-save", "--no-package-lock", ...NPM_QUIET, `node@${version}`], ROOT);
  }
  const reported = must(bin, ["-p", "process.versions.node"], ROOT).trim();
  if (reported !== version) throw new Error(`${bin} is Node ${reported}, not the pinned ${version}: remove ${prefix} and run again`);
  return bin;
}

/** Run a check script of checks/ in a consumer project; its last line of output is its JSON result. */
export function check<T = Record<string, unknown>>(dir: string, script: string, nodeBin: string = process.execPath): T {
  const r = run(nodeBin, [script], dir, nodeBin);
  if (r.status !== 0) throw new Error(`${script} exited ${r.status}:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
  const last = r.stdout.trim().split("\n").pop() ?? "";
  return JSON.parse(last) as T;
}
