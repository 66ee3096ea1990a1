/**
 * The secrets of the conformance case recordings (conformance/cases/): test values of the documents'
 * illustrations, and the x-verify secret the cases pass with --secret. No report, error output or
 * redacted copy may show one of them. `IN_RECORDINGS` are those the recordings themselves hold (a
 * test checks that they do, so the scans look for something that is there).
 */
export const IN_RECORDINGS = [
  "placeholder-client-secret",
  "placeholder-access-token",
  "MERCHANT-ACCESS-CODE",
  "TOKEN-PLACEHOLDER",
  "TOKEN-FROM-ELSEWHERE",
  "MTIzNDpNRVJDSEFOVC1BQ0NFU1MtQ09ERQ==", // the Basic credential
] as const;

export const SECRETS = [...IN_RECORDINGS, "00112233445566778899aabbccddeeff" /* the cases' x-verify secret (--secret) */] as const;

/** A CVV with digits as a JSON member: never in a report or a redacted copy. */
export const CVV_VALUE = /"cvv"\s*:\s*"\d/;
