/**
 * The command line as every command reads it: node:util `parseArgs` splits the arguments into
 * tokens (`--name value`, `--name=value`, flags, positionals; `--` ends the options), and each
 * token is checked here, in order, so the messages are ours, not node's: an unknown option, a flag
 * given a value, an option without a value. A value may start with a dash (`--out -x` is the file
 * "-x"). Tokens are yielded one at a time, so a command may act on an option (--help) before a
 * later argument is judged. A leaf: the caller says how a problem becomes its usage error.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

export type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

export type ArgToken =
  | { kind: "positional"; value: string }
  /** `value` is "" for a flag; a string option always has a non-empty value. */
  | { kind: "option"; name: string; rawName: string; value: string };

export function* argTokens(args: string[], options: OptionsConfig, usageError: (problem: string) => Error): Generator<ArgToken> {
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
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
