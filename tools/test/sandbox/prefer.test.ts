import { describe, expect, it } from "vitest";
import { parsePrefer } from "../../src/sandbox/prefer.ts";

describe("parsePrefer", () => {
  const table: Array<{ given: string | undefined; want: object }> = [
    { given: undefined, want: {} },
    { given: "code=401", want: { code: 401 } },
    { given: 'code=200, example="Card"', want: { code: 200, example: "Card" } },
    {
      given: 'example="Create an order with customer details, addresses and products"',
      want: { example: "Create an order with customer details, addresses and products" },
    },
    { given: "example=UPI", want: { example: "UPI" } },
    { given: "code=abc", want: {} },
    { given: "code=999", want: {} },
    { given: "dynamic=true, code=409", want: { code: 409 } },
    { given: "garbage without equals", want: {} },
  ];
  it.each(table)("$given", ({ given, want }) => expect(parsePrefer(given)).toEqual(want));

  it("is linear on a long hostile header", () => {
    expect(parsePrefer(`code=${"1".repeat(300_000)}`)).toEqual({});
    expect(parsePrefer("a=".repeat(100_000))).toEqual({});
  });
});
