/**
 * transaction-fields-used (warning): a mobile DoTransaction Detail carries a field its
 * TransactionType does not use, or leaves out one it uses (x-fields-used, "Requests by operation").
 * A field the schema requires is already an error when absent.
 */
import { isObject } from "../../../json.ts";
import { join } from "../../../json-pointer.ts";
import { render } from "../../../render.ts";
import type { Check, TerminalContext } from "../types.ts";
import { violation } from "../violation.ts";

export const fieldsUsed: Check<TerminalContext> = {
  rules: ["transaction-fields-used"],
  run({ app, methodId, methodName, request, facts }, out) {
    if (methodName !== "DoTransaction") return;
    const detail = request.Detail;
    if (!isObject(detail) || detail.TransactionType === undefined || detail.TransactionType === null) return;
    const type = String(detail.TransactionType);
    const f = facts.fieldsUsed(app, methodId, type);
    if (!f) return;
    const used = new Set(f.used);
    for (const k of Object.keys(detail)) {
      if (k === "TransactionType" || used.has(k)) continue;
      out.push(
        violation("transaction-fields-used", {
          pointer: join("/request/Detail", k),
          expected: `(absent: TransactionType ${type} uses ${f.used.join(", ")})`,
          actual: render(detail[k], k),
          message: `TransactionType ${type} does not use ${k} ("Requests by operation"); the Detail table allows it, so this is a warning`,
        }),
      );
    }
    for (const k of f.used) {
      if (k in detail || f.required.includes(k)) continue;
      out.push(
        violation("transaction-fields-used", {
          pointer: `/request/Detail/${k}`,
          expected: `present (TransactionType ${type} uses it)`,
          actual: "(absent)",
          message: `TransactionType ${type} uses ${k} ("Requests by operation") but the Detail leaves it out; the Detail table makes it optional, so this is a warning`,
        }),
      );
    }
  },
};
