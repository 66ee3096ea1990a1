// The requests the server-face checks send over HTTP to a server with the contract in front of it
// (Express, Fastify, node:http, the README's example), and what each answer says: status, content
// type, problem code and pointers, and whether the handler answered (it echoes a marker).
// Plain JavaScript: it runs on every Node line.
import { encodePayload, hmacSha256Signer } from "@payments/contracts/signing";

export const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const sign = hmacSha256Signer(SECRET);
const basic = `Basic ${btoa("merchant:test-password")}`;
const customer = {
  customer_ref_no: "CUST-REF-0001",
  mobile_number: "9999999999",
  email_id: "customer@example.com",
  first_name: "Test",
  last_name: "Customer",
  country_code: "91",
};
const payload = {
  merchant_data: {
    merchant_id: 1234,
    merchant_access_code: "MERCHANT-ACCESS-CODE",
    order_id: "ORDER-0001",
    merchant_return_url: "https://merchant.example/return",
  },
  payment_info_data: { amount: 100000, currency_code: "INR", order_desc: "Test order" },
  txn_data: { navigation_mode: 7, payment_mode: "10", transaction_type: 1, time_stamp: 1700000000 },
};
const order = (p, signature) => {
  const request = encodePayload(p);
  return { method: "POST", path: "/api/v2/order/create", headers: { "x-verify": signature ?? sign(request) }, body: { request } };
};

export const SERVER_CASES = {
  "order-valid": order(payload),
  "order-payload-invalid": order({ ...payload, txn_data: { ...payload.txn_data, navigation_mode: "seven" } }),
  "order-wrong-x-verify": order(payload, "AB".repeat(32)),
  "customer-valid": { method: "POST", path: "/create/customer", headers: { authorization: basic }, body: customer },
  "customer-invalid": { method: "POST", path: "/create/customer", headers: { authorization: basic }, body: { ...customer, mobile_number: undefined } },
  "order-get": { method: "GET", path: "/api/pg/orders/42", headers: { authorization: basic } },
  "order-get-not-a-number": { method: "GET", path: "/api/pg/orders/abc", headers: { authorization: basic } },
  "unknown-path": { method: "GET", path: "/api/v3/nothing", headers: {} },
  "wrong-method": { method: "GET", path: "/create/customer", headers: {} },
};

/** Send every case to `base`; each answer summarized. */
export async function sendAll(base) {
  const out = {};
  for (const [id, c] of Object.entries(SERVER_CASES)) {
    const r = await fetch(base + c.path, {
      method: c.method,
      headers: { ...(c.body ? { "content-type": "application/json" } : {}), ...c.headers },
      body: c.body ? JSON.stringify(c.body) : undefined,
    });
    const text = await r.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    out[id] = {
      status: r.status,
      type: (r.headers.get("content-type") ?? "").split(";")[0],
      code: body?.code,
      pointers: (body?.errors ?? []).map((e) => e.pointer),
      handled: body?.handled,
      allow: r.headers.get("allow") ?? undefined,
    };
  }
  return out;
}
