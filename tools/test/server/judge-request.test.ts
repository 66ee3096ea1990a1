/**
 * The server face for teams that write their own glue: `route(method, path)`, `judgeRequest(req)`
 * (typed `{ok: true, …} | {ok: false, problem}`), `judgeResponse`, `contractOf`, and the options
 * (issue 37). Type-level expectations are checked by `npm run typecheck` (this file is in tsconfig).
 */
import { describe, expect, it } from "vitest";
import * as affordability from "../../src/server/entries/affordability.ts";
import {
  contractOf,
  contractMiddleware,
  type ContractRequest,
  judgeRequest,
  judgeResponse,
  type OptimizerServerOptions,
  route,
  type SuccessBody,
} from "../../src/server/entries/optimizer.ts";
import { BASIC, brokenPayload, customer, order, PAN, payload, SECRET } from "./support.ts";

const options: OptimizerServerOptions = { secret: SECRET };

describe("route(method, path): the contract's router, typed", () => {
  const cases: Array<{ given: [string, string]; want: unknown }> = [
    { given: ["POST", "/api/v2/order/create"], want: { ok: true, operationId: "createOrder", params: {} } },
    { given: ["get", "/api/pg/orders/42?x=1"], want: { ok: true, operationId: "getOrder", params: { order_id: "42" } } },
    { given: ["POST", "/update/customer/7/"], want: { ok: true, operationId: "updateCustomer", params: { CustomerId: "7" } } },
    { given: ["GET", "/create/customer"], want: { ok: false, status: 405, allowed: ["POST"] } },
    { given: ["POST", "/api/V2/order/create"], want: { ok: false, status: 404, allowed: [] } },
    { given: ["POST", "/prefix/api/v2/order/create"], want: { ok: false, status: 404, allowed: [] } },
  ];
  it.each(cases)("$given", ({ given, want }) => {
    expect(route(...given)).toMatchObject(want as object);
  });

  it("basePath is cut off first; the operation's description comes along", () => {
    const r = route("POST", "/optimizer/api/v2/order/create", { basePath: "/optimizer" });
    expect(r).toMatchObject({
      ok: true,
      operationId: "createOrder",
      operation: { method: "POST", path: "/api/v2/order/create", service: "optimizer", statuses: [200] },
    });
    if (r.ok) expect(r.operation.failureGap).toMatch(/^G-/);
  });

  it("each service routes only its own operations", () => {
    expect(affordability.route("POST", "/api/v2/order/create")).toMatchObject({ ok: false, status: 404 });
    expect(affordability.route("POST", "/api/affordability/v1/offer/discovery")).toMatchObject({ ok: true, operationId: "discoverOffers" });
  });
});

