import { describe, expect, it } from "vitest";
import type { Schema } from "../../../src/contract/terminal-model.ts";
import { fieldRows, limitsText, typeText } from "../../../src/docs/terminal/fields.ts";

const schemas = new Map<string, Schema>([
  ["Code.json", { type: "string", enum: ["01"], "x-codes": [{ value: "01", name: "One", description: "one" }] }],
  [
    "Item.json",
    {
      type: "object",
      properties: { Key: { type: "string", maxLength: 25, description: "K." } },
      required: ["Key"],
      "x-contract-gap": { missing: "item gap", source: "S" },
    },
  ],
  [
    "Msg.json",
    {
      type: "object",
      required: ["Header"],
      properties: {
        Header: { type: "object", description: "H.", properties: { MethodId: { type: "string", const: "1001", description: "M." } }, required: ["MethodId"] },
        Code: { $ref: "Code.json", description: "C." },
        Items: { type: "array", items: { $ref: "Item.json" }, maxItems: 10, description: "I." },
        Either: { anyOf: [{ $ref: "Code.json" }, { type: "integer" }], description: "E." },
      },
      allOf: [{ description: "Items only for sale.", if: {}, then: {} }],
    },
  ],
]);

describe("typeText and limitsText", () => {
  it.each([
    { given: { type: "string", maxLength: 10 }, type: "string", limits: "length at most 10" },
    { given: { type: "integer", minimum: 9001, maximum: 99999 }, type: "integer", limits: "9001 to 99999" },
    { given: { type: "boolean", default: true }, type: "boolean", limits: "default true" },
    { given: { type: "string", const: "1001" }, type: 'string = "1001"', limits: "" },
    { given: { $ref: "Code.json" }, type: "string (code)", limits: "" },
    { given: { type: "string", enum: ["A", "B"] }, type: 'string: "A", "B"', limits: "" },
    { given: { type: "array", items: { $ref: "Item.json" }, maxItems: 10 }, type: "array of object", limits: "items at most 10" },
    { given: { anyOf: [{ $ref: "Code.json" }, { type: "integer" }] }, type: "string (code) or integer", limits: "" },
    { given: { type: "object", propertyNames: { maxLength: 25 }, maxProperties: 10 }, type: "map", limits: "entries at most 10; keys at most 25 long" },
  ])("$type", ({ given, type, limits }) => {
    expect(typeText(schemas, given)).toBe(type);
    expect(limitsText(schemas, given)).toBe(limits);
  });
});

describe("fieldRows", () => {
  const { rows, rules } = fieldRows(schemas, "Msg.json");
  it("flattens nested objects and array items into dotted paths, with required flags", () => {
    expect(rows.map((r) => [r.path, r.required])).toEqual([
      ["Header", true],
      ["Header.MethodId", true],
      ["Code", false],
      ["Items", false],
      ["Items[].Key", true],
      ["Either", false],
    ]);
  });
  it("links a code table, and carries the gap of an array's item schema on the array field", () => {
    expect(rows.find((r) => r.path === "Code")?.codeTables).toEqual(["Code.json"]);
    expect(rows.find((r) => r.path === "Either")?.codeTables).toEqual(["Code.json"]);
    expect(rows.find((r) => r.path === "Items")?.notes.map((n) => n.text)).toEqual(["item gap"]);
  });
  it("collects the conditional rules", () => {
    expect(rules).toEqual([{ path: "(message)", description: "Items only for sale." }]);
  });
});
