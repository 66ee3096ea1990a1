import { describe, expect, it } from "vitest";
import { escapeMarkup } from "../src/markup.ts";

describe("escapeMarkup (HTML pages and XML reports)", () => {
  it.each([
    { given: "plain", want: "plain" },
    { given: `<script>alert("x")</script>`, want: "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" },
    { given: "a & b's", want: "a &amp; b&#39;s" },
    { given: "bell\u0007 nul\u0000 esc\u001b del\u007f", want: "bell nul esc del" },
    { given: "tab\tnewline\ncr\r", want: "tab\tnewline\ncr\r" },
  ])("$given", ({ given, want }) => expect(escapeMarkup(given)).toBe(want));
});
