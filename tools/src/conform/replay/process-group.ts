/**
 * Process groups of `stdio:` targets: signalling a whole group, and whether anything of it still
 * runs. A zombie (a process that has ended but whose new parent has not collected it yet) does not
 * count: it runs nothing and holds no pipe. On Linux the group's members are read from /proc;
 * elsewhere a signal-0 probe of the group is used (zombies then count as alive).
 */
import { readdirSync, readFileSync } from "node:fs";

/** Whether a process of group `pgid` is still running (zombies excluded where /proc tells). */
export function groupAlive(pgid: number): boolean {
  if (!probe(-pgid)) return false;
  let names: string[];
  try {
    names = readdirSync("/proc");
  } catch {
    return true; // no /proc: the probe is all we know
  }
  for (const name of names) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command name: state (3), ppid (4), pgrp (5).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid && fields[0] !== "Z" && fields[0] !== "X") return true;
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

function probe(target: number): boolean {
  try {
    process.kill(target, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
