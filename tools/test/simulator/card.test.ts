/** Card data of a request reduced to what a reply may carry. */
import { describe, expect, it } from "vitest";
import { cardFacts } from "../../src/simulator/card.ts";

describe("cardFacts", () => {
  const CASES: Array<{ given: string | undefined; want: ReturnType<typeof cardFacts> }> = [
    { given: undefined, want: { masked: "411111******1111", network: "VISA", holder: "TEST CARDHOLDER", entryMode: 2 } },
    { given: "   ", want: { masked: "411111******1111", network: "VISA", holder: "TEST CARDHOLDER", entryMode: 2 } },
    { given: "5105105105105100", want: { masked: "510510******5100", network: "MASTERCARD", holder: "TEST CARDHOLDER", entryMode: 0 } },
    { given: "6521-1234-5678-9012", want: { masked: "652112******9012", network: "RUPAY", holder: "TEST CARDHOLDER", entryMode: 0 } },
    { given: "%B4000123412341234^DOE/JOHN^2512101000", want: { masked: "400012******1234", network: "VISA", holder: "DOE JOHN", entryMode: 1 } },
    { given: "378282246310005", want: { masked: "378282*****0005", network: "AMEX", holder: "TEST CARDHOLDER", entryMode: 0 } },
  ];
  it.each(CASES.map((c) => [String(c.given), c] as const))("%s", (_, c) => {
    expect(cardFacts(c.given)).toEqual(c.want);
  });
});
