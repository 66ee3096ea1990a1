/**
 * A lifeline for the toolkit's long-running processes (the mock launcher, the sandboxes, the terminal
 * simulator, the `conform` child): the process exits when the job that started it is gone, even when
 * the process that died is not its direct parent.
 *
 * Why the direct parent is not enough: `make mock` runs `make → npm → sh → launcher`. SIGKILL to
 * `make` leaves npm alive (re-parented), so the launcher's parent never changes and it would go on
 * listening. The launcher therefore watches every ancestor in its own process group (the shell's job:
 * make, npm, sh), identified by PID *and* start time so that a reused PID is not taken for the dead
 * process, and also its direct parent. An ancestor outside the process group (the user's shell, a
 * `nohup … &` job's parent) is not watched: closing a terminal does not stop a job started in the
 * background on purpose.
 *
 * Linux reads ancestry from /proc; elsewhere only the direct parent is watched (ppid change).
 */
import { pidExists, procStat } from "./proc.ts";

export interface ProcessIdentity {
  pid: number;
  /** Start time in clock ticks since boot (/proc/PID/stat field 22); undefined off Linux. */
  start: string | undefined;
}

/**
 * Whether the process is still the one that was recorded (same PID, same start time) and alive: a
 * zombie (state Z: killed, not yet reaped by its parent) or a dead entry (X) is gone.
 */
export function isSameProcess(who: ProcessIdentity): boolean {
  const now = procStat(who.pid);
  if (now !== undefined) return now.state !== "Z" && now.state !== "X" && (who.start === undefined || now.start === who.start);
  return who.start === undefined && pidExists(who.pid);
}

/**
 * The ancestors this process depends on: its direct parent, then every further ancestor in the same
 * process group. `extra` adds PIDs named explicitly (for example make's PID passed by the Makefile).
 */
export function ancestorsToWatch(pid: number = process.pid, extra: readonly number[] = []): ProcessIdentity[] {
  const self = procStat(pid);
  const out: ProcessIdentity[] = [];
  const seen = new Set<number>();
  const add = (p: number): void => {
    if (p <= 1 || seen.has(p)) return;
    seen.add(p);
    out.push({ pid: p, start: procStat(p)?.start });
  };
  if (self === undefined) {
    add(process.ppid);
  } else {
    add(self.ppid);
    let cur = procStat(self.ppid);
    let guard = 0;
    while (cur !== undefined && cur.ppid > 1 && guard++ < 64) {
      const parent = procStat(cur.ppid);
      if (parent === undefined || parent.pgrp !== self.pgrp) break;
      add(cur.ppid);
      cur = parent;
    }
  }
  for (const p of extra) add(p);
  return out;
}

export interface Lifeline {
  /** The processes being watched. */
  readonly watched: readonly ProcessIdentity[];
  /** Stop watching. */
  cancel(): void;
}

/**
 * Call `onLost` (once) as soon as one watched ancestor is gone or the direct parent changes. The
 * timer is unref'd: it never keeps the process alive by itself. Checks every `intervalMs` (500 ms:
 * a killed job's servers are gone well within 5 s).
 */
export function watchLifeline(onLost: (gone: ProcessIdentity) => void, options: { intervalMs?: number; extraPids?: readonly number[] } = {}): Lifeline {
  const watched = ancestorsToWatch(process.pid, options.extraPids ?? []);
  const parent = process.ppid;
  let fired = false;
  const timer = setInterval(() => {
    if (fired) return;
    const gone = process.ppid !== parent ? { pid: parent, start: undefined } : watched.find((w) => !isSameProcess(w));
    if (gone === undefined) return;
    fired = true;
    clearInterval(timer);
    onLost(gone);
  }, options.intervalMs ?? 500);
  timer.unref();
  return { watched, cancel: () => clearInterval(timer) };
}

/** PIDs named in the environment variable CONTRACTS_LIFELINE_PIDS (comma-separated), e.g. by the Makefile. */
export function lifelinePidsFromEnv(env: NodeJS.ProcessEnv = process.env): number[] {
  return (env.CONTRACTS_LIFELINE_PIDS ?? "")
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 1);
}
