// Fuzz (issue 27, points 2 and 4): the sandboxes' HTTP surface. Any method, path (prototype names,
// card numbers, traversal), query, headers and body (hostile JSON, overlong values, form text) gets
// an answer other than 500, the answer is JSON or problem+json, no full card number comes back in
// it, and the server keeps serving; the stores stay within their byte budgets.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.ts";
import { MAX_VALUE_CHARS } from "../../src/sandbox/server.ts";
import { luhnWindows } from "../conform/support/leaks.ts";
import { basicHeader } from "../sandbox/support.ts";
import { params, plantedJson } from "./support.ts";

const PROTO = ["constructor", "__proto__", "toString", "hasOwnProperty"];
const PATHS = {
  affordability: [
    "/realms/r/protocol/openid-connect/token",
    "/api/affordability/v1/offer/clients",
    "/api/affordability/v1/offer/discovery",
    "/api/affordability/v1/offer/validate",
  ],
  optimizer: ["/create/customer", "/customer/123", "/api/v2/order/create", "/api/pg/orders/1", "/api/pg/payments/1/refund", "/api/customer/card/save"],
} as const;

let sandboxes: RunningSandbox[] = [];
beforeAll(async () => {
  sandboxes = await Promise.all((["affordability", "optimizer"] as const).map((service) => startSandbox({ service, port: 0 })));
});
afterAll(async () => {
  await Promise.all(sandboxes.map((s) => s.stop()));
});

const segment = fc.oneof(
  fc.constantFrom(...PROTO, "..", "%2e%2e", "4111111111111111", "api", "v2", "order", "create"),
  fc.string({ maxLength: 6 }).map(encodeURIComponent),
);
const request = fc.record({
  service: fc.constantFrom(0, 1),
  method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
  path: fc.oneof(
    fc.constantFrom(...PATHS.affordability, ...PATHS.optimizer),
    fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join("/")}`),
  ),
  query: fc.dictionary(fc.oneof(fc.constantFrom(...PROTO, "token", "auth"), fc.string({ maxLength: 5 })), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  headers: fc.dictionary(
    fc.constantFrom(...PROTO.filter((p) => p !== "__proto__"), "x-api-key", "prefer", "x-verify", "merchant-id"),
    fc.stringMatching(/^[ -~]{0,20}$/),
    { maxKeys: 3 },
  ),
  auth: fc.constantFrom(undefined, basicHeader, "Bearer sbx.x", "Basic !!"),
  contentType: fc.constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain", "constructor"),
  body: fc.oneof(
    plantedJson.map((v) => JSON.stringify(v) ?? ""),
    fc.dictionary(fc.constantFrom(...PROTO, "external_id", "customer_ref_no", "request", "amount"), plantedJson).map((v) => JSON.stringify(v)),
    fc.constantFrom(
      `{"external_id":"${"x".repeat(MAX_VALUE_CHARS + 1)}"}`,
      "{",
      "client_id=a&client_secret=b&grant_type=client_credentials",
      '{"__proto__":{"x":1}}',
    ),
  ),
});

describe("sandboxes' HTTP surface (fuzz)", () => {
  it("never 500, always an answer the client can read, no full card number back, still serving", async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const sb = sandboxes[r.service]!;
        const qs = new URLSearchParams(r.query).toString();
        const headers: Record<string, string> = { ...r.headers, "content-type": r.contentType };
        if (r.auth) headers.authorization = r.auth;
        const res = await fetch(`${sb.url}${r.path}${qs ? `?${qs}` : ""}`, {
          method: r.method,
          headers,
          body: r.method === "GET" ? undefined : r.body,
          redirect: "manual",
        });
        const text = await res.text();
        expect(res.status, `${r.method} ${r.path}: ${text.slice(0, 200)}`).not.toBe(500);
        expect(res.status).toBeGreaterThanOrEqual(200);
        if (text !== "") expect(() => JSON.parse(text)).not.toThrow();
        expect(luhnWindows(text)).toEqual([]);
      }),
      params(250, 20_000),
    );
    for (const sb of sandboxes) expect((await fetch(`${sb.url}/health`)).status).toBeLessThan(500);
  }, 60_000);
});
