/**
 * Round 2 of the comparison, as given/want tables: every JSON Schema 2020-12 applicator and
 * assertion the walk reads, in both directions; property removal by sealing; parameter and header
 * types as they travel (strings); patterns that accept every string; union branches paired by the
 * schema they reference; "at least one of" requirements.
 */
import { describe, expect, it } from "vitest";
import { diff, openapi, orderDoc } from "./helpers.ts";

const svc = (doc: Record<string, unknown>) => ({ "shop/openapi.json": doc });
const rules = (fs: { rule: string }[]) => [...new Set(fs.map((f) => f.rule))].sort();
const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: "object", properties, ...extra });
const sealed = (properties: Record<string, unknown>, required: string[] = []) => obj(properties, { required, unevaluatedProperties: { not: {} } });
const idOnly = sealed({ id: { type: "string" } }, ["id"]);

/** The same change to a request property and to a response property: the rules each reports. */
function bothWays(base: unknown, head: unknown): { request: string[]; response: string[] } {
  const request = diff(svc(orderDoc(obj({ x: base }), idOnly)), svc(orderDoc(obj({ x: head }), idOnly)));
  const response = diff(svc(orderDoc(idOnly, obj({ x: base }))), svc(orderDoc(idOnly, obj({ x: head }))));
  return { request: rules(request), response: rules(response) };
}

interface KeywordCase {
  keyword: string;
  base: unknown;
  head: unknown;
  request: string[];
  response: string[];
}

const ARR = { type: "array", items: { type: "string" } };
const KEYWORDS: KeywordCase[] = [
  {
    keyword: "prefixItems added over items (position 0: string to integer)",
    base: ARR,
    head: { ...ARR, prefixItems: [{ type: "integer" }] },
    request: ["request-type-changed"],
    response: ["response-type-changed"],
  },
  {
    keyword: "prefixItems without items: a position gains a type",
    base: { type: "array" },
    head: { type: "array", prefixItems: [{ type: "string" }] },
    request: ["request-type-narrowed"],
    response: ["response-type-narrowed"],
  },
  {
    keyword: "prefixItems position narrowed (maxLength)",
    base: { type: "array", prefixItems: [{ type: "string", maxLength: 10 }] },
    head: { type: "array", prefixItems: [{ type: "string", maxLength: 5 }] },
    request: ["request-length-narrowed"],
    response: ["response-length-narrowed"],
  },
  {
    keyword: "contains added",
    base: ARR,
    head: { ...ARR, contains: { const: "vip" } },
    request: ["request-contains-added"],
    response: ["response-contains-added"],
  },
  {
    keyword: "contains removed",
    base: { ...ARR, contains: { const: "vip" } },
    head: ARR,
    request: ["request-contains-removed"],
    response: ["response-contains-removed"],
  },
  {
    keyword: "contains narrowed (walked)",
    base: { ...ARR, contains: { type: "string" } },
    head: { ...ARR, contains: { type: "string", minLength: 3 } },
    request: ["request-length-narrowed"],
    response: ["response-length-narrowed"],
  },
  {
    keyword: "minContains raised",
    base: { ...ARR, contains: { const: "vip" }, minContains: 1 },
    head: { ...ARR, contains: { const: "vip" }, minContains: 2 },
    request: ["request-items-narrowed"],
    response: ["response-items-narrowed"],
  },
  {
    keyword: "maxContains raised",
    base: { ...ARR, contains: { const: "vip" }, maxContains: 2 },
    head: { ...ARR, contains: { const: "vip" }, maxContains: 5 },
    request: ["request-items-widened"],
    response: ["response-items-widened"],
  },
  {
    keyword: "unevaluatedItems schema added",
    base: { type: "array", prefixItems: [{ type: "string" }] },
    head: { type: "array", prefixItems: [{ type: "string" }], unevaluatedItems: { type: "integer" } },
    request: ["request-extras-schema-added"],
    response: ["response-extras-schema-added"],
  },
  {
    keyword: "unevaluatedItems schema removed",
    base: { type: "array", prefixItems: [{ type: "string" }], unevaluatedItems: { type: "integer" } },
    head: { type: "array", prefixItems: [{ type: "string" }] },
    request: ["request-extras-schema-removed"],
    response: ["response-extras-schema-removed"],
  },
  {
    keyword: "unevaluatedProperties schema added on an open object",
    base: obj({ a: { type: "string" } }),
    head: obj({ a: { type: "string" } }, { unevaluatedProperties: { type: "string" } }),
    request: ["request-extras-schema-added"],
    response: ["response-extras-schema-added"],
  },
  {
    keyword: "additionalProperties schema narrowed (walked at *)",
    base: obj({}, { additionalProperties: { type: "string" } }),
    head: obj({}, { additionalProperties: { type: "string", maxLength: 4 } }),
    request: ["request-length-narrowed"],
    response: ["response-length-narrowed"],
  },
  {
    keyword: "propertyNames added",
    base: obj({}),
    head: obj({}, { propertyNames: { pattern: "^[a-z]+$" } }),
    request: ["request-property-names-added"],
    response: ["response-property-names-added"],
  },
  {
    keyword: "propertyNames removed",
    base: obj({}, { propertyNames: { pattern: "^[a-z]+$" } }),
    head: obj({}),
    request: ["request-property-names-removed"],
    response: ["response-property-names-removed"],
  },
  {
    keyword: "propertyNames narrowed (walked)",
    base: obj({}, { propertyNames: { maxLength: 10 } }),
    head: obj({}, { propertyNames: { maxLength: 5 } }),
    request: ["request-length-narrowed"],
    response: ["response-length-narrowed"],
  },
  {
    keyword: "patternProperties added",
    base: obj({}),
    head: obj({}, { patternProperties: { "^x-": { type: "string" } } }),
    request: ["request-pattern-property-added"],
    response: ["response-pattern-property-added"],
  },
  {
    keyword: "patternProperties removed",
    base: obj({}, { patternProperties: { "^x-": { type: "string" } } }),
    head: obj({}),
    request: ["request-pattern-property-removed"],
    response: ["response-pattern-property-removed"],
  },
  {
    keyword: "patternProperties schema changed (walked)",
    base: obj({}, { patternProperties: { "^x-": { type: "string" } } }),
    head: obj({}, { patternProperties: { "^x-": { type: "integer" } } }),
    request: ["request-type-changed"],
    response: ["response-type-changed"],
  },
  {
    keyword: "dependentRequired removed",
    base: obj({ a: { type: "string" }, b: { type: "string" } }, { dependentRequired: { a: ["b"] } }),
    head: obj({ a: { type: "string" }, b: { type: "string" } }),
    request: ["request-dependency-removed"],
    response: ["response-dependency-removed"],
  },
];

