/**
 * What the system says of a process: its /proc/PID/stat fields (Linux) and whether a PID or process
 * group exists at all (a signal-0 probe). Shared by the lifeline, the replay's process groups and
 * the mocks' children.
 */
import { readFileSync } from "node:fs";

export interface ProcStat {
  /** Field 3: R, S, D, Z (zombie), X (dead), … */
  state: string;
  ppid: number;
  pgrp: number;
  /** Field 22: start time in clock ticks since boot. */
  start: string;
}

/** The fields of /proc/PID/stat, or undefined when the process is gone (or there is no /proc). */
export function procStat(pid: number | string): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces or ')': split after the last ')'.
  const rest = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const ppid = Number(rest[1]);
  const pgrp = Number(rest[2]);
  const start = rest[19];
  if (rest[0] === undefined || !Number.isInteger(ppid) || !Number.isInteger(pgrp) || start === undefined) return undefined;
  return { state: rest[0], ppid, pgrp, start };
}

/** Whether a process (target > 0) or process group (target < 0) exists; EPERM: it exists, someone else's. */
export function pidExists(target: number): boolean {
  try {
    process.kill(target, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
