// What a Node server hands the validation API as it comes (issue 37): node:http's IncomingHttpHeaders
// (a repeated header as string[]), the query as URLSearchParams, path parameters a router already
// turned into numbers, and fetch's Headers. Each is accepted by the type and judged like the plain
// record of strings it stands for.
import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { validateRequest, validateResponse } from "../../src/validate/optimizer.ts";
import { valueRecord, type HttpRequestLike } from "../../src/validate/service.ts";

const basic = `Basic ${Buffer.from("merchant:s3cret-pass").toString("base64")}`;
const pointers = (r: { errors: Array<{ pointer: string; rule: string }> }): string[] => r.errors.map((e) => `${e.pointer} ${e.rule}`);

describe("HttpRequestLike takes what node:http gives", () => {
  it("IncomingHttpHeaders, URLSearchParams and a numeric path parameter type-check as a request", () => {
    const headers: IncomingHttpHeaders = { authorization: basic, "set-cookie": ["a=1", "b=2"], "content-type": "application/json" };
    const req: HttpRequestLike = { headers, query: new URL("http://127.0.0.1/x?token=T1").searchParams, path: { order_id: 5 } };
    expect(validateRequest("getOrder", req)).toEqual({ ok: true, errors: [] });
  });

  it.each([
    { given: "a path parameter as text", path: { order_id: "5" }, want: [] },
    { given: "a path parameter as a number", path: { order_id: 5 }, want: [] },
    { given: "a path parameter that is not an integer (text)", path: { order_id: "5x" }, want: ["/path/order_id type"] },
    { given: "a path parameter that is not an integer (number)", path: { order_id: 5.5 }, want: ["/path/order_id type"] },
    { given: "no path parameter", path: {}, want: ["/path/order_id required"] },
  ])("getOrder: $given", ({ path, want }) => {
    expect(pointers(validateRequest("getOrder", { headers: { Authorization: basic }, path }))).toEqual(want);
  });

  it.each([
    { given: "the token once", query: "?token=T1", want: [] },
    { given: "no token", query: "?other=1", want: ["/query/token required"] },
    { given: "the token twice (an array, which the single-valued token refuses)", query: "?token=T1&token=T2", want: ["/query/token type"] },
  ])("processPayment with URLSearchParams: $given", ({ query, want }) => {
    const r = validateRequest("processPayment", {
      query: new URLSearchParams(query),
      headers: { "content-type": "application/json" },
      body: { payment_mode: 10, navigation_mode: 7, upi_data: { vpa: "customer@upi", upi_option: "UPI" } },
    });
    expect(pointers(r)).toEqual(want);
  });

  it("fetch's Headers (forEach) are read like a record; the missing credential is still found", () => {
    const ok = validateRequest("getOrder", { headers: new Headers({ Authorization: basic }), path: { order_id: 1 } });
    expect(ok.ok).toBe(true);
    const missing = validateRequest("getOrder", { headers: new Headers({ Accept: "application/json" }), path: { order_id: 1 } });
    expect(pointers(missing)).toEqual(["/headers/authorization credentials"]);
  });

  it("response headers as fetch's Headers: refund's required x-verify is found there, or reported missing", () => {
    const has = (headers: Headers) =>
      validateResponse("refundPayment", 200, {}, { headers, contentType: "application/json" }).errors.some((e) => e.pointer === "/headers/x-verify");
    expect(has(new Headers({ "X-Verify": "ABC" }))).toBe(false);
    expect(has(new Headers({ "content-type": "application/json" }))).toBe(true);
  });
});

describe("valueRecord", () => {
  it.each([
    { given: "a record of strings", values: { A: "1" }, kind: "headers" as const, want: { a: "1" } },
    { given: "a repeated header as string[]", values: { "X-Multi": ["1", "2"] }, kind: "headers" as const, want: { "x-multi": "1, 2" } },
    { given: "absent values", values: { a: undefined, b: "2" }, kind: "parameters" as const, want: { b: "2" } },
    { given: "a repeated query parameter (record)", values: { t: ["1", "2"] }, kind: "parameters" as const, want: { t: ["1", "2"] } },
    { given: "URLSearchParams with a repeated name", values: new URLSearchParams("t=1&t=2&u=3"), kind: "parameters" as const, want: { t: ["1", "2"], u: "3" } },
    { given: "Headers", values: new Headers({ "X-A": "1" }), kind: "headers" as const, want: { "x-a": "1" } },
    { given: "nothing", values: undefined, kind: "parameters" as const, want: {} },
  ])("$given", ({ values, kind, want }) => {
    expect({ ...valueRecord(values, kind) }).toEqual(want);
  });

  it("a name from traffic such as __proto__ is an own entry, never the prototype", () => {
    const r = valueRecord(new URLSearchParams("__proto__=x&constructor=y"), "parameters");
    expect(Object.getPrototypeOf(r)).toBeNull();
    expect(Object.keys(r).sort()).toEqual(["__proto__", "constructor"]);
  });
});
