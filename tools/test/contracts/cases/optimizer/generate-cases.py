#!/usr/bin/env python3
"""Generator of the optimizer's per-model case tables (tools/test/contracts/cases/optimizer/models-*.json).

For every emitted JSON Schema model of the optimizer it takes a base instance (the richest instance
of that model found in the contract's own examples, JSON Schema and OpenAPI, completed with
synthesised optional fields so that every declared property is present), and writes:
  - the base instance (valid),
  - per property: removed (valid iff optional), wrong JSON type (invalid), maxLength N (valid) and
    N+1 (invalid), int32 range overflow (invalid), each enum member (valid) and an invalid code,
    null where nullable (valid),
  - an undeclared property (invalid; valid for the open shapes).
Each invalid case names the constraint it covers (`covers`), which the test's coverage check reads.
It also writes the operation-level tables (operations-headers.json, operations-bodies.json,
create-order-base64.json). The tables are data: review the diff after regenerating.

Run from anywhere, after `npm run -s build -- --only optimizer`:
    python3 tools/test/contracts/cases/optimizer/generate-cases.py
"""
import copy, json, os, sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "..", "..", ".."))
SCHEMAS = os.path.join(ROOT, "generated/optimizer/schemas")
OUT = os.path.join(ROOT, "tools/test/contracts/cases/optimizer")

schemas = {}
for f in sorted(os.listdir(SCHEMAS)):
    schemas[f[:-5]] = json.load(open(os.path.join(SCHEMAS, f)))

AREA = {
    "customers": ["CreateCustomerRequest", "UpdateCustomerRequest", "CustomerRecord", "UpdatedCustomerRecord"],
    "orders": ["CreateOrderRequest", "CreateOrderPayload", "CreateOrderMerchantData", "CreateOrderPaymentInfoData",
               "OrderCustomerData", "AddressData", "AdditionalInfoData", "ProductInfoData", "TxnData",
               "CreateOrderResponse", "OrderRecord", "OrderMerchantData", "OrderData"],
    "payments": ["ProcessPaymentRequest", "PaymentCardData", "NetbankingData", "UpiData", "WalletData",
                 "ProcessPaymentResponse", "RefundRequest", "RefundRecord", "RefundOrderData", "RefundPaymentInfoData"],
    "cards": ["CardCustomerData", "SaveCardRequest", "SaveCardData", "SavedCardRecord", "FetchSavedCardsRequest",
              "SavedCardList", "DeleteSavedCardRequest", "DeleteCardData", "DeleteSavedCardResponse"],
    "emi": ["EmiCalculatorRequest", "EmiCalculatorResponse", "EmiIssuer", "EmiTenure", "OfferScheme", "EmiScheme",
            "OfferProductDetail", "ProductScheme", "SchemeValidationRequest", "SchemeValidationCardData",
            "SchemeValidationResponse"],
    "common": ["ResponseStatus", "MerchantCredentials", "PaymentData", "ProductDetail"],
}
SCALARS = {"PaymentMode", "NavigationMode", "ResponseCode", "OrderStatus"}
listed = {m for ms in AREA.values() for m in ms} | SCALARS
assert listed == set(schemas), (set(schemas) - listed, listed - set(schemas))

INVALID_CODE = {"PaymentMode": 2, "NavigationMode": 3}


def ref_name(s):
    r = s.get("$ref")
    return r[:-5] if r else None


def is_object_model(name):
    return schemas[name].get("type") == "object"


# ---- collect instances of every model from the examples
instances = {m: [] for m in schemas}


def collect(name, data):
    sch = schemas[name]
    if sch.get("type") != "object" or not isinstance(data, dict):
        return
    instances[name].append(data)
    for prop, ps in sch.get("properties", {}).items():
        if prop in data:
            collect_prop(ps, data[prop])


def collect_prop(ps, value):
    n = ref_name(ps)
    if n:
        collect(n, value)
    elif ps.get("type") == "array" and isinstance(value, list):
        for v in value:
            collect_prop(ps["items"], v)
    elif "anyOf" in ps:
        for alt in ps["anyOf"]:
            if ref_name(alt) and isinstance(value, dict):
                collect(ref_name(alt), value)


