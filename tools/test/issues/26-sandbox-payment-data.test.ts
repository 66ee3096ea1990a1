// Issue 26 (one contract, one verdict), first step: the optimizer sandbox enforced a per-mode rule of
// its own (400 PAYMENT_DATA_MISSING: card data for EMI 4 and debit EMI 14, whose data the contract
// marks as not shown). Now the sandbox and the package's validateRequest reach the same verdict on
// process payment bodies: the contract's if/then rules refuse what they refuse, nothing else is asked.
import { describe, expect, it } from "vitest";
import { validateRequest } from "../../src/validate/optimizer.ts";
import { basicHeader, optimizerClient, orderPayload, sandbox, send } from "../sandbox/support.ts";

const sb = await sandbox({ service: "optimizer" });
const client = optimizerClient(sb.url);
let seq = 0;

const card = { card_number: "4111111111111111", cvv: "123", card_holder_name: "Test Holder", card_expiry_year: "30", card_expiry_month: "12" };
const bodies: Array<{ given: string; body: Record<string, unknown> }> = [
  { given: "EMI (4) without card data (its data is not shown)", body: { payment_mode: 4, navigation_mode: 7 } },
  { given: "debit EMI (14) without card data", body: { payment_mode: 14, navigation_mode: 7 } },
  { given: "card (1) with card data", body: { payment_mode: 1, navigation_mode: 7, card_data: card } },
  { given: "card (1) without card data or saved card", body: { payment_mode: 1, navigation_mode: 7 } },
  { given: "UPI (10) without upi_data", body: { payment_mode: 10, navigation_mode: 7 } },
  { given: "netbanking (3) without netbanking_data", body: { payment_mode: 3, navigation_mode: 7 } },
];

describe("process payment: the sandbox's verdict is validateRequest's", () => {
  it.each(bodies.map((b) => [b.given, b] as const))("%s", async (_, { body }) => {
    const order = await client.createOrder(orderPayload(`ORDER-26-${++seq}`, 100000));
    const token = order.data!.token;
    const judged = validateRequest("processPayment", {
      headers: { authorization: basicHeader, "content-type": "application/json" },
      query: { token },
      body,
      contentType: "application/json",
    });
    const answer = await send(`${sb.url}/api/v2/process/payment?token=${token}`, {
      method: "POST",
      headers: { authorization: basicHeader, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const refusedForData = answer.status === 400;
    expect(
      refusedForData,
      `validateRequest: ${JSON.stringify(judged.errors.map((e) => e.pointer))}; sandbox ${answer.status} ${answer.text.slice(0, 200)}`,
    ).toBe(!judged.ok);
    expect(answer.text).not.toContain("PAYMENT_DATA_MISSING");
  });
});
