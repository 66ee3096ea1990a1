// Matching recorded requests to operations: method and path template, base path given or inferred.
import { beforeAll, describe, expect, it } from "vitest";
import { loadHttpContracts, type HttpContracts } from "../../../src/conform/http/contracts.ts";
import { Matcher } from "../../../src/conform/http/matcher.ts";
import { splitUrl } from "../../../src/recording/http-exchange.ts";

let contracts: HttpContracts;
beforeAll(async () => {
  contracts = await loadHttpContracts();
});

describe("Matcher", () => {
  const table: Array<{ given: [string, string, string?]; want: string | undefined; params?: Record<string, string> }> = [
    { given: ["POST", "/api/v2/order/create"], want: "createOrder" },
    { given: ["POST", "/api/v2/order/create/"], want: "createOrder" },
    { given: ["post", "/api/v2/process/payment"], want: "processPayment" },
    { given: ["GET", "/customer/123456"], want: "getCustomer", params: { customerId: "123456" } },
    { given: ["POST", "/update/customer/42"], want: "updateCustomer", params: { CustomerId: "42" } },
    { given: ["POST", "/api/pg/payments/2000001/refund"], want: "refundPayment", params: { payment_id: "2000001" } },
    { given: ["GET", "/api/pg/orders/1000001"], want: "getOrder" },
    { given: ["POST", "/api/V2/emi/calculator"], want: "calculateEmi" },
    { given: ["POST", "/realms/my%20realm/protocol/openid-connect/token"], want: "generateToken", params: { realm: "my realm" } },
    { given: ["POST", "/api/affordability/v1/offer/discovery"], want: "discoverOffers" },
    // inferred base path: the longest template that ends the path
    { given: ["POST", "/gateway/api/affordability/v1/offer/discovery"], want: "discoverOffers" },
    { given: ["POST", "/auth/realms/r/protocol/openid-connect/token"], want: "generateToken" },
    { given: ["POST", "/pg/update/customer/42"], want: "updateCustomer" },
    // given base path
    { given: ["POST", "/gateway/api/affordability/v1/offer/discovery", "/gateway"], want: "discoverOffers" },
    { given: ["POST", "/other/api/affordability/v1/offer/discovery", "/gateway"], want: undefined },
    // unknown
    { given: ["GET", "/api/v2/order/create"], want: undefined },
    { given: ["POST", "/api/v2/order/created"], want: undefined },
    { given: ["POST", "/api/v2/emi/calculator"], want: undefined },
  ];
  it.each(table)("$given → $want", ({ given: [method, path, base], want, params }) => {
    const m = new Matcher(contracts.operations, base ?? "").match(method, path);
    expect(m.operation?.op.operationId).toBe(want);
    if (params && m.operation) expect((m as { params: Record<string, string> }).params).toEqual(params);
  });

  it("names the documented methods of a known path", () => {
    const m = new Matcher(contracts.operations).match("GET", "/api/v2/order/create");
    expect(m.operation).toBeUndefined();
    expect((m as { allowedMethods: string[] }).allowedMethods).toEqual(["POST"]);
  });
});

describe("splitUrl", () => {
  const table: Array<{ given: string; want: { path: string; search: string } | undefined }> = [
    { given: "https://h.invalid/api/v2/process/payment?token=T&x=1", want: { path: "/api/v2/process/payment", search: "?token=T&x=1" } },
    { given: "https://h.invalid", want: { path: "/", search: "" } },
    { given: "https://h.invalid?x=1", want: { path: "/", search: "?x=1" } },
    { given: "http://h:8080/a/b#frag?no", want: { path: "/a/b", search: "" } },
    { given: "/customer/12", want: { path: "/customer/12", search: "" } },
    { given: "/realms/my%20realm/protocol", want: { path: "/realms/my%20realm/protocol", search: "" } },
    { given: "not a url", want: undefined },
    { given: "", want: undefined },
  ];
  it.each(table)("$given", ({ given, want }) => {
    expect(splitUrl(given)).toEqual(want);
  });
});
