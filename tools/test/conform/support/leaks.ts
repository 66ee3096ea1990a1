/** Full card numbers in a text: 12 to 19 digit runs that pass the Luhn check (issuer digits 3-6). */
import { luhn } from "../../../src/redact/mask.ts";

export function fullCardNumbers(text: string): string[] {
  return [...text.matchAll(/(?<![0-9])[0-9]{12,19}(?![0-9])/g)].map((m) => m[0]).filter((d) => luhn(d) && /^[3-6]/.test(d));
}
