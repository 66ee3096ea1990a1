// Every emitted schema, every property and every operation carries a doc comment, so that the
// generated types explain themselves.
import { describe, expect, it } from "vitest";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { SERVICES } from "../../src/contract/services.ts";
import { loadOpenApi, operations } from "../../src/contract/openapi.ts";

/** Schemas (and their properties) without a description. */
function undocumented(schemas: Map<string, Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const [file, s] of schemas) {
    if (typeof s.description !== "string" || s.description.trim() === "") out.push(file);
    for (const [k, v] of Object.entries((s.properties as Record<string, Record<string, unknown>>) ?? {})) {
      if (typeof v.description !== "string" || v.description.trim() === "") out.push(`${file}#/properties/${k}`);
    }
  }
  return out;
}

describe.each(SERVICES)("$id documentation", ({ id, http }) => {
  it("every JSON Schema and every property has a description", () => {
    expect(undocumented(readServiceSchemas(id))).toEqual([]);
  });

  it.runIf(http)("every operation has a summary or description, and every parameter a description", () => {
    const missing: string[] = [];
    for (const op of operations(loadOpenApi(id))) {
      if (!op.operation.summary && !op.operation.description) missing.push(op.operationId);
      for (const p of op.parameters) if (!p.description) missing.push(`${op.operationId} ${p.in} ${p.name}`);
    }
    expect(missing).toEqual([]);
  });

  it("the check finds an undocumented property (it can fail)", () => {
    const bare = new Map([["X.json", { description: "x", properties: { a: { type: "string" } } }]]);
    expect(undocumented(bare)).toEqual(["X.json#/properties/a"]);
  });
});
