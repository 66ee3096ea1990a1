/**
 * Scripted partner apps for the HTTP certification tests: they drive the sandboxes through every
 * scenario of the affordability and optimizer plans with the typed clients (tools/src/client), the
 * way a partner's integration would, and reach the error outcomes with the magic values of
 * tools/src/sandbox/scenarios.ts (the plans' `triggers`). Raw fetch only where a scenario needs a
 * request the typed clients would not send (a forged bearer token, a broken body).
 *
 * `omit` leaves one step out (the token renewal, or the order inquiry after a payment); `wrong`
 * makes the app send one request that breaks the contract.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { createAffordabilityClient } from "../../../src/client/affordability.ts";
import { createOptimizerClient, type CreateOrderPayload } from "../../../src/client/optimizer.ts";
import { ROOT } from "../../../src/paths.ts";
import { DEFAULT_SANDBOX_SECRET, INVALID_CLIENT_SECRET } from "../../../src/sandbox/index.ts";

type Json = Record<string, any>;

export interface HttpScriptOptions {
  omit?: "renewal" | "inquiry";
  wrong?: boolean;
  /** Optimizer: the wallet payment (payment_mode 11) sends the mode as the text "11" (one changed value, nothing added). */
  walletModeAsText?: boolean;
}

/** The request example of an operation in generated/<service>/openapi.json (by path, method and name). */
function requestExample(service: string, apiPath: string, name: string): Json {
  const doc = JSON.parse(readFileSync(path.join(ROOT, "generated", service, "openapi.json"), "utf8")) as Json;
  const value = doc.paths[apiPath].post.requestBody.content["application/json"].examples[name]?.value;
  if (value === undefined) throw new Error(`generated/${service}/openapi.json has no request example "${name}" for ${apiPath}: run make`);
  return structuredClone(value);
}

const DETAILS = { city: "Pune", instant_discount_settlement_enabled: "N", instant_subvention_settlement_enabled: "N", is_aggregator_model: "N" } as const;
const onboarding = (externalId: string) => ({
  name: "Partner_Merchant-01",
  external_id: externalId,
  channel: "ONLINE" as const,
  type: "MERCHANT" as const,
  display_name: "Partner Merchant",
  details: DETAILS,
});

/** A partner's checkout backend on the affordability service, through the whole plan. */
export async function affordabilityApp(url: string, options: HttpScriptOptions = {}): Promise<void> {
  // The app's own clock: moving it on makes the client renew its 60 s token (magic client id) as it would after 30 s.
  let offset = 0;
  const now = (): number => Date.now() + offset;
  const common = { baseUrl: url, authUrl: url, realm: "sandbox", merchantId: "M-PARTNER", paymentProcessor: "PROCESSOR", now };
  const app = createAffordabilityClient({ ...common, clientId: "partner-short-lived", clientSecret: "partner-secret" });

  // Token (fetched by the client), onboarding, discovery (bank and brand EMI) with that token.
  expect((await app.onboardClient(onboarding("PARTNER-EXT-1"))).response.status).toBe(200);
  const bank = await app.discoverOffers(requestExample("affordability", "/api/affordability/v1/offer/discovery", "Bank EMI offers") as never);
  expect(bank.response.status).toBe(200);
  expect(
    (await app.discoverOffers(requestExample("affordability", "/api/affordability/v1/offer/discovery", "Brand EMI offers") as never)).response.status,
  ).toBe(200);
  // The four operations whose shapes are not shown.
  for (const call of [app.validateOffer, app.completePayment, app.createRefund, app.getTransactionDetails])
    expect((await call({} as never)).response.status).toBe(200);
  if (options.omit !== "renewal") {
    // 31 s later on the app's clock: the client renews the 60 s token before it expires, then uses the new one.
    // (A test that certifies the recording moves the recording's clock the same: support/har.ts elapseAtRenewal.)
    offset += 31_000;
    expect((await app.discoverOffers({ order_amount: { currency: "INR", value: 250000 } })).response.status).toBe(200);
  }

  // Documented errors, reached by configuration and data only.
  const badClient = createAffordabilityClient({ ...common, clientId: "partner", clientSecret: INVALID_CLIENT_SECRET });
  await expect(badClient.accessToken()).rejects.toThrow(/answered 401/);
  const token = await app.accessToken();
  const forged = await fetch(`${url}/api/affordability/v1/offer/discovery`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer certify-invalid-token", "merchant-id": "M-PARTNER", "correlation-id": "corr-1" },
    // The wrong client sends the amount as a string.
    body: JSON.stringify({ order_amount: { currency: "INR", value: options.wrong ? "250000" : 250000 } }),
  });
  expect([forged.status, token.startsWith("sbx.")]).toEqual([401, true]);
  expect((await app.onboardClient(onboarding("certify-header-missing"))).response.status).toBe(400);
  expect((await app.onboardClient(onboarding("PARTNER-EXT-1"))).response.status).toBe(409);
  expect((await app.onboardClient(onboarding("certify-store-without-parent"))).response.status).toBe(422);
}

const BASIC = { username: "merchant", password: "partner-password" };
export const OPTIMIZER_CREDENTIALS = { basic: BASIC, secret: DEFAULT_SANDBOX_SECRET };

