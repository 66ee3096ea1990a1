// Issue 26 (one contract, one verdict): masking finds card numbers, not zeros. A Luhn-valid run of
// digits is masked only when it is a card number as a PCI scanner recognises one (a card network's
// issuer prefix and length, and the Luhn check), so identifiers survive every output unchanged: the
// simulator's MerchantId 000000000000001, 13-digit millisecond time stamps, the int64 maximum the
// contract's decision quotes. Every test card number of the networks is still masked (first six, last four).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isCardNumber, luhn, maskPansInText } from "../../src/mask.ts";

/** Millisecond time stamps of 2024-2026 that pass the Luhn check (one in ten does). */
const stamps = Array.from({ length: 2000 }, (_, i) => String(1_704_067_200_000 + i * 37_777_777)).filter(luhn);

describe("identifiers pass unchanged", () => {
  it.each([
    ["the simulator's MerchantId", "000000000000001"],
    ["another all-zero id", "0000000000000000"],
    ["a low-entropy id", "100000000000000000"],
    ["the int64 maximum", "9223372036854775807"],
    ["an order id of 12 digits", "700000000007"],
  ])("%s (%s)", (_, id) => {
    expect(luhn(id.replace(/^-/, "")) || true).toBe(true);
    expect(isCardNumber(id)).toBe(false);
    expect(maskPansInText(`id ${id} and "${id}"`)).toBe(`id ${id} and "${id}"`);
  });

  it("Luhn-valid millisecond time stamps", () => {
    expect(stamps.length).toBeGreaterThan(100);
    for (const t of stamps) expect(maskPansInText(`{"time_stamp":${t}}`), t).toBe(`{"time_stamp":${t}}`);
  });
});

describe("card numbers are still masked, in any field, key, URL or text", () => {
  const cards = [
    ["Visa", "4111111111111111"],
    ["Visa 13", "4222222222222"],
    ["Mastercard", "5555555555554444"],
    ["Mastercard 2-series", "2223003122003222"],
    ["American Express", "378282246310005"],
    ["Discover", "6011111111111117"],
    ["Diners Club", "30569309025904"],
    ["JCB", "3530111333300000"],
    ["UnionPay", "6200000000000005"],
    ["Maestro", "6759649826438453"],
    ["RuPay", "6070812345678908"],
  ];
  it.each(cards)("%s %s", (_, pan) => {
    expect(luhn(pan), "a valid test number").toBe(true);
    expect(isCardNumber(pan)).toBe(true);
    const masked = `${pan.slice(0, 6)}${"*".repeat(pan.length - 10)}${pan.slice(-4)}`;
    expect(maskPansInText(`card ${pan}`)).toBe(`card ${masked}`);
    expect(maskPansInText(`https://h/p?n=${pan}&x=1`)).toBe(`https://h/p?n=${masked}&x=1`);
    expect(maskPansInText(`{"${pan}":true}`)).toBe(`{"${masked}":true}`);
  });
});

describe("hashes and MACs in hex pass unchanged (a recording's SHA-256, an x-verify signature)", () => {
  it("10,000 SHA-256 digests, upper and lower case, none altered, though some hold a card-shaped run", () => {
    let cardShaped = 0;
    for (let i = 0; i < 10_000; i++) {
      const hex = createHash("sha256").update(`digest ${i}`).digest("hex");
      for (const digest of [hex, hex.toUpperCase()]) {
        expect(maskPansInText(`"sha256": "${digest}"`)).toBe(`"sha256": "${digest}"`);
      }
      for (const run of hex.match(/\d{12,19}/g) ?? []) if (isCardNumber(run)) cardShaped++;
    }
    // Without the digest rule these would have been masked (the rule is what keeps them).
    expect(cardShaped).toBeGreaterThan(0);
  });

  it("a card number beside a few hex letters, or in a short hex-looking token, is still masked", () => {
    expect(maskPansInText("ab4111111111111111")).toBe("ab411111******1111");
    expect(maskPansInText("4111111111111111ff")).toBe("411111******1111ff");
    expect(maskPansInText("deadbeef4111111111111111")).toBe("deadbeef411111******1111");
  });
});
