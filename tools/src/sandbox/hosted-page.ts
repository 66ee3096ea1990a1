/**
 * The hosted payment page: where the service's official samples send the shopper's browser after
 * create order, instead of calling process payment server to server. The document (001) describes
 * only the server-to-server flow (create order, token, process payment, redirect URL) and says of
 * merchant_return_url only that the content delivered there is not shown; the official PHP sample
 * (PluralXT_PHP_Sample, process_order_payment.php) redirects the browser to
 * `{host}/pinepg/v2/process/payment/redirect?orderToken=<token>&paymentmodecsv=<modes>` (the .NET kit
 * writes `ordertoken`). The sandbox answers that path, in the default and the lenient mode alike,
 * so that a client built from the samples can be walked to the end of its flow. It is a sandbox
 * page, not a contract operation: the contract does not name it, the recording does not hold it
 * (as the sandbox's page behind process payment's redirect_url).
 *
 * Decisions (listed in tools/src/sandbox/README.md):
 * - GET shows the order (amount, merchant order id, the payment modes asked for) and two buttons,
 *   "Approve" and "Fail"; nothing changes until one is pressed.
 * - The button POSTs to the same path with `decision=approve|fail` in the query (the body is not
 *   read). The order's token is used up (single use, as by process payment): the order becomes
 *   SUCCESS (captured) or FAILED, and the page answers 303 See Other to merchant_return_url with
 *   `order_id`, `agg_order_id` and `status`, the same three query fields as the sandbox's other
 *   payment page (/sandbox/pay/<order id>). The samples' own return page reads other fields
 *   (payment_status, dia_secret, ...): they are not in the document, so the sandbox does not invent them.
 * - An unknown, used or expired token answers an HTML page with the status process payment gives the
 *   same token (401, 409, 401), and says to create a new order.
 */
import { escapeMarkup } from "../markup.ts";
import type { SandboxResponse } from "./problem.ts";

/** The path the official samples redirect the browser to (the real service's, answered by the sandbox only). */
export const HOSTED_PAYMENT_PATH = "/pinepg/v2/process/payment/redirect";

/** The order token of a hosted-page request (`orderToken`, or `ordertoken` as the .NET kit writes it). */
export function hostedToken(query: URLSearchParams): string {
  for (const [k, v] of query) if (k.toLowerCase() === "ordertoken") return v;
  return "";
}

export type Decision = "approve" | "fail";

export function decisionOf(query: URLSearchParams): Decision | undefined {
  const d = query.get("decision");
  return d === "approve" || d === "fail" ? d : undefined;
}

const page = (status: number, title: string, body: string): SandboxResponse => ({
  status,
  contentType: "text/html; charset=utf-8",
  text: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}
dt{font-weight:600}button{font:inherit;padding:.5rem 1.5rem;margin-right:1rem}</style></head>
<body><h1>${escapeMarkup(title)}</h1>
${body}
<p><small>Sandbox page (not a contract operation): see tools/src/sandbox/README.md.</small></p>
</body></html>
`,
  headers: { "cache-control": "no-store" },
});

/** The page that shows the order and lets a person approve or fail the payment. */
export function choicePage(o: { token: string; merchantOrderId: string; amount: number; currency: string; modes: string }): SandboxResponse {
  const action = (d: Decision): string => escapeMarkup(`${HOSTED_PAYMENT_PATH}?${new URLSearchParams({ orderToken: o.token, decision: d }).toString()}`);
  return page(
    200,
    "Sandbox payment page",
    `<dl><dt>Order</dt><dd>${escapeMarkup(o.merchantOrderId)}</dd>
<dt>Amount</dt><dd>${escapeMarkup(String(o.amount))} paise (${escapeMarkup(o.currency)})</dd>
<dt>Payment modes asked for</dt><dd>${escapeMarkup(o.modes || "(none given)")}</dd></dl>
<form method="post" action="${action("approve")}" style="display:inline"><button type="submit">Approve</button></form>
<form method="post" action="${action("fail")}" style="display:inline"><button type="submit">Fail</button></form>
<p>Either button returns to the merchant's return URL with order_id, agg_order_id and status.</p>`,
  );
}

/** A token the page cannot take: the status process payment gives it, as a page a person reads. */
export function refusedPage(status: number, reason: string): SandboxResponse {
  return page(status, "Payment cannot continue", `<p>${escapeMarkup(reason)}</p><p>Create a new order and follow its token.</p>`);
}

/** The person's choice made: 303 See Other to merchant_return_url with the sandbox's three fields. */
export function returnTo(returnUrl: string, fields: { order_id: string; agg_order_id: number; status: string }): SandboxResponse {
  let target: URL;
  try {
    target = new URL(returnUrl);
  } catch {
    // The contract gives merchant_return_url no format: a value that is not an absolute URL cannot be returned to.
    return page(
      200,
      `Payment ${fields.status}`,
      `<p>The order's merchant_return_url is not an absolute URL, so the browser cannot be sent back. Order ${escapeMarkup(fields.order_id)} (${fields.agg_order_id}): ${escapeMarkup(fields.status)}.</p>`,
    );
  }
  target.searchParams.set("order_id", fields.order_id);
  target.searchParams.set("agg_order_id", String(fields.agg_order_id));
  target.searchParams.set("status", fields.status);
  return { status: 303, headers: { location: target.toString(), "cache-control": "no-store" }, text: "", contentType: "text/plain" };
}
