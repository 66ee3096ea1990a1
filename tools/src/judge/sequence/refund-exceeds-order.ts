/**
 * seq-refund-exceeds-order: a refund never exceeds the order amount, alone or together with the
 * earlier successful refunds of the same order in the recording.
 *
 * The order amount of a refund is, in this order of preference: the refund response's
 * order_data.amount; the amount of an order whose id equals the payment_id (from create order,
 * whose payload carries payment_info_data.amount, or from an order inquiry); otherwise the most
 * recent order created in the recording (the contract does not relate payment ids to order ids:
 * a recording is taken to pay one order at a time).
 */
import type { HttpEvent, SequenceRule } from "./types.ts";
import { BoundedMap, WINDOW } from "./types.ts";

const num = (v: unknown): number | undefined => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

interface OrderInfo {
  /** The amount, when known. */
  amount: number | undefined;
  index: number;
}

/** The create-order payload's pointer in the request body (the contract's encoded `request`). */
const PAYLOAD = "/request";

/** payment_info_data.amount of create order's payload as the judge decoded it (undefined when it did not decode). */
function payloadAmount(ev: HttpEvent): number | undefined {
  const doc = ev.payloads?.get(PAYLOAD) as { payment_info_data?: { amount?: unknown } } | undefined;
  return num(doc?.payment_info_data?.amount);
}

export const refundExceedsOrder: SequenceRule = {
  id: "seq-refund-exceeds-order",
  reads: {
    http: {
      createOrder: { request: { request: {} }, payloads: { [PAYLOAD]: { payment_info_data: { amount: true } } }, response: { order_id: true } },
      getOrder: { params: { order_id: true }, response: { order_data: { amount: true, agg_order_id: true } } },
      refundPayment: {
        params: { payment_id: true },
        request: { amount: true },
        response: { order_data: { amount: true, agg_order_id: true }, response_code: true },
      },
    },
  },
  start() {
    const orders = new BoundedMap<string, OrderInfo>(WINDOW);
    const refunded = new BoundedMap<string, number>(WINDOW);
    let latest: { key: string; info: OrderInfo } | undefined;
    return {
      observe(ev, sink) {
        if (ev.kind !== "http") return;
        const { exchange: ex, operationId, index, pathParams } = ev as HttpEvent;
        // biome-ignore lint/suspicious/noExplicitAny: a recorded response body, untyped JSON; each amount is checked (typeof) where it is read
        const body = ex.response?.body as Record<string, any> | undefined;
        if (operationId === "createOrder") {
          // An order is one whose request carries its payload (the amount is known when it decoded).
          if (typeof (ex.request.body as Record<string, unknown> | undefined)?.request !== "string") return;
          const id = body?.order_id;
          const key = id !== undefined && id !== null ? String(id) : `#${index}`;
          const info: OrderInfo = { amount: payloadAmount(ev as HttpEvent), index };
          orders.set(key, info);
          latest = { key, info };
        } else if (operationId === "getOrder") {
          const amount = num(body?.order_data?.amount);
          const id = body?.order_data?.agg_order_id ?? pathParams.order_id;
          if (amount !== undefined && id !== undefined) orders.set(String(id), { amount, index });
        } else if (operationId === "refundPayment") {
          const amount = num((ex.request.body as Record<string, unknown> | undefined)?.amount);
          if (amount === undefined) return;
          const paymentId = pathParams.payment_id ?? "";
          let key: string;
          let order: { amount: number; source: string };
          const inResponse = num(body?.order_data?.amount);
          if (inResponse !== undefined) {
            key = String(body?.order_data?.agg_order_id ?? paymentId);
            order = { amount: inResponse, source: "the order amount in this refund's response" };
          } else if (orders.has(paymentId) && orders.get(paymentId)!.amount !== undefined) {
            key = paymentId;
            const o = orders.get(paymentId)!;
            order = { amount: o.amount!, source: `the amount of order ${paymentId} (entry ${o.index})` };
          } else if (latest && latest.info.amount !== undefined) {
            key = latest.key;
            order = { amount: latest.info.amount, source: `the amount of the order created at entry ${latest.info.index}` };
          } else {
            return;
          }
          const before = refunded.get(key) ?? 0;
          if (amount > order.amount) {
            sink.add({
              rule: "seq-refund-exceeds-order",
              where: "sequence",
              pointer: "/request/body/amount",
              expected: `at most ${order.amount}`,
              actual: String(amount),
              message: `the refund exceeds ${order.source}`,
            });
          } else if (before + amount > order.amount) {
            sink.add({
              rule: "seq-refund-exceeds-order",
              where: "sequence",
              pointer: "/request/body/amount",
              expected: `at most ${order.amount - before} (order ${order.amount}, refunded before ${before})`,
              actual: String(amount),
              message: `with the earlier refunds, the refunds exceed ${order.source}`,
            });
          }
          const succeeded = ex.status >= 200 && ex.status < 300 && (body?.response_code === undefined || Number(body.response_code) === 1);
          if (succeeded) refunded.set(key, before + amount);
        }
      },
      finish() {},
    };
  },
};
