// The requests every tool of the consumer suite judges, and the toolkit's own verdict on each
// (the validation API of the installed package). Plain JavaScript: it runs on every Node line.
import { validateRequest } from "@payments/contracts/optimizer/validation";

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
  customer_data: { customer_id: 123456 },
  txn_data: { navigation_mode: 7, payment_mode: "10", transaction_type: 1, time_stamp: 1700000000 },
};
const b64 = (v) => btoa(JSON.stringify(v));

const createCustomer = (body, headers = { authorization: basic }) => ({
  operationId: "createCustomer",
  method: "POST",
  path: "/create/customer",
  headers,
  body,
});
const processPayment = (body) => ({ operationId: "processPayment", method: "POST", path: "/api/v2/process/payment", query: "token=T1", headers: {}, body });
const createOrder = (body, headers = { "x-verify": "0A1B2C" }) => ({ operationId: "createOrder", method: "POST", path: "/api/v2/order/create", headers, body });

/**
 * id → request. The first five are rules every tool of the suite can express; the rest are the rules
 * the README's table lists tool by tool (an if/then, the document inside the Base64 request).
 */
export const CASES = {
  "customer-valid": createCustomer(customer),
  "customer-missing-field": createCustomer({ ...customer, mobile_number: undefined }),
  "customer-undeclared-property": createCustomer({ ...customer, nickname: "x" }),
  "customer-too-long": createCustomer({ ...customer, customer_ref_no: "C".repeat(101) }),
  "order-no-x-verify": createOrder({ request: b64(payload) }, {}),
  "order-valid": createOrder({ request: b64(payload) }),
  "order-not-base64": createOrder({ request: "not Base64!" }),
  "order-payload-invalid": createOrder({ request: b64({ ...payload, merchant_data: { ...payload.merchant_data, order_id: undefined } }) }),
  "payment-upi-valid": processPayment({ payment_mode: 10, navigation_mode: 7, upi_data: { vpa: "customer@upi", upi_option: "UPI" } }),
  "payment-upi-without-vpa": processPayment({ payment_mode: 10, navigation_mode: 7, upi_data: { upi_option: "UPI" } }),
  "payment-emi-with-undeclared-data": processPayment({ payment_mode: 4, navigation_mode: 7, emi_data: { tenure: 6 } }),
};

/** The request's body as JSON text (undefined properties dropped, as on the wire). */
export const wire = (req) => JSON.stringify(req.body);

/** The toolkit's verdict on every case: "accept" or "refuse". */
export function toolkitVerdicts() {
  const out = {};
  for (const [id, req] of Object.entries(CASES)) {
    const r = validateRequest(req.operationId, {
      headers: { "content-type": "application/json", ...req.headers },
      query: new URLSearchParams(req.query ?? ""),
      body: JSON.parse(wire(req)),
    });
    out[id] = r.ok ? "accept" : "refuse";
  }
  return out;
}
