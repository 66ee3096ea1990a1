// The contract's one router: a request's method and path to its operation and path parameters, the
// base path given or inferred; and filling a template back.
import { describe, expect, it } from "vitest";
import { httpOperations, route } from "../../src/contract/operations.ts";
import { fillPath, Router } from "../../src/contract/router.ts";
import { splitUrl } from "../../src/recording/http-exchange.ts";

describe("route", () => {
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
    const m = route(method, path, { basePath: base });
    expect(m.operation?.operationId).toBe(want);
    if (params && m.operation) expect((m as { params: Record<string, string> }).params).toEqual(params);
  });

  it("names the documented methods of a known path", () => {
    const m = route("GET", "/api/v2/order/create");
    expect(m.operation).toBeUndefined();
    expect(m.operation === undefined && m.allowed).toEqual(["POST"]);
  });

  it("hints at the contract's spelling of a path written in another case (paths are case-sensitive)", () => {
    const m = route("POST", "/api/v2/emi/calculator");
    expect(m.operation === undefined && m.nearMiss).toBe("POST /api/V2/emi/calculator");
  });

  it("with a base path of the root, only a whole path matches (a server of one service routes so)", () => {
    const r = new Router(httpOperations("optimizer"), "");
    expect(r.route("POST", "/api/v2/order/create").operation?.operationId).toBe("createOrder");
    expect(r.route("POST", "/pg/api/v2/order/create").operation).toBeUndefined();
    expect(r.route("POST", "/api/affordability/v1/offer/discovery").operation).toBeUndefined(); // another service's
  });
});

describe("fillPath", () => {
  it.each([
    { given: ["/customer/{customerId}", { customerId: "42" }], want: "/customer/42" },
    { given: ["/realms/{realm}/protocol/openid-connect/token", { realm: "my realm/x" }], want: "/realms/my%20realm%2Fx/protocol/openid-connect/token" },
    { given: ["/api/pg/orders/{order_id}", {}], want: "/api/pg/orders/" },
  ] as const)("$given.0", ({ given: [template, params], want }) => {
    expect(fillPath(template, params)).toBe(want);
  });

  it("a filled path routes back to its operation and parameters", () => {
    for (const op of httpOperations()) {
      const params = Object.fromEntries(op.template.names.map((n, i) => [n, `v ${i}/x`]));
      const m = route(op.method, fillPath(op.path, params), { basePath: "" });
      expect(m.operation?.operationId).toBe(op.operationId);
      expect(m.operation && m.params).toEqual(params);
    }
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
