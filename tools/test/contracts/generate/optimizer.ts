// The optimizer's case tables (tools/test/contracts/cases/optimizer/*.json), derived from the emitted
// contract (generated/optimizer). For every JSON Schema model it takes a base instance (the richest
// instance of that model found in the contract's own examples, completed with synthesised optional
// fields so that every declared property is present), and writes:
//   - the base instance (valid),
//   - per property: removed (valid iff optional), wrong JSON type (invalid), maxLength N (valid) and
//     N+1 (invalid), int32 range overflow (invalid), a long's safe-integer bounds (2^53 - 1 valid,
//     2^53 and -2^53 invalid), each enum member (valid) and an invalid code,
//     null where nullable (valid),
//   - an undeclared property (invalid; valid for the open shapes).
// Each invalid case names the constraint it covers (`covers`), which the test's coverage check reads.
// It also writes the operation-level tables (operations-headers.json, operations-bodies.json,
// create-order-base64.json). The tables are data: review the diff after regenerating (`npm run -s cases`).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { clone, dumpCases, dumps } from "./python-json.ts";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the contract's JSON, read as data
type Obj = Record<string, Json>;
type Case = Obj;

/** The maximum of a long in the contract (`@long`: 2^53 - 1). */
const LONG_MAX = 9007199254740991;

/** Optional properties the base instance leaves out because a rule of the model excludes them beside the
 *  illustration: the richest process-payment illustration is card mode with card_data, and card mode takes
 *  exactly one of card_data and saved_card_id (issue 20). */
const NOT_SYNTHESISED: Record<string, string[]> = { ProcessPaymentRequest: ["saved_card_id"] };

const AREA: Record<string, string[]> = {
  customers: ["CreateCustomerRequest", "UpdateCustomerRequest", "CustomerRecord", "UpdatedCustomerRecord"],
  orders: [
    "CreateOrderRequest",
    "CreateOrderPayload",
    "CreateOrderMerchantData",
    "CreateOrderPaymentInfoData",
    "OrderCustomerData",
    "AddressData",
    "AdditionalInfoData",
    "ProductInfoData",
    "TxnData",
    "CreateOrderResponse",
    "OrderRecord",
    "OrderMerchantData",
    "OrderData",
  ],
  payments: [
    "ProcessPaymentRequest",
    "PaymentCardData",
    "NetbankingData",
    "UpiData",
    "WalletData",
    "ProcessPaymentResponse",
    "RefundRequest",
    "RefundRecord",
    "RefundOrderData",
    "RefundPaymentInfoData",
  ],
  cards: [
    "CardCustomerData",
    "SaveCardRequest",
    "SaveCardData",
    "SavedCardRecord",
    "FetchSavedCardsRequest",
    "SavedCardList",
    "DeleteSavedCardRequest",
    "DeleteCardData",
    "DeleteSavedCardResponse",
  ],
  emi: [
    "EmiCalculatorRequest",
    "EmiCalculatorResponse",
    "EmiIssuer",
    "EmiTenure",
    "OfferScheme",
    "EmiScheme",
    "OfferProductDetail",
    "ProductScheme",
    "SchemeValidationRequest",
    "SchemeValidationCardData",
    "SchemeValidationResponse",
  ],
  common: ["ResponseStatus", "MerchantCredentials", "PaymentData", "ProductDetail"],
};
const SCALARS = ["PaymentMode", "NavigationMode", "ResponseCode", "OrderStatus"];
const INVALID_CODE: Record<string, number> = { PaymentMode: 2, NavigationMode: 3 };

const BASIC = "Basic bWVyY2hhbnQ6Y3JlZGVudGlhbA=="; // base64("merchant:credential"), a placeholder
const OPS_BASIC = ["createCustomer", "getCustomer", "updateCustomer", "getOrder", "refundPayment", "saveCard", "fetchSavedCards", "deleteSavedCard"];

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const refName = (s: Obj): string | undefined => (s.$ref ? String(s.$ref).slice(0, -5) : undefined);
const oaModel = (s: Obj): string | undefined => (s.$ref ? String(s.$ref).split("/").at(-1) : undefined);
const firstExample = (media: Obj): Json => Object.values(media.examples as Obj)[0].value;
const b64 = (v: Json): string => Buffer.from(typeof v === "string" ? v : JSON.stringify(v), "utf8").toString("base64");

