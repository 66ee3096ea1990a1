/**
 * What the system says of a process: its /proc/PID/stat fields (Linux) and whether a PID or process
 * group exists at all (a signal-0 probe). Shared by the lifeline, the replay's process groups and
 * the mocks' children.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

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

/**
 * Whether process `pid` listens on TCP `port` (any address): the listening sockets of /proc/net/tcp
 * and tcp6 (state 0A) on that port, matched against the process's open file descriptors. Linux only:
 * undefined when it cannot be told (no /proc, or the process's descriptors are someone else's).
 */
export function listensOn(pid: number, port: number): boolean | undefined {
  const inodes = new Set<string>();
  let tables = 0;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
      tables++;
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const f = line.trim().split(/\s+/);
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const local = f[1]?.split(":")[1];
      if (local !== undefined && Number.parseInt(local, 16) === port && f[3] === "0A" && f[9]) inodes.add(f[9]);
    }
  }
  if (tables === 0) return undefined;
  if (inodes.size === 0) return false;
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return undefined;
  }
  for (const fd of fds) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m && inodes.has(m[1]!)) return true;
    } catch {
      // closed meanwhile
    }
  }
  return false;
}
