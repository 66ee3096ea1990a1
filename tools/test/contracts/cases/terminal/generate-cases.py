#!/usr/bin/env python3
"""Generator of the terminal service's case tables (tools/test/contracts/cases/terminal/*.json).

The tables follow the DOCUMENT (../shared/seeds/002_*.txt), not the emitted contract: this file holds a
transcription of the document's field tables (FIELDS: type, String(N), range, code list, required flag
per field) and of its illustrations (BASES: one valid instance per schema). From them it writes, per
schema: the base (valid); per field the limit itself (valid) and one past it (invalid), a wrong JSON
type (invalid), each documented code (valid) and an undocumented one (invalid); per required field its
absence (invalid); an undeclared property (invalid, or valid for the open shapes). dispatch.json and
flows.json are written by hand below: MethodId dispatch, TransactionType rules, the asynchronous flow.

Each invalid case names in `covers` the constraint of the emitted schemas it breaks
(`<Schema>.json#<JSON pointer of the keyword>`; `.../required/<name>`; `.../unevaluatedProperties`).
The test (tools/test/contracts/terminal.test.ts) checks every case, and fails when a constraint of the
emitted schemas has no failing case or a case names a constraint that does not exist: the document's
view here and the contract must agree both ways.

Run after changing this file (no build needed; it reads nothing generated):
    python3 tools/test/contracts/cases/terminal/generate-cases.py
"""
import copy
import json
import os

OUT = os.path.dirname(os.path.abspath(__file__))

# =====================================================================================================
# Field kinds (the document's types)
# =====================================================================================================


def S(n=None, valid=None, invalid=None, pattern=False):
    """String(N) (or String when n is None). pattern: the contract checks a documented format."""
    return {"kind": "str", "n": n, "valid": valid or [], "invalid": invalid or [], "pattern": pattern}


INT = {"kind": "integer"}  # Integer / int32
LONG = {"kind": "integer"}  # Long / int64
DOUBLE = {"kind": "number"}
BOOL = {"kind": "boolean"}
ARRAY = {"kind": "array"}


def E(enum):
    """A documented code list, emitted as its own schema (<enum>.json)."""
    return {"kind": "enum", "enum": enum}


def E_OR_INT(enum):
    """A code list where "any other value" is allowed (CardEntryMode, PrintCardholderName)."""
    return {"kind": "enum-or-int", "enum": enum}


def E_OPEN(enum, scalar=None, n=None):
    """An open code set (further codes: not shown): the documented codes are listed (x-codes), any
    other value of the type passes; `scalar` is the String(N) the value may otherwise be, else any integer."""
    return {"kind": "enum-open", "enum": enum, "scalar": scalar, "n": n}


def C(value):
    """A constant (MethodId of a method's header, TransactionType of a mobile request type)."""
    return {"kind": "const", "value": value}


def RANGE(scalar, lo, hi):
    """An Integer with a documented range, emitted as its own schema (<scalar>.json)."""
    return {"kind": "range", "scalar": scalar, "lo": lo, "hi": hi}


def SCALAR_STR(scalar, n):
    """A String(N) emitted as its own schema (<scalar>.json)."""
    return {"kind": "scalar-str", "scalar": scalar, "n": n}


REF = {"kind": "ref"}  # a nested object; its own schema has its own cases
ANY = {"kind": "any"}  # a union of code lists (MobileDoTransactionFields.BankCode)

# =====================================================================================================
# Code lists (the document's values; `bad` are values the document does not list)
# =====================================================================================================

ENUMS = {
    "TerminalMethodId": {"values": [str(v) for v in range(1001, 1011)], "bad": ["1011", "1000"], "type": "string"},
    "MobileMethodId": {"values": ["1001"], "bad": ["1002"], "type": "string"},
    "TerminalTransactionType": {
        "values": [4001, 4002, 4015, 4005, 4006, 4007, 4008, 4201, 4214, 4208, 4209, 4210, 4202, 4203, 4204, 4215,
                   4211, 4212, 4213, 4301, 4101, 4102, 4401, 4402, 4403, 4501, 4502, 4503, 4504, 4507, 4508, 5102,
                   5103, 5104, 5106, 5107, 5120, 5121, 5122, 5123, 5002, 5101],
        "bad": [5112, 5561, 4000, 9999], "type": "number"},
    "MobileTransactionType": {
        "values": [5102, 5104, 5112, 5120, 5121, 5122, 5127, 5566, 5567, 5561, 5562, 5563, 5564],
        "bad": [4001, 5123, 5565], "type": "number"},
    "CommonResponseCode": {"values": ["0", "1", "2", "3", "4", "5", "6", "7", "100"], "bad": ["8", "00", "9", "101"],
                           "type": "string"},
    "MobileResponseCode": {"values": ["0", "1", "2", "3", "4", "5", "6", "7", "8", "100"], "bad": ["00", "9"],
                           "type": "string"},
    "PrinterResponseCode": {"values": [0, 1, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010],
                            "bad": [2, 1011, 100], "type": "number"},
    "BluetoothResponseCode": {"values": [0, 1, 2, 3, 4], "bad": [5, 100], "type": "number"},
    "DisconnectBluetoothResponseCode": {"values": [0], "bad": [4, 5], "type": "number"},
    "ScanResponseCode": {"values": [0, 5, 6, 10, 11, 2001, 2099], "bad": [1, 7, 2002], "type": "number"},
    "CameraScanResponseCode": {"values": [0, 2001, 2099], "bad": [5, 10, 11], "type": "number"},
    "UploadInvoiceResponseCode": {"values": [0, 23, 24], "bad": [1, 25], "type": "number"},
    "AcquiringBankCode": {"values": [1, 2, 3, 4, 5, 6, 7, 9, 10, 14, 17, 51, 81, 82], "bad": [8, 11, 50, 83],
                          "type": "number"},
    "TerminalBankCode": {"values": ["01", "02", "03", "04", "05", "06", "07", "09", "10", "14", "17", "51", "81", "82"],
                         "bad": ["1", "08", "3", "83"], "type": "string"},
    "WalletId": {"values": ["103", "105"], "bad": ["104", "4"], "type": "string"},
    "UpiBankCode": {"values": ["4"], "bad": ["04", "103", "5"], "type": "string"},
    "CardEntryMode": {"values": [0, 1, 2], "bad": [], "type": "number"},
    "PrintCardholderName": {"values": [0, 1], "bad": [], "type": "number"},
    "PrintDataType": {"values": [0, 1, 2, 3, 4], "bad": [5, -1], "type": "number"},
    "PrinterWidth": {"values": [24, 32, 48], "bad": [30, 0, 36], "type": "number"},
    "Gender": {"values": ["MALE", "FEMALE"], "bad": ["male", "OTHER"], "type": "string"},
    "InvoicePaymentStatus": {"values": ["PAID", "PENDING"], "bad": ["paid", "Paid"], "type": "string"},
    "InvoiceStatus": {"values": ["Delivered", "Pending"], "bad": ["DELIVERED", "PENDING"], "type": "string"},
}

# =====================================================================================================
# Illustrations: one valid instance per schema
# =====================================================================================================

HDR = {"ApplicationId": "abcdefgh", "UserId": "user1234", "VersionNo": "1.0"}


def hdr(method_id):
    return {**HDR, "MethodId": method_id}


TERMINAL_RECORD = {
    "BillingRefNo": "TX12345678", "ApprovalCode": "7261A9", "HostResponse": "APPROVED",
    "CardNumber": "411111******1111", "ExpiryDate": "XXXX", "CardholderName": "CARDHOLDER NAME", "CardType": "VISA",
    "InvoiceNumber": 11, "BatchNumber": 2, "TerminalId": "30000001", "LoyaltyPointsAwarded": 1, "Remark": "PROCESSED",
    "AcquirerName": "ACQUIRER ONE", "MerchantId": "000000000000001", "RetrievalReferenceNumber": "624615343002",
    "CardEntryMode": 1, "PrintCardholderName": 1, "MerchantName": "DEMO MERCHANT", "MerchantAddress": "DEMO ADDRESS",
    "MerchantCity": "DEMO CITY", "VendorVersion": "1.51", "AcquiringBankCode": 2, "RewardRedeemedAmount": 0,
    "RewardRedeemedPoints": 0.0, "RewardBalanceAmount": "0", "RewardBalancePoints": 12.5, "Field0": "", "Field3": "",
    "Field4": "", "CouponCode": "", "AmountProcessed": "9999000", "TransactionDate": "02012011",
    "TransactionTime": "210403", "VendorClientId": 12345, "VendorBatchId": 9002, "VendorRoc": 105,
    "AdditionalInfo": [{"Key": "Key1", "Value": "Value1"}],
}

