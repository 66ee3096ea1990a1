/**
 * Standalone validators: ajv compiles every request, response and parameter schema of the HTTP
 * services, and every JSON Schema of every service, at build time into one ES module per
 * service (generated/<service>/validators.mjs). A manifest beside it (manifest.json) maps
 * operations, statuses and content types to the exported validator names, so that importing
 * the validators never compiles a schema.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import standaloneModule from "ajv/dist/standalone/index.js";
import { createAjv, readServiceSchemas } from "../contract/schemas.ts";
import { operations, loadOpenApiFile, type OpenApiDoc } from "../contract/openapi.ts";
import { OPENAPI_KEYWORDS, componentsId, parametersSchema, rewriteRefs } from "../openapi/schema-rewrite.ts";
import { SERVICES, type ServiceInfo } from "../contract/services.ts";
import { jsonWithBanner, withBanner } from "./banner.ts";
import type { Manifest, OperationManifest, EncodedContent } from "../contract/manifest.ts";
import { findMessageApps, findUnionProperties, findUnions, unionShell } from "../contract/unions.ts";

// ajv/dist/standalone is CommonJS; under ESM its function arrives as `default`.
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as typeof standaloneModule.default;

/** A safe export identifier from parts (operation ids, statuses, media types, schema names). */
export function exportName(...parts: string[]): string {
  return parts.map((p) => p.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "")).join("__");
}

/** Properties of a (ref-resolved) object schema that carry an encoded JSON document (contentSchema). */
function encodedContents(schema: unknown, resolve: (ref: string) => unknown): Array<{ pointer: string; node: Record<string, unknown> }> {
  const out: Array<{ pointer: string; node: Record<string, unknown> }> = [];
  const visit = (node: unknown, pointer: string, depth: number): void => {
    if (depth > 8 || node === null || typeof node !== "object") return;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === "string") {
      visit(resolve(obj.$ref), pointer, depth + 1);
      return;
    }
    if (obj.contentSchema) out.push({ pointer, node: obj });
    for (const [k, v] of Object.entries((obj.properties as Record<string, unknown>) ?? {})) visit(v, `${pointer}/${k}`, depth + 1);
  };
  visit(schema, "", 0);
  return out;
}

/** `{type}` of a parameter schema whose type is one primitive JSON type (after one `$ref`), else `{}`. */
function primitiveType(schema: unknown, resolve: (ref: string) => unknown): { type?: string } {
  let node = schema as Record<string, unknown> | undefined;
  if (node && typeof node.$ref === "string") node = resolve(node.$ref) as Record<string, unknown> | undefined;
  const t = node?.type;
  return typeof t === "string" && ["integer", "number", "boolean", "string"].includes(t) ? { type: t } : {};
}

function httpManifest(svc: ServiceInfo, doc: OpenApiDoc, schemas: Map<string, unknown>): Manifest {
  const resolve = (ref: string): unknown => doc.components?.schemas?.[ref.replace("#/components/schemas/", "")];
  const ops: OperationManifest[] = [];
  for (const op of operations(doc)) {
    const id = op.operationId;
    const add = (name: string, schema: unknown): string => {
      schemas.set(name, schema);
      return name;
    };
    const request: OperationManifest["request"] = { required: op.operation.requestBody?.required ?? false, content: {} };
    for (const [ct, media] of Object.entries(op.operation.requestBody?.content ?? {})) {
      const encoded: EncodedContent[] = encodedContents(media.schema, resolve).map(({ pointer, node }) => ({
        pointer,
        encoding: String(node.contentEncoding ?? ""),
        mediaType: String(node.contentMediaType ?? ""),
        validator: add(exportName(id, "request", ct, "content", pointer || "root"), rewriteRefs(node.contentSchema, svc.id)),
      }));
      request.content[ct] = { validator: add(exportName(id, "request", ct), rewriteRefs(media.schema ?? {}, svc.id)), encoded };
    }
    const responses: OperationManifest["responses"] = {};
    for (const [status, res] of Object.entries(op.operation.responses ?? {})) {
      const content: Record<string, { validator: string }> = {};
      for (const [ct, media] of Object.entries(res.content ?? {})) {
        content[ct] = { validator: add(exportName(id, "response", status, ct), rewriteRefs(media.schema ?? {}, svc.id)) };
      }
      const headers = Object.entries(res.headers ?? {}).map(([name, h]) => ({ name: name.toLowerCase(), required: Boolean(h.required) }));
      responses[status] = { content, headers };
    }
    const params = (where: "header" | "query" | "path") =>
      op.parameters
        .filter((p) => p.in === where)
        .map((p) => ({ name: p.name, required: Boolean(p.required || where === "path"), ...primitiveType(p.schema, resolve) }));
    ops.push({
      operationId: id,
      method: op.method.toUpperCase(),
      path: op.path,
      security: (op.operation.security ?? doc.security ?? []).map((req) => Object.keys(req)),
      parameters: {
        header: { list: params("header"), validator: add(exportName(id, "headers"), parametersSchema(op, "header", svc.id)) },
        query: { list: params("query"), validator: add(exportName(id, "query"), parametersSchema(op, "query", svc.id)) },
        path: { list: params("path"), validator: add(exportName(id, "path"), parametersSchema(op, "path", svc.id)) },
      },
      request,
      responses,
    });
  }
  const securitySchemes = Object.fromEntries(
    Object.entries(doc.components?.securitySchemes ?? {}).map(([name, s]) => [name, { type: s.type, scheme: s.scheme }]),
  );
  return { service: svc.id, operations: ops, securitySchemes, schemas: {}, unions: {}, unionProperties: {}, unionShells: {} };
}