/** A merchant's shop on the payment optimizer, through the whole plan. */
export async function optimizerApp(url: string, options: HttpScriptOptions = {}): Promise<void> {
  const app = createOptimizerClient({ baseUrl: url, basicAuth: BASIC, secretKey: DEFAULT_SANDBOX_SECRET });
  let seq = 0;
  const order = async (amount: number, customerId?: number): Promise<{ token: string; orderId: number }> => {
    const payload: CreateOrderPayload = {
      merchant_data: {
        merchant_id: 1234,
        merchant_access_code: "MERCHANT-ACCESS-CODE",
        order_id: `SHOP-${++seq}`,
        merchant_return_url: "https://shop.example/return",
      },
      payment_info_data: { amount, currency_code: "INR", order_desc: "Shop order" },
      ...(customerId !== undefined ? { customer_data: { customer_id: customerId } } : {}),
      txn_data: { navigation_mode: 7, payment_mode: "10", transaction_type: 1, time_stamp: 1700000000 },
    };
    const r = await app.createOrder(payload);
    expect(r.response.status).toBe(200);
    return { token: r.data!.token, orderId: Number(r.data!.order_id) };
  };
  const pay = async (amount: number, body: Parameters<typeof app.processPayment>[1], customerId?: number) => {
    const o = await order(amount, customerId);
    const r = await app.processPayment(o.token, body);
    expect(r.response.status).toBe(200);
    return { ...o, message: r.data!.response_message };
  };

  // Customer create, get, update.
  const customer = await app.createCustomer({
    customer_ref_no: "SHOP-CUST-1",
    mobile_number: "9999999999",
    email_id: "c@shop.example",
    first_name: "Test",
    last_name: "Customer",
    country_code: "91",
  });
  const customerId = customer.data!.customer_id;
  expect((await app.getCustomer(customerId)).response.status).toBe(200);
  expect((await app.updateCustomer(customerId, { email_id: "new@shop.example" })).response.status).toBe(200);

  // Order, payment with its token (UPI), inquiry, full refund, inquiry (REFUNDED).
  const upi = { payment_mode: 10, navigation_mode: 7, upi_data: { vpa: "customer@upi", upi_option: "UPI" } } as const;
  const first = await order(100000, customerId);
  expect((await app.processPayment(first.token, upi)).response.status).toBe(200);
  if (options.omit !== "inquiry") expect((await app.getOrder(first.orderId)).data!.order_data.status).toBe("SUCCESS");
  expect((await app.refundPayment(first.orderId, { amount: 100000, unique_merchant_txn_id: "SHOP-RF-1" })).response.status).toBe(200);
  expect((await app.getOrder(first.orderId)).data!.order_data.status).toBe("REFUNDED");

  // Saved cards: save, fetch, pay with it (card, EMI, debit EMI), delete; the other modes.
  const saved = await app.saveCard({
    customer_data: { customer_id: customerId },
    card_data: { card_number: "4111111111111111", expiry_year: "2030", expiry_month: "12", card_holder_name: "Test Holder" },
  });
  const savedCardId = saved.data!.saved_card_id;
  expect((await app.fetchSavedCards({ customer_data: { customer_id: customerId } })).data!.card_details).toHaveLength(1);
  for (const mode of [1, 4, 14] as const) await pay(5000, { payment_mode: mode, navigation_mode: 7, saved_card_id: savedCardId }, customerId);
  await pay(6000, { payment_mode: 3, navigation_mode: 7, netbanking_data: { pay_code: "NB-SBI" } });
  const wallet = { payment_mode: 11, navigation_mode: 7, wallet_data: { wallet_code: "WALLET-1" } } as const;
  if (!options.walletModeAsText) await pay(7000, wallet);
  else {
    // The typed client would refuse to send it (development mode): the same request by hand, the mode as text.
    const o = await order(7000);
    const r = await fetch(`${url}/api/v2/process/payment?token=${encodeURIComponent(o.token)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...wallet, payment_mode: "11" }),
    });
    expect(r.status).toBe(400);
  }
  expect((await app.deleteSavedCard({ customer_data: { customer_id: customerId }, card_data: { saved_card_id: savedCardId } })).response.status).toBe(200);

  // EMI calculator, then scheme validation of a tenure it offered.
  const emi = await app.calculateEmi({
    merchant_data: { merchant_id: 1234, merchant_access_code: "MERCHANT-ACCESS-CODE" },
    payment_data: { amount_in_paisa: 1100000 },
  });
  const tenure = emi.data!.issuer![0]!.list_emi_tenure[0]!;
  const scheme = requestExample("optimizer", "/api/v2/scheme/validation", "Validate a scheme");
  expect((await app.validateScheme({ ...scheme, emi_data: tenure } as never)).response.status).toBe(200);

  if (options.wrong) {
    // The wrong client pays one more order with payment_mode as a string (and gives up on it).
    const extra = await order(8000);
    const r = await fetch(`${url}/api/v2/process/payment?token=${extra.token}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...upi, payment_mode: "10" }),
    });
    expect(r.status).toBe(400);
  }

  // A declined payment (magic amount, paise 51): the failure answer, then the inquiry shows FAILED.
  const declined = await pay(10051, upi);
  expect(declined.message).toBe("PAYMENT DECLINED");
  expect((await app.getOrder(declined.orderId)).data!.order_data.status).toBe("FAILED");
}
