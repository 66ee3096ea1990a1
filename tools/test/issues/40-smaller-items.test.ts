// Issue 40, the smaller items (each could fail on the code before it):
// - `contracts mock --help` lists --lenient (and --log-format); `contracts simulate --help` names itself;
// - `npm run -s simulator -- --record FILE` writes FILE in the caller's folder (INIT_CWD), not the root;
// - the README's `--record session/` folder is git-ignored, and both recordings are created mode 600;
// - the sandbox's log names the code, pointers and rules of a refusal (D18), and `--log-format json`
//   writes one JSON object a line;
// - PrintData answers a malformed request with a code of its own table, naming the violation (D20);
// - validateMessage never repeats the offending value (D21).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { run as mockCommand } from "../../src/mock/command.ts";
import { ROOT } from "../../src/paths.ts";
import { HarRecorder, startSandbox } from "../../src/sandbox/index.ts";
import { Simulator, validateMessage } from "../../src/simulator/index.ts";
import { conformResults } from "../proxy/support.ts";
import { basicHeader, send } from "../sandbox/support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue-40-small-"));
// tsx by its resolved URL, so that a child started outside the repository finds it too.
const TSX = import.meta.resolve("tsx");
const tsx = (file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}) =>
  spawnSync(process.execPath, ["--import", TSX, path.join(ROOT, file), ...args], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, CONTRACTS_LIFELINE_PIDS: "", ...options.env },
    input: options.input ?? "",
    encoding: "utf8",
    timeout: 60_000,
  });

