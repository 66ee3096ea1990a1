/**
 * Issue 15: `stdio:` targets never outlive conform. Each child is stopped by process group (SIGTERM,
 * SIGKILL after the grace period), restarts included; a target that ignores SIGTERM is killed and
 * conform exits; a grandchild that left the group holding stdout does not keep conform running; and
 * when conform is killed with SIGKILL, its targets are gone within 5 s.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { groupAlive } from "../../../src/conform/replay/process-group.ts";
import { stdioTransport } from "../../../src/conform/replay/stdio-transport.ts";
import { ROOT } from "../../../src/paths.ts";
import { conform } from "../support/run.ts";
import { entry } from "../../support/entry.ts";
import { until } from "../../support/until.ts";

const FLOW = "conformance/cases/terminal/mobile-upi-flow.jsonl";
const dir = mkdtempSync(path.join(tmpdir(), "replay-processes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pidAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
};
const pidsIn = (file: string): number[] => (existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").filter(Boolean).map(Number) : []);
const killGroups = (pgids: number[]): void => {
  for (const g of pgids) {
    try {
      process.kill(-g, "SIGKILL");
    } catch {
      // gone
    }
  }
};

describe("stdio targets are stopped by process group", () => {
  it("kills a target that ignores SIGTERM, every restart included, and conform returns", async () => {
    const pids = path.join(dir, "ignoring.pids");
    // $$ is the group leader's PID (the shell the transport starts); sleep is in its group.
    const target = `stdio:echo $$ >> ${pids}; trap '' TERM; sleep 997`;
    const { exit, report } = await conform([FLOW, "--target", target, "--timeout", "300"]);
    expect(exit).toBe(1);
    expect(report.results.flatMap((r) => r.violations.map((v) => v.rule))).toContain("replay-transport");
    const groups = pidsIn(pids);
    try {
      expect(groups.length).toBeGreaterThan(1); // restarted after each timeout
      expect(groups.filter(groupAlive)).toEqual([]);
    } finally {
      killGroups(groups);
    }
  });

  it("stops every group a transport started, also with the child still running", async () => {
    const pids = path.join(dir, "direct.pids");
    const t = stdioTransport(`echo $$ >> ${pids}; trap '' TERM; while read l; do sleep 60; done`, 200, { graceMs: 300 });
    await expect(t.send("terminal", {})).rejects.toThrow(/no reply within 200 ms/);
    await expect(t.send("terminal", {})).rejects.toThrow(/no reply within 200 ms/);
    await t.close();
    const groups = pidsIn(pids);
    try {
      expect(groups).toHaveLength(2);
      expect(groups.filter(groupAlive)).toEqual([]);
    } finally {
      killGroups(groups);
    }
  });

  it("cuts a reply line over the limit off with a too-large finding and stops the child", async () => {
    const pids = path.join(dir, "long.pids");
    const t = stdioTransport(`echo $$ >> ${pids}; while read l; do head -c 5000 /dev/zero | tr '\\0' a; echo; done`, 5000, { maxLineLength: 1000 });
    await expect(t.send("terminal", {})).rejects.toThrow(/too large: over 1000 bytes, the replay limit for one body/);
    await t.close();
    expect(pidsIn(pids).filter(groupAlive)).toEqual([]);
  });
});

describe("conform as a process", () => {
  const cli = (args: string[]) => spawn(process.execPath, [...entry("tools/src/cli/main.ts"), ...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });

  it("exits although a grandchild that left the group holds the target's stdout", async () => {
    const pidFile = path.join(dir, "setsid.pid");
    const target = `stdio:setsid sh -c 'echo $$ > ${pidFile}; exec sleep 1006' & while read l; do echo '{}'; done`;
    const child = cli(["conform", FLOW, "--target", target, "--timeout", "2000"]);
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const within = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30_000))]);
    const stray = pidsIn(pidFile);
    try {
      expect(within).toBe(true);
      expect(await exited).toBe(1);
    } finally {
      child.kill("SIGKILL");
      for (const p of stray) if (pidAlive(p)) process.kill(p, "SIGKILL");
    }
  });

  it("leaves no target behind when the process owning it is killed with SIGKILL", async () => {
    const pids = path.join(dir, "owner.pids");
    const owner = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "stdio-owner.fixture.ts"), `echo $$ >> ${pids}; trap '' TERM; sleep 998`],
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let groups: number[] = [];
    try {
      expect(await until(() => pidsIn(pids).length === 1, 30_000)).toBe(true);
      groups = pidsIn(pids);
      owner.kill("SIGKILL");
      expect(await until(() => groups.every((g) => !groupAlive(g)), 5000)).toBe(true);
    } finally {
      owner.kill("SIGKILL");
      killGroups(groups);
    }
  });
});
