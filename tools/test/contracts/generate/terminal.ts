// The terminal service's case tables (tools/test/contracts/cases/terminal/*.json), from the transcription of
// the document in terminal-document.ts (it reads nothing generated). Per schema: the base (valid); per field
// the limit itself (valid) and one past it (invalid), a wrong JSON type (invalid), each documented code
// (valid) and an undocumented one (invalid); per required field its absence (invalid); an undeclared
// property (invalid, or valid for the open shapes). dispatch.json, limits.json, transaction-types.json and
// flows.json are written by hand below: MethodId dispatch, TransactionType rules, the asynchronous flow.
//
// Each invalid case names in `covers` the constraint of the emitted schemas it breaks
// (`<Schema>.json#<JSON pointer of the keyword>`; `.../required/<name>`; `.../unevaluatedProperties`).
// tools/test/contracts/terminal.test.ts fails when a constraint has no failing case or a case names a
// constraint that does not exist.
import { clone, dumpCases, dumps } from "./python-json.ts";
import {
  ANY,
  ARRAY,
  BOOL,
  C,
  E,
  E_OPEN,
  ENUMS,
  HDR,
  HEADER_FIELDS,
  HEADER_REQUIRED,
  INT,
  INVOICE,
  INVOICE_CUSTOMER,
  INVOICE_PAYMENT,
  INVOICE_PRODUCT,
  KV_FIELDS,
  LONG,
  MOBILE_COMMON,
  MOBILE_DETAILS,
  MOBILE_RECORD,
  MOBILE_RECORD_FIELDS,
  MOBILE_REPLY,
  MOBILE_UPI_SALE_REQUEST,
  PRINT_DETAIL,
  PRINT_LINE,
  RANGE,
  RECORD_FIELDS,
  REF,
  REPLY_PARTS,
  REQUEST_DETAIL,
  RESPONSE_FIELDS,
  S,
  SCALAR_STR,
  SUMMARY_ITEM,
  TERMINAL_DETAIL_FIELDS,
  TERMINAL_FULL,
  TERMINAL_METHODS,
  TERMINAL_RECORD,
  TERMINAL_SALE,
  hdr,
  mobileDetail,
  ok,
  type Kind,
  type Obj,
} from "./terminal-document.ts";
import type { Case } from "../../support/cases.ts";

interface Model {
  base: Obj;
  fields: Record<string, Kind>;
  required: string[];
  sealed: boolean;
}

function caseOf(description: string, schema: string, data: unknown, valid: boolean, covers?: string | string[]): Case {
  const c: Case = { description, schema: `${schema}.json`, data, valid };
  if (covers) c.covers = covers;
  return c;
}
const withField = (base: Obj, field: string, value: unknown): Obj => ({ ...clone(base), [field]: value });
function without(base: Obj, field: string): Obj {
  const d = clone(base);
  delete d[field];
  return d;
}
const isDigits = (v: unknown): v is string => typeof v === "string" && /^[0-9]+$/.test(v);

function request(mid: string): Obj {
  const r: Obj = { Header: hdr(mid) };
  if (mid in REQUEST_DETAIL) r.Detail = clone(REQUEST_DETAIL[mid]);
  return r;
}
function reply(mid: string): Obj {
  const [response, detail] = REPLY_PARTS[mid]!;
  const r: Obj = { Header: hdr(mid), Response: clone(response) };
  if (detail !== null) r.Detail = clone(detail);
  return r;
}

