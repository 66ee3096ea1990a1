/**
 * Scenario control by magic values, so that a partner can reach every outcome without changing
 * code: the paise of an amount (amount modulo 100) pick the outcome.
 *
 * | Paise | Optimizer (create order amount)                              | Affordability (discovery order_amount) |
 * |-------|--------------------------------------------------------------|----------------------------------------|
 * | 51    | payment declined: order status FAILED, refund refused (409)  | no eligible offers: `{"issuers": []}`  |
 * | 52    | payment pending: order status PENDING, refund refused (409)  | (as any other amount)                  |
 * | other | payment succeeds: order status SUCCESS                       | offers scaled to the amount            |
 *
 * Documented error statuses are reached with `Prefer: code=N` (see service.ts).
 */
export type Outcome = "success" | "decline" | "pending";

export const MAGIC_PAISE: Readonly<Record<number, Outcome>> = { 51: "decline", 52: "pending" };

export function outcomeOf(amount: number): Outcome {
  return MAGIC_PAISE[((amount % 100) + 100) % 100] ?? "success";
}
