/**
 * The official PHP sample of the optimizer service (PluralXT_PHP_Sample, pluralxt-pinelabs-php/
 * process_order_payment.php, commit acf42585), modelled as data for the tests: what its create order
 * sends for a checkout form posted to it (index.php's form: every field a text input, so every value a
 * string), built the way the sample builds it and not hand-tuned:
 *
 * - merchant_data: merchant_return_url, merchant_access_code, order_id, merchant_id (from its merchant
 *   configuration: the id is a string there too);
 * - payment_info_data: amount (the form's amount_in_paisa), currency_code "INR", preferred_gateway (from
 *   the configuration, "HDFC": a field the contract does not have), order_desc;
 * - customer_data, billing_address_data, shipping_address_data, product_info_data.product_details[0]
 *   (always one entry), additional_info_data.rfu1: each field the form's value, or null when the form
 *   has no such field (country_code "91" then);
 * - no txn_data at all;
 * - the JSON as PHP's json_encode writes it (a "/" escaped as "\/"), Base64 in `request`, and
 *   X-VERIFY = upper-case hex HMAC-SHA256 of the Base64 text under the hex-decoded secret.
 *
 * Its next step: the browser is sent to `{host}/pinepg/v2/process/payment/redirect?orderToken=<token>
 * &paymentmodecsv=<modes>` (its configuration's modes: "ALL"). The sample's own merchant id, access
 * code and secret key are not copied here (the sandbox's test secret signs).
 */
import { hmacSha256Signer } from "../../../src/signing/x-verify.ts";

/** A checkout form as the sample's index.php posts it: field name → text. */
export type Form = Record<string, string>;

/** The merchant configuration the sample reads (values of the same types; not the sample's own). */
export const CONFIG = {
  merchant_id: "12345",
  merchant_access_code: "sample-access-code",
  merchant_return_url: "http://localhost/pluralxt-pinelabs-php/response_page.php",
  merchant_preferred_gateway: "HDFC",
  merchant_payment_modes_csv: "ALL",
} as const;

/** The full checkout form (every field of index.php filled in, as a shop would post it; bill_address3 left empty). */
export function fullForm(suffix: string): Form {
  return {
    order_id: `PHP-${suffix}`,
    amount_in_paisa: "249900",
    order_description: "Two books",
    customer_ref_no: `C-${suffix}`,
    customer_first_name: "Meera",
    customer_last_name: "Iyer",
    customer_mobile_number: "9123456780",
    customer_email_id: "meera@example.org",
    customer_country_code: "91",
    bill_first_name: "Meera",
    bill_last_name: "Iyer",
    bill_address1: "12 Park Street",
    bill_address2: "Flat 4",
    bill_address3: "",
    bill_pincode: "700016",
    bill_city: "Kolkata",
    bill_state: "WB",
    bill_country: "IN",
    ship_first_name: "Meera",
    ship_last_name: "Iyer",
    ship_address1: "12 Park Street",
    ship_address2: "Flat 4",
    ship_address3: "",
    ship_pincode: "700016",
    ship_city: "Kolkata",
    ship_state: "WB",
    ship_country: "IN",
    product_code: "BOOK-7",
    product_amount_in_paisa: "249900",
    rfu1: "gift",
  };
}

/** The least a checkout form posts: the order id, the amount and the customer's reference. */
export function minimalForm(suffix: string): Form {
  return { order_id: `PHPM-${suffix}`, amount_in_paisa: "10000", customer_ref_no: `CM-${suffix}` };
}

/** The create-order payload the sample builds from a form (field order as the sample writes it). */
export function samplePayload(form: Form): Record<string, unknown> {
  const f = (name: string, otherwise: string | null = null): string | null => (Object.hasOwn(form, name) ? form[name]! : otherwise);
  const address = (p: string) => ({
    first_name: f(`${p}_first_name`),
    last_name: f(`${p}_last_name`),
    address1: f(`${p}_address1`),
    address2: f(`${p}_address2`),
    address3: f(`${p}_address3`),
    pincode: f(`${p}_pincode`),
    city: f(`${p}_city`),
    state: f(`${p}_state`),
    country: f(`${p}_country`),
  });
  return {
    merchant_data: {
      merchant_return_url: CONFIG.merchant_return_url,
      merchant_access_code: CONFIG.merchant_access_code,
      order_id: f("order_id"),
      merchant_id: CONFIG.merchant_id,
    },
    payment_info_data: {
      amount: f("amount_in_paisa"),
      currency_code: "INR",
      preferred_gateway: CONFIG.merchant_preferred_gateway,
      order_desc: f("order_description"),
    },
    customer_data: {
      customer_ref_no: f("customer_ref_no"),
      mobile_number: f("customer_mobile_number"),
      email_id: f("customer_email_id"),
      first_name: f("customer_first_name"),
      last_name: f("customer_last_name"),
      country_code: f("customer_country_code", "91"),
    },
    billing_address_data: address("bill"),
    shipping_address_data: address("ship"),
    product_info_data: { product_details: [{ product_code: f("product_code"), product_amount: f("product_amount_in_paisa") }] },
    additional_info_data: { rfu1: f("rfu1") },
  };
}

/** PHP's json_encode with its default flags, for ASCII text: JSON with every "/" escaped. */
export const phpJson = (v: unknown): string => JSON.stringify(v).replace(/\//g, "\\/");

/** What the sample sends to create order: the body, and its headers (X-VERIFY under `secretHex`). */
export function sampleRequest(form: Form, secretHex: string): { body: string; headers: Record<string, string>; request: string } {
  const request = Buffer.from(phpJson(samplePayload(form)), "utf8").toString("base64");
  return {
    request,
    body: phpJson({ request }),
    headers: { "X-VERIFY": hmacSha256Signer(secretHex)(request), "Content-Type": "application/json" },
  };
}

/** The browser redirect the sample sends after an order with a token. */
export function sampleRedirect(host: string, token: string): string {
  return `${host}/pinepg/v2/process/payment/redirect?orderToken=${token}&paymentmodecsv=${CONFIG.merchant_payment_modes_csv}`;
}
