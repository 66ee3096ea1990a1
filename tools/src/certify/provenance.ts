/**
 * Provenance of a certification: SHA-256 of files (the recordings, the plan). The contract's
 * identity (package, version and the content hash of generated/) is contract/identity.ts's.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

export function sha256(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** SHA-256 of a file, streamed (recordings may be large); undefined when it cannot be read. */
export async function fileSha256(file: string): Promise<string | undefined> {
  const hash = createHash("sha256");
  try {
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  } catch {
    return undefined;
  }
  return hash.digest("hex");
}
