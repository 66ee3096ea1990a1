// How the build turns OpenAPI schemas into JSON Schema 2020-12 that ajv compiles: component refs made
// absolute, integer formats spelt out, parameters gathered into one object schema. The run-time validators
// that tests and benchmarks compile from the same helpers are tools/test/support/runtime-validators.ts.
import type { OperationRef } from "../contract/openapi.ts";

/** Keywords of OpenAPI's schema dialect that JSON Schema 2020-12 does not define. */
export const OPENAPI_KEYWORDS = ["discriminator", "xml", "externalDocs", "example"];

/**
 * The id under which a service's component schemas are registered in ajv. Refs of the form
 * `#/components/schemas/X` are rewritten to `<id>#/$defs/X`.
 */
export function componentsId(service: string): string {
  return `urn:contracts:${service}:components`;
}

/** The ranges OpenAPI's integer formats stand for. */
const FORMAT_RANGES: Record<string, [number, number]> = {
  int8: [-128, 127],
  uint8: [0, 255],
  int16: [-32768, 32767],
  int32: [-2147483648, 2147483647],
};

/**
 * Deep copy of a schema for validation: OpenAPI component refs made absolute into the registered
 * bundle, and OpenAPI integer formats (`format: int32`, ...) spelt out as the `minimum`/`maximum`
 * they stand for, so that every validator, precompiled or not, enforces them the same way.
 */
export function rewriteRefs(node: unknown, service: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, service));
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  const range = FORMAT_RANGES[String((node as Record<string, unknown>).format)];
  if (range && (node as Record<string, unknown>).type === "integer") {
    if (!("minimum" in node) && !("exclusiveMinimum" in node)) out.minimum = range[0];
    if (!("maximum" in node) && !("exclusiveMaximum" in node)) out.maximum = range[1];
  }
  for (const [k, v] of Object.entries(node)) {
    if (k === "$ref" && typeof v === "string" && v.startsWith("#/components/schemas/")) {
      out[k] = `${componentsId(service)}#/$defs/${v.slice("#/components/schemas/".length)}`;
    } else {
      out[k] = rewriteRefs(v, service);
    }
  }
  return out;
}

/** Header, query and path parameters as one object schema (header names lowercased). */
export function parametersSchema(op: OperationRef, where: "header" | "query" | "path", service: string): Record<string, unknown> {
  const params = op.parameters.filter((p) => p.in === where);
  const key = (n: string): string => (where === "header" ? n.toLowerCase() : n);
  return {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [key(p.name), rewriteRefs(p.schema ?? {}, service)])),
    required: params.filter((p) => p.required || where === "path").map((p) => key(p.name)),
  };
}
