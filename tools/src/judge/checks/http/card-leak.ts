/** card-number-leak: a response body carries a full (Luhn-valid) card number where the contract expects a masked one (conform/leak.ts). */
import { findLeaks } from "../../leak.ts";
import type { Check, HttpContext } from "../types.ts";

export const cardLeak: Check<HttpContext> = {
  rules: ["card-number-leak"],
  run({ ex, leaks }, out) {
    const res = ex.response;
    if (!res || ex.status === 0 || res.body === undefined) return;
    if (res.text === undefined || leaks.mayContain(res.text)) findLeaks(res.body, "/response/body", leaks, out);
  },
};
