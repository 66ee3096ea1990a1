/**
 * The `make mock` launcher (tools/src/mock/main.ts) as a real process: it starts the mocks on the
 * ports it is given, prints their URLs, and on SIGINT/SIGTERM (or when its parent disappears) stops
 * every Prism child by its PID and exits, leaving no process behind.
 */
import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import { ROOT } from "../../src/paths.ts";
import { ancestry, exitOf, gone, spawnTool, waitForOutput } from "./support.ts";

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
  it("starts the two sandboxes and the simulator on loopback by default, and stops them all on SIGINT", async () => {
    const child = spawnTool(LAUNCHER, ["--quiet"], ALL_FREE);
    const text = await waitForOutput(child.stdout!, READY);
    const out = banner(text);
    expect(Object.keys(out.urls).sort()).toEqual(["affordability", "optimizer", "terminal"]);
    for (const url of Object.values(out.urls)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(out.prismPids).toEqual([]);
    expect(text).toMatch(/^affordability +http:\S+ +sandbox, stateful and validating$/m);
    expect(out.launcherPid).toBe(child.pid);

    const token = await fetch(`${out.urls.affordability}/realms/r/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "client_id=a&client_secret=b&grant_type=client_credentials",
    });
    expect(token.status).toBe(200);
    expect(((await token.json()) as { access_token: string }).access_token).toMatch(/^sbx\./);
    expect((await fetch(`${out.urls.optimizer}/customer/123456`)).status).toBe(401);
    expect((await fetch(`${out.urls.terminal}/health`)).status).toBe(200);

    child.kill("SIGINT");
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    for (const url of Object.values(out.urls)) await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it("starts Prism with --engine prism, masks card numbers in Prism's log lines, and stops every Prism child by its PID", async () => {
    const child = spawnTool(LAUNCHER, ["--engine", "prism", "--only", "affordability,optimizer"], ALL_FREE);
    const out = banner(await waitForOutput(child.stdout!, READY));
    const logged = waitForOutput(child.stderr!, /\[optimizer\].*customer\/411111/);
    await fetch(`${out.urls.optimizer}/customer/4111111111111111`, { headers: { authorization: `Basic ${Buffer.from("u:p").toString("base64")}` } });
    const log = await logged;
    expect(log).toMatch(/\[optimizer\].*\/customer\/411111\*{6}1111/);
    expect(log).not.toContain("4111111111111111");
    expect(out.prismPids).toHaveLength(2);
    const token = await fetch(`${out.urls.affordability}/realms/r/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "client_id=a&client_secret=b&grant_type=client_credentials",
    });
    expect(((await token.json()) as { access_token: string }).access_token).toBe("placeholder-access-token");
    child.kill("SIGINT");
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    for (const pid of [child.pid!, ...out.prismPids]) expect(await gone(pid, 1000), `pid ${pid} is still running`).toBe(true);
  });

  it("records every HTTP exchange with --record, card numbers masked in the log and the file", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "launcher-record-")), "mock.har");
    const child = spawnTool(LAUNCHER, ["--record", file, "--only", "optimizer"], ALL_FREE);
    let stderr = "";
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    const out = banner(await waitForOutput(child.stdout!, READY));
    const auth = `Basic ${Buffer.from("u:p").toString("base64")}`;
    expect((await fetch(`${out.urls.optimizer}/customer/4111111111111111`, { headers: { authorization: auth } })).status).toBe(404);
    child.kill("SIGTERM");
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    const har = readFileSync(file, "utf8");
    expect(JSON.parse(har).log.entries).toHaveLength(1);
    expect(har).toContain("/customer/411111******1111");
    expect(stderr).toContain("[optimizer] GET /customer/411111******1111 -> 404 getCustomer");
    expect(har + stderr).not.toContain("4111111111111111");
  });

  it("keeps a valid recording of every answered exchange when the launcher is killed with SIGKILL", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "launcher-kill-")), "mock.har");
    const child = spawnTool(LAUNCHER, ["--quiet", "--record", file, "--only", "affordability"], ALL_FREE);
    const out = banner(await waitForOutput(child.stdout!, READY));
    for (let i = 0; i < 3; i++) {
      await fetch(`${out.urls.affordability}/realms/r/protocol/openid-connect/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `client_id=c${i}&client_secret=s&grant_type=client_credentials`,
      });
    }
    child.kill("SIGKILL");
    await exitOf(child);
    const har = JSON.parse(readFileSync(file, "utf8"));
    expect(har.log.entries.map((e: { response: { status: number } }) => e.response.status)).toEqual([200, 200, 200]);
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
    const command = `"${process.execPath}" --import tsx "${path.join(ROOT, LAUNCHER)}" --quiet --engine prism --only optimizer & wait`;
    const sh = spawn("/bin/sh", ["-c", command], { cwd: ROOT, env: { ...process.env, ...ALL_FREE }, stdio: ["ignore", "pipe", "pipe"] });
    const out = banner(await waitForOutput(sh.stdout!, READY));
    expect(out.prismPids).toHaveLength(1);
    sh.kill("SIGKILL");
    for (const pid of [out.launcherPid, ...out.prismPids]) expect(await gone(pid, 5000), `pid ${pid} outlived its parent`).toBe(true);
  });

  // make → npm → sh → launcher, as `make mock` runs it from a shell (its own process group). A bash
  // job leader stands in for make (building everything first is not this test's business).
  it.each([
    { given: "make (the job leader)", victim: "leader", engine: "sandbox" },
    { given: "npm", victim: "npm", engine: "sandbox" },
    { given: "make (the job leader)", victim: "leader", engine: "prism" },
    { given: "npm", victim: "npm", engine: "prism" },
  ] as const)("leaves nothing behind within 5 s when $given of `make mock` gets SIGKILL ($engine)", async ({ victim, engine }) => {
    const only = engine === "prism" ? "--only optimizer" : "";
    const job = spawn("bash", ["-c", `CONTRACTS_LIFELINE_PIDS=$$ npm run -s mock -- --quiet --engine ${engine} ${only} & wait`], {
      cwd: ROOT,
      detached: true,
      env: { ...process.env, ...ALL_FREE },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const out = banner(await waitForOutput(job.stdout!, READY));
      const chain = ancestry(out.launcherPid);
      const npm = chain.find((p) => /npm/.test(p.cmd));
      expect(npm, `npm among ${JSON.stringify(chain)}`).toBeDefined();
      const everything = [...chain.filter((p) => p.pid !== job.pid).map((p) => p.pid), out.launcherPid, ...out.prismPids];
      process.kill(victim === "leader" ? job.pid! : npm!.pid, "SIGKILL");
      for (const pid of everything)
        expect(await gone(pid, 5000), `pid ${pid} (${chain.find((p) => p.pid === pid)?.cmd ?? "mock"}) outlived the kill`).toBe(true);
      for (const url of Object.values(out.urls)) await expect(fetch(`${url}/health`)).rejects.toThrow();
    } finally {
      try {
        process.kill(-job.pid!, "SIGKILL");
      } catch {
        // the group is gone already
      }
    }
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
