// A transcription of the terminal document (../shared/seeds/002_*.txt), not of the emitted contract:
// its field kinds (type, String(N), range, code list), its code lists and one valid illustration per
// schema. tools/test/contracts/generate/terminal.ts turns it into the case tables; the test checks the
// tables against the emitted schemas, so the document's view here and the contract must agree both ways.
import { Float } from "./python-json.ts";

export type Obj = Record<string, unknown>;

/** A field kind: the document's type of one field. */
export type Kind =
  | { kind: "str"; n: number | null; valid: string[]; invalid: string[]; pattern: boolean }
  | { kind: "integer" | "number" | "boolean" | "array" | "ref" | "any"; long?: true }
  | { kind: "enum" | "enum-or-int"; enum: string }
  | { kind: "enum-open"; enum: string; scalar: string | null; n: number | null }
  | { kind: "const"; value: string | number }
  | { kind: "range"; scalar: string; lo: number; hi: number }
  | { kind: "scalar-str"; scalar: string; n: number };

/** String(N) (or String when n is null). pattern: the contract checks a documented format. */
export const S = (n: number | null = null, o: { valid?: string[]; invalid?: string[]; pattern?: boolean } = {}): Kind => ({
  kind: "str",
  n,
  valid: o.valid ?? [],
  invalid: o.invalid ?? [],
  pattern: o.pattern ?? false,
});
export const INT: Kind = { kind: "integer" }; // Integer / int32
export const LONG: Kind = { kind: "integer", long: true }; // Long / int64: the contract bounds it to ±(2^53 - 1)
export const DOUBLE: Kind = { kind: "number" };
export const BOOL: Kind = { kind: "boolean" };
export const ARRAY: Kind = { kind: "array" };
export const REF: Kind = { kind: "ref" }; // a nested object; its own schema has its own cases
export const ANY: Kind = { kind: "any" }; // a union of code lists (MobileDoTransactionFields.BankCode)
/** A documented code list, emitted as its own schema (<enum>.json). */
export const E = (e: string): Kind => ({ kind: "enum", enum: e });
/** A code list where "any other value" is allowed (CardEntryMode, PrintCardholderName). */
export const E_OR_INT = (e: string): Kind => ({ kind: "enum-or-int", enum: e });
/** An open code set (further codes: not shown): the documented codes are listed (x-codes), any other value of
 *  the type passes; `scalar` is the String(N) the value may otherwise be, else any integer. */
export const E_OPEN = (e: string, scalar: string | null = null, n: number | null = null): Kind => ({ kind: "enum-open", enum: e, scalar, n });
/** A constant (MethodId of a method's header, TransactionType of a mobile request type). */
export const C = (value: string | number): Kind => ({ kind: "const", value });
/** An Integer with a documented range, emitted as its own schema (<scalar>.json). */
export const RANGE = (scalar: string, lo: number, hi: number): Kind => ({ kind: "range", scalar, lo, hi });
/** A String(N) emitted as its own schema (<scalar>.json). */
export const SCALAR_STR = (scalar: string, n: number): Kind => ({ kind: "scalar-str", scalar, n });

