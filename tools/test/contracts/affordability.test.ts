// Contract tests of the affordability service (document 000), run against what `make` emitted
// into generated/affordability/ (JSON Schemas and the OpenAPI document).
//
// Case tables: tools/test/contracts/cases/affordability/*.json, in the grammar of every service
// (tools/test/support/cases.ts): "<Model>.json" runs against the emitted JSON Schema AND the OpenAPI
// component of that name (both must agree with "valid"); "op:<operationId>:request",
// "op:<operationId>:response:<status>", "op:<operationId>:headers" and "op:<operationId>:path" against
// the parts of the OpenAPI operation. The tables are written by hand.
import { describe, expect, it } from "vitest";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { componentsId } from "../../src/openapi/schema-rewrite.ts";
import { operations, type OperationRef } from "../../src/contract/openapi.ts";
import { CaseValidators, loadTables, parseTarget } from "./harness.ts";

const SERVICE = "affordability";
const tables = loadTables(SERVICE);
const validators = new CaseValidators(SERVICE);
const jsonSchemas = validators.jsonSchemas;
const oas = validators.openApi;

describe.each(tables)("affordability cases: $file", ({ cases }) => {
  it("has both valid and invalid cases", () => {
    expect(cases.some((c) => c.valid)).toBe(true);
    expect(cases.some((c) => !c.valid)).toBe(true);
  });

  it.each(cases.map((c) => [`${c.schema}: ${c.description} → ${c.valid ? "valid" : "invalid"}`, c] as const))("%s", (_name, c) => {
    const target = parseTarget(c.schema);
    expect(target, `"${c.schema}" is a target of the case grammar`).toBeDefined();
    for (const [kind, validate] of validators.of(target!)) {
      const ok = validate(c.data);
      expect(ok, `${kind} ${c.schema}: ${JSON.stringify(validate.errors)}`).toBe(c.valid);
    }
  });
});

// --------------------------------------------------------------------------------------------
// Every example embedded in the emitted contract validates against its own schema.

