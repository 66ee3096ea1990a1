// The validation API over the precompiled validators: requests, responses, the Base64 inner
// payload of create order, credentials, statuses and messages, as tables of given/want.
import { describe, expect, it } from "vitest";
import { validateRequest as optimizerRequest, validateResponse as optimizerResponse } from "../../src/validate/optimizer.ts";
import { validateRequest as affordabilityRequest } from "../../src/validate/affordability.ts";
import { validateMessage } from "../../src/validate/messages.ts";
import { loadOpenApi } from "../../src/contract/openapi.ts";

const optimizer = loadOpenApi("optimizer");
const createOrderExample = Object.values(optimizer.paths["/api/v2/order/create"]!.post!.requestBody!.content!["application/json"]!.examples!)[0]!.value as {
  request: string;
};
const payload = JSON.parse(Buffer.from(createOrderExample.request, "base64").toString("utf8"));
const b64 = (v: unknown): string => Buffer.from(typeof v === "string" ? v : JSON.stringify(v)).toString("base64");
const basic = `Basic ${Buffer.from("merchant:s3cret-pass").toString("base64")}`;

describe("validateRequest (optimizer create order)", () => {
  const headers = { "X-Verify": "ABC", "Content-Type": "application/json" };
  const cases = [
    { given: "the document's example", body: createOrderExample, want: [] as Array<[string, string]> },
    { given: "a request that is not Base64", body: { request: "not base64!" }, want: [["/body/request", "base64"]] },
    { given: "Base64 of text that is not JSON", body: { request: b64("{oops") }, want: [["/body/request", "json"]] },
    {
      given: "an inner payload without merchant_data.order_id",
      body: { request: b64({ ...payload, merchant_data: { ...payload.merchant_data, order_id: undefined } }) },
      want: [["/body/request/merchant_data/order_id", "required"]],
    },
    { given: "an outer body with an undeclared property", body: { ...createOrderExample, extra: 1 }, want: [["/body/extra", "unevaluatedProperties"]] },
  ];
  it.each(cases)("$given", ({ body, want }) => {
    const r = optimizerRequest("createOrder", { headers, body });
    expect(r.errors.map((e) => [e.pointer, e.rule])).toEqual(want);
    expect(r.ok).toBe(want.length === 0);
  });

  it("a missing x-verify header and a wrong content type", () => {
    const r = optimizerRequest("createOrder", { headers: { "content-type": "text/plain" }, body: createOrderExample });
    expect(r.errors.map((e) => [e.pointer, e.rule])).toEqual([
      ["/headers/x-verify", "required"],
      ["/headers/content-type", "content-type"],
    ]);
  });
});

describe("credentials", () => {
  const cases = [
    { given: "Basic credentials", headers: { authorization: basic }, want: [] as string[] },
    { given: "no Authorization", headers: {}, want: ["credentials"] },
    { given: "a Bearer token where Basic is required", headers: { authorization: "Bearer abc" }, want: ["credentials"] },
  ];
  it.each(cases)("getCustomer with $given", ({ headers, want }) => {
    const r = optimizerRequest("getCustomer", { headers, path: { customerId: "123456" } });
    expect(r.errors.map((e) => e.rule)).toEqual(want);
  });

  it("never repeats the credential in a message", () => {
    const r = optimizerRequest("getCustomer", { headers: { authorization: "Token s3cret-pass" }, path: { customerId: "1" } });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).not.toContain("s3cret-pass");
  });

  it("Bearer on the affordability offer operations", () => {
    const r = affordabilityRequest("discoverOffers", {
      headers: { "Merchant-ID": "m", "Correlation-ID": "c" },
      body: { order_amount: { currency: "INR", value: 100 } },
    });
    expect(r.errors.map((e) => [e.pointer, e.rule])).toEqual([["/headers/authorization", "credentials"]]);
  });
});

describe("validateResponse", () => {
  const example = Object.values(optimizer.paths["/customer/{customerId}"]!.get!.responses!["200"]!.content!["application/json"]!.examples!)[0]!.value;
  const cases = [
    { given: "the documented example", status: 200, body: example, want: [] as string[] },
    { given: "an undocumented status", status: 503, body: example, want: ["undocumented-status"] },
    { given: "a string where an int is documented", status: 200, body: { ...(example as object), merchant_id: "1234" }, want: ["type"] },
  ];
  it.each(cases)("$given", ({ status, body, want }) => {
    expect(optimizerResponse("getCustomer", status, body).errors.map((e) => e.rule)).toEqual(want);
  });

  it("an unknown operation", () => {
    expect(optimizerResponse("noSuchOperation" as never, 200, {}).errors[0]?.rule).toBe("unknown-operation");
  });
});

