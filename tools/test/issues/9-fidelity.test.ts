// Issue 9 (semantic fidelity audit, ../shared/reviews/fidelity-audit.md): what the case tables cannot
// express as {schema, data, valid} rows. Descriptions, annotations and decisions of the emitted
// contracts, checked against a transcription of the document's own passages.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { GENERATED } from "../../src/paths.ts";

type Schema = Record<string, any>;
const terminal = readServiceSchemas("terminal") as Map<string, Schema>;
const optimizer = JSON.parse(readFileSync(path.join(GENERATED, "optimizer/openapi.json"), "utf8")) as Schema;
const affordability = JSON.parse(readFileSync(path.join(GENERATED, "affordability/openapi.json"), "utf8")) as Schema;
const gaps = readFileSync(path.join(GENERATED, "GAPS.md"), "utf8");

describe("D8: each per-method header names its own MethodId", () => {
  it.each([
    ["DoTransactionHeader", "1001"],
    ["PrintDataHeader", "1002"],
    ["SettlementHeader", "1003"],
    ["GetTerminalInfoHeader", "1004"],
    ["ConnectBluetoothHeader", "1005"],
    ["DisconnectBluetoothHeader", "1006"],
    ["ScanCodeHeader", "1007"],
    ["UploadInvoiceHeader", "1008"],
    ["CameraSingleScanHeader", "1009"],
    ["CameraMultiScanHeader", "1010"],
    ["MobileDoTransactionHeader", "1001"],
  ])("%s: %s", (name, id) => {
    const p = terminal.get(`${name}.json`)!.properties.MethodId;
    expect(p.const).toBe(id);
    expect(p.description).toContain(`"${id}"`);
    expect((p.description.match(/"1\d{3}"/g) ?? []).filter((v: string) => v !== `"${id}"`)).toEqual([]);
  });

  it("types.d.ts carries the same descriptions", () => {
    const types = readFileSync(path.join(GENERATED, "terminal/types.d.ts"), "utf8");
    expect(types).toContain('MethodId, String(10): "1006", DisconnectBluetooth.');
    expect(types).not.toContain('as a string ("1001")');
  });
});

