/**
 * Process groups of `stdio:` targets: signalling a whole group, and whether anything of it still
 * runs. A zombie (a process that has ended but whose new parent has not collected it yet) does not
 * count: it runs nothing and holds no pipe. On Linux the group's members are read from /proc;
 * elsewhere a signal-0 probe of the group is used (zombies then count as alive).
 */
import { readdirSync } from "node:fs";
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
