import { describe, expect, it } from "vitest";
import { describeApps, type Schema } from "../../../src/contract/terminal-model.ts";
import { transactionTypes } from "../../../src/docs/terminal/transactions.ts";

const transport = { "x-transport": { service: "s", native: { action: "A" } } };
const header = (id: string): Schema => ({ type: "object", properties: { MethodId: { type: "string", const: id } }, required: ["MethodId"] });

/** One app ("shop") whose DoTransaction carries one Detail table for every type, with if/then rules. */
function singleTable(): Map<string, Schema> {
  return new Map<string, Schema>([
    ["ShopRequest.json", { oneOf: [{ $ref: "ShopPayRequest.json", description: "1001 Pay." }], ...transport }],
    ["ShopReply.json", { oneOf: [{ $ref: "ShopPayReply.json", description: "1001 Pay." }], ...transport }],
    ["ShopPayRequest.json", { type: "object", properties: { Header: header("1001"), Detail: { $ref: "ShopDetail.json" } } }],
    ["ShopPayReply.json", { type: "object", properties: { Header: header("1001") } }],
    ["ShopMethodId.json", { type: "string", enum: ["1001"], "x-codes": [{ value: "1001", name: "Pay", description: "Pay something." }] }],
    [
      "ShopTransactionType.json",
      {
        type: "number",
        enum: [1, 2],
        "x-codes": [
          { value: 1, name: "Sale", description: "" },
          { value: 2, name: "Wallet", description: "" },
        ],
      },
    ],
    [
      "ShopDetail.json",
      {
        type: "object",
        required: ["TransactionType"],
        properties: { TransactionType: { $ref: "ShopTransactionType.json" }, Extra: { type: "string" }, WalletId: { type: "integer" } },
        allOf: [
          { if: { properties: { TransactionType: { not: { const: 1 } } }, required: ["TransactionType"] }, then: { properties: { Extra: { not: {} } } } },
          {
            if: { properties: { TransactionType: { enum: [2] } }, required: ["TransactionType"] },
            then: { properties: { WalletId: {} }, required: ["WalletId"] },
          },
        ],
      },
    ],
  ]);
}

describe("describeApps", () => {
  it("names each method from the app's MethodId code table", () => {
    const [app] = describeApps(singleTable());
    expect(app).toMatchObject({ id: "shop", methodCodes: "ShopMethodId.json", methods: [{ id: "1001", name: "Pay", description: "Pay something." }] });
  });
});

describe("transactionTypes", () => {
  it("one Detail table: applies the if/then rules of each type (forbidden fields left out, required marked)", () => {
    const schemas = singleTable();
    const tt = transactionTypes(schemas, describeApps(schemas)[0]!)!;
    expect(tt.codeTable).toBe("ShopTransactionType.json");
    expect(tt.rows.map((r) => [r.code.value, r.fields.map((f) => `${f.name}${f.required ? "!" : ""}`)])).toEqual([
      [1, ["TransactionType!", "Extra", "WalletId"]],
      [2, ["TransactionType!", "WalletId!"]],
    ]);
  });

  it("a union by TransactionType: each type uses its branch, with x-fields-used when present", () => {
    const schemas = singleTable();
    schemas.set("ShopDetail.json", { oneOf: [{ $ref: "SaleDetail.json" }, { $ref: "WalletDetail.json" }] });
    schemas.set("SaleDetail.json", {
      type: "object",
      properties: { TransactionType: { const: 1 }, Amount: { type: "integer" } },
      required: ["TransactionType", "Amount"],
      "x-fields-used": ["Amount"],
    });
    schemas.set("WalletDetail.json", {
      type: "object",
      properties: { TransactionType: { const: 2 } },
      "x-contract-gap": { missing: "shape not shown", source: "S" },
    });
    const tt = transactionTypes(schemas, describeApps(schemas)[0]!)!;
    expect(tt.rows.map((r) => ({ v: r.code.value, detail: r.detail, used: r.fieldsUsed, notes: r.notes.map((n) => n.text) }))).toEqual([
      { v: 1, detail: "SaleDetail.json", used: ["Amount"], notes: [] },
      { v: 2, detail: "WalletDetail.json", used: undefined, notes: ["shape not shown"] },
    ]);
  });
});
