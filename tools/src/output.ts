/**
 * Buffered output with back-pressure: reports of a million exchanges stream out in 64 KiB writes
 * and wait for the stream to drain, so memory stays flat.
 *
 * Every byte written goes through `maskPansInText` (the last line of defence: whatever a report
 * format or a field-aware redaction did not know is masked here), and no output ever destroys an
 * input: `Out.open` refuses a target that is one of the inputs (same device and inode, through
 * symlinks), writes to a temporary file beside the target and renames it over the target only
 * when the output is complete. A failed write (missing folder, a full disk, a directory, a closed
 * stdout) becomes an `OutputError` with a one-line message, never a stack trace.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readdir, readFile, realpath, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { OutputError, UsageError } from "./errors.ts";
import { addPendingOutput, dropPendingOutput } from "./process/pending-outputs.ts";
import { maskPansInText } from "./mask.ts";

/**
 * Flush threshold: 64 KiB. Small enough that buffered result text dies young (a large buffer
 * outlives several young-generation collections and is promoted, which grows peak memory on long
 * runs); large enough that writes stay few.
 */
export const FLUSH_AT = 64 * 1024;

/** A trailing run of digits, spaces and dashes held back at a flush (it may go on in the next write) up to this length. */
const CARRY_MAX = 4096;

const WHY: Record<string, string> = {
  ENOENT: "no such folder",
  ENOTDIR: "a part of the path is not a folder",
  EISDIR: "it is a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOSPC: "no space left on the device",
  EROFS: "read-only file system",
  EPIPE: "the reader closed the pipe",
  EDQUOT: "disk quota exceeded",
};

function why(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  return code ? (WHY[code] ?? code) : e instanceof Error ? e.message : String(e);
}

const isRunChar = (c: number): boolean => (c >= 48 && c <= 57) || c === 32 || c === 45;

export interface OpenOptions {
  /** The files read by the command: the target may be none of them. */
  inputs?: readonly string[];
  /** The option that named the target, for messages ("--out"). */
  option?: string;
}

/**
 * Refuse (usage error, exit 64) an output target that is one of the command's inputs: the same
 * file (device and inode), through symbolic or hard links. Commands call it before they read
 * anything, so a refused run has no other effect; `Out.open` calls it again.
 */
export async function refuseInputs(target: string, options: OpenOptions = {}): Promise<void> {
  const existing = await stat(target).catch(() => undefined);
  if (!existing) return;
  for (const input of options.inputs ?? []) {
    const s = await stat(input).catch(() => undefined);
    if (s && s.dev === existing.dev && s.ino === existing.ino) {
      throw new UsageError(`${options.option ?? "--out"} ${target} is the input ${input}: it would be overwritten; write to another file`);
    }
  }
}

/** Write a whole text to a command's output file under the one output policy (see `Out.open`): never over an input, atomically, masked. */
export async function writeOutput(target: string, text: string, options: OpenOptions = {}): Promise<void> {
  const out = await Out.open(target, options);
  out.write(text);
  await out.close();
}

export class Out {
  private buf = "";
  private failure: unknown;
  private closed = false;

  /**
   * @param stream where the text goes
   * @param owned whether `close` ends the stream
   * @param label the output as named in messages ("stdout", "--out report.txt")
   * @param commit on success: the temporary file renamed over the target; on abort: removed
   */
  constructor(
    private readonly stream: Writable,
    private readonly owned: boolean,
    private readonly label = owned ? "the output file" : "stdout",
    private readonly commit?: { temp: string; target: string },
  ) {
    // A write error (EPIPE, ENOSPC) arrives as an 'error' event: kept and thrown at the next flush.
    stream.on("error", (e) => (this.failure ??= e));
  }

  static stdout(): Out {
    return new Out(process.stdout, false, "stdout");
  }

