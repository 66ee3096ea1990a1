/**
 * What the judge reads from the contract's schemas besides validation: which properties hold a
 * masked value (a property whose description says "masked", e.g. masked_card_number, CardNumber):
 * a card number there in an answer must never be a full one (card-number-leak). Built once from the
 * contract's annotations (contract/annotations.ts collects them); replay reads the volatile ones
 * (conform/replay/volatile.ts).
 */
import { contractAnnotations } from "../contract/documents.ts";
import type { SchemaAnnotations } from "../contract/annotations.ts";
import { leakScanner, type LeakScanner } from "./leak.ts";

let contractLeaks: LeakScanner | undefined;

/** The card-number-leak scanner: the contract's masked property names (plus the documented default list), or those given. */
export function loadLeaks(annotations?: SchemaAnnotations): LeakScanner {
  if (annotations) return leakScanner(annotations.masked);
  contractLeaks ??= leakScanner(contractAnnotations().masked);
  return contractLeaks;
}