export interface CodeList {
  values: (string | number)[];
  /** Values the document does not list. */
  bad: (string | number)[];
  type: "string" | "number";
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

/** The document's code lists. */
export const ENUMS: Record<string, CodeList> = {
  TerminalMethodId: { values: range(1001, 1011).map(String), bad: ["1011", "1000"], type: "string" },
  MobileMethodId: { values: ["1001"], bad: ["1002"], type: "string" },
  TerminalTransactionType: {
    values: [
      4001, 4002, 4015, 4005, 4006, 4007, 4008, 4201, 4214, 4208, 4209, 4210, 4202, 4203, 4204, 4215, 4211, 4212, 4213, 4301, 4101, 4102, 4401, 4402, 4403,
      4501, 4502, 4503, 4504, 4507, 4508, 5102, 5103, 5104, 5106, 5107, 5120, 5121, 5122, 5123, 5002, 5101,
    ],
    bad: [5112, 5561, 4000, 9999],
    type: "number",
  },
  MobileTransactionType: {
    values: [5102, 5104, 5112, 5120, 5121, 5122, 5127, 5566, 5567, 5561, 5562, 5563, 5564],
    bad: [4001, 5123, 5565],
    type: "number",
  },
  CommonResponseCode: { values: ["0", "1", "2", "3", "4", "5", "6", "7", "100"], bad: ["8", "00", "9", "101"], type: "string" },
  MobileResponseCode: { values: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "100"], bad: ["00", "9"], type: "string" },
  PrinterResponseCode: { values: [0, 1, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010], bad: [2, 1011, 100], type: "number" },
  BluetoothResponseCode: { values: [0, 1, 2, 3, 4], bad: [5, 100], type: "number" },
  DisconnectBluetoothResponseCode: { values: [0], bad: [4, 5], type: "number" },
  ScanResponseCode: { values: [0, 5, 6, 10, 11, 2001, 2099], bad: [1, 7, 2002], type: "number" },
  CameraScanResponseCode: { values: [0, 2001, 2099], bad: [5, 10, 11], type: "number" },
  UploadInvoiceResponseCode: { values: [0, 23, 24], bad: [1, 25], type: "number" },
  AcquiringBankCode: { values: [1, 2, 3, 4, 5, 6, 7, 9, 10, 14, 17, 51, 81, 82], bad: [8, 11, 50, 83], type: "number" },
  TerminalBankCode: {
    values: ["01", "02", "03", "04", "05", "06", "07", "09", "10", "14", "17", "51", "81", "82"],
    bad: ["1", "08", "3", "83"],
    type: "string",
  },
  WalletId: { values: ["103", "105"], bad: ["104", "4"], type: "string" },
  UpiBankCode: { values: ["4"], bad: ["04", "103", "5"], type: "string" }, // "UPI BankCode: 4": closed (issue 20)
  CardEntryMode: { values: [0, 1, 2], bad: [], type: "number" },
  PrintCardholderName: { values: [0, 1], bad: [], type: "number" },
  PrintDataType: { values: [0, 1, 2, 3, 4], bad: [5, -1], type: "number" },
  PrinterWidth: { values: [24, 32, 48], bad: [30, 0, 36], type: "number" },
  Gender: { values: ["MALE", "FEMALE"], bad: ["male", "OTHER"], type: "string" },
  InvoicePaymentStatus: { values: ["PAID", "PENDING"], bad: ["paid", "Paid"], type: "string" },
  InvoiceStatus: { values: ["Delivered", "Pending"], bad: ["DELIVERED", "PENDING"], type: "string" },
};

// ---- Illustrations: one valid instance per schema

export const HDR = { ApplicationId: "abcdefgh", UserId: "user1234", VersionNo: "1.0" };
export const hdr = (methodId: string): Obj => ({ ...HDR, MethodId: methodId });
export const ok = (code: string | number, msg: string, extra: Obj = {}): Obj => ({ ResponseCode: code, ResponseMsg: msg, ...extra });

export const TERMINAL_RECORD: Obj = {
  BillingRefNo: "TX12345678",
  ApprovalCode: "7261A9",
  HostResponse: "APPROVED",
  CardNumber: "411111******1111",
  ExpiryDate: "XXXX",
  CardholderName: "CARDHOLDER NAME",
  CardType: "VISA",
  InvoiceNumber: 11,
  BatchNumber: 2,
  TerminalId: "30000001",
  LoyaltyPointsAwarded: 1,
  Remark: "PROCESSED",
  AcquirerName: "ACQUIRER ONE",
  MerchantId: "000000000000001",
  RetrievalReferenceNumber: "624615343002",
  CardEntryMode: 1,
  PrintCardholderName: 1,
  MerchantName: "DEMO MERCHANT",
  MerchantAddress: "DEMO ADDRESS",
  MerchantCity: "DEMO CITY",
  VendorVersion: "1.51",
  AcquiringBankCode: 2,
  RewardRedeemedAmount: 0,
  RewardRedeemedPoints: new Float(0),
  RewardBalanceAmount: "0",
  RewardBalancePoints: 12.5,
  Field0: "",
  Field3: "",
  Field4: "",
  CouponCode: "",
  AmountProcessed: "9999000",
  TransactionDate: "02012011",
  TransactionTime: "210403",
  VendorClientId: 12345,
  VendorBatchId: 9002,
  VendorRoc: 105,
  AdditionalInfo: [{ Key: "Key1", Value: "Value1" }],
};

