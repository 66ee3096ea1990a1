/**
 * Child processes of the mocks: stopped by their own PID (never by name), with a grace period
 * before SIGKILL, and never left behind when the parent exits.
 */
import { pidExists } from "../process/proc.ts";
import type { ChildProcess } from "node:child_process";

/** Whether a process with this PID exists (signal 0 probes without signalling). */
export function isAlive(pid: number): boolean {
  return pidExists(pid);
}

/** Resolves when the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Stop one child by its PID: SIGTERM, then SIGKILL when it has not exited after `graceMs`.
 * Resolves once the process has exited and been reaped.
 */
export async function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const done = exited(child);
  signal(pid, "SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), graceMs);
  });
  const outcome = await Promise.race([done.then(() => "exited" as const), timeout]);
  clearTimeout(timer);
  if (outcome === "timeout") {
    signal(pid, "SIGKILL");
    await done;
  }
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone.
  }
}

const tracked = new Set<ChildProcess>();
let guardInstalled = false;

/**
 * Remember a child so that it is killed (SIGKILL, by PID) if this process exits without stopping
 * it: a crashed test or launcher must not leave a mock server behind. Returns a function that forgets it.
 */
export function track(child: ChildProcess): () => void {
  tracked.add(child);
  if (!guardInstalled) {
    guardInstalled = true;
    process.once("exit", () => {
      for (const c of tracked) {
        if (c.pid !== undefined && c.exitCode === null && c.signalCode === null) signal(c.pid, "SIGKILL");
      }
    });
  }
  child.once("exit", () => tracked.delete(child));
  return () => tracked.delete(child);
}
