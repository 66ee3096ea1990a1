/**
 * The OpenAPI 3.0 rendering of an HTTP service (generated/<service>/openapi-3.0.json), for the tools
 * that read only 3.0 (openapi-backend's validation of the document, older generators).
 *
 * TypeSpec's emitter writes it (a second compile with `openapi-versions: ["3.0.0"]`, compile-spec.ts):
 * `unevaluatedProperties` becomes `additionalProperties`, `type: [x, "null"]` becomes `nullable`, a
 * `$ref` with siblings is wrapped in `allOf` (a nullable one is written here as `anyOf` the reference
 * or `null`, which 3.0 validators read right), `examples` becomes `example`, annotated enums become
 * plain `enum`s, and the Base64 payload's `contentEncoding`/`contentSchema` are left out. What the
 * emitter passes through as written, the JSON Schema rules the spec writes by hand (`@extension("allOf",
 * …)`: `if`/`then`, `const`), is not OpenAPI 3.0; this module renders those, and marks every place where
 * the 3.0 document says less than openapi.json (3.1) with `x-contract-not-in-3.0`.
 *
 * The rendering never refuses what the contract accepts: a rule 3.0 cannot state is left out (the 3.0
 * document is looser there), never approximated by a stricter one. The complete contract stays
 * openapi.json and the package's validators.
 */
import { escapeToken, valueAt } from "../json-pointer.ts";

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === "object" && !Array.isArray(v);

/** The annotation on a schema of the 3.0 rendering that names what it leaves out. */
export const NOT_IN_30 = "x-contract-not-in-3.0";

export interface LeftOut {
  /** The JSON Schema keywords of openapi.json (3.1) that the rendering leaves out here. */
  readonly keywords: string[];
  /** What the rule says, from its description in the spec (or a sentence of this module's). */
  readonly rule: string;
  /** Where the complete rule is: a JSON pointer into openapi.json (3.1). */
  readonly see: string;
}

/** Keywords of a Schema Object of OpenAPI 3.0.3 (§4.7.24); `x-` extensions are allowed beside them. */
export const SCHEMA_KEYWORDS_30: ReadonlySet<string> = new Set([
  "title",
  "multipleOf",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxProperties",
  "minProperties",
  "required",
  "enum",
  "type",
  "allOf",
  "oneOf",
  "anyOf",
  "not",
  "items",
  "properties",
  "additionalProperties",
  "description",
  "format",
  "default",
  "nullable",
  "discriminator",
  "readOnly",
  "writeOnly",
  "xml",
  "externalDocs",
  "example",
  "deprecated",
  "$ref",
]);

const SEALED = (n: unknown): boolean => isObject(n) && isObject(n.not) && Object.keys(n.not).length === 0 && Object.keys(n).length === 1;

/** Whether a conditional rule opens the object it applies to (`then: {additionalProperties: true}`). */
function opens(rule: JsonObject): boolean {
  return ["then", "else"].some((k) => isObject(rule[k]) && (rule[k].additionalProperties === true || rule[k].unevaluatedProperties === true));
}

function mark(schema: JsonObject, entry: LeftOut): void {
  const list = Array.isArray(schema[NOT_IN_30]) ? (schema[NOT_IN_30] as unknown[]) : [];
  list.push({ ...entry });
  schema[NOT_IN_30] = list;
}

/**
 * Render the JSON Schema rules of a schema (and the schemas below it) that OpenAPI 3.0 lacks:
 * - a conditional rule (`if`/`then`/`else`) is left out; when it opened the object it applies to
 *   (`then: {additionalProperties: true}`, the EMI modes of process payment), the object's seal
 *   (`additionalProperties: {not: {}}`) is left out too, since 3.0 cannot open it conditionally;
 * - a string carrying an encoded document (`contentEncoding: base64`, `contentSchema` in 3.1) gets
 *   `format: byte`, OpenAPI 3.0's Base64 string; the document inside it cannot be described.
 */
