/**
 * `contracts diff BASE HEAD [options]`: classify every contract change between two generated/
 * trees and gate on it. Exit 0 when no open finding is at or above --fail-on (and the version
 * check, when asked, passes), 1 otherwise, 2 for unusable input.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { argTokens, type OptionsConfig } from "../cli-args.ts";
import { EXIT, InputError, UsageError } from "../errors.ts";
import { writeOutput } from "../output.ts";
import { diffTrees } from "./engine.ts";
import { FORMATS, type DiffResult, type Format } from "./format/index.ts";
import { readFileAt, readRevision } from "./git.ts";
import { applyIgnore, loadIgnoreFile, parseIgnoreFile, pruneIgnoreFile, splitUnmatched, type Acknowledgement } from "./ignore.ts";
import { defaultPolicy, type LifecyclePolicy } from "./lifecycle.ts";
import { SEVERITY, type Level, type Tree } from "./model.ts";
import { rule } from "./rules.ts";
import { renderRulesTable } from "./rules-table.ts";
import { buildTree, readFolder } from "./tree.ts";
import { checkVersion } from "./version.ts";

export const USAGE = `usage: contracts diff BASE HEAD [options]
       contracts diff --list-rules

BASE and HEAD are folders laid out like generated/, or git:REF (generated/ at that revision).

options:
  --format text|json|markdown|junit   output on stdout (default text)
  --out FILE                          write that output to FILE instead of stdout
  --fail-on breaking|warning          exit 1 when a finding is at or above this level (default breaking)
  --ignore FILE                       acknowledged breaks (rule, location, reason); see README
  --check-version                     fail unless package.json's version is bumped as the diff requires
  --base-version V, --head-version V  versions to check instead of package.json
  --report FORMAT=FILE                also write a report in FORMAT to FILE (repeatable)
  --rule ID                           report only this rule (repeatable)
  --level RULE=LEVEL                  grade RULE as breaking, warning or info instead (repeatable)
  --prune-ignore                      remove the --ignore entries that matched nothing from that file
  --deprecation-days-beta N           a newly deprecated beta operation's sunset must be N days away (default 0)
  --deprecation-days-stable N         the same for a stable operation (default 0)
  --today YYYY-MM-DD                  the day sunsets are judged against (default: today, UTC)
  --repo DIR                          git repository for git:REF (default: current folder)
  --list-rules                        print the rules table (markdown) and exit

exit: 0 pass, 1 findings at or above --fail-on (or a missing version bump), 2 unusable input.
`;

interface Options {
  base: string;
  head: string;
  format: Format;
  out?: string;
  failOn: Level;
  ignore?: string;
  checkVersion: boolean;
  baseVersion?: string;
  headVersion?: string;
  reports: { format: Format; file: string }[];
  rules?: Set<string>;
  repo: string;
  levels: Map<string, Level>;
  prune: boolean;
  policy: LifecyclePolicy;
}

function isFormat(s: string): s is Format {
  return s in FORMATS;
}

/** The command line's options, as node:util parseArgs reads them. */
const OPTIONS = {
  help: { type: "boolean", short: "h" },
  "list-rules": { type: "boolean" },
  format: { type: "string" },
  out: { type: "string" },
  "fail-on": { type: "string" },
  ignore: { type: "string" },
  "check-version": { type: "boolean" },
  "base-version": { type: "string" },
  "head-version": { type: "string" },
  repo: { type: "string" },
  rule: { type: "string", multiple: true },
  report: { type: "string", multiple: true },
  level: { type: "string", multiple: true },
  "prune-ignore": { type: "boolean" },
  "deprecation-days-beta": { type: "string" },
  "deprecation-days-stable": { type: "string" },
  today: { type: "string" },
} as const satisfies OptionsConfig;

type OptionName = keyof typeof OPTIONS;

/**
 * The arguments, read token by token (../cli-args.ts), in order, so every option keeps its own
 * message (an unknown option, a missing value, a bad format) and --help acts before later ones.
 */