export const MOBILE_RECORD: Obj = {
  BillingRefNo: "OR1587-9",
  ApprovalCode: "000006",
  HostResponse: "APPROVED",
  CardNumber: "9876543210",
  ExpiryDate: "",
  CardholderName: "",
  CardType: "UPI",
  InvoiceNumber: 110,
  BatchNumber: 9031,
  TerminalId: "20000401",
  LoyaltyPointsAwarded: 0,
  Remark: "APPROVED",
  AcquirerName: "UPI ACQUIRER",
  MerchantId: "000000000649003",
  RetrievalReferenceNumber: "004515407029",
  MerchantName: "DEMO STORE",
  MerchantAddress: "DEMO ADDRESS",
  MerchantCity: "DEMO CITY",
  VendorVersion: "v1.0.0",
  AcquiringBankCode: 4,
  RewardRedeemedAmount: 0,
  RewardRedeemedPoints: 0,
  RewardBalanceAmount: "0",
  RewardBalancePoints: 0,
  Field0: "",
  Field3: "",
  Field4: "",
  CouponCode: "",
  AmountProcessed: "100",
  TransactionDate: "02142020",
  TransactionTime: "155154",
  VendorClientId: 1,
  VendorBatchId: 1,
  VendorRoc: 115,
  AdditionalInfo: [],
};

export const TERMINAL_SALE: Obj = {
  TransactionType: 4001,
  BillingRefNo: "TX12345678",
  PaymentAmount: 9999000,
  IsSwipe: true,
  MobileNumberForEChargeSlip: "9876543210",
  AdditionalInfo: { Split1: "99991", Split2: "99992", Split3: "99993" },
};
/** Every documented field of the terminal DoTransaction Detail (a sale). */
export const TERMINAL_FULL: Obj = {
  TransactionType: 4001,
  BillingRefNo: "TX12345678",
  PaymentAmount: 9999000,
  BankCode: "01",
  CardNumber: "",
  Expiry: "",
  InvoiceNo: "000012",
  IsSwipe: true,
  Field0: "",
  Field1: "",
  Field2: "",
  Field3: "",
  BatchNo: 9041,
  Roc: 115,
  TransactionLogId: 1,
  RewardAmount: 8800,
  CustomerMobileNumber: "9876543210|9876543211",
  CustomerEmailId: "a@example.com|b@example.com",
  MerchantMobileNumber: "9876543212",
  MerchantEmailId: "m@example.com",
  ConsentCustomerMobile: true,
  ConsentCustomerEmailId: false,
  ConsentMerchantMobile: false,
  ConsentMerchantEmailId: false,
  WalletProgramId: 1,
  AdditionalInfo: { Split1: "99991" },
  MobileNumberForEChargeSlip: "9876543210",
};
export const PRINT_LINE: Obj = {
  PrintDataType: 0,
  PrinterWidth: 24,
  IsCenterAligned: true,
  DataToPrint: "String Data",
  ImagePath: "",
  ImageData: "",
  PrintDataInfo: [{ Key: "K", Value: "V" }],
  AdditionalInfo: [],
};
export const PRINT_DETAIL: Obj = { PrintRefNo: "123456789", SavePrintData: true, Data: [PRINT_LINE] };
export const SUMMARY_ITEM: Obj = {
  BatchName: "ACQUIRER ONE",
  AcquirerCode: "01",
  TID: "01000234",
  MID: "123411234",
  CreditCount: 10,
  CreditAmount: 502100,
  DebitCount: 5,
  DebitAmount: 324000,
};
export const INVOICE_CUSTOMER: Obj = {
  AddressLine1: "E-block, Sector-62",
  AddressLine2: "",
  City: "Noida",
  Country: "India",
  State: "Uttar Pradesh",
  DOB: "1992-06-13",
  Email: "customer@example.com",
  FirstName: "Test",
  LastName: "Customer",
  Gender: "MALE",
  Phone: "9876543210",
  PinCode: 201309,
};
export const INVOICE_PAYMENT: Obj = { Amount: 3500, CardType: "credit", PaymentId: "456", PaymentType: "card" };
export const INVOICE_PRODUCT: Obj = {
  AdditionalChargeValue: 0,
  BarCode: 0,
  DiscountTotalValue: 50,
  ProductBasePrice: 1000,
  ProductId: "PROD2001",
  ProductName: "Food Packet",
  ProductValue: 5500,
  Quantity: 5,
  SkuId: 0,
  TaxTotalValue: 100,
  VoidAmount: 0,
  VoidQuantity: 0,
};
export const INVOICE: Obj = {
  BillingUserName: "cashier1",
  Customer: INVOICE_CUSTOMER,
  DiscountTotalValue: 50,
  GrossBill: 5500,
  InvoiceNumber: 1,
  NetBill: 5000,
  Taxes: 100,
  OrderCreationTimeLocal: "2019-04-01",
  OrderId: "OR-123-1",
  PaymentStatus: "PAID",
  Payments: [INVOICE_PAYMENT],
  Products: [INVOICE_PRODUCT],
  Status: "Delivered",
};

