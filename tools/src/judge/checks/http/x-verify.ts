/**
 * x-verify-mismatch: with --secret, the x-verify header of a signed operation (create order) is the
 * HMAC-SHA256 of its Base64 payload, and the refund answer's x-verify that of the Base64 of its body
 * (`answer` below). A missing header or payload is the schema's finding, not this one.
 *
 * A recorded payload that shows redaction's marks (a [REDACTED] value, a pseudonym, a masked card
 * number: recording/carried.ts) is no longer the payload that was signed (issue 26). For it:
 * - the recorder's verdict carried in the entry (`_contract.xVerify.request`, written by the sandbox
 *   or `redact --secret` before redaction) is used: "verified" passes and is counted in the report's
 *   summary (`xVerifyFromRecording`, via `noteCarried`), "mismatch" is x-verify-mismatch;
 * - without a carried verdict, x-verify-unverifiable (a warning), never a false mismatch.
 * A payload without redaction's marks is always verified here, whatever the entry carries.
 */
import { decodeBase64Json, signedForms } from "../../../contract/payload.ts";
import { get } from "../../../json-pointer.ts";
import { render } from "../../../render.ts";
import { PSEUDONYM, showsRedaction, type XVerifyVerdict } from "../../../recording/carried.ts";
import { verifySignature, type Signer } from "../../../signing/x-verify.ts";
import type { Violation } from "../../model.ts";
import type { Check, HttpContext } from "../types.ts";
import { violation } from "../violation.ts";

/**
 * Whether `signature` signs the payload under the signer: over the Base64 text as sent, or, for a
 * payload wrapped with whitespace, over its compact form (contract/payload.ts, the one whitespace
 * rule). The only verification of a payload's x-verify in the toolkit: the sandbox, the proxy, the
 * recorders and conform all take this verdict.
 */
export function signsPayload(signer: Signer, payload: string, signature: string): boolean {
  return signedForms(payload).some((text) => verifySignature(signer, text, signature));
}

/** What a failed signature check reports, in the words of its side. */
interface Wording {
  pointer: string;
  unverifiable: { expected: string; actual: string; message: string };
  mismatch: { expected: string; message: string; recorded: string };
}

/**
 * A signature that did not verify over the content as recorded. Content redaction altered is judged
 * by the recorder's carried verdict: "verified" passes (counted in the summary), "mismatch" is
 * x-verify-mismatch, none is x-verify-unverifiable; unaltered content is x-verify-mismatch.
 */
function notVerified(
  signature: string,
  redacted: boolean,
  verdict: XVerifyVerdict | undefined,
  words: Wording,
  noteCarried: (() => void) | undefined,
  out: Violation[],
): void {
  const carried = redacted ? verdict : undefined;
  if (carried === "verified") {
    noteCarried?.();
    return;
  }
  if (redacted && carried === undefined) {
    out.push(violation("x-verify-unverifiable", { pointer: words.pointer, ...words.unverifiable }));
    return;
  }
  out.push(
    violation("x-verify-mismatch", {
      pointer: words.pointer,
      expected: words.mismatch.expected,
      actual: render(signature, "x-verify"),
      message: carried === "mismatch" ? words.mismatch.recorded : words.mismatch.message,
    }),
  );
}

const ANSWER: Wording = {
  pointer: "/response/headers/x-verify",
  unverifiable: {
    expected: "an answer body as signed, or the recorder's verdict (_contract.xVerify.response)",
    actual: "an answer body altered by redaction, no verdict carried",
    message: "redaction altered the answer body that x-verify signs, and the entry carries no record-time verdict: x-verify cannot be verified",
  },
  mismatch: {
    expected: "HMAC-SHA256 of the Base64 of the answer body (hex, key = --secret)",
    message: "the answer's x-verify is not the signature of the Base64 of its body under the given secret",
    recorded:
      "the answer's x-verify was not the signature of its body under the secret when it was recorded (the recorder's verdict, _contract.xVerify; the body was redacted since)",
  },
};

/** The words of create order's request, for the payload at `at`. */
const payloadWording = (at: string): Wording => ({
  pointer: "/request/headers/x-verify",
  unverifiable: {
    expected: "a payload as signed, or the recorder's verdict (_contract.xVerify, written by the sandbox or redact --secret)",
    actual: "a payload altered by redaction, no verdict carried",
    message: `redaction altered the payload at ${at} that x-verify signs, and the entry carries no record-time verdict: x-verify cannot be verified`,
  },
  mismatch: {
    expected: "HMAC-SHA256 of the Base64 payload (hex, key = --secret)",
    message: `x-verify is not the signature of the Base64 text at ${at} under the given secret`,
    recorded: `x-verify was not the signature of the Base64 text at ${at} under the secret when it was recorded (the recorder's verdict, _contract.xVerify; the payload was redacted since)`,
  },
});

/**
 * The refund answer's x-verify (001: the response carries x-verify, the merchant-secret signature of
 * the Base64 of its body; the exact keyed construction is a gap, the toolkit's default signer as for
 * create order): with --secret, over the body text as recorded. A missing header is the schema's
 * finding (response-header-missing). A body that redaction altered is judged by the recorder's carried
 * verdict (`_contract.xVerify.response`) as the request's payload is.
 */
function answer({ ex, operation, signer, noteCarried, verdicts }: HttpContext, out: Violation[]): void {
  const res = ex.response;
  if (!signer || !res || typeof res.text !== "string") return;
  const declared = operation.op.responses[String(ex.status)]?.headers?.some((h) => h.name.toLowerCase() === "x-verify");
  const signature = res.headers["x-verify"];
  if (!declared || typeof signature !== "string") return;
  if (verifySignature(signer, Buffer.from(res.text, "utf8").toString("base64"), signature)) {
    verdicts.response = "verified";
    return;
  }
  const redacted = ex.carried?.redacted.includes("/response/body") === true || showsRedaction(res.body);
  if (!redacted) verdicts.response = "mismatch";
  notVerified(signature, redacted, ex.carried?.xVerify.response, ANSWER, noteCarried, out);
}

export const xVerify: Check<HttpContext> = {
  rules: ["x-verify-mismatch", "x-verify-unverifiable"],
  run(ctx, out) {
    if (ctx.side === "response") return answer(ctx, out);
    const { ex, operation, encoded, decoded: documents, signer, noteCarried, verdicts } = ctx;
    if (!operation.signed || !signer || !ex.request.body || typeof ex.request.body !== "object") return;
    const signature = ex.request.headers["x-verify"];
    let verdict: XVerifyVerdict | undefined;
    for (const enc of encoded) {
      const payload = get(ex.request.body, enc.pointer);
      if (typeof signature !== "string" || typeof payload !== "string") continue; // missing ones are reported by the schema
      if (signsPayload(signer, payload, signature)) {
        verdict ??= "verified";
        continue;
      }
      const at = `/request/body${enc.pointer}`;
      // The document validation decoded (a Base64 JSON payload that decoded), else the contract's decoder.
      const doc = documents?.has(enc.pointer) === true ? documents.get(enc.pointer) : decodeBase64Json(payload);
      const redacted = PSEUDONYM.test(signature.trim()) || showsRedaction(doc);
      // Over content redaction altered, the signature says nothing new: the verdict is the recorder's.
      if (!redacted) verdict = "mismatch";
      notVerified(signature, redacted, ex.carried?.xVerify.request, payloadWording(at), noteCarried, out);
    }
    if (verdict) verdicts.request = verdict;
  },
};
