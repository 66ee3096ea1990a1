/** Full card numbers in a text: 12 to 19 digit runs that pass the Luhn check (issuer digits 3-6). */
import { luhn } from "../../../src/mask.ts";

export function fullCardNumbers(text: string): string[] {
  return [...text.matchAll(/(?<![0-9])[0-9]{12,19}(?![0-9])/g)].map((m) => m[0]).filter((d) => luhn(d) && /^[3-6]/.test(d));
}

/**
 * The strict scan of the hardening tests, written independently of mask.ts: every window of 12 to
 * 19 consecutive digits that passes the Luhn check, inside any run of digits where single spaces
 * or dashes may group them ("4111 1111 1111 1111 99" holds "4111111111111111"). Naive on purpose
 * (it is the oracle of the masker).
 */
export function luhnWindows(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/[0-9](?:[ -]?[0-9])*/g)) {
    const digits = m[0].replace(/[ -]/g, "");
    for (let s = 0; s + 12 <= digits.length; s++) {
      for (let len = 12; len <= 19 && s + len <= digits.length; len++) {
        const w = digits.slice(s, s + len);
        if (luhn(w)) found.push(w);
      }
    }
  }
  return found;
}
