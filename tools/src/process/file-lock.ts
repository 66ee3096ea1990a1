/**
 * One writer per recording file: a lock file beside it (`FILE.lock`, created exclusively) naming the
 * writing process by PID and start time. A second writer (another process, or a second recorder in
 * this one) is refused with a message naming the file and the holder; a lock whose process is gone
 * (killed, even with SIGKILL, or an unreaped zombie) is stale and taken over, atomically (lockFile).
 * The lock is removed when the writer closes the file, and when its process exits.
 */
import { randomBytes } from "node:crypto";
import { closeSync, constants, linkSync, mkdirSync, openSync, readFileSync, realpathSync, rmdirSync, statSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { pidExists, procStat } from "./proc.ts";

/** The recording is being written by another process (or recorder); the message names it. */
export class FileLockedError extends Error {}

const held = new Set<string>();
let exitHook = false;

/** The lock file of a recording: beside the file it names once links are resolved. */
export function lockPathOf(file: string): string {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    try {
      real = path.join(realpathSync(path.dirname(file)), path.basename(file));
    } catch {
      real = path.resolve(file);
    }
  }
  return `${real}.lock`;
}

const identity = (pid: number): string => `${pid} ${procStat(pid)?.start ?? "?"}`;

/** Whether the holder written in a lock file is a live process (same PID and start time, not a zombie). */
function holderAlive(text: string): boolean {
  const [pidText, start] = text.trim().split(" ");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (!pidExists(pid)) return false;
  const stat = procStat(pid);
  if (stat === undefined) return true; // no /proc: the PID probe is all there is
  return stat.state !== "Z" && stat.state !== "X" && (start === "?" || start === stat.start);
}

/** The PID of the live process that holds the lock of `file` (a recorder writing it), or undefined when none does. */
export function lockHolder(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(lockPathOf(file), "utf8");
  } catch {
    return undefined;
  }
  if (text.trim() === "" || !holderAlive(text)) return undefined;
  return Number(text.trim().split(" ")[0]);
}

/** How long an empty lock (another writer's, an older version's, between its create and its write) counts as held. */
const EMPTY_GRACE_MS = 2000;
/** How long a take-over (the `.takeover` folder) may last before it counts as left by a writer that died in it. */
const TAKEOVER_STALE_MS = 5000;

const pause = new Int32Array(new SharedArrayBuffer(4));
/** Block this thread for `ms` (lockFile is synchronous: recorders open their file in one step). */
const sleepSync = (ms: number): void => void Atomics.wait(pause, 0, 0, ms);

/** Age of a path in ms (by its mtime), or undefined when it is gone. */
function ageOf(p: string): number | undefined {
  try {
    return Date.now() - statSync(p).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Create `lock` holding `text`, atomically: the text is written to a temporary file beside it first,
 * which is then hard-linked into place (link fails when the lock exists), so no writer ever sees an
 * empty lock of ours. Where the file system has no hard links, an exclusive create and a write.
 * False when the lock exists.
 */
function createLock(lock: string, text: string): boolean {
  const tmp = `${lock}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  const fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, lock);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw e;
    // No hard links here: an exclusive create, then the write (an empty lock is held for EMPTY_GRACE_MS).
    let lfd: number;
    try {
      lfd = openSync(lock, "wx", 0o600);
    } catch (e2) {
      if ((e2 as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw e2;
    }
    writeSync(lfd, text);
    closeSync(lfd);
    return true;
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
      // gone
    }
  }
}

/**
 * Take the lock of `file` for this process; returns the function that releases it. Throws
 * FileLockedError when a live writer holds it.
 *
 * Atomic (issue 42, A9): the lock is created with its content in one step (createLock); a lock whose
 * holder is gone is taken over only inside a take-over section (`LOCK.takeover`, a folder made with
 * mkdir, which only one process can make), after reading again that the lock is still the stale one:
 * of two writers that found the same stale lock at the same instant, one takes it over and the other
 * then finds a live holder. An empty lock counts as held for EMPTY_GRACE_MS.
 */
export function lockFile(file: string, what = "--record"): () => void {
  const lock = lockPathOf(file);
  const me = identity(process.pid);
  const refused = (text: string): FileLockedError => {
    const pid = text.trim().split(" ")[0] || "?";
    return new FileLockedError(
      `${what} ${file}: another process (pid ${pid}) is recording to this file; stop it first, or record to another file (lock ${lock})`,
    );
  };
  if (held.has(lock)) throw refused(me);
  const giveUpAt = Date.now() + EMPTY_GRACE_MS + TAKEOVER_STALE_MS + 1000;
  let unreadable = 0;
  while (Date.now() <= giveUpAt) {
    if (createLock(lock, `${me}\n`)) return hold(lock, me);
    let text: string;
    try {
      text = readFileSync(lock, "utf8");
    } catch (e) {
      // Removed meanwhile: try again; a dangling link stays unreadable: refused below.
      if ((e as NodeJS.ErrnoException).code === "ENOENT" && ++unreadable < 3) continue;
      break;
    }
    if (text.trim() !== "" && holderAlive(text)) throw refused(text);
    if (text.trim() === "" && (ageOf(lock) ?? 0) < EMPTY_GRACE_MS) {
      sleepSync(20); // being written by another writer (or an older version of this one): held for a moment
      continue;
    }
    // Stale: its writer is gone. Taken over inside the take-over section only.
    const section = `${lock}.takeover`;
    try {
      mkdirSync(section, 0o700);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      if ((ageOf(section) ?? 0) > TAKEOVER_STALE_MS) {
        try {
          rmdirSync(section); // left by a writer that died inside it
        } catch {
          // removed meanwhile
        }
      } else sleepSync(10);
      continue;
    }
    try {
      let now: string | undefined;
      try {
        now = readFileSync(lock, "utf8");
      } catch {
        now = undefined; // removed meanwhile
      }
      if (now === text) {
        try {
          unlinkSync(lock);
        } catch {
          // removed meanwhile
        }
      }
      // Still the stale lock: it is gone now and ours goes in its place; another writer's: found live next time round.
      if (now === text || now === undefined) {
        if (createLock(lock, `${me}\n`)) return hold(lock, me);
      }
    } finally {
      try {
        rmdirSync(section);
      } catch {
        // gone
      }
    }
  }
  throw new FileLockedError(`${what} ${file}: could not take the lock ${lock}; remove it if no process records to the file`);
}

function hold(lock: string, me: string): () => void {
  held.add(lock);
  if (!exitHook) {
    exitHook = true;
    process.once("exit", () => {
      for (const l of held) release(l, me);
    });
  }
  return () => {
    if (held.delete(lock)) release(lock, me);
  };
}

function release(lock: string, me: string): void {
  try {
    if (readFileSync(lock, "utf8").trim() === me) unlinkSync(lock);
  } catch {
    // already gone
  }
}
