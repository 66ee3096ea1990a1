/**
 * `contracts diff BASE HEAD [options]`: classify every contract change between two contracts and
 * gate on it. Exit 0 when no open finding is at or above --fail-on (and the version check, when
 * asked, passes), 1 otherwise, 2 for unusable input, 64 for a wrong command line.
 *
 * `contracts changelog BASE HEAD [options]`: every change, grouped by operation or message, with
 * the version advice (changelog.ts).
 *
 * Options come from the command line and from a config file (config.ts: `.contracts-diff.yaml` in
 * the current folder, or --config FILE); the command line wins.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import { argTokens, type OptionsConfig } from "../cli-args.ts";
import { EXIT, InputError, UsageError } from "../errors.ts";
import { writeOutput } from "../output.ts";
import { buildChangelog, CHANGELOG_FORMATS, type ChangelogFormat } from "./changelog.ts";
import { type Config, type ConfigEntry, findConfig, type KeyShape, readConfig } from "./config.ts";
import { diffTrees } from "./engine.ts";
import { FORMAT_NAMES, FORMATS, type DiffResult, type Format } from "./format/index.ts";
import { readFileAt } from "./git.ts";
import { applyIgnore, loadIgnoreFile, parseIgnoreFile, pruneIgnoreFile, splitUnmatched, type Acknowledgement } from "./ignore.ts";
import { displayPointers, loadSides, type Side } from "./inputs.ts";
import { defaultPolicy, type LifecyclePolicy } from "./lifecycle.ts";
import { makeLocator } from "./locate.ts";
import { SEVERITY, type Finding, type Level } from "./model.ts";
import { rule } from "./rules.ts";
import { renderRulesTable } from "./rules-table.ts";
import { adviseVersion, checkVersion } from "./version.ts";

export const USAGE = `usage: contracts diff BASE HEAD [options]
       contracts diff --list-rules

BASE and HEAD are two folders laid out like generated/, two documents (OpenAPI, JSON Schema or
AsyncAPI: contracts diff old/openapi.json new/openapi.json), git:REF (generated/ at that revision)
or git:REF:PATH (a folder or a document at that revision).

options:
  --format FORMAT                     output on stdout: text (default), json, yaml, markdown, junit,
                                      githubactions (annotations), sarif (code scanning) or html
  --out FILE                          write that output to FILE instead of stdout
  --fail-on breaking|warning|info     exit 1 when a finding is at or above this level (default breaking)
  --ignore FILE                       acknowledged breaks (rule, location, reason); see README
  --check-version                     fail unless the version is bumped as the diff requires
  --base-version V, --head-version V  versions to check instead of package.json (or a document's info.version)
  --report FORMAT=FILE                also write a report in FORMAT to FILE (repeatable)
  --rule ID                           report only this rule (repeatable)
  --level RULE=LEVEL                  grade RULE as breaking, warning or info instead (repeatable)
  --prune-ignore                      remove the --ignore entries that matched nothing from that file
  --deprecation-days-beta N           a newly deprecated beta operation's sunset must be N days away (default 0)
  --deprecation-days-stable N         the same for a stable operation (default 0)
  --today YYYY-MM-DD                  the day sunsets are judged against (default: today, UTC)
  --repo DIR                          git repository for git:REF (default: current folder)
  --config FILE                       read options from FILE (default: .contracts-diff.yaml, .yml or
                                      .json in the current folder, when there is one); flags win
  --list-rules                        print the rules table (markdown) and exit

exit: 0 pass, 1 findings at or above --fail-on (or a missing version bump), 2 unusable input
(a missing or unparsable file, a bad ignore or config file, a bad git revision), 64 wrong command line.
`;

export const CHANGELOG_USAGE = `usage: contracts changelog BASE HEAD [options]

Every change between BASE and HEAD (as contracts diff reads them), grouped by operation or message,
with its level; and the version the changes call for (semver, pre-releases included).

options:
  --format text|markdown|json|yaml    output on stdout (default text)
  --out FILE                          write it to FILE instead
  --base-version V, --head-version V  versions instead of package.json (or a document's info.version)
  --rule ID, --level RULE=LEVEL       as contracts diff (repeatable)
  --deprecation-days-beta N, --deprecation-days-stable N, --today YYYY-MM-DD   as contracts diff
  --repo DIR                          git repository for git:REF (default: current folder)
  --config FILE                       the config file (default: .contracts-diff.yaml in the current
                                      folder); changelog reads its rule, level, deprecation-days-*,
                                      repo and version keys

exit: 0 done, 2 unusable input, 64 wrong command line.
`;

/** The options as read from the command line or the config file, before defaults. */
interface Draft {
  format?: string;
  out?: string;
  failOn?: Level;
  ignore?: string;
  checkVersion?: boolean;
  baseVersion?: string;
  headVersion?: string;
  reports?: { format: Format; file: string }[];
  rules?: Set<string>;
  repo?: string;
  levels: Map<string, Level>;
  prune?: boolean;
  beta?: number;
  stable?: number;
  today?: string;
  config?: string;
}

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
  return Object.hasOwn(FORMATS, s);
}