/** The schemas of the document's field tables, in the order their cases are written. */
function models(): Record<string, Model> {
  const out: Record<string, Model> = {};
  const model = (name: string, base: Obj, fields: Record<string, Kind>, required: string[] = [], sealed = true): void => {
    out[name] = { base, fields, required: [...required], sealed };
  };
  model("Header", hdr("1001"), { ...HEADER_FIELDS, MethodId: SCALAR_STR("MethodIdText", 10) }, HEADER_REQUIRED);
  for (const [mid, , , headerName] of TERMINAL_METHODS) model(headerName, hdr(mid), { ...HEADER_FIELDS, MethodId: C(mid) }, HEADER_REQUIRED);
  model("MobileDoTransactionHeader", hdr("1001"), { ...HEADER_FIELDS, MethodId: C("1001") }, HEADER_REQUIRED);

  model("ResponseExtras", { AppVersion: "150", ParameterJson: "parameter" }, { AppVersion: S(), ParameterJson: S() });
  const responses: [string, string, string | number, string[]][] = [
    ["TerminalResponse", "CommonResponseCode", "0", []],
    ["MobileResponse", "MobileResponseCode", "0", []],
    ["PrinterResponse", "PrinterResponseCode", 0, []],
    ["ConnectBluetoothResponse", "BluetoothResponseCode", 0, ["AppVersion", "ParameterJson"]],
    ["DisconnectBluetoothResponse", "DisconnectBluetoothResponseCode", 0, []],
    ["ScanCodeResponse", "ScanResponseCode", 0, []],
    ["CameraSingleScanResponse", "CameraScanResponseCode", 0, []],
    ["CameraMultiScanResponse", "CameraScanResponseCode", 0, ["AppVersion", "ParameterJson"]],
    ["UploadInvoiceResponse", "UploadInvoiceResponseCode", 0, []],
  ];
  for (const [name, codeEnum, code, extraRequired] of responses) {
    // PrinterResponse: ResponseMsg or ResponseMessage (Q1): neither is required on its own
    const required = ["ResponseCode", ...(name === "PrinterResponse" ? [] : ["ResponseMsg"]), ...extraRequired];
    const openCode = typeof code === "string" ? E_OPEN(codeEnum, "ResponseCodeText", 10) : E_OPEN(codeEnum);
    model(
      name,
      ok(code, "Success", { AppVersion: "150", ParameterJson: "parameter" }),
      { ...RESPONSE_FIELDS, ResponseCode: openCode, ...(name === "PrinterResponse" ? { ResponseMessage: S() } : {}) },
      required,
    );
  }
  model("KeyValue", { Key: "Key1", Value: "Value1" }, KV_FIELDS);

  model("TerminalPaymentRecord", TERMINAL_RECORD, RECORD_FIELDS);
  model("MobilePaymentRecord", MOBILE_RECORD, MOBILE_RECORD_FIELDS);

  model("TerminalTransactionDetail", TERMINAL_FULL, TERMINAL_DETAIL_FIELDS, ["TransactionType", "PaymentAmount", "IsSwipe"]);
  model("TerminalDoTransactionReplyDetail", { Payments: [TERMINAL_RECORD] }, { Payments: ARRAY }, ["Payments"]);
  model(
    "PrintLine",
    PRINT_LINE,
    {
      PrintDataType: E("PrintDataType"),
      PrinterWidth: E("PrinterWidth"),
      IsCenterAligned: BOOL,
      DataToPrint: S(),
      ImagePath: S(),
      ImageData: S(),
      PrintDataInfo: ARRAY,
      AdditionalInfo: ARRAY,
    },
    ["PrintDataType", "PrinterWidth", "IsCenterAligned"],
  );
  model("PrintDataDetail", PRINT_DETAIL, { PrintRefNo: S(10), SavePrintData: BOOL, Data: ARRAY }, ["PrintRefNo", "SavePrintData", "Data"]);
  model("PrintDataReplyDetail", { AppVersion: "1.5", ParameterJson: "parameter" }, { AppVersion: S(), ParameterJson: S() }, ["AppVersion"]);
  model("SettlementSummaryItem", SUMMARY_ITEM, {
    BatchName: S(),
    AcquirerCode: S(),
    TID: S(),
    MID: S(),
    CreditCount: LONG,
    CreditAmount: LONG,
    DebitCount: LONG,
    DebitAmount: LONG,
  });
  model(
    "SettlementReplyDetail",
    { SettlementSummary: [SUMMARY_ITEM], SettlementInfo: [], AdditionalInfo: [] },
    { SettlementSummary: ARRAY, SettlementInfo: ARRAY, AdditionalInfo: ARRAY },
  );
  model(
    "TerminalInfoReplyDetail",
    { ...REPLY_PARTS["1004"]![1], AdditionalInfo: [] },
    { VendorStoreId: S(50), VendorTerminalId: S(50), MerchantName: S(100), StoreName: S(100), AdditionalInfo: ARRAY },
  );
  model("ConnectBluetoothDetail", { BaseSerialNumber: "121234" }, { BaseSerialNumber: S() }, ["BaseSerialNumber"]);
  model("ScanReplyDetail", { ScannedData: "2345" }, { ScannedData: S() });
  model("ScannedItem", { itemCount: 10, itemValue: "x" }, { itemCount: INT, itemValue: S() });
  model("CameraMultiScanReplyDetail", REPLY_PARTS["1010"]![1]!, { ScannedDataList: ARRAY });
  model("InvoiceCustomer", INVOICE_CUSTOMER, {
    AddressLine1: S(50),
    AddressLine2: S(50),
    City: S(50),
    Country: S(50),
    State: S(50),
    DOB: S(10, { valid: ["2000-02-29"], invalid: ["13-06-1992", "1992-13-01", "1992/06/13"], pattern: true }),
    Email: S(256),
    FirstName: S(50),
    LastName: S(50),
    Gender: E("Gender"),
    Phone: S(20),
    PinCode: INT,
  });
  model("InvoicePayment", INVOICE_PAYMENT, { Amount: LONG, CardType: S(10), PaymentId: S(20), PaymentType: S(10) });
  const longs = [
    "AdditionalChargeValue",
    "BarCode",
    "DiscountTotalValue",
    "ProductBasePrice",
    "ProductValue",
    "Quantity",
    "SkuId",
    "TaxTotalValue",
    "VoidAmount",
    "VoidQuantity",
  ];
  model("InvoiceProduct", INVOICE_PRODUCT, { ...Object.fromEntries(longs.map((k) => [k, LONG])), ProductId: S(20), ProductName: S(50) });
  model("UploadInvoiceDetail", INVOICE, {
    BillingUserName: S(10),
    Customer: REF,
    DiscountTotalValue: LONG,
    GrossBill: LONG,
    InvoiceNumber: LONG,
    NetBill: LONG,
    Taxes: LONG,
    OrderCreationTimeLocal: S(10, { valid: ["2019-04-01"], invalid: ["01-04-2019", "2019-4-1"], pattern: true }),
    OrderId: S(20),
    PaymentStatus: E("InvoicePaymentStatus"),
    Payments: ARRAY,
    Products: ARRAY,
    Status: E("InvoiceStatus"),
  });
  model("UploadInvoiceReplyDetail", REPLY_PARTS["1008"]![1]!, { TerminalLogId: INT, TerminalId: S(8) });

  model(
    "MobileDoTransactionFields",
    {
      TransactionType: 5122,
      BillingRefNo: "OR1587-9",
      PaymentAmount: 100,
      BankCode: "4",
      InvoiceNo: "000012",
      BatchNo: 9031,
      Roc: 115,
    },
    {
      ...MOBILE_COMMON,
      TransactionType: E("MobileTransactionType"),
      BankCode: ANY,
      InvoiceNo: S(6),
      BatchNo: RANGE("ParentBatchNo", 9001, 99999),
      Roc: RANGE("ParentRoc", 101, 999),
    },
    ["TransactionType", "BillingRefNo", "PaymentAmount"],
  );
  const upiCode = E("UpiBankCode"); // issue 20: "UPI BankCode: 4", the document's list, closed like the wallet ids
  const cardCode = SCALAR_STR("MobileCardBankCode", 2);
  const bankCode: Record<number, Kind> = {
    5120: upiCode,
    5122: upiCode,
    5121: upiCode,
    5102: E("WalletId"),
    5112: E("WalletId"),
    5127: ANY,
    5561: ANY,
    5566: cardCode,
    5567: cardCode,
    5563: cardCode,
    5562: cardCode,
  };
  // D1: the Detail table's Required column governs; Get Status also requires BankCode, BatchNo, Roc (states table).
  for (const [tt, name, base] of MOBILE_DETAILS) {
    if (tt === 5564 || tt === 5104) {
      // request shape not shown: open, only TransactionType fixed
      model(name, base, { TransactionType: C(tt) }, ["TransactionType"], false);
      continue;
    }
    const fields = {
      TransactionType: C(tt),
      ...MOBILE_COMMON,
      BankCode: bankCode[tt]!,
      InvoiceNo: S(6),
      BatchNo: RANGE("ParentBatchNo", 9001, 99999),
      Roc: RANGE("ParentRoc", 101, 999),
    };
    const required = ["TransactionType", "BillingRefNo", "PaymentAmount"];
    if (GET_STATUS.includes(tt)) required.push("BankCode", "BatchNo", "Roc");
    model(name, base, fields, required);
  }
  for (const [mid, reqName, repName] of TERMINAL_METHODS) {
    const req = request(mid);
    model(reqName, req, Object.fromEntries(Object.keys(req).map((k) => [k, REF])), Object.keys(req));
    const rep = reply(mid);
    // Q3: Detail only on success
    model(
      repName,
      rep,
      Object.fromEntries(Object.keys(rep).map((k) => [k, REF])),
      Object.keys(rep).filter((k) => k !== "Detail"),
    );
  }
  model("MobileDoTransactionRequest", MOBILE_UPI_SALE_REQUEST, { Header: REF, Detail: REF }, ["Header", "Detail"]);
  // Q3: Detail required on success replies only (if/then)
  model("MobileDoTransactionReply", MOBILE_REPLY, { Header: REF, Response: REF, Detail: REF }, ["Header", "Response"]);
  return out;
}

