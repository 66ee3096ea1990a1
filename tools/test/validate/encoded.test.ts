// Encoded payloads (create order's Base64 `request`): decoded, or an error in the toolkit's words.
import { describe, expect, it } from "vitest";
import { decodeEncoded, MAX_ENCODED_CHARS } from "../../src/validate/encoded.ts";
import type { EncodedContent } from "../../src/contract/manifest.ts";

const b64 = (text: string): string => Buffer.from(text).toString("base64");
const enc = (pointer: string, mediaType = "application/json", encoding = "base64"): EncodedContent => ({ pointer, encoding, mediaType, validator: "v" });

describe("decodeEncoded", () => {
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
      const got = decodeEncoded(c.given.body, c.given.enc);
      const shown = got === undefined ? undefined : got.error ? { error: [got.error.pointer, got.error.rule, got.error.expected] } : { value: got.value };
      expect(shown).toEqual(c.want);
    });
  }

  it("a JSON error gives the position only, never the decoded text (it may hold card data)", () => {
    const got = decodeEncoded({ request: b64('{"pan": 4111111111111111') }, enc("/request"));
    expect(got?.error?.message).toMatch(/^decoded base64 is not JSON/);
    expect(got?.error?.message).not.toContain("4111");
  });

  it("a payload above the limit is not decoded", () => {
    const got = decodeEncoded({ request: "A".repeat(MAX_ENCODED_CHARS + 4) }, enc("/request"));
    expect(got?.error?.message).toMatch(/^too large/);
  });
});
