/** Test helpers of the server face: a node:http server on loopback (closed after the file), raw requests, valid requests. */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";
import { encodePayload, hmacSha256Signer } from "../../src/signing/x-verify.ts";

export const SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
export const sign = hmacSha256Signer(SECRET);
export const BASIC = `Basic ${Buffer.from("merchant:test-password").toString("base64")}`;
/** A Luhn-valid test card number (Visa's documented test number). */
export const PAN = "4111111111111111";

/** Listen on loopback, port 0; closed after the file's tests. Returns the base URL. */
export async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface Answer {
  status: number;
  headers: Headers;
  contentType: string;
  text: string;
  body: any;
}

/** One request; `body` is sent as JSON unless it is a string. */
export async function send(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, contentType: res.headers.get("content-type") ?? "", text, body: parsed };
}

export const customer = {
  customer_ref_no: "CUST-REF-0001",
  mobile_number: "9999999999",
  email_id: "customer@example.com",
  first_name: "Test",
  last_name: "Customer",
  country_code: "91",
};

export const payload = {
  merchant_data: {
    merchant_id: 1234,
    merchant_access_code: "MERCHANT-ACCESS-CODE",
    order_id: "ORDER-0001",
    merchant_return_url: "https://merchant.example/return",
  },
  payment_info_data: { amount: 100000, currency_code: "INR", order_desc: "Test order" },
  txn_data: { navigation_mode: 7, payment_mode: "10", transaction_type: 1, time_stamp: 1700000000 },
};

/** A create order request: `{request: Base64}` and its x-verify (signed with SECRET unless told otherwise). */
export function order(p: unknown = payload, signature?: string): { body: { request: string }; headers: Record<string, string> } {
  const request = encodePayload(p);
  return { body: { request }, headers: { "x-verify": signature ?? sign(request) } };
}

/** The payload with txn_data broken (navigation_mode must be an integer). */
export const brokenPayload = { ...payload, txn_data: { ...payload.txn_data, navigation_mode: "seven" } };
