import { readFileSync } from "node:fs";
import path from "node:path";
import { GENERATED } from "../paths.ts";
import type { ServiceId } from "./services.ts";

/** The parts of an OpenAPI 3.1 document that the toolkit reads. */
export interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string; [k: string]: unknown };
  servers?: ServerObject[];
  paths: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, SecurityScheme>;
    parameters?: Record<string, ParameterObject>;
  };
  security?: Record<string, string[]>[];
  [k: string]: unknown;
}
export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default: string; enum?: string[]; description?: string }>;
}
export type PathItem = Partial<Record<HttpMethod, OperationObject>> & { parameters?: ParameterObject[]; servers?: ServerObject[] };
export type HttpMethod = "get" | "put" | "post" | "delete" | "patch" | "head" | "options" | "trace";
export const HTTP_METHODS: readonly HttpMethod[] = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
export interface ParameterObject {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: unknown;
  description?: string;
  [k: string]: unknown;
}
export interface MediaTypeObject {
  schema?: unknown;
  examples?: Record<string, { value?: unknown; summary?: string }>;
  [k: string]: unknown;
}
export interface ResponseObject {
  description?: string;
  headers?: Record<string, { required?: boolean; schema?: unknown; description?: string }>;
  content?: Record<string, MediaTypeObject>;
}
export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaTypeObject>; description?: string };
  responses?: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
  servers?: ServerObject[];
  [k: string]: unknown;
}
export interface SecurityScheme {
  type: string;
  scheme?: string;
  flows?: Record<string, { tokenUrl?: string; scopes?: Record<string, string> }>;
  [k: string]: unknown;
}

/** One operation of a document, located by method and path template. */
export interface OperationRef {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly operation: OperationObject;
  /** Path-level and operation-level parameters, merged (operation wins). */
  readonly parameters: readonly ParameterObject[];
}

const cache = new Map<string, OpenApiDoc>();

/** The emitted OpenAPI document of an HTTP service (parsed once per process and root). */
export function loadOpenApi(service: ServiceId, root = GENERATED): OpenApiDoc {
  return loadOpenApiFile(path.join(root, service, "openapi.json"));
}

/** An OpenAPI document from a file (parsed once per process). */
export function loadOpenApiFile(file: string): OpenApiDoc {
  let doc = cache.get(file);
  if (!doc) {
    doc = JSON.parse(readFileSync(file, "utf8")) as OpenApiDoc;
    cache.set(file, doc);
  }
  return doc;
}

/** Every operation of the document, in document order. */
export function operations(doc: OpenApiDoc): OperationRef[] {
  const out: OperationRef[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const merged = new Map<string, ParameterObject>();
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const prm = resolveParameter(doc, raw);
        merged.set(`${prm.in}:${prm.name.toLowerCase()}`, prm);
      }
      out.push({ operationId: op.operationId ?? `${method} ${p}`, method, path: p, operation: op, parameters: [...merged.values()] });
    }
  }
  return out;
}

/** A parameter, following a `$ref` into components/parameters. */
export function resolveParameter(doc: OpenApiDoc, prm: ParameterObject | { $ref: string }): ParameterObject {
  const ref = (prm as { $ref?: string }).$ref;
  if (!ref) return prm as ParameterObject;
  const name = ref.replace("#/components/parameters/", "");
  const found = doc.components?.parameters?.[name];
  if (!found) throw new Error(`unresolved parameter reference ${ref}`);
  return found;
}

/** The operation with this operationId; throws a clear error naming the known ones when absent. */
export function operation(doc: OpenApiDoc, operationId: string): OperationRef {
  const all = operations(doc);
  const found = all.find((o) => o.operationId === operationId);
  if (!found) {
    throw new Error(`unknown operation "${operationId}" in ${doc.info.title}; known: ${all.map((o) => o.operationId).join(", ")}`);
  }
  return found;
}
