/**
 * `--record FILE`: every exchange appended to a HAR 1.2 file as it completes (written just before
 * the answer is sent, so an answer the client has received is always in the file).
 *
 * The file is valid HAR after every append (no repair on read is needed): it is written as
 *
 *   {"log":{"version":"1.2","creator":{...},"entries":[
 *   {entry 1},
 *   {entry 2}
 *   ]}}
 *
 * and each append overwrites the closing `\n]}}\n` with `,\n{entry}\n]}}\n` in one positioned
 * synchronous write. When the write returns the bytes are in the kernel, so a crash of the sandbox
 * (even SIGKILL) loses nothing already answered. Every entry passes through the toolkit's
 * redaction (`redactHarEntry`) before it is written: card numbers masked to first six and last
 * four, CVVs removed, credentials and tokens replaced by stable pseudonyms, x-verify kept (a MAC),
 * and the judge's verdict of an x-verify whose signed content redaction altered carried beside it
 * (`_contract`) when the recorder is given it.
 *
 * An existing file is continued when it is a recording in this layout, and refused otherwise
 * (never overwritten). One process writes a file at a time: the recorder holds the file's lock
 * (FILE.lock, tools/src/process/file-lock.ts) while it is open, and a second writer is refused with
 * RecordingLockedError.
 */
import { closeSync, constants, fstatSync, openSync, readSync, writeSync } from "node:fs";
import { FileLockedError, lockFile, lockPathOf } from "../process/file-lock.ts";
import type { SignedContent } from "./carried.ts";
import { redactHarEntry } from "./redact.ts";

const TAIL = "\n]}}\n";

export interface OpenOptions {
  /** Create a new file only: never an existing file, never through a symbolic link (O_CREAT | O_EXCL | O_NOFOLLOW). */
  exclusive?: boolean;
}

/** The flags of an exclusive create that follows no link (the admin's rotation, issue 42 A6). */
export const EXCLUSIVE = constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/**
 * Why the lock beside a recording cannot be made: the lock (FILE.lock) needs a writable folder, also
 * for a file that is writable itself (issue 42, A17: said as "cannot open it for writing" before).
 */
export function lockError(file: string, e: unknown): RecordingError {
  const code = (e as NodeJS.ErrnoException).code ?? "error";
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new RecordingError(
      `--record ${file}: cannot make its lock beside it (${code}): the recording's folder must be writable (the lock ${lockPathOf(file)} keeps a second writer out); record in a folder you can write`,
    );
  return new RecordingError(`--record ${file}: cannot open it for writing (${code}); choose a writable path`);
}

/** Why a recording cannot be opened, in the words of the one rule it broke. */
export function openError(file: string, e: unknown): RecordingError {
  const code = (e as NodeJS.ErrnoException).code ?? "error";
  if (code === "EEXIST") return new RecordingError(`--record ${file}: the file exists; a new recording needs a file that does not exist`);
  if (code === "ELOOP") return new RecordingError(`--record ${file}: is a symbolic link; recordings are never written through links`);
  return new RecordingError(`--record ${file}: cannot open it for writing (${code}); choose a writable path`);
}

import { RecordingError, RecordingLockedError } from "./recording-error.ts";

export class HarRecorder {
  private closed = false;

  private constructor(
    readonly file: string,
    private readonly fd: number,
    private readonly unlock: () => void,
    /** Offset where the closing tail starts. */
    private end: number,
    private count: number,
  ) {}

  /** Open (create, or continue) a recording. Throws RecordingError naming the file and the way out. */
  static open(file: string, creator = { name: "@payments/contracts sandbox", version: "1" }, options: OpenOptions = {}): HarRecorder {
    let unlock: () => void;
    try {
      unlock = lockFile(file);
    } catch (e) {
      if (e instanceof FileLockedError) throw new RecordingLockedError(e.message);
      throw lockError(file, e);
    }
    try {
      return HarRecorder.openLocked(file, creator, unlock, options.exclusive ?? false);
    } catch (e) {
      unlock();
      throw e;
    }
  }

  private static openLocked(file: string, creator: { name: string; version: string }, unlock: () => void, exclusive: boolean): HarRecorder {
    let fd: number;
    try {
      if (exclusive) fd = openSync(file, EXCLUSIVE | constants.O_RDWR, 0o600);
      else {
        // Created readable by its owner only, as the terminal's JSON Lines recording is (issue 40: 644 beside 600).
        fd = openSync(file, "a+", 0o600);
        closeSync(fd);
        fd = openSync(file, "r+");
      }
    } catch (e) {
      throw openError(file, e);
    }
    const st = fstatSync(fd);
    if (!st.isFile()) {
      closeSync(fd);
      throw new RecordingError(`--record ${file}: not a regular file; choose a file path`);
    }
    if (st.size === 0) {
      const head = `{"log":{"version":"1.2","creator":${JSON.stringify(creator)},"entries":[`;
      writeSync(fd, head + TAIL, 0, "utf8");
      return new HarRecorder(file, fd, unlock, Buffer.byteLength(head), 0);
    }
    // Continue an existing recording of this layout; anything else is refused, never overwritten.
    const tailBytes = Buffer.byteLength(TAIL);
    const probe = Buffer.alloc(Math.min(st.size, 64));
    readSync(fd, probe, 0, probe.length, 0);
    const last = Buffer.alloc(tailBytes + 1);
    const got = st.size > tailBytes ? readSync(fd, last, 0, last.length, st.size - tailBytes - 1) : 0;
    const text = last.subarray(0, got).toString("utf8");
    if (!probe.toString("utf8").startsWith('{"log":{"version":"1.2"') || !text.endsWith(TAIL)) {
      closeSync(fd);
      throw new RecordingError(`--record ${file}: the file exists and is not a sandbox recording; choose a new file (it is never overwritten)`);
    }
    const end = st.size - tailBytes;
    return new HarRecorder(file, fd, unlock, end, text.startsWith("[") ? 0 : 1);
  }

  /** Entries appended by this recorder (or found when continuing; then at least 1). */
  get entries(): number {
    return this.count;
  }

  /**
   * Redact and append one HAR entry. `signed`: what the judge says the entry's x-verify signs and its
   * verdicts; where redaction alters that content, the verdict is carried in the entry (`_contract`,
   * recording/carried.ts).
   */
  append(entry: unknown, options: { signed?: SignedContent | undefined } = {}): void {
    if (this.closed) return;
    const json = JSON.stringify(redactHarEntry(entry, options));
    const text = (this.count === 0 ? "\n" : ",\n") + json;
    const buf = Buffer.from(text + TAIL, "utf8");
    writeSync(this.fd, buf, 0, buf.length, this.end);
    this.end += buf.length - Buffer.byteLength(TAIL);
    this.count++;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
    this.unlock();
  }
}
