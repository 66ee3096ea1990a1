/** response-code-undocumented (warning): the reply's ResponseCode is not one the method's code table documents (the sets are open). */
import { isObject } from "../../../json.ts";
import { render } from "../../../render.ts";
import type { Check, TerminalContext } from "../types.ts";
import { violation } from "../violation.ts";

const POINTER = "/response/Response/ResponseCode";

export const codeDocumented: Check<TerminalContext> = {
  rules: ["response-code-undocumented"],
  run({ app, methodId, response, facts }, out) {
    if (!response) return;
    const code = isObject(response.Response) ? response.Response.ResponseCode : undefined;
    if (code === undefined || code === null || typeof code === "object") return;
    if (out.some((v) => v.pointer === POINTER)) return; // already a schema finding (wrong type, too long)
    const codes = facts.codes(app, methodId);
    if (!codes || codes.has(String(code))) return;
    out.push(
      violation("response-code-undocumented", {
        pointer: POINTER,
        expected: `a documented code: ${[...codes].join(", ")}`,
        actual: render(code, "ResponseCode"),
        message: `ResponseCode ${JSON.stringify(code)} is not documented for this method (further codes: not shown), so this is a warning`,
      }),
    );
  },
};
