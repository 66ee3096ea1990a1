// Issue 26 (one contract, one verdict): replaying a recording against a sandbox that is still recording
// into that very file appended to the input being judged (45 -> 90 -> 180 entries), silently. conform
// --target now refuses a file whose recorder is alive (its FILE.lock, process/file-lock.ts), with one
// line and exit 64, before anything is read or sent; once the recorder has stopped, the replay runs.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockFile, lockHolder } from "../../src/process/file-lock.ts";
import { ROOT } from "../../src/paths.ts";
import { entry } from "../support/entry.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue-26-replay-"));
const recording = path.join(dir, "session.jsonl");
copyFileSync(path.join(ROOT, "conformance/cases/terminal/header-not-echoed.jsonl"), recording);

const conform = (...args: string[]) => {
  const r = spawnSync(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  return { code: r.status ?? -1, stderr: r.stderr };
};

describe("conform --target and a recording still being written", () => {
  it("refuses while a live recorder holds the file, and replays once it has stopped", () => {
    const before = readFileSync(recording, "utf8");
    const release = lockFile(recording); // this process stands for the sandbox that records into it
    try {
      expect(lockHolder(recording)).toBe(process.pid);
      const refused = conform(recording, "--target", "stdio:cat");
      expect(refused.code).toBe(64);
      expect(refused.stderr).toMatch(/session\.jsonl is being recorded by a running process \(pid \d+\): a replay against it would append/);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    } finally {
      release();
    }
    expect(lockHolder(recording)).toBeUndefined();
    const judged = conform(recording, "--target", "stdio:cat");
    expect(judged.code).not.toBe(64);
    expect(readFileSync(recording, "utf8")).toBe(before);
  });
});
