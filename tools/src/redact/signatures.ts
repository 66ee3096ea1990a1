/**
 * What `contracts redact` asks the judge of each HAR entry: which content its x-verify signs (the
 * contract's payload pointers, the answer's body) and, with --secret, the verdicts over that content
 * as recorded, before redaction alters it. The recording home carries them (recording/carried.ts);
 * it never verifies a signature itself.
 */
import { Judge } from "../judge/index.ts";
import type { SignedContent } from "../recording/carried.ts";
import { fromHarEntry } from "../recording/http-exchange.ts";
import type { Signer } from "../signing/x-verify.ts";

export function signaturesOf(signer: Signer | undefined): (entry: unknown) => SignedContent | undefined {
  const judge = new Judge({ signer });
  return (entry) => {
    const { exchange } = fromHarEntry(entry);
    return exchange ? judge.signatures(exchange) : undefined;
  };
}
