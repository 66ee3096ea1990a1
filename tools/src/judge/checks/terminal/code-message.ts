/**
 * response-code-message: the reply's ResponseCode and ResponseMsg agree with the method's code
 * table: a message that is the documented text of another code, and not of this one, contradicts
 * the code (code 7 with TRANSACTION INITIATED CHECK GET STATUS, the text of 100). A message no code
 * documents (host text such as APPROVED) is not compared.
 */
import { normalMessage } from "../../../contract/documented.ts";
import { isObject } from "../../../json.ts";
import { render } from "../../../render.ts";
import type { Check, TerminalContext } from "../types.ts";
import { violation } from "../violation.ts";

export const codeMessage: Check<TerminalContext> = {
  rules: ["response-code-message"],
  run({ app, methodId, response, facts }, out) {
    const res = response && isObject(response.Response) ? response.Response : undefined;
    const code = res?.ResponseCode;
    const msg = res?.ResponseMsg;
    if (code === undefined || code === null || typeof code === "object" || typeof msg !== "string") return;
    const table = facts.codeMessages(app, methodId);
    if (!table) return;
    const own = String(code).trim();
    // A code the table does not list has no documented message: nothing to compare (and no text to normalize).
    if (!table.has(own)) return;
    const text = normalMessage(msg);
    if (table.get(own)!.includes(text)) return;
    const others = [...table].filter(([c, texts]) => c !== own && texts.includes(text)).map(([c]) => c);
    if (others.length === 0) return;
    const mine = table.get(own)!;
    out.push(
      violation("response-code-message", {
        pointer: "/response/Response/ResponseCode",
        expected: `${others.map((c) => JSON.stringify(c)).join(" or ")} (the code the message documents)`,
        actual: render(code, "ResponseCode"),
        message: `ResponseCode ${JSON.stringify(code)} contradicts its ResponseMsg, which the method's code table gives for code ${others.join(" or ")}${mine.length ? ` (code ${own} is "${mine[0]}")` : ""}`,
      }),
    );
  },
};
