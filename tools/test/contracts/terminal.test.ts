// Contract tests of the Android inter-app terminal services (seed 002): the smart terminal service
// (MethodIds 1001 to 1010) and the mobile acceptance service (MethodId 1001). Message-only: the
// contract is the JSON Schemas in generated/terminal/schemas/; the entry points are the four closed
// unions TerminalRequest, TerminalReply, MobileRequest and MobileReply.
//
// Case tables: tools/test/contracts/cases/terminal/*.json, each case
//   { description, schema: "<Schema>.json", data, valid, covers? }
// written by generate/terminal.ts (`npm run -s cases`) from a transcription of the document's tables.
// `covers` names the constraint an invalid case breaks, as `<Schema>.json#<JSON pointer>`; the
// coverage test derives every constraint from the emitted schemas and fails when one has no failing
// case, or when a case names a constraint that does not exist.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { GENERATED } from "../../src/paths.ts";
import { CaseValidators, coveredBy, coversOf, loadTables } from "./harness.ts";

type Schema = Record<string, unknown>;

const SERVICE = "terminal";
const tables = loadTables(SERVICE);
const allCases = tables.flatMap((t) => t.cases);

const schemas = readServiceSchemas(SERVICE) as Map<string, Schema>;
const validators = new CaseValidators(SERVICE);
const validator = (name: string): ValidateFunction => validators.jsonSchema(name);

function errorText(errors: ErrorObject[] | null | undefined): string {
  return JSON.stringify((errors ?? []).slice(0, 8).map((e) => `${e.instancePath} ${e.schemaPath} ${e.message}`));
}

// ------------------------------------------------------------------ constraint sites

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const KEYWORDS = ["maxLength", "minLength", "pattern", "minimum", "maximum", "maxProperties", "maxItems", "minItems", "const", "enum", "oneOf"];

/** Every constraint a case must break, as `<file>#<pointer>` (`.../required/<name>`, `.../unevaluatedProperties`). */
function constraintSites(): Set<string> {
  const out = new Set<string>();
  const walk = (file: string, node: unknown, ptr: string): void => {
    if (!node || typeof node !== "object" || Array.isArray(node)) return;
    const s = node as Schema;
    const int32Range = s.minimum === INT32_MIN && s.maximum === INT32_MAX;
    for (const k of KEYWORDS) {
      if (!(k in s)) continue;
      if ((k === "minimum" || k === "maximum") && int32Range) continue; // the int32 format, checked with `type`
      out.add(`${file}#${ptr}/${k}`);
    }
    if (typeof s.type === "string" && (s.type !== "object" || ptr === "")) out.add(`${file}#${ptr}/type`);
    for (const r of (s.required as string[] | undefined) ?? []) out.add(`${file}#${ptr}/required/${r}`);
    const ue = s.unevaluatedProperties as Schema | undefined;
    if (ue && typeof ue === "object" && "not" in ue) out.add(`${file}#${ptr}/unevaluatedProperties`);
    else if (ue) walk(file, ue, `${ptr}/unevaluatedProperties`);
    const not = s.not as Schema | undefined;
    if (not && Object.keys(not).length === 0) out.add(`${file}#${ptr}/not`);
    for (const [p, ps] of Object.entries((s.properties as Record<string, unknown>) ?? {})) walk(file, ps, `${ptr}/properties/${p}`);
    if (s.propertyNames) walk(file, s.propertyNames, `${ptr}/propertyNames`);
    if (s.items) walk(file, s.items, `${ptr}/items`);
    ((s.anyOf as unknown[]) ?? []).forEach((b, i) => {
      walk(file, b, `${ptr}/anyOf/${i}`);
    });
    // conditional rules: the `then` side constrains, the `if` side only selects
    ((s.allOf as Schema[]) ?? []).forEach((b, i) => {
      walk(file, b.then, `${ptr}/allOf/${i}/then`);
    });
  };
  for (const [file, s] of schemas) walk(file, s, "");
  return out;
}