describe("judgeRequest(req, options): typed when accepted, the problem+json answer when refused", () => {
  it("a valid signed order: ok, the decoded payload typed as CreateOrderPayload", async () => {
    const o = order();
    const v = await judgeRequest(
      { method: "POST", url: "/api/v2/order/create", headers: { ...o.headers, "content-type": "application/json" }, body: o.body },
      options,
    );
    expect(v.ok).toBe(true);
    if (!v.ok || v.operationId !== "createOrder") throw new Error("not accepted as createOrder");
    const amount: number = v.payload.payment_info_data.amount;
    const request: string = v.body.request;
    expect([amount, request]).toEqual([payload.payment_info_data.amount, o.body.request]);
    expect(v.payload).toEqual(payload);
  });

  it("the body as text (or bytes) is parsed by its content type", async () => {
    const o = order();
    const text = JSON.stringify(o.body);
    for (const body of [text, new TextEncoder().encode(text)]) {
      const v = await judgeRequest(
        { method: "POST", url: "/api/v2/order/create", headers: { ...o.headers, "content-type": "application/json" }, body },
        options,
      );
      expect(v).toMatchObject({ ok: true, operationId: "createOrder", payload });
    }
  });

  const refused: Array<{ name: string; given: () => Parameters<typeof judgeRequest>[0]; status: number; code: string; pointers: string[] }> = [
    {
      name: "payload breaks the contract",
      given: () => {
        const o = order(brokenPayload);
        return { method: "POST", url: "/api/v2/order/create", headers: o.headers, body: o.body };
      },
      status: 400,
      code: "INVALID_REQUEST",
      pointers: ["/body/request/txn_data/navigation_mode"],
    },
    {
      name: "wrong x-verify",
      given: () => {
        const o = order(payload, "00");
        return { method: "POST", url: "/api/v2/order/create", headers: o.headers, body: o.body };
      },
      status: 401,
      code: "X_VERIFY_MISMATCH",
      pointers: ["/headers/x-verify"],
    },
    {
      name: "wrong content type",
      given: () => ({ method: "POST", url: "/create/customer", headers: { authorization: BASIC, "content-type": "text/plain" }, body: "x" }),
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
      pointers: [],
    },
    {
      name: "a query parameter missing",
      given: () => ({
        method: "POST",
        url: "/api/v2/process/payment",
        headers: {},
        body: { payment_mode: 10, navigation_mode: 7, upi_data: { vpa: "a@upi", upi_option: "UPI" } },
      }),
      status: 400,
      code: "INVALID_REQUEST",
      pointers: ["/query/token"],
    },
    {
      name: "an if/then rule (UPI without vpa)",
      given: () => ({
        method: "POST",
        url: "/api/v2/process/payment?token=T1",
        headers: {},
        body: { payment_mode: 10, navigation_mode: 7, upi_data: { upi_option: "UPI" } },
      }),
      status: 400,
      code: "INVALID_REQUEST",
      pointers: ["/body/upi_data/vpa"],
    },
    { name: "unknown path", given: () => ({ method: "GET", url: "/nothing" }), status: 404, code: "NO_SUCH_OPERATION", pointers: [] },
    { name: "wrong method", given: () => ({ method: "DELETE", url: "/create/customer" }), status: 405, code: "METHOD_NOT_ALLOWED", pointers: [] },
  ];
  it.each(refused)("refused: $name → $status $code", async ({ given, status, code, pointers }) => {
    const v = await judgeRequest(given(), options);
    if (v.ok) throw new Error("accepted");
    expect([v.problem.status, v.problem.headers["content-type"], v.problem.body.code]).toEqual([status, "application/problem+json", code]);
    expect(v.problem.body["x-contract-gap"]).toEqual(expect.any(String));
    expect((v.problem.body.errors ?? []).map((e) => e.pointer)).toEqual(pointers);
  });

  it("headers as Node gives them (string[] for a repeated header) and as fetch's Headers", async () => {
    const incoming = await judgeRequest(
      { method: "POST", url: "/create/customer", headers: { authorization: [BASIC], "content-type": "application/json" }, body: customer },
      options,
    );
    expect(incoming.ok).toBe(true);
    const fetched = await judgeRequest(
      {
        method: "POST",
        url: "http://127.0.0.1/create/customer",
        headers: new Headers({ Authorization: BASIC, "Content-Type": "application/json" }),
        body: customer,
      },
      options,
    );
    expect(fetched).toMatchObject({ ok: true, operationId: "createCustomer", headers: { authorization: BASIC } });
  });

  it("parameters arrive converted to the types the contract gives them", async () => {
    const v = await judgeRequest({ method: "GET", url: "/customer/100001", headers: { authorization: BASIC } }, options);
    if (!v.ok || v.operationId !== "getCustomer") throw new Error("not accepted as getCustomer");
    const id: number = v.params.customerId;
    expect(id).toBe(100001);
  });

  it("a problem never carries a card number the request sent", async () => {
    const v = await judgeRequest(
      { method: "POST", url: "/create/customer", headers: { authorization: BASIC }, body: { ...customer, first_name: PAN, [PAN]: PAN } },
      options,
    );
    expect(v.ok).toBe(false);
    expect(JSON.stringify(v)).not.toContain(PAN);
  });
});