describe("validateMessage", () => {
  const header = (MethodId: string) => ({ ApplicationId: "app-1", MethodId, VersionNo: "1.0" });
  const cases = [
    {
      given: "a mobile UPI sale",
      app: "mobile" as const,
      msg: { Header: header("1001"), Detail: { TransactionType: 5120, BillingRefNo: "B1", PaymentAmount: 100, BankCode: "4" } },
      want: [] as Array<[string, string]>,
    },
    {
      given: "a mobile request with MethodId 1002",
      app: "mobile" as const,
      msg: { Header: header("1002"), Detail: {} },
      want: [["/Header/MethodId", "unknown-method-id"]],
    },
    {
      given: "a terminal request with MethodId 1011",
      app: "terminal" as const,
      msg: { Header: header("1011") },
      want: [["/Header/MethodId", "unknown-method-id"]],
    },
    {
      given: "a mobile Get Status without Roc",
      app: "mobile" as const,
      msg: { Header: header("1001"), Detail: { TransactionType: 5122, BillingRefNo: "B1", PaymentAmount: 100, BankCode: "4", BatchNo: 9001 } },
      want: [["/Detail/Roc", "required"]],
    },
    {
      given: "an unknown mobile TransactionType",
      app: "mobile" as const,
      msg: { Header: header("1001"), Detail: { TransactionType: 4001 } },
      want: [["/Detail/TransactionType", "unknown-transaction-type"]],
    },
    { given: "a terminal Settlement (Header only)", app: "terminal" as const, msg: { Header: header("1003") }, want: [] },
  ];
  it.each(cases)("$given", ({ app, msg, want }) => {
    expect(validateMessage(app, msg, "request").errors.map((e) => [e.pointer, e.rule])).toEqual(want);
  });
});

describe("expected: what the contract wants, said by the engine (conformance reports read it, never the message)", () => {
  const cases = [
    {
      given: "Basic credentials missing",
      run: () => optimizerRequest("getCustomer", { headers: {}, path: { customerId: "1" } }),
      want: [["/headers/authorization", "credentials", "Basic credentials"]],
    },
    {
      given: "a wrong scheme where OAuth2 is required",
      run: () =>
        affordabilityRequest("discoverOffers", {
          headers: { "Merchant-ID": "m", "Correlation-ID": "c", authorization: basic },
          body: { order_amount: { currency: "INR", value: 100 } },
        }),
      want: [["/headers/authorization", "credentials", "OAuth2 Bearer credentials"]],
    },
    {
      given: "a payload that is not Base64",
      run: () => optimizerRequest("createOrder", { headers: { "x-verify": "a" }, body: { request: "x!" } }),
      want: [["/body/request", "base64", "Base64 (RFC 4648 alphabet with padding)"]],
    },
    {
      given: "Base64 of text that is not JSON",
      run: () => optimizerRequest("createOrder", { headers: { "x-verify": "a" }, body: { request: b64("{oops") } }),
      want: [["/body/request", "json", "Base64 of a JSON document"]],
    },
    {
      given: "a content type the operation does not take",
      run: () => optimizerRequest("createOrder", { headers: { "x-verify": "a", "content-type": "text/plain" }, body: createOrderExample }),
      want: [["/headers/content-type", "content-type", "application/json"]],
    },
    {
      given: "no body where one is required",
      run: () => optimizerRequest("createOrder", { headers: { "x-verify": "a" } }),
      want: [["/body", "body-required", "a body"]],
    },
    { given: "an undocumented status", run: () => optimizerResponse("getCustomer", 503, {}), want: [["/status", "undocumented-status", "200"]] },
    {
      given: "an unknown MethodId",
      run: () => validateMessage("mobile", { Header: { ApplicationId: "a", MethodId: "1002", VersionNo: "1.0" } }, "request"),
      want: [["/Header/MethodId", "unknown-method-id", "one of 1001"]],
    },
    {
      given: "a missing MethodId",
      run: () => validateMessage("mobile", { Header: { ApplicationId: "a", VersionNo: "1.0" } }, "request"),
      want: [["/Header/MethodId", "unknown-method-id", "one of 1001"]],
    },
  ];
  it.each(cases)("$given", ({ run, want }) => {
    expect(run().errors.map((e) => [e.pointer, e.rule, e.expected])).toEqual(want);
  });
});