for name, sch in schemas.items():
    for ex in sch.get("examples", []):
        collect(name, ex)

oa = json.load(open(os.path.join(ROOT, "generated/optimizer/openapi.json")))
comp = {k: v for k, v in oa["components"]["schemas"].items()}


def oa_model(schema):
    r = schema.get("$ref", "")
    return r.split("/")[-1] if r else None


for path, item in oa["paths"].items():
    for method, op in item.items():
        rb = op.get("requestBody", {}).get("content", {}).get("application/json", {})
        for ex in rb.get("examples", {}).values():
            collect(oa_model(rb["schema"]), ex["value"])
        for status, resp in op.get("responses", {}).items():
            c = resp.get("content", {}).get("application/json", {})
            for ex in c.get("examples", {}).values():
                collect(oa_model(c["schema"]), ex["value"])

# ---- synthesise values for properties absent from every example


def synth_prop(ps):
    n = ref_name(ps)
    if n:
        s = schemas[n]
        if "enum" in s:
            return s["enum"][0]
        if s.get("type") == "object":
            return synth(n)
        if s.get("type") == "integer":
            return 1
        if s.get("type") == "string":
            return "REFUNDED" if n == "OrderStatus" else "x"
    t = ps.get("type")
    if t == "string":
        return "x"
    if t == "integer":
        return 1
    if t == "number":
        return 1
    if t == "boolean":
        return ps.get("default", True)
    if t == "array":
        return [synth_prop(ps["items"])]
    if "anyOf" in ps:
        return synth_prop(ps["anyOf"][0])
    raise ValueError(ps)


def synth(name):
    sch = schemas[name]
    return {p: synth_prop(ps) for p, ps in sch.get("properties", {}).items()}


def base_of(name):
    sch = schemas[name]
    cands = instances[name]
    base = copy.deepcopy(max(cands, key=lambda d: len(d))) if cands else synth(name)
    synthesised = []
    for p, ps in sch.get("properties", {}).items():
        if p not in base:
            base[p] = synth_prop(ps)
            synthesised.append(p)
    return base, synthesised


# ---- cases


def wrong_type(ps):
    """A value of a JSON type the property does not accept, and that type's name."""
    n = ref_name(ps)
    if n:
        s = schemas[n]
        if "enum" in s or s.get("type") in ("integer", "number"):
            return "1", "a string"
        if s.get("type") == "object":
            return "x", "a string"
        if s.get("type") == "string":
            return 1, "a number"
    t = ps.get("type")
    if t == "string":
        return 1, "a number"
    if t in ("integer", "number"):
        return "1", "a string"
    if t == "boolean":
        return "true", "a string"
    if t == "array":
        return {}, "an object"
    if "anyOf" in ps:
        return True, "a boolean"
    raise ValueError(ps)


def conditionally_required(sch, data, prop):
    """The description of an `allOf` `if`/`then` rule that requires `prop` for this instance, or None.
    Only the contract's own form is read: `if: {properties: {k: {const: v}}, required: [k]}`."""
    for rule in sch.get("allOf", []):
        cond = rule.get("if", {}).get("properties", {})
        if cond and all(k in data and "const" in c and data[k] == c["const"] for k, c in cond.items()):
            if prop in rule.get("then", {}).get("required", []):
                return rule.get("description", "")
    return None