const GET_STATUS = [5122, 5112, 5563];
const WRONG_TYPE: Record<string, unknown> = { string: 1, integer: "1", number: "1.5", boolean: "true", array: {} };

/** Rules between fields: a variation of one field keeps the others consistent with the document. */
const ADJUST: Record<string, (d: Obj) => Obj> = {
  // AdditionalInfo only for sale type 4001
  TerminalTransactionDetail: (d) => (d.TransactionType === 4001 ? d : without(d, "AdditionalInfo")),
};

/** Writes the cases of every field; the first field that uses a code list tries all its values (`carrier`). */
class FieldCases {
  private readonly carrier = new Set<string>();

  of(name: string, base: Obj, field: string, kind: Kind): Case[] {
    const adjust = ADJUST[name];
    const isDict = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
    return this.raw(name, base, field, kind).map((c) => (adjust && isDict(c.data) ? { ...c, data: adjust(c.data) } : c));
  }

  private raw(name: string, base: Obj, field: string, kind: Kind): Case[] {
    const ptr = `${name}.json#/properties/${field}`;
    const label = `${name}.${field}`;
    const w = (v: unknown): Obj => withField(base, field, v);
    const out: Case[] = [];
    switch (kind.kind) {
      case "str": {
        const n = kind.n;
        if (n !== null && !kind.pattern) {
          out.push(caseOf(`${label} String(${n}): ${n} characters pass`, name, w("x".repeat(n)), true));
          out.push(caseOf(`${label} String(${n}): ${n + 1} characters fail`, name, w("x".repeat(n + 1)), false, `${ptr}/maxLength`));
        }
        if (n !== null && kind.pattern) {
          const longest = kind.valid.find((v) => v.length === n)!;
          out.push(caseOf(`${label} String(${n}): ${n + 1} characters fail`, name, w(`${longest}0`), false, [`${ptr}/maxLength`, `${ptr}/pattern`]));
        }
        for (const v of kind.valid) out.push(caseOf(`${label} = ${dumps(v)} passes`, name, w(v), true));
        for (const v of kind.invalid) out.push(caseOf(`${label} = ${dumps(v)} fails (format)`, name, w(v), false, `${ptr}/pattern`));
        out.push(caseOf(`${label} is a string: a number fails`, name, w(1), false, `${ptr}/type`));
        break;
      }
      case "integer":
      case "number":
      case "boolean":
      case "array": {
        const k = kind.kind;
        out.push(caseOf(`${label} is ${k}: ${dumps(WRONG_TYPE[k])} fails`, name, w(WRONG_TYPE[k]), false, `${ptr}/type`));
        if (k === "integer") out.push(caseOf(`${label} is an integer: 1.5 fails`, name, w(1.5), false, `${ptr}/type`));
        if ("long" in kind && kind.long) {
          // a Long (issue 27): the contract bounds it to the integers a JSON number carries exactly
          const max = Number.MAX_SAFE_INTEGER;
          out.push(
            caseOf(`${label} is a Long: 2^53 - 1 passes`, name, w(max), true),
            caseOf(`${label} is a Long: 2^53 fails (beyond the safe-integer range)`, name, w(max + 1), false, `${ptr}/maximum`),
            caseOf(`${label} is a Long: -2^53 fails (beyond the safe-integer range)`, name, w(-max - 1), false, `${ptr}/minimum`),
          );
        }
        break;
      }
      case "enum":
      case "enum-or-int": {
        const e = kind.enum;
        const info = ENUMS[e]!;
        const first = !this.carrier.has(e);
        this.carrier.add(e);
        if (first || kind.kind === "enum") {
          for (const v of first ? info.values : info.values.slice(0, 1)) out.push(caseOf(`${label} = ${dumps(v)} (${e}) passes`, name, w(v), true));
        }
        if (kind.kind === "enum") {
          for (const v of first ? info.bad : info.bad.slice(0, 1)) {
            out.push(caseOf(`${label} = ${dumps(v)} is not a ${e} value: fails`, name, w(v), false, `${e}.json#/enum`));
          }
          const v0 = info.values[0];
          let wrong: unknown = info.type === "number" ? "1" : 1;
          if (isDigits(v0)) wrong = Number(v0); // the code as a number instead of a string
          if (typeof v0 === "number") wrong = String(v0); // the code as a string instead of a number
          out.push(caseOf(`${label} = ${dumps(wrong)}: wrong JSON type for ${e}, fails`, name, w(wrong), false, [`${e}.json#/type`, `${e}.json#/enum`]));
        } else {
          // any other integer means "card not validated": valid; a non-integer fails
          out.push(caseOf(`${label} = 7 (any other value: card not validated) passes`, name, w(7), true));
          out.push(caseOf(`${label} = "1" fails (Integer)`, name, w("1"), false, [`${e}.json#/type`, `${e}.json#/enum`, `${ptr}/anyOf/1/type`]));
        }
        break;
      }
      case "enum-open": {
        const { enum: e, scalar: sc } = kind;
        const info = ENUMS[e]!;
        for (const v of info.values.slice(0, 2)) out.push(caseOf(`${label} = ${dumps(v)} (${e}, documented) passes`, name, w(v), true));
        for (const v of info.bad) {
          if (sc === null || String(v).length <= kind.n!) {
            out.push(caseOf(`${label} = ${dumps(v)}: not documented, but the code set is open: passes`, name, w(v), true));
          }
        }
        if (sc === null) {
          out.push(caseOf(`${label} = "1" fails (Integer)`, name, w("1"), false, [`${e}.json#/type`, `${e}.json#/enum`, `${ptr}/anyOf/1/type`]));
        } else {
          const n = kind.n!;
          out.push(caseOf(`${label}: ${n} characters pass (open, String(${n}))`, name, w("1".repeat(n)), true));
          out.push(
            caseOf(`${label}: ${n + 1} characters fail (String(${n}))`, name, w("1".repeat(n + 1)), false, [`${e}.json#/enum`, `${sc}.json#/maxLength`]),
          );
          out.push(caseOf(`${label} is a string: a number fails`, name, w(1), false, [`${e}.json#/type`, `${e}.json#/enum`, `${sc}.json#/type`]));
        }
        break;
      }
      case "const": {
        const v = kind.value;
        const other = typeof v === "number" ? v + 1 : v === "" ? " " : v === "1001" ? "1002" : "1001";
        out.push(caseOf(`${label} must be ${dumps(v)}: ${dumps(other)} fails`, name, w(other), false, `${ptr}/const`));
        const wrong = isDigits(v) ? Number(v) : typeof v === "number" ? String(v) : 0;
        out.push(caseOf(`${label} = ${dumps(wrong)}: wrong JSON type fails`, name, w(wrong), false, [`${ptr}/type`, `${ptr}/const`]));
        break;
      }
      case "range": {
        const { scalar: s, lo, hi } = kind;
        out.push(
          caseOf(`${label} range ${lo}..${hi}: ${lo} passes`, name, w(lo), true),
          caseOf(`${label} range ${lo}..${hi}: ${hi} passes`, name, w(hi), true),
          caseOf(`${label} range ${lo}..${hi}: ${lo - 1} fails`, name, w(lo - 1), false, `${s}.json#/minimum`),
          caseOf(`${label} range ${lo}..${hi}: ${hi + 1} fails`, name, w(hi + 1), false, `${s}.json#/maximum`),
          caseOf(`${label} is an Integer: "${lo}" fails`, name, w(String(lo)), false, `${s}.json#/type`),
        );
        break;
      }
      case "scalar-str": {
        const { scalar: s, n } = kind;
        out.push(
          caseOf(`${label} String(${n}): ${n} characters pass`, name, w("1".repeat(n)), true),
          caseOf(`${label} String(${n}): ${n + 1} characters fail`, name, w("1".repeat(n + 1)), false, `${s}.json#/maxLength`),
          caseOf(`${label} is a string: a number fails`, name, w(1), false, `${s}.json#/type`),
        );
        break;
      }
    }
    return out;
  }
}