describe("JSON Schema 2020-12 keywords, both directions", () => {
  it.each(KEYWORDS)("$keyword", ({ base, head, request, response }) => {
    expect(bothWays(base, head)).toEqual({ request, response });
  });
  it.each(KEYWORDS)("$keyword: nothing when compared with itself", ({ head }) => {
    expect(bothWays(head, head)).toEqual({ request: [], response: [] });
  });
  it("grades a lost response guarantee as breaking and a new request constraint as breaking", () => {
    const levels = (fs: { rule: string; level: string }[]) => Object.fromEntries(fs.map((f) => [f.rule, f.level]));
    const contains = { ...ARR, contains: { const: "vip" } };
    expect(levels(diff(svc(orderDoc(obj({ x: ARR }), idOnly)), svc(orderDoc(obj({ x: contains }), idOnly))))).toEqual({ "request-contains-added": "breaking" });
    expect(levels(diff(svc(orderDoc(idOnly, obj({ x: contains }))), svc(orderDoc(idOnly, obj({ x: ARR })))))).toEqual({
      "response-contains-removed": "breaking",
    });
  });
});

describe("patterns that accept every string are no pattern", () => {
  it.each(["", ".*", "^.*", ".*$", "[\\s\\S]*"])("pattern %j added or removed is no change", (p) => {
    expect(bothWays({ type: "string" }, { type: "string", pattern: p })).toEqual({ request: [], response: [] });
    expect(bothWays({ type: "string", pattern: p }, { type: "string" })).toEqual({ request: [], response: [] });
  });
  it("a pattern replacing `.*` is a pattern added, not changed", () => {
    expect(bothWays({ type: "string", pattern: ".*" }, { type: "string", pattern: "^[0-9]+$" })).toEqual({
      request: ["request-pattern-added"],
      response: ["response-pattern-added"],
    });
  });
  it("`^.*$` is still a pattern (it rejects strings with a line break)", () => {
    expect(bothWays({ type: "string" }, { type: "string", pattern: "^.*$" }).request).toEqual(["request-pattern-added"]);
  });
});

