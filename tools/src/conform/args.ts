/** The judging options that `conform` and `certify` share (their command lines are read by ../cli-args.ts). */
import { readSmallFile } from "../small-file.ts";
import { single, type ParsedArgs } from "../cli-args.ts";
import { InputError, UsageError } from "../errors.ts";
import { hmacSha256Signer, type Signer } from "../signing/x-verify.ts";

/** The environment variable that gives the merchant secret without putting it on the command line (visible in `ps`). */
export const SECRET_ENV = "CONTRACTS_SECRET";
/** Bytes of a --secret-file read at most (a hex key is far shorter). */
const SECRET_FILE_BYTES = 4096;

/** The first line of a secret file (trimmed): a regular file of at most SECRET_FILE_BYTES. The message never shows its content. */
function readSecretFile(file: string): string {
  const read = readSmallFile(file, SECRET_FILE_BYTES);
  if (read.bytes) return read.bytes.toString("utf8").split(/\r?\n/, 1)[0]!.trim();
  const p = read.problem;
  if (p.kind === "directory" || p.kind === "not-regular")
    throw new InputError(`--secret-file ${file}: not a regular file; write the hex secret to a file and give its path`);
  if (p.kind === "too-large") throw new InputError(`--secret-file ${file}: over ${SECRET_FILE_BYTES} bytes; the file holds the hex secret only`);
  throw new InputError(`--secret-file ${file}: cannot read it (${p.code ?? "error"}); check the path`);
}

/**
 * The options that judge a recording the same way in `conform` and `certify`: --base-path and the
 * merchant secret, from --secret HEX, --secret-file FILE or the environment variable CONTRACTS_SECRET
 * (the last two keep it out of the process list).
 */
export function judgingOptions(
  p: ParsedArgs,
  usage: string,
  env: NodeJS.ProcessEnv = process.env,
): { basePath: string | undefined; signer: Signer | undefined; secret?: string | undefined } {
  const basePath = single(p, "base-path", usage);
  if (basePath !== undefined && !basePath.startsWith("/")) throw new UsageError(`--base-path must start with "/" (e.g. /pg)`);
  const flag = single(p, "secret", usage);
  const file = single(p, "secret-file", usage);
  if (flag !== undefined && file !== undefined) throw new UsageError(`give --secret or --secret-file, not both\n${usage}`);
  const from = flag !== undefined ? "--secret" : file !== undefined ? `--secret-file ${file}` : env[SECRET_ENV] ? SECRET_ENV : undefined;
  const secret = flag ?? (file !== undefined ? readSecretFile(file) : env[SECRET_ENV] || undefined);
  if (secret === undefined) return { basePath, signer: undefined };
  try {
    return { basePath, signer: hmacSha256Signer(secret), secret };
  } catch (e) {
    throw new UsageError(`${from}: ${(e as Error).message}`);
  }
}

export { jobsOption, MAX_JOBS } from "../cli-args.ts";