/** Per mobile TransactionType, in the document's order: its schema and a valid Detail with exactly the fields the table lists. */
export const MOBILE_DETAILS: [number, string, Obj][] = [
  [5120, "MobileUpiSaleDetail", { TransactionType: 5120, BillingRefNo: "OR1587-9", BankCode: "4", PaymentAmount: 100 }],
  [5122, "MobileUpiGetStatusDetail", { TransactionType: 5122, BankCode: "4", BatchNo: 9031, BillingRefNo: "OR1587-9", PaymentAmount: 100, Roc: 115 }],
  [5121, "MobileUpiVoidDetail", { TransactionType: 5121, BankCode: "4", BatchNo: 9031, BillingRefNo: "OR1587-9", PaymentAmount: 100, Roc: 116 }],
  [5102, "MobileWalletSaleDetail", { TransactionType: 5102, BillingRefNo: "OR1588-1", PaymentAmount: 9900, BankCode: "103" }],
  [5112, "MobileWalletGetStatusDetail", { TransactionType: 5112, BankCode: "105", BatchNo: 9032, BillingRefNo: "OR1588-1", PaymentAmount: 9900, Roc: 101 }],
  [5127, "MobileMoneySaleDetail", { TransactionType: 5127, BillingRefNo: "OR1589-1", PaymentAmount: 5000 }],
  [5561, "MobileCardSaleDetail", { TransactionType: 5561, BillingRefNo: "OR1590-1", PaymentAmount: 250000 }],
  [5566, "MobileBankEmiSaleDetail", { TransactionType: 5566, BillingRefNo: "OR1591-1", PaymentAmount: 2500000, BankCode: "01" }],
  [5567, "MobileBrandEmiSaleDetail", { TransactionType: 5567, BillingRefNo: "OR1592-1", PaymentAmount: 2500000, BankCode: "01" }],
  [5563, "MobileCardGetStatusDetail", { TransactionType: 5563, BankCode: "01", BillingRefNo: "OR1590-1", PaymentAmount: 250000, BatchNo: 9033, Roc: 120 }],
  [5562, "MobileCardVoidDetail", { TransactionType: 5562, BankCode: "01", BatchNo: 9033, BillingRefNo: "OR1590-1", PaymentAmount: 250000, Roc: 120 }],
  [5564, "MobileResendSmsDetail", { TransactionType: 5564 }],
  [5104, "MobileWalletVoidDetail", { TransactionType: 5104 }],
];
export const mobileDetail = (tt: number): Obj => MOBILE_DETAILS.find(([t]) => t === tt)![2];