/** The ajv keyword expected among the errors when a case breaks `site` (a sanity check of the table). */
function expectedKeyword(site: string): string {
  const tail = site.split("#")[1]!.split("/");
  if (tail.includes("required")) return "required";
  if (tail.at(-1) === "unevaluatedProperties") return "unevaluatedProperties";
  if (tail.at(-2) === "propertyNames") return tail.at(-1)!;
  return tail.at(-1)!;
}

function errorMatches(e: ErrorObject, keyword: string): boolean {
  if (keyword === "unevaluatedProperties") return e.schemaPath.includes("unevaluatedProperties");
  if (keyword === "not") return e.keyword === "not";
  return e.keyword === keyword || (keyword === "const" && e.keyword === "enum");
}

// ------------------------------------------------------------------ case tables

describe.each(tables)("terminal cases $file", ({ cases }) => {
  it.each(cases.map((c) => [c.description, c] as const))("%s", (_d, c) => {
    const v = validator(c.schema);
    const result = v(c.data);
    expect(result, `${c.schema}: ${errorText(v.errors)}`).toBe(c.valid);
    if (!c.valid) {
      expect(coversOf(c).length, "an invalid case names the constraint it breaks (covers)").toBeGreaterThan(0);
      // For direct (non-union) targets, the reported errors include the named keyword.
      if (!coversOf(c).some((s) => s.endsWith("/oneOf"))) {
        const keywords = coversOf(c).map(expectedKeyword);
        expect(
          (v.errors ?? []).some((e) => keywords.some((k) => errorMatches(e, k))),
          `errors ${errorText(v.errors)} include one of ${keywords.join(", ")}`,
        ).toBe(true);
      }
    }
  });
});

describe("terminal case coverage", () => {
  const sites = constraintSites();
  const covered = coveredBy(allCases);

  it("every length limit, range, code list, const, type, required field, closed union and sealed object has a failing case", () => {
    const missing = [...sites].filter((s) => !covered.has(s)).sort();
    expect(missing, "constraints without a failing case: extend tools/test/contracts/generate/terminal.ts").toEqual([]);
  });

  it("every `covers` names a constraint of the emitted schemas", () => {
    const unknown = [...covered].filter((s) => !sites.has(s)).sort();
    expect(unknown, "stale `covers` labels: the contract has no such constraint").toEqual([]);
  });

  it("the variants the document names are there", () => {
    const named = [
      /MethodId "1011" \(unknown\) fails/,
      /a 1002 Header with a 1001 Detail fails/,
      /MobileRequest: MethodId "1002" fails/,
      /5122 without Roc fails/,
      /PrinterWidth 30 fails/,
      /AdditionalInfo \(sale\): 11 entries fail/,
      /BatchNo 9000 fails/,
      /BatchNo 100000 fails/,
      /Roc 100 fails/,
      /Roc 1000 fails/,
    ];
    for (const re of named)
      expect(
        allCases.some((c) => !c.valid && re.test(c.description)),
        String(re),
      ).toBe(true);
  });
});

// ------------------------------------------------------------------ embedded examples

