/**
 * The payment-optimizer sandbox: customers, orders with single-use tokens, payments, order inquiry,
 * refunds up to the captured amount, a masked saved-card vault, the EMI calculator and scheme
 * validation. Behaviour the document leaves open is decided here and listed in the Sandbox section
 * of ./README.md; each decision is an option.
 *
 * The document shows no HTTP status for failures: every failure is problem+json marked
 * `x-contract-gap`, and also carries `response_code` 0 and a `response_message` naming the reason.
 */
import { httpOperation } from "../contract/index.ts";
import { randomBytes } from "node:crypto";
import { maskPan } from "../mask.ts";
import { hmacSha256Signer, type Signer } from "../signing/x-verify.ts";
import type { ValidationError } from "../validate/errors.ts";
import type * as optimizer from "../validate/optimizer.ts";
import type { components } from "../../../generated/optimizer/types.d.ts";
import { requireExample } from "./examples.ts";
import { choicePage, decisionOf, HOSTED_PAYMENT_PATH, hostedToken, refusedPage, returnTo } from "./hosted-page.ts";
import { problem, summarize, type SandboxResponse } from "./problem.ts";
import { readLeniently } from "./lenient.ts";
import type { SandboxRequest } from "./request.ts";
import { scaleFields } from "./scale.ts";
import { DECLINED_MESSAGE, outcomeOf } from "./scenarios.ts";
import type { SandboxService } from "./server.ts";
import { contractParts, loadContract, ok, preferredAnswer, type Contract } from "./service.ts";
import { BoundedStore } from "./store.ts";

type Op = optimizer.OperationId;
type Schemas = components["schemas"];

/** The merchant secret the sandbox verifies x-verify with unless told otherwise (the conformance cases' test secret). */
export const DEFAULT_SANDBOX_SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

export interface OptimizerOptions {
  now?: () => number;
  /** Merchant secret (hex) for x-verify (default DEFAULT_SANDBOX_SECRET); or a signer of your construction. */
  secretHex?: string;
  signer?: Signer;
  /** Accepted Basic credential ("user:password"); default: any well-formed Basic credential. */
  basic?: string;
  /** Accepted merchant_id and merchant_access_code; default: any. */
  merchant?: { id: number; accessCode: string };
  /** merchant_id in customer records (default 1234, as illustrated). */
  merchantId?: number;
  /** Lifetime of an order token in seconds (not shown in the document; default 900). */
  orderTokenTtlSeconds?: number;
  /** Most customers, orders, tokens and saved cards kept (each; default 10,000, oldest dropped first). */
  cap?: number;
  /** Answer requests that break the contract only in readable ways, with their deviations (lenient.ts; default off). */
  lenient?: boolean;
}

type Status = "CREATED" | "SUCCESS" | "FAILED" | "PENDING" | "PARTIALLY_REFUNDED" | "REFUNDED";

interface Order {
  aggOrderId: number;
  merchantId: number;
  merchantOrderId: string;
  amount: number;
  currency: string;
  desc: string;
  status: Status;
  captured: number;
  refunded: number;
  customerId?: number;
  returnUrl: string;
  paymentMode?: number;
  vendorTxnId?: string;
  refundIds: Set<string>;
}

interface Customer {
  record: Omit<Schemas["CustomerRecord"], "response_code" | "response_message">;
}

interface SavedCard {
  customerId: number;
  record: Omit<Schemas["SavedCardRecord"], "response_code" | "response_message">;
}

const SUCCESS = { response_code: 1, response_message: "SUCCESS" } as const;
const REFUNDABLE: ReadonlySet<Status> = new Set(["SUCCESS", "PARTIALLY_REFUNDED"]);
/** The EMI calculator example's money fields, scaled to the amount sent. */
const EMI_MONEY = new Set([
  "product_amount",
  "subvention_cashback_discount",
  "product_discount",
  "monthly_installment",
  "interest_pay_to_bank",
  "total_offerred_discount_cashback_amount",
  "loan_amount",
  "auth_amount",
]);

/** A failure: problem+json marked as a contract gap, with the optimizer's response_code/response_message. */
function failure(status: number, code: string, detail: string, errors?: readonly ValidationError[]): SandboxResponse {
  return problem(status, {
    code,
    detail,
    gap: "the document shows no HTTP status, response code or body for failures (001 § Errors); this answer is the sandbox's",
    ...(errors ? { errors } : {}),
    extra: { response_code: 0, response_message: code },
  });
}