/** Per terminal method: request, reply and header schema. */
export const TERMINAL_METHODS: [string, string, string, string][] = [
  ["1001", "TerminalDoTransactionRequest", "TerminalDoTransactionReply", "DoTransactionHeader"],
  ["1002", "PrintDataRequest", "PrintDataReply", "PrintDataHeader"],
  ["1003", "SettlementRequest", "SettlementReply", "SettlementHeader"],
  ["1004", "GetTerminalInfoRequest", "GetTerminalInfoReply", "GetTerminalInfoHeader"],
  ["1005", "ConnectBluetoothRequest", "ConnectBluetoothReply", "ConnectBluetoothHeader"],
  ["1006", "DisconnectBluetoothRequest", "DisconnectBluetoothReply", "DisconnectBluetoothHeader"],
  ["1007", "ScanCodeRequest", "ScanCodeReply", "ScanCodeHeader"],
  ["1008", "UploadInvoiceRequest", "UploadInvoiceReply", "UploadInvoiceHeader"],
  ["1009", "CameraSingleScanRequest", "CameraSingleScanReply", "CameraSingleScanHeader"],
  ["1010", "CameraMultiScanRequest", "CameraMultiScanReply", "CameraMultiScanHeader"],
];

/** The request Detail per method; the others are Header only. */
export const REQUEST_DETAIL: Record<string, Obj> = { "1001": TERMINAL_SALE, "1002": PRINT_DETAIL, "1005": { BaseSerialNumber: "121234" }, "1008": INVOICE };

/** Per method: the reply's Response and Detail (null: no Detail). */
export const REPLY_PARTS: Record<string, [Obj, Obj | null]> = {
  "1001": [ok("0", "APPROVED"), { Payments: [TERMINAL_RECORD] }],
  "1002": [ok(0, "SUCCESS"), { AppVersion: "1.5" }],
  "1003": [ok("0", "Success"), { SettlementSummary: [SUMMARY_ITEM] }],
  "1004": [ok("0", "Success"), { VendorStoreId: "19345", VendorTerminalId: "4523900", MerchantName: "Demo Merchant", StoreName: "Demo Store" }],
  "1005": [ok(0, "Bluetooth Connection Success", { AppVersion: "161", ParameterJson: "parameter" }), null],
  "1006": [ok(0, "Bluetooth Disconnection Success"), null],
  "1007": [ok(0, "Success"), { ScannedData: "2345" }],
  "1008": [ok(0, "Success"), { TerminalLogId: 2, TerminalId: "30000001" }],
  "1009": [ok(0, "Success"), { ScannedData: "2345" }],
  "1010": [ok(0, "Success", { AppVersion: "161", ParameterJson: "parameter" }), { ScannedDataList: [{ itemCount: 10, itemValue: "https://example.com/" }] }],
};

export const MOBILE_UPI_SALE_REQUEST: Obj = { Header: hdr("1001"), Detail: mobileDetail(5120) };
export const MOBILE_REPLY: Obj = {
  Header: hdr("1001"),
  Response: ok("0", "APPROVED", { AppVersion: "150", ParameterJson: "parameter" }),
  Detail: MOBILE_RECORD,
};

// ---- The document's field tables