describe("terminal embedded examples", () => {
  const withExamples = [...schemas.keys()].filter((n) => Array.isArray(schemas.get(n)!.examples));

  it.each(withExamples)("%s: every `examples` entry validates", (name) => {
    const v = validator(name);
    for (const ex of schemas.get(name)!.examples as unknown[]) expect(v(ex), `${name}: ${errorText(v.errors)}`).toBe(true);
  });

  it.each([...schemas.keys()].filter((n) => /(Request|Reply)\.json$/.test(n)))("%s carries at least one example", (name) => {
    expect((schemas.get(name)!.examples as unknown[] | undefined)?.length ?? 0).toBeGreaterThan(0);
  });

  it("the top-level unions carry an example of every method", () => {
    const methods = (name: string) => new Set(((schemas.get(name)!.examples as Array<{ Header: { MethodId: string } }>) ?? []).map((e) => e.Header.MethodId));
    const terminal = ["1001", "1002", "1003", "1004", "1005", "1006", "1007", "1008", "1009", "1010"];
    expect([...methods("TerminalRequest.json")].sort()).toEqual(terminal);
    expect([...methods("TerminalReply.json")].sort()).toEqual(terminal);
    expect([...methods("MobileRequest.json")]).toEqual(["1001"]);
    expect([...methods("MobileReply.json")]).toEqual(["1001"]);
  });

  it("the asynchronous mobile flow is illustrated: UPI sale, 100 initiated, Get Status 5122, 0 APPROVED", () => {
    const req = schemas.get("MobileRequest.json")!.examples as Array<{ Detail: { TransactionType: number } }>;
    const rep = schemas.get("MobileReply.json")!.examples as Array<{
      Response: { ResponseCode: string; ResponseMsg: string };
      Detail: Record<string, unknown>;
    }>;
    expect(req.map((r) => r.Detail.TransactionType)).toEqual(expect.arrayContaining([5120, 5122]));
    const initiated = rep.find((r) => r.Response.ResponseCode === "100");
    const approved = rep.find((r) => r.Response.ResponseCode === "0" && r.Response.ResponseMsg === "APPROVED" && r.Detail.RetrievalReferenceNumber);
    expect(initiated?.Response.ResponseMsg).toBe("TRANSACTION INITIATED CHECK GET STATUS");
    expect(approved?.Detail.ApprovalCode).toBeTruthy();
    expect(approved?.Detail.InvoiceNumber).not.toBe(initiated?.Detail.InvoiceNumber);
  });

  it("card numbers in examples are masked, a mobile number, or empty", () => {
    const cardNumbers = (v: unknown): string[] =>
      Array.isArray(v)
        ? v.flatMap(cardNumbers)
        : v && typeof v === "object"
          ? Object.entries(v).flatMap(([k, x]) => (k === "CardNumber" && typeof x === "string" ? [x] : cardNumbers(x)))
          : [];
    for (const [name, s] of schemas) {
      for (const n of cardNumbers(s.examples ?? [])) expect(n, name).toMatch(/^$|^\d{6}\*+\d{4}$|^\d{10}$/);
    }
  });
});

// ------------------------------------------------------------------ structure

const TERMINAL_METHODS: ReadonlyArray<[string, string, string]> = [
  ["1001", "TerminalDoTransactionRequest", "TerminalDoTransactionReply"],
  ["1002", "PrintDataRequest", "PrintDataReply"],
  ["1003", "SettlementRequest", "SettlementReply"],
  ["1004", "GetTerminalInfoRequest", "GetTerminalInfoReply"],
  ["1005", "ConnectBluetoothRequest", "ConnectBluetoothReply"],
  ["1006", "DisconnectBluetoothRequest", "DisconnectBluetoothReply"],
  ["1007", "ScanCodeRequest", "ScanCodeReply"],
  ["1008", "UploadInvoiceRequest", "UploadInvoiceReply"],
  ["1009", "CameraSingleScanRequest", "CameraSingleScanReply"],
  ["1010", "CameraMultiScanRequest", "CameraMultiScanReply"],
];

const branches = (name: string): string[] => ((schemas.get(name)!.oneOf as Array<{ $ref: string }>) ?? []).map((b) => b.$ref);
const pinnedMethodId = (messageSchema: string): unknown => {
  const header = (schemas.get(messageSchema)!.properties as { Header: { $ref: string } }).Header.$ref;
  return (schemas.get(header)!.properties as Record<string, { const?: unknown; type?: string }>).MethodId;
};