/** Build validators.mjs, validators.d.mts and manifest.json for one service into root/<id>/. */
export async function buildServiceValidators(svc: ServiceInfo, root: string): Promise<void> {
  const ajv = createAjv({ code: { source: true, esm: true, lines: false } });
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  const files = readServiceSchemas(svc.id, root);
  const exports: Record<string, string> = {};
  const manifestSchemas: Record<string, string> = {};
  // Every emitted JSON Schema, under its absolute $id (its relative $refs resolve against it).
  for (const [name, schema] of files) {
    ajv.addSchema(schema);
    const exp = exportName("schema", name.replace(/\.json$/, ""));
    exports[exp] = String(schema.$id);
    manifestSchemas[name] = exp;
  }
  const unions = findUnions(files);
  const unionProperties = findUnionProperties(files, unions);
  // Each holder of a union also as its shell (the unions left to the validation API's dispatch).
  const unionShells: Record<string, string> = {};
  for (const [name, properties] of Object.entries(unionProperties)) {
    const schema = files.get(name)!;
    // The shell is the schema's sibling `<Name>.shell.json`: its id resolved against the schema's.
    const shell = unionShell(name, schema, properties);
    shell.$id = new URL(String(shell.$id), String(schema.$id)).href;
    ajv.addSchema(shell);
    const exp = exportName("shell", name.replace(/\.json$/, ""));
    exports[exp] = shell.$id as string;
    unionShells[name] = exp;
  }
  const structure = {
    schemas: manifestSchemas,
    unions,
    unionProperties,
    unionShells,
    ...(svc.http ? {} : { messages: findMessageApps(files, unions) }),
  };
  let manifest: Manifest = { service: svc.id, operations: [], securitySchemes: {}, ...structure };
  if (svc.http) {
    const doc = loadOpenApiFile(path.join(root, svc.id, "openapi.json"));
    ajv.addSchema({ $id: componentsId(svc.id), $defs: rewriteRefs(doc.components?.schemas ?? {}, svc.id) });
    const opSchemas = new Map<string, unknown>();
    manifest = { ...httpManifest(svc, doc, opSchemas), ...structure };
    for (const [name, schema] of opSchemas) {
      const id = `urn:contracts:${svc.id}:op:${name}`;
      ajv.addSchema({ $id: id, ...(schema as object) });
      exports[name] = id;
    }
  }
  const code = standaloneCode(ajv, exports);
  // ajv's standalone ESM output still calls require() for runtime helpers (see TOOLCHAIN.md).
  const shim = 'import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n';
  await writeFile(path.join(root, svc.id, "validators.mjs"), withBanner(`${shim + code}\n`, "//"));
  const dts = [
    "/** A precompiled ajv validator: returns whether data is valid; `errors` holds ajv's errors after a failure. */",
    "export interface StandaloneValidator {",
    "  (data: unknown): boolean;",
    "  errors?: Array<{ instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }> | null;",
    "}",
    ...Object.keys(exports)
      .sort()
      .flatMap((e) => {
        const shellOf = Object.entries(unionShells).find(([, exp]) => exp === e)?.[0];
        const note = shellOf
          ? [
              `/** ${shellOf} with its union properties left open, for the validation API, which checks each union as the branch its discriminator picks. To validate a whole message, use ${manifestSchemas[shellOf]}. */`,
            ]
          : [];
        return [...note, `export declare const ${e}: StandaloneValidator;`];
      }),
    "",
  ].join("\n");
  await writeFile(path.join(root, svc.id, "validators.d.mts"), withBanner(dts, "//"));
  await writeFile(path.join(root, svc.id, "manifest.json"), jsonWithBanner({ ...manifest }, "$comment"));
}

export async function buildValidators(root: string): Promise<void> {
  await Promise.all(SERVICES.map((svc) => buildServiceValidators(svc, root)));
}
