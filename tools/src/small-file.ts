/**
 * A small input file read whole, within a byte bound, without following what is not a regular
 * file: a FIFO would block and /dev/zero never ends. Used for the files a command reads entirely
 * (a certification plan, a secret file); each caller words the problem for its own option.
 */
import { closeSync, openSync, readSync, statSync } from "node:fs";

export type SmallFileProblem =
  | { readonly kind: "directory" }
  | { readonly kind: "not-regular" }
  /** `size` when the file said so up front; undefined when it grew past the bound while read. */
  | { readonly kind: "too-large"; readonly size: number | undefined }
  | { readonly kind: "unreadable"; readonly code: string | undefined };

/** The bytes of a regular file of at most `maxBytes`, or what stands in the way. */
export function readSmallFile(file: string, maxBytes: number): { bytes: Buffer; problem?: undefined } | { bytes?: undefined; problem: SmallFileProblem } {
  let fd: number | undefined;
  try {
    const st = statSync(file);
    if (st.isDirectory()) return { problem: { kind: "directory" } };
    if (!st.isFile()) return { problem: { kind: "not-regular" } };
    if (st.size > maxBytes) return { problem: { kind: "too-large", size: st.size } };
    fd = openSync(file, "r");
    const buf = Buffer.alloc(maxBytes + 1);
    let n = 0;
    for (let r = 1; r > 0 && n < buf.length; n += r) r = readSync(fd, buf, n, buf.length - n, null);
    if (n > maxBytes) return { problem: { kind: "too-large", size: undefined } };
    return { bytes: buf.subarray(0, n) };
  } catch (e) {
    return { problem: { kind: "unreadable", code: (e as NodeJS.ErrnoException).code } };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