def model_cases(name):
    sch = schemas[name]
    schema = f"{name}.json"
    base, synthesised = base_of(name)
    cases = []
    note = f" (optional {', '.join(synthesised)} added)" if synthesised else ""
    cases.append({"description": f"{name}: the illustration{note} passes", "schema": schema, "data": base, "valid": True})
    required = set(sch.get("required", []))
    for p, ps in sch.get("properties", {}).items():
        label = f"{name}.{p}"
        d = copy.deepcopy(base)
        del d[p]
        rule = conditionally_required(sch, base, p)
        if p in required:
            cases.append({"description": f"{label} missing fails (required)", "schema": schema, "data": d, "valid": False,
                          "covers": f"{label}:required"})
        elif rule is not None:
            cases.append({"description": f"{label} missing fails here ({rule})", "schema": schema, "data": d, "valid": False})
        else:
            cases.append({"description": f"{label} absent passes (optional)", "schema": schema, "data": d, "valid": True})
        v, tname = wrong_type(ps)
        d = copy.deepcopy(base)
        d[p] = v
        cases.append({"description": f"{label} as {tname} fails (type)", "schema": schema, "data": d, "valid": False,
                      "covers": f"{label}:type"})
        if "maxLength" in ps:
            n = ps["maxLength"]
            d = copy.deepcopy(base)
            d[p] = "9" * n
            cases.append({"description": f"{label} of {n} characters passes (limit {n})", "schema": schema, "data": d,
                          "valid": True})
            d = copy.deepcopy(base)
            d[p] = "9" * (n + 1)
            cases.append({"description": f"{label} of {n + 1} characters fails (limit {n})", "schema": schema, "data": d,
                          "valid": False, "covers": f"{label}:maxLength"})
        if ps.get("maximum") == 2147483647:
            d = copy.deepcopy(base)
            d[p] = 2147483648
            cases.append({"description": f"{label} above the int range fails (int32)", "schema": schema, "data": d,
                          "valid": False, "covers": f"{label}:int32"})
        n = ref_name(ps)
        if n and "enum" in schemas[n]:
            for member in schemas[n]["enum"]:
                d = copy.deepcopy(base)
                d[p] = member
                cases.append({"description": f"{label} = {member} passes ({n})", "schema": schema, "data": d, "valid": True})
            bad = INVALID_CODE[n]
            d = copy.deepcopy(base)
            d[p] = bad
            cases.append({"description": f"{label} = {bad} fails (not a {n} code)", "schema": schema, "data": d,
                          "valid": False, "covers": f"{label}:enum"})
        if "anyOf" in ps and any(a.get("type") == "null" for a in ps["anyOf"]):
            d = copy.deepcopy(base)
            d[p] = None
            cases.append({"description": f"{label} null passes (string or null)", "schema": schema, "data": d, "valid": True})
        if "default" in ps:
            cases.append({"description": f"{label} default is {json.dumps(ps['default'])}", "schema": schema,
                          "data": {**copy.deepcopy(base), p: ps["default"]}, "valid": True})
    d = copy.deepcopy(base)
    d["undeclared_property"] = "x"
    if sch.get("unevaluatedProperties") == {"not": {}}:
        cases.append({"description": f"{name} with an undeclared property fails (sealed)", "schema": schema, "data": d,
                      "valid": False, "covers": f"{name}:sealed"})
    else:
        cases.append({"description": f"{name} with an undeclared property passes (open shape: not shown)",
                      "schema": schema, "data": d, "valid": True})
    return cases


def scalar_cases():
    cases = []
    for n in ("PaymentMode", "NavigationMode"):
        for m in schemas[n]["enum"]:
            cases.append({"description": f"{n} {m} passes", "schema": f"{n}.json", "data": m, "valid": True})
        cases.append({"description": f"{n} {INVALID_CODE[n]} fails", "schema": f"{n}.json", "data": INVALID_CODE[n],
                      "valid": False, "covers": f"{n}:enum"})
    cases += [
        {"description": "ResponseCode 1 (success) passes", "schema": "ResponseCode.json", "data": 1, "valid": True},
        {"description": "ResponseCode 0 (saved-card entries) passes", "schema": "ResponseCode.json", "data": 0, "valid": True},
        {"description": "ResponseCode as a string fails", "schema": "ResponseCode.json", "data": "1", "valid": False,
         "covers": "ResponseCode:type"},
        {"description": "ResponseCode 1.5 fails (int)", "schema": "ResponseCode.json", "data": 1.5, "valid": False,
         "covers": "ResponseCode:type"},
        {"description": "OrderStatus REFUNDED passes", "schema": "OrderStatus.json", "data": "REFUNDED", "valid": True},
        {"description": "OrderStatus is open: another string passes (other values not shown)", "schema": "OrderStatus.json",
         "data": "ANOTHER_STATUS", "valid": True},
        {"description": "OrderStatus as a number fails", "schema": "OrderStatus.json", "data": 1, "valid": False,
         "covers": "OrderStatus:type"},
    ]
    return cases