function readArgs(args: string[]): Options | "list-rules" | "help" {
  const positional: string[] = [];
  const o: Partial<Options> & { reports: Options["reports"] } = { reports: [], checkVersion: false };
  const levels = new Map<string, Level>();
  const policy = defaultPolicy();
  let prune = false;
  const days = (option: string, v: string): number => {
    if (!/^\d{1,5}$/.test(v)) throw new UsageError(`diff: --${option} takes a whole number of days, not "${v}"`);
    return Number(v);
  };
  for (const token of argTokens(args, OPTIONS, (problem) => new UsageError(`diff: ${problem}\n\n${USAGE}`))) {
    if (token.kind === "positional") {
      positional.push(token.value);
      continue;
    }
    const name = token.name as OptionName; // argTokens yields only declared options
    const v = token.value;
    switch (name) {
      case "help":
        return "help";
      case "list-rules":
        return "list-rules";
      case "format":
        if (!isFormat(v)) throw new UsageError(`diff: --format must be text, json, markdown or junit, not "${v}"`);
        o.format = v;
        break;
      case "out":
        o.out = v;
        break;
      case "fail-on":
        if (v !== "breaking" && v !== "warning") throw new UsageError(`diff: --fail-on must be breaking or warning, not "${v}"`);
        o.failOn = v;
        break;
      case "ignore":
        o.ignore = v;
        break;
      case "check-version":
        o.checkVersion = true;
        break;
      case "base-version":
        o.baseVersion = v;
        break;
      case "head-version":
        o.headVersion = v;
        break;
      case "repo":
        o.repo = v;
        break;
      case "rule":
        if (!rule(v)) throw new UsageError(`diff: --rule "${v}" is not a registered rule (see contracts diff --list-rules)`);
        (o.rules ??= new Set()).add(v);
        break;
      case "level": {
        const eq = v.indexOf("=");
        const id = v.slice(0, eq);
        const level = v.slice(eq + 1);
        if (eq < 1 || !rule(id)) throw new UsageError(`diff: --level takes RULE=LEVEL with a registered rule (see contracts diff --list-rules), not "${v}"`);
        if (level !== "breaking" && level !== "warning" && level !== "info")
          throw new UsageError(`diff: --level ${id}= must be breaking, warning or info, not "${level}"`);
        levels.set(id, level);
        break;
      }
      case "prune-ignore":
        prune = true;
        break;
      case "deprecation-days-beta":
        policy.deprecationDays.beta = days(name, v);
        break;
      case "deprecation-days-stable":
        policy.deprecationDays.stable = days(name, v);
        break;
      case "today":
        if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
          throw new UsageError(`diff: --today takes a date YYYY-MM-DD, not "${v}"`);
        policy.today = v;
        break;
      case "report": {
        const eq = v.indexOf("=");
        const format = v.slice(0, eq);
        if (eq < 1 || !isFormat(format) || !v.slice(eq + 1)) {
          throw new UsageError(`diff: --report takes FORMAT=FILE with FORMAT text, json, markdown or junit, not "${v}"`);
        }
        o.reports.push({ format, file: v.slice(eq + 1) });
        break;
      }
    }
  }
  if (positional.length !== 2) {
    throw new UsageError(`diff: expected BASE and HEAD, got ${positional.length ? positional.join(" ") : "nothing"}\n\n${USAGE}`);
  }
  return {
    base: positional[0]!,
    head: positional[1]!,
    format: o.format ?? "text",
    out: o.out,
    failOn: o.failOn ?? "breaking",
    ignore: o.ignore,
    checkVersion: o.checkVersion ?? false,
    baseVersion: o.baseVersion,
    headVersion: o.headVersion,
    reports: o.reports,
    rules: o.rules,
    repo: o.repo ?? process.cwd(),
    levels,
    prune,
    policy,
  };
}

/** A loaded side: the tree, and where its package.json version comes from. */
interface Side {
  tree: Tree;
  version: () => string;
}

function load(spec: string, role: "BASE" | "HEAD", repo: string, override: string | undefined): Side {
  if (spec.startsWith("git:")) {
    const ref = spec.slice(4);
    if (!ref) throw new UsageError(`diff: ${role} "git:" needs a revision, such as git:HEAD~1 or git:v1.2.0`);
    const rev = readRevision(ref, repo);
    const tree = buildTree(spec, rev.files, (key) => `${spec}:generated/${key}`);
    return {
      tree,
      version: () => override ?? versionFrom(rev.packageJson, `${spec}:package.json`, role),
    };
  }
  const folder = path.resolve(spec);
  const files = readFolder(folder, role);
  const tree = buildTree(spec, files, (key) => path.join(spec, key));
  return {
    tree,
    version: () => {
      if (override) return override;
      const file = path.join(path.dirname(folder), "package.json");
      if (!existsSync(file)) {
        throw new InputError(`--check-version: no package.json beside ${role} folder ${spec} (looked for ${file}): pass --${role.toLowerCase()}-version`);
      }
      return versionFrom(readFileSync(file, "utf8"), file, role);
    },
  };
}

function versionFrom(text: string | undefined, where: string, role: string): string {
  if (text === undefined) {
    throw new InputError(`--check-version: ${where} does not exist: pass --${role.toLowerCase()}-version`);
  }
  let v: unknown;
  try {
    v = (JSON.parse(text) as { version?: unknown }).version;
  } catch {
    throw new InputError(`--check-version: ${where} is not valid JSON: fix it, or pass --${role.toLowerCase()}-version`);
  }
  if (typeof v !== "string") throw new InputError(`--check-version: ${where} has no "version": add one, or pass --${role.toLowerCase()}-version`);
  return v;
}

