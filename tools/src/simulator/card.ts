/**
 * Card data of a terminal DoTransaction request (CardNumber: track 1 data or a manual card number;
 * Expiry: track 2 data or YYMM), reduced to what a reply may carry: the masked card number (first
 * six, last four) and the cardholder name. Expiry dates are never echoed: replies write XXXX, the
 * form the document gives for acquirers that mandate masking.
 */
import { maskPan } from "../mask.ts";

/** The card the simulated terminal "reads" when the request carries none (a well-known test number). */
export const TEST_CARD = { pan: "4111111111111111", network: "VISA", holder: "TEST CARDHOLDER" } as const;

export interface CardFacts {
  /** First six and last four digits, the rest as `*`. */
  readonly masked: string;
  readonly network: string;
  readonly holder: string;
  /** CardEntryMode of the payment record: 0 manual, 1 swipe (track data), 2 chip (the simulated card read). */
  readonly entryMode: 0 | 1 | 2;
}

/** Track 1: %B<PAN>^<NAME>^<YYMM>...; a manual number: digits, maybe grouped by spaces or dashes. */
const TRACK1 = /^%?B(\d{12,19})\^([^^]*)\^/;

export function cardFacts(cardNumber: string | undefined): CardFacts {
  const text = (cardNumber ?? "").trim();
  if (text === "") return { masked: maskPan(TEST_CARD.pan), network: TEST_CARD.network, holder: TEST_CARD.holder, entryMode: 2 };
  const t1 = TRACK1.exec(text);
  const pan = t1 ? t1[1]! : (/\d[\d -]{10,}\d/.exec(text)?.[0] ?? "").replace(/[ -]/g, "");
  const holder = t1 ? t1[2]!.replace(/\//g, " ").trim().slice(0, 25) : TEST_CARD.holder;
  return { masked: pan ? maskPan(pan).slice(0, 19) : "", network: network(pan), holder, entryMode: t1 ? 1 : 0 };
}

/** Card network from the leading digits (a coarse table, enough for a simulator). */
export function network(pan: string): string {
  if (/^4/.test(pan)) return "VISA";
  if (/^(5[1-5]|2[2-7])/.test(pan)) return "MASTERCARD";
  if (/^(60|65|81|82|508)/.test(pan)) return "RUPAY";
  if (/^3[47]/.test(pan)) return "AMEX";
  return "CARD";
}
