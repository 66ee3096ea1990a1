/**
 * seq-token-origin: process payment uses a token that an earlier create-order response returned
 * in the same recording, and uses it once (the document calls it a single-use handle).
 *
 * Decision (the document does not say whether a rejected attempt uses the token up): a token is
 * used up by a process payment that was answered 2xx. A request the service rejected (4xx: an
 * invalid body, say) was no payment attempt, so a corrected retry with the same token is not a reuse.
 * The sandbox behaves the same way.
 */
import type { HttpEvent, SequenceRule } from "./types.ts";
import { BoundedMap, WINDOW } from "./types.ts";

export const tokenOrigin: SequenceRule = {
  id: "seq-token-origin",
  reads: { http: { createOrder: { response: { token: true } }, processPayment: { query: { token: true } } } },
  start() {
    const issued = new BoundedMap<string, { index: number; usedAt: number | undefined }>(WINDOW);
    return {
      observe(ev, sink) {
        if (ev.kind !== "http") return;
        const { exchange: ex, operationId, index } = ev as HttpEvent;
        if (operationId === "createOrder") {
          const token = (ex.response?.body as Record<string, unknown> | undefined)?.token;
          if (typeof token === "string" && token) issued.set(token, { index, usedAt: undefined });
        } else if (operationId === "processPayment") {
          const token = ex.query.token;
          if (token === undefined) return; // request-parameter-missing says so
          const origin = issued.get(token);
          if (!origin) {
            sink.add({
              rule: "seq-token-origin",
              where: "sequence",
              pointer: "/request/query/token",
              expected: "a token returned by an earlier create order",
              actual: '"[REDACTED]" (not seen before)',
              message: "process payment uses a token that no earlier create-order response in this recording returned",
            });
          } else if (origin.usedAt !== undefined) {
            sink.add({
              rule: "seq-token-origin",
              where: "sequence",
              pointer: "/request/query/token",
              expected: `a token not used before (single use; entry ${origin.index} issued it)`,
              actual: `used before at entry ${origin.usedAt}`,
              message: "process payment reuses a single-use token",
            });
          } else if (ex.status >= 200 && ex.status < 300) {
            origin.usedAt = index;
          }
        }
      },
      finish() {},
    };
  },
};
