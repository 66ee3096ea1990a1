import { describe, expect, it } from "vitest";
import { ContractViolationError, scrub, toViolation } from "../../src/client/errors.ts";
import type { ValidationError } from "../../src/validate/errors.ts";

describe("scrub", () => {
  const cases = [
    { given: { text: "secret=abcd1234 and again abcd1234", secrets: ["abcd1234"] }, want: "secret=[REDACTED] and again [REDACTED]" },
    { given: { text: "card 4111 1111 1111 1111 here", secrets: [] }, want: "card 411111******1111 here" },
    { given: { text: "order 1234567890123 (not Luhn-valid)", secrets: [] }, want: "order 1234567890123 (not Luhn-valid)" },
    // Values shorter than four characters are not treated as secrets (they would mask unrelated text).
    { given: { text: "pin 12 at /body/a", secrets: ["12", ""] }, want: "pin 12 at /body/a" },
  ];
  for (const c of cases) {
    it(JSON.stringify(c.given.text), () => expect(scrub(c.given.text, c.given.secrets)).toBe(c.want));
  }
});

describe("toViolation", () => {
  const cases: Array<{ given: ValidationError; want: unknown }> = [
    {
      given: { pointer: "/body/x", rule: "type", message: "must be integer" },
      want: { pointer: "/body/x", rule: "type", message: "must be integer" },
    },
    {
      // A JSON parse error quotes the text it failed on: replaced by a fixed message.
      given: { pointer: "/body/request", rule: "json", message: `decoded base64 is not JSON: Unexpected token, "cvv": 123 is not valid JSON` },
      want: { pointer: "/body/request", rule: "json", message: "the content is not valid JSON" },
    },
    {
      given: { pointer: "/body/4111111111111111", rule: "unevaluatedProperties", message: `property "4111111111111111" is not in the contract` },
      want: { pointer: "/body/411111******1111", rule: "unevaluatedProperties", message: `property "411111******1111" is not in the contract` },
    },
    {
      given: { pointer: "/body/hunter2hunter2", rule: "not", message: "must NOT be valid" },
      want: { pointer: "/body/[REDACTED]", rule: "not", message: "must NOT be valid" },
    },
  ];
  for (const c of cases) {
    it(`${c.given.rule} at ${c.given.pointer}`, () => expect(toViolation(c.given, ["hunter2hunter2"])).toEqual(c.want));
  }
});

describe("ContractViolationError", () => {
  it("names service, operation, direction, pointer and rule, and the way out", () => {
    const e = new ContractViolationError("optimizer", "saveCard", "request", [
      { pointer: "/body/card_data", rule: "required", message: "required property is missing" },
    ]);
    expect(e.name).toBe("ContractViolationError");
    expect(e.message).toBe(
      [
        "optimizer saveCard: the request violates the contract:",
        "  /body/card_data: required: required property is missing",
        "Fix the call to match generated/optimizer/openapi.json (operation saveCard).",
      ].join("\n"),
    );
  });

  it("gives the status of a response", () => {
    const e = new ContractViolationError(
      "optimizer",
      "getOrder",
      "response",
      [{ pointer: "/status", rule: "undocumented-status", message: "status 500 is not documented" }],
      500,
    );
    expect(e.status).toBe(500);
    expect(e.message).toMatch(/^optimizer getOrder: the response \(status 500\) violates the contract/);
  });
});
