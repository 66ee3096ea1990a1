import { describe, expect, it } from "vitest";
import { responseFor, responseKey } from "../../src/http/responses.ts";

describe("responseKey: exact status, then its class, then default", () => {
  const documented = { "200": "ok", "4XX": "client", default: "other" };
  const cases = [
    { given: { responses: documented, status: 200 }, want: "200" },
    { given: { responses: documented, status: "200" }, want: "200" },
    { given: { responses: documented, status: 404 }, want: "4XX" },
    { given: { responses: documented, status: 503 }, want: "default" },
    { given: { responses: { "200": 1 }, status: 201 }, want: undefined },
    { given: { responses: { "2XX": 1, "201": 2 }, status: 201 }, want: "201" },
    { given: { responses: {}, status: 200 }, want: undefined },
  ];
  for (const c of cases)
    it(`${String(c.given.status)} in ${Object.keys(c.given.responses).join(",") || "(none)"}`, () =>
      expect(responseKey(c.given.responses, c.given.status)).toBe(c.want));

  it("a Map is looked up the same way", () => {
    expect(responseKey(new Map(Object.entries(documented)), 418)).toBe("4XX");
  });
});

describe("responseFor", () => {
  const cases: Array<{ given: { responses: ReadonlyMap<string, string> | Record<string, string>; status: number }; want: string | undefined }> = [
    { given: { responses: new Map([["2XX", "any success"]]), status: 204 }, want: "any success" },
    { given: { responses: { default: "fallback" }, status: 500 }, want: "fallback" },
    { given: { responses: { "200": "ok" }, status: 500 }, want: undefined },
  ];
  for (const c of cases) it(`${c.given.status}`, () => expect(responseFor(c.given.responses, c.given.status)).toBe(c.want));
});
