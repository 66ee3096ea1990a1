/**
 * The comparison's semantics, as given/want tables: what is not a change (refactors, annotations,
 * spelling of equivalent schemas), and how direction, unions, recursion and encoded payloads work.
 */
import { describe, expect, it } from "vitest";
import { diff, json, openapi, orderDoc } from "./helpers.ts";

const S = (type: unknown, extra: Record<string, unknown> = {}) => ({ type, ...extra });
const sealed = (properties: Record<string, unknown>, required: string[] = [], extra: Record<string, unknown> = {}) => ({
  type: "object",
  properties,
  required,
  unevaluatedProperties: { not: {} },
  ...extra,
});
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const amount = sealed({ currency: S("string"), value: S("integer", { minimum: 0 }) }, ["currency", "value"]);
const id = sealed({ id: S("string") }, ["id"]);

interface Case {
  given: string;
  base: Record<string, unknown>;
  head: Record<string, unknown>;
  /** rule ids of the findings, sorted */
  want: string[];
}

const rules = (fs: { rule: string }[]) => fs.map((f) => f.rule).sort();
const svc = (doc: Record<string, unknown>) => ({ "shop/openapi.json": doc });

const NOT_CHANGES: Case[] = [
  {
    given: "an inline schema moved into a shared component",
    base: svc(orderDoc(sealed({ amount }, ["amount"]), id)),
    head: svc(orderDoc(sealed({ amount: ref("Amount") }, ["amount"]), id, { Amount: amount })),
    want: [],
  },
  {
    given: "properties moved into a base model joined with allOf",
    base: svc(orderDoc(sealed({ id: S("string"), note: S("string") }, ["id"]), id)),
    head: svc(
      orderDoc({ allOf: [ref("Base")], properties: { note: S("string") }, unevaluatedProperties: { not: {} } }, id, {
        Base: { type: "object", properties: { id: S("string") }, required: ["id"] },
      }),
    ),
    want: [],
  },
  {
    given: "an annotated enum (oneOf of consts) written as a plain enum",
    base: svc(
      orderDoc(
        sealed({
          mode: {
            oneOf: [
              { const: "CARD", description: "Card." },
              { const: "UPI", description: "UPI." },
            ],
          },
        }),
        id,
      ),
    ),
    head: svc(orderDoc(sealed({ mode: S("string", { enum: ["UPI", "CARD"] }) }), id)),
    want: [],
  },
  {
    given: "nullable written as a type array and as anyOf with null",
    base: svc(orderDoc(sealed({ note: S(["string", "null"]) }), id)),
    head: svc(orderDoc(sealed({ note: { anyOf: [S("string"), S("null")] } }), id)),
    want: [],
  },
  {
    given: "only annotations change (description, examples, $comment, x-contract-decision, title)",
    base: svc(orderDoc(sealed({ note: S("string", { description: "Old words." }) }), id)),
    head: svc(
      orderDoc(
        sealed({
          note: S("string", {
            description: "New words.",
            title: "Note",
            examples: ["x"],
            $comment: "c",
            "x-contract-decision": { conflict: "a", decision: "b", source: "c" },
          }),
        }),
        id,
      ),
    ),
    want: [],
  },
  {
    given: "a header parameter spelled in another case",
    base: svc(
      openapi({
        "/x": {
          get: { parameters: [{ name: "Correlation-ID", in: "header", required: true, schema: S("string") }], responses: { "204": { description: "" } } },
        },
      }),
    ),
    head: svc(
      openapi({
        "/x": {
          get: { parameters: [{ name: "correlation-id", in: "header", required: true, schema: S("string") }], responses: { "204": { description: "" } } },
        },
      }),
    ),
    want: [],
  },
  {
    given: "a path parameter renamed (same place in the path)",
    base: svc(
      openapi({
        "/customer/{customerId}": {
          get: { parameters: [{ name: "customerId", in: "path", required: true, schema: S("string") }], responses: { "200": { description: "" } } },
        },
      }),
    ),
    head: svc(
      openapi({
        "/customer/{customer_id}": {
          get: { parameters: [{ name: "customer_id", in: "path", required: true, schema: S("string") }], responses: { "200": { description: "" } } },
        },
      }),
    ),
    want: [],
  },
  {
    given: "a parameter moved from the operation to its path item, through a $ref",
    base: svc(openapi({ "/x": { get: { parameters: [{ name: "page", in: "query", schema: S("integer") }], responses: { "204": { description: "" } } } } })),
    head: svc(
      openapi(
        { "/x": { parameters: [{ $ref: "#/components/parameters/Page" }], get: { responses: { "204": { description: "" } } } } },
        { components: { parameters: { Page: { name: "page", in: "query", schema: S("integer") } } } },
      ),
    ),
    want: [],
  },
  {
    given: "union branches renamed but keyed by the same discriminator value",
    base: svc(
      orderDoc({ oneOf: [ref("Card"), ref("Upi")] }, id, {
        Card: sealed({ kind: { const: "card" } }, ["kind"]),
        Upi: sealed({ kind: { const: "upi" } }, ["kind"]),
      }),
    ),
    head: svc(
      orderDoc({ oneOf: [ref("CardPayment"), ref("UpiPayment")] }, id, {
        CardPayment: sealed({ kind: { const: "card" } }, ["kind"]),
        UpiPayment: sealed({ kind: { const: "upi" } }, ["kind"]),
      }),
    ),
    want: [],
  },
  {
    given: "an open enum (known values plus any string) gains a known value",
    base: svc(orderDoc(sealed({ program: { anyOf: [{ const: "BRAND_EMI" }, { const: "BANK_EMI" }, S("string")] } }), id)),
    head: svc(orderDoc(sealed({ program: { anyOf: [{ const: "BRAND_EMI" }, { const: "SPLIT_EMI" }, { const: "BANK_EMI" }, S("string")] } }), id)),
    want: [],
  },
  {
    given: "a record sealed with a redundant unevaluatedProperties",
    base: svc(orderDoc(sealed({ meta: { type: "object", additionalProperties: S("string") } }), id)),
    head: svc(orderDoc(sealed({ meta: { type: "object", additionalProperties: S("string"), unevaluatedProperties: { not: {} } } }), id)),
    want: [],
  },
  {
    given: "security set on the document instead of each operation",
    base: svc(
      openapi(
        { "/x": { get: { security: [{ Basic: [] }], responses: { "204": { description: "" } } } } },
        { components: { securitySchemes: { Basic: { type: "http", scheme: "basic" } } } },
      ),
    ),
    head: svc(
      openapi(
        { "/x": { get: { responses: { "204": { description: "" } } } } },
        { security: [{ Basic: [] }], components: { securitySchemes: { Basic: { type: "http", scheme: "Basic" } } } },
      ),
    ),
    want: [],
  },
  {
    given: "operation servers with the same template, listed in another order",
    base: svc(
      openapi({
        "/token": {
          post: {
            "x-operation-servers": [
              { url: "{auth_url}", variables: { auth_url: { default: "https://prod" } } },
              { url: "{auth_url}", variables: { auth_url: { default: "https://uat" } } },
            ],
            responses: { "200": { description: "" } },
          },
        },
      }),
    ),
    head: svc(
      openapi({
        "/token": {
          post: {
            "x-operation-servers": [
              { url: "{auth_url}", variables: { auth_url: { default: "https://uat" } } },
              { url: "{auth_url}", variables: { auth_url: { default: "https://prod" } } },
            ],
            responses: { "200": { description: "" } },
          },
        },
      }),
    ),
    want: [],
  },
];