/** Card network from the leading digits (the sandbox's rule; the document gives only the field). */
export function association(pan: string): string {
  if (/^4/.test(pan)) return "VISA";
  if (/^(5[1-5]|2[2-7])/.test(pan)) return "MASTERCARD";
  if (/^3[47]/.test(pan)) return "AMEX";
  if (/^(60|65|81|82|508)/.test(pan)) return "RUPAY";
  return "UNKNOWN";
}

/** "01/15/2024 10:00:00 AM", the refund record's textual date and time. */
function completionTime(ms: number): string {
  const d = new Date(ms);
  const p = (n: number): string => String(n).padStart(2, "0");
  const h = d.getUTCHours();
  return `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()} ${p(h % 12 || 12)}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} ${h < 12 ? "AM" : "PM"}`;
}

export function optimizerSandbox(
  options: OptimizerOptions = {},
): SandboxService & { readonly state: Record<"customers" | "orders" | "tokens" | "cards", number> } {
  const c: Contract = loadContract("optimizer");
  const now = options.now ?? Date.now;
  const cap = options.cap ?? 10_000;
  const signer = options.signer ?? hmacSha256Signer(options.secretHex ?? DEFAULT_SANDBOX_SECRET);
  const tokenTtlMs = (options.orderTokenTtlSeconds ?? 900) * 1000;
  const merchantId = options.merchantId ?? 1234;
  const expectedBasic = options.basic === undefined ? undefined : `Basic ${Buffer.from(options.basic, "utf8").toString("base64")}`;

  const customers = new BoundedStore<number, Customer>(cap, now);
  const customerRefs = new BoundedStore<string, number>(cap, now);
  const orders = new BoundedStore<number, Order>(cap, now);
  const merchantOrderIds = new BoundedStore<string, number>(cap, now);
  const tokens = new BoundedStore<string, { aggOrderId: number; expiresAt: number; used: boolean }>(cap, now);
  const cards = new BoundedStore<number, SavedCard>(cap, now);
  let customerSeq = 100_000;
  let orderSeq = 1_000_000;
  let txnSeq = 5_000_000;
  let cardSeq = 3_000_000;
  let baseUrl = "http://127.0.0.1";
  // The EMI calculator's answers: the contract's example scaled to the amount (a few hundred kept).
  const emiExample = requireExample(c.examples, "calculateEmi", 200) as Schemas["EmiCalculatorResponse"];
  const emiBase = emiExampleAmount();
  const emiAnswers = new Map<number, unknown>();
  const emiTenures = new Set((emiExample.issuer ?? []).flatMap((i) => i.list_emi_tenure.map((t) => t.tenure_id)));

  const needsBasic = (op: Op): boolean => (httpOperation(op)?.op.security ?? []).some((alt) => alt.includes("MerchantBasicAuth"));

  const credentials = (req: SandboxRequest): SandboxResponse | undefined => {
    const auth = req.headers.authorization;
    if (!auth || !/^Basic\s+[A-Za-z0-9+/=]+$/i.test(auth)) return failure(401, "UNAUTHORIZED", "missing or malformed Authorization: send Basic credentials");
    if (expectedBasic !== undefined && auth.replace(/^basic\s+/i, "Basic ") !== expectedBasic)
      return failure(401, "UNAUTHORIZED", "the Basic credential is not the one configured for the sandbox");
    return undefined;
  };

  const merchant = (data: { merchant_id: number; merchant_access_code: string }): SandboxResponse | undefined => {
    if (options.merchant && (data.merchant_id !== options.merchant.id || data.merchant_access_code !== options.merchant.accessCode)) {
      return failure(401, "INVALID_MERCHANT", "merchant_id and merchant_access_code are not the ones configured for the sandbox");
    }
    return undefined;
  };

  const customerRecord = (cu: Customer): Schemas["CustomerRecord"] => ({ ...cu.record, ...SUCCESS });

  const handlers: Record<Op, (req: SandboxRequest) => SandboxResponse> = {
    createCustomer(req) {
      const b = req.body as Schemas["CreateCustomerRequest"];
      if (customerRefs.has(b.customer_ref_no))
        return failure(409, "DUPLICATE_CUSTOMER_REF_NO", "a customer with this customer_ref_no exists (the merchant's unique reference)");
      const id = ++customerSeq;
      const cu: Customer = {
        record: {
          customer_id: id,
          customer_ref_no: b.customer_ref_no,
          merchant_id: merchantId,
          first_name: b.first_name,
          last_name: b.last_name,
          mobile_number: b.mobile_number,
          email_id: b.email_id,
          country_code: b.country_code,
        },
      };
      customers.set(id, cu);
      customerRefs.set(b.customer_ref_no, id);
      return ok(customerRecord(cu));
    },
    getCustomer(req) {
      const cu = customers.get(Number(req.path.customerId));
      return cu ? ok(customerRecord(cu)) : failure(404, "CUSTOMER_NOT_FOUND", "no customer with this customer_id");
    },
    updateCustomer(req) {
      const cu = customers.get(Number(req.path.CustomerId));
      if (!cu) return failure(404, "CUSTOMER_NOT_FOUND", "no customer with this customer_id");
      const b = req.body as Schemas["UpdateCustomerRequest"];
      for (const k of ["mobile_number", "email_id", "first_name", "last_name", "country_code"] as const) if (b[k] !== undefined) cu.record[k] = b[k]!;
      const { customer_ref_no: _omitted, ...rest } = cu.record;
      return ok({ ...rest, ...SUCCESS });
    },
    createOrder(req) {
      // The judge's verdict on x-verify over the Base64 text as it was sent (the compact form of a
      // wrapped payload too: contract/payload.ts), with the sandbox's merchant secret.
      if (req.judged.xVerify !== "verified") {
        return failure(
          401,
          "X_VERIFY_MISMATCH",
          "x-verify is not the signature of the Base64 payload under the sandbox's merchant secret (HMAC-SHA256, upper-case hex; see tools/src/sandbox/README.md, Sandbox)",
        );
      }
      // The payload as the handler reads it, decoded once by the judge (the eased copy's in lenient mode).
      const payload = req.judged.payloads.get("/request") as Schemas["CreateOrderPayload"];
      const denied = merchant(payload.merchant_data);
      if (denied) return denied;
      const key = `${payload.merchant_data.merchant_id}\u0000${payload.merchant_data.order_id}`;
      if (merchantOrderIds.has(key)) return failure(409, "DUPLICATE_ORDER_ID", "an order with this merchant order_id exists (the merchant's unique order id)");
      const customerId = payload.customer_data?.customer_id;
      if (customerId !== undefined && !customers.has(customerId))
        return failure(404, "CUSTOMER_NOT_FOUND", "customer_data.customer_id is not a customer of this sandbox; create it first");
      const aggOrderId = ++orderSeq;
      const order: Order = {
        aggOrderId,
        merchantId: payload.merchant_data.merchant_id,
        merchantOrderId: payload.merchant_data.order_id,
        amount: payload.payment_info_data.amount,
        currency: payload.payment_info_data.currency_code,
        desc: payload.payment_info_data.order_desc ?? "",
        status: "CREATED",
        captured: 0,
        refunded: 0,
        returnUrl: payload.merchant_data.merchant_return_url,
        refundIds: new Set(),
        ...(customerId !== undefined ? { customerId } : {}),
      };
      orders.set(aggOrderId, order);
      merchantOrderIds.set(key, aggOrderId);
      const token = `sbx_${randomBytes(16).toString("hex")}`;
      tokens.set(token, { aggOrderId, expiresAt: now() + tokenTtlMs, used: false });
      return ok({ token, order_id: aggOrderId, ...SUCCESS });
    },
    processPayment(req) {
      const t = tokens.get(req.query.token ?? "");
      if (!t) return failure(401, "TOKEN_INVALID", "the token was not issued by create order in this sandbox; create an order first");
      if (t.used) return failure(409, "TOKEN_USED", "the token was already used (single use); create a new order");
      if (now() >= t.expiresAt) return failure(401, "TOKEN_EXPIRED", "the token has expired; create a new order");
      const order = orders.get(t.aggOrderId);
      if (!order) return failure(404, "ORDER_NOT_FOUND", "the token's order was dropped (see the order cap); create a new order");
      const b = req.body as Schemas["ProcessPaymentRequest"];
      // The per-mode data (card, netbanking, UPI, wallet) is the contract's own if/then rules, already
      // checked by the engine before this handler runs; EMI (4) and debit EMI (14) data is not shown, so
      // nothing more is asked of it here (one judge: the sandbox enforces no rule the contract lacks).
      if (b.saved_card_id !== undefined) {
        const card = cards.get(b.saved_card_id);
        if (!card || (order.customerId !== undefined && card.customerId !== order.customerId))
          return failure(404, "SAVED_CARD_NOT_FOUND", "saved_card_id is not a saved card of the order's customer");
      }
      t.used = true;
      if (b.card_data?.is_card_to_be_saved && order.customerId !== undefined) {
        saveCard(
          order.customerId,
          b.card_data.card_number,
          `20${b.card_data.card_expiry_year}`.slice(-4),
          b.card_data.card_expiry_month.slice(-2),
          b.card_data.card_holder_name,
        );
      }
      const outcome = outcomeOf(order.amount);
      order.status = outcome === "decline" ? "FAILED" : outcome === "pending" ? "PENDING" : "SUCCESS";
      order.captured = order.status === "SUCCESS" ? order.amount : 0;
      order.paymentMode = b.payment_mode;
      order.vendorTxnId = String(++txnSeq);
      // A declined payment (magic amount): the document's failure answer, response_code 1 with the reason in response_message.
      const message = order.status === "FAILED" ? { response_code: 1, response_message: DECLINED_MESSAGE } : SUCCESS;
      return ok({ redirect_url: `${baseUrl}/sandbox/pay/${order.aggOrderId}`, ...message });
    },
    getOrder(req) {
      const order = orders.get(Number(req.path.order_id));
      if (!order) return failure(404, "ORDER_NOT_FOUND", "no order with this order id (the service's order id from create order)");
      return ok({
        merchant_data: { merchant_id: order.merchantId, order_id: order.merchantOrderId },
        order_data: {
          agg_order_id: order.aggOrderId,
          amount: order.amount,
          currency_code: order.currency,
          order_desc: order.desc,
          status: order.status,
          refund_amount: order.refunded,
        },
        ...SUCCESS,
      });
    },
    refundPayment(req) {
      // payment_id: the service's order id (one payment per order in the sandbox).
      const order = orders.get(Number(req.path.payment_id));
      if (!order) return failure(404, "PAYMENT_NOT_FOUND", "no payment with this payment_id (the sandbox uses the service's order id from create order)");
      if (!REFUNDABLE.has(order.status))
        return failure(409, "NOT_REFUNDABLE", `the payment is ${order.status}: only a successful payment that is not fully refunded can be refunded`);
      const b = req.body as Schemas["RefundRequest"];
      if (order.refundIds.has(b.unique_merchant_txn_id))
        return failure(409, "DUPLICATE_REFUND_ID", "unique_merchant_txn_id was used by an earlier refund of this payment");
      // Exact arithmetic only: the contract bounds every long to ±(2^53 - 1) (validation refuses the rest); the
      // check compares with what is left rather than adding, so no sum is ever rounded (issue 27).
      if (!Number.isSafeInteger(b.amount) || b.amount <= 0)
        return failure(400, "INVALID_AMOUNT", "the refund amount must be a whole number of paise from 1 to 9007199254740991");
      if (b.amount > order.captured - order.refunded)
        return failure(422, "REFUND_EXCEEDS_CAPTURED", `the refund would exceed the captured amount (${order.captured - order.refunded} paise left)`);
      order.refunded += b.amount;
      order.refundIds.add(b.unique_merchant_txn_id);
      order.status = order.refunded === order.captured ? "REFUNDED" : "PARTIALLY_REFUNDED";
      const record: Schemas["RefundRecord"] = {
        merchant_data: { merchant_id: order.merchantId, order_id: order.merchantOrderId },
        order_data: {
          agg_order_id: order.aggOrderId,
          amount: order.amount,
          refund_amount: order.refunded,
          currency_code: 356,
          order_desc: order.desc,
          status: order.status,
        },
        payment_info_data: {
          unique_merchant_txn_id: b.unique_merchant_txn_id,
          vendor_pg_transaction_id: String(++txnSeq),
          parent_vendor_pg_transaction_id: order.vendorTxnId ?? "",
          status: "1",
          txn_completion_date_time: completionTime(now()),
          amount_in_paisa: String(order.amount),
          captured_amount_in_paisa: String(order.captured),
          refund_amount_in_paisa: String(b.amount),
          txn_response_code: "1",
          txn_response_msg: "SUCCESS",
          acquirer_name: "SANDBOX",
          payment_mode: String(order.paymentMode ?? ""),
        },
        ...SUCCESS,
      };
      return ok(record);
    },
    saveCard(req) {
      const b = req.body as Schemas["SaveCardRequest"];
      if (!customers.has(b.customer_data.customer_id)) return failure(404, "CUSTOMER_NOT_FOUND", "customer_data.customer_id is not a customer of this sandbox");
      const record = saveCard(
        b.customer_data.customer_id,
        b.card_data.card_number,
        b.card_data.expiry_year,
        b.card_data.expiry_month,
        b.card_data.card_holder_name,
      );
      return ok({ ...record, ...SUCCESS });
    },
    fetchSavedCards(req) {
      const id = (req.body as Schemas["FetchSavedCardsRequest"]).customer_data.customer_id;
      if (!customers.has(id)) return failure(404, "CUSTOMER_NOT_FOUND", "customer_data.customer_id is not a customer of this sandbox");
      const list = [...cards.values()].filter((card) => card.customerId === id).map((card) => ({ ...card.record, response_code: 0, response_message: null }));
      return ok({ card_details: list, ...SUCCESS });
    },
    deleteSavedCard(req) {
      const b = req.body as Schemas["DeleteSavedCardRequest"];
      const card = cards.get(b.card_data.saved_card_id);
      if (!card || (b.customer_data?.customer_id !== undefined && card.customerId !== b.customer_data.customer_id)) {
        return failure(404, "SAVED_CARD_NOT_FOUND", "no saved card with this saved_card_id for this customer");
      }
      cards.delete(b.card_data.saved_card_id);
      return ok({ ...SUCCESS });
    },
    calculateEmi(req) {
      const b = req.body as Schemas["EmiCalculatorRequest"];
      const denied = merchant(b.merchant_data);
      if (denied) return denied;
      const amount = b.payment_data.amount_in_paisa;
      let answer = emiAnswers.get(amount);
      if (answer === undefined) {
        answer = scaleFields(emiExample, amount / emiBase, EMI_MONEY);
        if (emiAnswers.size >= 256) emiAnswers.delete(emiAnswers.keys().next().value!);
        emiAnswers.set(amount, answer);
      }
      return ok(answer);
    },
    validateScheme(req) {
      const b = req.body as Schemas["SchemeValidationRequest"];
      const denied = merchant(b.merchant_data);
      if (denied) return denied;
      if (!emiTenures.has(b.emi_data.tenure_id)) return failure(422, "SCHEME_NOT_FOUND", "emi_data.tenure_id is not a tenure the EMI calculator offers");
      return ok({ ...SUCCESS });
    },
  };

  function saveCard(customerId: number, pan: string, year: string, month: string, holder: string): SavedCard["record"] {
    const digits = pan.replace(/[\s-]/g, "");
    const cu = customers.get(customerId);
    const record: SavedCard["record"] = {
      saved_card_id: ++cardSeq,
      expiry_year: year,
      expiry_month: month,
      card_holder_name: holder,
      assosiciation_type: association(digits),
      issuer_id: 1,
      // Only the masked form is kept: the sandbox never stores a full card number.
      masked_card_number: maskPan(digits),
      card_holder_mobile_no: cu?.record.mobile_number ?? null,
      issuer_name: null,
      card_type_id: 1,
    };
    cards.set(record.saved_card_id, { customerId, record });
    return record;
  }

  /** The hosted payment page the official samples redirect the browser to (hosted-page.ts; default and lenient mode alike). */
  function hostedPage(method: string, query: URLSearchParams): SandboxResponse {
    const token = hostedToken(query);
    const t = tokens.get(token);
    if (!t) return refusedPage(401, "This order token was not issued by create order in this sandbox.");
    if (t.used) return refusedPage(409, "This order token was already used (single use).");
    if (now() >= t.expiresAt) return refusedPage(401, "This order token has expired.");
    const order = orders.get(t.aggOrderId);
    if (!order) return refusedPage(404, "The token's order was dropped (see the order cap).");
    const decision = decisionOf(query);
    if (method === "GET" && decision === undefined) {
      const modes = [...query].find(([k]) => k.toLowerCase() === "paymentmodecsv")?.[1] ?? "";
      return choicePage({ token, merchantOrderId: order.merchantOrderId, amount: order.amount, currency: order.currency, modes });
    }
    if (method !== "POST" || decision === undefined)
      return refusedPage(405, "Choose Approve or Fail on the page (a POST with decision=approve or decision=fail).");
    t.used = true;
    order.status = decision === "approve" ? "SUCCESS" : "FAILED";
    order.captured = order.status === "SUCCESS" ? order.amount : 0;
    order.vendorTxnId = String(++txnSeq);
    return returnTo(order.returnUrl, { order_id: order.merchantOrderId, agg_order_id: order.aggOrderId, status: order.status });
  }

  const parts = contractParts(c);
  return {
    ...parts,
    // The recording hook verifies x-verify with it where redaction alters what it signs (issue 26).
    signer,
    state: {
      get customers() {
        return customers.size;
      },
      get orders() {
        return orders.size;
      },
      get tokens() {
        return tokens.size;
      },
      get cards() {
        return cards.size;
      },
    },
    listening(url) {
      baseUrl = url;
    },
    reset() {
      for (const store of [customers, customerRefs, orders, merchantOrderIds, tokens, cards]) store.clear();
    },
    extra(method, pathname, query) {
      if (pathname === HOSTED_PAYMENT_PATH) return hostedPage(method, query);
      // The payment page behind redirect_url: sends the browser on to merchant_return_url.
      const m = /^\/sandbox\/pay\/(\d+)$/.exec(pathname);
      if (!m) return undefined;
      const order = orders.get(Number(m[1]));
      if (!order || method !== "GET") return failure(404, "ORDER_NOT_FOUND", "no order behind this payment page");
      // Only an http(s) URL is a place to send a browser: `javascript:`, `data:` or text that is no URL
      // at all (the document gives merchant_return_url no format) is refused here, never sent on.
      let target: URL;
      try {
        target = new URL(order.returnUrl);
      } catch {
        return failure(422, "RETURN_URL_UNUSABLE", "merchant_return_url is not a URL; the payment page sends the browser on to an http or https URL only");
      }
      if (target.protocol !== "http:" && target.protocol !== "https:")
        return failure(422, "RETURN_URL_UNUSABLE", "merchant_return_url is not an http or https URL; the payment page sends the browser on to those only");
      target.searchParams.set("order_id", order.merchantOrderId);
      target.searchParams.set("agg_order_id", String(order.aggOrderId));
      target.searchParams.set("status", order.status);
      return { status: 302, headers: { location: target.toString() }, text: "", contentType: "text/plain" };
    },
    handle(req) {
      const op = req.operationId as Op;
      if (needsBasic(op)) {
        const denied = credentials(req);
        if (denied) return denied;
      }
      const result = req.judged.result;
      const lenient = !result.ok && options.lenient ? readLeniently(req) : undefined;
      if (!result.ok && !lenient) {
        return failure(400, "INVALID_REQUEST", `the request breaks the contract: ${summarize(result.errors)}`, result.errors);
      }
      const read = lenient?.req ?? req;
      const answer = preferredAnswer(c, read) ?? handlers[op](read);
      if (lenient) Object.assign(answer, { deviations: lenient.deviations }, lenient.omitted > 0 ? { deviationsOmitted: lenient.omitted } : {});
      if (op === "refundPayment" && answer.status === 200 && answer.body !== undefined) {
        // The refund response's x-verify: the merchant-secret signature of the Base64 of the body.
        const text = JSON.stringify(answer.body);
        answer.headers = { ...answer.headers, "x-verify": signer(Buffer.from(text, "utf8").toString("base64")) };
      }
      return answer;
    },
  };
}

/** The amount of the EMI calculator's request example (the base of the scaling). */
function emiExampleAmount(): number {
  const ex = httpOperation("calculateEmi")?.examples().requests[0]?.named.values().next().value as { payment_data?: { amount_in_paisa?: number } } | undefined;
  const v = ex?.payment_data?.amount_in_paisa;
  if (typeof v !== "number" || v <= 0) throw new Error("the contract has no EMI calculator request example with an amount: run make");
  return v;
}
