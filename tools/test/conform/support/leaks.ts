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
 * text, i.e. every window of 12 to 19 digits that starts where a number starts (a run's first
 * digit, or the digit after a single space or dash grouping the run: "4111 1111 1111 1111 99" holds
 * "4111111111111111"), has a card network's prefix and length, and passes the Luhn check. Naive on
 * purpose (it is the oracle of the masker). Identifiers that are no card number (000000000000001,
 * millisecond time stamps, 9223372036854775807) are not found, Luhn-valid or not, nor the digits of a
 * hex digest standing alone (an x-verify MAC, a SHA-256).
 */
export function luhnWindows(text: string): string[] {
  const found: string[] = [];
  // A hex digest standing alone (MD5 to SHA-512 lengths, a letter in it) is no card number: blanked first.
  const scanned = text.replace(/(?<![0-9A-Za-z])[0-9a-fA-F]+(?![0-9A-Za-z])/g, (t) =>
    [32, 40, 56, 64, 96, 128].includes(t.length) && /[a-fA-F]/.test(t) ? "x".repeat(t.length) : t,
  );
  for (const m of scanned.matchAll(/[0-9](?:[ -]?[0-9])*/g)) {
    const run = m[0];
    const digits = run.replace(/[ -]/g, "");
    // Where numbers start: the run's first digit and each digit after a separator (indexes into `digits`).
    const starts = [0];
    let k = 0;
    for (let i = 0; i < run.length; i++) {
      if (run[i] === " " || run[i] === "-") starts.push(k);
      else k++;
    }
    for (const s of starts) {
      for (let len = 12; len <= 19 && s + len <= digits.length; len++) {
        const w = digits.slice(s, s + len);
        if (isCard(w)) found.push(w);
      }
    }
  }
  return found;
}