MOBILE_RECORD = {
    "BillingRefNo": "OR1587-9", "ApprovalCode": "000006", "HostResponse": "APPROVED", "CardNumber": "9876543210",
    "ExpiryDate": "", "CardholderName": "", "CardType": "UPI", "InvoiceNumber": 110, "BatchNumber": 9031,
    "TerminalId": "20000401", "LoyaltyPointsAwarded": 0, "Remark": "APPROVED", "AcquirerName": "UPI ACQUIRER",
    "MerchantId": "000000000649003", "RetrievalReferenceNumber": "004515407029", "MerchantName": "DEMO STORE",
    "MerchantAddress": "DEMO ADDRESS", "MerchantCity": "DEMO CITY", "VendorVersion": "v1.0.0", "AcquiringBankCode": 4,
    "RewardRedeemedAmount": 0, "RewardRedeemedPoints": 0, "RewardBalanceAmount": "0", "RewardBalancePoints": 0,
    "Field0": "", "Field3": "", "Field4": "", "CouponCode": "", "AmountProcessed": "100", "TransactionDate": "02142020",
    "TransactionTime": "155154", "VendorClientId": 1, "VendorBatchId": 1, "VendorRoc": 115, "AdditionalInfo": [],
}

TERMINAL_SALE = {"TransactionType": 4001, "BillingRefNo": "TX12345678", "PaymentAmount": 9999000, "IsSwipe": True,
                 "MobileNumberForEChargeSlip": "9876543210",
                 "AdditionalInfo": {"Split1": "99991", "Split2": "99992", "Split3": "99993"}}
TERMINAL_FULL = {  # every documented field of the terminal DoTransaction Detail (a sale)
    "TransactionType": 4001, "BillingRefNo": "TX12345678", "PaymentAmount": 9999000, "BankCode": "01",
    "CardNumber": "", "Expiry": "", "InvoiceNo": "000012", "IsSwipe": True, "Field0": "", "Field1": "", "Field2": "",
    "Field3": "", "BatchNo": 9041, "Roc": 115, "TransactionLogId": 1, "RewardAmount": 8800,
    "CustomerMobileNumber": "9876543210|9876543211", "CustomerEmailId": "a@example.com|b@example.com",
    "MerchantMobileNumber": "9876543212", "MerchantEmailId": "m@example.com", "ConsentCustomerMobile": True,
    "ConsentCustomerEmailId": False, "ConsentMerchantMobile": False, "ConsentMerchantEmailId": False,
    "WalletProgramId": 1, "AdditionalInfo": {"Split1": "99991"}, "MobileNumberForEChargeSlip": "9876543210",
}
PRINT_LINE = {"PrintDataType": 0, "PrinterWidth": 24, "IsCenterAligned": True, "DataToPrint": "String Data",
              "ImagePath": "", "ImageData": "", "PrintDataInfo": [{"Key": "K", "Value": "V"}], "AdditionalInfo": []}
PRINT_DETAIL = {"PrintRefNo": "123456789", "SavePrintData": True, "Data": [PRINT_LINE]}
SUMMARY_ITEM = {"BatchName": "ACQUIRER ONE", "AcquirerCode": "01", "TID": "01000234", "MID": "123411234",
                "CreditCount": 10, "CreditAmount": 502100, "DebitCount": 5, "DebitAmount": 324000}
INVOICE_CUSTOMER = {"AddressLine1": "E-block, Sector-62", "AddressLine2": "", "City": "Noida", "Country": "India",
                    "State": "Uttar Pradesh", "DOB": "1992-06-13", "Email": "customer@example.com", "FirstName": "Test",
                    "LastName": "Customer", "Gender": "MALE", "Phone": "9876543210", "PinCode": 201309}
INVOICE_PAYMENT = {"Amount": 3500, "CardType": "credit", "PaymentId": "456", "PaymentType": "card"}
INVOICE_PRODUCT = {"AdditionalChargeValue": 0, "BarCode": 0, "DiscountTotalValue": 50, "ProductBasePrice": 1000,
                   "ProductId": "PROD2001", "ProductName": "Food Packet", "ProductValue": 5500, "Quantity": 5,
                   "SkuId": 0, "TaxTotalValue": 100, "VoidAmount": 0, "VoidQuantity": 0}
INVOICE = {"BillingUserName": "cashier1", "Customer": INVOICE_CUSTOMER, "DiscountTotalValue": 50, "GrossBill": 5500,
           "InvoiceNumber": 1, "NetBill": 5000, "Taxes": 100, "OrderCreationTimeLocal": "2019-04-01",
           "OrderId": "OR-123-1", "PaymentStatus": "PAID", "Payments": [INVOICE_PAYMENT], "Products": [INVOICE_PRODUCT],
           "Status": "Delivered"}

MOBILE_DETAILS = {  # TransactionType -> (schema, valid Detail with exactly the fields the table lists)
    5120: ("MobileUpiSaleDetail", {"TransactionType": 5120, "BillingRefNo": "OR1587-9", "BankCode": "4",
                                   "PaymentAmount": 100}),
    5122: ("MobileUpiGetStatusDetail", {"TransactionType": 5122, "BankCode": "4", "BatchNo": 9031,
                                        "BillingRefNo": "OR1587-9", "PaymentAmount": 100, "Roc": 115}),
    5121: ("MobileUpiVoidDetail", {"TransactionType": 5121, "BankCode": "4", "BatchNo": 9031,
                                   "BillingRefNo": "OR1587-9", "PaymentAmount": 100, "Roc": 116}),
    5102: ("MobileWalletSaleDetail", {"TransactionType": 5102, "BillingRefNo": "OR1588-1", "PaymentAmount": 9900,
                                      "BankCode": "103"}),
    5112: ("MobileWalletGetStatusDetail", {"TransactionType": 5112, "BankCode": "105", "BatchNo": 9032,
                                           "BillingRefNo": "OR1588-1", "PaymentAmount": 9900, "Roc": 101}),
    5127: ("MobileMoneySaleDetail", {"TransactionType": 5127, "BillingRefNo": "OR1589-1", "PaymentAmount": 5000}),
    5561: ("MobileCardSaleDetail", {"TransactionType": 5561, "BillingRefNo": "OR1590-1", "PaymentAmount": 250000}),
    5566: ("MobileBankEmiSaleDetail", {"TransactionType": 5566, "BillingRefNo": "OR1591-1", "PaymentAmount": 2500000,
                                       "BankCode": "01"}),
    5567: ("MobileBrandEmiSaleDetail", {"TransactionType": 5567, "BillingRefNo": "OR1592-1",
                                        "PaymentAmount": 2500000, "BankCode": "01"}),
    5563: ("MobileCardGetStatusDetail", {"TransactionType": 5563, "BankCode": "01", "BillingRefNo": "OR1590-1",
                                         "PaymentAmount": 250000, "BatchNo": 9033, "Roc": 120}),
    5562: ("MobileCardVoidDetail", {"TransactionType": 5562, "BankCode": "01", "BatchNo": 9033,
                                    "BillingRefNo": "OR1590-1", "PaymentAmount": 250000, "Roc": 120}),
    5564: ("MobileResendSmsDetail", {"TransactionType": 5564}),
    5104: ("MobileWalletVoidDetail", {"TransactionType": 5104}),
}

# Header-only requests and the replies, per terminal method.
TERMINAL_METHODS = {
    "1001": ("TerminalDoTransactionRequest", "TerminalDoTransactionReply", "DoTransactionHeader"),
    "1002": ("PrintDataRequest", "PrintDataReply", "PrintDataHeader"),
    "1003": ("SettlementRequest", "SettlementReply", "SettlementHeader"),
    "1004": ("GetTerminalInfoRequest", "GetTerminalInfoReply", "GetTerminalInfoHeader"),
    "1005": ("ConnectBluetoothRequest", "ConnectBluetoothReply", "ConnectBluetoothHeader"),
    "1006": ("DisconnectBluetoothRequest", "DisconnectBluetoothReply", "DisconnectBluetoothHeader"),
    "1007": ("ScanCodeRequest", "ScanCodeReply", "ScanCodeHeader"),
    "1008": ("UploadInvoiceRequest", "UploadInvoiceReply", "UploadInvoiceHeader"),
    "1009": ("CameraSingleScanRequest", "CameraSingleScanReply", "CameraSingleScanHeader"),
    "1010": ("CameraMultiScanRequest", "CameraMultiScanReply", "CameraMultiScanHeader"),
}

