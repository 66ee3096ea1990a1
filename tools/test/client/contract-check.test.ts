import { describe, expect, it } from "vitest";
import { parseBody } from "../../src/client/contract-check.ts";

describe("parseBody", () => {
  const cases = [
    { given: { text: "", contentType: "application/json" }, want: {} },
    { given: { text: '{"a":1}', contentType: "application/json; charset=utf-8" }, want: { body: { a: 1 } } },
    { given: { text: '{"a":1}', contentType: "application/problem+json" }, want: { body: { a: 1 } } },
    { given: { text: "{oops", contentType: "application/json" }, want: { invalid: true } },
    { given: { text: "a=1&b=x%20y", contentType: "application/x-www-form-urlencoded" }, want: { body: { a: "1", b: "x y" } } },
    { given: { text: "plain", contentType: "text/plain" }, want: { body: "plain" } },
    { given: { text: "plain", contentType: null }, want: { body: "plain" } },
  ];
  for (const c of cases) {
    it(`${c.given.contentType}: ${JSON.stringify(c.given.text)}`, () => expect(parseBody(c.given.text, c.given.contentType)).toEqual(c.want));
  }
});
