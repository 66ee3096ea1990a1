/** Test helpers for the sandboxes: running servers, typed clients pointed at them, raw requests. */
import { isCard } from "../conform/support/leaks.ts";
import { afterAll } from "vitest";
import { createAffordabilityClient, type AffordabilityClientOptions } from "../../src/client/affordability.ts";
import { createOptimizerClient, type OptimizerClientOptions } from "../../src/client/optimizer.ts";
import { DEFAULT_SANDBOX_SECRET, startSandbox, type RunningSandbox, type StartSandboxOptions } from "../../src/sandbox/index.ts";

export const SECRET = DEFAULT_SANDBOX_SECRET;
export const BASIC = { username: "merchant", password: "test-password" };

/** Start a sandbox for this test file; it is stopped after the file's tests. */
export async function sandbox(options: StartSandboxOptions, logs: string[] = []): Promise<RunningSandbox> {
  const s = await startSandbox({ onLog: (l) => logs.push(l), ...options });
  afterAll(() => s.stop());
  return s;
}

export function optimizerClient(url: string, extra: Partial<OptimizerClientOptions> = {}) {
  return createOptimizerClient({ baseUrl: url, basicAuth: BASIC, secretKey: SECRET, ...extra });
}

export function affordabilityClient(url: string, extra: Partial<AffordabilityClientOptions> = {}) {
  return createAffordabilityClient({
    baseUrl: url,
    authUrl: url,
    realm: "sandbox",
    clientId: "client-1",
    clientSecret: "client-secret-1",
    merchantId: "M1",
    paymentProcessor: "PROCESSOR",
    ...extra,
  });
}

export interface Answer {
  status: number;
  contentType: string;
  headers: Headers;
  body: any;
  text: string;
}

/** A raw request (for requests the typed clients refuse to send). */
export async function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const res = await fetch(url, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers: init.headers, body: init.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", headers: res.headers, body, text };
}

export const basicHeader = `Basic ${Buffer.from(`${BASIC.username}:${BASIC.password}`).toString("base64")}`;

/** A valid create-order payload (UPI, seamless) for `orderId` and `amount` paise. */
export function orderPayload(orderId: string, amount: number, customerId?: number) {
  return {
    merchant_data: {
      merchant_id: 1234,
      merchant_access_code: "MERCHANT-ACCESS-CODE",
      order_id: orderId,
      merchant_return_url: "https://merchant.example/return",
    },
    payment_info_data: { amount, currency_code: "INR", order_desc: "Test order" },
    ...(customerId !== undefined ? { customer_data: { customer_id: customerId } } : {}),
    txn_data: { navigation_mode: 7 as const, payment_mode: "10", transaction_type: 1, time_stamp: 1700000000 },
  };
}

export const upi = { payment_mode: 10, navigation_mode: 7, upi_data: { vpa: "customer@upi", upi_option: "UPI" } } as const;

/** Every Luhn-valid run of 12 to 19 digits in a text (full card numbers). */
export function fullPans(text: string): string[] {
  // A whole run of 12 to 19 digits that is a card number (network prefix and length, Luhn; the oracle
  // of conform/support/leaks.ts): digits inside a hex MAC such as x-verify are not one.
  return [...text.matchAll(/(?<!\d)\d{12,19}(?!\d)/g)].map((m) => m[0]).filter(isCard);
}

/** Onboarding details with the document's defaults sent explicitly. */
export const DETAILS = {
  city: "Pune",
  instant_discount_settlement_enabled: "N",
  instant_subvention_settlement_enabled: "N",
  is_aggregator_model: "N",
} as const;

/** A valid onboarding request body with this external id. */
export const onboarding = (externalId: string) => ({
  name: "Example_Merchant-01",
  external_id: externalId,
  channel: "ONLINE" as const,
  type: "MERCHANT" as const,
  display_name: "Example Merchant",
  details: DETAILS,
});