export const HEADER_FIELDS: Record<string, Kind> = { ApplicationId: S(100), UserId: S(100), VersionNo: S(10) };
export const HEADER_REQUIRED = ["ApplicationId", "MethodId", "VersionNo"];
export const RESPONSE_FIELDS: Record<string, Kind> = { ResponseMsg: S(255), AppVersion: S(), ParameterJson: S() };
export const RECORD_FIELDS: Record<string, Kind> = {
  BillingRefNo: S(10),
  ApprovalCode: S(6),
  HostResponse: S(50),
  CardNumber: S(19),
  ExpiryDate: S(4, { valid: ["2512", "XXXX", ""], invalid: ["2513", "25-1", "xxxx"], pattern: true }),
  CardholderName: S(25),
  CardType: S(12),
  InvoiceNumber: LONG,
  BatchNumber: LONG,
  TerminalId: S(8),
  LoyaltyPointsAwarded: LONG,
  Remark: S(100),
  AcquirerName: S(48),
  MerchantId: S(15),
  RetrievalReferenceNumber: S(12),
  CardEntryMode: E_OR_INT("CardEntryMode"),
  PrintCardholderName: E_OR_INT("PrintCardholderName"),
  MerchantName: S(23),
  MerchantAddress: S(23),
  MerchantCity: S(23),
  VendorVersion: S(40),
  AcquiringBankCode: E("AcquiringBankCode"),
  RewardRedeemedAmount: LONG,
  RewardRedeemedPoints: DOUBLE,
  RewardBalanceAmount: S(10),
  RewardBalancePoints: DOUBLE,
  Field0: S(),
  Field3: S(),
  Field4: S(),
  CouponCode: S(23),
  AmountProcessed: S(99),
  TransactionDate: S(8, { valid: ["02142020", "12312099"], invalid: ["14022020", "02-14-20", "0214202"], pattern: true }),
  TransactionTime: S(6, { valid: ["000000", "235959"], invalid: ["240000", "14:12:", "1412"], pattern: true }),
  VendorClientId: INT,
  VendorBatchId: INT,
  VendorRoc: INT,
  AdditionalInfo: ARRAY,
};
export const MOBILE_RECORD_FIELDS: Record<string, Kind> = {
  ...RECORD_FIELDS,
  // mobile differences: CardNumber holds a mobile number or ""; ExpiryDate and CardholderName are "";
  // CardEntryMode, PrintCardholderName not applicable; date and time follow the host; bank codes not listed.
  ExpiryDate: C(""),
  CardholderName: C(""),
  CardEntryMode: INT,
  PrintCardholderName: INT,
  TransactionDate: S(8, { valid: ["2020-2-1", ""] }),
  TransactionTime: S(6, { valid: ["1:2:3", ""] }),
  AcquiringBankCode: INT,
};
export const TERMINAL_DETAIL_FIELDS: Record<string, Kind> = {
  TransactionType: E("TerminalTransactionType"),
  BillingRefNo: S(10),
  PaymentAmount: LONG,
  BankCode: E("TerminalBankCode"),
  CardNumber: S(76),
  Expiry: S(37),
  InvoiceNo: S(6),
  IsSwipe: BOOL,
  Field0: S(),
  Field1: S(),
  Field2: S(),
  Field3: S(),
  BatchNo: RANGE("ParentBatchNo", 9001, 99999),
  Roc: RANGE("ParentRoc", 101, 999),
  TransactionLogId: LONG,
  RewardAmount: LONG,
  CustomerMobileNumber: S(100),
  CustomerEmailId: S(500),
  MerchantMobileNumber: S(100),
  MerchantEmailId: S(500),
  ConsentCustomerMobile: BOOL,
  ConsentCustomerEmailId: BOOL,
  ConsentMerchantMobile: BOOL,
  ConsentMerchantEmailId: BOOL,
  WalletProgramId: LONG,
  AdditionalInfo: REF,
  MobileNumberForEChargeSlip: S(10),
};
export const KV_FIELDS: Record<string, Kind> = { Key: S(10), Value: S(100) };
export const MOBILE_COMMON: Record<string, Kind> = { BillingRefNo: S(10), PaymentAmount: LONG };