describe("property removal follows sealing", () => {
  const cases = [
    {
      given: "a request property removed from a sealed object",
      base: svc(orderDoc(sealed({ a: { type: "string" }, b: { type: "string" } }), idOnly)),
      head: svc(orderDoc(sealed({ a: { type: "string" } }), idOnly)),
      want: ["request-property-removed"],
    },
    {
      given: "a request property removed from an open object",
      base: svc(orderDoc(obj({ a: { type: "string" }, b: { type: "string" } }), idOnly)),
      head: svc(orderDoc(obj({ a: { type: "string" } }), idOnly)),
      want: ["request-open-property-removed"],
    },
    {
      given: "a request property removed from an object whose extras must be integers",
      base: svc(orderDoc(obj({ a: { type: "string" }, b: { type: "string" } }, { additionalProperties: { type: "integer" } }), idOnly)),
      head: svc(orderDoc(obj({ a: { type: "string" } }, { additionalProperties: { type: "integer" } }), idOnly)),
      want: ["request-property-removed"],
    },
    {
      given: "a request property of a sealed object becomes readOnly",
      base: svc(orderDoc(sealed({ a: { type: "string" }, b: { type: "string" } }), idOnly)),
      head: svc(orderDoc(sealed({ a: { type: "string" }, b: { type: "string", readOnly: true } }), idOnly)),
      want: ["request-property-removed"],
    },
    {
      given: "a request property of an open object becomes readOnly",
      base: svc(orderDoc(obj({ a: { type: "string" }, b: { type: "string" } }), idOnly)),
      head: svc(orderDoc(obj({ a: { type: "string" }, b: { type: "string", readOnly: true } }), idOnly)),
      want: ["request-open-property-removed"],
    },
    {
      given: "a required response property removed",
      base: svc(orderDoc(idOnly, sealed({ id: { type: "string" }, b: { type: "string" } }, ["id", "b"]))),
      head: svc(orderDoc(idOnly, sealed({ id: { type: "string" } }, ["id"]))),
      want: ["response-property-removed"],
    },
    {
      given: "an optional response property removed",
      base: svc(orderDoc(idOnly, sealed({ id: { type: "string" }, b: { type: "string" } }, ["id"]))),
      head: svc(orderDoc(idOnly, sealed({ id: { type: "string" } }, ["id"]))),
      want: ["response-optional-property-removed"],
    },
    {
      given: "a required response property becomes writeOnly",
      base: svc(orderDoc(idOnly, sealed({ id: { type: "string" }, b: { type: "string" } }, ["id", "b"]))),
      head: svc(orderDoc(idOnly, sealed({ id: { type: "string" }, b: { type: "string", writeOnly: true } }, ["id", "b"]))),
      want: ["response-property-removed"],
    },
  ];
  it.each(cases)("$given", ({ base, head, want }) => {
    expect(rules(diff(base, head))).toEqual(want);
  });
});

