// Contract tests of the payment-optimizer service (seed 001), table-driven from
// tools/test/contracts/cases/optimizer/*.json (written by generate/optimizer.ts, `npm run -s cases`),
// in the case grammar of every service (tools/test/support/cases.ts, run by ./harness.ts), plus the
// optimizer's own targets and checks:
//   op:<operationId>:headers                     header parameters AND the operation's HTTP Basic security
//   op:<operationId>:response-headers:<status>   documented response headers
//   op:createOrder:request+payload               outer body, then Base64 decode, JSON parse, inner payload
//                                                (`decoded` and `stage` of the case are checked too)
// "Model.json" cases run against the JSON Schema and against the OpenAPI component of the same name,
// and both must agree. `covers` names the constraint an invalid case exercises; a coverage check
// fails when a constraint of the emitted schemas has no failing case.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { rewriteRefs } from "../../src/openapi/schema-rewrite.ts";
import { operation, operations } from "../../src/contract/openapi.ts";
import { ROOT } from "../../src/paths.ts";
import type { Case } from "../support/cases.ts";
import { CaseValidators, coveredBy, loadTables, parseTarget } from "./harness.ts";

type Stage = NonNullable<Case["stage"]>;

const SERVICE = "optimizer";
const tables = loadTables(SERVICE);
const allCases = tables.flatMap((t) => t.cases);

const schemas = readServiceSchemas(SERVICE);
const validators = new CaseValidators(SERVICE);
const oa = validators.openApi;
const doc = oa.doc;

// ------------------------------------------------------------------ validators

const compiled = new Map<string, ValidateFunction>();
function compileOnce(key: string, schema: () => object): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) compiled.set(key, (fn = oa.ajv.compile(schema())));
  return fn;
}

const jsonSchema = (name: string): ValidateFunction => validators.jsonSchema(name);
const component = (name: string): ValidateFunction => validators.component(name);

/** Whether the headers satisfy the operation's security: HTTP Basic needs `Authorization: Basic <credential>`. */
function satisfiesSecurity(operationId: string, headers: Record<string, unknown>): boolean {
  const security = operation(doc, operationId).operation.security ?? doc.security ?? [];
  if (security.length === 0) return true;
  const auth = typeof headers.authorization === "string" ? (headers.authorization as string) : "";
  return security.some((alt) =>
    Object.keys(alt).every((name) => {
      const scheme = doc.components?.securitySchemes?.[name];
      if (scheme?.type === "http" && scheme.scheme?.toLowerCase() === "basic") return /^Basic [A-Za-z0-9+/]+={0,2}$/.test(auth);
      throw new Error(`security scheme ${name} of ${operationId} is not HTTP Basic: extend the test`);
    }),
  );
}

