// Issue 26 (one contract, one verdict): replaying a recording against a sandbox that is still recording
// into that very file appended to the input being judged (45 -> 90 -> 180 entries), silently. conform
// --target now refuses a file whose recorder is alive (its FILE.lock, process/file-lock.ts) and serves
// the target (issue 40: it listens on the target's loopback port), with one line and exit 64, before
// anything is read or sent; a replay against another build, or once the recorder has stopped, runs.
import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
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

/** conform in a child process (asynchronous: this process serves the target meanwhile). */
const conform = (...args: string[]): Promise<{ code: number; stderr: string }> =>
  new Promise((resolve) => {
    execFile(process.execPath, [...entry("tools/src/cli/main.ts"), "conform", ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 }, (e, _out, stderr) =>
      resolve({ code: e ? ((e as { code?: number }).code ?? -1) : 0, stderr }),
    );
  });

describe("conform --target and a recording still being written", () => {
  it("refuses while the live recorder serves the target, and replays once it has stopped", async () => {
    const before = readFileSync(recording, "utf8");
    const release = lockFile(recording); // this process stands for the sandbox that records into it
    // ... and serves the target (a server on loopback in this very process).
    const server = http.createServer((_, res) => res.end("{}"));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(lockHolder(recording)).toBe(process.pid);
      const refused = await conform(recording, "--target", target);
      expect(refused.code).toBe(64);
      expect(refused.stderr).toMatch(
        /session\.jsonl is being recorded by the process that serves --target http:\/\/127\.0\.0\.1:\d+ \(pid \d+\): a replay against it would append/,
      );
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      // Issue 40: another build (a port the recorder does not listen on, a stdio command) is not refused.
      const other = await conform(recording, "--target", "http://127.0.0.1:9", "--timeout", "2000");
      expect(other.code).not.toBe(64);
      expect(other.stderr).not.toContain("is being recorded");
      expect((await conform(recording, "--target", "stdio:cat")).code).not.toBe(64);
    } finally {
      release();
      server.close();
    }
    expect(lockHolder(recording)).toBeUndefined();
    const judged = await conform(recording, "--target", "stdio:cat");
    expect(judged.code).not.toBe(64);
    expect(readFileSync(recording, "utf8")).toBe(before);
  });
});
