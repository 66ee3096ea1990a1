// What the build changes in the emitted JSON Schemas (tools/src/build/schema-post.ts): absolute
// `$id`s with relative sibling `$ref`s, and integer constants typed integer. The cases are tables;
// the last tests read generated/ itself.
import { describe, expect, it } from "vitest";
import { integerConstants, relativeSiblingRefs, schemaBase } from "../../src/build/schema-post.ts";
import { readServiceSchemas } from "../../src/contract/schemas.ts";
import { SERVICES } from "../../src/contract/services.ts";

/** Every node of a schema with its JSON pointer, data keywords (examples, enums, x-codes) left out. */
function* nodes(node: unknown, pointer = ""): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(node)) {
    for (const [i, n] of node.entries()) yield* nodes(n, `${pointer}/${i}`);
    return;
  }
  if (node === null || typeof node !== "object") return;
  yield [pointer, node as Record<string, unknown>];
  for (const [k, v] of Object.entries(node)) {
    if (!["const", "enum", "examples", "default"].includes(k) && !k.startsWith("x-")) yield* nodes(v, `${pointer}/${k}`);
  }
}

describe("integerConstants", () => {
  it.each([
    { given: { type: "number", const: 5120 }, want: { type: "integer", const: 5120 } },
    { given: { type: "number", enum: [0, 1, 2001] }, want: { type: "integer", enum: [0, 1, 2001] } },
    { given: { properties: { T: { type: "number", const: 4001 } } }, want: { properties: { T: { type: "integer", const: 4001 } } } },
    { given: { oneOf: [{ type: "number", enum: [24, 32, 48] }] }, want: { oneOf: [{ type: "integer", enum: [24, 32, 48] }] } },
    // Not integer constants: left as they are.
    { given: { type: "number" }, want: { type: "number" } },
    { given: { type: "number", enum: [1, 1.5] }, want: { type: "number", enum: [1, 1.5] } },
    { given: { type: "number", const: 0.5 }, want: { type: "number", const: 0.5 } },
    { given: { type: "number", enum: [] }, want: { type: "number", enum: [] } },
    { given: { type: "string", const: "1001" }, want: { type: "string", const: "1001" } },
    // Data is never rewritten, even when it looks like a schema.
    { given: { examples: [{ type: "number", const: 1 }] }, want: { examples: [{ type: "number", const: 1 }] } },
    { given: { "x-codes": [{ type: "number", enum: [1] }] }, want: { "x-codes": [{ type: "number", enum: [1] }] } },
  ])("$given -> $want", ({ given, want }) => {
    expect(integerConstants(given)).toEqual(want);
  });
});

const BASE = "https://contracts.invalid/terminal/schemas/";

describe("schemaBase", () => {
  it.each([
    { file: "Header.json", id: `${BASE}Header.json`, want: BASE },
    { file: "Amount.json", id: "https://contracts.invalid/optimizer/schemas/Amount.json", want: "https://contracts.invalid/optimizer/schemas/" },
  ])("$id -> $want", ({ file, id, want }) => {
    expect(schemaBase(file, { $id: id })).toBe(want);
  });

  it.each([
    { file: "Header.json", id: "Header.json" },
    { file: "Header.json", id: undefined },
    { file: "Header.json", id: `${BASE}Other.json` },
    { file: "Header.json", id: "urn:x:Header.json" },
  ])("refuses $id for $file, naming the file and the spec decorator", ({ file, id }) => {
    expect(() => schemaBase(file, { $id: id })).toThrow(/^Header\.json: \$id is .*absolute \$id ending in \/Header\.json.*@JsonSchema\.jsonSchema/);
  });
});

describe("relativeSiblingRefs", () => {
  it.each([
    { given: { $ref: `${BASE}UpiBankCode.json` }, want: { $ref: "UpiBankCode.json" } },
    { given: { $ref: `${BASE}Amount.json#/$defs/X` }, want: { $ref: "Amount.json#/$defs/X" } },
    { given: { oneOf: [{ $ref: `${BASE}A.json` }, { $ref: `${BASE}B.json` }] }, want: { oneOf: [{ $ref: "A.json" }, { $ref: "B.json" }] } },
    { given: { properties: { H: { $ref: `${BASE}Header.json`, description: "d" } } }, want: { properties: { H: { $ref: "Header.json", description: "d" } } } },
    // Another base, a local ref and data are left as they are.
    { given: { $ref: "https://contracts.invalid/optimizer/schemas/A.json" }, want: { $ref: "https://contracts.invalid/optimizer/schemas/A.json" } },
    { given: { $ref: "#/$defs/X" }, want: { $ref: "#/$defs/X" } },
    { given: { examples: [{ $ref: `${BASE}A.json` }] }, want: { examples: [{ $ref: `${BASE}A.json` }] } },
  ])("$given -> $want", ({ given, want }) => {
    expect(relativeSiblingRefs(given, BASE)).toEqual(want);
  });
});

describe.each(SERVICES)("generated/$id/schemas", ({ id }) => {
  const schemas = readServiceSchemas(id);

  it("give every schema the absolute $id https://contracts.invalid/<service>/schemas/<file>", () => {
    expect(schemas.size).toBeGreaterThan(0);
    const wrong = [...schemas].filter(([file, s]) => s.$id !== `https://contracts.invalid/${id}/schemas/${file}`).map(([file, s]) => `${file}: ${s.$id}`);
    expect(wrong).toEqual([]);
  });

  it("refer to siblings by file name (a relative $ref naming a file that exists), never by absolute URI", () => {
    const bad: string[] = [];
    let refs = 0;
    for (const [file, schema] of schemas) {
      for (const [pointer, node] of nodes(schema)) {
        if (typeof node.$ref !== "string") continue;
        refs++;
        const target = node.$ref.split("#")[0]!;
        if (target && !schemas.has(target)) bad.push(`${file}#${pointer}: ${node.$ref}`);
      }
    }
    expect(bad).toEqual([]);
    expect(refs).toBeGreaterThan(0);
  });

  it("types every integer const and enum as integer, never number", () => {
    const numberConstants: string[] = [];
    for (const [file, schema] of schemas) {
      for (const [pointer, node] of nodes(schema)) {
        const values = "const" in node ? [node.const] : Array.isArray(node.enum) ? node.enum : [];
        if (node.type === "number" && values.length && values.every((v) => Number.isInteger(v))) numberConstants.push(`${file}#${pointer}`);
      }
    }
    expect(numberConstants).toEqual([]);
  });
});

it("types TransactionType as integer: the terminal's enums and each mobile Detail's constant", () => {
  const terminal = readServiceSchemas("terminal");
  expect(terminal.get("TerminalTransactionType.json")?.type).toBe("integer");
  expect(terminal.get("MobileTransactionType.json")?.type).toBe("integer");
  const details = [...terminal].filter(([f]) => /^Mobile.*Detail\.json$/.test(f) && f !== "MobileTransactionDetail.json");
  expect(details.length).toBeGreaterThanOrEqual(13);
  for (const [file, schema] of details) {
    const t = (schema.properties as Record<string, Record<string, unknown>>).TransactionType;
    expect({ file, type: t?.type, integer: Number.isInteger(t?.const) }).toEqual({ file, type: "integer", integer: true });
  }
});