function modelCases(fieldCases: FieldCases, name: string, m: Model): Case[] {
  const base = m.base;
  const out = [
    caseOf(`${name}: the illustration passes`, name, base, true),
    caseOf(`${name}: a JSON array instead of an object fails`, name, [base], false, `${name}.json#/type`),
  ];
  for (const [field, kind] of Object.entries(m.fields)) {
    out.push(...fieldCases.of(name, base, field, kind));
    if (m.required.includes(field)) {
      out.push(caseOf(`${name}.${field} is required: without it fails`, name, without(base, field), false, `${name}.json#/required/${field}`));
    } else if (field in base && name.endsWith("Reply") && field === "Detail") {
      // Q3: Detail is required on a success reply (if/then), optional on a failed one
      out.push(caseOf(`${name}.Detail: a success reply without it fails`, name, without(base, field), false, `${name}.json#/allOf/0/then/required/Detail`));
    } else if (field in base && name === "PrinterResponse" && field === "ResponseMsg") {
      // Q1: ResponseMsg or ResponseMessage, at least one
      out.push(
        caseOf(`${name}: without ResponseMsg and ResponseMessage fails`, name, without(base, field), false, [
          `${name}.json#/anyOf/0/required/ResponseMsg`,
          `${name}.json#/anyOf/1/required/ResponseMessage`,
        ]),
      );
      out.push(
        caseOf(
          `${name}: ResponseMessage instead of ResponseMsg passes (the printer section's name)`,
          name,
          { ...without(base, field), ResponseMessage: "SUCCESS" },
          true,
        ),
      );
    } else if (field in base) {
      out.push(caseOf(`${name}.${field} is optional: without it passes`, name, without(base, field), true));
    }
  }
  const extra = withField(base, "UndeclaredField", "x");
  if (m.sealed) out.push(caseOf(`${name}: an undeclared property fails`, name, extra, false, `${name}.json#/unevaluatedProperties`));
  else out.push(caseOf(`${name}: open shape (not shown in the document): any other property passes`, name, extra, true));
  return out;
}

/** Which schemas go to which fields-<area>.json. */
function areas(names: string[]): Record<string, string[]> {
  const methodPrefixes = [
    "Terminal",
    "Print",
    "Settlement",
    "ConnectBluetooth",
    "DisconnectBluetooth",
    "Scan",
    "Camera",
    "Invoice",
    "UploadInvoice",
    "GetTerminalInfo",
  ];
  const elsewhere = [
    "TerminalPaymentRecord",
    "TerminalResponse",
    "PrinterResponse",
    "ConnectBluetoothResponse",
    "DisconnectBluetoothResponse",
    "ScanCodeResponse",
    "CameraSingleScanResponse",
    "CameraMultiScanResponse",
    "UploadInvoiceResponse",
  ];
  const result: Record<string, string[]> = {
    envelope: [
      "Header",
      "DoTransactionHeader",
      "PrintDataHeader",
      "SettlementHeader",
      "GetTerminalInfoHeader",
      "ConnectBluetoothHeader",
      "DisconnectBluetoothHeader",
      "ScanCodeHeader",
      "UploadInvoiceHeader",
      "CameraSingleScanHeader",
      "CameraMultiScanHeader",
      "MobileDoTransactionHeader",
      "ResponseExtras",
      "TerminalResponse",
      "MobileResponse",
      "PrinterResponse",
      "ConnectBluetoothResponse",
      "DisconnectBluetoothResponse",
      "ScanCodeResponse",
      "CameraSingleScanResponse",
      "CameraMultiScanResponse",
      "UploadInvoiceResponse",
      "KeyValue",
    ],
    "payment-record": ["TerminalPaymentRecord", "MobilePaymentRecord"],
    "terminal-methods": names.filter((n) => methodPrefixes.some((p) => n.startsWith(p)) && !elsewhere.includes(n) && !n.endsWith("Header")),
    mobile: names.filter((n) => n.startsWith("Mobile") && !["MobilePaymentRecord", "MobileResponse", "MobileDoTransactionHeader"].includes(n)),
  };
  const placed = Object.values(result).flat();
  const unplaced = names.filter((n) => !placed.includes(n));
  const twice = placed.filter((n, i) => placed.indexOf(n) !== i);
  if (unplaced.length || twice.length || placed.length !== names.length) {
    throw new Error(`terminal areas: unplaced ${unplaced.join(", ")}; placed twice ${twice.join(", ")}`);
  }
  return result;
}

