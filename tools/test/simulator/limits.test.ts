/**
 * Issue 15: no request can stop the simulator. A deeply nested request (5,000 to 400,000 levels,
 * under the 1 MiB body limit) gets the code-7 reply over the HTTP bridge and over stdio, and the
 * simulator goes on answering; the envelope's own fields cannot be used to overflow it either.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, summary, type SimulatorHandle } from "../../src/simulator/http-bridge.ts";
import { nestsDeeperThan } from "../../src/limits.ts";
import { MAX_DEPTH } from "../../src/simulator/limits.ts";
import type { Json } from "../../src/simulator/protocol.ts";
import { Simulator } from "../../src/simulator/simulator.ts";
import { answerLine, boundedLines, LINE_TOO_LONG } from "../../src/simulator/stdio.ts";
import { code, terminal } from "./support.ts";
import { Readable } from "node:stream";

const nested = (levels: number, inner = "1"): string => '{"Header":'.repeat(levels) + inner + "}".repeat(levels);
const arrays = (levels: number): string => "[".repeat(levels) + "]".repeat(levels);
const INVALID_DATA = { Response: { ResponseCode: "7", ResponseMsg: "Invalid data-format" } };

describe("nestsDeeperThan (the simulator's limit)", () => {
  const CASES: Array<{ given: string; value: unknown; want: boolean }> = [
    { given: "a scalar", value: 5, want: false },
    { given: "a documented request (4 levels)", value: { Header: {}, Detail: { Payments: [{ A: 1 }] } }, want: false },
    { given: `exactly ${MAX_DEPTH} levels`, value: JSON.parse(nested(MAX_DEPTH - 1, "{}")), want: false },
    { given: `${MAX_DEPTH + 1} levels of objects`, value: JSON.parse(nested(MAX_DEPTH, "{}")), want: true },
    { given: `${MAX_DEPTH + 1} levels of arrays`, value: JSON.parse(arrays(MAX_DEPTH + 1)), want: true },
    { given: "1,000,000 levels", value: JSON.parse(arrays(1_000_000)), want: true },
  ];
  it.each(CASES.map((c) => [c.given, c] as const))("%s", (_, c) => {
    expect(nestsDeeperThan(c.value, MAX_DEPTH)).toBe(c.want);
  });
});

describe("deep requests over the HTTP bridge", () => {
  let sim: SimulatorHandle;
  const logs: string[] = [];
  beforeAll(async () => {
    sim = await startSimulator({ port: 0, onLog: (l) => logs.push(l) });
  });
  afterAll(async () => {
    await sim.stop();
  });

  const post = async (route: string, body: string): Promise<{ status: number; json: Json }> => {
    const res = await fetch(sim.url + route, { method: "POST", body });
    return { status: res.status, json: (await res.json()) as Json };
  };

  const BODIES: Array<{ given: string; route: string; body: string; want: { status: number; json: unknown } }> = [
    { given: "5,000 levels under Header", route: "/terminal", body: nested(5_000), want: { status: 200, json: INVALID_DATA } },
    { given: "90,000 levels under Header", route: "/mobile", body: nested(90_000), want: { status: 200, json: INVALID_DATA } },
    { given: "400,000 levels of arrays (800 KB)", route: "/terminal", body: `{"Header":${arrays(400_000)}}`, want: { status: 200, json: INVALID_DATA } },
    {
      given: "a deep Detail in an envelope",
      route: "/",
      body: JSON.stringify({ service: "terminal", request: { Header: terminal("1004").Header } }).replace('"MethodId"', `"Deep":${arrays(50_000)},"MethodId"`),
      want: { status: 200, json: INVALID_DATA },
    },
  ];
  it.each(BODIES.map((c) => [c.given, c] as const))("%s: code 7, no Header echoed", async (_, c) => {
    expect(c.body.length).toBeLessThan(1024 * 1024);
    expect(await post(c.route, c.body)).toEqual(c.want);
  });

  it("an envelope whose service is 10,000 levels deep gets a short 400", async () => {
    const res = await post("/", `{"service":${arrays(10_000)},"request":{}}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/^"service" must be "terminal" or "mobile", not an array;/);
  });

  it("keeps answering after every deep request", async () => {
    for (const c of BODIES) await post(c.route, c.body);
    const health = await fetch(`${sim.url}/health`);
    expect(health.status).toBe(200);
    expect(code((await post("/terminal", JSON.stringify(terminal("1004")))).json)).toBe("0");
  });

  it("logs a MethodId holding a card number masked and clipped", async () => {
    logs.length = 0;
    await post("/terminal", JSON.stringify({ Header: { ...(terminal("1004").Header as Json), MethodId: `card 4111111111111111 ${"x".repeat(5000)}` } }));
    expect(logs).toHaveLength(1);
    expect(logs[0]).not.toMatch(/4111111111111111|x{21}/);
    expect(logs[0]).toMatch(/^terminal card 411111\*{6}111… -> 3$/);
  });
});

describe("log summary", () => {
  const CASES: Array<{ given: string; reply: Json; want: string }> = [
    { given: "a documented method", reply: { Header: { MethodId: "1001" }, Response: { ResponseCode: "100" } }, want: "mobile 1001 -> 100" },
    {
      given: "a card number as MethodId",
      reply: { Header: { MethodId: "5555555555554444" }, Response: { ResponseCode: "3" } },
      want: "mobile 555555******4444 -> 3",
    },
    {
      given: "a grouped card number",
      reply: { Header: { MethodId: "4111 1111 1111 1111" }, Response: { ResponseCode: "3" } },
      want: "mobile 411111******1111 -> 3",
    },
    { given: "control characters", reply: { Header: { MethodId: "10\n01" }, Response: { ResponseCode: "3" } }, want: "mobile 10?01 -> 3" },
    { given: "no Header", reply: { Response: { ResponseCode: "7" } }, want: "mobile - -> 7" },
  ];
  it.each(CASES.map((c) => [c.given, c] as const))("%s", (_, c) => {
    expect(summary("mobile", c.reply)).toBe(c.want);
  });
});

describe("deep requests over stdio", () => {
  it.each([5_000, 200_000])("answers a line nested %i levels with code 7 and goes on", (levels) => {
    const sim = new Simulator();
    expect(JSON.parse(answerLine(sim, nested(levels), { app: "terminal" })!)).toEqual(INVALID_DATA);
    expect(JSON.parse(answerLine(sim, `{"service":"mobile","request":${nested(levels)}}`)!)).toEqual(INVALID_DATA);
    expect(code(JSON.parse(answerLine(sim, JSON.stringify(terminal("1004")), { app: "terminal" })!) as Json)).toBe("0");
  });

  it("answers a line over 1 MiB with an error line without buffering it, then the next line", async () => {
    const big = "x".repeat(700_000);
    const input = Readable.from([Buffer.from(`a\n${big}`), Buffer.from(`${big}\nb`), Buffer.from("c\n")]);
    const got: Array<string | undefined> = [];
    for await (const line of boundedLines(input)) got.push(line);
    expect(got).toEqual(["a", undefined, "bc"]);
    expect(JSON.parse(LINE_TOO_LONG).error).toMatch(/over 1048576 bytes/);
  });
});