function renderSchema(node: unknown, pointer: string, openapi31: (pointer: string) => unknown): void {
  if (Array.isArray(node)) {
    for (const [i, n] of node.entries()) renderSchema(n, `${pointer}/${i}`, openapi31);
    return;
  }
  if (!isObject(node)) return;
  const conditional = ["if", "then", "else"].filter((k) => k in node);
  if (conditional.length > 0) {
    mark(node, {
      keywords: conditional,
      rule: typeof node.description === "string" ? node.description : "a conditional rule (if/then)",
      see: `openapi.json#${pointer}`,
    });
    for (const k of conditional) delete node[k];
  }
  const branches = Array.isArray(node.allOf) ? node.allOf.filter(isObject) : [];
  if (branches.some(opens) && SEALED(node.additionalProperties)) {
    delete node.additionalProperties;
    mark(node, {
      keywords: ["unevaluatedProperties"],
      rule: "The object is closed except where a conditional rule of its allOf opens it; 3.0 cannot open it conditionally, so it is open here.",
      see: `openapi.json#${pointer}/unevaluatedProperties`,
    });
  }
  // `{type, allOf: [{$ref}], nullable: true}`: 3.0 validators (ajv) apply the $ref to null too and
  // refuse it; written as anyOf the reference or null, it is exactly 3.1's `anyOf [{$ref}, {type: null}]`.
  if (node.nullable === true && Array.isArray(node.allOf) && node.allOf.length === 1 && isObject(node.allOf[0]) && typeof node.allOf[0].$ref === "string") {
    const type = node.type;
    node.anyOf = [node.allOf[0], { ...(typeof type === "string" ? { type } : {}), nullable: true, enum: [null] }];
    delete node.allOf;
    delete node.nullable;
    delete node.type;
  }
  const in31 = openapi31(pointer);
  if (node.type === "string" && isObject(in31) && in31.contentEncoding === "base64" && node.format === undefined) {
    node.format = "byte";
    const target = isObject(in31.contentSchema) && typeof in31.contentSchema.$ref === "string" ? in31.contentSchema.$ref : "a JSON document";
    mark(node, {
      keywords: ["contentEncoding", "contentMediaType", "contentSchema"],
      rule: `Base64 (format byte) of ${String(in31.contentMediaType ?? "a document")} that must be valid against ${target}; 3.0 cannot describe the document inside the string.`,
      see: `openapi.json#${pointer}`,
    });
  }
  for (const [k, v] of Object.entries(node)) {
    if (k === NOT_IN_30 || k === "example" || k === "default" || k === "enum" || k.startsWith("x-")) continue;
    if (k === "properties" && isObject(v)) {
      for (const [name, sub] of Object.entries(v)) renderSchema(sub, `${pointer}/properties/${escapeToken(name)}`, openapi31);
    } else if (isObject(v) || Array.isArray(v)) {
      renderSchema(v, `${pointer}/${escapeToken(k)}`, openapi31);
    }
  }
}

/** Every place under `node` where a schema keyword that OpenAPI 3.0 does not define is left (none after rendering). */
export function keywordsNotIn30(node: unknown, pointer = ""): string[] {
  const out: string[] = [];
  const visit = (n: unknown, p: string, schema: boolean): void => {
    if (Array.isArray(n)) {
      for (const [i, x] of n.entries()) visit(x, `${p}/${i}`, schema);
      return;
    }
    if (!isObject(n)) return;
    if (schema) {
      for (const k of Object.keys(n)) if (!SCHEMA_KEYWORDS_30.has(k) && !k.startsWith("x-")) out.push(`${p}/${escapeToken(k)}`);
      for (const [k, v] of Object.entries(n)) {
        if (k === "properties" && isObject(v)) for (const [name, sub] of Object.entries(v)) visit(sub, `${p}/properties/${escapeToken(name)}`, true);
        else if (["allOf", "oneOf", "anyOf"].includes(k)) visit(v, `${p}/${k}`, true);
        else if (["items", "not", "additionalProperties"].includes(k) && isObject(v)) visit(v, `${p}/${k}`, true);
      }
      return;
    }
    for (const [k, v] of Object.entries(n)) {
      const inSchemas = p.endsWith("/components/schemas");
      visit(v, `${p}/${escapeToken(k)}`, inSchemas || k === "schema");
    }
  };
  visit(node, pointer, false);
  return out;
}

/**
 * The 3.0 rendering of a document TypeSpec emitted as 3.0.0, given openapi.json (3.1) of the same
 * service. Throws when a keyword 3.0 does not define is left anywhere in a schema: the build then
 * needs a rendering for it here.
 */
export function renderOpenApi30(doc: JsonObject, openapi31: JsonObject): JsonObject {
  const lookup = (pointer: string): unknown => valueAt(openapi31, pointer);
  // `explode: false` on a parameter of a primitive type (TypeSpec writes it on every query parameter)
  // has no effect (OpenAPI 3.0.3, 4.7.12.1), but openapi-backend 5.21 splits such a value at commas
  // and then refuses the array: left out, the parameter means the same and is read right.
  for (const item of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    for (const op of Object.values(isObject(item) ? item : {})) {
      for (const p of isObject(op) && Array.isArray(op.parameters) ? op.parameters : []) {
        const type = isObject(p) && isObject(p.schema) ? p.schema.type : undefined;
        if (isObject(p) && p.explode === false && typeof type === "string" && type !== "array" && type !== "object") delete p.explode;
      }
    }
  }
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) renderSchema(schema, `/components/schemas/${escapeToken(name)}`, lookup);
  doc["x-contract-rendering"] =
    "OpenAPI 3.0 rendering of openapi.json (OpenAPI 3.1), for tools that read only 3.0. It accepts everything the contract accepts but leaves out what 3.0 cannot state, marked x-contract-not-in-3.0 where it applies: the conditional rules (if/then) and the document inside the Base64 create-order request. Judge traffic with openapi.json or the package's validators.";
  const left = keywordsNotIn30(doc);
  if (left.length > 0) {
    throw new Error(
      `the OpenAPI 3.0 rendering still holds keywords OpenAPI 3.0 does not define: ${left.slice(0, 5).join(", ")}${left.length > 5 ? ` and ${left.length - 5} more` : ""}; render them in tools/src/build/openapi-30.ts`,
    );
  }
  return doc;
}