describe("terminal message unions", () => {
  it("TerminalRequest and TerminalReply are closed oneOf unions of the ten methods, each pinning Header.MethodId", () => {
    expect(branches("TerminalRequest.json")).toEqual(TERMINAL_METHODS.map(([, req]) => `${req}.json`));
    expect(branches("TerminalReply.json")).toEqual(TERMINAL_METHODS.map(([, , rep]) => `${rep}.json`));
    for (const [mid, req, rep] of TERMINAL_METHODS) {
      expect(pinnedMethodId(`${req}.json`)).toMatchObject({ type: "string", const: mid });
      expect(pinnedMethodId(`${rep}.json`)).toMatchObject({ type: "string", const: mid });
    }
  });

  it('MobileRequest and MobileReply are closed unions of DoTransaction (MethodId "1001")', () => {
    expect(branches("MobileRequest.json")).toEqual(["MobileDoTransactionRequest.json"]);
    expect(branches("MobileReply.json")).toEqual(["MobileDoTransactionReply.json"]);
    expect(pinnedMethodId("MobileDoTransactionRequest.json")).toMatchObject({ const: "1001" });
    expect(pinnedMethodId("MobileDoTransactionReply.json")).toMatchObject({ const: "1001" });
  });

  it("MobileTransactionDetail has exactly one branch per mobile TransactionType, pinned by const", () => {
    const types = (schemas.get("MobileTransactionType.json")!.enum as number[]).slice().sort();
    const pinned = branches("MobileTransactionDetail.json")
      .map((ref) => (schemas.get(ref)!.properties as { TransactionType: { const: number } }).TransactionType.const)
      .sort();
    expect(pinned).toEqual(types);
  });

  it("no union has a catch-all branch and every message schema is sealed", () => {
    for (const u of ["TerminalRequest.json", "TerminalReply.json", "MobileRequest.json", "MobileReply.json", "MobileTransactionDetail.json"]) {
      expect(schemas.get(u)!.anyOf).toBeUndefined();
      for (const ref of branches(u)) {
        const open = ["MobileResendSmsDetail.json", "MobileWalletVoidDetail.json"].includes(ref);
        expect(schemas.get(ref)!.unevaluatedProperties, ref).toEqual(open ? {} : { not: {} });
      }
    }
  });

  it.each([
    ["TerminalRequest.json", "com.vendor.masterapp", true],
    ["TerminalReply.json", "com.vendor.masterapp", true],
    ["MobileRequest.json", "com.vendor.epos", false],
    ["MobileReply.json", "com.vendor.epos", false],
  ] as const)("%s carries x-transport (package %s)", (name, pkg, hybrid) => {
    const t = schemas.get(name)!["x-transport"] as Record<string, Record<string, unknown>>;
    expect(t.native).toEqual({
      mechanism: "Messenger over a bound service",
      package: pkg,
      action: "com.vendor.masterapp.SERVER",
      messageCode: 1001,
      requestTag: "MASTERAPPREQUEST",
      responseTag: "MASTERAPPRESPONSE",
    });
    if (hybrid) {
      expect(t.hybrid).toMatchObject({
        action: "com.vendor.masterapp.HYBRID_REQUEST",
        requestExtra: "REQUEST_DATA",
        responseExtra: "RESPONSE_DATA",
      });
    } else {
      expect(t.hybrid).toBeUndefined();
    }
  });
});

// ------------------------------------------------------------------ code tables

