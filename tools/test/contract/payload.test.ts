// The one payload decoder (create order's Base64 `request`): decoded, or an error in the toolkit's
// words; and its whitespace rule, which the signature check shares.
import { describe, expect, it } from "vitest";
import type { EncodedContent } from "../../src/contract/manifest.ts";
import { decodeBase64Json, decodePayload, MAX_ENCODED_CHARS, signedForms } from "../../src/contract/payload.ts";
import { checkEncoded } from "../../src/validate/encoded.ts";

const b64 = (text: string): string => Buffer.from(text).toString("base64");
const enc = (pointer: string, mediaType = "application/json", encoding = "base64"): EncodedContent => ({ pointer, encoding, mediaType, validator: "v" });

describe("decodePayload", () => {
  const cases = [
    { given: { body: { request: b64('{"a":1}') }, enc: enc("/request") }, want: { value: { a: 1 } } },
    { given: { body: { request: `${b64('{"a":1}').slice(0, 4)}\n${b64('{"a":1}').slice(4)}` }, enc: enc("/request") }, want: { value: { a: 1 } } },
    { given: { body: { request: b64("plain") }, enc: enc("/request", "text/plain") }, want: { value: "plain" } },
    { given: { body: { request: '{"a":1}' }, enc: enc("/request", "application/json", "") }, want: { value: { a: 1 } } },
    // The pointer is read as RFC 6901 says: "~1" is "/", "~0" is "~" (a split("/") walk read "a~1b" literally).
    { given: { body: { "a/b": { "c~d": b64("[1]") } }, enc: enc("/a~1b/c~0d") }, want: { value: [1] } },
    { given: { body: { items: [b64("2")] }, enc: enc("/items/0") }, want: { value: 2 } },
    {
      given: { body: { request: "not base64!" }, enc: enc("/request") },
      want: { error: ["/body/request", "base64", "Base64 (RFC 4648 alphabet with padding)"] },
    },
    { given: { body: { request: b64("{oops") }, enc: enc("/request") }, want: { error: ["/body/request", "json", "Base64 of a JSON document"] } },
    { given: { body: { request: 12 }, enc: enc("/request") }, want: undefined },
    { given: { body: {}, enc: enc("/request") }, want: undefined },
    { given: { body: "text", enc: enc("/request") }, want: undefined },
  ];
  for (const c of cases) {
    it(`${c.given.enc.pointer} of ${JSON.stringify(c.given.body).slice(0, 40)}`, () => {
      const got = decodePayload(c.given.body, c.given.enc);
      const shown =
        got === undefined ? undefined : got.error ? { error: [`/body${c.given.enc.pointer}`, got.error.rule, got.error.expected] } : { value: got.value };
      expect(shown).toEqual(c.want);
    });
  }

  it("a JSON error gives the position only, never the decoded text (it may hold card data)", () => {
    const got = decodePayload({ request: b64('{"pan": 4111111111111111') }, enc("/request"));
    expect(got?.error?.message).toMatch(/^decoded base64 is not JSON/);
    expect(got?.error?.message).not.toContain("4111");
  });

  it("a payload above the limit is not decoded", () => {
    const got = decodePayload({ request: "A".repeat(MAX_ENCODED_CHARS + 4) }, enc("/request"));
    expect(got?.error?.message).toMatch(/^too large/);
  });

  it("validation reports the decoder's error at the payload's pointer in the body", () => {
    expect(checkEncoded({ request: "not base64!" }, enc("/request"), {})).toEqual([
      {
        pointer: "/body/request",
        rule: "base64",
        message: "is not valid Base64 (RFC 4648 alphabet with padding)",
        expected: "Base64 (RFC 4648 alphabet with padding)",
      },
    ]);
  });
});

describe("the whitespace rule", () => {
  const text = b64(JSON.stringify({ merchant_data: { order_id: "A-1" }, pad: "x".repeat(80) }));
  const wrapped = text.replace(/(.{76})/g, "$1\r\n");

  it("a payload wrapped at 76 characters (as MIME encoders write it) decodes as its compact form does", () => {
    expect(wrapped).not.toBe(text);
    expect(decodePayload({ request: wrapped }, enc("/request"))).toEqual(decodePayload({ request: text }, enc("/request")));
  });

  it("a signature may sign the text as sent or its compact form: both forms are given for a wrapped payload, one for a compact one", () => {
    expect(signedForms(text)).toEqual([text]);
    expect(signedForms(wrapped)).toEqual([wrapped, text]);
  });

  it("redaction's search for payloads decodes by the same rule (any Base64 of a JSON object or array)", () => {
    expect(decodeBase64Json(wrapped)).toEqual(JSON.parse(Buffer.from(text, "base64").toString("utf8")));
    expect(decodeBase64Json(b64("plain text, not JSON"))).toBeUndefined();
    expect(decodeBase64Json("short")).toBeUndefined();
  });
});
