// decodeBase64Utf8 reads Base64 as Buffer does, with or without Buffer (a browser has atob and
// TextDecoder only): the validation API's verdict on create order's payload is the same everywhere.
import { afterEach, describe, expect, it } from "vitest";
import { decodeBase64Utf8 } from "../../src/http/base64.ts";

const NodeBuffer = globalThis.Buffer;
const b64 = (bytes: number[] | string): string => NodeBuffer.from(typeof bytes === "string" ? bytes : Uint8Array.from(bytes)).toString("base64");

const cases = [
  { given: "ASCII JSON", text: b64('{"a":1}') },
  { given: "multi-byte UTF-8 (rupee sign, emoji)", text: b64('{"c":"\u20B9 \u{1F600}"}') },
  { given: "a leading byte-order mark (kept, so JSON.parse refuses it alike)", text: b64([0xef, 0xbb, 0xbf, 0x7b, 0x7d]) },
  { given: "malformed UTF-8 (replaced by U+FFFD)", text: b64([0x7b, 0xff, 0xfe, 0x7d]) },
  { given: "nothing", text: "" },
];

describe("decodeBase64Utf8", () => {
  afterEach(() => {
    globalThis.Buffer = NodeBuffer;
  });

  it.each(cases)("without Buffer, as Buffer reads it: $given", ({ text }) => {
    const want = NodeBuffer.from(text, "base64").toString("utf8");
    expect(decodeBase64Utf8(text)).toBe(want);
    // @ts-expect-error a browser has no Buffer
    delete globalThis.Buffer;
    expect(globalThis.Buffer).toBeUndefined();
    expect(decodeBase64Utf8(text)).toBe(want);
  });
});
