// The Java emitter (tools/src/build/java.ts) on its own, without a JDK: names, comments and
// literals, the Java type of each schema shape, and the build's refusal of a shape it has no Java
// form for. tools/test/kits/java.test.ts compiles and runs what it writes.
import { describe, expect, it } from "vitest";
import { constantName, docText, fieldName, JavaEmitError, javaSources, javaString } from "../../src/build/java.ts";
import { readServiceSchemas } from "../../src/contract/schemas.ts";

describe("names", () => {
  it.each([
    { given: "BillingRefNo", want: "billingRefNo" },
    { given: "DOB", want: "DOB" },
    { given: "MID", want: "MID" },
    { given: "itemCount", want: "itemCount" },
    { given: "Field0", want: "field0" },
    { given: "Default", want: "default_" },
  ])("field $given -> $want", ({ given, want }) => {
    expect(fieldName(given)).toBe(want);
  });

  it("refuses a wire name that is not a Java identifier", () => {
    expect(() => fieldName("card-number")).toThrow(/wire name "card-number" is not a Java identifier/);
  });

  it.each([
    { given: "WalletSale", want: "WALLET_SALE" },
    { given: "PRINTER_SUCCESS", want: "PRINTER_SUCCESS" },
    { given: "Acquirer01", want: "ACQUIRER01" },
    { given: "UpiAcquirer", want: "UPI_ACQUIRER" },
    { given: "24", want: "VALUE_24" },
  ])("constant $given -> $want", ({ given, want }) => {
    expect(constantName(given)).toBe(want);
  });
});

describe("comments and literals are ASCII and cannot break out", () => {
  it.each([
    { given: "a < b & c > d", want: "a &lt; b &amp; c &gt; d" },
    { given: "ends */ here", want: "ends *&#47; here" },
    { given: "@return not a tag", want: "&#64;return not a tag" },
    { given: "\\u000a is no newline", want: "&#92;u000a is no newline" },
    { given: "002 § Endpoints › X", want: "002 &#167; Endpoints &#8250; X" },
    { given: "Values: {@link UpiBankCode}.", want: "Values: {@link UpiBankCode}." },
  ])("docText($given)", ({ given, want }) => {
    expect(docText(given)).toBe(want);
  });

  it.each([
    { given: "1001", want: '"1001"' },
    { given: 'a"b\\c', want: '"a\\"b\\\\c"' },
    { given: "line\nbreak", want: '"line\\nbreak"' },
    { given: "₹ 100", want: '"\\u20b9 100"' },
    { given: "\u2028", want: '"\\u2028"' },
  ])("javaString($given)", ({ given, want }) => {
    expect(javaString(given)).toBe(want);
  });
});

const ID = "https://contracts.invalid/terminal/schemas/";
const schemas = (entries: Record<string, Record<string, unknown>>): Map<string, Record<string, unknown>> =>
  new Map(Object.entries(entries).map(([name, s]) => [`${name}.json`, { $id: `${ID}${name}.json`, ...s }]));