REQUEST_DETAIL = {"1001": TERMINAL_SALE, "1002": PRINT_DETAIL, "1005": {"BaseSerialNumber": "121234"}, "1008": INVOICE}


def ok(code, msg, **extra):
    return {"ResponseCode": code, "ResponseMsg": msg, **extra}


REPLY_PARTS = {  # method -> (Response, Detail or None)
    "1001": (ok("0", "APPROVED"), {"Payments": [TERMINAL_RECORD]}),
    "1002": (ok(0, "SUCCESS"), {"AppVersion": "1.5"}),
    "1003": (ok("0", "Success"), {"SettlementSummary": [SUMMARY_ITEM]}),
    "1004": (ok("0", "Success"), {"VendorStoreId": "19345", "VendorTerminalId": "4523900",
                                  "MerchantName": "Demo Merchant", "StoreName": "Demo Store"}),
    "1005": (ok(0, "Bluetooth Connection Success", AppVersion="161", ParameterJson="parameter"), None),
    "1006": (ok(0, "Bluetooth Disconnection Success"), None),
    "1007": (ok(0, "Success"), {"ScannedData": "2345"}),
    "1008": (ok(0, "Success"), {"TerminalLogId": 2, "TerminalId": "30000001"}),
    "1009": (ok(0, "Success"), {"ScannedData": "2345"}),
    "1010": (ok(0, "Success", AppVersion="161", ParameterJson="parameter"),
             {"ScannedDataList": [{"itemCount": 10, "itemValue": "https://example.com/"}]}),
}


def request(mid):
    r = {"Header": hdr(mid)}
    if mid in REQUEST_DETAIL:
        r["Detail"] = copy.deepcopy(REQUEST_DETAIL[mid])
    return r


def reply(mid):
    response, detail = REPLY_PARTS[mid]
    r = {"Header": hdr(mid), "Response": copy.deepcopy(response)}
    if detail is not None:
        r["Detail"] = copy.deepcopy(detail)
    return r


MOBILE_UPI_SALE_REQUEST = {"Header": hdr("1001"), "Detail": MOBILE_DETAILS[5120][1]}
MOBILE_REPLY = {"Header": hdr("1001"), "Response": ok("0", "APPROVED", AppVersion="150", ParameterJson="parameter"),
                "Detail": MOBILE_RECORD}

# =====================================================================================================
# The document's field tables: schema -> (base instance, {field: kind}, [required fields], sealed)
# =====================================================================================================

HEADER_FIELDS = {"ApplicationId": S(100), "UserId": S(100), "VersionNo": S(10)}
HEADER_REQUIRED = ["ApplicationId", "MethodId", "VersionNo"]
RESPONSE_FIELDS = {"ResponseMsg": S(255), "AppVersion": S(), "ParameterJson": S()}
RECORD_FIELDS = {
    "BillingRefNo": S(10), "ApprovalCode": S(6), "HostResponse": S(50), "CardNumber": S(19),
    "ExpiryDate": S(4, valid=["2512", "XXXX", ""], invalid=["2513", "25-1", "xxxx"], pattern=True),
    "CardholderName": S(25), "CardType": S(12), "InvoiceNumber": LONG, "BatchNumber": LONG, "TerminalId": S(8),
    "LoyaltyPointsAwarded": LONG, "Remark": S(100), "AcquirerName": S(48), "MerchantId": S(15),
    "RetrievalReferenceNumber": S(12), "CardEntryMode": E_OR_INT("CardEntryMode"),
    "PrintCardholderName": E_OR_INT("PrintCardholderName"), "MerchantName": S(23), "MerchantAddress": S(23),
    "MerchantCity": S(23), "VendorVersion": S(40), "AcquiringBankCode": E("AcquiringBankCode"),
    "RewardRedeemedAmount": LONG, "RewardRedeemedPoints": DOUBLE, "RewardBalanceAmount": S(10),
    "RewardBalancePoints": DOUBLE, "Field0": S(), "Field3": S(), "Field4": S(), "CouponCode": S(23),
    "AmountProcessed": S(99),
    "TransactionDate": S(8, valid=["02142020", "12312099"], invalid=["14022020", "02-14-20", "0214202"], pattern=True),
    "TransactionTime": S(6, valid=["000000", "235959"], invalid=["240000", "14:12:", "1412"], pattern=True),
    "VendorClientId": INT, "VendorBatchId": INT, "VendorRoc": INT, "AdditionalInfo": ARRAY,
}
MOBILE_RECORD_FIELDS = {
    **RECORD_FIELDS,
    # mobile differences: CardNumber holds a mobile number or ""; ExpiryDate and CardholderName are "";
    # CardEntryMode, PrintCardholderName not applicable; date and time follow the host; bank codes not listed.
    "ExpiryDate": C(""), "CardholderName": C(""), "CardEntryMode": INT, "PrintCardholderName": INT,
    "TransactionDate": S(8, valid=["2020-2-1", ""]), "TransactionTime": S(6, valid=["1:2:3", ""]),
    "AcquiringBankCode": INT,
}
TERMINAL_DETAIL_FIELDS = {
    "TransactionType": E("TerminalTransactionType"), "BillingRefNo": S(10), "PaymentAmount": LONG,
    "BankCode": E("TerminalBankCode"), "CardNumber": S(76), "Expiry": S(37), "InvoiceNo": S(6), "IsSwipe": BOOL,
    "Field0": S(), "Field1": S(), "Field2": S(), "Field3": S(), "BatchNo": RANGE("ParentBatchNo", 9001, 99999),
    "Roc": RANGE("ParentRoc", 101, 999), "TransactionLogId": LONG, "RewardAmount": LONG,
    "CustomerMobileNumber": S(100), "CustomerEmailId": S(500), "MerchantMobileNumber": S(100),
    "MerchantEmailId": S(500), "ConsentCustomerMobile": BOOL, "ConsentCustomerEmailId": BOOL,
    "ConsentMerchantMobile": BOOL, "ConsentMerchantEmailId": BOOL, "WalletProgramId": LONG, "AdditionalInfo": REF,
    "MobileNumberForEChargeSlip": S(10),
}
KV_FIELDS = {"Key": S(10), "Value": S(100)}
MOBILE_COMMON = {"BillingRefNo": S(10), "PaymentAmount": LONG}

MODELS = {}


def model(name, base, fields, required=(), sealed=True):
    MODELS[name] = {"base": base, "fields": fields, "required": list(required), "sealed": sealed}


model("Header", hdr("1001"), {**HEADER_FIELDS, "MethodId": SCALAR_STR("MethodIdText", 10)}, HEADER_REQUIRED)
for mid, (_, _, header_name) in TERMINAL_METHODS.items():
    model(header_name, hdr(mid), {**HEADER_FIELDS, "MethodId": C(mid)}, HEADER_REQUIRED)
model("MobileDoTransactionHeader", hdr("1001"), {**HEADER_FIELDS, "MethodId": C("1001")}, HEADER_REQUIRED)

model("ResponseExtras", {"AppVersion": "150", "ParameterJson": "parameter"},
      {"AppVersion": S(), "ParameterJson": S()})
for name, code_enum, code, extra_required in [
    ("TerminalResponse", "CommonResponseCode", "0", []),
    ("MobileResponse", "MobileResponseCode", "0", []),
    ("PrinterResponse", "PrinterResponseCode", 0, []),
    ("ConnectBluetoothResponse", "BluetoothResponseCode", 0, ["AppVersion", "ParameterJson"]),
    ("DisconnectBluetoothResponse", "DisconnectBluetoothResponseCode", 0, []),
    ("ScanCodeResponse", "ScanResponseCode", 0, []),
    ("CameraSingleScanResponse", "CameraScanResponseCode", 0, []),
    ("CameraMultiScanResponse", "CameraScanResponseCode", 0, ["AppVersion", "ParameterJson"]),
    ("UploadInvoiceResponse", "UploadInvoiceResponseCode", 0, []),
]:
    required = ["ResponseCode", "ResponseMsg", *extra_required]
    if name == "PrinterResponse":  # ResponseMsg or ResponseMessage (Q1): neither is required on its own
        required.remove("ResponseMsg")
    open_code = E_OPEN(code_enum, "ResponseCodeText", 10) if isinstance(code, str) else E_OPEN(code_enum)
    model(name, ok(code, "Success", AppVersion="150", ParameterJson="parameter"),
          {**RESPONSE_FIELDS, "ResponseCode": open_code, **({"ResponseMessage": S()} if name == "PrinterResponse" else {})},
          required)
