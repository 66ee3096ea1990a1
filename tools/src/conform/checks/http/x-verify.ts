/**
 * x-verify-mismatch: with --secret, the x-verify header of a signed operation (create order) is the
 * HMAC-SHA256 of its Base64 payload. A missing header or payload is the schema's finding, not this one.
 *
 * A recorded payload that shows redaction's marks (a [REDACTED] value, a pseudonym, a masked card
 * number: recording/carried.ts) is no longer the payload that was signed (issue 26). For it:
 * - the recorder's verdict carried in the entry (`_contract.xVerify.request`, written by the sandbox
 *   or `redact --secret` before redaction) is used: "verified" passes and is counted in the report's
 *   summary (`xVerifyFromRecording`, via `noteCarried`), "mismatch" is x-verify-mismatch;
 * - without a carried verdict, x-verify-unverifiable (a warning), never a false mismatch.
 * A payload without redaction's marks is always verified here, whatever the entry carries.
 */
import { get } from "../../../json-pointer.ts";
import { render } from "../../../render.ts";
import { PSEUDONYM, showsRedaction } from "../../../recording/carried.ts";
import { verifySignature } from "../../../signing/x-verify.ts";
import type { Check, HttpContext } from "../types.ts";
import { violation } from "../violation.ts";

/** The JSON document inside a Base64 payload, or undefined. */
function decoded(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload.replace(/\s+/g, ""), "base64").toString("utf8"));
  } catch {
    return undefined;
  }
}

export const xVerify: Check<HttpContext> = {
  rules: ["x-verify-mismatch", "x-verify-unverifiable"],
  run({ ex, operation, encoded, signer, noteCarried }, out) {
    if (!operation.signed || !signer || !ex.request.body || typeof ex.request.body !== "object") return;
    const signature = ex.request.headers["x-verify"];
    for (const enc of encoded) {
      const payload = get(ex.request.body, enc.pointer);
      if (typeof signature !== "string" || typeof payload !== "string") continue; // missing ones are reported by the schema
      if (verifySignature(signer, payload, signature)) continue;
      const at = `/request/body${enc.pointer}`;
      const redacted = PSEUDONYM.test(signature.trim()) || showsRedaction(decoded(payload));
      const carried = redacted ? ex.carried?.xVerify.request : undefined;
      if (carried === "verified") {
        noteCarried?.();
        continue;
      }
      if (redacted && carried === undefined) {
        out.push(
          violation("x-verify-unverifiable", {
            pointer: "/request/headers/x-verify",
            expected: "a payload as signed, or the recorder's verdict (_contract.xVerify, written by the sandbox or redact --secret)",
            actual: "a payload altered by redaction, no verdict carried",
            message: `redaction altered the payload at ${at} that x-verify signs, and the entry carries no record-time verdict: x-verify cannot be verified`,
          }),
        );
        continue;
      }
      out.push(
        violation("x-verify-mismatch", {
          pointer: "/request/headers/x-verify",
          expected: "HMAC-SHA256 of the Base64 payload (hex, key = --secret)",
          actual: render(signature, "x-verify"),
          message:
            carried === "mismatch"
              ? `x-verify was not the signature of the Base64 text at ${at} under the secret when it was recorded (the recorder's verdict, _contract.xVerify; the payload was redacted since)`
              : `x-verify is not the signature of the Base64 text at ${at} under the given secret`,
        }),
      );
    }
  },
};
