/**
 * The contract's own annotation keywords. They carry information (gaps, decisions, transport,
 * code meanings) and never constrain data; ajv in strict mode must be told they exist.
 */
export const CONTRACT_KEYWORDS = [
  "x-contract-gap",
  "x-contract-decision",
  "x-transport",
  "x-codes",
  "x-fields-used",
  "x-volatile",
  "x-generated",
] as const;