model("KeyValue", {"Key": "Key1", "Value": "Value1"}, KV_FIELDS)

model("TerminalPaymentRecord", TERMINAL_RECORD, RECORD_FIELDS)
model("MobilePaymentRecord", MOBILE_RECORD, MOBILE_RECORD_FIELDS)

model("TerminalTransactionDetail", TERMINAL_FULL, TERMINAL_DETAIL_FIELDS, ["TransactionType", "PaymentAmount", "IsSwipe"])
model("TerminalDoTransactionReplyDetail", {"Payments": [TERMINAL_RECORD]}, {"Payments": ARRAY}, ["Payments"])
model("PrintLine", PRINT_LINE, {"PrintDataType": E("PrintDataType"), "PrinterWidth": E("PrinterWidth"),
                                "IsCenterAligned": BOOL, "DataToPrint": S(), "ImagePath": S(), "ImageData": S(),
                                "PrintDataInfo": ARRAY, "AdditionalInfo": ARRAY},
      ["PrintDataType", "PrinterWidth", "IsCenterAligned"])
model("PrintDataDetail", PRINT_DETAIL, {"PrintRefNo": S(10), "SavePrintData": BOOL, "Data": ARRAY},
      ["PrintRefNo", "SavePrintData", "Data"])
model("PrintDataReplyDetail", {"AppVersion": "1.5", "ParameterJson": "parameter"},
      {"AppVersion": S(), "ParameterJson": S()}, ["AppVersion"])
model("SettlementSummaryItem", SUMMARY_ITEM, {"BatchName": S(), "AcquirerCode": S(), "TID": S(), "MID": S(),
                                              "CreditCount": LONG, "CreditAmount": LONG, "DebitCount": LONG,
                                              "DebitAmount": LONG})
model("SettlementReplyDetail", {"SettlementSummary": [SUMMARY_ITEM], "SettlementInfo": [], "AdditionalInfo": []},
      {"SettlementSummary": ARRAY, "SettlementInfo": ARRAY, "AdditionalInfo": ARRAY})
model("TerminalInfoReplyDetail", {**REPLY_PARTS["1004"][1], "AdditionalInfo": []},
      {"VendorStoreId": S(50), "VendorTerminalId": S(50), "MerchantName": S(100), "StoreName": S(100),
       "AdditionalInfo": ARRAY})
model("ConnectBluetoothDetail", {"BaseSerialNumber": "121234"}, {"BaseSerialNumber": S()}, ["BaseSerialNumber"])
model("ScanReplyDetail", {"ScannedData": "2345"}, {"ScannedData": S()})
model("ScannedItem", {"itemCount": 10, "itemValue": "x"}, {"itemCount": INT, "itemValue": S()})
model("CameraMultiScanReplyDetail", REPLY_PARTS["1010"][1], {"ScannedDataList": ARRAY})
model("InvoiceCustomer", INVOICE_CUSTOMER, {
    "AddressLine1": S(50), "AddressLine2": S(50), "City": S(50), "Country": S(50), "State": S(50),
    "DOB": S(10, valid=["2000-02-29"], invalid=["13-06-1992", "1992-13-01", "1992/06/13"], pattern=True),
    "Email": S(256), "FirstName": S(50), "LastName": S(50), "Gender": E("Gender"), "Phone": S(20), "PinCode": INT})
model("InvoicePayment", INVOICE_PAYMENT, {"Amount": LONG, "CardType": S(10), "PaymentId": S(20), "PaymentType": S(10)})
model("InvoiceProduct", INVOICE_PRODUCT, {
    **{k: LONG for k in ["AdditionalChargeValue", "BarCode", "DiscountTotalValue", "ProductBasePrice", "ProductValue",
                         "Quantity", "SkuId", "TaxTotalValue", "VoidAmount", "VoidQuantity"]},
    "ProductId": S(20), "ProductName": S(50)})
model("UploadInvoiceDetail", INVOICE, {
    "BillingUserName": S(10), "Customer": REF, "DiscountTotalValue": LONG, "GrossBill": LONG, "InvoiceNumber": LONG,
    "NetBill": LONG, "Taxes": LONG,
    "OrderCreationTimeLocal": S(10, valid=["2019-04-01"], invalid=["01-04-2019", "2019-4-1"], pattern=True),
    "OrderId": S(20), "PaymentStatus": E("InvoicePaymentStatus"), "Payments": ARRAY, "Products": ARRAY,
    "Status": E("InvoiceStatus")})
model("UploadInvoiceReplyDetail", REPLY_PARTS["1008"][1], {"TerminalLogId": INT, "TerminalId": S(8)})

model("MobileDoTransactionFields", {"TransactionType": 5122, "BillingRefNo": "OR1587-9", "PaymentAmount": 100,
                                    "BankCode": "4", "InvoiceNo": "000012", "BatchNo": 9031, "Roc": 115},
      {**MOBILE_COMMON, "TransactionType": E("MobileTransactionType"), "BankCode": ANY, "InvoiceNo": S(6),
       "BatchNo": RANGE("ParentBatchNo", 9001, 99999), "Roc": RANGE("ParentRoc", 101, 999)},
      ["TransactionType", "BillingRefNo", "PaymentAmount"])
UPI_CODE = E_OPEN("UpiBankCode", "MobileBankCode", 2)  # Q5: "4" documented, any String(2)
CARD_CODE = SCALAR_STR("MobileCardBankCode", 2)
MOBILE_BANKCODE = {5120: UPI_CODE, 5122: UPI_CODE, 5121: UPI_CODE, 5102: E("WalletId"), 5112: E("WalletId"),
                   5127: ANY, 5561: ANY, 5566: CARD_CODE, 5567: CARD_CODE, 5563: CARD_CODE, 5562: CARD_CODE}
# D1: the Detail table's Required column governs; Get Status also requires BankCode, BatchNo, Roc (states table).
GET_STATUS = (5122, 5112, 5563)
for tt, (name, base) in MOBILE_DETAILS.items():
    if tt in (5564, 5104):  # request shape not shown: open, only TransactionType fixed
        model(name, base, {"TransactionType": C(tt)}, ["TransactionType"], sealed=False)
        continue
    fields = {"TransactionType": C(tt), **MOBILE_COMMON, "BankCode": MOBILE_BANKCODE[tt], "InvoiceNo": S(6),
              "BatchNo": RANGE("ParentBatchNo", 9001, 99999), "Roc": RANGE("ParentRoc", 101, 999)}
    required = ["TransactionType", "BillingRefNo", "PaymentAmount"]
    if tt in GET_STATUS:
        required += ["BankCode", "BatchNo", "Roc"]
    model(name, base, fields, required)

for mid, (req_name, rep_name, _) in TERMINAL_METHODS.items():
    req = request(mid)
    model(req_name, req, {k: REF for k in req}, list(req))
    rep = reply(mid)
    model(rep_name, rep, {k: REF for k in rep}, [k for k in rep if k != "Detail"])  # Q3: Detail only on success
model("MobileDoTransactionRequest", MOBILE_UPI_SALE_REQUEST, {"Header": REF, "Detail": REF}, ["Header", "Detail"])
model("MobileDoTransactionReply", MOBILE_REPLY, {"Header": REF, "Response": REF, "Detail": REF},
      ["Header", "Response"])  # Q3: Detail required on success replies only (if/then)

# =====================================================================================================
# Case generation
# =====================================================================================================

WRONG_TYPE = {"string": 1, "integer": "1", "number": "1.5", "boolean": "true", "array": {}}


def case(description, schema, data, valid, covers=None):
    c = {"description": description, "schema": f"{schema}.json", "data": data, "valid": valid}
    if covers:
        c["covers"] = covers
    return c


def with_field(base, field, value):
    d = copy.deepcopy(base)
    d[field] = value
    return d


def without(base, field):
    d = copy.deepcopy(base)
    d.pop(field, None)
    return d


enum_carrier = {}  # enum -> (schema, field): where its values are tried


# Rules between fields: a variation of one field keeps the others consistent with the document.
ADJUST = {
    # AdditionalInfo only for sale type 4001
    "TerminalTransactionDetail": lambda d: d if d.get("TransactionType") == 4001 else without(d, "AdditionalInfo"),
}


