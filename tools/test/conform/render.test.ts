// Rendering expected/actual values and finding leaked card numbers: short, masked, redacted.
import { describe, expect, it } from "vitest";
import { findLeaks, leakScanner } from "../../src/judge/leak.ts";
import type { Violation } from "../../src/judge/model.ts";
import { MISSING } from "../../src/json-pointer.ts";
import { render, safeText } from "../../src/render.ts";
import { describeJsonError } from "../../src/recording/json-error.ts";

describe("render", () => {
  const table: Array<{ given: [unknown, string?]; want: string }> = [
    { given: [MISSING], want: "(absent)" },
    { given: [9900], want: "9900" },
    { given: ["9900"], want: '"9900"' },
    { given: [null], want: "null" },
    { given: [true], want: "true" },
    { given: ["4111111111111111", "card_number"], want: '"411111******1111"' },
    { given: ["pan 4111 1111 1111 1111 here"], want: '"pan 411111******1111 here"' },
    { given: [4111111111111111], want: '"411111******1111"' },
    { given: ["123", "cvv"], want: '"[REDACTED]"' },
    { given: ["s3cr3t", "client_secret"], want: '"[REDACTED]"' },
    { given: ["abc", "access_token"], want: '"[REDACTED]"' },
    { given: ["TOKEN-1", "token"], want: '"[REDACTED]"' },
    { given: ["Basic dXNlcjpwYXNz", "authorization"], want: '"Basic [REDACTED]"' },
    { given: ["Bearer abc.def", "Authorization"], want: '"Bearer [REDACTED]"' },
    { given: ["MERCHANT-CODE", "merchant_access_code"], want: '"[REDACTED]"' },
    { given: ["https://h.invalid/redirect?token=ABC&mode=1", "redirect_url"], want: '"https://h.invalid/redirect?token=[REDACTED]&mode=1"' },
    { given: [[1, 2, 3]], want: "array of 3" },
    { given: [{ a: 1, b: 2 }], want: "object {a, b}" },
    { given: ["x".repeat(100)], want: `"${"x".repeat(58)}…` },
  ];
  it.each(table)("$given → $want", ({ given: [value, key], want }) => {
    expect(render(value, key)).toBe(want);
  });

  it("masks card numbers in free text", () => {
    expect(safeText("card 4012001037141112 declined")).toBe("card 401200******1112 declined");
  });

  it("never quotes the input in JSON errors", () => {
    let err: unknown;
    try {
      JSON.parse('{"card_number": "4111111111111111", x}');
    } catch (e) {
      err = e;
    }
    const d = describeJsonError(err);
    expect(d.reason).not.toContain("4111");
    expect(d.position).toBeGreaterThan(0);
  });
});

describe("card-number-leak", () => {
  const scanner = leakScanner(["masked_card_number"]);
  const table: Array<{ given: unknown; want: string[] }> = [
    { given: { masked_card_number: "411111******1111" }, want: [] },
    { given: { masked_card_number: "4111111111111111" }, want: ["/b/masked_card_number"] },
    { given: { card_details: [{ masked_card_number: "4111 1111 1111 1111" }] }, want: ["/b/card_details/0/masked_card_number"] },
    { given: { Detail: { Payments: [{ CardNumber: 4012001037141112 }] } }, want: ["/b/Detail/Payments/0/CardNumber"] },
    { given: { CardNumber: "9876543210" }, want: [] },
    { given: { CardNumber: "4111111111111112" }, want: [] }, // not Luhn-valid
    { given: { order_id: "4111111111111111" }, want: [] }, // not a card-number field
  ];
  it.each(table)("$given", ({ given, want }) => {
    const out: Violation[] = [];
    findLeaks(given, "/b", scanner, out);
    expect(out.map((v) => v.pointer)).toEqual(want);
    for (const v of out) expect(v.actual).not.toMatch(/\d{12}/);
  });
});
