// Run-time validators compiled by ajv from the emitted OpenAPI documents: the oracle the contract tests and
// `make bench` (tools/bench/workers/validation.ts) compare the precompiled standalone validators with. Not
// shipped: the package validates with the standalone code in generated/.
import type { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import { loadOpenApi, operation, type OpenApiDoc, type OperationRef } from "../../src/contract/openapi.ts";
import { OPENAPI_KEYWORDS, componentsId, parametersSchema, rewriteRefs } from "../../src/openapi/schema-rewrite.ts";
import { GENERATED } from "../../src/paths.ts";
import { createAjv } from "../../src/contract/schemas.ts";
import type { ServiceId } from "../../src/contract/services.ts";

/** Pick the media type entry that fits a content type (exact, then by essence, then `*\/*`). */
export function pickMedia<T>(content: Record<string, T> | undefined, contentType?: string): [string, T] | undefined {
  if (!content) return undefined;
  const entries = Object.entries(content);
  if (!contentType) return entries[0];
  const essence = contentType.split(";")[0]!.trim().toLowerCase();
  return entries.find(([k]) => k.toLowerCase() === essence) ?? entries.find(([k]) => k === "*/*" || (k.endsWith("/*") && essence.startsWith(k.slice(0, -1))));
}

/**
 * Runtime-compiled validators for every part of an HTTP service's operations, read from the
 * emitted OpenAPI document. Compiled lazily and cached.
 */
export class OpenApiValidators {
  readonly ajv: Ajv2020;
  readonly doc: OpenApiDoc;
  private readonly cache = new Map<string, ValidateFunction | undefined>();

  constructor(
    readonly service: ServiceId,
    root = GENERATED,
  ) {
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