def field_cases(name, base, field, kind):
    adjust = ADJUST.get(name)
    return [{**c, "data": adjust(c["data"])} if adjust and isinstance(c["data"], dict) else c
            for c in _field_cases(name, base, field, kind)]


def _field_cases(name, base, field, kind):
    ptr = f"{name}.json#/properties/{field}"
    k = kind["kind"]
    out = []
    if k == "str":
        n = kind["n"]
        if n is not None and not kind["pattern"]:
            out.append(case(f"{name}.{field} String({n}): {n} characters pass", name, with_field(base, field, "x" * n), True))
            out.append(case(f"{name}.{field} String({n}): {n + 1} characters fail", name,
                            with_field(base, field, "x" * (n + 1)), False, f"{ptr}/maxLength"))
        if n is not None and kind["pattern"]:
            longest = next(v for v in kind["valid"] if len(v) == n)
            out.append(case(f"{name}.{field} String({n}): {n + 1} characters fail", name,
                            with_field(base, field, longest + "0"), False, [f"{ptr}/maxLength", f"{ptr}/pattern"]))
        for v in kind["valid"]:
            out.append(case(f"{name}.{field} = {json.dumps(v)} passes", name, with_field(base, field, v), True))
        for v in kind["invalid"]:
            out.append(case(f"{name}.{field} = {json.dumps(v)} fails (format)", name, with_field(base, field, v), False,
                            f"{ptr}/pattern"))
        out.append(case(f"{name}.{field} is a string: a number fails", name, with_field(base, field, 1), False, f"{ptr}/type"))
    elif k in ("integer", "number", "boolean", "array"):
        out.append(case(f"{name}.{field} is {k}: {json.dumps(WRONG_TYPE[k])} fails", name,
                        with_field(base, field, WRONG_TYPE[k]), False, f"{ptr}/type"))
        if k == "integer":
            out.append(case(f"{name}.{field} is an integer: 1.5 fails", name, with_field(base, field, 1.5), False, f"{ptr}/type"))
    elif k in ("enum", "enum-or-int"):
        e = kind["enum"]
        info = ENUMS[e]
        first = e not in enum_carrier
        if first:
            enum_carrier[e] = (name, field)
        if first or k == "enum":
            for v in info["values"] if first else info["values"][:1]:
                out.append(case(f"{name}.{field} = {json.dumps(v)} ({e}) passes", name, with_field(base, field, v), True))
        if k == "enum":
            for v in info["bad"] if first else info["bad"][:1]:
                out.append(case(f"{name}.{field} = {json.dumps(v)} is not a {e} value: fails", name,
                                with_field(base, field, v), False, f"{e}.json#/enum"))
            wrong = "1" if info["type"] == "number" else 1
            if isinstance(info["values"][0], str) and info["values"][0].isdigit():
                wrong = int(info["values"][0])  # the code as a number instead of a string
            if isinstance(info["values"][0], int):
                wrong = str(info["values"][0])  # the code as a string instead of a number
            out.append(case(f"{name}.{field} = {json.dumps(wrong)}: wrong JSON type for {e}, fails", name,
                            with_field(base, field, wrong), False, [f"{e}.json#/type", f"{e}.json#/enum"]))
        else:  # any other integer means "card not validated": valid; a non-integer fails
            out.append(case(f"{name}.{field} = 7 (any other value: card not validated) passes", name,
                            with_field(base, field, 7), True))
            out.append(case(f"{name}.{field} = \"1\" fails (Integer)", name, with_field(base, field, "1"), False,
                            [f"{e}.json#/type", f"{e}.json#/enum", f"{ptr}/anyOf/1/type"]))
    elif k == "enum-open":
        e, sc = kind["enum"], kind["scalar"]
        info = ENUMS[e]
        for v in info["values"][:2]:
            out.append(case(f"{name}.{field} = {json.dumps(v)} ({e}, documented) passes", name, with_field(base, field, v), True))
        for v in info["bad"]:
            if sc is None or len(str(v)) <= kind["n"]:
                out.append(case(f"{name}.{field} = {json.dumps(v)}: not documented, but the code set is open: passes", name,
                                with_field(base, field, v), True))
        if sc is None:
            out.append(case(f"{name}.{field} = \"1\" fails (Integer)", name, with_field(base, field, "1"), False,
                            [f"{e}.json#/type", f"{e}.json#/enum", f"{ptr}/anyOf/1/type"]))
        else:
            n = kind["n"]
            out.append(case(f"{name}.{field}: {n} characters pass (open, String({n}))", name, with_field(base, field, "1" * n), True))
            out.append(case(f"{name}.{field}: {n + 1} characters fail (String({n}))", name, with_field(base, field, "1" * (n + 1)),
                            False, [f"{e}.json#/enum", f"{sc}.json#/maxLength"]))
            out.append(case(f"{name}.{field} is a string: a number fails", name, with_field(base, field, 1), False,
                            [f"{e}.json#/type", f"{e}.json#/enum", f"{sc}.json#/type"]))
    elif k == "const":
        v = kind["value"]
        if isinstance(v, int):
            other = v + 1
        elif v == "":
            other = " "
        else:
            other = "1002" if v == "1001" else "1001"
        out.append(case(f"{name}.{field} must be {json.dumps(v)}: {json.dumps(other)} fails", name,
                        with_field(base, field, other), False, f"{ptr}/const"))
        wrong = int(v) if isinstance(v, str) and v.isdigit() else (str(v) if isinstance(v, int) else 0)
        out.append(case(f"{name}.{field} = {json.dumps(wrong)}: wrong JSON type fails", name, with_field(base, field, wrong),
                        False, [f"{ptr}/type", f"{ptr}/const"]))
    elif k == "range":
        s, lo, hi = kind["scalar"], kind["lo"], kind["hi"]
        out += [
            case(f"{name}.{field} range {lo}..{hi}: {lo} passes", name, with_field(base, field, lo), True),
            case(f"{name}.{field} range {lo}..{hi}: {hi} passes", name, with_field(base, field, hi), True),
            case(f"{name}.{field} range {lo}..{hi}: {lo - 1} fails", name, with_field(base, field, lo - 1), False,
                 f"{s}.json#/minimum"),
            case(f"{name}.{field} range {lo}..{hi}: {hi + 1} fails", name, with_field(base, field, hi + 1), False,
                 f"{s}.json#/maximum"),
            case(f"{name}.{field} is an Integer: \"{lo}\" fails", name, with_field(base, field, str(lo)), False,
                 f"{s}.json#/type"),
        ]
    elif k == "scalar-str":
        s, n = kind["scalar"], kind["n"]
        out += [
            case(f"{name}.{field} String({n}): {n} characters pass", name, with_field(base, field, "1" * n), True),
            case(f"{name}.{field} String({n}): {n + 1} characters fail", name, with_field(base, field, "1" * (n + 1)),
                 False, f"{s}.json#/maxLength"),
            case(f"{name}.{field} is a string: a number fails", name, with_field(base, field, 1), False, f"{s}.json#/type"),
        ]
    return out


def model_cases(name, m):
    base = m["base"]
    out = [case(f"{name}: the illustration passes", name, base, True),
           case(f"{name}: a JSON array instead of an object fails", name, [base], False, f"{name}.json#/type")]
    for field, kind in m["fields"].items():
        out += field_cases(name, base, field, kind)
        if field in m["required"]:
            out.append(case(f"{name}.{field} is required: without it fails", name, without(base, field), False,
                            f"{name}.json#/required/{field}"))
        elif field in base and name.endswith("Reply") and field == "Detail":
            # Q3: Detail is required on a success reply (if/then), optional on a failed one
            out.append(case(f"{name}.Detail: a success reply without it fails", name, without(base, field), False,
                            f"{name}.json#/allOf/0/then/required/Detail"))
        elif field in base and name == "PrinterResponse" and field == "ResponseMsg":
            # Q1: ResponseMsg or ResponseMessage, at least one
            out.append(case(f"{name}: without ResponseMsg and ResponseMessage fails", name, without(base, field), False,
                            [f"{name}.json#/anyOf/0/required/ResponseMsg", f"{name}.json#/anyOf/1/required/ResponseMessage"]))
            out.append(case(f"{name}: ResponseMessage instead of ResponseMsg passes (the printer section's name)", name,
                            {**without(base, field), "ResponseMessage": "SUCCESS"}, True))
        elif field in base:
            out.append(case(f"{name}.{field} is optional: without it passes", name, without(base, field), True))
    extra = with_field(base, "UndeclaredField", "x")
    if m["sealed"]:
        out.append(case(f"{name}: an undeclared property fails", name, extra, False, f"{name}.json#/unevaluatedProperties"))
    else:
        out.append(case(f"{name}: open shape (not shown in the document): any other property passes", name, extra, True))
    return out


