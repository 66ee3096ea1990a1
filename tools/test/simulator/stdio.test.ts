/**
 * The simulator over stdio (JSON Lines): line routing as a table, then the real command
 * (`tools/src/simulator/main.ts --stdio`) as a child process, driven line by line through the full
 * asynchronous flow, ending when its stdin closes.
 */
import { describe, expect, it } from "vitest";
import readline from "node:readline";
import { answerLine } from "../../src/simulator/stdio.ts";
import { Simulator } from "../../src/simulator/simulator.ts";
import type { Json } from "../../src/simulator/protocol.ts";
import type { App } from "../../src/contract/terminal.ts";
import { exitOf, gone, spawnTool } from "../mock/support.ts";
import { code, expectValidReply, mobile, record, statusFor, terminal } from "./support.ts";

describe("answerLine", () => {
  const sale = JSON.stringify(mobile({ TransactionType: 5127, BillingRefNo: "S-1", PaymentAmount: 10 }));
  const CASES: Array<{ given: string; line: string; app?: App; want: (out: Json | undefined) => void }> = [
    { given: "a blank line", line: "   ", want: (out) => expect(out).toBeUndefined() },
    { given: "a bare request with --app", line: sale, app: "mobile", want: (out) => expect(code(out!)).toBe("0") },
    { given: "an envelope without --app", line: JSON.stringify({ service: "mobile", request: JSON.parse(sale) }), want: (out) => expect(code(out!)).toBe("0") },
    {
      given: "an envelope overriding --app",
      line: JSON.stringify({ service: "terminal", request: terminal("1007") }),
      app: "mobile",
      want: (out) => expect(code(out!)).toBe(0),
    },
    { given: "a bare request without --app", line: sale, want: (out) => expect(out!.error).toMatch(/--app/) },
    { given: "a malformed envelope", line: '{"service":"pos","request":{}}', app: "mobile", want: (out) => expect(out!.error).toMatch(/"service"/) },
    { given: "a line that is not JSON", line: "hello", app: "terminal", want: (out) => expect(code(out!)).toBe("7") },
    { given: "an unknown MethodId", line: JSON.stringify(terminal("1002")), app: "mobile", want: (out) => expect(code(out!)).toBe("3") },
  ];
  it.each(CASES.map((c) => [c.given, c] as const))("%s", (_, c) => {
    const out = answerLine(new Simulator(), c.line, { app: c.app });
    c.want(out === undefined ? undefined : (JSON.parse(out) as Json));
  });
});

describe("simulator --stdio", () => {
  it("answers line by line through the async flow and exits when stdin closes", async () => {
    const child = spawnTool("tools/src/simulator/main.ts", ["--stdio", "--app", "mobile"]);
    const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const ask = async (line: string): Promise<Json> => {
      child.stdin!.write(`${line}\n`);
      const next = await lines.next();
      expect(next.done).toBe(false);
      return JSON.parse(next.value as string) as Json;
    };
    try {
      const sale = mobile({ TransactionType: 5102, BillingRefNo: "STDIO-1", PaymentAmount: 4200, BankCode: "105" });
      const initiated = await ask(JSON.stringify(sale));
      expectValidReply("mobile", initiated);
      expect(code(initiated)).toBe("100");

      const approved = await ask(JSON.stringify(statusFor(5112, sale, initiated)));
      expectValidReply("mobile", approved);
      expect(code(approved)).toBe("0");
      expect(record("mobile", approved).ApprovalCode).not.toBe("");

      expect(code(await ask("not json"))).toBe("7");
      expect(code(await ask(JSON.stringify(terminal("1008", {}))))).toBe("3");
      const unmatched = await ask(JSON.stringify(statusFor(5112, sale, { Detail: { BatchNumber: 9001, VendorRoc: 999 } })));
      expectValidReply("mobile", unmatched);
      expect(code(unmatched)).toBe("7");
      // The envelope reaches the terminal app through the same stdin.
      const terminalReply = await ask(JSON.stringify({ service: "terminal", request: terminal("1009") }));
      expectValidReply("terminal", terminalReply);
      expect(code(terminalReply)).toBe(0);
    } finally {
      child.stdin!.end();
    }
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    expect(await gone(child.pid!)).toBe(true);
  });
});
