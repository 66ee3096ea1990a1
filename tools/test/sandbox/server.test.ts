// The sandbox's HTTP edge: malformed, oversized, deep and slow requests get a clear status at once
// (or when the bounded timeout runs out), never a hang or a crash; the server answers the next
// request normally afterwards. Loopback only.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, startSandbox } from "../../src/sandbox/index.ts";
import { basicHeader, sandbox, send } from "./support.ts";

const logs: string[] = [];
const opt = await sandbox({ service: "optimizer", requestTimeoutMs: 400, headersTimeoutMs: 300 }, logs);
const customer = `${opt.url}/create/customer`;
const validCustomer = JSON.stringify({
  customer_ref_no: "EDGE-1",
  mobile_number: "9999999999",
  email_id: "c@example.com",
  first_name: "A",
  last_name: "B",
  country_code: "91",
});

/** Raw bytes over a socket; resolves with everything the server sent before closing. */
function raw(port: number, chunks: string[], pauseMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let got = "";
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => (got += d));
    socket.on("close", () => resolve(got));
    socket.on("error", reject);
    socket.on("connect", async () => {
      for (const c of chunks) {
        socket.write(c);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
  });
}

describe("sandbox HTTP edge", () => {
  const table: Array<{ given: string; body: string; headers?: Record<string, string>; status: number; code: string }> = [
    { given: "a trailing comma", body: '{"customer_ref_no": "X",}', status: 400, code: "MALFORMED_JSON" },
    { given: "a truncated document", body: '{"customer_ref_no": "X"', status: 400, code: "MALFORMED_JSON" },
    { given: "nesting 100 levels deep", body: "[".repeat(100) + "]".repeat(100), status: 400, code: "TOO_DEEP" },
    { given: "a body over 1 MiB", body: JSON.stringify({ pad: "x".repeat(MAX_BODY_BYTES) }), status: 413, code: "BODY_TOO_LARGE" },
  ];
  let n = 0;
  it.each(table)("answers $given with $status $code (problem+json marked as a contract gap)", async ({ body, status, code }) => {
    const r = await send(customer, { body, headers: { "content-type": "application/json", authorization: basicHeader } });
    expect(r.status).toBe(status);
    expect(r.contentType).toBe("application/problem+json");
    expect(r.body.code).toBe(code);
    expect(typeof r.body["x-contract-gap"]).toBe("string");
    // The server goes on serving.
    expect(
      (
        await send(customer, {
          body: validCustomer.replace("EDGE-1", `EDGE-${++n}`),
          headers: { "content-type": "application/json", authorization: basicHeader },
        })
      ).status,
    ).toBe(200);
  });

  it("answers an unknown path 404 and a wrong method 405 with Allow", async () => {
    const unknown = await send(`${opt.url}/no/such/path`);
    expect([unknown.status, unknown.body.code]).toEqual([404, "NO_SUCH_OPERATION"]);
    const wrong = await send(`${opt.url}/create/customer`, { method: "GET" });
    expect([wrong.status, wrong.headers.get("allow")]).toEqual([405, "POST"]);
  });

  it("cuts off a request whose body never completes with 408 after the bounded timeout", async () => {
    const head = `POST /create/customer HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\nauthorization: ${basicHeader}\r\n\r\n{"customer_ref_no"`;
    const answer = await raw(opt.port, [head]);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("cuts off a request whose headers never complete with 408", async () => {
    const answer = await raw(opt.port, ["POST /create/customer HTTP/1.1\r\nhost: x\r\n"]);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("answers garbage that is not HTTP with 400 and goes on", async () => {
    const answer = await raw(opt.port, ["\u0000\u0001 not http at all\r\n\r\n"]);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect((await send(`${opt.url}/customer/1`, { headers: { authorization: basicHeader } })).status).toBe(404);
  });

  it("logs one line per exchange with card numbers masked", async () => {
    await send(`${opt.url}/customer/4111111111111111`, { headers: { authorization: basicHeader } });
    const line = logs.find((l) => l.startsWith("GET /customer/411111"));
    expect(line).toBe(logs.find((l) => l.includes("/customer/411111******1111")));
    expect(logs.join("\n")).not.toContain("4111111111111111");
    expect(logs.filter((l) => l.startsWith("sandbox bug"))).toEqual([]);
  });

  it("refuses to listen on anything but loopback", async () => {
    await expect(startSandbox({ service: "optimizer", host: "0.0.0.0" })).rejects.toThrow(/loopback only/);
  });
});
