// Replay of terminal recordings against live targets: a `stdio:` command speaking JSON Lines (a
// small node script started with process.execPath) and an HTTP bridge, both assigning their own
// BatchNumber/VendorRoc so that Get Status only succeeds when the runner substitutes them; and
// broken ones (a leaked card number, a target that exits, one that never answers).
import { readFileSync, mkdtempSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fullCardNumbers } from "../support/leaks.ts";
import { conform, verdicts } from "../support/run.ts";
import { startTarget, type Target } from "../support/targets.ts";

const FLOW = "conformance/cases/terminal/mobile-upi-flow.jsonl";
const dir = mkdtempSync(path.join(tmpdir(), "terminal-target-"));

/** The recorded replies of the flow: the target answers with them, with its own batch and counter. */
const recorded = readFileSync(FLOW, "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as { request: any; response: any });

/** The behaviour of a fake mobile app, shared by the stdio script and the bridge. */
const BEHAVIOUR = `
const replies = ${JSON.stringify({ sale: recorded[0]!.response, status: recorded[1]!.response, money: recorded[2]!.response })};
function answer(msg, mode) {
  const req = msg.request ?? msg;
  const d = req.Detail ?? {};
  const type = Number(d.TransactionType);
  let r;
  if (type === 5120) { r = structuredClone(replies.sale); r.Detail.BatchNumber = 9500; r.Detail.VendorRoc = 150; r.Detail.InvoiceNumber = 151; }
  else if (type === 5122) {
    r = structuredClone(replies.status); r.Detail.BatchNumber = 9500; r.Detail.VendorRoc = 150; r.Detail.InvoiceNumber = 152;
    if (Number(d.BatchNo) !== 9500 || Number(d.Roc) !== 150) { r.Response = { ResponseCode: "7", ResponseMsg: "Invalid data-format" }; }
    if (mode === "leak") r.Detail.CardNumber = "4012001037141112";
  }
  else r = structuredClone(replies.money);
  r.Header = req.Header;
  return mode === "wrapped" ? { response: JSON.stringify(r) } : r;
}
`;

const SCRIPT = path.join(dir, "fake-mobile-app.mjs");
writeFileSync(
  SCRIPT,
  `import { createInterface } from "node:readline";
import { writeFileSync } from "node:fs";
${BEHAVIOUR}
const mode = process.argv[2] ?? "ok";
if (process.argv[3]) writeFileSync(process.argv[3], String(process.pid));
let n = 0;
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  n++;
  if (mode === "exit" && n === 2) process.exit(3);
  if (mode === "silent") continue;
  process.stdout.write(JSON.stringify(answer(JSON.parse(line), mode)) + "\\n");
}
`,
);
const stdio = (mode: string, pidFile?: string): string =>
  `stdio:${JSON.stringify(process.execPath)} ${JSON.stringify(SCRIPT)} ${mode}${pidFile ? ` ${JSON.stringify(pidFile)}` : ""}`;

/** Whether a process still runs: a zombie (ended, not yet collected by its new parent) does not. */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(")") + 2));
  } catch {
    return !existsSync("/proc/self");
  }
};

describe("replay against terminal targets", () => {
  const targets: Target[] = [];
  afterAll(async () => {
    await Promise.all(targets.map((t) => t.stop()));
  });

  it("passes against a stdio target, substituting its BatchNo and Roc, and stops it afterwards", async () => {
    const pidFile = path.join(dir, "ok.pid");
    const { exit, report } = await conform([FLOW, "--target", stdio("ok", pidFile)]);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
    expect(exit).toBe(0);
    const pid = Number(readFileSync(pidFile, "utf8"));
    await new Promise((r) => setTimeout(r, 200));
    expect(alive(pid)).toBe(false);
  });

  it('accepts replies wrapped as {"response": "<JSON text>"}', async () => {
    const { exit } = await conform([FLOW, "--target", stdio("wrapped")]);
    expect(exit).toBe(0);
  });

  it("passes against an HTTP bridge (per-app target)", async () => {
    const fn = new Function(`${BEHAVIOUR}; return answer;`)() as (m: unknown, mode: string) => unknown;
    const t = await startTarget(({ json }) => ({ status: 200, body: fn(json, "ok") }));
    targets.push(t);
    const { exit, report } = await conform([FLOW, "--target", `mobile=${t.url}`]);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
    expect(exit).toBe(0);
    expect(JSON.parse(t.requests[1]!.body)).toMatchObject({ service: "mobile", request: { Detail: { TransactionType: 5122, BatchNo: 9500, Roc: 150 } } });
  });

  it("catches a leaked card number, masked in the report", async () => {
    const { exit, report, text } = await conform([FLOW, "--target", stdio("leak")]);
    expect(exit).toBe(1);
    expect(verdicts(report).get(1)).toEqual({ ok: false, rules: ["card-number-leak"] });
    expect(report.results.find((r) => r.index === 1)!.violations[0]).toMatchObject({ pointer: "/response/Detail/CardNumber", actual: '"401200******1112"' });
    expect(fullCardNumbers(text)).toEqual([]);
  });

  it("reports a target that exits, and restarts it for the next exchange", async () => {
    const { exit, report } = await conform([FLOW, "--target", stdio("exit"), "--timeout", "3000"]);
    expect(exit).toBe(1);
    expect(report.summary.exchanges).toBe(3);
    expect(report.results.find((r) => r.index === 1)!.violations).toContainEqual(
      expect.objectContaining({ rule: "replay-transport", actual: expect.stringMatching(/exited \(3\)/) }),
    );
  });

  it("reports a target that never answers, exchange by exchange", async () => {
    const { exit, report } = await conform([FLOW, "--target", stdio("silent"), "--timeout", "300"]);
    expect(exit).toBe(1);
    expect(report.results.map((r) => r.violations.map((v) => v.rule))).toEqual([["replay-transport"], ["replay-transport"], ["replay-transport"]]);
  });

  it("reports a command that cannot start", async () => {
    const { exit, report } = await conform([FLOW, "--target", `stdio:${path.join(dir, "no-such-program")}`, "--timeout", "2000"]);
    expect(exit).toBe(1);
    expect(report.results.every((r) => r.violations.some((v) => v.rule === "replay-transport"))).toBe(true);
    expect(existsSync(path.join(dir, "no-such-program"))).toBe(false);
  });
});
