/**
 * Issue 15: `npm run simulator` leaves nothing running when npm is killed (SIGKILL or SIGTERM),
 * for the HTTP bridge and for stdio: the simulator watches its job (tools/src/process/lifeline.ts).
 * Each test starts npm as a job of its own (a new process group, as a shell does), kills npm alone,
 * and probes every PID of the job until none is left (at most 5 s).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { gone, waitForOutput } from "../mock/support.ts";

/** PIDs of every living descendant of `pid` (from /proc). */
function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number): void => {
    for (const [child, ppid] of parent)
      if (ppid === p) {
        out.push(child);
        walk(child);
      }
  };
  walk(pid);
  return out;
}

/**
 * npm as a job of its own. Its stdin is a FIFO this test holds open for reading and writing, so the
 * simulator's stdin never ends by itself (as with a terminal): only the lifeline can stop it.
 */
function startNpm(args: string[]): { npm: ChildProcess; send: (line: string) => void; close: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "simulator-job-"));
  const fifo = path.join(dir, "stdin");
  execFileSync("mkfifo", [fifo]);
  const fd = openSync(fifo, "r+");
  const npm = spawn("npm", ["run", "-s", "simulator", "--", ...args], { cwd: ROOT, detached: true, stdio: [fd, "pipe", "pipe"] });
  return {
    npm,
    send: (line) => writeSync(fd, `${line}\n`),
    close: () => {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The PIDs (with their command lines) still running 5 s after the kill. */
async function left(pids: number[]): Promise<string[]> {
  const deadline = Date.now() + 5000;
  const out: string[] = [];
  for (const pid of pids) {
    if (await gone(pid, Math.max(0, deadline - Date.now()))) continue;
    let cmd = "";
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      cmd += ` [${stat
        .slice(stat.lastIndexOf(")") + 2)
        .split(" ")
        .slice(0, 3)
        .join(" ")}]`;
    } catch {
      // gone meanwhile
    }
    out.push(`${pid} ${cmd}`);
  }
  return out;
}

function cleanUp(npm: ChildProcess, pids: number[]): void {
  for (const pid of [...pids, npm.pid!]) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

describe("npm run simulator leaves nothing behind", () => {
  it.each([
    { given: "HTTP bridge, npm killed with SIGKILL", args: ["--port", "0"], ready: /listening on http/, signal: "SIGKILL" as const },
    { given: "HTTP bridge, npm stopped with SIGTERM", args: ["--port", "0"], ready: /listening on http/, signal: "SIGTERM" as const },
    { given: "stdio, npm killed with SIGKILL", args: ["--stdio", "--app", "terminal"], ready: /"ResponseCode"/, signal: "SIGKILL" as const },
  ])("$given", async ({ args, ready, signal }) => {
    const { npm, send, close } = startNpm(args);
    let job: number[] = [];
    try {
      if (args.includes("--stdio")) send('{"Header":{"MethodId":"1004"}}');
      await waitForOutput(npm.stdout!, ready);
      job = descendants(npm.pid!);
      expect(job.length).toBeGreaterThan(0); // sh and the simulator's node
      process.kill(npm.pid!, signal);
      expect(await left(job)).toEqual([]);
    } finally {
      cleanUp(npm, job);
      close();
    }
  });
});
