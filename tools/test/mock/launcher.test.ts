/**
 * The `make mock` launcher (tools/src/mock/main.ts) as a real process: it starts the mocks on the
 * ports it is given, prints their URLs, and on SIGINT/SIGTERM (or when its parent disappears) stops
 * every Prism child by its PID and exits, leaving no process behind.
 */
import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";
import { exitOf, gone, spawnTool, waitForOutput } from "./support.ts";

const LAUNCHER = "tools/src/mock/main.ts";
const ALL_FREE = { MOCK_AFFORDABILITY_PORT: "0", MOCK_OPTIMIZER_PORT: "0", MOCK_TERMINAL_PORT: "0" };
const READY = /Press Ctrl-C to stop \(launcher pid (\d+)\)/;

interface Banner {
  urls: Record<string, string>;
  prismPids: number[];
  launcherPid: number;
}

function banner(text: string): Banner {
  const urls: Record<string, string> = {};
  const prismPids: number[] = [];
  for (const line of text.split("\n")) {
    const m = /^(affordability|optimizer|terminal)\s+(http:\/\/\S+)/.exec(line);
    if (m) urls[m[1]!] = m[2]!;
    const pid = /\[pid (\d+)\]/.exec(line);
    if (pid) prismPids.push(Number(pid[1]));
  }
  return { urls, prismPids, launcherPid: Number(READY.exec(text)?.[1]) };
}

describe("mock launcher", () => {
  it("starts all three mocks on loopback and stops them all on SIGINT", async () => {
    const child = spawnTool(LAUNCHER, ["--quiet"], ALL_FREE);
    const out = banner(await waitForOutput(child.stdout!, READY));
    expect(Object.keys(out.urls).sort()).toEqual(["affordability", "optimizer", "terminal"]);
    for (const url of Object.values(out.urls)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(out.prismPids).toHaveLength(2);
    expect(out.launcherPid).toBe(child.pid);

    const token = await fetch(`${out.urls.affordability}/realms/r/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "client_id=a&client_secret=b&grant_type=client_credentials",
    });
    expect(token.status).toBe(200);
    expect((await fetch(`${out.urls.optimizer}/customer/123456`)).status).toBe(401);
    expect((await fetch(`${out.urls.terminal}/health`)).status).toBe(200);

    child.kill("SIGINT");
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    for (const pid of [child.pid!, ...out.prismPids]) expect(await gone(pid, 1000), `pid ${pid} is still running`).toBe(true);
    for (const url of Object.values(out.urls)) await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it("starts only the simulator with --only terminal, and stops on SIGTERM", async () => {
    const child = spawnTool(LAUNCHER, ["--only", "terminal"], ALL_FREE);
    const out = banner(await waitForOutput(child.stdout!, READY));
    expect(Object.keys(out.urls)).toEqual(["terminal"]);
    expect(out.prismPids).toEqual([]);
    child.kill("SIGTERM");
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
  });

  it("stops its Prism children when its parent dies without forwarding a signal", async () => {
    // sh stands in for npm, which exits on SIGTERM without stopping its script.
    const command = `"${process.execPath}" --import tsx "${path.join(ROOT, LAUNCHER)}" --quiet --only optimizer & wait`;
    const sh = spawn("/bin/sh", ["-c", command], { cwd: ROOT, env: { ...process.env, ...ALL_FREE }, stdio: ["ignore", "pipe", "pipe"] });
    const out = banner(await waitForOutput(sh.stdout!, READY));
    expect(out.prismPids).toHaveLength(1);
    sh.kill("SIGKILL");
    for (const pid of [out.launcherPid, ...out.prismPids]) expect(await gone(pid, 5000), `pid ${pid} outlived its parent`).toBe(true);
  });

  it("exits 1 with a clear message when a port is taken", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", () => resolve()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const child = spawnTool(LAUNCHER, ["--only", "terminal"], { MOCK_TERMINAL_PORT: String(port) });
      let stderr = "";
      child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
      expect((await exitOf(child)).code).toBe(1);
      expect(stderr).toMatch(/port is in use/);
    } finally {
      blocker.close();
    }
  });

  it("exits 64 on a wrong command line", async () => {
    const child = spawnTool(LAUNCHER, ["--only", "printer"]);
    let stderr = "";
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    expect((await exitOf(child)).code).toBe(64);
    expect(stderr).toMatch(/--only takes affordability, optimizer, terminal/);
  });
});
