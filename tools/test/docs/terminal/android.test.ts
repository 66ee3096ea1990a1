// The terminal page's Android part (tools/src/docs/terminal/android.ts): Kotlin's property names for
// the generated accessors, the index of the generated Java sources, and building an example with the
// types (tools/test/kits/java.test.ts compiles and runs the Java rendering of every example).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BuildError, buildWithTypes, kotlinProperty, readJavaIndex } from "../../../src/docs/terminal/android.ts";
import { readServiceSchemas } from "../../../src/contract/schemas.ts";
import { GENERATED } from "../../../src/paths.ts";

describe("kotlinProperty (Kotlin's synthetic property of a Java accessor)", () => {
  it.each([
    { given: "setBillingRefNo", want: "billingRefNo" },
    { given: "getDOB", want: "dob" },
    { given: "setMID", want: "mid" },
    { given: "setIsSwipe", want: "isSwipe" },
    { given: "getURLText", want: "urlText" },
    { given: "setItemCount", want: "itemCount" },
  ])("$given -> $want", ({ given, want }) => expect(kotlinProperty(given)).toBe(want));
});

describe("the generated Java sources, as the page reads them", () => {
  const index = readJavaIndex(path.join(GENERATED, "terminal", "java"))!;
  const schemas = readServiceSchemas("terminal");

  it("lists every class with its fields' Java types and setters, constants without a setter", () => {
    expect(index.pkg).toBe("payments.contracts.terminal");
    expect(index.classes.size).toBe(schemas.size + 1);
    const detail = index.classes.get("MobileUpiSaleDetail")!;
    expect(detail.fields.get("PaymentAmount")).toEqual({ name: "paymentAmount", type: "Long", setter: "setPaymentAmount" });
    expect(detail.fields.get("TransactionType")).toEqual({ name: "transactionType", type: "Long" });
    expect(index.classes.get("SaleAdditionalInfo")!.mapOf).toBe("String");
  });

  it("builds an example in Kotlin, picking the union branch by TransactionType and leaving constants to the constructor", () => {
    const { code } = buildWithTypes(
      index,
      schemas,
      "MobileTransactionDetail",
      { TransactionType: 5120, BillingRefNo: "OR1587-9", BankCode: "4", PaymentAmount: 100, BatchNo: 9031 },
      "kotlin",
    );
    expect(code).toBe(`MobileUpiSaleDetail().apply {\n    billingRefNo = "OR1587-9"\n    bankCode = "4"\n    paymentAmount = 100L\n    batchNo = 9031\n}`);
  });

  it.each([
    {
      given: "a TransactionType the union does not have",
      value: { TransactionType: 1 },
      want: /^: MobileTransactionDetail has no branch for \/TransactionType 1$/,
    },
    { given: "a field the class does not have", value: { TransactionType: 5120, Tip: 1 }, want: /^\/Tip: MobileUpiSaleDetail has no field Tip$/ },
    { given: "a string for a Long", value: { TransactionType: 5120, PaymentAmount: "100" }, want: /^\/PaymentAmount: "100" is no Long$/ },
  ])("refuses $given, naming the JSON pointer", ({ value, want }) => {
    expect(() => buildWithTypes(index, schemas, "MobileTransactionDetail", value, "kotlin")).toThrow(BuildError);
    expect(() => buildWithTypes(index, schemas, "MobileTransactionDetail", value, "kotlin")).toThrow(want);
  });
});