def dump_cases(cases):
    """One case per line: a table that diffs case by case."""
    return "[\n" + ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in cases) + "\n]\n"


os.makedirs(OUT, exist_ok=True)
for area, models in AREA.items():
    cases = []
    for m in models:
        cases += model_cases(m)
    if area == "common":
        cases += scalar_cases()
    with open(os.path.join(OUT, f"models-{area}.json"), "w") as fh:
        fh.write(dump_cases(cases))
    print(area, len(cases))


# ---- operation-level cases: headers and Basic auth, query, response headers, Base64 create-order body
import base64


def b64(obj_or_text):
    text = obj_or_text if isinstance(obj_or_text, str) else json.dumps(obj_or_text, separators=(",", ":"), ensure_ascii=False)
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


BASIC = "Basic bWVyY2hhbnQ6Y3JlZGVudGlhbA=="  # base64("merchant:credential"), a placeholder
ops_basic = ["createCustomer", "getCustomer", "updateCustomer", "getOrder", "refundPayment", "saveCard",
             "fetchSavedCards", "deleteSavedCard"]
ops_no_basic = ["createOrder", "processPayment", "calculateEmi", "validateScheme"]

hdr = []
for op in ops_basic:
    hdr.append({"description": f"{op}: Basic Authorization passes", "schema": f"op:{op}:headers",
                "data": {"authorization": BASIC}, "valid": True})
    hdr.append({"description": f"{op}: missing Authorization fails (HTTP Basic required)", "schema": f"op:{op}:headers",
                "data": {}, "valid": False, "covers": f"op:{op}:basic-auth"})
    hdr.append({"description": f"{op}: a Bearer Authorization fails (scheme must be Basic)", "schema": f"op:{op}:headers",
                "data": {"authorization": "Bearer TOKEN-PLACEHOLDER"}, "valid": False, "covers": f"op:{op}:basic-auth"})
for op in ["calculateEmi", "validateScheme", "processPayment"]:
    hdr.append({"description": f"{op}: no Authorization needed (credentials in the body or the token)",
                "schema": f"op:{op}:headers", "data": {}, "valid": True})
hdr += [
    {"description": "createOrder: x-verify present passes", "schema": "op:createOrder:headers",
     "data": {"x-verify": "X-VERIFY-PLACEHOLDER"}, "valid": True},
    {"description": "createOrder: missing x-verify fails (required header)", "schema": "op:createOrder:headers",
     "data": {}, "valid": False, "covers": "op:createOrder:header:x-verify"},
    {"description": "createOrder: no Basic Authorization needed (x-verify and body credentials)",
     "schema": "op:createOrder:headers", "data": {"x-verify": "X-VERIFY-PLACEHOLDER"}, "valid": True},
    {"description": "processPayment: token query parameter passes", "schema": "op:processPayment:query",
     "data": {"token": "TOKEN-PLACEHOLDER"}, "valid": True},
    {"description": "processPayment: missing token fails (required query parameter)", "schema": "op:processPayment:query",
     "data": {}, "valid": False, "covers": "op:processPayment:query:token"},
    {"description": "refundPayment response: x-verify header present passes", "schema": "op:refundPayment:response-headers:200",
     "data": {"x-verify": "X-VERIFY-PLACEHOLDER"}, "valid": True},
    {"description": "refundPayment response: missing x-verify header fails", "schema": "op:refundPayment:response-headers:200",
     "data": {}, "valid": False, "covers": "op:refundPayment:response-header:x-verify"},
    {"description": "getCustomer: customerId as a long passes", "schema": "op:getCustomer:path",
     "data": {"customerId": 123456}, "valid": True},
    {"description": "getCustomer: missing customerId fails", "schema": "op:getCustomer:path",
     "data": {}, "valid": False, "covers": "op:getCustomer:path:customerId"},
    {"description": "updateCustomer: CustomerId (capital C) passes", "schema": "op:updateCustomer:path",
     "data": {"CustomerId": 123456}, "valid": True},
    {"description": "updateCustomer: customerId (lower-case c) is not the documented name", "schema": "op:updateCustomer:path",
     "data": {"customerId": 123456}, "valid": False, "covers": "op:updateCustomer:path:CustomerId"},
    {"description": "getOrder: order_id passes", "schema": "op:getOrder:path", "data": {"order_id": 1000001}, "valid": True},
    {"description": "refundPayment: payment_id passes", "schema": "op:refundPayment:path",
     "data": {"payment_id": 2000001}, "valid": True},
]