/** The document's named codes and their exact messages. */
const NAMED_CODES: ReadonlyArray<[string, number, string, string]> = [
  ["PrinterResponseCode", 0, "PRINTER_SUCCESS", "SUCCESS"],
  ["PrinterResponseCode", 1, "PRINTER_FAILED", "FAILED"],
  ["PrinterResponseCode", 1001, "PRINTER_BUSY", "PRINTER IS BUSY"],
  ["PrinterResponseCode", 1002, "PRINTER_OUT_OF_PAPER", "PRINTER IS OUT OF PAPER"],
  ["PrinterResponseCode", 1003, "PRINTER_LOW_PAPER", "PRINTER HAS LOW PAPER"],
  ["PrinterResponseCode", 1004, "PRINTER_LOW_BATTERY", "PRINTER_LOW_BATTERY"],
  ["PrinterResponseCode", 1005, "PRINTER_HARDWARE_ERROR", "PRINTER HARDWARE ISSUE"],
  ["PrinterResponseCode", 1006, "PRINTER_OVERHEAT", "PRINTER IS OVERHEAT"],
  ["PrinterResponseCode", 1007, "PRINTER_BUFFER_OVERFLOW", "PRINTER BUFFER OVERFLOW"],
  ["PrinterResponseCode", 1008, "PRINTER_PAPER_ALIGN_POSITION", "PAPER IS NOT ALIGNED PROPERLY"],
  ["PrinterResponseCode", 1009, "PRINTER_PAPER_JAM", "PAPER STUCKED"],
  ["PrinterResponseCode", 1010, "PRINTER_CUT_POSITION_ERROR", "PAPER CUT KNIFE IS NOT IN ORIGINAL PLACE"],
  ["BluetoothResponseCode", 0, "BLUETOOTH_CONNECTION_SUCCESS", "Bluetooth Connection Success"],
  ["BluetoothResponseCode", 1, "BLUETOOTH_CONNECTION_FAILED", "Bluetooth Connection Failed"],
  ["BluetoothResponseCode", 2, "DEVICE_ALREADY_CONNECTED", "Device Already connected with base over bluetooth"],
  ["BluetoothResponseCode", 3, "BLUETOOTH_IS_OFF", "Bluetooth is disable Please enable bluetooth"],
  ["BluetoothResponseCode", 4, "INVALID_BASE_SERIAL_NUMBER", "Base serial number is invalid"],
  ["ScanResponseCode", 0, "SUCCESS", "Success"],
  ["ScanResponseCode", 5, "DEVICE_UNCONNECTED", "device not connected with base or USB device not found"],
  ["ScanResponseCode", 6, "SCANNER_NOT_FOUND", "Scanner not found"],
  ["ScanResponseCode", 10, "SCANNER_DATA_RECEIVE_SUCCESS", "Data Scanned Success"],
  ["ScanResponseCode", 11, "SCANNER_DATA_RECEIVE_FAILED", "Data Scanned Failed"],
  ["ScanResponseCode", 2001, "APPLICATION_BUSY", "Application is busy"],
  ["ScanResponseCode", 2099, "UNKNOWN_ERROR", "Unknown Error"],
  ["CameraScanResponseCode", 0, "SUCCESS", "Success"],
  ["CameraScanResponseCode", 2001, "APPLICATION_BUSY", "Application is busy"],
  ["CameraScanResponseCode", 2099, "UNKNOWN_ERROR", "Unknown Error"],
  ["UploadInvoiceResponseCode", 0, "SUCCESS", "Success"],
  ["UploadInvoiceResponseCode", 23, "UPLOAD_INVOICE_NETWORK_ERROR", "Saved locally, upload to server failed."],
  ["UploadInvoiceResponseCode", 24, "UPLOAD_INVOICE_ERROR", "Unable to save invoice data, retry."],
];

const COMMON_MESSAGES: ReadonlyArray<[string, string]> = [
  ["1", "App not activated"],
  ["2", "Already activated"],
  ["3", "Invalid Method Id"],
  ["4", "Invalid User/Pin"],
  ["5", "User blocked for max attempt"],
  ["6", "Permission denied for this user"],
  ["7", "Invalid data-format"],
  ["100", "Transaction initiated, check Get Status"],
];

interface CodeRow {
  value: unknown;
  name: string;
  description: string;
}
const codes = (name: string): CodeRow[] => (schemas.get(`${name}.json`)!["x-codes"] as CodeRow[]) ?? [];