const node = (extra: Record<string, unknown> = {}) => ({
  type: "object",
  properties: { name: S("string", extra), children: S("array", { items: ref("Node") }) },
  required: ["name"],
});

const CHANGES: Case[] = [
  {
    given: "a shared component used in the request and the response gains a required property",
    base: svc(orderDoc(sealed({ amount: ref("Amount") }, ["amount"]), sealed({ amount: ref("Amount") }, ["amount"]), { Amount: amount })),
    head: svc(
      orderDoc(sealed({ amount: ref("Amount") }, ["amount"]), sealed({ amount: ref("Amount") }, ["amount"]), {
        Amount: sealed({ currency: S("string"), value: S("integer", { minimum: 0 }), scale: S("integer") }, ["currency", "value", "scale"]),
      }),
    ),
    want: ["request-property-required-added", "response-property-required-added"],
  },
  {
    given: "a recursive schema changed deep inside (walk stops at the cycle)",
    base: svc(orderDoc(ref("Node"), id, { Node: node() })),
    head: svc(orderDoc(ref("Node"), id, { Node: node({ maxLength: 10 }) })),
    want: ["request-length-narrowed"],
  },
  {
    given: "a Base64 payload whose inner JSON (contentSchema) gains a required property",
    base: svc(
      orderDoc(
        sealed({ request: S("string", { contentEncoding: "base64", contentMediaType: "application/json", contentSchema: ref("Payload") }) }, ["request"]),
        id,
        { Payload: sealed({ amount: S("integer") }, ["amount"]) },
      ),
    ),
    head: svc(
      orderDoc(
        sealed({ request: S("string", { contentEncoding: "base64", contentMediaType: "application/json", contentSchema: ref("Payload") }) }, ["request"]),
        id,
        { Payload: sealed({ amount: S("integer"), merchant_id: S("integer") }, ["amount", "merchant_id"]) },
      ),
    ),
    want: ["request-property-required-added"],
  },
  {
    given: "a request value that accepted string or integer now takes only string",
    base: svc(orderDoc(sealed({ ref: S(["string", "integer"]) }), id)),
    head: svc(orderDoc(sealed({ ref: S("string") }), id)),
    want: ["request-type-narrowed"],
  },
  {
    given: "a nullable reference becomes a plain reference in a response",
    base: svc(orderDoc(id, sealed({ amount: { anyOf: [ref("Amount"), S("null")] } }), { Amount: amount })),
    head: svc(orderDoc(id, sealed({ amount: ref("Amount") }), { Amount: amount })),
    want: ["response-nullable-removed"],
  },
  {
    given: "an optional request property that narrows its range and also becomes required",
    base: svc(orderDoc(sealed({ qty: S("integer", { maximum: 10 }) }), id)),
    head: svc(orderDoc(sealed({ qty: S("integer", { maximum: 5 }) }, ["qty"]), id)),
    want: ["request-property-became-required", "request-range-narrowed"],
  },
  {
    given: "a new operation-level required header, described through a $ref",
    base: svc(
      openapi(
        { "/x": { get: { responses: { "204": { description: "" } } } } },
        { components: { parameters: { Verify: { name: "x-verify", in: "header", required: true, schema: S("string") } } } },
      ),
    ),
    head: svc(
      openapi(
        { "/x": { get: { parameters: [{ $ref: "#/components/parameters/Verify" }], responses: { "204": { description: "" } } } } },
        { components: { parameters: { Verify: { name: "x-verify", in: "header", required: true, schema: S("string") } } } },
      ),
    ),
    want: ["request-header-required-added"],
  },
  {
    given: "an operation that loses its only success status for another",
    base: svc(openapi({ "/x": { post: { responses: { "200": { description: "", content: json(id) } } } } })),
    head: svc(openapi({ "/x": { post: { responses: { "201": { description: "", content: json(id) } } } } })),
    want: ["response-status-success-added", "response-status-success-removed"],
  },
  {
    given: "a read-only property added to a model used both ways concerns only responses",
    base: svc(orderDoc(ref("Order"), ref("Order"), { Order: sealed({ note: S("string") }) })),
    head: svc(orderDoc(ref("Order"), ref("Order"), { Order: sealed({ note: S("string"), id: S("string", { readOnly: true }) }, ["id"]) })),
    want: ["response-property-required-added"],
  },
  {
    given: "a union of a fixed value and an object loses the fixed value (branches keyed by value, not position)",
    base: svc(orderDoc(sealed({ scheme: { oneOf: [{ const: "NONE" }, sealed({ id: S("string") }, ["id"])] } }), id)),
    head: svc(orderDoc(sealed({ scheme: { oneOf: [sealed({ id: S("string") }, ["id"]), S("integer")] } }), id)),
    want: ["request-variant-added", "request-variant-removed"],
  },
  {
    given: "a record's value type changes (additionalProperties walked as `*`)",
    base: svc(orderDoc(sealed({ meta: { type: "object", additionalProperties: S("string") } }), id)),
    head: svc(orderDoc(sealed({ meta: { type: "object", additionalProperties: S("integer") } }), id)),
    want: ["request-type-changed"],
  },
  {
    given: "a whole service removed",
    base: svc(openapi({ "/x": { get: { responses: { "204": { description: "" } } } }, "/y": { post: { responses: { "204": { description: "" } } } } })),
    head: { "other/openapi.json": openapi({}) },
    want: ["operation-removed", "operation-removed"],
  },
];