const isLevel = (s: string): s is Level => s === "breaking" || s === "warning" || s === "info";

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
  config: { type: "string" },
} as const satisfies OptionsConfig;

const CHANGELOG_OPTIONS = {
  help: OPTIONS.help,
  format: OPTIONS.format,
  out: OPTIONS.out,
  "base-version": OPTIONS["base-version"],
  "head-version": OPTIONS["head-version"],
  repo: OPTIONS.repo,
  rule: OPTIONS.rule,
  level: OPTIONS.level,
  "deprecation-days-beta": OPTIONS["deprecation-days-beta"],
  "deprecation-days-stable": OPTIONS["deprecation-days-stable"],
  today: OPTIONS.today,
  config: OPTIONS.config,
} as const satisfies OptionsConfig;

/** The config file's keys (config.ts) and how each is written there. */
const CONFIG_KEYS: Record<string, KeyShape> = {
  format: "string",
  out: "string",
  "fail-on": "string",
  ignore: "string",
  "check-version": "boolean",
  "base-version": "string",
  "head-version": "string",
  report: "pairs",
  rule: "list",
  level: "pairs",
  "deprecation-days-beta": "string",
  "deprecation-days-stable": "string",
  repo: "string",
};
const CONFIG_PATHS = new Set(["out", "ignore", "report", "repo"]);
/** The keys `contracts changelog` reads from the config file (the others concern the gate). */
const CHANGELOG_KEYS = new Set(["rule", "level", "deprecation-days-beta", "deprecation-days-stable", "repo", "base-version", "head-version"]);

type Command = "diff" | "changelog";

/**
 * Apply one option's value to a draft, checking it. `fail` makes the error: a usage error for the
 * command line, an input error naming the config file and line for the file.
 */
function apply(d: Draft, name: string, v: string, fail: (problem: string) => Error, command: Command): void {
  const days = (): number => {
    if (!/^\d{1,5}$/.test(v)) throw fail(`--${name} takes a whole number of days, not "${v}"`);
    return Number(v);
  };
  switch (name) {
    case "format":
      if (command === "diff" ? !isFormat(v) : !Object.hasOwn(CHANGELOG_FORMATS, v)) {
        throw fail(`--format must be one of ${command === "diff" ? FORMAT_NAMES : Object.keys(CHANGELOG_FORMATS).join(", ")}, not "${v}"`);
      }
      d.format = v;
      break;
    case "out":
      d.out = v;
      break;
    case "fail-on":
      if (!isLevel(v)) throw fail(`--fail-on must be breaking, warning or info, not "${v}"`);
      d.failOn = v;
      break;
    case "ignore":
      d.ignore = v;
      break;
    case "check-version":
      d.checkVersion = v === "true";
      break;
    case "base-version":
      d.baseVersion = v;
      break;
    case "head-version":
      d.headVersion = v;
      break;
    case "repo":
      d.repo = v;
      break;
    case "config":
      d.config = v;
      break;
    case "rule":
      if (!rule(v)) throw fail(`--rule "${v}" is not a registered rule (see contracts diff --list-rules)`);
      (d.rules ??= new Set()).add(v);
      break;
    case "level": {
      const eq = v.indexOf("=");
      const id = v.slice(0, eq);
      const level = v.slice(eq + 1);
      if (eq < 1 || !rule(id)) throw fail(`--level takes RULE=LEVEL with a registered rule (see contracts diff --list-rules), not "${v}"`);
      if (!isLevel(level)) throw fail(`--level ${id}= must be breaking, warning or info, not "${level}"`);
      d.levels.set(id, level);
      break;
    }
    case "prune-ignore":
      d.prune = true;
      break;
    case "deprecation-days-beta":
      d.beta = days();
      break;
    case "deprecation-days-stable":
      d.stable = days();
      break;
    case "today":
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw fail(`--today takes a date YYYY-MM-DD, not "${v}"`);
      d.today = v;
      break;
    case "report": {
      const eq = v.indexOf("=");
      const format = v.slice(0, eq);
      if (eq < 1 || !isFormat(format) || !v.slice(eq + 1)) throw fail(`--report takes FORMAT=FILE with FORMAT one of ${FORMAT_NAMES}, not "${v}"`);
      (d.reports ??= []).push({ format, file: v.slice(eq + 1) });
      break;
    }
  }
}