/** The optimizer's tables, file name → content, read from `generated` (the folder `make` writes). */
export function optimizerTables(generated: string): Record<string, string> {
  const dir = path.join(generated, "optimizer", "schemas");
  const schemas: Record<string, Obj> = {};
  for (const f of readdirSync(dir).sort()) schemas[f.slice(0, -5)] = JSON.parse(readFileSync(path.join(dir, f), "utf8"));
  const listed = new Set([...Object.values(AREA).flat(), ...SCALARS]);
  const names = Object.keys(schemas);
  if (names.length !== listed.size || names.some((n) => !listed.has(n))) {
    throw new Error(`optimizer models and AREA disagree: ${names.filter((n) => !listed.has(n)).join(", ")}`);
  }
  const oa: Obj = JSON.parse(readFileSync(path.join(generated, "optimizer", "openapi.json"), "utf8"));

  // ---- collect instances of every model from the examples
  const instances: Record<string, Obj[]> = Object.fromEntries(names.map((n) => [n, []]));
  const collect = (name: string, data: Json): void => {
    const sch = schemas[name]!;
    if (sch.type !== "object" || !isObj(data)) return;
    instances[name]!.push(data);
    for (const [prop, ps] of Object.entries((sch.properties ?? {}) as Obj)) if (prop in data) collectProp(ps, data[prop]);
  };
  const collectProp = (ps: Obj, value: Json): void => {
    const n = refName(ps);
    if (n) collect(n, value);
    else if (ps.type === "array" && Array.isArray(value)) for (const v of value) collectProp(ps.items, v);
    else if ("anyOf" in ps) for (const alt of ps.anyOf) if (refName(alt) && isObj(value)) collect(refName(alt)!, value);
  };
  for (const [name, sch] of Object.entries(schemas)) for (const ex of sch.examples ?? []) collect(name, ex);
  const operations = (): Obj[] => Object.values(oa.paths as Obj).flatMap((item: Obj) => Object.values(item));
  for (const op of operations()) {
    const rb = op.requestBody?.content?.["application/json"] ?? {};
    for (const ex of Object.values((rb.examples ?? {}) as Obj)) collect(oaModel(rb.schema)!, ex.value);
    for (const resp of Object.values((op.responses ?? {}) as Obj)) {
      const c = resp.content?.["application/json"] ?? {};
      for (const ex of Object.values((c.examples ?? {}) as Obj)) collect(oaModel(c.schema)!, ex.value);
    }
  }

  // ---- synthesise values for properties absent from every example
  const synthProp = (ps: Obj): Json => {
    const n = refName(ps);
    if (n) {
      const s = schemas[n]!;
      if ("enum" in s) return s.enum[0];
      if (s.type === "object") return synth(n);
      if (s.type === "integer") return 1;
      if (s.type === "string") return n === "OrderStatus" ? "REFUNDED" : "x";
    }
    switch (ps.type) {
      case "string":
        return "x";
      case "integer":
      case "number":
        return 1;
      case "boolean":
        return ps.default ?? true;
      case "array":
        return [synthProp(ps.items)];
    }
    if ("anyOf" in ps) return synthProp(ps.anyOf[0]);
    throw new Error(`cannot synthesise ${JSON.stringify(ps)}`);
  };
  const synth = (name: string): Obj => Object.fromEntries(Object.entries((schemas[name]!.properties ?? {}) as Obj).map(([p, ps]) => [p, synthProp(ps)]));
  const baseOf = (name: string): [Obj, string[]] => {
    const cands = instances[name]!;
    let richest: Obj | undefined;
    for (const c of cands) if (!richest || Object.keys(c).length > Object.keys(richest).length) richest = c;
    const base = richest ? clone(richest) : synth(name);
    const synthesised: string[] = [];
    for (const [p, ps] of Object.entries((schemas[name]!.properties ?? {}) as Obj)) {
      if (!(p in base) && !NOT_SYNTHESISED[name]?.includes(p)) {
        base[p] = synthProp(ps);
        synthesised.push(p);
      }
    }
    return [base, synthesised];
  };

  /** A value of a JSON type the property does not accept, and that type's name. */
  const wrongType = (ps: Obj): [Json, string] => {
    const n = refName(ps);
    if (n) {
      const s = schemas[n]!;
      if ("enum" in s || s.type === "integer" || s.type === "number") return ["1", "a string"];
      if (s.type === "object") return ["x", "a string"];
      if (s.type === "string") return [1, "a number"];
    }
    if (ps.type === "string") return [1, "a number"];
    if (ps.type === "integer" || ps.type === "number") return ["1", "a string"];
    if (ps.type === "boolean") return ["true", "a string"];
    if (ps.type === "array") return [{}, "an object"];
    if ("anyOf" in ps) return [true, "a boolean"];
    throw new Error(`no wrong type for ${JSON.stringify(ps)}`);
  };

  /** The description of an `allOf` `if`/`then` rule that requires `prop` for this instance, or undefined.
   *  Only the contract's own form is read: `if: {properties: {k: {const: v}}, required: [k]}`. */
  const conditionallyRequired = (sch: Obj, data: Obj, prop: string): string | undefined => {
    for (const rule of sch.allOf ?? []) {
      const cond = Object.entries((rule.if?.properties ?? {}) as Obj);
      if (cond.length && cond.every(([k, c]) => k in data && "const" in c && dumps(data[k]) === dumps(c.const))) {
        if ((rule.then?.required ?? []).includes(prop)) return rule.description ?? "";
      }
    }
    return undefined;
  };

  /** The other properties of an `allOf` `if`/`then` rule that asks for exactly one of several properties
   *  (`then: {oneOf: [{required: [a]}, {required: [b]}]}`: card mode's card_data or saved_card_id) when the rule
   *  applies to this instance and names `prop`; else []. */
  const exclusiveWith = (sch: Obj, data: Obj, prop: string): string[] => {
    for (const rule of sch.allOf ?? []) {
      const cond = Object.entries((rule.if?.properties ?? {}) as Obj);
      if (!cond.length || !cond.every(([k, c]) => k in data && "const" in c && dumps(data[k]) === dumps(c.const))) continue;
      const alts: string[] = (rule.then?.oneOf ?? []).map((a: Obj) => a.required?.[0]).filter((a: Json) => typeof a === "string");
      if (alts.includes(prop)) return alts.filter((a) => a !== prop);
    }
    return [];
  };

  const modelCases = (name: string): Case[] => {
    const sch = schemas[name]!;
    const schema = `${name}.json`;
    const [base, synthesised] = baseOf(name);
    const cases: Case[] = [];
    const note = synthesised.length ? ` (optional ${synthesised.join(", ")} added)` : "";
    cases.push({ description: `${name}: the illustration${note} passes`, schema, data: base, valid: true });
    const required = new Set<string>(sch.required ?? []);
    // A value for `p`, with the properties an exactly-one-of rule excludes beside it left out.
    const variant = (p: string, v: Json): Obj => {
      const d: Obj = { ...clone(base), [p]: v };
      for (const other of exclusiveWith(sch, base, p)) delete d[other];
      return d;
    };
    for (const [p, ps] of Object.entries((sch.properties ?? {}) as Obj)) {
      const label = `${name}.${p}`;
      const d = clone(base);
      delete d[p];
      const rule = conditionallyRequired(sch, base, p);
      const others = exclusiveWith(sch, base, p);
      if (required.has(p)) {
        cases.push({ description: `${label} missing fails (required)`, schema, data: d, valid: false, covers: `${label}:required` });
      } else if (others.length && !others.some((o) => o in base)) {
        cases.push({ description: `${label} missing fails here (exactly one of ${[p, ...others].join(", ")})`, schema, data: d, valid: false });
      } else if (rule !== undefined) {
        cases.push({ description: `${label} missing fails here (${rule})`, schema, data: d, valid: false });
      } else {
        cases.push({ description: `${label} absent passes (optional)`, schema, data: d, valid: true });
      }
      const [v, tname] = wrongType(ps);
      cases.push({ description: `${label} as ${tname} fails (type)`, schema, data: variant(p, v), valid: false, covers: `${label}:type` });
      if ("maxLength" in ps) {
        const n: number = ps.maxLength;
        cases.push({ description: `${label} of ${n} characters passes (limit ${n})`, schema, data: variant(p, "9".repeat(n)), valid: true });
        cases.push({
          description: `${label} of ${n + 1} characters fails (limit ${n})`,
          schema,
          data: variant(p, "9".repeat(n + 1)),
          valid: false,
          covers: `${label}:maxLength`,
        });
      }
      if (ps.maximum === 2147483647) {
        cases.push({ description: `${label} above the int range fails (int32)`, schema, data: variant(p, 2147483648), valid: false, covers: `${label}:int32` });
      }
      if (ps.maximum === LONG_MAX) {
        // a long (issue 27): bounded to the integers a JSON number carries exactly, ±(2^53 - 1)
        cases.push({ description: `${label} = 2^53 - 1 passes (long)`, schema, data: variant(p, LONG_MAX), valid: true });
        cases.push({
          description: `${label} = 2^53 fails (long: beyond the safe-integer range)`,
          schema,
          data: variant(p, LONG_MAX + 1),
          valid: false,
          covers: `${label}:int64`,
        });
        cases.push({
          description: `${label} = -2^53 fails (long: beyond the safe-integer range)`,
          schema,
          data: variant(p, -LONG_MAX - 1),
          valid: false,
          covers: `${label}:int64`,
        });
      }
      const n = refName(ps);
      if (n && "enum" in schemas[n]!) {
        for (const member of schemas[n]!.enum) {
          cases.push({ description: `${label} = ${member} passes (${n})`, schema, data: variant(p, member), valid: true });
        }
        const bad = INVALID_CODE[n]!;
        cases.push({ description: `${label} = ${bad} fails (not a ${n} code)`, schema, data: variant(p, bad), valid: false, covers: `${label}:enum` });
      }
      if ("anyOf" in ps && ps.anyOf.some((a: Obj) => a.type === "null")) {
        cases.push({ description: `${label} null passes (string or null)`, schema, data: variant(p, null), valid: true });
      }
      if ("default" in ps) {
        cases.push({ description: `${label} default is ${dumps(ps.default)}`, schema, data: variant(p, ps.default), valid: true });
      }
    }
    const d = { ...clone(base), undeclared_property: "x" };
    if (dumps(sch.unevaluatedProperties) === dumps({ not: {} })) {
      cases.push({ description: `${name} with an undeclared property fails (sealed)`, schema, data: d, valid: false, covers: `${name}:sealed` });
    } else {
      cases.push({ description: `${name} with an undeclared property passes (open shape: not shown)`, schema, data: d, valid: true });
    }
    return cases;
  };

  const scalarCases = (): Case[] => {
    const cases: Case[] = [];
    for (const n of ["PaymentMode", "NavigationMode"]) {
      for (const m of schemas[n]!.enum) cases.push({ description: `${n} ${m} passes`, schema: `${n}.json`, data: m, valid: true });
      cases.push({ description: `${n} ${INVALID_CODE[n]} fails`, schema: `${n}.json`, data: INVALID_CODE[n], valid: false, covers: `${n}:enum` });
    }
    cases.push(
      { description: "ResponseCode 1 (success) passes", schema: "ResponseCode.json", data: 1, valid: true },
      { description: "ResponseCode 0 (saved-card entries) passes", schema: "ResponseCode.json", data: 0, valid: true },
      { description: "ResponseCode as a string fails", schema: "ResponseCode.json", data: "1", valid: false, covers: "ResponseCode:type" },
      { description: "ResponseCode 1.5 fails (int)", schema: "ResponseCode.json", data: 1.5, valid: false, covers: "ResponseCode:type" },
      { description: "OrderStatus REFUNDED passes", schema: "OrderStatus.json", data: "REFUNDED", valid: true },
      { description: "OrderStatus is open: another string passes (other values not shown)", schema: "OrderStatus.json", data: "ANOTHER_STATUS", valid: true },
      { description: "OrderStatus as a number fails", schema: "OrderStatus.json", data: 1, valid: false, covers: "OrderStatus:type" },
    );
    return cases;
  };

  const tables: Record<string, string> = {};
  for (const [area, models] of Object.entries(AREA)) {
    const cases = models.flatMap(modelCases);
    if (area === "common") cases.push(...scalarCases());
    tables[`models-${area}.json`] = dumpCases(cases, "  ");
  }
  tables["operations-headers.json"] = dumpCases(headerCases(), "  ");
  tables["create-order-base64.json"] = dumpCases(createOrderCases(schemas), "  ");
  tables["operations-bodies.json"] = dumpCases(bodyCases(schemas, oa, operations()), "  ");
  return tables;
}