describe("affordability embedded examples", () => {
  it("every JSON Schema `examples` entry validates against its schema", () => {
    let n = 0;
    for (const [name, schema] of readServiceSchemas(SERVICE)) {
      const validate = jsonSchemas.getSchema(name)!;
      for (const example of (schema.examples as unknown[] | undefined) ?? []) {
        expect(validate(example), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
        n++;
      }
    }
    expect(n).toBeGreaterThanOrEqual(8);
  });

  it("every OpenAPI component `examples` entry validates against its component", () => {
    let n = 0;
    for (const [name, schema] of Object.entries(oas.doc.components?.schemas ?? {})) {
      const validate = oas.ajv.getSchema(`${componentsId(SERVICE)}#/$defs/${name}`)!;
      for (const example of (schema as { examples?: unknown[] }).examples ?? []) {
        expect(validate(example), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
        n++;
      }
    }
    expect(n).toBeGreaterThanOrEqual(8);
  });

  const ops = operations(oas.doc);

  it.each(ops.map((o) => [o.operationId, o] as const))("%s: every request, response and parameter example validates", (_id, op: OperationRef) => {
    let n = 0;
    for (const [ct, media] of Object.entries(op.operation.requestBody?.content ?? {})) {
      const validate = oas.requestBody(op.operationId, ct)!;
      for (const [title, ex] of Object.entries(media.examples ?? {})) {
        expect(validate(ex.value), `request ${title}: ${JSON.stringify(validate.errors)}`).toBe(true);
        n++;
      }
    }
    for (const [status, res] of Object.entries(op.operation.responses ?? {})) {
      for (const [ct, media] of Object.entries(res.content ?? {})) {
        const validate = oas.response(op.operationId, status, ct)!;
        for (const [title, ex] of Object.entries(media.examples ?? {})) {
          expect(validate(ex.value), `response ${status} ${title}: ${JSON.stringify(validate.errors)}`).toBe(true);
          n++;
        }
      }
    }
    // Parameter examples, gathered per example title: each set of headers must satisfy the
    // operation's header rules (required headers present, formats), and the path parameters too.
    for (const where of ["header", "path"] as const) {
      const byTitle = new Map<string, Record<string, unknown>>();
      for (const p of op.parameters.filter((x) => x.in === where)) {
        for (const [title, ex] of Object.entries((p.examples as Record<string, { value: unknown }> | undefined) ?? {})) {
          const set = byTitle.get(title) ?? {};
          set[where === "header" ? p.name.toLowerCase() : p.name] = ex.value;
          byTitle.set(title, set);
        }
      }
      const validate = where === "header" ? oas.headers(op.operationId) : oas.path(op.operationId);
      for (const [title, values] of byTitle) {
        expect(validate(values), `${where} parameters of example ${title}: ${JSON.stringify(validate.errors)}`).toBe(true);
        n++;
      }
    }
    expect(n, `${op.operationId} has at least one example`).toBeGreaterThan(0);
  });
});

// --------------------------------------------------------------------------------------------
// The shape of the HTTP contract: operations, statuses, required headers, servers and auth.

describe("affordability HTTP contract", () => {
  const doc = oas.doc;
  const op = (id: string): OperationRef => oas.op(id);

  it.each([
    ["generateToken", "/realms/{realm}/protocol/openid-connect/token", ["200", "401"]],
    ["onboardClient", "/api/affordability/v1/offer/clients", ["200", "400", "401", "409", "422"]],
    ["discoverOffers", "/api/affordability/v1/offer/discovery", ["200", "401"]],
    ["validateOffer", "/api/affordability/v1/offer/validate", ["200", "401"]],
    ["completePayment", "/api/affordability/v1/offer/complete-payment", ["200", "401"]],
    ["createRefund", "/api/affordability/v1/offer/refund-payment", ["200", "401"]],
    ["getTransactionDetails", "/api/affordability/v1/offer/get-txn-by-id", ["200", "401"]],
  ] as const)("%s is POST %s with statuses %j", (id, p, statuses) => {
    const o = op(id);
    expect(o.method).toBe("post");
    expect(o.path).toBe(p);
    expect(Object.keys(o.operation.responses ?? {}).sort()).toEqual([...statuses].sort());
  });

  it("has exactly the seven documented operations", () => {
    expect(
      operations(doc)
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(["completePayment", "createRefund", "discoverOffers", "generateToken", "getTransactionDetails", "onboardClient", "validateOffer"]);
  });

  it.each([
    ["generateToken", { "request-timestamp": false, "request-id": false, accept: false }],
    [
      "onboardClient",
      { accept: false, "accept-encoding": false, "correlation-id": true, "payment-processor": true, "request-id": false, "request-timestamp": false },
    ],
    [
      "discoverOffers",
      { "merchant-id": true, "correlation-id": true, "request-id": false, "request-timestamp": false, accept: false, "accept-encoding": false },
    ],
  ] as const)("%s declares its headers with the documented required flags", (id, expected) => {
    const headers = Object.fromEntries(
      op(id)
        .parameters.filter((p) => p.in === "header")
        .map((p) => [p.name.toLowerCase(), !!p.required]),
    );
    expect(headers).toEqual(expected);
  });

  it("Generate Token is form-encoded, unauthenticated and served from {auth_url}", () => {
    const o = op("generateToken").operation;
    expect(Object.keys(o.requestBody?.content ?? {})).toEqual(["application/x-www-form-urlencoded"]);
    expect(o.security).toEqual([{}]);
    expect(o["x-operation-servers"]).toBeUndefined();
    const servers = o.servers as { url: string; variables: Record<string, unknown> }[];
    expect(servers.map((s) => s.url)).toEqual(["{auth_url}", "{auth_url}"]);
    for (const s of servers) expect(Object.keys(s.variables)).toEqual(["auth_url"]);
  });

  it("every offer operation uses the OAuth2 client-credentials scheme", () => {
    for (const o of operations(doc).filter((x) => x.operationId !== "generateToken")) {
      expect(o.operation.security, o.operationId).toEqual([{ OfferApiAuth: [] }]);
    }
    const scheme = doc.components?.securitySchemes?.OfferApiAuth;
    expect(scheme?.type).toBe("oauth2");
    expect(Object.keys(scheme?.flows ?? {})).toEqual(["clientCredentials"]);
    expect(scheme?.["x-token-url-template"]).toBe("{auth_url}/realms/{realm}/protocol/openid-connect/token");
  });

  it("production and UAT servers are {base_url} variables with placeholder defaults", () => {
    expect(doc.servers?.map((s) => s.url)).toEqual(["{base_url}", "{base_url}"]);
    expect(doc.servers?.map((s) => s.description?.split(".")[0])).toEqual(["Production", "UAT"]);
    for (const s of doc.servers ?? []) expect(s.variables?.base_url?.default).toMatch(/\.invalid$/);
  });

  it("the shapes the document does not show are open and marked x-contract-gap", () => {
    const schemas = doc.components?.schemas as Record<string, Record<string, unknown>>;
    for (const name of [
      "OfferValidationRequest",
      "OfferValidationResponse",
      "CompletePaymentRequest",
      "CompletePaymentResponse",
      "RefundRequest",
      "RefundResponse",
      "TransactionDetailsRequest",
      "TransactionDetailsResponse",
      "TokenErrorBody",
      "UnauthorizedErrorBody",
      "HeaderMissingErrorBody",
      "ConflictErrorBody",
      "UnprocessableErrorBody",
      "IssuerData",
    ]) {
      expect(schemas[name]?.["x-contract-gap"], name).toBeDefined();
      expect(schemas[name]?.unevaluatedProperties, name).toEqual({});
    }
    expect(doc["x-contract-gap"]).toBeDefined();
  });
});
