import { describe, expect, it } from "vitest";
import { renderGaps } from "../../src/build/gaps.ts";
import { collectGapEntries } from "../../src/contract/annotations.ts";
import { gapId } from "../../src/contract/annotations.ts";

describe("gaps report", () => {
  const doc = {
    components: {
      schemas: {
        "Open/Shape": { type: "object", "x-contract-gap": { missing: "Request shape not shown", source: "000 § Endpoints" } },
        Code: {
          type: "string",
          "x-contract-decision": { conflict: "String(10) vs Integer", decision: "string", source: "002 § Errors" },
          examples: [{ "x-contract-gap": { missing: "inside an example: not a gap", source: "-" } }],
        },
      },
    },
  };
  const cases = [
    {
      given: "a gap, with a pointer whose token needs escaping",
      want: { kind: "gap", pointer: "/components/schemas/Open~1Shape", text: "Request shape not shown", source: "000 § Endpoints" },
    },
    {
      given: "a decision",
      want: { kind: "decision", pointer: "/components/schemas/Code", text: "String(10) vs Integer", decision: "string" },
    },
  ];
  const found = collectGapEntries("svc", "openapi.json", doc);

  it.each(cases)("finds $given", ({ want }) => {
    expect(found).toContainEqual(expect.objectContaining(want));
  });

  it("ignores annotations inside examples", () => {
    expect(found).toHaveLength(2);
  });

  it("renders counts, pointers and escaped table cells", () => {
    const md = renderGaps([...found, { kind: "gap", service: "s", file: "f", pointer: "/p", text: "a | b", source: "x" }]);
    expect(md).toContain("## Gaps (2)");
    expect(md).toContain("## Decisions (1)");
    expect(md).toContain("`openapi.json#/components/schemas/Open~1Shape`");
    expect(md).toContain("a \\| b");
    expect(md).toContain(`| ${gapId(found[0]!)} | svc | \`openapi.json#/components/schemas/Open~1Shape\``);
  });

  it("gives each entry a stable id derived from its place", () => {
    const table = [
      { given: { kind: "gap", service: "svc", file: "openapi.json", pointer: "/a" }, want: /^G-[0-9a-f]{8}$/ },
      { given: { kind: "decision", service: "svc", file: "openapi.json", pointer: "/a" }, want: /^D-[0-9a-f]{8}$/ },
    ] as const;
    for (const { given, want } of table) expect(gapId(given)).toMatch(want);
    expect(gapId({ kind: "gap", service: "svc", file: "openapi.json", pointer: "/a" })).toBe(
      gapId({ kind: "gap", service: "svc", file: "openapi.json", pointer: "/a" }),
    );
    expect(gapId({ kind: "gap", service: "svc", file: "openapi.json", pointer: "/a" })).not.toBe(
      gapId({ kind: "gap", service: "svc", file: "openapi.json", pointer: "/b" }),
    );
    expect(gapId({ kind: "gap", service: "svc", file: "openapi.json", pointer: "/a" }).slice(2)).toBe(
      gapId({ kind: "decision", service: "svc", file: "openapi.json", pointer: "/a" }).slice(2),
    );
  });
});
