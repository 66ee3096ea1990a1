/** Full card numbers in a text: whole 12 to 19 digit runs that pass the Luhn check (issuer digits 3-6). */
import { luhn } from "../../../src/mask.ts";

export function fullCardNumbers(text: string): string[] {
  return [...text.matchAll(/(?<![0-9])[0-9]{12,19}(?![0-9])/g)].map((m) => m[0]).filter((d) => luhn(d) && /^[3-6]/.test(d));
}

/**
 * Card networks as issuer-prefix patterns and lengths, transcribed here independently of mask.ts
 * (the oracle must not share the masker's table): Visa, Mastercard, American Express, Diners Club,
 * Discover, JCB, UnionPay, Maestro, RuPay, Mir, Verve, Troy, UATP.
 */
const NETWORKS: Array<[RegExp, number[]]> = [
  [/^4/, [13, 16, 19]],
  [/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, [16]],
  [/^3[47]/, [15]],
  [/^(30[0-5]|36)/, [14, 15, 16, 17, 18, 19]],
  [/^3[89]/, [16, 17, 18, 19]],
  [/^(6011|64[4-9]|65)/, [16, 17, 18, 19]],
  [/^(352[89]|35[3-8]\d)/, [16, 17, 18, 19]],
  [/^(62|81)/, [16, 17, 18, 19]],
  [/^(50|5[6-9]|6\d)/, [12, 13, 14, 15, 16, 17, 18, 19]],
  [/^(60|82|508|353|356)/, [16]],
  [/^220[0-4]/, [16, 17, 18, 19]],
  [/^(5060(99|9\d)|5061[0-8]\d|50619[0-8]|6500(0[2-9]|1\d|2[0-7]))/, [16, 18, 19]],
  [/^9792/, [16]],
  [/^1/, [15]],
];

/** Whether a digit string is a card number: a network's prefix and length, and the Luhn check. */
export const isCard = (w: string): boolean => luhn(w) && NETWORKS.some(([re, lengths]) => lengths.includes(w.length) && re.test(w));

/**
 * The strict scan of the hardening tests, written independently of mask.ts: every card number in a
 * text as cards are written (issue 40), i.e. digits that have a card network's prefix and length
 * and pass the Luhn check, and are either
 * - unbroken: a window of 12 to 19 digits inside one unbroken stretch of digits, starting at the
 *   stretch's first digit ("4111111111111111 123", "99 4111111111111111"), or
 * - grouped: consecutive stretches joined by one and the same single space, dash or dot, of the lengths
 *   4-4-4-4, 4-6-5, 4-4-4-4-3 or 4-6-4 ("4111 1111 1111 1111 99" holds "4111111111111111").
 * Naive on purpose (it is the oracle of the masker). Digits grouped otherwise (the order id
 * ORD-60737-100000-970336), identifiers that are no card number (000000000000001, millisecond time
 * stamps, 9223372036854775807) and the digits of a hex digest standing alone (an x-verify MAC, a
 * SHA-256: digits and letters mixed) are not found, Luhn-valid or not.
 */
export function luhnWindows(text: string): string[] {
  const found: string[] = [];
  // A hex digest standing alone (MD5 to SHA-512 lengths, a letter in it, and digits outside its
  // longest run of digits) is no card number: blanked first.
  const digest = (t: string): boolean => {
    const longest = (t.match(/[0-9]+/g) ?? []).sort((a, b) => b.length - a.length)[0] ?? "";
    return [32, 40, 56, 64, 96, 128].includes(t.length) && /[a-fA-F]/.test(t) && t.replace(longest, "").match(/[0-9]/) !== null;
  };
  const scanned = text.replace(/(?<![0-9A-Za-z])[0-9a-fA-F]+(?![0-9A-Za-z])/g, (t) => (digest(t) ? "x".repeat(t.length) : t));
  const groupings = ["4,4,4,4", "4,6,5", "4,4,4,4,3", "4,6,4"];
  for (const m of scanned.matchAll(/[0-9](?:[ .-]?[0-9])*/g)) {
    const run = m[0];
    const stretches = run.split(/[ .-]/);
    const separators = run.replace(/[0-9]/g, "");
    for (let i = 0; i < stretches.length; i++) {
      const one = stretches[i]!;
      for (let len = 12; len <= 19 && len <= one.length; len++) if (isCard(one.slice(0, len))) found.push(one.slice(0, len));
      for (const g of groupings) {
        const lengths = g.split(",").map(Number);
        const part = stretches.slice(i, i + lengths.length);
        const seps = separators.slice(i, i + lengths.length - 1);
        if (part.length === lengths.length && part.every((p, k) => p.length === lengths[k]) && new Set(seps).size <= 1 && isCard(part.join(""))) {
          found.push(part.join(""));
        }
      }
    }
  }
  return found;
}
