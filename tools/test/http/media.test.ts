import { describe, expect, it } from "vitest";
import { isJsonMedia, mediaEssence, pickMedia } from "../../src/http/media.ts";

describe("mediaEssence", () => {
  const cases: Array<{ given: string | null | undefined; want: string }> = [
    { given: "application/json", want: "application/json" },
    { given: "Application/JSON; charset=utf-8", want: "application/json" },
    { given: " text/plain ;", want: "text/plain" },
    // Malformed values are kept (the engine reports them as a content type the contract does not list).
    { given: "text", want: "text" },
    { given: "a, b", want: "a, b" },
    { given: "", want: "" },
    { given: null, want: "" },
    { given: undefined, want: "" },
  ];
  for (const c of cases) it(JSON.stringify(c.given), () => expect(mediaEssence(c.given)).toBe(c.want));
});

describe("isJsonMedia", () => {
  const cases = [
    { given: "application/json", want: true },
    { given: "application/problem+json", want: true },
    { given: "application/jsonp", want: false },
    { given: "text/json-seq", want: false },
    { given: "", want: false },
  ];
  for (const c of cases) it(c.given || "(empty)", () => expect(isJsonMedia(c.given)).toBe(c.want));
});

describe("pickMedia", () => {
  const content = { "application/json": 1, "text/plain": 2 };
  const cases: Array<{ given: string | undefined; want: { type: string; value: number } | undefined }> = [
    { given: "application/json; charset=utf-8", want: { type: "application/json", value: 1 } },
    { given: "TEXT/PLAIN", want: { type: "text/plain", value: 2 } },
    { given: "application/xml", want: undefined },
    { given: "", want: undefined },
    // No Content-Type at all: the contract's first media type.
    { given: undefined, want: { type: "application/json", value: 1 } },
    // An inherited name is not a media type of the contract.
    { given: "constructor", want: undefined },
  ];
  for (const c of cases) it(JSON.stringify(c.given), () => expect(pickMedia(content, c.given)).toEqual(c.want));

  it("no media types: nothing to pick", () => expect(pickMedia({}, undefined)).toBeUndefined());
});