AREAS = {
    "envelope": ["Header", "DoTransactionHeader", "PrintDataHeader", "SettlementHeader", "GetTerminalInfoHeader",
                 "ConnectBluetoothHeader", "DisconnectBluetoothHeader", "ScanCodeHeader", "UploadInvoiceHeader",
                 "CameraSingleScanHeader", "CameraMultiScanHeader", "MobileDoTransactionHeader", "ResponseExtras",
                 "TerminalResponse", "MobileResponse", "PrinterResponse", "ConnectBluetoothResponse",
                 "DisconnectBluetoothResponse", "ScanCodeResponse", "CameraSingleScanResponse",
                 "CameraMultiScanResponse", "UploadInvoiceResponse", "KeyValue"],
    "payment-record": ["TerminalPaymentRecord", "MobilePaymentRecord"],
    "terminal-methods": [n for n in MODELS if n.startswith(("Terminal", "Print", "Settlement", "ConnectBluetooth",
                                                             "DisconnectBluetooth", "Scan", "Camera", "Invoice",
                                                             "UploadInvoice", "GetTerminalInfo"))
                         and n not in ("TerminalPaymentRecord", "TerminalResponse", "PrinterResponse",
                                       "ConnectBluetoothResponse", "DisconnectBluetoothResponse", "ScanCodeResponse",
                                       "CameraSingleScanResponse", "CameraMultiScanResponse", "UploadInvoiceResponse")
                         and not n.endswith("Header")],
    "mobile": [n for n in MODELS if n.startswith("Mobile") and n not in ("MobilePaymentRecord", "MobileResponse",
                                                                        "MobileDoTransactionHeader")],
}
placed = [n for ns in AREAS.values() for n in ns]
assert sorted(placed) == sorted(MODELS), (set(MODELS) - set(placed), [n for n in placed if placed.count(n) > 1])

tables = {f"fields-{area}.json": [c for n in names for c in model_cases(n, MODELS[n])] for area, names in AREAS.items()}

# =====================================================================================================
# Hand-written: limits named in the document's Limits section, dispatch, TransactionType rules, flows
# =====================================================================================================

limits = [
    case("AdditionalInfo (sale): 10 entries pass", "TerminalTransactionDetail",
         with_field(TERMINAL_SALE, "AdditionalInfo", {f"Key{i}": str(i) for i in range(10)}), True),
    case("AdditionalInfo (sale): 11 entries fail (at most 10)", "TerminalTransactionDetail",
         with_field(TERMINAL_SALE, "AdditionalInfo", {f"Key{i}": str(i) for i in range(11)}), False,
         "SaleAdditionalInfo.json#/maxProperties"),
    case("AdditionalInfo (sale): a 25-character key and value pass", "SaleAdditionalInfo", {"k" * 25: "v" * 25}, True),
    case("AdditionalInfo (sale): a 26-character key fails", "SaleAdditionalInfo", {"k" * 26: "v"}, False,
         "SaleAdditionalInfo.json#/propertyNames/maxLength"),
    case("AdditionalInfo (sale): a 26-character value fails", "SaleAdditionalInfo", {"k": "v" * 26}, False,
         "SaleAdditionalInfoValue.json#/maxLength"),
    case("AdditionalInfo (sale): a number value fails (String(25))", "SaleAdditionalInfo", {"k": 1}, False,
         "SaleAdditionalInfoValue.json#/type"),
    case("AdditionalInfo (sale): an empty map passes", "SaleAdditionalInfo", {}, True),
    case("AdditionalInfo (sale): a Key/Value array fails (the sale table gives a map)", "TerminalTransactionDetail",
         with_field(TERMINAL_SALE, "AdditionalInfo", [{"Key": "Split1", "Value": "99991"}]), False,
         "SaleAdditionalInfo.json#/type"),
    case("AdditionalInfo only for sale type 4001: a refund (4002) with AdditionalInfo fails", "TerminalTransactionDetail",
         {**with_field(TERMINAL_SALE, "TransactionType", 4002)}, False,
         "TerminalTransactionDetail.json#/allOf/0/then/properties/AdditionalInfo/not"),
    case("AdditionalInfo only for sale type 4001: a refund (4002) without it passes", "TerminalTransactionDetail",
         without(with_field(TERMINAL_SALE, "TransactionType", 4002), "AdditionalInfo"), True),
    case("PrinterWidth 30 fails (24, 32 or 48)", "PrintLine", with_field(PRINT_LINE, "PrinterWidth", 30), False,
         "PrinterWidth.json#/enum"),
    case("Roc 100 fails (101 to 999)", "MobileUpiGetStatusDetail", with_field(MOBILE_DETAILS[5122][1], "Roc", 100), False,
         "ParentRoc.json#/minimum"),
    case("Roc 1000 fails (101 to 999)", "MobileUpiGetStatusDetail", with_field(MOBILE_DETAILS[5122][1], "Roc", 1000),
         False, "ParentRoc.json#/maximum"),
    case("BatchNo 9000 fails (9001 to 99999)", "MobileUpiGetStatusDetail",
         with_field(MOBILE_DETAILS[5122][1], "BatchNo", 9000), False, "ParentBatchNo.json#/minimum"),
    case("BatchNo 100000 fails (9001 to 99999)", "MobileUpiGetStatusDetail",
         with_field(MOBILE_DETAILS[5122][1], "BatchNo", 100000), False, "ParentBatchNo.json#/maximum"),
    case("Terminal BankCode is String(2) with two digits: \"01\" passes", "TerminalTransactionDetail",
         with_field(TERMINAL_SALE, "BankCode", "01"), True),
    case("Terminal BankCode \"1\" fails (the document's codes have two digits)", "TerminalTransactionDetail",
         with_field(TERMINAL_SALE, "BankCode", "1"), False, "TerminalBankCode.json#/enum"),
]

dispatch = []
for mid, (req_name, rep_name, _) in TERMINAL_METHODS.items():
    dispatch.append(case(f"TerminalRequest: MethodId {mid} ({req_name}) passes", "TerminalRequest", request(mid), True))
    dispatch.append(case(f"TerminalReply: MethodId {mid} ({rep_name}) passes", "TerminalReply", reply(mid), True))
    if mid not in REQUEST_DETAIL:
        dispatch.append(case(f"TerminalRequest: {req_name} is Header only: a Detail fails", "TerminalRequest",
                             {**request(mid), "Detail": {}}, False, "TerminalRequest.json#/oneOf"))
    else:
        dispatch.append(case(f"TerminalRequest: {req_name} without Detail fails", "TerminalRequest",
                             without(request(mid), "Detail"), False, "TerminalRequest.json#/oneOf"))
    if REPLY_PARTS[mid][1] is None:
        dispatch.append(case(f"TerminalReply: {rep_name} has no Detail: a Detail fails", "TerminalReply",
                             {**reply(mid), "Detail": {}}, False, "TerminalReply.json#/oneOf"))
