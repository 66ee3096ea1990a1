import { describe, expect, it } from "vitest";
import { pointerTokens, valueAt, valueAtTokens } from "../src/json-pointer.ts";

describe("valueAt", () => {
  const doc = { a: { "b/c": [10, { "d~e": null }] }, "": 1 };
  const cases: Array<{ given: string; want: unknown }> = [
    { given: "", want: doc },
    { given: "/a/b~1c/0", want: 10 },
    { given: "/a/b~1c/1/d~0e", want: null },
    { given: "/", want: 1 },
    { given: "/a/missing", want: undefined },
    { given: "/a/b~1c/0/deeper", want: undefined }, // through a number
    { given: "/a/b~1c/1/d~0e/x", want: undefined }, // through null
  ];
  for (const c of cases) it(JSON.stringify(c.given), () => expect(valueAt(doc, c.given)).toEqual(c.want));

  it("valueAtTokens takes unescaped tokens", () => {
    expect(valueAtTokens(doc, ["a", "b/c", "0"])).toBe(10);
    expect(valueAtTokens(doc, pointerTokens("/a/b~1c/0"))).toBe(10);
  });
});
