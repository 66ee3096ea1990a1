/**
 * The simulator over its HTTP bridge on loopback: the full asynchronous flow with real requests,
 * the error codes, the bridge's own HTTP errors, and a clean stop.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type SimulatorHandle } from "../../src/simulator/http-bridge.ts";
import type { Json } from "../../src/simulator/protocol.ts";
import type { App } from "../../src/contract/terminal.ts";
import { code, expectValidReply, mobile, record, statusFor, terminal } from "./support.ts";

let sim: SimulatorHandle;
beforeAll(async () => {
  sim = await startSimulator({ port: 0 });
});
afterAll(async () => {
  await sim.stop();
});

async function post(route: string, body: string): Promise<{ status: number; json: Json }> {
  const res = await fetch(sim.url + route, { method: "POST", headers: { "content-type": "application/json" }, body });
  return { status: res.status, json: (await res.json()) as Json };
}

async function ask(app: App, request: unknown): Promise<Json> {
  const res = await post(`/${app}`, typeof request === "string" ? request : JSON.stringify(request));
  expect(res.status).toBe(200);
  return res.json;
}

describe("HTTP bridge", () => {
  it("listens on loopback", () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("runs the UPI flow: sale 100, Get Status 0 APPROVED", async () => {
    const sale = mobile({ TransactionType: 5120, BillingRefNo: "H-UPI-1", BankCode: "4", PaymentAmount: 100 });
    const initiated = await ask("mobile", sale);
    expectValidReply("mobile", initiated);
    expect(code(initiated)).toBe("100");
    const approved = await ask("mobile", statusFor(5122, sale, initiated));
    expectValidReply("mobile", approved);
    expect(code(approved)).toBe("0");
    expect(record("mobile", approved).ApprovalCode).not.toBe("");
    expect(record("mobile", approved).RetrievalReferenceNumber).toMatch(/^\d{12}$/);
  });

  it("runs the card flow through the envelope route (POST /)", async () => {
    const sale = mobile({ TransactionType: 5561, BillingRefNo: "H-CARD-1", PaymentAmount: 12345 });
    const initiated = (await post("/", JSON.stringify({ service: "mobile", request: sale }))).json;
    expect(code(initiated)).toBe("100");
    // The request may also be a string, as the Android bundle carries it.
    const status = statusFor(5563, sale, initiated);
    const approved = (await post("/", JSON.stringify({ service: "mobile", request: JSON.stringify(status) }))).json;
    expectValidReply("mobile", approved);
    expect(code(approved)).toBe("0");
  });

  it("answers the terminal app on /terminal", async () => {
    const reply = await ask("terminal", terminal("1004"));
    expectValidReply("terminal", reply);
    expect(code(reply)).toBe("0");
  });

  it("answers 7 to a body that is not JSON, with HTTP 200", async () => {
    const reply = await ask("terminal", "{not json");
    expect(reply).toEqual({ Response: { ResponseCode: "7", ResponseMsg: "Invalid data-format" } });
  });

  it("answers 3 to an unknown MethodId, echoing the Header", async () => {
    const reply = await ask("mobile", terminal("1005"));
    expect(code(reply)).toBe("3");
    expect(reply.Header).toEqual(terminal("1005").Header);
  });

  it("answers 7 to an unmatched Get Status", async () => {
    const reply = await ask("mobile", mobile({ TransactionType: 5563, BankCode: "01", BillingRefNo: "NONE", PaymentAmount: 1, BatchNo: 9001, Roc: 999 }));
    expectValidReply("mobile", reply);
    expect(code(reply)).toBe("7");
  });

  const BRIDGE_ERRORS: Array<{ given: string; method: string; route: string; body?: string; want: number }> = [
    { given: "an unknown route", method: "POST", route: "/printer", body: "{}", want: 404 },
    { given: "GET on an app route", method: "GET", route: "/mobile", want: 405 },
    { given: "an envelope that is not JSON", method: "POST", route: "/", body: "nope", want: 400 },
    { given: "an envelope with an unknown service", method: "POST", route: "/", body: '{"service":"pos","request":{}}', want: 400 },
    { given: "an envelope without request", method: "POST", route: "/", body: '{"service":"mobile"}', want: 400 },
    { given: "a body over 1 MiB", method: "POST", route: "/mobile", body: "x".repeat(1024 * 1024 + 1), want: 413 },
    { given: "the health check", method: "GET", route: "/health", want: 200 },
  ];
  it.each(BRIDGE_ERRORS.map((c) => [c.given, c] as const))("answers HTTP %s", async (_, c) => {
    const res = await fetch(sim.url + c.route, { method: c.method, body: c.body });
    expect(res.status).toBe(c.want);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("stop", () => {
  it("closes the port", async () => {
    const other = await startSimulator({ port: 0 });
    expect((await fetch(`${other.url}/health`)).status).toBe(200);
    await other.stop();
    await expect(fetch(`${other.url}/health`)).rejects.toThrow();
  });

  it("refuses a non-loopback address", async () => {
    await expect(startSimulator({ port: 0, host: "0.0.0.0" })).rejects.toThrow(/loopback only/);
  });
});