/** The document's Limits section. */
function limitCases(): Case[] {
  const keys = (count: number): Obj => Object.fromEntries(Array.from({ length: count }, (_, i) => [`Key${i}`, String(i)]));
  const upiStatus = mobileDetail(5122);
  return [
    caseOf("AdditionalInfo (sale): 10 entries pass", "TerminalTransactionDetail", withField(TERMINAL_SALE, "AdditionalInfo", keys(10)), true),
    caseOf(
      "AdditionalInfo (sale): 11 entries fail (at most 10)",
      "TerminalTransactionDetail",
      withField(TERMINAL_SALE, "AdditionalInfo", keys(11)),
      false,
      "SaleAdditionalInfo.json#/maxProperties",
    ),
    caseOf("AdditionalInfo (sale): a 25-character key and value pass", "SaleAdditionalInfo", { ["k".repeat(25)]: "v".repeat(25) }, true),
    caseOf(
      "AdditionalInfo (sale): a 26-character key fails",
      "SaleAdditionalInfo",
      { ["k".repeat(26)]: "v" },
      false,
      "SaleAdditionalInfo.json#/propertyNames/maxLength",
    ),
    caseOf("AdditionalInfo (sale): a 26-character value fails", "SaleAdditionalInfo", { k: "v".repeat(26) }, false, "SaleAdditionalInfoValue.json#/maxLength"),
    caseOf("AdditionalInfo (sale): a number value fails (String(25))", "SaleAdditionalInfo", { k: 1 }, false, "SaleAdditionalInfoValue.json#/type"),
    caseOf("AdditionalInfo (sale): an empty map passes", "SaleAdditionalInfo", {}, true),
    caseOf(
      "AdditionalInfo (sale): a Key/Value array fails (the sale table gives a map)",
      "TerminalTransactionDetail",
      withField(TERMINAL_SALE, "AdditionalInfo", [{ Key: "Split1", Value: "99991" }]),
      false,
      "SaleAdditionalInfo.json#/type",
    ),
    caseOf(
      "AdditionalInfo only for sale type 4001: a refund (4002) with AdditionalInfo fails",
      "TerminalTransactionDetail",
      withField(TERMINAL_SALE, "TransactionType", 4002),
      false,
      "TerminalTransactionDetail.json#/allOf/0/then/properties/AdditionalInfo/not",
    ),
    caseOf(
      "AdditionalInfo only for sale type 4001: a refund (4002) without it passes",
      "TerminalTransactionDetail",
      without(withField(TERMINAL_SALE, "TransactionType", 4002), "AdditionalInfo"),
      true,
    ),
    caseOf("PrinterWidth 30 fails (24, 32 or 48)", "PrintLine", withField(PRINT_LINE, "PrinterWidth", 30), false, "PrinterWidth.json#/enum"),
    caseOf("Roc 100 fails (101 to 999)", "MobileUpiGetStatusDetail", withField(upiStatus, "Roc", 100), false, "ParentRoc.json#/minimum"),
    caseOf("Roc 1000 fails (101 to 999)", "MobileUpiGetStatusDetail", withField(upiStatus, "Roc", 1000), false, "ParentRoc.json#/maximum"),
    caseOf("BatchNo 9000 fails (9001 to 99999)", "MobileUpiGetStatusDetail", withField(upiStatus, "BatchNo", 9000), false, "ParentBatchNo.json#/minimum"),
    caseOf("BatchNo 100000 fails (9001 to 99999)", "MobileUpiGetStatusDetail", withField(upiStatus, "BatchNo", 100000), false, "ParentBatchNo.json#/maximum"),
    caseOf('Terminal BankCode is String(2) with two digits: "01" passes', "TerminalTransactionDetail", withField(TERMINAL_SALE, "BankCode", "01"), true),
    caseOf(
      'Terminal BankCode "1" fails (the document\'s codes have two digits)',
      "TerminalTransactionDetail",
      withField(TERMINAL_SALE, "BankCode", "1"),
      false,
      "TerminalBankCode.json#/enum",
    ),
  ];
}