payloads = schemas["CreateOrderPayload"]["examples"]
known, new = payloads[0], payloads[1]
missing_order_id = copy.deepcopy(known)
del missing_order_id["merchant_data"]["order_id"]
int_mode = copy.deepcopy(known)
int_mode["txn_data"]["payment_mode"] = 10
nav3 = copy.deepcopy(known)
nav3["txn_data"]["navigation_mode"] = 3
extra = copy.deepcopy(known)
extra["merchant_data"]["preferred_gateway"] = "x"
long_order = copy.deepcopy(known)
long_order["merchant_data"]["order_id"] = "9" * 201
no_txn = copy.deepcopy(known)
del no_txn["txn_data"]

T = "op:createOrder:request+payload"
enc = [
    {"description": "create order: Base64 of the known-customer payload passes (outer and inner)", "schema": T,
     "data": {"request": b64(known)}, "decoded": known, "valid": True},
    {"description": "create order: Base64 of the new-customer payload passes (outer and inner)", "schema": T,
     "data": {"request": b64(new)}, "decoded": new, "valid": True},
    {"description": "create order: inner payload missing merchant_data.order_id fails", "schema": T,
     "data": {"request": b64(missing_order_id)}, "decoded": missing_order_id, "valid": False, "stage": "payload",
     "covers": "CreateOrderPayload:inner-required"},
    {"description": "create order: inner payload without txn_data fails", "schema": T,
     "data": {"request": b64(no_txn)}, "decoded": no_txn, "valid": False, "stage": "payload"},
    {"description": "create order: inner merchant_data.order_id of 201 characters fails (String(200))", "schema": T,
     "data": {"request": b64(long_order)}, "decoded": long_order, "valid": False, "stage": "payload"},
    {"description": "create order: inner txn_data.payment_mode as an int fails (a String in this payload)", "schema": T,
     "data": {"request": b64(int_mode)}, "decoded": int_mode, "valid": False, "stage": "payload"},
    {"description": "create order: inner txn_data.navigation_mode 3 passes (the table gives 7; other values not shown: D7)", "schema": T,
     "data": {"request": b64(nav3)}, "decoded": nav3, "valid": True},
    {"description": "create order: inner undeclared property (a guessed preferred-gateway name) fails", "schema": T,
     "data": {"request": b64(extra)}, "decoded": extra, "valid": False, "stage": "payload"},
    {"description": "create order: a request that is not Base64 fails at the decode step", "schema": T,
     "data": {"request": "this is not base64!"}, "valid": False, "stage": "base64", "covers": "CreateOrderPayload:base64"},
    {"description": "create order: Base64 with a character outside the alphabet fails at the decode step", "schema": T,
     "data": {"request": b64(known)[:-4] + "*A=="}, "valid": False, "stage": "base64"},
    {"description": "create order: Base64 of text that is not JSON fails at the JSON step", "schema": T,
     "data": {"request": b64("merchant_id=1234&order_id=ORDER-0001")}, "decoded": "merchant_id=1234&order_id=ORDER-0001",
     "valid": False, "stage": "json", "covers": "CreateOrderPayload:json"},
    {"description": "create order: the payload sent as a JSON object instead of Base64 fails (outer)", "schema": T,
     "data": {"request": known}, "valid": False, "stage": "outer"},
    {"description": "create order: the payload sent unwrapped (no request field) fails (outer)", "schema": T,
     "data": known, "valid": False, "stage": "outer"},
    {"description": "create order: an undeclared property beside request fails (outer)", "schema": T,
     "data": {"request": b64(known), "x": 1}, "valid": False, "stage": "outer"},
]

