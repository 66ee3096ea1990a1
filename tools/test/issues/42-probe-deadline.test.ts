// Issue 42 (A3, A10, A14): the probe never passes a target that answered nothing, and keeps its time
// budget. A target that accepts and never answers, one that drips its answer, and a stdio target that
// reads and says nothing all end in exit 2 "did not answer" (InputError) within the budget + 10 %
// (+ slack for a loaded machine); the exchange timeout shrinks to fit the budget; what a stdio target
// started is stopped with it, also when it left the process group or the session, and also when the
// process owning the target is killed with SIGKILL (the watcher finds it by its environment tag).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stdioTransport } from "../../src/conform/replay/stdio-transport.ts";
import { InputError } from "../../src/errors.ts";
import { ROOT } from "../../src/paths.ts";
import { EXCHANGE_TIMEOUT_MS, exchangeTimeout, MIN_EXCHANGE_TIMEOUT_MS, run } from "../../src/probe/command.ts";
import { SECRET } from "../sandbox/support.ts";
import { until } from "../support/until.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue42-probe-"));
const servers: net.Server[] = [];
const sockets = new Set<net.Socket>();
let silent: number;
let drip: number;

async function listen(onSocket: (s: net.Socket) => void): Promise<number> {
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on("error", () => {});
    s.on("close", () => sockets.delete(s));
    onSocket(s);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as net.AddressInfo).port;
}

beforeAll(async () => {
  silent = await listen((s) => s.resume()); // accepts, reads, never answers
  drip = await listen((s) => {
    s.once("data", () => {
      s.write("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n");
      const t = setInterval(() => s.write(" "), 300);
      s.on("close", () => clearInterval(t));
    });
  });
});

/** Processes whose command line holds `marker` (PIDs), from /proc. */
function withMarker(marker: string): number[] {
  const out: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, "utf8").includes(marker)) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}
const MARKERS = ["3105.4242", "3106.4242", "3107.4242", "3108.4242"];
afterAll(async () => {
  for (const s of sockets) s.destroy();
  for (const server of servers) await new Promise<void>((r) => server.close(() => r()));
  // Nothing of a failed test is left running.
  for (const m of MARKERS) for (const pid of withMarker(m)) process.kill(pid, "SIGKILL");
});

/** Runs `contracts probe` in this process; resolves with its exit (2 for an InputError, as the CLI maps it) and its duration. */
async function probe(args: string[]): Promise<{ exit: number; message: string; ms: number }> {
  const started = Date.now();
  try {
    const exit = await run([...args, "--seed", "7", "--findings", dir, "--out", path.join(dir, "report.txt")]);
    return { exit, message: "", ms: Date.now() - started };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { exit: 2, message: e.message, ms: Date.now() - started };
  }
}

/** The budget + 10 %, and slack for a shared, loaded machine. */
const within = (budgetMs: number): number => budgetMs * 1.1 + 1500;

describe("A3: no pass without an answered exchange; A14: the budget is kept", () => {
  it("the exchange timeout shrinks to a third of the budget's share, and never past the deadline", () => {
    expect(exchangeTimeout(undefined, undefined)()).toBe(EXCHANGE_TIMEOUT_MS);
    expect(exchangeTimeout(60_000, undefined)()).toBe(EXCHANGE_TIMEOUT_MS);
    expect(exchangeTimeout(6000, undefined)()).toBe(2000);
    expect(exchangeTimeout(600, undefined)()).toBe(MIN_EXCHANGE_TIMEOUT_MS);
    expect(exchangeTimeout(60_000, Date.now() + 500)()).toBeLessThanOrEqual(500);
    expect(exchangeTimeout(60_000, Date.now() - 10)()).toBe(1);
  });

  it.each([
    { what: "accepts and never answers (both HTTP services)", target: () => `http://127.0.0.1:${silent}` },
    { what: "drips its answer a byte at a time", target: () => `optimizer=http://127.0.0.1:${drip}` },
    { what: "reads stdin and never answers (stdio)", target: () => "terminal=stdio:exec cat > /dev/null" },
  ])("a target that $what: exit 2 'did not answer' within the budget + 10 %", async ({ target }) => {
    const budgetMs = 4000;
    const r = await probe(["--target", target(), "--secret", SECRET, "--budget", `${budgetMs}ms`]);
    expect(r.exit).toBe(2);
    expect(r.message).toMatch(/did not answer \(\d+ exchange\(s\) sent, none answered/);
    expect(r.ms).toBeLessThan(within(budgetMs));
  });
});

describe("A10: a stdio target's whole tree is stopped with it", () => {
  it.each([
    ["setsid (a new session)", "setsid sleep 3105.4242 & exec cat", "3105.4242"],
    ["a shell with job control (its own process group)", "sh -c 'set -m; sleep 3106.4242 & exec cat'", "3106.4242"],
    ["a double fork into a new session", "setsid sh -c 'sleep 3107.4242 & exit 0'; exec cat", "3107.4242"],
  ])("%s: nothing left once the transport is closed", async (_what, command, marker) => {
    const transport = stdioTransport(command, 500, { graceMs: 200 });
    await transport.send("terminal", { Header: {} }).catch(() => undefined);
    await until(() => withMarker(marker).length > 0, 10_000);
    expect(withMarker(marker).length).toBeGreaterThan(0); // it did start
    await transport.close();
    expect(withMarker(marker)).toEqual([]);
  });

  it("the owner killed with SIGKILL: the watcher stops what left the group, within seconds", async () => {
    const owner = spawn(
      process.execPath,
      ["--import", "tsx", path.join(ROOT, "tools/test/conform/replay/stdio-owner.fixture.ts"), "setsid sleep 3108.4242 & exec cat"],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      expect(await until(() => withMarker("3108.4242").length > 0, 30_000)).toBe(true);
      owner.kill("SIGKILL");
      expect(await until(() => withMarker("3108.4242").length === 0, 10_000)).toBe(true);
    } finally {
      owner.kill("SIGKILL");
    }
  });
});

it("leaves no report file behind on exit 2 (the report is aborted)", () => {
  expect(existsSync(path.join(dir, "report.txt"))).toBe(false);
});