/** Operation-level cases: headers and Basic auth, query, path and response headers. */
function headerCases(): Case[] {
  const hdr: Case[] = [];
  for (const op of OPS_BASIC) {
    const schema = `op:${op}:headers`;
    hdr.push({ description: `${op}: Basic Authorization passes`, schema, data: { authorization: BASIC }, valid: true });
    hdr.push({ description: `${op}: missing Authorization fails (HTTP Basic required)`, schema, data: {}, valid: false, covers: `op:${op}:basic-auth` });
    hdr.push({
      description: `${op}: a Bearer Authorization fails (scheme must be Basic)`,
      schema,
      data: { authorization: "Bearer TOKEN-PLACEHOLDER" },
      valid: false,
      covers: `op:${op}:basic-auth`,
    });
  }
  for (const op of ["calculateEmi", "validateScheme", "processPayment"]) {
    hdr.push({ description: `${op}: no Authorization needed (credentials in the body or the token)`, schema: `op:${op}:headers`, data: {}, valid: true });
  }
  hdr.push(
    { description: "createOrder: x-verify present passes", schema: "op:createOrder:headers", data: { "x-verify": "X-VERIFY-PLACEHOLDER" }, valid: true },
    {
      description: "createOrder: missing x-verify fails (required header)",
      schema: "op:createOrder:headers",
      data: {},
      valid: false,
      covers: "op:createOrder:header:x-verify",
    },
    {
      description: "createOrder: no Basic Authorization needed (x-verify and body credentials)",
      schema: "op:createOrder:headers",
      data: { "x-verify": "X-VERIFY-PLACEHOLDER" },
      valid: true,
    },
    { description: "processPayment: token query parameter passes", schema: "op:processPayment:query", data: { token: "TOKEN-PLACEHOLDER" }, valid: true },
    {
      description: "processPayment: missing token fails (required query parameter)",
      schema: "op:processPayment:query",
      data: {},
      valid: false,
      covers: "op:processPayment:query:token",
    },
    {
      description: "refundPayment response: x-verify header present passes",
      schema: "op:refundPayment:response-headers:200",
      data: { "x-verify": "X-VERIFY-PLACEHOLDER" },
      valid: true,
    },
    {
      description: "refundPayment response: missing x-verify header fails",
      schema: "op:refundPayment:response-headers:200",
      data: {},
      valid: false,
      covers: "op:refundPayment:response-header:x-verify",
    },
    { description: "getCustomer: customerId as a long passes", schema: "op:getCustomer:path", data: { customerId: 123456 }, valid: true },
    { description: "getCustomer: missing customerId fails", schema: "op:getCustomer:path", data: {}, valid: false, covers: "op:getCustomer:path:customerId" },
    { description: "updateCustomer: CustomerId (capital C) passes", schema: "op:updateCustomer:path", data: { CustomerId: 123456 }, valid: true },
    {
      description: "updateCustomer: customerId (lower-case c) is not the documented name",
      schema: "op:updateCustomer:path",
      data: { customerId: 123456 },
      valid: false,
      covers: "op:updateCustomer:path:CustomerId",
    },
    { description: "getOrder: order_id passes", schema: "op:getOrder:path", data: { order_id: 1000001 }, valid: true },
    { description: "refundPayment: payment_id passes", schema: "op:refundPayment:path", data: { payment_id: 2000001 }, valid: true },
    ...(["getCustomer:customerId", "updateCustomer:CustomerId", "getOrder:order_id", "refundPayment:payment_id"] as const).flatMap((k) => {
      const [op, name] = k.split(":") as [string, string];
      return [
        { description: `${op}: ${name} = 2^53 - 1 passes (long)`, schema: `op:${op}:path`, data: { [name]: LONG_MAX }, valid: true },
        {
          description: `${op}: ${name} = 2^53 fails (long: beyond the safe-integer range)`,
          schema: `op:${op}:path`,
          data: { [name]: LONG_MAX + 1 },
          valid: false,
        },
      ];
    }),
  );
  return hdr;
}