describe('D1: x-fields-used is the "Requests by operation" table, row by row', () => {
  // 002 § Endpoints › DoTransaction (mobile acceptance service, 1001): the table, transcribed.
  const TABLE: Array<[string, number, string[]]> = [
    ["MobileUpiSaleDetail", 5120, ["BillingRefNo", "BankCode", "PaymentAmount"]],
    ["MobileUpiGetStatusDetail", 5122, ["BankCode", "BatchNo", "BillingRefNo", "PaymentAmount", "Roc"]],
    ["MobileUpiVoidDetail", 5121, ["BankCode", "BatchNo", "BillingRefNo", "PaymentAmount", "Roc"]],
    ["MobileWalletSaleDetail", 5102, ["BillingRefNo", "PaymentAmount", "BankCode"]],
    ["MobileWalletGetStatusDetail", 5112, ["BankCode", "BatchNo", "BillingRefNo", "PaymentAmount", "Roc"]],
    ["MobileMoneySaleDetail", 5127, ["BillingRefNo", "PaymentAmount"]],
    ["MobileCardSaleDetail", 5561, ["BillingRefNo", "PaymentAmount"]],
    ["MobileBankEmiSaleDetail", 5566, ["BillingRefNo", "PaymentAmount", "BankCode"]],
    ["MobileBrandEmiSaleDetail", 5567, ["BillingRefNo", "PaymentAmount", "BankCode"]],
    ["MobileCardGetStatusDetail", 5563, ["BankCode", "BillingRefNo", "PaymentAmount", "BatchNo", "Roc"]],
    ["MobileCardVoidDetail", 5562, ["BankCode", "BatchNo", "BillingRefNo", "PaymentAmount", "Roc"]],
  ];
  it.each(TABLE)("%s (%i)", (name, type, used) => {
    const s = terminal.get(`${name}.json`)!;
    expect(s.properties.TransactionType.const).toBe(type);
    expect(s["x-fields-used"]).toEqual(used);
    // Every field of the Detail table is accepted, whatever the type uses (the Required column governs).
    expect(Object.keys(s.properties).sort()).toEqual(["BankCode", "BatchNo", "BillingRefNo", "InvoiceNo", "PaymentAmount", "Roc", "TransactionType"]);
    const getStatus = [5122, 5112, 5563].includes(type);
    expect([...s.required].sort()).toEqual(
      getStatus ? ["BankCode", "BatchNo", "BillingRefNo", "PaymentAmount", "Roc", "TransactionType"] : ["BillingRefNo", "PaymentAmount", "TransactionType"],
    );
  });

  it("the decision sits beside the model and is listed in GAPS.md", () => {
    expect(terminal.get("MobileDoTransactionFields.json")!["x-contract-decision"].decision).toMatch(/Required column governs/);
    expect(gaps).toMatch(/MobileDoTransactionFields\.json#\/` \| The Detail table's Required column/);
  });
});

describe("D2: no wording the document does not have", () => {
  it('UpiData says nothing of "collect"', () => {
    expect(JSON.stringify(optimizer.components.schemas.UpiData)).not.toMatch(/collect/i);
    expect(JSON.stringify(optimizer.components.schemas.ProcessPaymentRequest)).not.toMatch(/collect/i);
  });
});

describe("D5: Request-Timestamp is ISO 8601, not RFC 3339's date-time", () => {
  it("no header of the affordability document asserts format date-time", () => {
    const params = Object.values(affordability.paths).flatMap((item: any) => Object.values(item).flatMap((op: any) => op.parameters ?? []));
    const ts = params.filter((p: any) => p.name === "Request-Timestamp");
    expect(ts.length).toBe(3);
    for (const p of ts) expect(p.schema.format).toBeUndefined();
  });
});

describe("Q10: decisions quote only what the document says", () => {
  it('the common-codes decision no longer cites illustrations that mix "00"', () => {
    expect(JSON.stringify(terminal.get("CommonResponseCode.json")!["x-contract-decision"])).not.toContain('\\"00\\"');
  });
});

describe("every questionable item of the audit has a written decision in GAPS.md", () => {
  it.each([
    ["Q1 PrintData ResponseMessage", /PrinterResponse\.json#\/` \| The printer code table names the message field ResponseMessage/],
    [
      "Q2 AquiringBankCode",
      /AcquiringBankCode` \| The field table spells AcquiringBankCode; one terminal illustration spells it AquiringBankCode\. \| Both spellings are accepted/,
    ],
    ["Q3 failed replies", /TerminalDoTransactionReply\.json#\/` \| The envelope says a response has Header, Response/],
    ["Q4 WalletProgramId", /WalletProgramId` \| The Detail table's Required column says WalletProgramId is required "for wallet transactions"/],
    ["Q5 UPI BankCode", /UpiBankCode\.json#\/` \| The document gives one UPI BankCode/],
    // issue 20 closed the type to MERCHANT (the table's value); the decision is still written down
    ["Q6 client type", /ClientOnboardingRequest\/properties\/type` \|.*type is the closed enum ClientType with the one value `MERCHANT`/],
    ["Q7 HEADER_MISSING body", /HeaderMissingErrorBody` \| The document names the error code HEADER_MISSING/],
    ["Q8 product_details types", /OfferProductDetail` \| offer_scheme\.product_details\[\] lists/],
    ["Q9 listed fields", /AccessTokenResponse` \| The access token response table lists/],
    ["Q11 either ... or", /ProcessPaymentRequest` \| The table says "saved_card_id/],
    ["Q12 DebitAmount unit", /DebitAmount` \| Unit of DebitAmount: not stated/],
    ["D3 open code sets", /TerminalResponse\.json#\/properties\/ResponseCode` \| The Errors section lists the common codes/],
    ["D7 navigation_mode", /TxnData\/properties\/navigation_mode` \| The create-order table gives/],
  ])("%s", (_, pattern) => {
    expect(gaps).toMatch(pattern);
  });
});
