// The static search (issue 21): the matcher site.js runs, and the index script.
import { describe, expect, it } from "vitest";
import { SITE_SCRIPT, searchIndexScript, searchMatches } from "../../src/docs/search.ts";

const index = [
  ["terminal TerminalDoTransactionRequest › Detail.PaymentAmount", "terminal.html#a", "Terminal", "integer paise"],
  ["flow mobile: Every UPI sale", "flows.html#b", "Flows", "PaymentAmount BillingRefNo"],
  ["createOrder › header x-verify", "optimizer.html#operation/createOrder", "Optimizer", "signature"],
];

describe("searchMatches", () => {
  it.each([
    { q: "PaymentAmount", want: [0, 1] },
    { q: "paymentamount", want: [0, 1] },
    { q: "x-verify", want: [2] },
    { q: "upi billingrefno", want: [1] },
    { q: "nothing-like-this", want: [] },
    { q: "   ", want: [] },
  ])("$q", ({ q, want }) => expect(searchMatches(index, q, 10)).toEqual(want));

  it("puts entries whose title holds the query first, and stops at the limit", () => {
    const many = [
      ["x", "a", "p", "foo"],
      ["foo bar", "b", "p", ""],
      ["bar", "c", "p", "foo"],
    ];
    expect(searchMatches(many, "foo", 10)).toEqual([1, 0, 2]);
    expect(searchMatches(many, "foo", 1)).toEqual([1]);
  });
});

describe("the index and the script", () => {
  it("the index is one classic script, deduplicated, that cannot end its script block", () => {
    const text = searchIndexScript([
      { title: "a</script>", href: "x.html#1", page: "X", keywords: "k" },
      { title: "a</script>", href: "x.html#1", page: "X", keywords: "k" },
    ]);
    expect(text.startsWith("window.SITE_SEARCH = ")).toBe(true);
    expect(text).not.toContain("</script>");
    const rows = JSON.parse(text.slice("window.SITE_SEARCH = ".length).replace(/;\n$/, "")) as string[][];
    expect(rows).toEqual([["a</script>", "x.html#1", "X", "k"]]);
  });

  it("site.js carries the matcher and needs no helper from the build", () => {
    expect(SITE_SCRIPT).toContain("var searchMatches = ");
    expect(SITE_SCRIPT).not.toContain("__name");
    expect(() => new Function(SITE_SCRIPT)).not.toThrow();
  });
});
