/**
 * The command line as every command reads it: node:util `parseArgs` splits the arguments into
 * tokens (`--name value`, `--name=value`, flags, positionals; `--` ends the options), and each
 * token is checked here, in order, so the messages are ours, not node's: an unknown option, a flag
 * given a value, an option without a value. A value may start with a dash (`--out -x` is the file
 * "-x"). Tokens are yielded one at a time, so a command may act on an option (--help) before a
 * later argument is judged. A leaf: the caller says how a problem becomes its usage error.
 */
import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { parseArgs as parseNodeArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "./errors.ts";

export type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

export type ArgToken =
  | { kind: "positional"; value: string }
  /** `value` is "" for a flag; a string option always has a non-empty value. */
  | { kind: "option"; name: string; rawName: string; value: string };

export function* argTokens(args: string[], options: OptionsConfig, usageError: (problem: string) => Error): Generator<ArgToken> {
  const { tokens } = parseNodeArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === "positional") {
      yield { kind: "positional", value: token.value };
      continue;
    }
    if (token.kind !== "option") continue; // the `--` terminator
    const { name, rawName, value } = token;
    const config = Object.hasOwn(options, name) ? options[name] : undefined;
    // node reads an undeclared `-x` as an option named "x": only a declared short letter is one.
    if (!config || (!rawName.startsWith("--") && config.short !== rawName.slice(1))) throw usageError(`unknown option ${rawName}`);
    if (config.type === "boolean") {
      if (value !== undefined) throw usageError(`${rawName} takes no value`);
    } else if (value === undefined || value === "") {
      throw usageError(`${rawName} needs a value`);
    }
    yield { kind: "option", name, rawName, value: value ?? "" };
  }
}

/** A command line read against named value options (repeatable) and flags; a problem is a UsageError with the usage text. */
export interface ParsedArgs {
  positional: string[];
  values: Map<string, string[]>;
  flags: Set<string>;
}

export function parseArgs(args: string[], spec: { values: string[]; flags: string[] }, usage: string): ParsedArgs {
  const options: OptionsConfig = {};
  for (const name of spec.values) options[name] = { type: "string", multiple: true };
  for (const name of spec.flags) options[name] = { type: "boolean" };
  const out: ParsedArgs = { positional: [], values: new Map(), flags: new Set() };
  for (const token of argTokens(args, options, (problem) => new UsageError(`${problem}\n${usage}`))) {
    if (token.kind === "positional") out.positional.push(token.value);
    else if (options[token.name]!.type === "boolean") out.flags.add(token.name);
    else out.values.set(token.name, [...(out.values.get(token.name) ?? []), token.value]);
  }
  return out;
}

export function single(p: ParsedArgs, name: string, usage: string): string | undefined {
  const v = p.values.get(name);
  if (!v) return undefined;
  if (v.length > 1) throw new UsageError(`--${name} given more than once\n${usage}`);
  return v[0];
}

/** Worker threads at most (a typo such as --jobs 1000 is refused rather than starting a thousand threads). */
export const MAX_JOBS = 64;

/**
 * Recordings of this many bytes in all or more are worked on every core when --jobs is not given:
 * about 25,000 exchanges, a few seconds of work, past which starting the workers (each loads the
 * contracts and warms up its own compiler: about 0.3 s) is paid back. Below it, one thread.
 */
export const AUTO_JOBS_BYTES = 64 * 1024 * 1024;

/**
 * The threads for `files` when --jobs is not given: every core (up to `cap`) for large recordings,
 * else one; with `perWorker`, one thread per that many bytes of recording (at least one, at most
 * every core up to `cap`), so that each worker has enough to pay for its own start and warm-up.
 */
export function autoJobs(
  files: readonly string[],
  cores: number = availableParallelism(),
  threshold: number = AUTO_JOBS_BYTES,
  cap: number = MAX_JOBS,
  perWorker?: number,
): number {
  if (cores < 2) return 1;
  let bytes = 0;
  for (const file of files) {
    try {
      const s = statSync(file);
      if (s.isFile()) bytes += s.size;
    } catch {
      // A file that cannot be read is the run's to report.
    }
  }
  if (perWorker !== undefined) return Math.max(1, Math.min(cores, cap, MAX_JOBS, Math.floor(bytes / perWorker)));
  return bytes >= threshold ? Math.min(cores, cap, MAX_JOBS) : 1;
}

/**
 * --jobs N: the number of threads that work (N workers beside the reading thread when N > 1); not
 * given, autoJobs(files) with the command's own `auto` rule (conform: one worker per 128 MiB, up to
 * 16), else every core for a large recording and one thread for a small one.
 */
export function jobsOption(p: ParsedArgs, usage: string, files: readonly string[], auto: { cap?: number; perWorker?: number } = {}): number {
  const text = single(p, "jobs", usage);
  if (text === undefined) return autoJobs(files, availableParallelism(), AUTO_JOBS_BYTES, auto.cap, auto.perWorker);
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > MAX_JOBS)
    throw new UsageError(`--jobs takes a whole number of workers from 1 to ${MAX_JOBS}, not "${text}"\n${usage}`);
  return n;
}