/** A report file under the one output policy (output.ts): atomic, masked, never over the acknowledgement file; an unwritable target is exit 73. */
async function writeReport(file: string, text: string, option: string, ignore: string | undefined): Promise<void> {
  await writeOutput(file, text, { option, inputs: ignore === undefined ? [] : [ignore] });
}

/**
 * An output may not be one of the inputs: a file inside a compared folder (BASE or HEAD given as a
 * folder) or the acknowledgement file. Refused before anything is read (usage error, exit 64).
 */
function refuseInputsAsOutputs(options: { base: string; head: string; ignore?: string | undefined }, outputs: Array<{ file: string; option: string }>): void {
  const inside = (file: string, dir: string): boolean => {
    const rel = path.relative(path.resolve(dir), path.resolve(file));
    return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
  };
  const real = (file: string): string => {
    try {
      return realpathSync(file);
    } catch {
      return path.resolve(file);
    }
  };
  for (const { file, option } of outputs) {
    for (const tree of [options.base, options.head]) {
      if (tree.startsWith("git:")) continue;
      if (inside(real(file), real(tree)))
        throw new UsageError(`${option} is inside the compared folder ${tree}: it would change an input; write the report elsewhere`);
    }
    if (options.ignore !== undefined && real(file) === real(options.ignore))
      throw new UsageError(`${option} is the acknowledgement file ${options.ignore}: it would be overwritten; write the report elsewhere`);
  }
}

export async function run(args: string[]): Promise<number> {
  const options = readArgs(args);
  if (options === "help") {
    process.stdout.write(USAGE);
    return EXIT.ok;
  }
  if (options === "list-rules") {
    process.stdout.write(renderRulesTable());
    return EXIT.ok;
  }
  refuseInputsAsOutputs(options, [
    ...(options.out !== undefined ? [{ file: options.out, option: `--out ${options.out}` }] : []),
    ...options.reports.map((r) => ({ file: r.file, option: `--report ${r.format}=${r.file}` })),
  ]);
  const ignoreEntries: Acknowledgement[] = options.ignore ? loadIgnoreFile(options.ignore) : [];
  const base = load(options.base, "BASE", options.repo, options.baseVersion);
  const head = load(options.head, "HEAD", options.repo, options.headVersion);
  if (options.prune && !options.ignore) throw new UsageError("diff: --prune-ignore needs --ignore FILE: the file to prune");
  const all = diffTrees(base.tree, head.tree, { rules: options.rules, levels: options.levels, policy: options.policy });
  const applied = applyIgnore(all, ignoreEntries);
  const { findings, acknowledged } = applied;
  // entries BASE's copy of the file already had, and that match nothing, accepted a break BASE contains
  const baseText = options.ignore && options.base.startsWith("git:") ? readFileAt(options.base.slice(4), options.repo, options.ignore) : undefined;
  let baseEntries: Acknowledgement[] | undefined;
  try {
    baseEntries = baseText === undefined ? undefined : parseIgnoreFile(`${options.base}:${options.ignore}`, baseText);
  } catch {
    baseEntries = undefined; // an unusable old copy: every unmatched entry is listed
  }
  let { stale: unmatched, shipped } = splitUnmatched(applied.unmatched, baseEntries);
  const pruneCommand = options.ignore ? `npm run -s contracts -- diff ${options.base} ${options.head} --ignore ${options.ignore} --prune-ignore` : undefined;
  if (options.prune && options.ignore) {
    const removed = pruneIgnoreFile(options.ignore, applied.unmatched);
    process.stderr.write(`contracts diff: pruned ${removed} ${removed === 1 ? "entry" : "entries"} that matched nothing from ${options.ignore}\n`);
    for (const u of applied.unmatched) process.stderr.write(`  line ${u.line}: ${u.rule} at ${u.location}\n`);
    unmatched = [];
    shipped = [];
  }
  const version = options.checkVersion ? checkVersion(base.version(), head.version(), all) : undefined;
  const failed = findings.some((f) => SEVERITY[f.level] >= SEVERITY[options.failOn]) || (version !== undefined && !version.ok);
  const result: DiffResult = {
    base: options.base,
    head: options.head,
    findings,
    acknowledged,
    unmatched,
    shipped,
    pruneCommand,
    ignoreFile: options.ignore,
    failOn: options.failOn,
    version,
    failed,
  };
  if (options.out === undefined) process.stdout.write(FORMATS[options.format](result));
  else await writeReport(options.out, FORMATS[options.format](result), "--out", options.ignore);
  for (const r of options.reports) await writeReport(r.file, FORMATS[r.format](result), "--report", options.ignore);
  if (unmatched.length && (options.format === "json" || options.format === "junit")) {
    for (const u of unmatched) {
      process.stderr.write(`contracts diff: note: ${options.ignore}:${u.line}: ${u.rule} at "${u.location}" matched nothing: remove the entry\n`);
    }
  }
  return failed ? EXIT.findings : EXIT.ok;
}
