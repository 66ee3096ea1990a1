// Every emitted JSON Schema, and every OpenAPI component schema, compiles with ajv in strict mode.
import { describe, expect, it } from "vitest";
import { createAjv, readServiceSchemas } from "../../src/contract/schemas.ts";
import { SERVICES } from "../../src/contract/services.ts";
import { openApiValidators } from "../support/runtime-validators.ts";
import { operations } from "../../src/contract/openapi.ts";

describe.each(SERVICES)("$id JSON Schemas", ({ id }) => {
  const schemas = readServiceSchemas(id);

  it("are JSON Schema 2020-12 with the do-not-edit banner", () => {
    expect(schemas.size).toBeGreaterThan(0);
    for (const [name, s] of schemas) {
      expect(s.$schema, name).toBe("https://json-schema.org/draft/2020-12/schema");
      expect(String(s.$comment), name).toMatch(/Do not edit/);
    }
  });

  it("each compiles with ajv in strict mode, by its absolute $id (as a consumer loads them)", () => {
    const ajv = createAjv();
    for (const s of schemas.values()) ajv.addSchema(s);
    for (const [name, s] of schemas) {
      const schemaId = String(s.$id);
      expect(schemaId, name).toBe(`https://contracts.invalid/${id}/schemas/${name}`);
      expect(() => ajv.getSchema(schemaId), name).not.toThrow();
      expect(typeof ajv.getSchema(schemaId), name).toBe("function");
    }
  });

  it("strict mode is really on: an unknown keyword is rejected", () => {
    expect(() => createAjv().compile({ type: "object", notAKeyword: 1 })).toThrow(/strict mode/);
  });
});

describe.each(SERVICES.filter((s) => s.http))("$id OpenAPI schemas", ({ id }) => {
  it("every request body, response body and parameter set compiles in strict mode", () => {
    const v = openApiValidators(id);
    let compiled = 0;
    for (const op of operations(v.doc)) {
      for (const ct of Object.keys(op.operation.requestBody?.content ?? {})) {
        expect(v.requestBody(op.operationId, ct), `${op.operationId} ${ct}`).toBeTypeOf("function");
        compiled++;
      }
      for (const [status, res] of Object.entries(op.operation.responses ?? {})) {
        for (const ct of Object.keys(res.content ?? {})) {
          expect(v.response(op.operationId, status, ct), `${op.operationId} ${status}`).toBeTypeOf("function");
          compiled++;
        }
      }
      v.headers(op.operationId);
      v.query(op.operationId);
      v.path(op.operationId);
    }
    expect(compiled).toBeGreaterThan(0);
  });
});
