// The record-time x-verify verdict a recorder carries in a HAR entry (recording/carried.ts, issue 26):
// the judge's verdict (redact/signatures.ts asks it), written only where redaction altered content an
// x-verify signs, "verified" or "mismatch" over the content as it was on the wire, kept when an
// earlier recorder wrote one, and read back defensively.
import { describe, expect, it } from "vitest";
import { signaturesOf } from "../../src/redact/signatures.ts";
import { carryVerdicts, isRedacted, readCarried, showsRedaction } from "../../src/recording/carried.ts";
import { redactHarEntry } from "../../src/recording/redact.ts";
import { hmacSha256Signer, type Signer } from "../../src/signing/x-verify.ts";

const SECRET = "00".repeat(32);
const signer = hmacSha256Signer(SECRET);
const encode = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString("base64");

function createOrder(payload: unknown, signature?: string): Record<string, unknown> {
  const request = encode(payload);
  return {
    request: {
      method: "POST",
      url: "http://127.0.0.1:1/api/v2/order/create",
      headers: [
        { name: "content-type", value: "application/json" },
        { name: "x-verify", value: signature ?? signer(request) },
      ],
      postData: { mimeType: "application/json", text: JSON.stringify({ request }) },
    },
    response: { status: 200, headers: [], content: { mimeType: "application/json", text: "{}" } },
  };
}

/** An entry redacted as a recorder holding `s` (the merchant secret, or none) writes it: with the judge's verdicts. */
const redacted = (entry: unknown, s?: Signer): Record<string, any> => redactHarEntry(entry, { signed: signaturesOf(s)(entry) }) as Record<string, any>;

const withCode = { merchant_data: { merchant_access_code: "CODE-1", order_id: "O1" } };
const withoutSecret = { merchant_data: { order_id: "O1" } };

describe("carried x-verify verdicts", () => {
  it.each([
    {
      given: "a right signature over a payload redaction altered",
      entry: createOrder(withCode),
      signer,
      want: { redacted: ["/request/body/request"], xVerify: { request: "verified" } },
    },
    {
      given: "a wrong signature over it",
      entry: createOrder(withCode, "AB".repeat(32)),
      signer,
      want: { redacted: ["/request/body/request"], xVerify: { request: "mismatch" } },
    },
    { given: "no secret known to the recorder", entry: createOrder(withCode), signer: undefined, want: { redacted: ["/request/body/request"], xVerify: {} } },
    { given: "a payload redaction left as it was", entry: createOrder(withoutSecret), signer, want: undefined },
  ])("$given", ({ entry, signer: s, want }) => {
    const copy = redacted(entry, s);
    expect(copy._contract).toEqual(want);
    // x-verify itself is kept as sent (a MAC, not a credential).
    expect(copy.request.headers[1].value).toBe((entry.request as any).headers[1].value);
    expect(JSON.stringify(copy)).not.toContain("CODE-1");
  });

  it("verifies the refund answer's x-verify over its body as sent when redaction altered that body", () => {
    const body = JSON.stringify({ card: "4111111111111111", amount: 1 });
    const entry = {
      request: { method: "POST", url: "http://h/api/pg/payments/1/refund", headers: [] },
      response: {
        status: 200,
        headers: [{ name: "x-verify", value: signer(Buffer.from(body).toString("base64")) }],
        content: { mimeType: "application/json", text: body },
      },
    };
    const copy = redacted(entry, signer);
    expect(copy._contract).toEqual({ redacted: ["/response/body"], xVerify: { response: "verified" } });
    expect(copy.response.headers[0].value).toBe(entry.response.headers[0]!.value);
  });

  it("keeps a verdict an earlier recorder carried (redacting a redacted copy again)", () => {
    const once = redacted(createOrder(withCode, "AB".repeat(32)), signer);
    const twice = redacted({ ...once, request: createOrder(withCode).request }, signer);
    expect(readCarried(twice)).toEqual({ redacted: ["/request/body/request"], xVerify: { request: "mismatch" } });
    const copy = structuredClone(once);
    carryVerdicts(createOrder(withCode), copy, undefined);
    expect(readCarried(copy)?.xVerify).toEqual({ request: "mismatch" });
  });

  it("gives no verdict over a payload redacted before (a copy redacted again, the first time without the secret)", () => {
    const once = redacted(createOrder(withCode));
    expect(once._contract).toEqual({ redacted: ["/request/body/request"], xVerify: {} });
    const twice = redacted(once, signer);
    expect(twice._contract).toEqual({ redacted: ["/request/body/request"], xVerify: {} });
  });

  it("reads back only well-formed fields", () => {
    expect(readCarried({})).toBeUndefined();
    expect(readCarried({ _contract: "verified" })).toBeUndefined();
    expect(readCarried({ _contract: { redacted: ["/a", 3], xVerify: { request: "yes", response: "mismatch" } } })).toEqual({
      redacted: ["/a"],
      xVerify: { response: "mismatch" },
    });
  });

  it("recognises redaction's marks: [REDACTED], pseudonyms, masked card numbers", () => {
    expect(["[REDACTED]", "REDACTED-0a1b2c3d", "411111******1111"].map(isRedacted)).toEqual([true, true, true]);
    expect(["REDACTED", "REDACTED-xyz", "4111111111111111", "000000****00001"].map(isRedacted)).toEqual([false, false, false, false]);
    expect(showsRedaction({ a: [{ b: "REDACTED-0a1b2c3d" }] })).toBe(true);
    expect(showsRedaction({ a: [{ b: "plain" }] })).toBe(false);
  });
});