dispatch += [
    case("TerminalRequest: MethodId \"1011\" (unknown) fails", "TerminalRequest",
         {"Header": hdr("1011")}, False, "TerminalRequest.json#/oneOf"),
    case("TerminalRequest: MethodId \"1000\" (unknown) with a DoTransaction Detail fails", "TerminalRequest",
         {"Header": hdr("1000"), "Detail": TERMINAL_SALE}, False, "TerminalRequest.json#/oneOf"),
    case("TerminalRequest: a 1002 Header with a 1001 Detail fails", "TerminalRequest",
         {"Header": hdr("1002"), "Detail": TERMINAL_SALE}, False, "TerminalRequest.json#/oneOf"),
    case("TerminalRequest: a 1001 Header with a 1002 Detail fails", "TerminalRequest",
         {"Header": hdr("1001"), "Detail": PRINT_DETAIL}, False, "TerminalRequest.json#/oneOf"),
    case("TerminalRequest: MethodId as a number (1001) fails: String(10) on the wire", "TerminalRequest",
         {"Header": {**HDR, "MethodId": 1001}, "Detail": TERMINAL_SALE}, False, "TerminalRequest.json#/oneOf"),
    case("TerminalRequest: a mobile DoTransaction (UPI sale 5120) fails: no IsSwipe, and BankCode \"4\" is no terminal acquirer code",
         "TerminalRequest", MOBILE_UPI_SALE_REQUEST, False, "TerminalRequest.json#/oneOf"),
    case("TerminalReply: a 1002 Header with a DoTransaction Response and Detail fails", "TerminalReply",
         {**reply("1001"), "Header": hdr("1002")}, False, "TerminalReply.json#/oneOf"),
    case("TerminalReply: MethodId \"1011\" fails", "TerminalReply", {**reply("1003"), "Header": hdr("1011")}, False,
         "TerminalReply.json#/oneOf"),
    case("TerminalReply: DoTransaction ResponseCode as a number (0) fails: the common envelope is String(10)",
         "TerminalReply", {**reply("1001"), "Response": ok(0, "APPROVED")}, False, "TerminalReply.json#/oneOf"),
    case("TerminalReply: DoTransaction ResponseCode \"00\" passes: the code set is open (D3; a conformance warning)", "TerminalReply",
         {**reply("1001"), "Response": ok("00", "Success")}, True),
    case("TerminalReply: DoTransaction code 7 without Detail passes: a failed reply may leave it out (Q3)", "TerminalReply",
         {k: v for k, v in {**reply("1001"), "Response": ok("7", "Invalid data-format")}.items() if k != "Detail"}, True),
    case("TerminalReply: DisconnectBluetooth code 0 Bluetooth Disconnection Success passes (D4)", "TerminalReply",
         {**reply("1006"), "Response": ok(0, "Bluetooth Disconnection Success")}, True),
    case("TerminalReply: PrintData ResponseCode as a string (\"0\") fails: printer codes are Integer", "TerminalReply",
         {**reply("1002"), "Response": ok("0", "SUCCESS")}, False, "TerminalReply.json#/oneOf"),
    case("TerminalReply: the record directly in Detail (mobile layout) fails for the terminal", "TerminalReply",
         {**reply("1001"), "Detail": TERMINAL_RECORD}, False, "TerminalReply.json#/oneOf"),
    case("TerminalReply: AquiringBankCode (illustration spelling) passes: both spellings are accepted (Q2)",
         "TerminalReply", {**reply("1001"), "Detail": {"Payments": [{**without(TERMINAL_RECORD, "AcquiringBankCode"),
                                                                      "AquiringBankCode": 2}]}}, True),
    case("TerminalReply: PrintData ResponseMessage (printer table naming) passes: both names are accepted (Q1)",
         "TerminalReply", {**reply("1002"), "Response": {"ResponseCode": 0, "ResponseMessage": "SUCCESS"}}, True),
    case("TerminalReply: ConnectBluetooth without AppVersion and ParameterJson fails", "TerminalReply",
         {**reply("1005"), "Response": ok(0, "Bluetooth Connection Success")}, False, "TerminalReply.json#/oneOf"),
    case("TerminalReply: code 100 (initiated) passes for DoTransaction", "TerminalReply",
         {**reply("1001"), "Response": ok("100", "TRANSACTION INITIATED CHECK GET STATUS")}, True),
    case("TerminalReply: code \"8\" passes for the terminal: undocumented there, the code set is open (a conformance warning)", "TerminalReply",
         {**reply("1001"), "Response": ok("8", "Permission denied for this user")}, True),
    case("TerminalRequest: a request with Response fails", "TerminalRequest", {**request("1003"), "Response": ok("0", "x")},
         False, "TerminalRequest.json#/oneOf"),
    case("MobileRequest: DoTransaction (MethodId \"1001\") passes", "MobileRequest", MOBILE_UPI_SALE_REQUEST, True),
    case("MobileRequest: MethodId \"1002\" fails (the mobile service has only 1001)", "MobileRequest",
         {"Header": hdr("1002"), "Detail": PRINT_DETAIL}, False, "MobileRequest.json#/oneOf"),
    case("MobileRequest: MethodId \"1002\" with a mobile Detail fails", "MobileRequest",
         {"Header": hdr("1002"), "Detail": MOBILE_DETAILS[5120][1]}, False, "MobileRequest.json#/oneOf"),
    case("MobileRequest: a terminal sale (4001) fails", "MobileRequest", request("1001"), False, "MobileRequest.json#/oneOf"),
    case("MobileRequest: Header only fails", "MobileRequest", {"Header": hdr("1001")}, False, "MobileRequest.json#/oneOf"),
    case("MobileReply: DoTransaction passes", "MobileReply", MOBILE_REPLY, True),
    case("MobileReply: MethodId \"1002\" fails", "MobileReply", {**MOBILE_REPLY, "Header": hdr("1002")}, False,
         "MobileReply.json#/oneOf"),
    case("MobileReply: the terminal layout (Detail.Payments) fails for the mobile service", "MobileReply",
         {**MOBILE_REPLY, "Detail": {"Payments": [MOBILE_RECORD]}}, False, "MobileReply.json#/oneOf"),
    case("MobileReply: code \"8\" passes (mobile acceptance service only)", "MobileReply",
         {**MOBILE_REPLY, "Response": ok("8", "Permission denied for this user")}, True),
    case("MobileReply: ResponseCode as a number (100) fails: String(10)", "MobileReply",
         {**MOBILE_REPLY, "Response": ok(100, "TRANSACTION INITIATED CHECK GET STATUS")}, False, "MobileReply.json#/oneOf"),
    case("MobileReply: ExpiryDate \"2512\" fails (an empty string in the mobile service)", "MobileReply",
         {**MOBILE_REPLY, "Detail": with_field(MOBILE_RECORD, "ExpiryDate", "2512")}, False, "MobileReply.json#/oneOf"),
]

# TransactionType rules: per type, exactly the listed fields; the used fields required.
types = []
for tt, (name, base) in MOBILE_DETAILS.items():
    types.append(case(f"MobileTransactionDetail {tt} ({name}) passes", "MobileTransactionDetail", base, True))
    types.append(case(f"MobileRequest {tt} ({name}) passes", "MobileRequest", {"Header": hdr("1001"), "Detail": base}, True))
    if tt in (5564, 5104):
        types.append(case(f"MobileTransactionDetail {tt}: shape not shown, any field passes", "MobileTransactionDetail",
                          {**base, "BillingRefNo": "OR1", "Anything": [1]}, True))
        continue
    # D1: the Required column governs; Get Status also requires BankCode, BatchNo, Roc (states table);
    # a field the type's row does not name is accepted (a conformance warning, not a schema failure).
    for f in base:
        if f == "TransactionType":
            continue
        required = f in ("BillingRefNo", "PaymentAmount") or (tt in (5122, 5112, 5563) and f in ("BankCode", "BatchNo", "Roc"))
        if required:
            types.append(case(f"MobileTransactionDetail {tt} without {f} fails (required)", "MobileTransactionDetail",
                              without(base, f), False, "MobileTransactionDetail.json#/oneOf"))
        else:
            types.append(case(f"MobileTransactionDetail {tt} without {f} passes (optional in the Detail table)",
                              "MobileTransactionDetail", without(base, f), True))
    card = {5566: "01", 5567: "01", 5563: "01", 5562: "01", 5561: "01", 5127: "01"}
    for f, v in [("BankCode", card.get(tt, "4")), ("BatchNo", 9031), ("Roc", 115), ("InvoiceNo", "000012")]:
        if f not in base:
            types.append(case(f"MobileTransactionDetail {tt} with {f} passes (the type does not use it: a warning only)",
                              "MobileTransactionDetail", with_field(base, f, v), True))