/** MethodId dispatch of the four closed unions. */
function dispatchCases(): Case[] {
  const out: Case[] = [];
  for (const [mid, reqName, repName] of TERMINAL_METHODS) {
    out.push(caseOf(`TerminalRequest: MethodId ${mid} (${reqName}) passes`, "TerminalRequest", request(mid), true));
    out.push(caseOf(`TerminalReply: MethodId ${mid} (${repName}) passes`, "TerminalReply", reply(mid), true));
    if (!(mid in REQUEST_DETAIL)) {
      out.push(
        caseOf(
          `TerminalRequest: ${reqName} is Header only: a Detail fails`,
          "TerminalRequest",
          { ...request(mid), Detail: {} },
          false,
          "TerminalRequest.json#/oneOf",
        ),
      );
    } else {
      out.push(
        caseOf(`TerminalRequest: ${reqName} without Detail fails`, "TerminalRequest", without(request(mid), "Detail"), false, "TerminalRequest.json#/oneOf"),
      );
    }
    if (REPLY_PARTS[mid]![1] === null) {
      out.push(
        caseOf(`TerminalReply: ${repName} has no Detail: a Detail fails`, "TerminalReply", { ...reply(mid), Detail: {} }, false, "TerminalReply.json#/oneOf"),
      );
    }
  }
  const withoutDetail = (r: Obj): Obj => Object.fromEntries(Object.entries(r).filter(([k]) => k !== "Detail"));
  const { AcquiringBankCode: _acquiring, ...recordWithoutAcquiring } = clone(TERMINAL_RECORD);
  out.push(
    caseOf('TerminalRequest: MethodId "1011" (unknown) fails', "TerminalRequest", { Header: hdr("1011") }, false, "TerminalRequest.json#/oneOf"),
    caseOf(
      'TerminalRequest: MethodId "1000" (unknown) with a DoTransaction Detail fails',
      "TerminalRequest",
      { Header: hdr("1000"), Detail: TERMINAL_SALE },
      false,
      "TerminalRequest.json#/oneOf",
    ),
    caseOf(
      "TerminalRequest: a 1002 Header with a 1001 Detail fails",
      "TerminalRequest",
      { Header: hdr("1002"), Detail: TERMINAL_SALE },
      false,
      "TerminalRequest.json#/oneOf",
    ),
    caseOf(
      "TerminalRequest: a 1001 Header with a 1002 Detail fails",
      "TerminalRequest",
      { Header: hdr("1001"), Detail: PRINT_DETAIL },
      false,
      "TerminalRequest.json#/oneOf",
    ),
    caseOf(
      "TerminalRequest: MethodId as a number (1001) fails: String(10) on the wire",
      "TerminalRequest",
      { Header: { ...HDR, MethodId: 1001 }, Detail: TERMINAL_SALE },
      false,
      "TerminalRequest.json#/oneOf",
    ),
    caseOf(
      'TerminalRequest: a mobile DoTransaction (UPI sale 5120) fails: no IsSwipe, and BankCode "4" is no terminal acquirer code',
      "TerminalRequest",
      MOBILE_UPI_SALE_REQUEST,
      false,
      "TerminalRequest.json#/oneOf",
    ),
    caseOf(
      "TerminalReply: a 1002 Header with a DoTransaction Response and Detail fails",
      "TerminalReply",
      { ...reply("1001"), Header: hdr("1002") },
      false,
      "TerminalReply.json#/oneOf",
    ),
    caseOf('TerminalReply: MethodId "1011" fails', "TerminalReply", { ...reply("1003"), Header: hdr("1011") }, false, "TerminalReply.json#/oneOf"),
    caseOf(
      "TerminalReply: DoTransaction ResponseCode as a number (0) fails: the common envelope is String(10)",
      "TerminalReply",
      { ...reply("1001"), Response: ok(0, "APPROVED") },
      false,
      "TerminalReply.json#/oneOf",
    ),
    caseOf(
      'TerminalReply: DoTransaction ResponseCode "00" passes: the code set is open (D3; a conformance warning)',
      "TerminalReply",
      { ...reply("1001"), Response: ok("00", "Success") },
      true,
    ),
    caseOf(
      "TerminalReply: DoTransaction code 7 without Detail passes: a failed reply may leave it out (Q3)",
      "TerminalReply",
      withoutDetail({ ...reply("1001"), Response: ok("7", "Invalid data-format") }),
      true,
    ),
    caseOf(
      "TerminalReply: DisconnectBluetooth code 0 Bluetooth Disconnection Success passes (D4)",
      "TerminalReply",
      { ...reply("1006"), Response: ok(0, "Bluetooth Disconnection Success") },
      true,
    ),
    caseOf(
      'TerminalReply: PrintData ResponseCode as a string ("0") fails: printer codes are Integer',
      "TerminalReply",
      { ...reply("1002"), Response: ok("0", "SUCCESS") },
      false,
      "TerminalReply.json#/oneOf",
    ),
    caseOf(
      "TerminalReply: the record directly in Detail (mobile layout) fails for the terminal",
      "TerminalReply",
      { ...reply("1001"), Detail: TERMINAL_RECORD },
      false,
      "TerminalReply.json#/oneOf",
    ),
    caseOf(
      "TerminalReply: AquiringBankCode (illustration spelling) passes: both spellings are accepted (Q2)",
      "TerminalReply",
      { ...reply("1001"), Detail: { Payments: [{ ...recordWithoutAcquiring, AquiringBankCode: 2 }] } },
      true,
    ),
    caseOf(
      "TerminalReply: PrintData ResponseMessage (printer table naming) passes: both names are accepted (Q1)",
      "TerminalReply",
      { ...reply("1002"), Response: { ResponseCode: 0, ResponseMessage: "SUCCESS" } },
      true,
    ),
    caseOf(
      "TerminalReply: ConnectBluetooth without AppVersion and ParameterJson fails",
      "TerminalReply",
      { ...reply("1005"), Response: ok(0, "Bluetooth Connection Success") },
      false,
      "TerminalReply.json#/oneOf",
    ),
    caseOf(
      "TerminalReply: code 100 (initiated) passes for DoTransaction",
      "TerminalReply",
      { ...reply("1001"), Response: ok("100", "TRANSACTION INITIATED CHECK GET STATUS") },
      true,
    ),
    caseOf(
      'TerminalReply: code "8" passes for the terminal: undocumented there, the code set is open (a conformance warning)',
      "TerminalReply",
      { ...reply("1001"), Response: ok("8", "Permission denied for this user") },
      true,
    ),
    caseOf(
      "TerminalRequest: a request with Response fails",
      "TerminalRequest",
      { ...request("1003"), Response: ok("0", "x") },
      false,
      "TerminalRequest.json#/oneOf",
    ),
    caseOf('MobileRequest: DoTransaction (MethodId "1001") passes', "MobileRequest", MOBILE_UPI_SALE_REQUEST, true),
    caseOf(
      'MobileRequest: MethodId "1002" fails (the mobile service has only 1001)',
      "MobileRequest",
      { Header: hdr("1002"), Detail: PRINT_DETAIL },
      false,
      "MobileRequest.json#/oneOf",
    ),
    caseOf(
      'MobileRequest: MethodId "1002" with a mobile Detail fails',
      "MobileRequest",
      { Header: hdr("1002"), Detail: mobileDetail(5120) },
      false,
      "MobileRequest.json#/oneOf",
    ),
    caseOf("MobileRequest: a terminal sale (4001) fails", "MobileRequest", request("1001"), false, "MobileRequest.json#/oneOf"),
    caseOf("MobileRequest: Header only fails", "MobileRequest", { Header: hdr("1001") }, false, "MobileRequest.json#/oneOf"),
    caseOf("MobileReply: DoTransaction passes", "MobileReply", MOBILE_REPLY, true),
    caseOf('MobileReply: MethodId "1002" fails', "MobileReply", { ...MOBILE_REPLY, Header: hdr("1002") }, false, "MobileReply.json#/oneOf"),
    caseOf(
      "MobileReply: the terminal layout (Detail.Payments) fails for the mobile service",
      "MobileReply",
      { ...MOBILE_REPLY, Detail: { Payments: [MOBILE_RECORD] } },
      false,
      "MobileReply.json#/oneOf",
    ),
    caseOf(
      'MobileReply: code "8" passes (mobile acceptance service only)',
      "MobileReply",
      { ...MOBILE_REPLY, Response: ok("8", "Permission denied for this user") },
      true,
    ),
    caseOf(
      "MobileReply: ResponseCode as a number (100) fails: String(10)",
      "MobileReply",
      { ...MOBILE_REPLY, Response: ok(100, "TRANSACTION INITIATED CHECK GET STATUS") },
      false,
      "MobileReply.json#/oneOf",
    ),
    caseOf(
      'MobileReply: ExpiryDate "2512" fails (an empty string in the mobile service)',
      "MobileReply",
      { ...MOBILE_REPLY, Detail: withField(MOBILE_RECORD, "ExpiryDate", "2512") },
      false,
      "MobileReply.json#/oneOf",
    ),
  );
  return out;
}