/** The create-order body: Base64 of a JSON payload, checked outer, decode, JSON and inner. */
function createOrderCases(schemas: Record<string, Obj>): Case[] {
  const [known, fresh] = schemas.CreateOrderPayload!.examples as [Obj, Obj];
  const edit = (f: (d: Obj) => void): Obj => {
    const d = clone(known);
    f(d);
    return d;
  };
  const missingOrderId = edit((d) => delete d.merchant_data.order_id);
  const intMode = edit((d) => (d.txn_data.payment_mode = 10));
  const nav3 = edit((d) => (d.txn_data.navigation_mode = 3));
  const extra = edit((d) => (d.merchant_data.preferred_gateway = "x"));
  const longOrder = edit((d) => (d.merchant_data.order_id = "9".repeat(201)));
  const noTxn = edit((d) => delete d.txn_data);
  const schema = "op:createOrder:request+payload";
  const text = "merchant_id=1234&order_id=ORDER-0001";
  return [
    {
      description: "create order: Base64 of the known-customer payload passes (outer and inner)",
      schema,
      data: { request: b64(known) },
      decoded: known,
      valid: true,
    },
    {
      description: "create order: Base64 of the new-customer payload passes (outer and inner)",
      schema,
      data: { request: b64(fresh) },
      decoded: fresh,
      valid: true,
    },
    {
      description: "create order: inner payload missing merchant_data.order_id fails",
      schema,
      data: { request: b64(missingOrderId) },
      decoded: missingOrderId,
      valid: false,
      stage: "payload",
      covers: "CreateOrderPayload:inner-required",
    },
    {
      description: "create order: inner payload without txn_data fails",
      schema,
      data: { request: b64(noTxn) },
      decoded: noTxn,
      valid: false,
      stage: "payload",
    },
    {
      description: "create order: inner merchant_data.order_id of 201 characters fails (String(200))",
      schema,
      data: { request: b64(longOrder) },
      decoded: longOrder,
      valid: false,
      stage: "payload",
    },
    {
      description: "create order: inner txn_data.payment_mode as an int fails (a String in this payload)",
      schema,
      data: { request: b64(intMode) },
      decoded: intMode,
      valid: false,
      stage: "payload",
    },
    {
      description: "create order: inner txn_data.navigation_mode 3 passes (the table gives 7; other values not shown: D7)",
      schema,
      data: { request: b64(nav3) },
      decoded: nav3,
      valid: true,
    },
    {
      description: "create order: inner undeclared property (a guessed preferred-gateway name) fails",
      schema,
      data: { request: b64(extra) },
      decoded: extra,
      valid: false,
      stage: "payload",
    },
    {
      description: "create order: a request that is not Base64 fails at the decode step",
      schema,
      data: { request: "this is not base64!" },
      valid: false,
      stage: "base64",
      covers: "CreateOrderPayload:base64",
    },
    {
      description: "create order: Base64 with a character outside the alphabet fails at the decode step",
      schema,
      data: { request: `${b64(known).slice(0, -4)}*A==` },
      valid: false,
      stage: "base64",
    },
    {
      description: "create order: Base64 of text that is not JSON fails at the JSON step",
      schema,
      data: { request: b64(text) },
      decoded: text,
      valid: false,
      stage: "json",
      covers: "CreateOrderPayload:json",
    },
    {
      description: "create order: the payload sent as a JSON object instead of Base64 fails (outer)",
      schema,
      data: { request: known },
      valid: false,
      stage: "outer",
    },
    { description: "create order: the payload sent unwrapped (no request field) fails (outer)", schema, data: known, valid: false, stage: "outer" },
    {
      description: "create order: an undeclared property beside request fails (outer)",
      schema,
      data: { request: b64(known), x: 1 },
      valid: false,
      stage: "outer",
    },
  ];
}

