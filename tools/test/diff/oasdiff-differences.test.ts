/**
 * Every deliberate grading difference from oasdiff, one test each, named as its row in the table
 * "Deliberate differences from oasdiff" of tools/src/diff/README.md (meta.test.ts checks both
 * ways, by these tests' names). Each test pins this project's grading, so adopting oasdiff's by accident fails here; a
 * team that prefers oasdiff's grading uses --level instead (the last test).
 */
import { describe, expect, it } from "vitest";
import { diffTrees } from "../../src/diff/engine.ts";
import { diff, openapi, orderDoc, treeOf } from "./helpers.ts";

const svc = (doc: Record<string, unknown>) => ({ "shop/openapi.json": doc });
const graded = (fs: { rule: string; level: string }[]) => fs.map((f) => `${f.level} ${f.rule}`).sort();
const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: "object", properties, ...extra });
const idOnly = obj({ id: { type: "string" } }, { required: ["id"], unevaluatedProperties: false });
const op = (extra: Record<string, unknown>) =>
  svc(openapi({ "/orders": { post: { operationId: "create", responses: { "200": { description: "OK" } }, ...extra } } }));

describe("deliberate differences from oasdiff", () => {
  it("a bound set where there was none", () => {
    // oasdiff: request-body-max-set, request-property-max-length-set (warning)
    const found = diff(
      svc(orderDoc(obj({ n: { type: "integer" }, s: { type: "string" } }), idOnly)),
      svc(orderDoc(obj({ n: { type: "integer", maximum: 10 }, s: { type: "string", maxLength: 5 } }), idOnly)),
    );
    expect(graded(found)).toEqual(["breaking request-length-narrowed", "breaking request-range-narrowed"]);
  });

  it("request defaults", () => {
    // oasdiff: request-parameter-default-value-changed (error)
    const q = (d: string) => op({ parameters: [{ name: "sort", in: "query", schema: { type: "string", default: d } }] });
    expect(graded(diff(q("asc"), q("desc")))).toEqual(["warning request-default-changed"]);
  });

  it("a request body removed", () => {
    // oasdiff: request-body-removed (error)
    const body = { requestBody: { content: { "application/json": { schema: { type: "object" } } } } };
    expect(graded(diff(op(body), op({})))).toEqual(["warning request-body-removed"]);
  });

  it("response widenings", () => {
    // oasdiff: response-property-min-decreased, response-property-one-of-added (error)
    const r = (min: number, variants: unknown[]) => svc(orderDoc(idOnly, obj({ n: { type: "integer", minimum: min }, v: { oneOf: variants } })));
    const a = obj({ a: { type: "string" } }, { required: ["a"], unevaluatedProperties: false });
    const b = obj({ b: { type: "string" } }, { required: ["b"], unevaluatedProperties: false });
    const c = obj({ c: { type: "string" } }, { required: ["c"], unevaluatedProperties: false });
    expect(graded(diff(r(5, [a, b]), r(1, [a, b, c])))).toEqual(["warning response-range-widened", "warning response-variant-added"]);
  });

  it("an allOf member added", () => {
    // oasdiff: request-body-all-of-added (error), whatever the member says
    const base = svc(orderDoc(obj({ a: { type: "string" } }), idOnly));
    const refactor = svc(orderDoc({ allOf: [obj({ a: { type: "string" } })] }, idOnly));
    const adds = svc(orderDoc({ allOf: [obj({ a: { type: "string" } }), obj({ b: { type: "integer" } }, { required: ["b"] })] }, idOnly));
    expect(graded(diff(base, refactor))).toEqual([]);
    expect(graded(diff(base, adds))).toEqual(["breaking request-property-required-added"]);
  });

  it("a security requirement or scope added", () => {
    // oasdiff: api-security-added, api-security-scope-added (info)
    const schemes = {
      components: {
        securitySchemes: { oauth: { type: "oauth2", flows: { clientCredentials: { tokenUrl: "https://x/token", scopes: { read: "r", write: "w" } } } } },
      },
    };
    const doc = (security?: unknown) =>
      svc(openapi({ "/orders": { get: { operationId: "list", responses: { "200": { description: "OK" } }, ...(security ? { security } : {}) } } }, schemes));
    expect(graded(diff(doc(), doc([{ oauth: ["read"] }])))).toEqual(["breaking security-requirement-added"]);
    expect(graded(diff(doc([{ oauth: ["read"] }]), doc([{ oauth: ["read", "write"] }])))).toEqual(["breaking security-scope-added"]);
  });

  it("a changed request pattern", () => {
    // oasdiff: request-parameter-pattern-changed (warning)
    const q = (pattern: string) => op({ parameters: [{ name: "ref", in: "query", schema: { type: "string", pattern } }] });
    expect(graded(diff(q("[0-9a-f]+"), q("[0-9]+")))).toEqual(["breaking request-pattern-changed"]);
  });

  it("types compared alike for every media type", () => {
    // oasdiff: request-body-type-compatible for loosely typed XML (compatible)
    const xml = (type: string) => op({ requestBody: { content: { "application/xml": { schema: { type } } } } });
    expect(graded(diff(xml("object"), xml("string")))).toEqual(["breaking request-type-changed"]);
  });

  it("a required response property becoming writeOnly", () => {
    // oasdiff: not reported by default
    const r = (writeOnly: boolean) =>
      svc(orderDoc(idOnly, obj({ id: { type: "string" }, secret: { type: "string", writeOnly } }, { required: ["id", "secret"] })));
    expect(graded(diff(r(false), r(true)))).toEqual(["breaking response-property-removed"]);
  });

  it("servers", () => {
    // oasdiff: no server rules (deployment metadata)
    const doc = (url: string) => svc(openapi({}, { servers: [{ url }] }));
    expect(graded(diff(doc("https://dev.example.com"), doc("https://qa.example.com")))).toEqual(["breaking server-removed", "info server-added"]);
  });

  it("webhooks", () => {
    // oasdiff: webhook-removed (error); the contracts of this project have no webhooks, and they are not compared
    const doc = (webhooks: Record<string, unknown>) => svc(openapi({}, { webhooks }));
    const hook = { post: { requestBody: { content: { "application/json": { schema: { type: "object" } } } }, responses: { "200": { description: "OK" } } } };
    expect(graded(diff(doc({ paid: hook }), doc({})))).toEqual([]);
  });

  it("lets a team adopt oasdiff's grading with --level", () => {
    const q = (d: string) => op({ parameters: [{ name: "sort", in: "query", schema: { type: "string", default: d } }] });
    const found = diffTrees(treeOf(q("asc"), "base"), treeOf(q("desc"), "head"), { levels: new Map([["request-default-changed", "breaking"]]) });
    expect(graded(found)).toEqual(["breaking request-default-changed"]);
  });
});
