// Issue 14: the validation API explains a failure once, in the toolkit's words. An enumeration
// written as a oneOf of consts is one error with the documented values (never one "must be one of"
// per branch); a value of the wrong type whose text is documented says it is the wrong type; a
// mistyped discriminator is reported once and the rest of the message is judged as its value.
import { describe, expect, it } from "vitest";
import { validateRequest } from "../../src/validate/optimizer.ts";
import { validateMessage } from "../../src/validate/messages.ts";
import { kindOf } from "../../src/validate/wording.ts";
import { ranges } from "../../src/judge/group.ts";

const upi = { vpa: "customer@upi", upi_option: "UPI" };
const req = (body: unknown) => ({ query: { token: "TOKEN" }, headers: { "content-type": "application/json" }, body });

describe("enumerations in the library API", () => {
  const table: Array<{ name: string; body: unknown; want: Array<{ pointer: string; rule: string; message: RegExp; expected: string }> }> = [
    {
      name: "an undocumented navigation_mode: one error listing 2 and 7",
      body: { payment_mode: 10, navigation_mode: 5, upi_data: upi },
      want: [{ pointer: "/body/navigation_mode", rule: "enum", message: /^is not a documented value; the contract allows 2, 7$/, expected: "one of 2, 7" }],
    },
    {
      name: 'navigation_mode as the string "2": a type mismatch, not "must be one of 2"',
      body: { payment_mode: 10, navigation_mode: "2", upi_data: upi },
      want: [{ pointer: "/body/navigation_mode", rule: "type", message: /^is a string, the contract has the number 2$/, expected: "number" }],
    },
    {
      name: 'payment_mode as the string "10": reported once, the UPI rules still apply',
      body: { payment_mode: "10", navigation_mode: 7 },
      want: [
        { pointer: "/body/payment_mode", rule: "type", message: /judged as payment_mode 10$/, expected: "number" },
        { pointer: "/body/upi_data", rule: "required", message: /^required property is missing$/, expected: "present" },
      ],
    },
  ];
  it.each(table)("$name", ({ body, want }) => {
    const r = validateRequest("processPayment", req(body));
    expect(r.errors.map((e) => ({ pointer: e.pointer, rule: e.rule, message: e.message, expected: e.expected }))).toEqual(
      want.map((w) => ({ ...w, message: expect.stringMatching(w.message) })),
    );
  });
});

describe("a mistyped TransactionType in validateMessage", () => {
  const header = { ApplicationId: "abcdefgh", UserId: "user1234", VersionNo: "1.0", MethodId: "1001" };
  it("judges the sale as 4001: AdditionalInfo is allowed, the type is reported once", () => {
    const r = validateMessage(
      "terminal",
      { Header: header, Detail: { TransactionType: "4001", BillingRefNo: "TX1", PaymentAmount: 100, IsSwipe: true, AdditionalInfo: { Split1: "1" } } },
      "request",
    );
    expect(r.errors.map((e) => [e.pointer, e.rule])).toEqual([["/Detail/TransactionType", "type"]]);
  });
});

describe("helpers", () => {
  it.each([
    { given: [0, 1, 2, 3, 4, 5], want: "0-5" },
    { given: [0, 2, 3], want: "0, 2-3" },
    { given: [7], want: "7" },
  ])("ranges($given) = $want", ({ given, want }) => expect(ranges(given)).toBe(want));
  it.each([
    { given: "x", want: "string" },
    { given: 1, want: "integer" },
    { given: 1.5, want: "number" },
    { given: null, want: "null" },
    { given: [], want: "array" },
  ])("kindOf($given) = $want", ({ given, want }) => expect(kindOf(given)).toBe(want));
});