describe("parameter and header types as they travel (strings)", () => {
  const withQuery = (schema: unknown, extra: Record<string, unknown> = {}) =>
    svc(
      openapi({
        "/orders": {
          get: { operationId: "list", parameters: [{ name: "limit", in: "query", schema, ...extra }], responses: { "200": { description: "OK" } } },
        },
      }),
    );
  const withHeader = (schema: unknown) =>
    svc(openapi({ "/orders": { get: { operationId: "list", responses: { "200": { description: "OK", headers: { "X-Count": { schema } } } } } } }));
  it("query number to string widens (every number is a string on the wire)", () => {
    expect(rules(diff(withQuery({ type: "number" }), withQuery({ type: "string" })))).toEqual(["request-type-widened"]);
  });
  it("query string to integer narrows", () => {
    expect(rules(diff(withQuery({ type: "string" }), withQuery({ type: "integer" })))).toEqual(["request-type-narrowed"]);
  });
  it("query boolean to integer is still a change", () => {
    expect(rules(diff(withQuery({ type: "boolean" }), withQuery({ type: "integer" })))).toEqual(["request-type-changed"]);
  });
  it("a parameter sent as JSON (content) keeps body typing: number to string is a change", () => {
    const content = (schema: unknown) => ({ content: { "application/json": { schema } } });
    const q = (schema: unknown) =>
      svc(
        openapi({
          "/orders": {
            get: { operationId: "list", parameters: [{ name: "f", in: "query", ...content(schema) }], responses: { "200": { description: "OK" } } },
          },
        }),
      );
    expect(rules(diff(q({ type: "number" }), q({ type: "string" })))).toEqual(["request-type-changed"]);
  });
  it("query scalar to an exploded array of what covers it widens; a constrained array still narrows", () => {
    const arr = (items: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: "array", items, ...extra });
    expect(rules(diff(withQuery({ type: ["string", "integer"] }), withQuery(arr({ type: "string" }))))).toEqual(["request-type-widened"]);
    expect(rules(diff(withQuery({ type: "string" }), withQuery(arr({ type: "string", pattern: "^[a-z]+$" }))))).toEqual([
      "request-pattern-added",
      "request-type-widened",
    ]);
    expect(rules(diff(withQuery({ type: "string" }), withQuery(arr({ type: "string" }, { minItems: 2 }))))).toEqual([
      "request-items-narrowed",
      "request-type-widened",
    ]);
  });
  it("response header integer to string widens (breaking), string to integer narrows (info)", () => {
    expect(diff(withHeader({ type: "integer" }), withHeader({ type: "string" })).map((f) => [f.rule, f.level])).toEqual([
      ["response-type-widened", "breaking"],
    ]);
    expect(diff(withHeader({ type: "string" }), withHeader({ type: "integer" })).map((f) => [f.rule, f.level])).toEqual([["response-type-narrowed", "info"]]);
  });
});

describe("unions", () => {
  const branch = (kind: unknown, extra: Record<string, unknown> = {}) => sealed({ kind, note: { type: "string", ...extra } }, ["kind"]);
  const files = (a: unknown, b: unknown) => ({
    "pay/schemas/PayRequest.json": { oneOf: [{ $ref: "UpiDetail.json" }, { $ref: "CardDetail.json" }] },
    "pay/schemas/UpiDetail.json": a,
    "pay/schemas/CardDetail.json": b,
  });
  it("a branch whose fixed value was loosened is paired by the schema it references, not removed and added", () => {
    const base = files(branch({ const: "UPI" }), branch({ const: "CARD" }));
    const head = files(branch({ type: "string" }), branch({ const: "CARD" }));
    const found = diff(base, head);
    expect(rules(found)).not.toContain("request-variant-removed");
    expect(rules(found)).not.toContain("request-variant-added");
    expect(rules(found)).toContain("request-enum-removed"); // the loosening itself, at the file
  });
  it("a branch that really goes is still removed", () => {
    const base = files(branch({ const: "UPI" }), branch({ const: "CARD" }));
    const head = { ...base, "pay/schemas/PayRequest.json": { oneOf: [{ $ref: "CardDetail.json" }] } };
    expect(rules(diff(base, head))).toContain("request-variant-removed");
  });
  it("an anyOf of requirement-only branches is a requirement, not alternative shapes", () => {
    const props = { code: { type: "integer" }, msg: { type: "string" }, message: { type: "string" } };
    const base = svc(orderDoc(idOnly, sealed(props, ["code", "msg"])));
    const head = svc(
      orderDoc(idOnly, {
        ...sealed(props, ["code"]),
        anyOf: [
          { properties: { msg: {} }, required: ["msg"] },
          { properties: { message: {} }, required: ["message"] },
        ],
      }),
    );
    const found = diff(base, head);
    expect(found.map((f) => [f.rule, f.location])).toEqual([["response-property-became-optional", "POST /orders response 200 body /msg"]]);
  });
  it("a requirement every branch repeats stays required", () => {
    const props = { a: { type: "string" }, b: { type: "string" }, c: { type: "string" } };
    const base = svc(orderDoc(idOnly, sealed(props, ["a"])));
    const head = svc(orderDoc(idOnly, { ...sealed(props), anyOf: [{ required: ["a", "b"] }, { required: ["a", "c"] }] }));
    expect(rules(diff(base, head))).toEqual([]);
  });
});

