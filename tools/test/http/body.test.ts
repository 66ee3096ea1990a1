import { describe, expect, it } from "vitest";
import { parseBody, type BodyOptions } from "../../src/http/body.ts";

describe("parseBody", () => {
  const cases: Array<{
    given: { text: string | undefined; contentType: string | null | undefined; options?: BodyOptions };
    want: { body?: unknown; invalid?: boolean };
  }> = [
    { given: { text: "", contentType: "application/json" }, want: {} },
    { given: { text: undefined, contentType: "application/json" }, want: {} },
    { given: { text: '{"a":1}', contentType: "application/json; charset=utf-8" }, want: { body: { a: 1 } } },
    { given: { text: '{"a":1}', contentType: "application/problem+json" }, want: { body: { a: 1 } } },
    { given: { text: "{oops", contentType: "application/json" }, want: { invalid: true } },
    { given: { text: "a=1&b=x%20y&a=2", contentType: "application/x-www-form-urlencoded" }, want: { body: { a: "2", b: "x y" } } },
    { given: { text: "a=1&a=2", contentType: "application/x-www-form-urlencoded", options: { form: (t) => t.split("&") } }, want: { body: ["a=1", "a=2"] } },
    { given: { text: "plain", contentType: "text/plain" }, want: { body: "plain" } },
    { given: { text: '{"a":1}', contentType: "text/plain" }, want: { body: '{"a":1}' } },
    // Without a Content-Type: text by default, JSON when asked, JSON when bracketed if asked so.
    { given: { text: '{"a":1}', contentType: null }, want: { body: '{"a":1}' } },
    { given: { text: '{"a":1}', contentType: undefined, options: { untyped: "json" } }, want: { body: { a: 1 } } },
    { given: { text: "1", contentType: undefined, options: { untyped: "json" } }, want: { body: 1 } },
    { given: { text: "[1]", contentType: undefined, options: { untyped: "json-if-bracketed" } }, want: { body: [1] } },
    { given: { text: "1", contentType: undefined, options: { untyped: "json-if-bracketed" } }, want: { body: "1" } },
    { given: { text: "{oops", contentType: undefined, options: { untyped: "json-if-bracketed" } }, want: { invalid: true } },
    // A Content-Type that is not JSON is never sniffed.
    { given: { text: "[1]", contentType: "text/plain", options: { untyped: "json" } }, want: { body: "[1]" } },
  ];
  for (const c of cases) {
    it(`${String(c.given.contentType)} ${c.given.options?.untyped ?? ""}: ${JSON.stringify(c.given.text)}`, () => {
      const got = parseBody(c.given.text, c.given.contentType, c.given.options);
      expect({ ...(got.body === undefined ? {} : { body: got.body }), ...(got.invalid ? { invalid: true } : {}) }).toEqual(c.want);
    });
  }

  it("text that claims to be JSON and is not: the parser's error, for the caller to word", () => {
    const got = parseBody('{"a":', "application/json");
    expect(got.invalid).toBeInstanceOf(SyntaxError);
    expect(got.body).toBeUndefined();
  });
});