types += [
    case("MobileTransactionDetail: TransactionType 4001 (terminal sale) fails", "MobileTransactionDetail",
         {"TransactionType": 4001, "BillingRefNo": "OR1", "PaymentAmount": 100}, False, "MobileTransactionDetail.json#/oneOf"),
    case("MobileTransactionDetail: TransactionType 9999 fails", "MobileTransactionDetail",
         {"TransactionType": 9999, "BillingRefNo": "OR1", "PaymentAmount": 100}, False, "MobileTransactionDetail.json#/oneOf"),
    case("MobileTransactionDetail: without TransactionType fails", "MobileTransactionDetail",
         {"BillingRefNo": "OR1", "PaymentAmount": 100}, False, "MobileTransactionDetail.json#/oneOf"),
    case("MobileTransactionDetail: UPI sale with a wallet id (\"103\") fails", "MobileTransactionDetail",
         with_field(MOBILE_DETAILS[5120][1], "BankCode", "103"), False, "MobileTransactionDetail.json#/oneOf"),
    case("MobileTransactionDetail: wallet sale with wallet id \"105\" passes", "MobileTransactionDetail",
         with_field(MOBILE_DETAILS[5102][1], "BankCode", "105"), True),
    case("MobileTransactionDetail: wallet sale with the UPI code (\"4\") fails", "MobileTransactionDetail",
         with_field(MOBILE_DETAILS[5102][1], "BankCode", "4"), False, "MobileTransactionDetail.json#/oneOf"),
    case("MobileTransactionDetail: bank EMI sale BankCode of 3 characters fails (String(2))", "MobileTransactionDetail",
         with_field(MOBILE_DETAILS[5566][1], "BankCode", "103"), False, "MobileTransactionDetail.json#/oneOf"),
    case("MobileTransactionDetail: UPI get status with Roc 100 fails", "MobileTransactionDetail",
         with_field(MOBILE_DETAILS[5122][1], "Roc", 100), False, "MobileTransactionDetail.json#/oneOf"),
    case("MobileTransactionDetail: PaymentAmount as a string fails (Long)", "MobileTransactionDetail",
         with_field(MOBILE_DETAILS[5127][1], "PaymentAmount", "5000"), False, "MobileTransactionDetail.json#/oneOf"),
    case("MobileTransactionDetail: BillingRefNo of 11 characters fails (String(10))", "MobileTransactionDetail",
         with_field(MOBILE_DETAILS[5127][1], "BillingRefNo", "TXN12345678"), False, "MobileTransactionDetail.json#/oneOf"),
    case("MobileTransactionDetail: TransactionType as a string (\"5120\") fails (Long)", "MobileTransactionDetail",
         with_field(MOBILE_DETAILS[5120][1], "TransactionType", "5120"), False, "MobileTransactionDetail.json#/oneOf"),
    # terminal: one Detail for every type; WalletProgramId described for wallet transactions
    # Q4: "for wallet transactions", a set the document does not list: described, not enforced
    *[case(f"TerminalTransactionDetail: wallet type {tt} without WalletProgramId passes (not enforced)", "TerminalTransactionDetail",
           {"TransactionType": tt, "PaymentAmount": 9900, "IsSwipe": False}, True) for tt in (5102, 5103, 5104)],
    *[case(f"TerminalTransactionDetail: wallet type {tt} with WalletProgramId passes", "TerminalTransactionDetail",
           {"TransactionType": tt, "PaymentAmount": 9900, "IsSwipe": False, "WalletProgramId": 1}, True)
      for tt in (5102, 5103, 5104)],
    case("TerminalTransactionDetail: 4214 mobile wallet redemption without WalletProgramId passes",
         "TerminalTransactionDetail", {"TransactionType": 4214, "PaymentAmount": 9900, "IsSwipe": True}, True),
    *[case(f"TerminalTransactionDetail: type {tt} with the shared Detail passes", "TerminalTransactionDetail",
           {"TransactionType": tt, "PaymentAmount": 9900, "IsSwipe": True, "BankCode": "02", "InvoiceNo": "000012",
            "BatchNo": 9041, "Roc": 115}, True)
      for tt in ENUMS["TerminalTransactionType"]["values"] if tt not in (5102, 5103, 5104)],
]

# The asynchronous flow of the states table and the synchronous mobile money sale.
upi_status = MOBILE_DETAILS[5122][1]
initiated = {**MOBILE_RECORD, "ApprovalCode": "", "HostResponse": "TRANSACTION INITIATED CHECK GET STATUS",
             "Remark": "TRANSACTION INITIATED CHECK GET STATUS", "CardNumber": "", "InvoiceNumber": 109}
initiated.pop("RetrievalReferenceNumber")
flows = [
    case("Flow 1: UPI sale (5120) with BillingRefNo, BankCode 4, PaymentAmount", "MobileRequest", MOBILE_UPI_SALE_REQUEST, True),
    case("Flow 2: reply code 100 TRANSACTION INITIATED CHECK GET STATUS", "MobileReply",
         {"Header": hdr("1001"), "Response": ok("100", "TRANSACTION INITIATED CHECK GET STATUS"), "Detail": initiated}, True),
    case("Flow 3: Get Status (5122) with the initial reply's BillingRefNo, BatchNo, Roc, PaymentAmount, BankCode",
         "MobileRequest", {"Header": hdr("1001"), "Detail": upi_status}, True),
    case("Flow 3: Get Status (5122) without Roc fails", "MobileRequest",
         {"Header": hdr("1001"), "Detail": without(upi_status, "Roc")}, False, "MobileRequest.json#/oneOf"),
    case("Flow 3: Get Status (5122) without BatchNo fails", "MobileRequest",
         {"Header": hdr("1001"), "Detail": without(upi_status, "BatchNo")}, False, "MobileRequest.json#/oneOf"),
    case("Flow 4: reply code 0 APPROVED with ApprovalCode and RetrievalReferenceNumber, new InvoiceNumber", "MobileReply",
         MOBILE_REPLY, True),
    case("Wallet: sale (5102) with wallet id 103", "MobileRequest", {"Header": hdr("1001"), "Detail": MOBILE_DETAILS[5102][1]}, True),
    case("Wallet: get status (5112) with wallet id 105", "MobileRequest",
         {"Header": hdr("1001"), "Detail": MOBILE_DETAILS[5112][1]}, True),
    case("Card: sale (5561) then get status (5563)", "MobileRequest", {"Header": hdr("1001"), "Detail": MOBILE_DETAILS[5563][1]}, True),
    case("Card: get status (5563) without BankCode fails", "MobileRequest",
         {"Header": hdr("1001"), "Detail": without(MOBILE_DETAILS[5563][1], "BankCode")}, False, "MobileRequest.json#/oneOf"),
    case("Mobile money sale (5127): approved in the same reply", "MobileReply",
         {"Header": hdr("1001"), "Response": ok("0", "APPROVED"),
          "Detail": {"BillingRefNo": "OR1589-1", "ApprovalCode": "000123", "HostResponse": "APPROVED",
                     "CardNumber": "9876543210", "ExpiryDate": "", "CardholderName": "", "InvoiceNumber": 111,
                     "RetrievalReferenceNumber": "004515407030", "AmountProcessed": "5000"}}, True),
    case("Terminal: UPI sale (5120) initiated, code 100 with the record in Detail.Payments", "TerminalReply",
         {**reply("1001"), "Response": ok("100", "TRANSACTION INITIATED CHECK GET STATUS"),
          "Detail": {"Payments": [{**TERMINAL_RECORD, "ApprovalCode": "", "CardNumber": "", "ExpiryDate": "",
                                   "CardType": "UPI"}]}}, True),
    case("Terminal: Get status (5122) request", "TerminalRequest",
         {"Header": hdr("1001"), "Detail": {"TransactionType": 5122, "BillingRefNo": "TX12345681", "PaymentAmount": 100,
                                            "IsSwipe": True, "BatchNo": 9031, "Roc": 115}}, True),
]

# Every code list on its own: each documented value passes, others and the wrong JSON type fail.
enums = []
for e, info in ENUMS.items():
    for v in info["values"]:
        enums.append(case(f"{e}: {json.dumps(v)} passes", e, v, True))
    for v in info["bad"]:
        enums.append(case(f"{e}: {json.dumps(v)} is not in the document's list: fails", e, v, False, f"{e}.json#/enum"))
    wrong = int(info["values"][0]) if info["type"] == "string" and info["values"][0].isdigit() else (
        str(info["values"][0]) if info["type"] == "number" else 1)
    enums.append(case(f"{e}: {json.dumps(wrong)} has the wrong JSON type ({info['type']}): fails", e, wrong, False,
                      [f"{e}.json#/type", f"{e}.json#/enum"]))

tables["enums.json"] = enums
tables["limits.json"] = limits
tables["dispatch.json"] = dispatch
tables["transaction-types.json"] = types
tables["flows.json"] = flows

for file, cases in tables.items():
    with open(os.path.join(OUT, file), "w", encoding="utf-8") as fh:
        fh.write("[\n" + ",\n".join(json.dumps(c, ensure_ascii=False) for c in cases) + "\n]\n")
    print(f"{file}: {len(cases)} cases")
