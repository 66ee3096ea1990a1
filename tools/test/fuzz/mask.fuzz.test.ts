// Fuzz: the masker on every output path, and the Base64 check that replaced two backtracking
// regular expressions.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskPansInText } from "../../src/mask.ts";
import { isBase64 } from "../../src/http/base64.ts";
import { luhnWindows } from "../conform/support/leaks.ts";
import { hostileText, params } from "./support.ts";

describe("maskPansInText (fuzz)", () => {
  it("no Luhn-valid 12-19 digit run survives, and masking again changes nothing", () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const masked = maskPansInText(text);
        expect(luhnWindows(masked)).toEqual([]);
        expect(maskPansInText(masked)).toBe(masked);
      }),
      params(3000),
    );
  });

  it("only digits change (to *), except a run that is exactly one card number, written compactly", () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const masked = maskPansInText(text);
        const strip = (s: string): string => s.replace(/[0-9* -]/g, "");
        expect(strip(masked)).toBe(strip(text));
      }),
      params(2000),
    );
  });
});

describe("isBase64 (fuzz): the same verdicts as the regular expressions it replaced", () => {
  const STRICT = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
  const LOOSE = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;
  const b64ish = fc.array(fc.constantFrom("A", "z", "0", "+", "/", "=", " ", "\n", "!", "-", "_", "é"), { maxLength: 40 }).map((a) => a.join(""));
  it("strict (create order's payload)", () => {
    fc.assert(
      fc.property(b64ish, (s) => {
        expect(isBase64(s, { strict: true })).toBe(STRICT.test(s));
      }),
      params(3000),
    );
  });
  it("with whitespace (HAR base64 content)", () => {
    fc.assert(
      fc.property(b64ish, (s) => {
        expect(isBase64(s, { whitespace: true })).toBe(LOOSE.test(s));
      }),
      params(3000),
    );
  });
});