describe("oneOf exclusivity", () => {
  const card = obj({ card_no: { type: "string" } }, { required: ["card_no"] });
  const upi = obj({ vpa: { type: "string" } }, { required: ["vpa"] });
  const kind = (k: string, p: Record<string, unknown>) => obj({ kind: { const: k }, ...p }, { required: ["kind"] });
  const req = (schema: unknown) => svc(orderDoc(schema, idOnly));
  it("a plain object wrapped in a oneOf whose branches overlap is breaking for a request", () => {
    const found = diff(req(obj({ card_no: { type: "string" }, vpa: { type: "string" } })), req({ oneOf: [card, upi] }));
    // {card_no, vpa} matches both open branches: the oneOf rejects what the plain object accepted
    expect(found.map((f) => [f.rule, f.level])).toContainEqual(["request-variant-overlap-added", "breaking"]);
  });
  it("branches told apart by a fixed value do not overlap", () => {
    const found = diff(req(obj({ kind: { type: "string" } })), req({ oneOf: [kind("card", {}), kind("upi", {})] }));
    expect(rules(found)).not.toContain("request-variant-overlap-added");
  });
  it("sealed branches that require different properties do not overlap", () => {
    const s1 = { ...card, unevaluatedProperties: false };
    const s2 = { ...upi, unevaluatedProperties: false };
    expect(rules(diff(req(obj({ card_no: { type: "string" } })), req({ oneOf: [s1, s2] })))).not.toContain("request-variant-overlap-added");
  });
  it("branches of different types do not overlap", () => {
    expect(rules(diff(req({ type: "string" }), req({ oneOf: [{ type: "string" }, { type: "integer" }] })))).not.toContain("request-variant-overlap-added");
  });
  it("an anyOf becoming a oneOf over the same overlapping branches is new exclusivity", () => {
    const found = diff(req({ anyOf: [card, upi] }), req({ oneOf: [card, upi] }));
    expect(rules(found)).toEqual([]); // an anyOf accepted both; the same branches under oneOf: see README (not judged)
  });
  it("branches that already overlapped in BASE are not reported again", () => {
    const open = (p: string) => obj({ [p]: { type: "string" } });
    expect(rules(diff(req({ oneOf: [open("a"), open("b")] }), req({ oneOf: [open("a"), open("b"), open("c")] })))).not.toContain(
      "request-variant-overlap-added",
    );
  });
});

describe("x-extensible-enum", () => {
  const ext = (values: string[]) => ({ type: "string", "x-extensible-enum": values });
  it("a value removed is breaking for a request, info for a response", () => {
    expect(bothWays(ext(["A", "B"]), ext(["A"]))).toEqual({ request: ["request-enum-value-removed"], response: ["response-enum-value-removed"] });
  });
  it("a value added is reported for a request only (clients of a growing list accept unknown values)", () => {
    expect(bothWays(ext(["A"]), ext(["A", "B"]))).toEqual({ request: ["request-enum-value-added"], response: [] });
  });
});

describe("at least one of several properties (anyOf of required-only branches)", () => {
  const props = { card_no: { type: "string" }, vpa: { type: "string" }, upi_id: { type: "string" } };
  const either = (...names: string[]) => ({ ...obj(props), anyOf: names.map((n) => ({ required: [n] })) });
  it("new on a request is breaking; new on a response is only a guarantee", () => {
    expect(bothWays(obj(props), either("card_no", "vpa"))).toEqual({ request: ["request-required-alternatives-changed"], response: [] });
  });
  it("gone from a request only widens it", () => {
    expect(bothWays(either("card_no", "vpa"), obj(props)).request).toEqual([]);
  });
  it("changed or gone on a response is a warning", () => {
    expect(bothWays(either("card_no", "vpa"), either("card_no", "upi_id")).response).toEqual(["response-required-alternatives-changed"]);
    expect(bothWays(either("card_no", "vpa"), obj(props)).response).toEqual(["response-required-alternatives-changed"]);
  });
  it("the same alternatives in another order are no change", () => {
    expect(bothWays(either("card_no", "vpa"), either("vpa", "card_no"))).toEqual({ request: [], response: [] });
  });
});
