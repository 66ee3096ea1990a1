/** The command line of `conform`, `redact` and `certify` (read by ../cli-args.ts, as `diff`'s is). */
import { argTokens, type OptionsConfig } from "../cli-args.ts";
import { UsageError } from "../errors.ts";
import { hmacSha256Signer, type Signer } from "../signing/x-verify.ts";

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

/** The options that judge a recording the same way in `conform` and `certify`: --base-path and --secret. */
export function judgingOptions(p: ParsedArgs, usage: string): { basePath: string | undefined; signer: Signer | undefined } {
  const basePath = single(p, "base-path", usage);
  if (basePath !== undefined && !basePath.startsWith("/")) throw new UsageError(`--base-path must start with "/" (e.g. /pg)`);
  const secret = single(p, "secret", usage);
  if (secret === undefined) return { basePath, signer: undefined };
  try {
    return { basePath, signer: hmacSha256Signer(secret) };
  } catch (e) {
    throw new UsageError(`--secret: ${(e as Error).message}`);
  }
}
