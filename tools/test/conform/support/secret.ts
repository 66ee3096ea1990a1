/** The signer a case's arguments ask for (--secret HEX). */
import { hmacSha256Signer, type Signer } from "../../../src/signing/x-verify.ts";

export function forArgs(args: string[]): { signer: Signer | undefined } {
  const i = args.indexOf("--secret");
  return { signer: i >= 0 ? hmacSha256Signer(args[i + 1]!) : undefined };
}
