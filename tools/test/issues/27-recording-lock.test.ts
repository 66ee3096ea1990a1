// Issue 27, point 6: a recording file is locked by its writer. A second writer (another launcher,
// or a second recorder in this process, through a link too) is refused with a message naming the
// file and a distinct exit code (69); a lock left by a process that is gone is taken over; the
// first writer's recording keeps every exchange and stays valid HAR.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EXIT } from "../../src/errors.ts";
import { lockPathOf } from "../../src/process/file-lock.ts";
import { HarRecorder } from "../../src/recording/har-recorder.ts";
import { RecordingLockedError } from "../../src/recording/recording-error.ts";
import { openRecorder } from "../../src/recording/jsonl-recorder.ts";
import { RecordingLockedError as SimulatorLockedError } from "../../src/recording/recording-error.ts";
import { exitOf, spawnTool, waitForOutput } from "../mock/support.ts";
import { basicHeader } from "../sandbox/support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue27-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("in one process: one recorder per file", () => {
  it("HAR: a second recorder is refused, also through a symbolic link; the file is free again after close", () => {
    const file = path.join(dir, "one.har");
    const link = path.join(dir, "link.har");
    const first = HarRecorder.open(file);
    symlinkSync(file, link);
    expect(() => HarRecorder.open(file)).toThrow(RecordingLockedError);
    expect(() => HarRecorder.open(link)).toThrow(/another process \(pid \d+\) is recording to this file/);
    first.append({ request: { method: "GET", url: "http://x/" }, response: { status: 200 } });
    first.close();
    expect(existsSync(lockPathOf(file))).toBe(false);
    const again = HarRecorder.open(link);
    again.close();
    expect(JSON.parse(readFileSync(file, "utf8")).log.entries).toHaveLength(1);
  });

  it("JSON Lines (simulator): a second recorder is refused", () => {
    const file = path.join(dir, "one.jsonl");
    const first = openRecorder(file);
    expect(() => openRecorder(file)).toThrow(SimulatorLockedError);
    first.close();
    openRecorder(file).close();
  });

  it("a lock whose process is gone (killed without cleaning up) is taken over", () => {
    const file = path.join(dir, "stale.har");
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(lockPathOf(file), `${dead.stdout} 12345\n`);
    const r = HarRecorder.open(file);
    expect(readFileSync(lockPathOf(file), "utf8")).toMatch(new RegExp(`^${process.pid} `));
    r.close();
  });
});

describe("two launchers recording to one file (child processes)", () => {
  it("the second exits 69 with one line naming the file; the first records every exchange, valid HAR", async () => {
    const file = path.join(dir, "shared.har");
    const env = { MOCK_AFFORDABILITY_PORT: "0", MOCK_OPTIMIZER_PORT: "0", MOCK_TERMINAL_PORT: "0" };
    const first = spawnTool("tools/src/mock/main.ts", ["--quiet", "--only", "optimizer", "--record", file], env);
    try {
      const text = await waitForOutput(first.stdout!, /launcher pid/);
      const url = /^optimizer\s+(http:\/\/\S+)/m.exec(text)![1]!;
      const second = spawnTool("tools/src/mock/main.ts", ["--quiet", "--only", "optimizer", "--record", file], env);
      let stderr = "";
      second.stderr!.on("data", (c) => (stderr += String(c)));
      expect(await exitOf(second)).toEqual({ code: EXIT.locked, signal: null });
      expect(EXIT.locked).not.toBe(EXIT.usage);
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toContain(file);
      expect(stderr).toMatch(/another process \(pid \d+\) is recording/);
      const answered = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          fetch(`${url}/create/customer`, {
            method: "POST",
            headers: { authorization: basicHeader, "content-type": "application/json" },
            body: JSON.stringify({
              customer_ref_no: `C${i}`,
              mobile_number: "9876543210",
              email_id: "a@b.in",
              first_name: "a",
              last_name: "b",
              country_code: "91",
            }),
          }).then((r) => r.status),
        ),
      );
      expect(answered).toHaveLength(40);
      const har = JSON.parse(readFileSync(file, "utf8")) as { log: { entries: unknown[] } };
      expect(har.log.entries).toHaveLength(40);
    } finally {
      first.kill("SIGTERM");
      await exitOf(first);
    }
    expect(existsSync(lockPathOf(file))).toBe(false);
  }, 120_000);
});