describe("Java types of the schema shapes", () => {
  const sources = javaSources(
    schemas({
      Detail: {
        type: "object",
        properties: {
          TransactionType: { type: "integer", const: 5120 },
          MethodId: { type: "string", const: "1001" },
          PaymentAmount: { type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 },
          Count: { type: "integer", minimum: -2147483648, maximum: 2147483647 },
          Unbounded: { type: "integer" },
          Points: { type: "number" },
          Flag: { type: "boolean", default: false },
          Code: { anyOf: [{ $ref: "Codes.json" }, { type: "integer", minimum: -2147483648, maximum: 2147483647 }] },
          Bank: { anyOf: [{ $ref: "Banks.json" }, { $ref: "Text.json" }] },
          Batch: { $ref: "Batch.json" },
          Lines: { type: "array", items: { $ref: "Line.json" } },
          Info: { $ref: "Info.json" },
        },
        required: ["TransactionType", "PaymentAmount"],
        unevaluatedProperties: { not: {} },
      },
      Line: { type: "object", properties: { Text: { type: "string", maxLength: 24 } }, unevaluatedProperties: { not: {} } },
      Codes: {
        type: "integer",
        enum: [0, 1001],
        "x-codes": [
          { value: 0, name: "Success" },
          { value: 1001, name: "PRINTER_BUSY", description: "busy" },
        ],
      },
      Banks: { type: "string", enum: ["103"], "x-codes": [{ value: "103", name: "WalletProviderOne" }] },
      Text: { type: "string", maxLength: 10 },
      Batch: { type: "integer", minimum: 9001, maximum: 99999 },
      Info: { type: "object", properties: {}, unevaluatedProperties: { $ref: "Text.json" }, maxProperties: 10, propertyNames: { maxLength: 25 } },
      Open: { type: "object", properties: { TransactionType: { type: "integer", const: 5564 } }, unevaluatedProperties: {} },
      Any: { oneOf: [{ $ref: "Detail.json" }, { $ref: "Open.json" }] },
    }),
    "x.y",
  );
  const detail = sources.get("Detail.java")!;

  it.each([
    { field: "transactionType", want: "private Long transactionType;" },
    { field: "methodId", want: "private String methodId;" },
    { field: "paymentAmount", want: "private Long paymentAmount;" },
    { field: "count", want: "private Integer count;" },
    { field: "unbounded", want: "private Long unbounded;" },
    { field: "points", want: "private Double points;" },
    { field: "flag", want: "private Boolean flag;" },
    { field: "code (a code table or any 32-bit integer)", want: "private Long code;" },
    { field: "bank (a code table or a named string)", want: "private String bank;" },
    { field: "batch (a named bounded integer)", want: "private Integer batch;" },
    { field: "lines", want: "private List<Line> lines;" },
    { field: "info (a map)", want: "private Info info;" },
  ])("$field: $want", ({ want }) => {
    expect(detail).toContain(want);
  });

  it("annotates each field with its wire name, and sets constants in the constructor without a setter", () => {
    expect(detail).toContain('@SerializedName("PaymentAmount")\n    private Long paymentAmount;');
    expect(detail).toContain("this.transactionType = 5120L;");
    expect(detail).toContain('this.methodId = "1001";');
    expect(detail).not.toContain("setTransactionType");
    expect(detail).toContain("public void setPaymentAmount(Long paymentAmount)");
    expect(detail).toMatch(/public final class Detail implements Any \{/);
  });

  it("writes a union as an interface, a code table and a named scalar as constants, a map as a LinkedHashMap, an open record with its extra properties", () => {
    expect(sources.get("Any.java")).toMatch(/public interface Any \{/);
    expect(sources.get("Codes.java")).toContain("public static final long PRINTER_BUSY = 1001L;");
    expect(sources.get("Banks.java")).toContain('public static final String WALLET_PROVIDER_ONE = "103";');
    expect(sources.get("Batch.java")).toContain("public static final int MINIMUM = 9001;");
    expect(sources.get("Text.java")).toContain("public static final int MAX_LENGTH = 10;");
    expect(sources.get("Info.java")).toContain("public final class Info extends LinkedHashMap<String, String> {");
    expect(sources.get("Open.java")).toMatch(/public final class Open implements Any, TerminalJson\.OpenRecord \{/);
    expect(sources.get("TerminalJson.java")).toContain('union(Any.class, new String[] {"TransactionType"},');
  });

  it.each([
    {
      given: "alternatives of different Java types",
      schema: { X: { type: "object", properties: { A: { anyOf: [{ type: "string" }, { type: "boolean" }] } } } },
      want: /X\.json#\/properties\/A: alternatives of different Java types \(String, Boolean\); give it a Java form in tools\/src\/build\/java\.ts/,
    },
    {
      given: "a $ref to no schema",
      schema: { X: { type: "object", properties: { A: { $ref: "Nope.json" } } } },
      want: /X\.json#\/properties\/A: \$ref Nope\.json names no schema/,
    },
    { given: "a schema with no type", schema: { X: { not: {} } }, want: /X\.json#: a schema of type undefined without a Java form/ },
    {
      given: "a class name Java's own types take",
      schema: { String: { type: "string" } },
      want: /String\.json#: the class name String is one the generated sources use/,
    },
  ] as Array<{ given: string; schema: Record<string, Record<string, unknown>>; want: RegExp }>)(
    "refuses $given, naming the file and JSON pointer",
    ({ schema, want }) => {
      expect(() => javaSources(schemas(schema), "x.y")).toThrow(JavaEmitError);
      expect(() => javaSources(schemas(schema), "x.y")).toThrow(want);
    },
  );
});

describe("the terminal services' package", () => {
  const sources = javaSources(readServiceSchemas("terminal"), "payments.contracts.terminal");

  it("types every long of the documents as Long: amounts, TransactionType, the payment record's numbers", () => {
    expect(sources.get("MobileUpiSaleDetail.java")).toContain("private Long paymentAmount;");
    expect(sources.get("MobileUpiSaleDetail.java")).toContain("private Long transactionType;");
    expect(sources.get("TerminalTransactionDetail.java")).toContain("private Long transactionType;");
    expect(sources.get("MobilePaymentRecord.java")).toContain("private Long batchNumber;");
    expect(sources.get("MobileTransactionType.java")).toContain("public static final long UPI_SALE = 5120L;");
  });

  it("makes both apps' requests and replies, and the mobile Detail, unions the reader dispatches", () => {
    for (const u of ["TerminalRequest", "TerminalReply", "MobileRequest", "MobileReply", "MobileTransactionDetail"]) {
      expect(sources.get(`${u}.java`), u).toMatch(new RegExp(`public interface ${u} \\{`));
      expect(sources.get("TerminalJson.java"), u).toContain(`union(${u}.class,`);
    }
    expect(sources.get("MobileUpiSaleDetail.java")).toMatch(/public final class MobileUpiSaleDetail implements MobileTransactionDetail \{/);
  });

  it("is ASCII", () => {
    const nonAscii = [...sources].filter(([, text]) => [...text].some((c) => c.charCodeAt(0) > 0x7f)).map(([f]) => f);
    expect(nonAscii).toEqual([]);
  });
});
