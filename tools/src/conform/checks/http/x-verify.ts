/**
 * x-verify-mismatch: with --secret, the x-verify header of a signed operation (create order) is the
 * HMAC-SHA256 of its Base64 payload. A missing header or payload is the schema's finding, not this one.
 */
import { get } from "../../../json-pointer.ts";
import { render } from "../../../render.ts";
import { verifySignature } from "../../../signing/x-verify.ts";
import type { Check, HttpContext } from "../types.ts";
import { violation } from "../violation.ts";

export const xVerify: Check<HttpContext> = {
  rules: ["x-verify-mismatch"],
  run({ ex, operation, encoded, signer }, out) {
    if (!operation.signed || !signer || !ex.request.body || typeof ex.request.body !== "object") return;
    const signature = ex.request.headers["x-verify"];
    for (const enc of encoded) {
      const payload = get(ex.request.body, enc.pointer);
      if (typeof signature !== "string" || typeof payload !== "string") continue; // missing ones are reported by the schema
      if (!verifySignature(signer, payload, signature)) {
        out.push(
          violation("x-verify-mismatch", {
            pointer: "/request/headers/x-verify",
            expected: "HMAC-SHA256 of the Base64 payload (hex, key = --secret)",
            actual: render(signature, "x-verify"),
            message: `x-verify is not the signature of the Base64 text at ${`/request/body${enc.pointer}`} under the given secret`,
          }),
        );
      }
    }
  },
};