/**
 * The command line, read token by token (../cli-args.ts), in order, so every option keeps its own
 * message (an unknown option, a missing value, a bad format) and --help acts before later ones.
 */
function readCommandLine(args: string[], command: Command): { draft: Draft; positional: string[] } | "help" | "list-rules" {
  const usage = command === "diff" ? USAGE : CHANGELOG_USAGE;
  const draft: Draft = { levels: new Map() };
  const positional: string[] = [];
  const fail = (problem: string) => new UsageError(`${command}: ${problem}`);
  for (const token of argTokens(args, command === "diff" ? OPTIONS : CHANGELOG_OPTIONS, (problem) => new UsageError(`${command}: ${problem}\n\n${usage}`))) {
    if (token.kind === "positional") {
      positional.push(token.value);
      continue;
    }
    if (token.name === "help") return "help";
    if (token.name === "list-rules") return "list-rules";
    // a flag's value is "": it sets the option as `true` would in the config file
    apply(draft, token.name, token.value === "" ? "true" : token.value, fail, command);
  }
  if (positional.length !== 2) {
    throw new UsageError(`${command}: expected BASE and HEAD, got ${positional.length ? positional.join(" ") : "nothing"}\n\n${usage}`);
  }
  return { draft, positional };
}

/** The config file's options as a draft (only the keys `command` reads). */
function readConfigDraft(config: Config, command: Command): Draft {
  const draft: Draft = { levels: new Map() };
  for (const entry of config.entries) {
    if (command === "changelog" && !CHANGELOG_KEYS.has(entry.key)) continue;
    const fail = (e: ConfigEntry) => (problem: string) => config.at(e, problem.replace(/^--\S+ /, ""));
    for (const v of entry.values) apply(draft, entry.key, v, fail(entry), command);
  }
  return draft;
}

/** The config file's options under the command line's: a flag wins; --level merges rule by rule. */
function merge(file: Draft, flags: Draft): Draft {
  const out: Draft = { ...file };
  for (const [k, v] of Object.entries(flags) as [keyof Draft, unknown][]) {
    if (k !== "levels" && v !== undefined) Object.assign(out, { [k]: v });
  }
  out.levels = new Map([...file.levels, ...flags.levels]);
  return out;
}

/** The command line and the config file, merged, with defaults. */
function readOptions(args: string[], command: Command): Options | "help" | "list-rules" {
  const cli = readCommandLine(args, command);
  if (typeof cli === "string") return cli;
  const configFile = findConfig(process.cwd(), cli.draft.config);
  const d = configFile ? merge(readConfigDraft(readConfig(configFile, CONFIG_KEYS, CONFIG_PATHS), command), cli.draft) : cli.draft;
  const policy = defaultPolicy();
  if (d.beta !== undefined) policy.deprecationDays.beta = d.beta;
  if (d.stable !== undefined) policy.deprecationDays.stable = d.stable;
  if (d.today !== undefined) policy.today = d.today;
  return {
    base: cli.positional[0]!,
    head: cli.positional[1]!,
    format: (d.format ?? "text") as Format,
    out: d.out,
    failOn: d.failOn ?? "breaking",
    ignore: d.ignore,
    checkVersion: d.checkVersion ?? false,
    baseVersion: d.baseVersion,
    headVersion: d.headVersion,
    reports: d.reports ?? [],
    rules: d.rules,
    repo: d.repo ?? process.cwd(),
    levels: d.levels,
    prune: d.prune ?? false,
    policy,
  };
}

/** A report file under the one output policy (output.ts): atomic, masked, never over the acknowledgement file; an unwritable target is exit 73. */
async function writeReport(file: string, text: string, option: string, ignore: string | undefined): Promise<void> {
  await writeOutput(file, text, { option, inputs: ignore === undefined ? [] : [ignore] });
}

