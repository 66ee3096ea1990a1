import { describe, expect, it } from "vitest";
import { scaleAmounts, scaleFields } from "../../src/sandbox/scale.ts";
import { outcomeOf } from "../../src/sandbox/scenarios.ts";

describe("scaling the contract's examples", () => {
  it("scales every Amount object and sets the currency", () => {
    const given = { a: { currency: "INR", value: 1000 }, list: [{ x: { currency: "INR", value: 333 } }], rate: 15, other: { value: 10 } };
    expect(scaleAmounts(given, 0.5, "USD")).toEqual({
      a: { currency: "USD", value: 500 },
      list: [{ x: { currency: "USD", value: 167 } }],
      rate: 15,
      other: { value: 10 },
    });
  });

  it("scales only the named number fields", () => {
    expect(scaleFields({ loan_amount: 1000, bank_interest_rate: 15, nested: [{ auth_amount: 3 }] }, 2, new Set(["loan_amount", "auth_amount"]))).toEqual({
      loan_amount: 2000,
      bank_interest_rate: 15,
      nested: [{ auth_amount: 6 }],
    });
  });
});

describe("magic amounts", () => {
  const table = [
    { given: 100051, want: "decline" },
    { given: 51, want: "decline" },
    { given: 100052, want: "pending" },
    { given: 100000, want: "success" },
    { given: 100053, want: "success" },
  ];
  it.each(table)("$given paise → $want", ({ given, want }) => expect(outcomeOf(given)).toBe(want));
});