  /** A stream on a file written directly (devices such as /dev/null; benchmarks). */
  static file(file: string): Out {
    return new Out(createWriteStream(file, { encoding: "utf8" }), true, file);
  }

  /**
   * The safe writer of a command's output file: refused (usage error, exit 64) when it is one of the
   * inputs; a regular file (or a new one) is written to a temporary file beside it and renamed on
   * success; an existing device or FIFO (/dev/stdout, /dev/null) is written directly.
   */
  static async open(target: string, options: OpenOptions = {}): Promise<Out> {
    const option = options.option ?? "--out";
    await refuseInputs(target, options);
    const existing = await stat(target).catch(() => undefined);
    if (existing) {
      if (existing.isDirectory()) throw new OutputError(`cannot write ${target} (it is a directory); give a file name`);
      if (!existing.isFile()) return Out.direct(target, option);
    }
    // Beside the real file (a symlink's target is replaced, the link kept).
    const real = existing
      ? await realpath(target)
      : path.join(
          await realpath(path.dirname(target)).catch((e) => {
            throw new OutputError(`cannot write ${target} (${why(e)}); check the path`);
          }),
          path.basename(target),
        );
    const temp = path.join(path.dirname(real), `.${path.basename(real)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
    const stream = createWriteStream(temp, { encoding: "utf8", flags: "wx" });
    await opened(stream, target);
    addPendingOutput(temp);
    return new Out(stream, true, `${option} ${target}`, { temp, target: real });
  }

  private static async direct(target: string, option: string): Promise<Out> {
    const stream = createWriteStream(target, { encoding: "utf8" });
    await opened(stream, target);
    return new Out(stream, true, `${option} ${target}`);
  }

  write(s: string): void {
    this.buf += s;
  }

  /** Flush when the buffer is large (call once per result); a promise only then. */
  maybeFlush(): Promise<void> | undefined {
    return this.buf.length >= FLUSH_AT || this.failure !== undefined ? this.flush() : undefined;
  }

  async flush(final = false): Promise<void> {
    this.check();
    if (!this.buf) return;
    let chunk = this.buf;
    this.buf = "";
    if (!final) {
      // A card number may go on in the next write: hold back a trailing run of digits and separators.
      let cut = chunk.length;
      while (cut > 0 && chunk.length - cut < CARRY_MAX && isRunChar(chunk.charCodeAt(cut - 1))) cut--;
      if (cut > 0 && cut < chunk.length) {
        this.buf = chunk.slice(cut);
        chunk = chunk.slice(0, cut);
      }
    }
    chunk = maskPansInText(chunk);
    const stream = this.stream;
    const ok = await new Promise<boolean>((resolve, reject) => {
      const more = stream.write(chunk, (e) => (e ? reject(e) : undefined));
      if (more) resolve(true);
      else {
        const onDrain = (): void => {
          stream.off("error", onError);
          resolve(true);
        };
        const onError = (e: unknown): void => {
          stream.off("drain", onDrain);
          reject(e);
        };
        stream.once("drain", onDrain);
        stream.once("error", onError);
      }
    }).catch((e: unknown) => {
      this.failure ??= e;
      return false;
    });
    if (!ok) this.check();
  }

  private check(): void {
    if (this.failure === undefined) return;
    const label = this.label;
    const code = (this.failure as NodeJS.ErrnoException)?.code;
    if (!this.owned && code === "EPIPE") throw new OutputError(`stdout was closed before the report was complete (${why(this.failure)})`, "closed");
    throw new OutputError(`cannot write ${label} (${why(this.failure)})${this.commit ? "; the target was left as it was" : ""}`);
  }

  /** Write what is left; an owned file is completed (renamed over its target). */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.flush(true);
      if (this.owned) {
        await new Promise<void>((resolve, reject) => this.stream.end((e?: Error | null) => (e ? reject(e) : resolve())));
        this.check();
      } else {
        // stdout writes are synchronous (pipes, files, terminals): an EPIPE of the last write is
        // reported on the next tick, so look once more after it.
        await new Promise<void>((resolve) => setImmediate(resolve));
        this.check();
      }
    } catch (e) {
      await this.abort();
      if (e instanceof OutputError) throw e;
      this.failure ??= e;
      this.check();
    }
    this.closed = true;
    if (this.commit) {
      try {
        await rename(this.commit.temp, this.commit.target);
        dropPendingOutput(this.commit.temp);
      } catch (e) {
        await unlink(this.commit.temp).catch(() => undefined);
        throw new OutputError(`cannot write ${this.label} (${why(e)})`);
      }
    }
  }

  /** Give up: the temporary file is removed, the target left as it was. */
  async abort(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.buf = "";
    if (this.owned) {
      (this.stream as WriteStream).destroy();
      await new Promise<void>((resolve) => (this.stream.closed ? resolve() : this.stream.once("close", () => resolve())));
    }
    if (this.commit) {
      await unlink(this.commit.temp).catch(() => undefined);
      dropPendingOutput(this.commit.temp);
    }
  }
}

/** Wait until a file stream is open; an open failure becomes an OutputError. */
function opened(stream: WriteStream, target: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    stream.once("open", () => resolve());
    stream.once("error", (e) => reject(new OutputError(`cannot write ${target} (${why(e)}); check the path`)));
  });
}

/** Every file under a folder, as POSIX paths relative to it, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * A folder a command writes whole (the reference site), under the same policy as a file: it is
 * built in a temporary folder beside the target and put in place only when complete, and no file the
 * command did not write is ever deleted. The target may be absent, an empty folder, or an earlier
 * output of the same command that holds nothing else: its file `marker` lists every file written
 * with it. A folder that holds any other file is refused (UsageError, exit 64) and left as it is.
 */
export async function writeFolder<T>(target: string, marker: string, build: (dir: string) => T | Promise<T>, option = "--out"): Promise<T> {
  const existing = await stat(target).catch(() => undefined);
  if (existing && !existing.isDirectory()) throw new UsageError(`${option} ${target} is a file, not a folder; give a new or empty folder`);
  if (existing) {
    const written = new Set<string>(JSON.parse(await readFile(path.join(target, marker), "utf8").catch(() => "[]")) as string[]);
    const foreign = (await filesUnder(target)).filter((f) => f !== marker && !written.has(f));
    if (foreign.length > 0) {
      const shown = foreign.slice(0, 3).join(", ") + (foreign.length > 3 ? `, and ${foreign.length - 3} more` : "");
      throw new UsageError(`${option} ${target} holds files this command did not write (${shown}); give a new or empty folder (nothing in it is deleted)`);
    }
  }
  const parent = path.dirname(path.resolve(target));
  const base = path.basename(path.resolve(target));
  const tmp = path.join(parent, `.${base}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(tmp);
  } catch (e) {
    throw new OutputError(`cannot write ${target}: ${why(e)}`);
  }
  addPendingOutput(tmp);
  try {
    const result = await build(tmp);
    await writeFile(path.join(tmp, marker), `${JSON.stringify(await filesUnder(tmp))}\n`);
    if (existing) {
      // The earlier output is moved aside, the new one put in its place, then the earlier one removed.
      const old = path.join(parent, `.${base}.old-${process.pid}-${randomBytes(4).toString("hex")}`);
      await rename(target, old);
      await rename(tmp, target);
      await rm(old, { recursive: true, force: true });
    } else {
      await rename(tmp, target);
    }
    return result;
  } catch (e) {
    await rm(tmp, { recursive: true, force: true }).catch(() => {});
    if (e instanceof UsageError || e instanceof OutputError) throw e;
    if ((e as NodeJS.ErrnoException)?.code) throw new OutputError(`cannot write ${target}: ${why(e)}`);
    throw e;
  } finally {
    dropPendingOutput(tmp);
  }
}
