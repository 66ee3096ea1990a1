// The `contracts` parent and its heap-capped child (conform, redact): the child exits when the parent
// is killed; an out-of-memory death is reported as such (exit 75, one line), not as 143 with V8's
// native stack.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXIT } from "../../src/errors.ts";
import { childOutcome, relayStderr } from "../../src/cli/reexec.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

describe("childOutcome", () => {
  const table: Array<{ given: [number | null, NodeJS.Signals | null, boolean]; want: number; line?: RegExp }> = [
    { given: [0, null, false], want: 0 },
    { given: [1, null, false], want: 1 },
    { given: [2, null, false], want: 2 },
    { given: [null, "SIGABRT", false], want: EXIT.outOfMemory, line: /^contracts: conform ran out of memory \(heap limit \d+ MB\)/ },
    { given: [null, "SIGTRAP", true], want: EXIT.outOfMemory, line: /ran out of memory/ },
    { given: [null, "SIGKILL", false], want: 137, line: /^contracts: conform was stopped by SIGKILL$/ },
    { given: [null, "SIGTERM", false], want: 143, line: /SIGTERM/ },
  ];
  it.each(table)("$given → $want", ({ given, want, line }) => {
    const o = childOutcome("conform", ...given);
    expect(o.exit).toBe(want);
    if (line) expect(o.line).toMatch(line);
    else expect(o.line).toBeUndefined();
  });
});

describe("an out-of-memory child", () => {
  it("its V8 report is dropped, one line of ours stands for it, exit 75", async () => {
    const child = spawn(
      process.execPath,
      ["--max-old-space-size=16", "-e", "console.error('before 4111111111111111'); const a = []; for (;;) a.push(new Array(1e5).fill(1));"],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    const said: string[] = [];
    const relay = relayStderr(child, (l) => said.push(l));
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on("close", (c, s) => resolve([c, s])));
    relay.flush();
    expect(relay.fatal()).toBe(true);
    expect(said).toEqual(["before 4111111111111111"]); // the relay passes lines on; the parent's `say` masks them
    expect(childOutcome("conform", code, signal, relay.fatal()).exit).toBe(EXIT.outOfMemory);
  });
});

/** The PIDs of a process's children (Linux). */
function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!existsSync("/proc/self/task"))("the conform child and its parent", () => {
  it("SIGKILL to the `contracts` parent: the conform child exits within 5 s", async () => {
    // A target that accepts the replayed request and never answers keeps the child busy.
    const sockets: Socket[] = [];
    let requested: () => void = () => {};
    const gotRequest = new Promise<void>((resolve) => (requested = resolve));
    const server: Server = createServer((s) => {
      sockets.push(s);
      s.once("data", () => requested());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const parent = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "tools/src/cli/main.ts",
        "conform",
        "conformance/cases/optimizer/customers.har",
        "--target",
        `http://127.0.0.1:${port}`,
        "--timeout",
        "60000",
      ],
      { cwd: ROOT, stdio: "ignore" },
    );
    try {
      await gotRequest;
      const [child] = childrenOf(parent.pid!);
      expect(child).toBeGreaterThan(0);
      parent.kill("SIGKILL");
      const deadline = Date.now() + 5000;
      while (alive(child!) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(alive(child!)).toBe(false);
    } finally {
      parent.kill("SIGKILL");
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