/** Create order's shape: a sealed body whose `request` is a Base64 string carrying `payload` as JSON. */
const encoded = (payload: Record<string, unknown>) =>
  sealed({ request: S("string", { contentEncoding: "base64", contentMediaType: "application/json", contentSchema: payload }) }, ["request"]);
const payment = (extra: Record<string, unknown> = {}) =>
  sealed(
    {
      payment_mode: S("integer"),
      card_data: sealed({ number: S("string") }),
      saved_card_id: S("integer"),
      upi_data: sealed({ vpa: S("string"), mobile_no: S("string") }),
    },
    ["payment_mode"],
    extra,
  );
const when = (mode: number, then: Record<string, unknown>) => ({ if: { properties: { payment_mode: { const: mode } }, required: ["payment_mode"] }, then });
const needs = (...names: string[]) => ({ properties: Object.fromEntries(names.map((n) => [n, {}])), required: names });

/** The rules beside the shape (issue 9): each in a request, a response and inside the Base64 payload. */
const BESIDE_THE_SHAPE: Case[] = [
  {
    given: "a request gains a per-mode if/then",
    base: svc(orderDoc(payment(), id)),
    head: svc(orderDoc(payment({ allOf: [when(10, needs("upi_data"))] }), id)),
    want: ["request-conditional-added"],
  },
  {
    given: "a response gains a per-mode if/then",
    base: svc(orderDoc(id, payment())),
    head: svc(orderDoc(id, payment({ allOf: [when(10, needs("upi_data"))] }))),
    want: ["response-conditional-added"],
  },
  {
    given: "the Base64 payload gains an if/then",
    base: svc(orderDoc(encoded(payment()), id)),
    head: svc(orderDoc(encoded(payment({ allOf: [when(1, needs("card_data"))] })), id)),
    want: ["request-conditional-added"],
  },
  {
    given: "the Base64 payload loses an if/then",
    base: svc(orderDoc(encoded(payment({ allOf: [when(1, needs("card_data"))] })), id)),
    head: svc(orderDoc(encoded(payment()), id)),
    want: ["request-conditional-removed"],
  },
  {
    given: "an if/then's condition changes in the Base64 payload",
    base: svc(orderDoc(encoded(payment(when(1, needs("card_data")))), id)),
    head: svc(orderDoc(encoded(payment(when(4, needs("card_data")))), id)),
    want: ["request-conditional-changed"],
  },
  {
    given: "an else is added beside an existing if/then (a new clause)",
    base: svc(orderDoc(payment(when(1, needs("card_data"))), id)),
    head: svc(orderDoc(payment({ ...when(1, needs("card_data")), else: { not: needs("card_data") } }), id)),
    want: ["request-conditional-added"],
  },
  {
    given: "a consequence gains a required property (walked at the clause)",
    base: svc(orderDoc(payment({ allOf: [when(10, needs("upi_data"))] }), id)),
    head: svc(orderDoc(payment({ allOf: [when(10, needs("upi_data", "saved_card_id"))] }), id)),
    want: ["request-property-required-added"],
  },
  {
    given: "a consequence loses a required property in a response",
    base: svc(orderDoc(id, payment({ allOf: [when(10, needs("upi_data", "saved_card_id"))] }))),
    head: svc(orderDoc(id, payment({ allOf: [when(10, needs("upi_data"))] }))),
    want: ["response-property-removed"],
  },
  {
    given: "the same if/then written in another allOf position",
    base: svc(orderDoc(payment({ allOf: [when(1, needs("card_data")), when(10, needs("upi_data"))] }), id)),
    head: svc(orderDoc(payment({ allOf: [when(10, needs("upi_data")), when(1, needs("card_data"))] }), id)),
    want: [],
  },
  {
    given: "the Base64 payload gains maxProperties",
    base: svc(orderDoc(encoded(payment()), id)),
    head: svc(orderDoc(encoded(payment({ maxProperties: 3 })), id)),
    want: ["request-property-count-narrowed"],
  },
  {
    given: "a response loses its minProperties",
    base: svc(orderDoc(id, payment({ minProperties: 2 }))),
    head: svc(orderDoc(id, payment())),
    want: ["response-property-count-widened"],
  },
  {
    given: "the Base64 payload gains a dependentRequired pair",
    base: svc(orderDoc(encoded(payment()), id)),
    head: svc(orderDoc(encoded(payment({ dependentRequired: { upi_data: ["payment_mode"], card_data: ["saved_card_id"] } })), id)),
    want: ["request-dependency-added", "request-dependency-added"],
  },
  {
    given: "a dependent schema on both sides is walked (its new required property)",
    base: svc(orderDoc(payment({ dependentSchemas: { card_data: needs("payment_mode") } }), id)),
    head: svc(orderDoc(payment({ dependentSchemas: { card_data: needs("payment_mode", "saved_card_id") } }), id)),
    want: ["request-property-required-added"],
  },
  {
    given: "a response loses a dependentSchemas entry",
    base: svc(orderDoc(id, payment({ dependentSchemas: { card_data: needs("saved_card_id") } }))),
    head: svc(orderDoc(id, payment())),
    want: ["response-dependency-removed"],
  },
  {
    given: "the Base64 payload gains a not (card data and saved card exclusive)",
    base: svc(orderDoc(encoded(payment()), id)),
    head: svc(orderDoc(encoded(payment({ not: needs("card_data", "saved_card_id") })), id)),
    want: ["request-not-added"],
  },
  {
    given: "a response's not changes",
    base: svc(orderDoc(id, sealed({ code: S("string", { not: { const: "X" } }) }))),
    head: svc(orderDoc(id, sealed({ code: S("string", { not: { const: "Y" } }) }))),
    want: ["response-not-changed"],
  },
  {
    given: "a request's not removed inside an array item",
    base: svc(orderDoc(sealed({ tags: S("array", { items: S("string", { not: { const: "" } }) }) }), id)),
    head: svc(orderDoc(sealed({ tags: S("array", { items: S("string") }) }), id)),
    want: ["request-not-removed"],
  },
  {
    given: "a closed response code enum opened (known codes plus any string) is the existing enum-removed warning",
    base: svc(orderDoc(id, sealed({ code: S("string", { enum: ["0", "1"] }) }))),
    head: svc(orderDoc(id, sealed({ code: { anyOf: [{ const: "0", description: "ok" }, { const: "1", description: "failed" }, S("string")] } }))),
    want: ["response-enum-removed"],
  },
  {
    given: "a closed response code enum opened as anyOf of its code table ($ref) and a bounded plain type: enum-removed, as for any opened enum",
    base: svc(orderDoc(id, sealed({ code: ref("Codes") }), { Codes: S("string", { enum: ["0", "1", "100"] }) })),
    head: svc(
      orderDoc(id, sealed({ code: { anyOf: [ref("Codes"), ref("CodeText")] } }), {
        Codes: S("string", { enum: ["0", "1", "100"] }),
        CodeText: S("string", { maxLength: 10 }),
      }),
    ),
    want: ["response-enum-removed"],
  },
  {
    given: "a request code enum opened the same way: enum-removed only (every old value is still a known value)",
    base: svc(orderDoc(sealed({ bank: ref("Banks") }), id, { Banks: S("string", { enum: ["1", "22", "333"] }) })),
    head: svc(orderDoc(sealed({ bank: { anyOf: [ref("Banks"), S("string", { maxLength: 2 })] } }), id, { Banks: S("string", { enum: ["1", "22", "333"] }) })),
    want: ["request-enum-removed"],
  },
  {
    given: "a request enum gains a maxLength its values already meet: nothing changes on the wire",
    base: svc(orderDoc(sealed({ mode: S("string", { enum: ["AB", "CD"] }) }), id)),
    head: svc(orderDoc(sealed({ mode: S("string", { enum: ["AB", "CD"], maxLength: 2 }) }), id)),
    want: [],
  },
  {
    given: "a request enum gains a maxLength one of its values exceeds",
    base: svc(orderDoc(sealed({ mode: S("string", { enum: ["AB", "CDE"] }) }), id)),
    head: svc(orderDoc(sealed({ mode: S("string", { enum: ["AB", "CDE"], maxLength: 2 }) }), id)),
    want: ["request-length-narrowed"],
  },
  {
    given: "a response enum of integers loses a maximum its values met: nothing changes on the wire",
    base: svc(orderDoc(id, sealed({ code: S("integer", { enum: [0, 1, 7], minimum: 0, maximum: 9 }) }))),
    head: svc(orderDoc(id, sealed({ code: S("integer", { enum: [0, 1, 7] }) }))),
    want: [],
  },
  {
    given: "the same opening on a request is info (it accepts more)",
    base: svc(orderDoc(sealed({ code: ref("Codes") }), id, { Codes: S("integer", { enum: [1, 2] }) })),
    head: svc(orderDoc(sealed({ code: { anyOf: [ref("Codes"), S("integer")] } }), id, { Codes: S("integer", { enum: [1, 2] }) })),
    want: ["request-enum-removed"],
  },
];