for fname, cases in (("operations-headers.json", hdr), ("create-order-base64.json", enc)):
    with open(os.path.join(OUT, fname), "w") as fh:
        fh.write(dump_cases(cases))
    print(fname, len(cases))


# ---- operation bodies, through the OpenAPI document: first example of each op, plus broken variants
bodies = []
for path, item in oa["paths"].items():
    for method, op in item.items():
        oid = op["operationId"]
        rb = op.get("requestBody", {}).get("content", {}).get("application/json")
        if rb:
            ex = next(iter(rb["examples"].values()))["value"]
            bodies.append({"description": f"{oid}: request illustration passes", "schema": f"op:{oid}:request", "data": ex, "valid": True})
            d = copy.deepcopy(ex); d["undeclared_property"] = "x"
            bodies.append({"description": f"{oid}: request with an undeclared property fails", "schema": f"op:{oid}:request",
                           "data": d, "valid": False, "covers": f"op:{oid}:request:sealed"})
            req = schemas[oa_model(rb["schema"])].get("required", [])
            if req:
                d = copy.deepcopy(ex); del d[req[0]]
                bodies.append({"description": f"{oid}: request without {req[0]} fails (required)", "schema": f"op:{oid}:request",
                               "data": d, "valid": False, "covers": f"op:{oid}:request:required"})
        c = op["responses"]["200"]["content"]["application/json"]
        ex = next(iter(c["examples"].values()))["value"]
        bodies.append({"description": f"{oid}: response illustration passes", "schema": f"op:{oid}:response:200", "data": ex, "valid": True})
        d = copy.deepcopy(ex); del d["response_code"]
        bodies.append({"description": f"{oid}: response without response_code fails (every response carries it)",
                       "schema": f"op:{oid}:response:200", "data": d, "valid": False, "covers": f"op:{oid}:response:required"})
        d = copy.deepcopy(ex); d["response_message"] = 1
        bodies.append({"description": f"{oid}: response_message as a number fails", "schema": f"op:{oid}:response:200",
                       "data": d, "valid": False})
# named variants of the brief
pp = "op:processPayment:request"
card = next(iter(oa["paths"]["/api/v2/process/payment"]["post"]["requestBody"]["content"]["application/json"]["examples"].values()))["value"]
for k, v, ok, why in (("payment_mode", 2, False, "2 is not a payment mode"), ("navigation_mode", 3, False, "3 is not a navigation mode"),
                      ("payment_mode", 14, True, "14 debit EMI"), ("navigation_mode", 2, True, "2 redirect")):
    d = copy.deepcopy(card); d[k] = v
    bodies.append({"description": f"processPayment: {k} {v} {'passes' if ok else 'fails'} ({why})", "schema": pp, "data": d, "valid": ok})
