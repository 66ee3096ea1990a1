/** The judging options that `conform` and `certify` share (their command lines are read by ../cli-args.ts). */
import { single, type ParsedArgs } from "../cli-args.ts";
import { UsageError } from "../errors.ts";
import { hmacSha256Signer, type Signer } from "../signing/x-verify.ts";

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