describe("terminal code tables", () => {
  const enums = [...schemas.entries()].filter(([, s]) => Array.isArray(s.enum));

  it.each(enums.map(([n]) => [n]))("%s: x-codes lists every value, each with a name and a meaning", (name) => {
    const s = schemas.get(name)!;
    const rows = s["x-codes"] as CodeRow[];
    expect(rows.map((r) => r.value)).toEqual(s.enum);
    for (const r of rows) {
      expect(r.name).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
      expect(r.description.length).toBeGreaterThan(0);
    }
  });

  it.each(NAMED_CODES)("%s %d is %s with message %j", (e, value, name, message) => {
    const row = codes(e).find((r) => r.value === value);
    expect(row?.name).toBe(name);
    expect(row?.description).toBe(message);
  });

  it.each(COMMON_MESSAGES)("common code %s: %s (both apps)", (code, message) => {
    for (const e of ["CommonResponseCode", "MobileResponseCode"]) {
      expect(
        codes(e)
          .find((r) => r.value === code)
          ?.description.startsWith(message),
        e,
      ).toBe(true);
    }
  });

  it("code 8 is the mobile acceptance service's only; zero is success", () => {
    expect(schemas.get("CommonResponseCode.json")!.enum).not.toContain("8");
    expect(codes("MobileResponseCode").find((r) => r.value === "8")?.description).toMatch(/mobile acceptance service only/);
    expect(codes("CommonResponseCode").find((r) => r.value === "0")?.description).toMatch(/zero/);
  });

  it("transaction types: terminal and mobile are separate lists", () => {
    const terminal = schemas.get("TerminalTransactionType.json")!.enum as number[];
    const mobile = schemas.get("MobileTransactionType.json")!.enum as number[];
    expect(terminal).toHaveLength(42);
    expect(mobile.slice().sort()).toEqual([5102, 5104, 5112, 5120, 5121, 5122, 5127, 5561, 5562, 5563, 5564, 5566, 5567]);
    expect(terminal).not.toContain(5112);
    expect(mobile).not.toContain(4001);
  });
});

// ------------------------------------------------------------------ documentation, gaps, decisions

