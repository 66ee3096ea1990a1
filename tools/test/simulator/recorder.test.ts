/**
 * `--record FILE` (issue 11): every exchange is appended as one redacted JSON Lines line as it is
 * answered; `contracts conform` judges the recording (no violation when the client was correct, the
 * named violation when it was not); unusable files are refused with one line.
 */
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSimulator } from "../../src/simulator/http-bridge.ts";
import { openRecorder } from "../../src/recording/jsonl-recorder.ts";
import { RecordingError } from "../../src/recording/recording-error.ts";
import { TOO_DEEP_REQUEST } from "../../src/simulator/simulator.ts";
import type { Json } from "../../src/simulator/protocol.ts";
import type { App } from "../../src/contract/terminal.ts";
import { conform, verdicts } from "../conform/support/run.ts";
import { fullCardNumbers } from "../conform/support/leaks.ts";
import { exitOf, spawnTool, waitForOutput } from "../mock/support.ts";
import { code, mobile, statusFor, terminal } from "./support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "simulator-record-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Run requests through a recording bridge; returns the recording's path. */
async function session(name: string, steps: (ask: (app: App, request: unknown) => Promise<Json>) => Promise<void>): Promise<string> {
  const file = path.join(dir, name);
  const recorder = openRecorder(file);
  const sim = await startSimulator({ port: 0, onExchange: (app, request, reply) => recorder.record(app, request, reply) });
  try {
    await steps(async (app, request) => {
      const res = await fetch(`${sim.url}/${app}`, { method: "POST", body: typeof request === "string" ? request : JSON.stringify(request) });
      return (await res.json()) as Json;
    });
  } finally {
    await sim.stop();
    recorder.close();
  }
  return file;
}

const lines = (file: string): Json[] =>
  readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Json);

describe("--record", () => {
  it("records a correct client's session that conform passes with zero violations", async () => {
    const file = await session("correct.jsonl", async (ask) => {
      const sale = mobile({ TransactionType: 5120, BillingRefNo: "REC-1", BankCode: "4", PaymentAmount: 100 });
      const initiated = await ask("mobile", sale);
      expect(code(await ask("mobile", statusFor(5122, sale, initiated)))).toBe("0");
      expect(code(await ask("terminal", terminal("1004")))).toBe("0");
    });
    const recorded = lines(file);
    expect(recorded.map((l) => [l.service, Object.keys(l).sort()])).toEqual([
      ["mobile", ["request", "response", "service"]],
      ["mobile", ["request", "response", "service"]],
      ["terminal", ["request", "response", "service"]],
    ]);
    const run = await conform([file]);
    expect(run.report.results.flatMap((r) => r.violations)).toEqual([]);
    expect(run.exit).toBe(0);
  });

  it("records a wrong request so that conform names the violation", async () => {
    const file = await session("wrong.jsonl", async (ask) => {
      const reply = await ask("mobile", mobile({ TransactionType: 5120, BillingRefNo: "REC-2", BankCode: "4", PaymentAmount: "100" }));
      expect(code(reply)).toBe("7");
    });
    const run = await conform([file]);
    expect(run.exit).toBe(1);
    const violations = run.report.results.flatMap((r) => r.violations);
    expect(violations.some((v) => v.where === "request" && v.pointer === "/request/Detail/PaymentAmount")).toBe(true);
    expect(verdicts(run.report).get(0)?.ok).toBe(false);
  });

  it("masks card numbers and drops secrets in the recording", async () => {
    const file = await session("card.jsonl", async (ask) => {
      await ask(
        "terminal",
        terminal("1001", {
          TransactionType: 4001,
          BillingRefNo: "REC-3",
          PaymentAmount: 100,
          CardNumber: "4111111111111111",
          Expiry: "2912",
          IsSwipe: false,
          Cvv: "123",
        }),
      );
      await ask("mobile", { Header: { ApplicationId: "a", UserId: "u", MethodId: "5555555555554444", VersionNo: "1" } });
    });
    const text = readFileSync(file, "utf8");
    expect(fullCardNumbers(text)).toEqual([]);
    expect(text).toContain("411111******1111");
    expect(text).not.toMatch(/"Cvv":"123"/);
  });

  it("records a request too deep to keep as a note, and a text that is not JSON as it came", async () => {
    const file = await session("odd.jsonl", async (ask) => {
      await ask("terminal", "[".repeat(50_000) + "]".repeat(50_000));
      await ask("terminal", "not json");
    });
    expect(lines(file).map((l) => l.request)).toEqual([TOO_DEEP_REQUEST, "not json"]);
  });

  const REFUSED: Array<{ given: string; file: () => string; want: RegExp }> = [
    { given: "a directory", file: () => dir, want: /is a directory; name a file/ },
    { given: "a file in a missing folder", file: () => path.join(dir, "no", "such", "r.jsonl"), want: /cannot be written \(ENOENT\)/ },
    { given: "a device", file: () => "/dev/null", want: /is not a regular file/ },
  ];
  it.each(REFUSED.map((c) => [c.given, c] as const))("refuses %s", (_, c) => {
    expect(() => openRecorder(c.file())).toThrow(RecordingError);
    expect(() => openRecorder(c.file())).toThrow(c.want);
  });

  it("the command refuses an unusable --record with one line and exit 2", async () => {
    const sub = path.join(dir, "sub");
    mkdirSync(sub, { recursive: true });
    const child = spawnTool("tools/src/simulator/main.ts", ["--port", "0", "--record", sub]);
    let err = "";
    child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
    expect((await exitOf(child)).code).toBe(2);
    expect(err).toBe(`simulator: --record ${sub}: is a directory; name a file, e.g. --record ${sub}/session.jsonl\n`);
  });

  it("loses no answered exchange when the simulator is killed with SIGKILL", async () => {
    const file = path.join(dir, "killed.jsonl");
    const child = spawnTool("tools/src/simulator/main.ts", ["--port", "0", "--record", file]);
    try {
      const url = /listening on (\S+)/.exec(await waitForOutput(child.stdout!, /listening on \S+ /))![1]!;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${url}/terminal`, { method: "POST", body: JSON.stringify(terminal("1004")) });
        expect(res.status).toBe(200);
        await res.text();
      }
    } finally {
      child.kill("SIGKILL");
      await exitOf(child);
    }
    expect(lines(file).map((l) => l.service)).toEqual(["terminal", "terminal", "terminal"]);
  });
});
