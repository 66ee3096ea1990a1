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
  /** The amount, once known (decoded from the payload when a refund needs it). */
  amount?: number | undefined;
  /** Create order's Base64 payload, decoded only when a refund of this order comes. */
  payload?: string | undefined;
  index: number;
}

/** payment_info_data.amount of create order's Base64 payload (undefined when unreadable). */
function payloadAmount(b64: string): number | undefined {
  try {
    const doc = JSON.parse(Buffer.from(b64.replace(/\s+/g, ""), "base64").toString("utf8")) as { payment_info_data?: { amount?: unknown } };
    return num(doc?.payment_info_data?.amount);
  } catch {
    return undefined;
  }
}

function amountOf(o: OrderInfo): number | undefined {
  if (o.amount === undefined && o.payload !== undefined) {
    o.amount = payloadAmount(o.payload);
    o.payload = undefined;
  }
  return o.amount;
}

export const refundExceedsOrder: SequenceRule = {
  id: "seq-refund-exceeds-order",
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
          const payload = (ex.request.body as Record<string, unknown> | undefined)?.request;
          const id = body?.order_id;
          if (typeof payload === "string") {
            const key = id !== undefined && id !== null ? String(id) : `#${index}`;
            const info: OrderInfo = { payload, index };
            orders.set(key, info);
            latest = { key, info };
          }
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
          } else if (orders.has(paymentId) && amountOf(orders.get(paymentId)!) !== undefined) {
            key = paymentId;
            const o = orders.get(paymentId)!;
            order = { amount: amountOf(o)!, source: `the amount of order ${paymentId} (entry ${o.index})` };
          } else if (latest && amountOf(latest.info) !== undefined) {
            key = latest.key;
            order = { amount: amountOf(latest.info)!, source: `the amount of the order created at entry ${latest.info.index}` };
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
