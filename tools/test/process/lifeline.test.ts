/**
 * The lifeline: a process exits when any ancestor of its job dies, not only its direct parent
 * (make → npm → sh → launcher, with make killed by SIGKILL).
 */
import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import path from "node:path";
import { ancestorsToWatch, isSameProcess, lifelinePidsFromEnv } from "../../src/process/lifeline.ts";

const FIXTURE = path.join(import.meta.dirname, "fixtures", "watcher.ts");
const node = `"${process.execPath}" --import tsx "${FIXTURE}"`;

/** Start `script` in bash as the leader of a new process group; resolves once the watcher runs. */
async function startJob(script: string): Promise<{ leader: number; watched: number[]; output: () => string }> {
  const job = spawn("bash", ["-c", script], { detached: true, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  job.stdout.on("data", (d: Buffer) => (out += d.toString()));
  await until(() => /watching/.test(out));
  const watched = (/watching ([\d,]*)/.exec(out)?.[1] ?? "").split(",").filter(Boolean).map(Number);
  return { leader: job.pid!, watched, output: () => out };
}

async function until(done: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

function killGroup(leader: number): void {
  try {
    process.kill(-leader, "SIGKILL");
  } catch {
    // the whole group is gone already
  }
}

describe("lifeline", () => {
  // leader bash → inner bash → watcher: the leader is not the watcher's parent.
  const TWO_LEVELS = `bash -c '${node}; true' & wait`;
  const ONE_LEVEL = `${node} & wait`;

  it("watches the direct parent and the ancestors of its own process group", async () => {
    const job = await startJob(TWO_LEVELS);
    try {
      expect(job.watched).toHaveLength(2);
      expect(job.watched[1]).toBe(job.leader);
    } finally {
      killGroup(job.leader);
    }
  });

  it.each([
    { given: "a group ancestor two levels up is killed with SIGKILL", script: TWO_LEVELS },
    { given: "the direct parent is killed with SIGKILL", script: ONE_LEVEL },
  ])("fires when $given", async ({ script }) => {
    const job = await startJob(script);
    try {
      process.kill(job.leader, "SIGKILL");
      await until(() => /lost/.test(job.output()), 10_000);
      expect(job.output()).toContain(`lost ${job.leader}\n`);
    } finally {
      killGroup(job.leader);
    }
  });

  it("tells a reused PID from the recorded process by its start time", () => {
    const self = ancestorsToWatch(process.pid)[0]!;
    expect(isSameProcess(self)).toBe(true);
    expect(isSameProcess({ pid: self.pid, start: "1" })).toBe(false);
    expect(isSameProcess({ pid: 2 ** 22 + 7, start: undefined })).toBe(false);
  });

  it.each([
    { given: "", want: [] },
    { given: "123, 456", want: [123, 456] },
    { given: "1,abc,-5,77", want: [77] },
  ])("reads CONTRACTS_LIFELINE_PIDS=$given", ({ given, want }) => {
    expect(lifelinePidsFromEnv({ CONTRACTS_LIFELINE_PIDS: given })).toEqual(want);
  });
});
