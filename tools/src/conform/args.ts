/** A small command-line parser shared by `conform` and `redact`: `--name value`, `--name=value`, flags. */
import { UsageError } from "../errors.ts";
import { hmacSha256Signer, type Signer } from "../signing/x-verify.ts";

export interface ParsedArgs {
  positional: string[];
  values: Map<string, string[]>;
  flags: Set<string>;
}

export function parseArgs(args: string[], spec: { values: string[]; flags: string[] }, usage: string): ParsedArgs {
  const out: ParsedArgs = { positional: [], values: new Map(), flags: new Set() };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") {
      out.positional.push(...args.slice(i + 1));
      break;
    }
    if (!a.startsWith("--") || a === "-") {
      if (a.startsWith("-") && a !== "-") throw new UsageError(`unknown option ${a}\n${usage}`);
      out.positional.push(a);
      continue;
    }
    const eq = a.indexOf("=");
    const name = eq === -1 ? a.slice(2) : a.slice(2, eq);
    if (spec.flags.includes(name)) {
      if (eq !== -1) throw new UsageError(`--${name} takes no value\n${usage}`);
      out.flags.add(name);
      continue;
    }
    if (!spec.values.includes(name)) throw new UsageError(`unknown option --${name}\n${usage}`);
    let value: string | undefined;
    if (eq !== -1) value = a.slice(eq + 1);
    else {
      value = args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value\n${usage}`);
    }
    const list = out.values.get(name) ?? [];
    list.push(value);
    out.values.set(name, list);
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
