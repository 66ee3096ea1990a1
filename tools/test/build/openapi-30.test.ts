// The OpenAPI 3.0 rendering (generated/<service>/openapi-3.0.json, issue 37): a valid 3.0 document
// that accepts everything the contract accepts, and says, where it applies, what 3.0 cannot express.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import { describe, expect, it } from "vitest";
import { openApi30Config } from "../../src/build/compile-spec.ts";
import { NOT_IN_30, keywordsNotIn30, renderOpenApi30, type LeftOut } from "../../src/build/openapi-30.ts";
import { OPENAPI_FORMATS } from "../../src/contract/schemas.ts";
import { valueAt } from "../../src/json-pointer.ts";
import { GENERATED, ROOT } from "../../src/paths.ts";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;
type Doc = Record<string, any>;
const read = (service: string, file: string): Doc => JSON.parse(readFileSync(path.join(GENERATED, service, file), "utf8"));
const HTTP = ["affordability", "optimizer"] as const;

/** Every `x-contract-not-in-3.0` of a document, by the pointer of the schema that carries it. */
function leftOut(doc: unknown): Map<string, LeftOut[]> {
  const out = new Map<string, LeftOut[]>();
  const visit = (n: unknown, p: string): void => {
    if (Array.isArray(n)) for (const [i, x] of n.entries()) visit(x, `${p}/${i}`);
    else if (n && typeof n === "object") {
      for (const [k, v] of Object.entries(n)) {
        if (k === NOT_IN_30) out.set(p, v as LeftOut[]);
        else visit(v, `${p}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
      }
    }
  };
  visit(doc, "");
  return out;
}

describe.each(HTTP)("%s/openapi-3.0.json", (service) => {
  const doc30 = read(service, "openapi-3.0.json");
  const doc31 = read(service, "openapi.json");

  it("is a valid OpenAPI 3.0.0 document with only 3.0 schema keywords, and says what it is", async () => {
    expect(doc30.openapi).toBe("3.0.0");
    const result = await new Validator().validate(structuredClone(doc30));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(keywordsNotIn30(doc30)).toEqual([]);
    expect(doc30["x-contract-rendering"]).toMatch(/^OpenAPI 3\.0 rendering of openapi\.json/);
  });

  it("has the operations, servers and security of openapi.json", () => {
    const ops = (d: Doc) =>
      Object.entries(d.paths).flatMap(([p, item]) => Object.entries(item as Doc).map(([m, op]) => `${m} ${p} ${(op as Doc).operationId}`));
    expect(ops(doc30)).toEqual(ops(doc31));
    expect(doc30.servers).toEqual(doc31.servers);
    expect(doc30.components.securitySchemes).toEqual(doc31.components.securitySchemes);
  });

  it("every place it leaves something out points at the complete rule in openapi.json", () => {
    for (const [at, entries] of leftOut(doc30)) {
      for (const e of entries) {
        expect(e.see, at).toMatch(/^openapi\.json#\//);
        expect(valueAt(doc31, e.see.slice("openapi.json#".length)), `${at} -> ${e.see}`).toBeDefined();
      }
    }
  });

  it("accepts every example of openapi.json (the rendering is never stricter than the contract)", () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const f of OPENAPI_FORMATS) ajv.addFormat(f, true);
    ajv.addSchema(structuredClone(doc30), "https://contracts.invalid/oas30.json");
    let checked = 0;
    const check = (pointer: string, value: unknown): void => {
      const validate = ajv.compile({ $ref: `https://contracts.invalid/oas30.json#${pointer}` });
      expect(validate(value), `${pointer}: ${JSON.stringify(validate.errors)}`).toBe(true);
      checked++;
    };
    for (const [name, schema] of Object.entries(doc31.components.schemas as Doc)) {
      for (const example of schema.examples ?? []) check(`/components/schemas/${name}`, example);
    }
    for (const [p, item] of Object.entries(doc31.paths as Doc)) {
      for (const [method, op] of Object.entries(item as Doc)) {
        const base = `/paths/${p.replace(/~/g, "~0").replace(/\//g, "~1")}/${method}`;
        for (const [ct, media] of Object.entries((op.requestBody?.content ?? {}) as Doc)) {
          for (const ex of Object.values((media.examples ?? {}) as Doc)) check(`${base}/requestBody/content/${ct.replace(/\//g, "~1")}/schema`, ex.value);
        }
        for (const [status, res] of Object.entries((op.responses ?? {}) as Doc)) {
          for (const [ct, media] of Object.entries((res.content ?? {}) as Doc)) {
            for (const ex of Object.values((media.examples ?? {}) as Doc))
              check(`${base}/responses/${status}/content/${ct.replace(/\//g, "~1")}/schema`, ex.value);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe("what OpenAPI 3.0 cannot express, and how the rendering says so (optimizer)", () => {
  const doc30 = read("optimizer", "openapi-3.0.json");
  const marks = leftOut(doc30);
  const S = "/components/schemas";
  it.each([
    {
      given: "the Base64 create-order request: 3.0 has Base64 strings (format byte) but no schema for the document inside",
      at: `${S}/CreateOrderRequest/properties/request`,
      keywords: ["contentEncoding", "contentMediaType", "contentSchema"],
      rendered: (n: Doc) => n.format === "byte" && n.type === "string",
    },
    ...[0, 1, 2, 3, 4].map((i) => ({
      given: `process payment's per-mode rule ${i} (if payment_mode then ...): left out`,
      at: `${S}/ProcessPaymentRequest/allOf/${i}`,
      keywords: ["if", "then"],
      rendered: (n: Doc) => !("if" in n) && !("then" in n),
    })),
    {
      given: "process payment's seal, which the EMI modes open conditionally: 3.0 cannot, so the object is open",
      at: `${S}/ProcessPaymentRequest`,
      keywords: ["unevaluatedProperties"],
      rendered: (n: Doc) => !("additionalProperties" in n),
    },
    {
      given: "UPI's GPay rule (mobile_no required when upi_option is GPay): left out",
      at: `${S}/UpiData/allOf/0`,
      keywords: ["if", "then"],
      rendered: (n: Doc) => !("if" in n),
    },
    {
      given: "create order's order_id bound (as a number, a safe integer): left out",
      at: `${S}/CreateOrderResponse/allOf/0/properties/order_id`,
      keywords: ["if", "then"],
      rendered: (n: Doc) => !("if" in n),
    },
  ])("$given", ({ at, keywords, rendered }) => {
    expect(marks.get(at)?.flatMap((m) => m.keywords)).toEqual(keywords);
    expect(rendered(valueAt(doc30, at) as Doc)).toBe(true);
  });

  it("leaves nothing else out: those are all the marks", () => {
    expect(marks.size).toBe(9);
  });

  it("a sealed object stays sealed where no rule opens it (additionalProperties: {not: {}})", () => {
    expect(doc30.components.schemas.CreateCustomerRequest.additionalProperties).toEqual({ not: {} });
    expect(doc30.components.schemas.UpiData.additionalProperties).toEqual({ not: {} });
  });
});

describe("renderOpenApi30", () => {
  const wrap = (schemas: Doc): Doc => ({ openapi: "3.0.0", info: { title: "t", version: "1" }, paths: {}, components: { schemas } });
  it.each([
    {
      given: "a conditional rule in allOf",
      schema: { type: "object", allOf: [{ description: "R", if: { required: ["a"] }, then: { required: ["b"] } }] },
      want: {
        type: "object",
        allOf: [{ description: "R", [NOT_IN_30]: [{ keywords: ["if", "then"], rule: "R", see: "openapi.json#/components/schemas/X/allOf/0" }] }],
      },
    },
    {
      given: "a rule that opens a sealed object",
      schema: { type: "object", additionalProperties: { not: {} }, allOf: [{ if: { required: ["a"] }, then: { additionalProperties: true } }] },
      want: {
        type: "object",
        allOf: [{ [NOT_IN_30]: [{ keywords: ["if", "then"], rule: "a conditional rule (if/then)", see: "openapi.json#/components/schemas/X/allOf/0" }] }],
        [NOT_IN_30]: [expect.objectContaining({ keywords: ["unevaluatedProperties"] })],
      },
    },
    {
      given: "a nullable reference (TypeSpec's allOf + nullable, which 3.0 validators refuse null with)",
      schema: { type: "object", allOf: [{ $ref: "#/components/schemas/Y" }], nullable: true, description: "D" },
      want: { anyOf: [{ $ref: "#/components/schemas/Y" }, { type: "object", nullable: true, enum: [null] }], description: "D" },
    },
    { given: "a schema 3.0 already has", schema: { type: "string", maxLength: 3 }, want: { type: "string", maxLength: 3 } },
  ])("$given", ({ schema, want }) => {
    const out = renderOpenApi30(wrap({ X: schema }), wrap({ X: {} }));
    expect(out.components).toEqual({ schemas: { X: want } });
  });

  it("explode: false is left out on a primitive parameter (no effect there; openapi-backend split the value at commas), kept on an array", () => {
    const param = (name: string, type: string) => ({ name, in: "query", explode: false, schema: { type } });
    const doc = { ...wrap({}), paths: { "/p": { get: { parameters: [param("token", "string"), param("ids", "array")] } } } };
    const out = renderOpenApi30(doc, wrap({})) as Doc;
    expect(out.paths["/p"].get.parameters.map((p: Doc) => [p.name, p.explode])).toEqual([
      ["token", undefined],
      ["ids", false],
    ]);
  });

  it("a Base64 string of openapi.json becomes format byte", () => {
    const base64 = { type: "string", contentEncoding: "base64", contentMediaType: "application/json", contentSchema: { $ref: "#/components/schemas/P" } };
    const out = renderOpenApi30(
      wrap({ X: { type: "object", properties: { r: { type: "string" } } } }),
      wrap({ X: { type: "object", properties: { r: base64 } } }),
    );
    expect((out.components as Doc).schemas.X.properties.r).toMatchObject({ type: "string", format: "byte" });
  });

  it("a keyword it has no rendering for stops the build with where it is and what to do", () => {
    expect(() => renderOpenApi30(wrap({ X: { type: "array", prefixItems: [{ type: "string" }] } }), wrap({}))).toThrow(
      /keywords OpenAPI 3\.0 does not define: \/components\/schemas\/X\/prefixItems; render them in tools\/src\/build\/openapi-30\.ts/,
    );
  });
});

describe("openApi30Config", () => {
  it("emits OpenAPI only, as 3.0.0, without the annotated enums 3.0 cannot carry and without the linter; the rest as tspconfig.yaml says", () => {
    const config = openApi30Config(readFileSync(path.join(ROOT, "tspconfig.yaml"), "utf8")) as Doc;
    expect(config.emit).toEqual(["@typespec/openapi3"]);
    expect(config.linter).toBeUndefined();
    expect(config["warn-as-error"]).toBe(true);
    const options = config.options["@typespec/openapi3"];
    expect(options["openapi-versions"]).toEqual(["3.0.0"]);
    expect(options["enum-strategy"]).toBeUndefined();
    expect(options["seal-object-schemas"]).toBe(true);
    expect(options["emitter-output-dir"]).toBe("{output-dir}/openapi-3.0");
  });
});
