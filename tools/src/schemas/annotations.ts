import { createHash } from "node:crypto";

/**
 * The contract's own annotation keywords. They carry information (gaps, decisions, transport,
 * code meanings) and never constrain data; ajv in strict mode must be told they exist.
 */
export const CONTRACT_KEYWORDS = ["x-contract-gap", "x-contract-decision", "x-transport", "x-codes", "x-fields-used", "x-volatile", "x-generated"] as const;

/**
 * The stable id of an entry: G- (gap) or D- (decision) and the first 8 hex digits of the SHA-256 of
 * `<service>/<file>#<pointer>`. It changes only when the place moves; conformance findings that rest
 * on the entry name it (`basis`).
 */
export function gapId(e: { kind: "gap" | "decision"; service: string; file: string; pointer: string }): string {
  const hash = createHash("sha256").update(`${e.service}/${e.file}#${e.pointer}`).digest("hex").slice(0, 8);
  return `${e.kind === "gap" ? "G" : "D"}-${hash}`;
}