d = copy.deepcopy(card); d["card_data"]["card_expiry_year"] = "2030"
bodies.append({"description": "processPayment: card_expiry_year of 4 characters fails (String(2) as documented)", "schema": pp, "data": d, "valid": False})
d = copy.deepcopy(card); d["card_data"]["card_expiry_month"] = "0912"
bodies.append({"description": "processPayment: card_expiry_month of 4 characters passes (String(4) as documented)", "schema": pp, "data": d, "valid": True})
d = copy.deepcopy(card); del d["card_data"]["cvv"]
bodies.append({"description": "processPayment: card_data without cvv fails (required for card)", "schema": pp, "data": d, "valid": False})
d = copy.deepcopy(card); d["emi_data"] = {}
bodies.append({"description": "processPayment: emi_data fails (EMI-mode data not shown, not in the contract)", "schema": pp, "data": d, "valid": False})
# issue 9, D2: the per-mode rows of the process payment table ("yes (card)", "yes (netbanking)", "yes (UPI)",
# "yes (GPay)", "yes (wallet)") are enforced with if/then on payment_mode and upi_option
for body, ok, why in (
    ({"payment_mode": 1, "navigation_mode": 7}, False, "card mode without card_data or saved_card_id"),
    ({"payment_mode": 1, "navigation_mode": 2, "saved_card_id": 3000001}, True, "card mode with saved_card_id only"),
    ({**copy.deepcopy(card), "saved_card_id": 3000001}, True, "card mode with both card_data and saved_card_id: not exclusive (Q11)"),
    ({"payment_mode": 3, "navigation_mode": 2}, False, "netbanking without netbanking_data"),
    ({"payment_mode": 3, "navigation_mode": 2, "netbanking_data": {}}, False, "netbanking_data without pay_code"),
    ({"payment_mode": 10, "navigation_mode": 7}, False, "UPI mode without upi_data"),
    ({"payment_mode": 10, "navigation_mode": 7, "upi_data": {"upi_option": "UPI"}}, False, "upi_option UPI without vpa"),
    ({"payment_mode": 10, "navigation_mode": 7, "upi_data": {"upi_option": "GPay"}}, False, "upi_option GPay without mobile_no"),
    ({"payment_mode": 10, "navigation_mode": 7, "upi_data": {"upi_option": "GPay", "mobile_no": "9999999999"}}, True,
     "upi_option GPay with mobile_no and no vpa (decision: \"(UPI)\" read as the upi_option value)"),
    ({"payment_mode": 11, "navigation_mode": 2}, False, "wallet mode without wallet_data"),
    ({"payment_mode": 11, "navigation_mode": 2, "wallet_data": {}}, False, "wallet_data without wallet_code"),
    ({"payment_mode": 4, "navigation_mode": 7}, True, "EMI mode: its data is not shown, nothing more is required"),
):
    bodies.append({"description": f"processPayment: {why} {'passes' if ok else 'fails'}", "schema": pp, "data": body, "valid": ok})
bodies.append({"description": "updateCustomer: an empty body passes (all fields optional)", "schema": "op:updateCustomer:request", "data": {}, "valid": True})
bodies.append({"description": "updateCustomer: first_name of 200 characters passes (decision: Varchar(200))", "schema": "op:updateCustomer:request", "data": {"first_name": "9" * 200}, "valid": True})
bodies.append({"description": "updateCustomer: first_name of 201 characters fails", "schema": "op:updateCustomer:request", "data": {"first_name": "9" * 201}, "valid": False})
bodies.append({"description": "updateCustomer response: customer_ref_no is not returned by update", "schema": "op:updateCustomer:response:200",
               "data": {**schemas["UpdatedCustomerRecord"]["examples"][0], "customer_ref_no": "CUST-REF-0001"}, "valid": False})
bodies.append({"description": "validateScheme response: open shape, extra properties pass (shape not shown)", "schema": "op:validateScheme:response:200",
               "data": {"response_code": 1, "response_message": "SUCCESS", "anything": {"x": 1}}, "valid": True})
bodies.append({"description": "createOrder response: {vendor}_order_id is not the contract's name (decision: order_id)", "schema": "op:createOrder:response:200",
               "data": {"token": "TOKEN-PLACEHOLDER", "{vendor}_order_id": 1000001, "response_code": 1, "response_message": "SUCCESS"}, "valid": False})
bodies.append({"description": "createOrder response: order_id as a string passes (type not shown)", "schema": "op:createOrder:response:200",
               "data": {"token": "TOKEN-PLACEHOLDER", "order_id": "1000001", "response_code": 1, "response_message": "SUCCESS"}, "valid": True})
with open(os.path.join(OUT, "operations-bodies.json"), "w") as fh:
    fh.write(dump_cases(bodies))
print("operations-bodies.json", len(bodies))
