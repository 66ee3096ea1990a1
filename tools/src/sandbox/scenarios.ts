/**
 * Scenario control by magic values, so that a partner's unmodified app reaches every outcome the
 * certification plans (conformance/plans/affordability.yaml, optimizer.yaml) need. Each value is
 * one the app already sends as data or configuration (an amount, a client id or secret, an
 * external id); the sandbox README's Sandbox section (tools/src/sandbox/README.md) and the plans' `triggers` name the same values.
 * Where the documents define the behaviour (409 on a repeated external_id, 401 on a token the
 * service did not issue or that has expired, 400 on a missing onboarding header), the real
 * behaviour is the trigger and no magic value is needed.
 *
 * | Paise | Optimizer (create order amount)                                          | Affordability (discovery order_amount) |
 * |-------|--------------------------------------------------------------------------|----------------------------------------|
 * | 51    | payment declined: process payment answers 200 with response_message     | no eligible offers: `{"issuers": []}`  |
 * |       | `PAYMENT DECLINED`; order status FAILED; refund refused (409)            |                                        |
 * | 52    | payment pending: order status PENDING, refund refused (409)              | (as any other amount)                  |
 * | other | payment succeeds: order status SUCCESS                                   | offers scaled to the amount            |
 *
 * Documented error statuses are also reached with `Prefer: code=N` (see service.ts), a header
 * only a test or a hand-made request sends.
 */
export type Outcome = "success" | "decline" | "pending";

export const MAGIC_PAISE: Readonly<Record<number, Outcome>> = { 51: "decline", 52: "pending" };

export function outcomeOf(amount: number): Outcome {
  return MAGIC_PAISE[((amount % 100) + 100) % 100] ?? "success";
}

/** The optimizer's response_message for a declined payment (response_code stays 1, as the document's failure listing shows). */
export const DECLINED_MESSAGE = "PAYMENT DECLINED";

/** generateToken with a client_id ending in this gets a token that lives SHORT_LIVED_TTL_SECONDS (token renewal within a short session). */
export const SHORT_LIVED_SUFFIX = "-short-lived";
export const SHORT_LIVED_TTL_SECONDS = 60;

/** generateToken with this client_secret is refused: 401 invalid_client (even when any credentials are accepted). */
export const INVALID_CLIENT_SECRET = "certify-invalid-secret";

/**
 * onboardClient external ids that answer a documented error the app cannot otherwise provoke
 * unmodified: 400 HEADER_MISSING (the typed clients always send the headers) and 422 (the store
 * type and parent external id field are not in the contract, so the real condition cannot be sent).
 */
export const MAGIC_EXTERNAL_IDS: Readonly<Record<string, 400 | 422>> = {
  "certify-header-missing": 400,
  "certify-store-without-parent": 422,
};
