// Issue 26 (one contract, one verdict): the terminal simulator's own `--record` collided with
// `make mock` on port 4012 (newcomer trial, step 14 and D7). Decision: the default stays the port
// partners configure (MOCK_TERMINAL_PORT or 4012); started where the port is taken, the simulator
// exits 1 with one line that names the port, `make mock` (which records the terminal with
// --record DIR/ and rotates over /__admin) and `--port 0`, and leaves no empty recording behind.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../src/paths.ts";
import { entry } from "../support/entry.ts";

const taken = net.createServer();
await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
const port = (taken.address() as net.AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

const simulator = (args: string[]) =>
  spawnSync(process.execPath, [...entry("tools/src/simulator/main.ts"), ...args], {
    cwd: ROOT,
    env: { ...process.env, MOCK_TERMINAL_PORT: String(port) },
    encoding: "utf8",
    timeout: 60_000,
  });

describe("simulator --record beside make mock", () => {
  it("exits 1 with one line naming make mock and --port 0 when the default port is taken, and leaves no recording", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "issue-26-sim-port-")), "terminal.jsonl");
    const r = simulator(["--record", file]);
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`127.0.0.1:${port} is in use`);
    expect(lines[0]).toContain('make mock MOCK_ARGS="--record DIR/"');
    expect(lines[0]).toContain("--port 0");
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it("says to choose another --port when the port given is taken", () => {
    const r = simulator(["--port", String(port)]);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`simulator: 127.0.0.1:${port} is in use; choose another --port (0 picks a free one)`);
  });
});
