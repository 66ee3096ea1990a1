/**
 * Shared pieces of the fuzz suite (fast-check, pinned): one seed for every property (a failure
 * prints its seed and path to replay it), bounded runs and time, generators of hostile text with
 * card numbers planted in it, and an in-memory report output.
 */
import fc from "fast-check";
import { Writable } from "node:stream";
import { Out } from "../../src/output.ts";

/** Fixed: the suite is the same on every run and in CI; change it to explore. */
export const SEED = 20261123;

/** Runs and a time budget per property (the whole suite stays well under 60 s on a shared machine). */
export function params<T>(numRuns: number, ms = 4000): fc.Parameters<T> {
  return { seed: SEED, numRuns, interruptAfterTimeLimit: ms, markInterruptAsFailure: false };
}

/** Luhn-valid test card numbers of 13 to 19 digits. */
export const PANS = [
  "4111111111111111",
  "5555555555554444",
  "6011111111111117",
  "378282631000005",
  "4012888888881881",
  "3530111333300000",
  "6011000990139424",
  "4222222222222",
  "6304000000000000000",
  "5105105105105100",
];

/** A card number as it may be written: plain, grouped by spaces or dashes, followed by more digits. */
export const plantedPan = fc
  .tuple(fc.constantFrom(...PANS), fc.constantFrom("", " ", "-"), fc.constantFrom("", " 123", "-12", "99", " 7", "0"))
  .map(([pan, sep, tail]) => (sep ? pan.replace(/(\d{4})(?=\d)/g, `$1${sep}`) : pan) + tail);

/** Text fragments that stress scanners: digits, separators, quotes, escapes, URL and JSON punctuation. */
const fragment = fc.oneof(
  plantedPan,
  fc.constantFrom(
    " ",
    "-",
    "  ",
    "=",
    "&",
    "?",
    "/?",
    "#",
    ":",
    '"',
    "\\",
    '\\"',
    "{",
    "}",
    "[",
    "]",
    ",",
    "\n",
    "\u0000",
    "é",
    "😀",
    "cvv=",
    "cvc2: ",
    "security_code=",
    "Basic ",
    "%",
    "%zz",
    "+",
    "==",
  ),
  fc.string({ maxLength: 8 }),
  fc.stringMatching(/^[0-9 -]{1,24}$/),
);

/** Hostile text with card numbers planted in it. */
export const hostileText = fc.array(fragment, { maxLength: 24 }).map((parts) => parts.join(""));

/** JSON values whose strings, numbers and keys may hold card numbers. */
export const plantedJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.constantFrom(...PANS.map(Number).filter(Number.isSafeInteger)),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(hostileText, fc.constantFrom("cvv", "cvc2", "card_number", "pan", "X-Api-Key", "__proto__", "name", "value", "text")),
      tie("value"),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** A report output kept in memory. */
export function memoryOut(): { out: Out; text: () => string } {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, cb) {
      text += chunk.toString();
      cb();
    },
  });
  return { out: new Out(stream, true, "memory"), text: () => text };
}
