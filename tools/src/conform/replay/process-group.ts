/**
 * Process groups of `stdio:` targets: signalling a whole group, and whether anything of it still
 * runs; and the processes that left the group (setsid, a double fork, a shell with job control)
 * found by a tag in their environment, which every descendant inherits (`tagged`). A zombie (a process that has ended but whose new parent has not collected it yet) does not
 * count: it runs nothing and holds no pipe. On Linux the group's members are read from /proc;
 * elsewhere a signal-0 probe of the group is used (zombies then count as alive).
 */
import { readdirSync, readFileSync } from "node:fs";
import { pidExists, procStat } from "../../process/proc.ts";

/** Whether a process of group `pgid` is still running (zombies excluded where /proc tells). */
export function groupAlive(pgid: number): boolean {
  if (!pidExists(-pgid)) return false;
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return true; // no /proc: the probe is all we know
  }
  for (const name of names) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57) continue;
    const stat = procStat(name); // undefined: gone meanwhile
    if (stat && stat.pgrp === pgid && stat.state !== "Z" && stat.state !== "X") return true;
  }
  return false;
}

/** Send `signal` to every process of group `pgid`; false when the group is gone. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/** The environment variable that tags every process a `stdio:` target starts (its value: one per start). */
export const TARGET_TAG = "CONTRACTS_TARGET_TAG";

/**
 * Running processes (zombies excluded) whose environment holds TARGET_TAG=`tag`: what a target
 * started, also after it left the target's process group or session. Linux (/proc); elsewhere none.
 * A process that cleared its environment (`env -i`) or is not this user's cannot be found this way.
 */
export function tagged(tag: string): number[] {
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return [];
  }
  const needle = Buffer.from(`${TARGET_TAG}=${tag}\0`);
  const out: number[] = [];
  for (const name of names) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57 || Number(name) === process.pid) continue;
    let env: Buffer;
    try {
      env = readFileSync(`/proc/${name}/environ`);
    } catch {
      continue; // gone, or another user's
    }
    const at = env.indexOf(needle);
    if (at === -1 || (at > 0 && env[at - 1] !== 0)) continue;
    const stat = procStat(name);
    if (stat && stat.state !== "Z" && stat.state !== "X") out.push(Number(name));
  }
  return out;
}

/** Send `signal` to each of `pids` (those gone meanwhile are skipped). */
export function signalEach(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone meanwhile
    }
  }
}