describe("rules beside the shape: conditionals, dependencies, exclusions, property counts", () => {
  it.each(BESIDE_THE_SHAPE)("$given", ({ base, head, want }) => {
    expect(rules(diff(base, head))).toEqual(want);
  });
  it("name the clause of a walked consequence, inside the decoded payload", () => {
    const base = svc(orderDoc(encoded(payment({ allOf: [when(10, needs("upi_data"))] })), id));
    const head = svc(orderDoc(encoded(payment({ allOf: [when(10, needs("upi_data", "saved_card_id"))] })), id));
    expect(diff(base, head).map((f) => f.location)).toEqual(["POST /orders request body /request/(decoded)/(if payment_mode=10)/saved_card_id"]);
  });
});

describe("not a contract change", () => {
  it.each(NOT_CHANGES)("$given", ({ base, head, want }) => {
    expect(rules(diff(base, head))).toEqual(want);
  });
});

describe("contract changes", () => {
  it.each(CHANGES)("$given", ({ base, head, want }) => {
    expect(rules(diff(base, head))).toEqual(want);
  });
});

describe("locations and pointers", () => {
  it("name the operation, the body and the property path; point into HEAD's file through $refs", () => {
    const base = svc(orderDoc(sealed({ amount: ref("Amount") }, ["amount"]), id, { Amount: amount }));
    const head = svc(
      orderDoc(sealed({ amount: ref("Amount") }, ["amount"]), id, {
        Amount: sealed({ currency: S("string"), value: S("integer", { minimum: 1 }) }, ["currency", "value"]),
      }),
    );
    expect(diff(base, head)).toEqual([
      {
        rule: "request-range-narrowed",
        level: "breaking",
        direction: "request",
        location: "POST /orders request body /amount/value",
        pointer: "shop/openapi.json#/components/schemas/Amount/properties/value",
        message: "minimum of POST /orders request body /amount/value changed from >= 0 to >= 1: clients that send values allowed before will be rejected.",
      },
    ]);
  });
  it("point into BASE's file for something removed", () => {
    const base = svc(orderDoc(sealed({ note: S("string") }), id));
    const head = svc(orderDoc(sealed({}), id));
    expect(diff(base, head).map((f) => f.pointer)).toEqual([
      "shop/openapi.json#/paths/~1orders/post/requestBody/content/application~1json/schema/properties/note",
    ]);
  });
  it("name the decoded payload of an encoded string", () => {
    const body = (props: Record<string, unknown>) => sealed({ request: S("string", { contentEncoding: "base64", contentSchema: sealed(props) }) });
    const found = diff(svc(orderDoc(body({}), id)), svc(orderDoc(body({ note: S("string") }), id)));
    expect(found.map((f) => f.location)).toEqual(["POST /orders request body /request/(decoded)/note"]);
  });
});

describe("unusable input", () => {
  it("a $ref to nothing names the file, the pointer and the way out", () => {
    const head = svc(orderDoc(ref("Missing"), id));
    expect(() => diff(svc(orderDoc(id, id)), head)).toThrow(/shop\/openapi\.json#.*\$ref "#\/components\/schemas\/Missing" points to nothing.*make/);
  });
});