/** TransactionType rules: per type, exactly the listed fields; the used fields required. */
function transactionTypeCases(): Case[] {
  const types: Case[] = [];
  for (const [tt, name, base] of MOBILE_DETAILS) {
    types.push(caseOf(`MobileTransactionDetail ${tt} (${name}) passes`, "MobileTransactionDetail", base, true));
    types.push(caseOf(`MobileRequest ${tt} (${name}) passes`, "MobileRequest", { Header: hdr("1001"), Detail: base }, true));
    if (tt === 5564 || tt === 5104) {
      types.push(
        caseOf(
          `MobileTransactionDetail ${tt}: shape not shown, any field passes`,
          "MobileTransactionDetail",
          { ...base, BillingRefNo: "OR1", Anything: [1] },
          true,
        ),
      );
      continue;
    }
    // D1: the Required column governs; Get Status also requires BankCode, BatchNo, Roc (states table);
    // a field the type's row does not name is accepted (a conformance warning, not a schema failure).
    for (const f of Object.keys(base)) {
      if (f === "TransactionType") continue;
      const required = f === "BillingRefNo" || f === "PaymentAmount" || (GET_STATUS.includes(tt) && ["BankCode", "BatchNo", "Roc"].includes(f));
      if (required) {
        types.push(
          caseOf(
            `MobileTransactionDetail ${tt} without ${f} fails (required)`,
            "MobileTransactionDetail",
            without(base, f),
            false,
            "MobileTransactionDetail.json#/oneOf",
          ),
        );
      } else {
        types.push(
          caseOf(`MobileTransactionDetail ${tt} without ${f} passes (optional in the Detail table)`, "MobileTransactionDetail", without(base, f), true),
        );
      }
    }
    const cardTypes = [5566, 5567, 5563, 5562, 5561, 5127];
    for (const [f, v] of [
      ["BankCode", cardTypes.includes(tt) ? "01" : "4"],
      ["BatchNo", 9031],
      ["Roc", 115],
      ["InvoiceNo", "000012"],
    ] as const) {
      if (!(f in base)) {
        types.push(
          caseOf(
            `MobileTransactionDetail ${tt} with ${f} passes (the type does not use it: a warning only)`,
            "MobileTransactionDetail",
            withField(base, f, v),
            true,
          ),
        );
      }
    }
  }
  const oneOf = "MobileTransactionDetail.json#/oneOf";
  // issue 20: the wallet transactions are the terminal types whose name says wallet
  const wallets = [5102, 5103, 5104, 4214];
  types.push(
    caseOf(
      "MobileTransactionDetail: TransactionType 4001 (terminal sale) fails",
      "MobileTransactionDetail",
      { TransactionType: 4001, BillingRefNo: "OR1", PaymentAmount: 100 },
      false,
      oneOf,
    ),
    caseOf(
      "MobileTransactionDetail: TransactionType 9999 fails",
      "MobileTransactionDetail",
      { TransactionType: 9999, BillingRefNo: "OR1", PaymentAmount: 100 },
      false,
      oneOf,
    ),
    caseOf("MobileTransactionDetail: without TransactionType fails", "MobileTransactionDetail", { BillingRefNo: "OR1", PaymentAmount: 100 }, false, oneOf),
    caseOf(
      'MobileTransactionDetail: UPI sale with a wallet id ("103") fails',
      "MobileTransactionDetail",
      withField(mobileDetail(5120), "BankCode", "103"),
      false,
      oneOf,
    ),
    caseOf(
      'MobileTransactionDetail: wallet sale with wallet id "105" passes',
      "MobileTransactionDetail",
      withField(mobileDetail(5102), "BankCode", "105"),
      true,
    ),
    caseOf(
      'MobileTransactionDetail: wallet sale with the UPI code ("4") fails',
      "MobileTransactionDetail",
      withField(mobileDetail(5102), "BankCode", "4"),
      false,
      oneOf,
    ),
    // the Detail table's own BankCode, String(2) (MobileBankCode), where the type's row names no BankCode
    caseOf(
      "MobileMoneySaleDetail.BankCode: 3 characters that are no wallet id fail (String(2))",
      "MobileMoneySaleDetail",
      withField(mobileDetail(5127), "BankCode", "111"),
      false,
      ["MobileBankCode.json#/maxLength", "UpiBankCode.json#/enum", "WalletId.json#/enum"],
    ),
    caseOf("MobileMoneySaleDetail.BankCode is a string: a number fails", "MobileMoneySaleDetail", withField(mobileDetail(5127), "BankCode", 4), false, [
      "MobileBankCode.json#/type",
      "UpiBankCode.json#/type",
      "WalletId.json#/type",
    ]),
    caseOf(
      "MobileTransactionDetail: bank EMI sale BankCode of 3 characters fails (String(2))",
      "MobileTransactionDetail",
      withField(mobileDetail(5566), "BankCode", "103"),
      false,
      oneOf,
    ),
    caseOf("MobileTransactionDetail: UPI get status with Roc 100 fails", "MobileTransactionDetail", withField(mobileDetail(5122), "Roc", 100), false, oneOf),
    caseOf(
      "MobileTransactionDetail: PaymentAmount as a string fails (Long)",
      "MobileTransactionDetail",
      withField(mobileDetail(5127), "PaymentAmount", "5000"),
      false,
      oneOf,
    ),
    caseOf(
      "MobileTransactionDetail: BillingRefNo of 11 characters fails (String(10))",
      "MobileTransactionDetail",
      withField(mobileDetail(5127), "BillingRefNo", "TXN12345678"),
      false,
      oneOf,
    ),
    caseOf(
      'MobileTransactionDetail: TransactionType as a string ("5120") fails (Long)',
      "MobileTransactionDetail",
      withField(mobileDetail(5120), "TransactionType", "5120"),
      false,
      oneOf,
    ),
    // terminal: one Detail for every type; WalletProgramId required "for wallet transactions" (issue 20: the
    // types named wallet, 5102, 5103, 5104, 4214; if/then on TransactionType)
    ...wallets.map((tt) =>
      caseOf(
        `TerminalTransactionDetail: wallet type ${tt} without WalletProgramId fails (required for wallet transactions)`,
        "TerminalTransactionDetail",
        { TransactionType: tt, PaymentAmount: 9900, IsSwipe: false },
        false,
        "TerminalTransactionDetail.json#/allOf/1/then/required/WalletProgramId",
      ),
    ),
    ...wallets.map((tt) =>
      caseOf(
        `TerminalTransactionDetail: wallet type ${tt} with WalletProgramId passes`,
        "TerminalTransactionDetail",
        { TransactionType: tt, PaymentAmount: 9900, IsSwipe: false, WalletProgramId: 1 },
        true,
      ),
    ),
    caseOf(
      "TerminalTransactionDetail: sale 4001 (not a wallet type) without WalletProgramId passes",
      "TerminalTransactionDetail",
      { TransactionType: 4001, PaymentAmount: 9900, IsSwipe: true },
      true,
    ),
    ...ENUMS.TerminalTransactionType!.values.filter((tt) => !wallets.includes(tt as number)).map((tt) =>
      caseOf(
        `TerminalTransactionDetail: type ${tt} with the shared Detail passes`,
        "TerminalTransactionDetail",
        { TransactionType: tt, PaymentAmount: 9900, IsSwipe: true, BankCode: "02", InvoiceNo: "000012", BatchNo: 9041, Roc: 115 },
        true,
      ),
    ),
  );
  return types;
}

