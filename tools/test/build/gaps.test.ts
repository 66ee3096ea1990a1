import { describe, expect, it } from "vitest";
import { collectAnnotations, renderGaps } from "../../src/build/gaps.ts";

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
  const found = collectAnnotations("svc", "openapi.json", doc);

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
  });
});