describe("terminal documentation, gaps and decisions", () => {
  it("every schema and every property carries a description", () => {
    const undocumented: string[] = [];
    for (const [name, s] of schemas) {
      if (!s.description) undocumented.push(name);
      for (const [p, ps] of Object.entries((s.properties as Record<string, Schema>) ?? {})) {
        if (!ps.description) undocumented.push(`${name}#/properties/${p}`);
      }
      for (const [i, b] of ((s.oneOf as Schema[]) ?? []).entries()) if (!b.description) undocumented.push(`${name}#/oneOf/${i}`);
    }
    expect(undocumented).toEqual([]);
  });

  it("document notes are carried into the descriptions", () => {
    const desc = (schema: string, prop: string): string => ((schemas.get(schema)!.properties as Record<string, Schema>)[prop]!.description as string) ?? "";
    expect(desc("TerminalTransactionDetail.json", "PaymentAmount")).toMatch(/paise/);
    expect(desc("TerminalTransactionDetail.json", "IsSwipe")).toMatch(/default TRUE/);
    expect(desc("TerminalTransactionDetail.json", "ConsentCustomerMobile")).toMatch(/default FALSE/);
    expect(desc("TerminalTransactionDetail.json", "CustomerEmailId")).toMatch(/pipe-separated/);
    expect(desc("TerminalPaymentRecord.json", "ExpiryDate")).toMatch(/YYMM/);
    expect(desc("TerminalPaymentRecord.json", "TransactionDate")).toMatch(/MMDDYYYY/);
    expect(desc("TerminalPaymentRecord.json", "TransactionTime")).toMatch(/HHMMSS, 24-hour/);
    expect(desc("TerminalPaymentRecord.json", "CardNumber")).toMatch(/masked/);
    expect(desc("TerminalPaymentRecord.json", "Remark")).toMatch(/empty value does not imply success/);
    expect(desc("MobilePaymentRecord.json", "CardNumber")).toMatch(/mobile number/);
    expect(desc("TerminalPaymentRecord.json", "RewardRedeemedAmount")).toMatch(/paise/);
    expect(schemas.get("TerminalTransactionDetail.json")!.properties).not.toHaveProperty("AquiringBankCode");
    expect(desc("TerminalTransactionDetail.json", "IsSwipe")).toBeTruthy();
    expect((schemas.get("TerminalTransactionDetail.json")!.properties as Record<string, Schema>).IsSwipe!.default).toBe(true);
    expect((schemas.get("PrintDataDetail.json")!.properties as Record<string, Schema>).SavePrintData!.default).toBe(true);
  });

  const mark = (file: string, pointer: string, kind: "gap" | "decision"): Record<string, string> | undefined => {
    const node = pointer
      .split("/")
      .slice(1)
      .reduce<Schema | undefined>((n, t) => n?.[t] as Schema | undefined, schemas.get(file));
    return node?.[kind === "gap" ? "x-contract-gap" : "x-contract-decision"] as Record<string, string> | undefined;
  };

  it.each([
    ["decision", "CommonResponseCode.json", "", /String\(10\).*Integer/],
    ["decision", "TerminalPaymentRecord.json", "/properties/AcquiringBankCode", /AquiringBankCode/],
    ["decision", "TerminalDoTransactionReplyDetail.json", "/properties/Payments", /Detail\.Payments/],
    ["decision", "PrinterResponse.json", "", /ResponseMessage/],
    ["decision", "SaleAdditionalInfo.json", "", /map of String\(25\)/],
    ["decision", "WalletId.json", "", /103, 105/],
    ["decision", "TerminalBankCode.json", "", /two digits/],
    ["decision", "TerminalTransactionDetail.json", "/properties/IsSwipe", /default/],
    ["decision", "PrintDataDetail.json", "/properties/SavePrintData", /default/],
    ["decision", "PrintDataReplyDetail.json", "", /Detail/],
    ["decision", "MobilePaymentRecord.json", "/properties/CardEntryMode", /not applicable/],
    ["gap", "MobileResendSmsDetail.json", "", /Resend SMS \(5564\)/],
    ["gap", "MobileWalletVoidDetail.json", "", /Wallet Void \(5104\)/],
    ["gap", "TerminalPaymentRecord.json", "/properties/Field0", /Field0, Field3, Field4/],
    ["gap", "TerminalPaymentRecord.json", "/properties/Field4", /Field0, Field3, Field4/],
    ["gap", "MobileDoTransactionReply.json", "", /Get Status/],
    ["gap", "Header.json", "", /test or production key/],
    ["gap", "Header.json", "/properties/VersionNo", /versions/],
    ["gap", "TerminalResponse.json", "/properties/ResponseCode", /Further response codes/],
    ["gap", "MobileResponse.json", "/properties/ResponseCode", /Further response codes/],
    ["gap", "AcquiringBankCode.json", "", /omitted/],
    ["gap", "TerminalReply.json", "", /asynchronous notification/],
    ["gap", "TerminalRequest.json", "", /Time-outs/],
  ] as const)("%s in %s#%s", (kind, file, pointer, text) => {
    const m = mark(file, pointer, kind);
    expect(m, `${kind} at ${file}#${pointer}`).toBeDefined();
    expect(kind === "gap" ? m!.missing : `${m!.conflict} ${m!.decision}`).toMatch(text);
    expect(m!.source).toMatch(/^002 § /);
  });

  it("open shapes only where the document shows no shape", () => {
    const open = [...schemas.entries()]
      .filter(([, s]) => s.type === "object" && s.unevaluatedProperties !== undefined && !("not" in (s.unevaluatedProperties as Schema)))
      .filter(([, s]) => Object.keys(s.unevaluatedProperties as Schema).length === 0)
      .map(([n]) => n)
      .sort();
    expect(open).toEqual(["MobileResendSmsDetail.json", "MobileWalletVoidDetail.json"]);
    for (const n of open) expect(schemas.get(n)!["x-contract-gap"]).toBeDefined();
  });

  it("no vendor name from public samples appears in the contract or its tests", () => {
    const vendor = /pine\s*labs|plutus|pinelabs|hdfc|icici|bfl_|samsung|wikipedia/i;
    for (const n of readdirSync(path.join(GENERATED, SERVICE, "schemas"))) {
      expect(readFileSync(path.join(GENERATED, SERVICE, "schemas", n), "utf8"), n).not.toMatch(vendor);
    }
    for (const t of tables) expect(JSON.stringify(t.cases), t.file).not.toMatch(vendor);
  });
});