function responseHeaders(operationId: string, status: string): ValidateFunction {
  return compileOnce(`rh:${operationId}:${status}`, () => {
    const headers = operation(doc, operationId).operation.responses?.[status]?.headers ?? {};
    return {
      type: "object",
      properties: Object.fromEntries(Object.entries(headers).map(([n, h]) => [n.toLowerCase(), rewriteRefs(h.schema ?? {}, SERVICE)])),
      required: Object.entries(headers)
        .filter(([, h]) => h.required)
        .map(([n]) => n.toLowerCase()),
    };
  });
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The inner-payload validators named by the emitted `contentSchema` of create order's `request`. */
function innerPayloadValidators(): ValidateFunction[] {
  type Encoded = { request?: { contentSchema?: unknown } };
  const jsonProp = (schemas.get("CreateOrderRequest.json")?.properties as Encoded | undefined)?.request;
  const oaProp = (doc.components?.schemas?.CreateOrderRequest as { properties?: Encoded } | undefined)?.properties?.request;
  const ref = (jsonProp?.contentSchema as { $ref?: string } | undefined)?.$ref;
  if (!ref || !oaProp?.contentSchema) throw new Error("CreateOrderRequest.request has no contentSchema: check spec/optimizer/models.orders.tsp");
  return [jsonSchema(ref), compileOnce("inner:createOrder", () => rewriteRefs(oaProp.contentSchema, SERVICE) as object)];
}

/** Outer body, then the test's decode step (strict Base64, UTF-8, JSON), then the inner payload. */
function checkCreateOrder(data: unknown): { ok: boolean; stage?: Stage; text?: string; decoded?: unknown } {
  const outer = oa.requestBody("createOrder")!;
  if (!outer(data) || !jsonSchema("CreateOrderRequest.json")(data)) return { ok: false, stage: "outer" };
  const request = (data as { request: string }).request;
  if (!BASE64.test(request)) return { ok: false, stage: "base64" };
  const text = Buffer.from(request, "base64").toString("utf8");
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch {
    return { ok: false, stage: "json", text };
  }
  const results = innerPayloadValidators().map((v) => v(decoded));
  expect(results[0], "JSON Schema and OpenAPI contentSchema agree on the inner payload").toBe(results[1]);
  return results[0] ? { ok: true, text, decoded } : { ok: false, stage: "payload", text, decoded };
}

/** Run one case; returns whether the data is valid under its target. */
function run(c: Case): boolean {
  const target = parseTarget(c.schema);
  if (target?.kind === "schema") {
    const { model } = target;
    const [a, b] = validators.of(target).map(([, v]) => v(c.data));
    const covers = typeof c.covers === "string" ? c.covers : undefined;
    if (covers?.endsWith(":int32")) {
      // The JSON Schema emitter writes the int32 range as minimum/maximum; OpenAPI writes
      // `format: int32`, which the toolkit's validators spell out as the same range.
      const prop = covers.slice(model.length + 1, -":int32".length);
      const props = (doc.components!.schemas![model] as { properties: Record<string, { format?: string; $ref?: string }> }).properties;
      expect(props[prop]?.format, `${model}.${prop} is format int32 in OpenAPI`).toBe("int32");
    }
    if (covers?.endsWith(":int64")) {
      // A long (issue 27): both documents bound it to the safe-integer range; OpenAPI keeps `format: int64`.
      const prop = covers.slice(model.length + 1, -":int64".length);
      const ps = (doc.components!.schemas![model] as { properties: Record<string, { format?: string; minimum?: number; maximum?: number }> }).properties[prop];
      expect([ps?.format, ps?.minimum, ps?.maximum], `${model}.${prop} is a bounded int64 in OpenAPI`).toEqual([
        "int64",
        -Number.MAX_SAFE_INTEGER,
        Number.MAX_SAFE_INTEGER,
      ]);
    }
    expect(b, `OpenAPI component ${model} agrees with ${c.schema}`).toBe(a);
    return a!;
  }
  if (target?.part === "headers") return validators.operation(target)(c.data) && satisfiesSecurity(target.operationId, c.data as Record<string, unknown>);
  if (target) return validators.operation(target)(c.data);
  const m = /^op:([A-Za-z]+):(request\+payload|response-headers)(?::(\d{3}))?$/.exec(c.schema);
  if (!m) throw new Error(`unknown case target "${c.schema}" in "${c.description}"`);
  const [, id, part, status] = m as unknown as [string, string, string, string | undefined];
  if (part === "response-headers") return responseHeaders(id, status ?? "200")(c.data);
  const r = checkCreateOrder(c.data);
  if (c.decoded !== undefined) {
    if (typeof c.decoded === "string") expect(r.text ?? "").toBe(c.decoded);
    else expect(r.decoded, "the table's `decoded` is what `request` decodes to").toEqual(c.decoded);
  }
  if (c.stage) expect(r.stage, "the step that rejects the case").toBe(c.stage);
  return r.ok;
}

// ------------------------------------------------------------------ operations

/** The twelve operations: operationId → method, path exactly as documented, HTTP Basic or not. */
const OPERATIONS: ReadonlyArray<[string, string, string, boolean]> = [
  ["createCustomer", "post", "/create/customer", true],
  ["getCustomer", "get", "/customer/{customerId}", true],
  ["updateCustomer", "post", "/update/customer/{CustomerId}", true],
  ["createOrder", "post", "/api/v2/order/create", false],
  ["processPayment", "post", "/api/v2/process/payment", false],
  ["getOrder", "get", "/api/pg/orders/{order_id}", true],
  ["refundPayment", "post", "/api/pg/payments/{payment_id}/refund", true],
  ["saveCard", "post", "/api/customer/card/save", true],
  ["fetchSavedCards", "post", "/api/customer/card/fetch", true],
  ["deleteSavedCard", "post", "/api/customer/card/delete", true],
  ["calculateEmi", "post", "/api/V2/emi/calculator", false],
  ["validateScheme", "post", "/api/v2/scheme/validation", false],
];

describe("optimizer operations", () => {
  it("are exactly the documented ones", () => {
    expect(
      operations(doc)
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(OPERATIONS.map(([id]) => id).sort());
  });

  it.each(OPERATIONS)("%s is %s %s (HTTP Basic: %s)", (id, method, p, basic) => {
    const op = operation(doc, id);
    expect(op.method).toBe(method);
    expect(op.path).toBe(p);
    const schemes = (op.operation.security ?? []).flatMap((alt) => Object.keys(alt));
    if (basic) {
      expect(schemes.length).toBeGreaterThan(0);
      for (const s of schemes) expect(doc.components?.securitySchemes?.[s]).toMatchObject({ type: "http", scheme: "Basic" });
    } else {
      expect(schemes).toEqual([]);
    }
  });

  it("run against {base_url}, a server variable whose default is the relative / (the hostnames are a gap)", () => {
    expect(doc.servers?.map((s) => s.url)).toEqual(["{base_url}"]);
    expect(Object.keys(doc.servers?.[0]?.variables ?? {})).toEqual(["base_url"]);
    // Issue 37: with "" express-openapi-validator matched no path and validated nothing.
    expect(doc.servers?.[0]?.variables?.base_url?.default).toBe("/");
  });

  it("create order requires x-verify; process payment requires the token query parameter", () => {
    expect(operation(doc, "createOrder").parameters).toContainEqual(expect.objectContaining({ name: "x-verify", in: "header", required: true }));
    expect(operation(doc, "processPayment").parameters).toContainEqual(expect.objectContaining({ name: "token", in: "query", required: true }));
    expect(operation(doc, "refundPayment").operation.responses?.["200"]?.headers?.["x-verify"]?.required).toBe(true);
  });
});

describe("create order Base64 body", () => {
  it("links `request` to CreateOrderPayload with contentEncoding, contentMediaType and contentSchema (JSON Schema and OpenAPI)", () => {
    const want = { contentEncoding: "base64", contentMediaType: "application/json" };
    const js = (schemas.get("CreateOrderRequest.json")!.properties as Record<string, unknown>).request;
    expect(js).toMatchObject({ type: "string", ...want, contentSchema: { $ref: "CreateOrderPayload.json" } });
    const op = (doc.components!.schemas!.CreateOrderRequest as { properties: Record<string, unknown> }).properties.request;
    expect(op).toMatchObject({ type: "string", ...want, contentSchema: { $ref: "#/components/schemas/CreateOrderPayload" } });
  });

  it("every createOrder request example decodes to a valid CreateOrderPayload example", () => {
    const examples = Object.values(operation(doc, "createOrder").operation.requestBody!.content!["application/json"]!.examples ?? {});
    const payloadExamples = (schemas.get("CreateOrderPayload.json")!.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const ex of examples) {
      const r = checkCreateOrder(ex.value);
      expect(r.ok, ex.summary).toBe(true);
      expect(payloadExamples).toContainEqual(r.decoded);
    }
  });
});

// ------------------------------------------------------------------ case tables

describe.each(tables)("optimizer cases $file", ({ cases }) => {
  it.each(cases.map((c) => [c.description, c] as const))("%s", (_d, c) => {
    expect(run(c)).toBe(c.valid);
  });
});

describe("optimizer case coverage", () => {
  const covered = coveredBy(allCases);

  /** Every constraint of the emitted JSON Schemas that a case must break. */
  function constraints(): string[] {
    const out: string[] = [];
    for (const [file, s] of schemas) {
      const model = file.slice(0, -5);
      if (Array.isArray(s.enum)) out.push(`${model}:enum`);
      if (s.type !== "object") continue;
      const props = (s.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const p of (s.required ?? []) as string[]) out.push(`${model}.${p}:required`);
      for (const [p, ps] of Object.entries(props)) {
        out.push(`${model}.${p}:type`);
        if (ps.maxLength !== undefined) out.push(`${model}.${p}:maxLength`);
        if (ps.maximum === 2147483647) out.push(`${model}.${p}:int32`);
        if (ps.maximum === Number.MAX_SAFE_INTEGER) out.push(`${model}.${p}:int64`);
        const ref = typeof ps.$ref === "string" ? schemas.get(ps.$ref) : undefined;
        if (ref && Array.isArray(ref.enum)) out.push(`${model}.${p}:enum`);
      }
      const ue = s.unevaluatedProperties as Record<string, unknown> | undefined;
      if (ue && "not" in ue) out.push(`${model}:sealed`);
    }
    for (const o of operations(doc)) {
      if ((o.operation.security ?? []).length > 0) out.push(`op:${o.operationId}:basic-auth`);
      for (const prm of o.parameters) if (prm.in !== "path" && prm.required) out.push(`op:${o.operationId}:${prm.in}:${prm.name}`);
      for (const [n, h] of Object.entries(o.operation.responses?.["200"]?.headers ?? {})) {
        if (h.required) out.push(`op:${o.operationId}:response-header:${n}`);
      }
    }
    out.push("CreateOrderPayload:base64", "CreateOrderPayload:json", "CreateOrderPayload:inner-required");
    return out;
  }

  it("every length limit, enum, required field, type, header and sealed object has a failing case", () => {
    const missing = constraints().filter((k) => !covered.has(k));
    expect(missing, "constraints without a failing case: add cases to tools/test/contracts/cases/optimizer/").toEqual([]);
  });

  it("the named variants of the document are there: payment_mode 2 and navigation_mode 3 fail", () => {
    expect(allCases.some((c) => !c.valid && /payment_mode = 2 fails/.test(c.description))).toBe(true);
    expect(allCases.some((c) => !c.valid && /navigation_mode = 3 fails/.test(c.description))).toBe(true);
  });
});

// ------------------------------------------------------------------ embedded examples

describe("optimizer embedded examples", () => {
  it.each([...schemas.keys()].filter((n) => Array.isArray(schemas.get(n)!.examples)))("JSON Schema %s examples validate", (name) => {
    const v = jsonSchema(name);
    for (const ex of schemas.get(name)!.examples as unknown[]) expect(v(ex), JSON.stringify(v.errors)).toBe(true);
  });

  it.each(Object.keys(doc.components?.schemas ?? {}))("OpenAPI component %s examples validate", (name) => {
    const s = doc.components!.schemas![name] as { examples?: unknown[] };
    const v = component(name);
    for (const ex of s.examples ?? []) expect(v(ex), JSON.stringify(v.errors)).toBe(true);
  });

  it.each(OPERATIONS.map(([id]) => [id]))("%s: request, response and parameter examples validate (at least one each)", (id) => {
    const op = operation(doc, id);
    const reqExamples = Object.values(op.operation.requestBody?.content?.["application/json"]?.examples ?? {});
    if (op.operation.requestBody) expect(reqExamples.length).toBeGreaterThan(0);
    for (const ex of reqExamples) expect(oa.requestBody(id)!(ex.value), ex.summary).toBe(true);
    const resExamples = Object.values(op.operation.responses?.["200"]?.content?.["application/json"]?.examples ?? {});
    expect(resExamples.length).toBeGreaterThan(0);
    for (const ex of resExamples) expect(oa.response(id, 200)!(ex.value), ex.summary).toBe(true);
    for (const prm of op.parameters) {
      const pv = compileOnce(`param:${id}:${prm.name}`, () => rewriteRefs(prm.schema ?? {}, SERVICE) as object);
      const exs = Object.values((prm.examples ?? {}) as Record<string, { value: unknown }>);
      expect(exs.length, `${id} ${prm.name} has an example`).toBeGreaterThan(0);
      for (const ex of exs) expect(pv(ex.value), `${id} ${prm.name}`).toBe(true);
    }
  });

  it("responses show masked card numbers only; requests use only the test PAN", () => {
    const strings = (v: unknown): string[] => (typeof v === "string" ? [v] : v && typeof v === "object" ? Object.values(v).flatMap(strings) : []);
    for (const o of operations(doc)) {
      for (const res of Object.values(o.operation.responses ?? {})) {
        for (const media of Object.values(res.content ?? {})) {
          for (const ex of Object.values(media.examples ?? {})) {
            for (const s of strings(ex.value)) expect(s, `${o.operationId} response`).not.toMatch(/\d{12,19}/);
          }
        }
      }
      for (const media of Object.values(o.operation.requestBody?.content ?? {})) {
        for (const ex of Object.values(media.examples ?? {})) {
          for (const s of strings(ex.value)) if (/^\d{12,19}$/.test(s)) expect(s, `${o.operationId} request`).toBe("4111111111111111");
        }
      }
    }
  });
});

// ------------------------------------------------------------------ gaps, decisions, vendor names

describe("optimizer gaps and decisions", () => {
  const at = (pointer: string): Record<string, unknown> =>
    pointer
      .split("/")
      .slice(1)
      .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<Record<string, unknown>>((node, t) => node[t] as Record<string, unknown>, doc as unknown as Record<string, unknown>);

  it.each([
    ["gap", "/servers/0/variables/base_url"],
    ["gap", ""],
    ["gap", "/components/securitySchemes/MerchantBasicAuth"],
    ["gap", "/components/schemas/ResponseCode"],
    ["gap", "/components/schemas/OrderStatus"],
    ["gap", "/components/schemas/CreateOrderPaymentInfoData"],
    ["gap", "/components/schemas/CreateOrderResponse/properties/token"],
    ["gap", "/components/schemas/ProcessPaymentRequest"],
    ["gap", "/components/schemas/SchemeValidationResponse"],
    ["gap", "/components/schemas/EmiScheme"],
    ["gap", "/components/schemas/ProductScheme/properties/program_type"],
    ["gap", "/components/schemas/OfferProductDetail/properties/subvention_type"],
    ["gap", "/paths/~1api~1v2~1order~1create/post/parameters/0"],
    ["gap", "/paths/~1api~1v2~1process~1payment/post"],
    ["decision", "/components/schemas/CreateOrderResponse/properties/order_id"],
    ["decision", "/components/schemas/TxnData/properties/payment_mode"],
    ["decision", "/components/schemas/TxnData/properties/transaction_type"],
    ["decision", "/components/schemas/UpdateCustomerRequest/properties/first_name"],
    ["decision", "/components/schemas/UpdateCustomerRequest/properties/customer_ref_no"],
    ["decision", "/components/schemas/PaymentCardData"],
  ])("%s at openapi.json#%s", (kind, pointer) => {
    const mark = at(pointer)[kind === "gap" ? "x-contract-gap" : "x-contract-decision"] as Record<string, string> | undefined;
    expect(mark).toBeDefined();
    expect(mark!.source).toMatch(/^001 § /);
  });

  it("no vendor name from public samples appears in the contract", () => {
    const text = readFileSync(path.join(ROOT, "generated/optimizer/openapi.json"), "utf8");
    expect(text).not.toMatch(/pine\s*labs|pinepg|plural|rapidpay/i);
  });
});