describe("judgeResponse: an answer to an accepted request, under the failure-status gap", () => {
  it("a documented answer passes; one that breaks its schema names the pointer; an undocumented failure status is the gap's warning", async () => {
    const v = await judgeRequest({ method: "POST", url: "/create/customer", headers: { authorization: BASIC }, body: customer }, options);
    if (!v.ok) throw new Error("refused");
    const record: SuccessBody<"createCustomer"> = { ...customer, customer_id: 1, merchant_id: 1234, response_code: 1, response_message: "SUCCESS" };
    expect(judgeResponse(v, { status: 200, headers: { "content-type": "application/json" }, body: record })).toEqual({
      operationId: "createCustomer",
      status: 200,
      errors: [],
      warnings: [],
    });
    const broken = judgeResponse(v, { status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify({ ...record, customer_id: "1" }) });
    expect(broken.errors.map((e) => `${e.pointer} ${e.rule}`)).toEqual(["/response/body/customer_id response-schema"]);
    const failure = judgeResponse(v, { status: 404, headers: { "content-type": "application/json" }, body: { response_code: 0 } });
    expect(failure.errors).toEqual([]);
    expect(failure.warnings.map((w) => w.rule)).toEqual(["undocumented-status"]);
    expect(failure.warnings[0]!.message).toMatch(/gap G-/);
  });

  it("the affordability document shows its failures: an undocumented status there is a breach", async () => {
    const headers = { authorization: "Bearer t", "merchant-id": "M1", "correlation-id": "c1", "content-type": "application/json" };
    const v = await affordability.judgeRequest({
      method: "POST",
      url: "/api/affordability/v1/offer/discovery",
      headers,
      body: { order_amount: { value: 100, currency: "INR" } },
    });
    if (!v.ok) throw new Error(JSON.stringify(v.problem.body));
    expect(affordability.judgeResponse(v, { status: 404, body: {} }).errors.map((e) => e.rule)).toContain("undocumented-status");
  });

  it("refuses an object that no judging accepted", () => {
    expect(() => judgeResponse({ operationId: "createCustomer" } as ContractRequest<"createCustomer">, { status: 200 })).toThrow(/accepted/);
  });
});

describe("contractOf(req): the request the middleware accepted", () => {
  it("narrows to one operation and refuses another, or a request the middleware never saw", () => {
    const req = { contract: { operationId: "createOrder", payload } };
    expect(contractOf(req, "createOrder").payload).toEqual(payload);
    expect(() => contractOf(req, "getOrder")).toThrow(/createOrder, not getOrder/);
    expect(() => contractOf({})).toThrow(/carries no contract/);
  });
});

describe("options", () => {
  it("the optimizer refuses to start without a way to verify x-verify, unless told not to verify", () => {
    // @ts-expect-error a secret, a signer or verifySignatures: false is required
    expect(() => contractMiddleware({})).toThrow(/x-verify needs the merchant secret: pass \{ secret \}/);
    expect(() => contractMiddleware({ secret: "not hex" })).toThrow(/option "secret": the x-verify secret must be an even-length hex string/);
    expect(typeof contractMiddleware({ verifySignatures: false })).toBe("function");
    expect(typeof contractMiddleware({ signer: (b64) => b64 })).toBe("function");
  });

  it("with verifySignatures: false an order passes whatever its x-verify", async () => {
    const o = order(payload, "00");
    expect(await judgeRequest({ method: "POST", url: "/api/v2/order/create", headers: o.headers, body: o.body }, { verifySignatures: false })).toMatchObject({
      ok: true,
    });
  });

  it("the secret never appears in an error", () => {
    const secret = "0123456789abcdef0123456789abcdeg";
    let message = "";
    try {
      contractMiddleware({ secret });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).not.toBe("");
    expect(message).not.toContain(secret);
  });

  it("affordability takes no options (it signs nothing); its form operation reads form fields", async () => {
    expect(typeof affordability.contractMiddleware()).toBe("function");
    const v = await affordability.judgeRequest({
      method: "POST",
      url: "/realms/sandbox/protocol/openid-connect/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials&client_id=c&client_secret=s",
    });
    expect(v).toMatchObject({ ok: true, operationId: "generateToken", params: { realm: "sandbox" }, body: { grant_type: "client_credentials" } });
  });
});

describe("headerRecord: the headers the server face judges", () => {
  it("lower-cases names, joins repeats, makes every value a string, and takes Object member names as headers", async () => {
    const { headerRecord } = await import("../../src/server/judging.ts");
    const plain = headerRecord({ Constructor: "x", "X-A": ["1", "2"], "Content-Length": 5, toString: "y" });
    expect({ ...plain }).toEqual({ constructor: "x", "x-a": "1, 2", "content-length": "5", tostring: "y" });
    const fetched = headerRecord(
      new Headers([
        ["Accept", "a"],
        ["accept", "b"],
        ["__proto__", "z"],
      ]),
    );
    expect({ ...fetched }).toEqual({ accept: "a, b", ["__proto__"]: "z" });
  });
});
