/**
 * card-number-leak: a response that carries a full card number (12 to 19 digits passing the Luhn
 * check) in a property where the contract expects a masked one. Which properties: those whose
 * schema description says "masked" (collected from the contracts, see annotations.ts) plus a
 * documented default list of card-number names. Requests are not scanned (they legitimately carry
 * full card numbers to the service). The value is reported masked.
 */
import { isCardNumber, maskPan, normalizeKey } from "../mask.ts";
import type { Violation } from "./model.ts";
import { escapeToken } from "../json-pointer.ts";

/** Card-number property names (normalized: lower case, no separators) always scanned. */
export const DEFAULT_CARD_KEYS = ["cardnumber", "maskedcardnumber", "pan", "maskedpan", "cardno", "maskedcardno"] as const;

export interface LeakScanner {
  keys: Set<string>;
  /**
   * Cheap pre-check on a message's raw text: false when no card-number property name can be in it
   * (every name of the set contains "card" or "pan", case aside), so the walk can be skipped.
   */
  mayContain(text: string): boolean;
}

const NAME_HINT = /card|pan/i;

export function leakScanner(maskedNames: Iterable<string> = []): LeakScanner {
  const keys = new Set<string>(DEFAULT_CARD_KEYS);
  for (const n of maskedNames) keys.add(normalizeKey(n));
  // The pre-check is exact only when every name carries the hint; otherwise always walk.
  const hinted = [...keys].every((k) => NAME_HINT.test(k));
  return { keys, mayContain: hinted ? (text) => NAME_HINT.test(text) : () => true };
}

/** Normalized property names, cached (the same few names recur in every message). */
const normalized = new Map<string, string>();
function norm(key: string): string {
  let n = normalized.get(key);
  if (n === undefined) {
    n = normalizeKey(key);
    if (normalized.size < 10_000) normalized.set(key, n);
  }
  return n;
}

function fullPan(value: unknown): string | undefined {
  const s = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : typeof value === "string" ? value.replace(/[\s-]/g, "") : "";
  return isCardNumber(s) ? s : undefined;
}

/**
 * Scan a response for full card numbers in card-number properties. Only values long enough to be a
 * card number are looked at, and the pointer is built only for a finding: the scan of a clean
 * message allocates nothing.
 */
export function findLeaks(node: unknown, pointer: string, scanner: LeakScanner, out: Violation[]): void {
  const path: string[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) {
      for (let i = 0; i < n.length; i++) {
        const v = n[i];
        if (v !== null && typeof v === "object") {
          path.push(String(i));
          walk(v);
          path.pop();
        }
      }
      return;
    }
    const o = n as Record<string, unknown>;
    for (const key in o) {
      const v = o[key];
      if (v !== null && typeof v === "object") {
        path.push(key);
        walk(v);
        path.pop();
      } else if (((typeof v === "string" && v.length >= 12) || (typeof v === "number" && v >= 1e11)) && scanner.keys.has(norm(key))) {
        const pan = fullPan(v);
        if (pan) {
          out.push({
            rule: "card-number-leak",
            where: "response",
            pointer: pointer + [...path, key].map((t) => `/${escapeToken(t)}`).join(""),
            expected: "a masked card number (first six and last four at most)",
            actual: JSON.stringify(maskPan(pan)),
            message: "the response carries a full card number",
          });
        }
      }
    }
  };
  if (node !== null && typeof node === "object") walk(node);
}
