/**
 * One writer per recording file: a lock file beside it (`FILE.lock`, created exclusively) naming the
 * writing process by PID and start time. A second writer (another process, or a second recorder in
 * this one) is refused with a message naming the file and the holder; a lock whose process is gone
 * (killed, even with SIGKILL, or an unreaped zombie) is stale and taken over. The lock is removed when
 * the writer closes the file, and when its process exits.
 */
import { closeSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from "node:fs";
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

/**
 * Take the lock of `file` for this process; returns the function that releases it. Throws
 * FileLockedError when a live writer holds it.
 */
export function lockFile(file: string, what = "--record"): () => void {
  const lock = lockPathOf(file);
  const me = identity(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(lock, "wx", 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      let text = "";
      try {
        text = readFileSync(lock, "utf8");
      } catch {
        continue; // removed meanwhile: try again
      }
      if (held.has(lock) || (text.trim() !== "" && holderAlive(text))) {
        const pid = text.trim().split(" ")[0];
        throw new FileLockedError(
          `${what} ${file}: another process (pid ${pid}) is recording to this file; stop it first, or record to another file (lock ${lock})`,
        );
      }
      try {
        unlinkSync(lock); // stale: its writer is gone
      } catch {
        // removed meanwhile
      }
      continue;
    }
    writeSync(fd, `${me}\n`);
    closeSync(fd);
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
  throw new FileLockedError(`${what} ${file}: could not take the lock ${lock}; remove it if no process records to the file`);
}

function release(lock: string, me: string): void {
  try {
    if (readFileSync(lock, "utf8").trim() === me) unlinkSync(lock);
  } catch {
    // already gone
  }
}