/** The asynchronous flow of the states table and the synchronous mobile money sale. */
function flowCases(): Case[] {
  const upiStatus = mobileDetail(5122);
  const initiated = without(
    {
      ...MOBILE_RECORD,
      ApprovalCode: "",
      HostResponse: "TRANSACTION INITIATED CHECK GET STATUS",
      Remark: "TRANSACTION INITIATED CHECK GET STATUS",
      CardNumber: "",
      InvoiceNumber: 109,
    },
    "RetrievalReferenceNumber",
  );
  const mobile = (detail: Obj): Obj => ({ Header: hdr("1001"), Detail: detail });
  return [
    caseOf("Flow 1: UPI sale (5120) with BillingRefNo, BankCode 4, PaymentAmount", "MobileRequest", MOBILE_UPI_SALE_REQUEST, true),
    caseOf(
      "Flow 2: reply code 100 TRANSACTION INITIATED CHECK GET STATUS",
      "MobileReply",
      { Header: hdr("1001"), Response: ok("100", "TRANSACTION INITIATED CHECK GET STATUS"), Detail: initiated },
      true,
    ),
    caseOf("Flow 3: Get Status (5122) with the initial reply's BillingRefNo, BatchNo, Roc, PaymentAmount, BankCode", "MobileRequest", mobile(upiStatus), true),
    caseOf("Flow 3: Get Status (5122) without Roc fails", "MobileRequest", mobile(without(upiStatus, "Roc")), false, "MobileRequest.json#/oneOf"),
    caseOf("Flow 3: Get Status (5122) without BatchNo fails", "MobileRequest", mobile(without(upiStatus, "BatchNo")), false, "MobileRequest.json#/oneOf"),
    caseOf("Flow 4: reply code 0 APPROVED with ApprovalCode and RetrievalReferenceNumber, new InvoiceNumber", "MobileReply", MOBILE_REPLY, true),
    caseOf("Wallet: sale (5102) with wallet id 103", "MobileRequest", mobile(mobileDetail(5102)), true),
    caseOf("Wallet: get status (5112) with wallet id 105", "MobileRequest", mobile(mobileDetail(5112)), true),
    caseOf("Card: sale (5561) then get status (5563)", "MobileRequest", mobile(mobileDetail(5563)), true),
    caseOf(
      "Card: get status (5563) without BankCode fails",
      "MobileRequest",
      mobile(without(mobileDetail(5563), "BankCode")),
      false,
      "MobileRequest.json#/oneOf",
    ),
    caseOf(
      "Mobile money sale (5127): approved in the same reply",
      "MobileReply",
      {
        Header: hdr("1001"),
        Response: ok("0", "APPROVED"),
        Detail: {
          BillingRefNo: "OR1589-1",
          ApprovalCode: "000123",
          HostResponse: "APPROVED",
          CardNumber: "9876543210",
          ExpiryDate: "",
          CardholderName: "",
          InvoiceNumber: 111,
          RetrievalReferenceNumber: "004515407030",
          AmountProcessed: "5000",
        },
      },
      true,
    ),
    caseOf(
      "Terminal: UPI sale (5120) initiated, code 100 with the record in Detail.Payments",
      "TerminalReply",
      {
        ...reply("1001"),
        Response: ok("100", "TRANSACTION INITIATED CHECK GET STATUS"),
        Detail: { Payments: [{ ...TERMINAL_RECORD, ApprovalCode: "", CardNumber: "", ExpiryDate: "", CardType: "UPI" }] },
      },
      true,
    ),
    caseOf(
      "Terminal: Get status (5122) request",
      "TerminalRequest",
      {
        Header: hdr("1001"),
        Detail: { TransactionType: 5122, BillingRefNo: "TX12345681", PaymentAmount: 100, IsSwipe: true, BatchNo: 9031, Roc: 115 },
      },
      true,
    ),
  ];
}

/** Every code list on its own: each documented value passes, others and the wrong JSON type fail. */
function enumCases(): Case[] {
  const out: Case[] = [];
  for (const [e, info] of Object.entries(ENUMS)) {
    for (const v of info.values) out.push(caseOf(`${e}: ${dumps(v)} passes`, e, v, true));
    for (const v of info.bad) out.push(caseOf(`${e}: ${dumps(v)} is not in the document's list: fails`, e, v, false, `${e}.json#/enum`));
    const v0 = info.values[0];
    const wrong = info.type === "string" && isDigits(v0) ? Number(v0) : info.type === "number" ? String(v0) : 1;
    out.push(caseOf(`${e}: ${dumps(wrong)} has the wrong JSON type (${info.type}): fails`, e, wrong, false, [`${e}.json#/type`, `${e}.json#/enum`]));
  }
  return out;
}

/** The terminal's tables, file name → content. */
export function terminalTables(): Record<string, string> {
  const all = models();
  const fieldCases = new FieldCases();
  const tables: Record<string, string> = {};
  for (const [area, names] of Object.entries(areas(Object.keys(all)))) {
    tables[`fields-${area}.json`] = dumpCases(names.flatMap((n) => modelCases(fieldCases, n, all[n]!)));
  }
  tables["enums.json"] = dumpCases(enumCases());
  tables["limits.json"] = dumpCases(limitCases());
  tables["dispatch.json"] = dumpCases(dispatchCases());
  tables["transaction-types.json"] = dumpCases(transactionTypeCases());
  tables["flows.json"] = dumpCases(flowCases());
  return tables;
}