/** Operation bodies, through the OpenAPI document: first example of each operation, broken variants, named variants. */
function bodyCases(schemas: Record<string, Obj>, oa: Obj, operations: Obj[]): Case[] {
  const bodies: Case[] = [];
  for (const op of operations) {
    const oid: string = op.operationId;
    const rb = op.requestBody?.content?.["application/json"];
    if (rb) {
      const ex = firstExample(rb);
      const schema = `op:${oid}:request`;
      bodies.push({ description: `${oid}: request illustration passes`, schema, data: ex, valid: true });
      bodies.push({
        description: `${oid}: request with an undeclared property fails`,
        schema,
        data: { ...clone(ex), undeclared_property: "x" },
        valid: false,
        covers: `op:${oid}:request:sealed`,
      });
      const req: string[] = schemas[oaModel(rb.schema)!]!.required ?? [];
      if (req.length) {
        const d = clone(ex);
        delete d[req[0]!];
        bodies.push({ description: `${oid}: request without ${req[0]} fails (required)`, schema, data: d, valid: false, covers: `op:${oid}:request:required` });
      }
    }
    const ex = firstExample(op.responses["200"].content["application/json"]);
    const schema = `op:${oid}:response:200`;
    bodies.push({ description: `${oid}: response illustration passes`, schema, data: ex, valid: true });
    const d = clone(ex);
    delete d.response_code;
    bodies.push({
      description: `${oid}: response without response_code fails (every response carries it)`,
      schema,
      data: d,
      valid: false,
      covers: `op:${oid}:response:required`,
    });
    bodies.push({ description: `${oid}: response_message as a number fails`, schema, data: { ...clone(ex), response_message: 1 }, valid: false });
  }
  // named variants of the brief
  const pp = "op:processPayment:request";
  const card: Obj = firstExample(oa.paths["/api/v2/process/payment"].post.requestBody.content["application/json"]);
  const edit = (f: (d: Obj) => void): Obj => {
    const d = clone(card);
    f(d);
    return d;
  };
  for (const [k, v, ok, why] of [
    ["payment_mode", 2, false, "2 is not a payment mode"],
    ["navigation_mode", 3, false, "3 is not a navigation mode"],
    ["payment_mode", 14, true, "14 debit EMI"],
    ["navigation_mode", 2, true, "2 redirect"],
  ] as const) {
    bodies.push({ description: `processPayment: ${k} ${v} ${ok ? "passes" : "fails"} (${why})`, schema: pp, data: { ...clone(card), [k]: v }, valid: ok });
  }
  bodies.push({
    description: "processPayment: card_expiry_year of 4 characters fails (String(2) as documented)",
    schema: pp,
    data: edit((d) => (d.card_data.card_expiry_year = "2030")),
    valid: false,
  });
  bodies.push({
    description: "processPayment: card_expiry_month of 4 characters passes (String(4) as documented)",
    schema: pp,
    data: edit((d) => (d.card_data.card_expiry_month = "0912")),
    valid: true,
  });
  bodies.push({
    description: "processPayment: card_data without cvv fails (required for card)",
    schema: pp,
    data: edit((d) => delete d.card_data.cvv),
    valid: false,
  });
  bodies.push({
    description: "processPayment: emi_data fails (EMI-mode data not shown, not in the contract)",
    schema: pp,
    data: { ...clone(card), emi_data: {} },
    valid: false,
  });
  // issue 9, D2, and issue 20: the per-mode rows of the process payment table ("yes (card)", "yes (netbanking)",
  // "yes (UPI)", "yes (GPay)", "yes (wallet)") and "for card mode send either this or card_data" are enforced
  // with if/then on payment_mode and upi_option
  const modes: [Obj, boolean, string][] = [
    [{ payment_mode: 1, navigation_mode: 7 }, false, "card mode without card_data or saved_card_id"],
    [{ payment_mode: 1, navigation_mode: 2, saved_card_id: 3000001 }, true, "card mode with saved_card_id only"],
    [
      { ...clone(card), saved_card_id: 3000001 },
      false,
      'card mode with both card_data and saved_card_id ("send either this or card_data": exclusive, issue 20)',
    ],
    [{ ...clone(card), payment_mode: 4, saved_card_id: 3000001 }, true, "EMI mode with both card_data and saved_card_id (the row speaks of card mode only)"],
    [{ payment_mode: 3, navigation_mode: 2 }, false, "netbanking without netbanking_data"],
    [{ payment_mode: 3, navigation_mode: 2, netbanking_data: {} }, false, "netbanking_data without pay_code"],
    [{ payment_mode: 10, navigation_mode: 7 }, false, "UPI mode without upi_data"],
    [{ payment_mode: 10, navigation_mode: 7, upi_data: { upi_option: "UPI" } }, false, "upi_option UPI without vpa"],
    [{ payment_mode: 10, navigation_mode: 7, upi_data: { upi_option: "GPay" } }, false, "upi_option GPay without mobile_no"],
    [
      { payment_mode: 10, navigation_mode: 7, upi_data: { upi_option: "GPay", mobile_no: "9999999999" } },
      false,
      'UPI mode, upi_option GPay with mobile_no and no vpa (issue 20: "yes (UPI)" is the payment mode)',
    ],
    [
      { payment_mode: 10, navigation_mode: 7, upi_data: { upi_option: "GPay", mobile_no: "9999999999", vpa: "customer@upi" } },
      true,
      "UPI mode, upi_option GPay with mobile_no and vpa",
    ],
    [{ payment_mode: 10, navigation_mode: 7, upi_data: { upi_option: "UPI", vpa: "customer@upi" } }, true, "UPI mode with vpa"],
    [
      { payment_mode: 11, navigation_mode: 2, wallet_data: { wallet_code: "W" }, upi_data: { upi_option: "UPI" } },
      true,
      "wallet mode with a upi_data without vpa (vpa is required in UPI mode only)",
    ],
    [{ payment_mode: 11, navigation_mode: 2 }, false, "wallet mode without wallet_data"],
    [{ payment_mode: 11, navigation_mode: 2, wallet_data: {} }, false, "wallet_data without wallet_code"],
    [{ payment_mode: 4, navigation_mode: 7 }, true, "EMI mode: its data is not shown, nothing more is required"],
  ];
  for (const [body, ok, why] of modes) {
    bodies.push({ description: `processPayment: ${why} ${ok ? "passes" : "fails"}`, schema: pp, data: body, valid: ok });
  }
  bodies.push(
    { description: "updateCustomer: an empty body passes (all fields optional)", schema: "op:updateCustomer:request", data: {}, valid: true },
    {
      description: "updateCustomer: first_name of 200 characters passes (decision: Varchar(200))",
      schema: "op:updateCustomer:request",
      data: { first_name: "9".repeat(200) },
      valid: true,
    },
    {
      description: "updateCustomer: first_name of 201 characters fails",
      schema: "op:updateCustomer:request",
      data: { first_name: "9".repeat(201) },
      valid: false,
    },
    {
      description: "updateCustomer response: customer_ref_no is not returned by update",
      schema: "op:updateCustomer:response:200",
      data: { ...schemas.UpdatedCustomerRecord!.examples[0], customer_ref_no: "CUST-REF-0001" },
      valid: false,
    },
    {
      description: "validateScheme response: open shape, extra properties pass (shape not shown)",
      schema: "op:validateScheme:response:200",
      data: { response_code: 1, response_message: "SUCCESS", anything: { x: 1 } },
      valid: true,
    },
    {
      description: "createOrder response: {vendor}_order_id is not the contract's name (decision: order_id)",
      schema: "op:createOrder:response:200",
      data: { token: "TOKEN-PLACEHOLDER", "{vendor}_order_id": 1000001, response_code: 1, response_message: "SUCCESS" },
      valid: false,
    },
    {
      description: "createOrder response: order_id as a string passes (type not shown)",
      schema: "op:createOrder:response:200",
      data: { token: "TOKEN-PLACEHOLDER", order_id: "1000001", response_code: 1, response_message: "SUCCESS" },
      valid: true,
    },
  );
  return bodies;
}