/**
 * An output may not be one of the inputs: a file inside a compared folder, a compared document
 * or the acknowledgement file. Refused before anything is read (usage error, exit 64).
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
        throw new UsageError(
          `${option} is ${real(file) === real(tree) ? "the compared document" : "inside the compared folder"} ${tree}: it would change an input; write the report elsewhere`,
        );
    }
    if (options.ignore !== undefined && real(file) === real(options.ignore))
      throw new UsageError(`${option} is the acknowledgement file ${options.ignore}: it would be overwritten; write the report elsewhere`);
  }
}

/** How a user starts the command: the repository's npm script in this project, the package's bin elsewhere. */
function commandName(): string {
  return process.env.npm_lifecycle_event === "contracts" ? "npm run -s contracts --" : "npx contracts";
}

function compare(options: Options, base: Side, head: Side): Finding[] {
  return displayPointers(diffTrees(base.tree, head.tree, { rules: options.rules, levels: options.levels, policy: options.policy }), base, head);
}

export async function run(args: string[]): Promise<number> {
  const options = readOptions(args, "diff");
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
  const { base, head } = loadSides(options.base, options.head, options.repo, { base: options.baseVersion, head: options.headVersion });
  if (options.prune && !options.ignore) throw new UsageError("diff: --prune-ignore needs --ignore FILE: the file to prune");
  const all = compare(options, base, head);
  const applied = applyIgnore(all, ignoreEntries);
  const { findings, acknowledged } = applied;
  // entries BASE's copy of the file already had, and that match nothing, accepted a break BASE contains
  const ref = /^git:([^:]+)/.exec(options.base)?.[1];
  const baseText = options.ignore && ref ? readFileAt(ref, options.repo, options.ignore) : undefined;
  let baseEntries: Acknowledgement[] | undefined;
  try {
    baseEntries = baseText === undefined ? undefined : parseIgnoreFile(`git:${ref}:${options.ignore}`, baseText);
  } catch {
    baseEntries = undefined; // an unusable old copy: every unmatched entry is listed
  }
  let { stale: unmatched, shipped } = splitUnmatched(applied.unmatched, baseEntries);
  const pruneCommand = options.ignore ? `${commandName()} diff ${options.base} ${options.head} --ignore ${options.ignore} --prune-ignore` : undefined;
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
    locate: makeLocator(base, head),
  };
  if (options.out === undefined) process.stdout.write(FORMATS[options.format](result));
  else await writeReport(options.out, FORMATS[options.format](result), "--out", options.ignore);
  for (const r of options.reports) await writeReport(r.file, FORMATS[r.format](result), "--report", options.ignore);
  if (unmatched.length && !["text", "markdown", "html", "githubactions"].includes(options.format)) {
    for (const u of unmatched) {
      process.stderr.write(`contracts diff: note: ${options.ignore}:${u.line}: ${u.rule} at "${u.location}" matched nothing: remove the entry\n`);
    }
  }
  return failed ? EXIT.findings : EXIT.ok;
}

/** A side's version for the changelog's advice, or undefined when it has none (the advice is then left out). */
function versionOf(side: Side): string | undefined {
  try {
    return side.version();
  } catch (e) {
    if (e instanceof InputError) return undefined;
    throw e;
  }
}

/** `contracts changelog BASE HEAD`. */
export async function changelog(args: string[]): Promise<number> {
  const options = readOptions(args, "changelog");
  if (options === "help" || options === "list-rules") {
    process.stdout.write(CHANGELOG_USAGE);
    return EXIT.ok;
  }
  refuseInputsAsOutputs(options, options.out !== undefined ? [{ file: options.out, option: `--out ${options.out}` }] : []);
  const { base, head } = loadSides(options.base, options.head, options.repo, { base: options.baseVersion, head: options.headVersion });
  const all = compare(options, base, head);
  const baseVersion = versionOf(base);
  const headVersion = versionOf(head);
  const advice = baseVersion === undefined ? undefined : adviseVersion(baseVersion, all);
  if (baseVersion !== undefined && !advice)
    throw new InputError(`changelog: BASE's version "${baseVersion}" is not a semver version: fix it, or pass --base-version`);
  const verdict = advice && headVersion !== undefined ? checkVersion(baseVersion!, headVersion, all) : undefined;
  const text = CHANGELOG_FORMATS[options.format as ChangelogFormat](buildChangelog(options.base, options.head, all, advice, verdict));
  if (options.out === undefined) process.stdout.write(text);
  else await writeOutput(options.out, text, { option: "--out" });
  return EXIT.ok;
}
