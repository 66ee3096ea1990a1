import type { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import { createAjv } from "../schemas/ajv.ts";
import { GENERATED } from "../paths.ts";
import type { ServiceId } from "../services.ts";
import { loadOpenApi, operation, type OpenApiDoc, type OperationRef } from "./document.ts";

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

/** Pick the media type entry that fits a content type (exact, then by essence, then `*\/*`). */
export function pickMedia<T>(content: Record<string, T> | undefined, contentType?: string): [string, T] | undefined {
  if (!content) return undefined;
  const entries = Object.entries(content);
  if (!contentType) return entries[0];
  const essence = contentType.split(";")[0]!.trim().toLowerCase();
  return (
    entries.find(([k]) => k.toLowerCase() === essence) ??
    entries.find(([k]) => k === "*/*" || (k.endsWith("/*") && essence.startsWith(k.slice(0, -1))))
  );
}

/**
 * Runtime-compiled validators for every part of an HTTP service's operations, read from the
 * emitted OpenAPI document. Compiled lazily and cached.
 */
export class OpenApiValidators {
  readonly ajv: Ajv2020;
  readonly doc: OpenApiDoc;
  private readonly cache = new Map<string, ValidateFunction | undefined>();

  constructor(readonly service: ServiceId, root = GENERATED) {
    this.doc = loadOpenApi(service, root);
    this.ajv = createAjv();
    this.ajv.addVocabulary(OPENAPI_KEYWORDS);
    this.ajv.addSchema({ $id: componentsId(service), $defs: rewriteRefs(this.doc.components?.schemas ?? {}, service) });
  }

  private compile(key: string, build: () => unknown | undefined): ValidateFunction | undefined {
    if (!this.cache.has(key)) {
      const schema = build();
      this.cache.set(key, schema === undefined ? undefined : this.ajv.compile(schema as object));
    }
    return this.cache.get(key);
  }

  op(operationId: string): OperationRef {
    return operation(this.doc, operationId);
  }

  /** The request body validator for a content type (default: the first documented). */
  requestBody(operationId: string, contentType?: string): ValidateFunction | undefined {
    const media = pickMedia(this.op(operationId).operation.requestBody?.content, contentType);
    return this.compile(`req:${operationId}:${media?.[0]}`, () => media && rewriteRefs(media[1].schema ?? {}, this.service));
  }

  /** The response body validator for a documented status (exact code, then `4XX`-style range, then default). */
  response(operationId: string, status: number | string, contentType?: string): ValidateFunction | undefined {
    const responses = this.op(operationId).operation.responses ?? {};
    const s = String(status);
    const key = s in responses ? s : `${s[0]}XX` in responses ? `${s[0]}XX` : "default" in responses ? "default" : undefined;
    if (!key) return undefined;
    const media = pickMedia(responses[key]!.content, contentType);
    return this.compile(`res:${operationId}:${key}:${media?.[0]}`, () => media && rewriteRefs(media[1].schema ?? {}, this.service));
  }

  headers(operationId: string): ValidateFunction {
    return this.compile(`hdr:${operationId}`, () => parametersSchema(this.op(operationId), "header", this.service))!;
  }

  query(operationId: string): ValidateFunction {
    return this.compile(`qry:${operationId}`, () => parametersSchema(this.op(operationId), "query", this.service))!;
  }

  path(operationId: string): ValidateFunction {
    return this.compile(`pth:${operationId}`, () => parametersSchema(this.op(operationId), "path", this.service))!;
  }
}

const instances = new Map<string, OpenApiValidators>();

/** Shared validators of a service (one ajv per service and root). */
export function openApiValidators(service: ServiceId, root = GENERATED): OpenApiValidators {
  const key = `${service}:${root}`;
  let v = instances.get(key);
  if (!v) instances.set(key, (v = new OpenApiValidators(service, root)));
  return v;
}