describe("help texts", () => {
  it("contracts mock --help lists --lenient and --log-format", async () => {
    let out = "";
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((c: string | Uint8Array) => (out += String(c)).length > 0);
    try {
      expect(await mockCommand(["--help"])).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(out).toContain("--lenient");
    expect(out).toContain("--log-format text|json");
  });

  it("contracts simulate --help says contracts simulate; the npm script's says npm run -s simulator", () => {
    const viaCli = tsx("tools/src/cli/main.ts", ["simulate", "--help"]);
    expect(viaCli.status).toBe(0);
    expect(viaCli.stdout).toMatch(/^usage: contracts simulate \[--port N\]/);
    expect(viaCli.stdout).not.toContain("usage: simulator");
    const direct = tsx("tools/src/simulator/main.ts", ["--help"]);
    expect(direct.stdout).toMatch(/^usage: npm run -s simulator -- \[--port N\]/);
  });
});

describe("recordings", () => {
  it("npm run -s simulator -- --stdio --record FILE writes FILE in the folder npm was started from (INIT_CWD), mode 600", () => {
    const caller = mkdtempSync(path.join(dir, "caller-"));
    const line = `${JSON.stringify({ service: "terminal", request: { Header: { ApplicationId: "a", UserId: "c", MethodId: "1004", VersionNo: "1.0" } } })}\n`;
    const r = tsx("tools/src/simulator/main.ts", ["--stdio", "--record", "rel-sim.jsonl"], {
      env: { INIT_CWD: caller, npm_lifecycle_event: "simulator", npm_package_name: "@payments/contracts" },
      input: line,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(path.join(ROOT, "rel-sim.jsonl"))).toBe(false);
    const file = path.join(caller, "rel-sim.jsonl");
    expect(readFileSync(file, "utf8").split("\n").filter(Boolean)).toHaveLength(1);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("a consumer's own npm script (another package) keeps its paths relative to its own root", () => {
    const caller = mkdtempSync(path.join(dir, "consumer-"));
    const cwd = mkdtempSync(path.join(dir, "root-"));
    const r = tsx("tools/src/simulator/main.ts", ["--stdio", "--record", "x.jsonl"], {
      cwd,
      env: { INIT_CWD: caller, npm_lifecycle_event: "simulator", npm_package_name: "someone-elses-app" },
    });
    expect(r.status, r.stderr).toBe(0);
    expect([existsSync(path.join(cwd, "x.jsonl")), existsSync(path.join(caller, "x.jsonl"))]).toEqual([true, false]);
  });

  it("a HAR recording is created mode 600, as the terminal's", () => {
    const file = path.join(dir, "new.har");
    HarRecorder.open(file).close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("the README's `--record session/` folder is git-ignored", () => {
    for (const f of ["session/http.har", "session/terminal.jsonl"]) expect(spawnSync("git", ["check-ignore", "-q", f], { cwd: ROOT }).status, f).toBe(0);
    expect(spawnSync("git", ["check-ignore", "-q", "tools/session/x.har"], { cwd: ROOT }).status).toBe(1); // only the root's
  });
});

describe("the sandbox's log of a refusal (D18)", () => {
  it("text: the code, and each error's pointer and rule (never the value)", async () => {
    const logs: string[] = [];
    const sb = await startSandbox({ service: "optimizer", port: 0, onLog: (l) => logs.push(l) });
    try {
      await send(`${sb.url}/create/customer`, {
        body: JSON.stringify({ customer_ref_no: "LOG-1", mobile_number: 98765, email_id: "e", first_name: "F", last_name: "L" }),
        headers: { "content-type": "application/json", authorization: basicHeader },
      });
    } finally {
      await sb.stop();
    }
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^POST \/create\/customer -> 400 createCustomer \(\d+ ms\): INVALID_REQUEST at /);
    expect(logs[0]).toContain("/body/mobile_number (type)");
    expect(logs[0]).toMatch(/\/body\/country_code \(required\)/);
    expect(logs[0]).not.toContain("98765");
  });

  it("json (--log-format json): one object a line, with the same code, pointers and rules", async () => {
    const logs: string[] = [];
    const sb = await startSandbox({ service: "affordability", port: 0, logFormat: "json", onLog: (l) => logs.push(l) });
    try {
      await send(`${sb.url}/realms/r/protocol/openid-connect/token`, {
        body: "grant_type=client_credentials&client_id=shop&client_secret=s3cret",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    } finally {
      await sb.stop();
    }
    const [line] = logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(line).toMatchObject({ service: "affordability", event: "exchange", method: "POST", status: 200, operation: "generateToken" });
    expect(typeof line!.time).toBe("string");
    expect(logs[0]).not.toContain("s3cret");
  });

  it("make mock --log-format json: the launcher writes JSON lines only (banner on stdout)", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "tools/src/mock/main.ts", "--only", "optimizer", "--log-format", "json"], {
      cwd: ROOT,
      env: { ...process.env, MOCK_OPTIMIZER_PORT: "0", CONTRACTS_LIFELINE_PIDS: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stderr.on("data", (d: Buffer) => void (err += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (d: Buffer) => {
          out += d.toString();
          const m = /optimizer\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m && out.includes("Press Ctrl-C")) resolve(m[1]!);
        });
        child.once("exit", () => reject(new Error(out + err)));
      });
      const r = await send(`${url}/api/pg/orders/1`, { headers: { authorization: basicHeader } });
      expect(r.status).toBe(404);
      await new Promise<void>((resolve) => {
        const check = (): void => void (err.includes("\n") ? resolve() : setTimeout(check, 20));
        check();
      });
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    const lines = err.split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed[0]).toMatchObject({ service: "optimizer", event: "exchange", status: 404, operation: "getOrder", code: "ORDER_NOT_FOUND" });
  });

  it("--log-format takes text or json (exit 64 otherwise)", () => {
    const r = tsx("tools/src/mock/main.ts", ["--log-format", "xml"]);
    expect(r.status).toBe(64);
    expect(r.stderr).toContain("--log-format takes text or json; not xml");
  });
});

describe("the terminal simulator and the validation API (D20, D21)", () => {
  it("PrintData answers a malformed request with its own failure code, the violation named in ResponseMsg; conform finds no undocumented code", async () => {
    const request = {
      Header: { ApplicationId: "a", UserId: "c", MethodId: "1002", VersionNo: "1.0" },
      Detail: { PrintRefNo: "P1", SavePrintData: "yes", Data: [] },
    };
    const reply = new Simulator().handle("terminal", request) as { Response: { ResponseCode: unknown; ResponseMsg: string } };
    expect(reply.Response).toEqual({ ResponseCode: 1, ResponseMsg: "FAILED (Invalid data-format: /Detail/SavePrintData type)" });
    const file = path.join(dir, "print.jsonl");
    writeFileSync(file, `${JSON.stringify({ service: "terminal", request, response: reply })}\n`);
    const rules = (await conformResults(file)).flatMap((r) => r.violations.map((v) => v.rule));
    expect(rules).not.toContain("response-code-undocumented");
    expect(rules).toContain("message-schema"); // the request's own fault, judged as such
  });

  it("validateMessage names what the contract has, never the offending value", () => {
    const r = validateMessage("mobile", { Header: { ApplicationId: "a", UserId: "c", MethodId: "4111111111111111", VersionNo: "1.0" } }, "request");
    expect(r.ok).toBe(false);
    const text = JSON.stringify(r.errors);
    expect(text).not.toContain("4111111111111111");
    expect(r.errors[0]!.message).toBe("is not one of 1001");
  });
});

process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
