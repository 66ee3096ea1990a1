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
import ucs2lengthModule from "ajv/dist/runtime/ucs2length.js";
import { createAjv, readServiceSchemas } from "../contract/schemas.ts";
import { operations, loadOpenApiFile, type OpenApiDoc } from "../contract/openapi.ts";
import { OPENAPI_KEYWORDS, componentsId, parametersSchema, rewriteRefs } from "../openapi/schema-rewrite.ts";
import { SERVICES, type ServiceInfo } from "../contract/services.ts";
import { jsonWithBanner, withBanner } from "./banner.ts";
import type { Manifest, OperationManifest, EncodedContent } from "../contract/manifest.ts";
import { findMessageApps, findUnionProperties, findUnions, unionShell } from "../contract/unions.ts";

// ajv/dist/standalone is CommonJS; under ESM its function arrives as `default`.
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as typeof standaloneModule.default;

// ajv/dist/runtime/* is CommonJS too.
const ucs2length = ((ucs2lengthModule as unknown as { default?: unknown }).default ?? ucs2lengthModule) as (s: string) => number;

/**
 * The runtime helpers ajv's standalone output would `require()` (maxLength and minLength count code
 * points with ucs2length), inlined as their own source. ajv's ESM output still calls `require` for
 * them (TOOLCHAIN.md), which needs `node:module` and keeps the module out of browsers, React Native
 * and edge runtimes; inlined, a validators module imports nothing at all.
 */
const INLINED_HELPERS: Readonly<Record<string, { name: string; fn: (...args: never[]) => unknown }>> = {
  'require("ajv/dist/runtime/ucs2length").default': { name: "ucs2length", fn: ucs2length },
};

/** ajv's standalone code with its runtime `require()`s replaced by inlined helpers; throws on any other require. */
export function inlineRuntimeHelpers(code: string, service: string): string {
  const used: string[] = [];
  let out = code;
  for (const [call, { name, fn }] of Object.entries(INLINED_HELPERS)) {
    if (!out.includes(call)) continue;
    out = out.split(call).join(`__${name}`);
    used.push(`const __${name} = ${fn.toString()};\n`);
  }
  const left = /\brequire\(\s*["'][^"']*["']\s*\)/.exec(out);
  if (left) {
    throw new Error(
      `the validators of ${service} would call ${left[0]}: a runtime helper of ajv that tools/src/build/validators.ts does not inline; add it to INLINED_HELPERS (a self-contained function) so that validators.mjs stays free of require and node: imports`,
    );
  }
  if (used.length === 0) return out;
  const strict = '"use strict";';
  return out.startsWith(strict) ? `${strict}${used.join("")}${out.slice(strict.length)}` : `${used.join("")}${out}`;
}

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

/** `components["schemas"]["X"]` for a schema that is a `$ref` to component X, else undefined. */
function componentType(schema: unknown): string | undefined {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === "string" && ref.startsWith("#/components/schemas/") ? `components["schemas"][${JSON.stringify(ref.slice(21))}]` : undefined;
}

/**
 * The HTTP manifest of a service; `schemas` receives each validator's schema by export name and
 * `types` the TypeScript type (over the service's types.d.ts) that a valid value of it has, where
 * one exists: bodies and encoded payloads. Parameter validators get none: they judge the
 * lower-cased, coerced parameters, not a shape of types.d.ts.
 */
function httpManifest(svc: ServiceInfo, doc: OpenApiDoc, schemas: Map<string, unknown>, types: Map<string, string>): Manifest {
  const resolve = (ref: string): unknown => doc.components?.schemas?.[ref.replace("#/components/schemas/", "")];
  const ops: OperationManifest[] = [];
  for (const op of operations(doc)) {
    const id = op.operationId;
    const add = (name: string, schema: unknown, type?: string): string => {
      schemas.set(name, schema);
      if (type) types.set(name, type);
      return name;
    };
    const op_ = `operations[${JSON.stringify(id)}]`;
    const request: OperationManifest["request"] = { required: op.operation.requestBody?.required ?? false, content: {} };
    for (const [ct, media] of Object.entries(op.operation.requestBody?.content ?? {})) {
      const encoded: EncodedContent[] = encodedContents(media.schema, resolve).map(({ pointer, node }) => ({
        pointer,
        encoding: String(node.contentEncoding ?? ""),
        mediaType: String(node.contentMediaType ?? ""),
        validator: add(exportName(id, "request", ct, "content", pointer || "root"), rewriteRefs(node.contentSchema, svc.id), componentType(node.contentSchema)),
      }));
      const body = `NonNullable<${op_}["requestBody"]>["content"][${JSON.stringify(ct)}]`;
      request.content[ct] = { validator: add(exportName(id, "request", ct), rewriteRefs(media.schema ?? {}, svc.id), body), encoded };
    }
    const responses: OperationManifest["responses"] = {};
    for (const [status, res] of Object.entries(op.operation.responses ?? {})) {
      const content: Record<string, { validator: string }> = {};
      for (const [ct, media] of Object.entries(res.content ?? {})) {
        const body = `${op_}["responses"][${JSON.stringify(status)}]["content"][${JSON.stringify(ct)}]`;
        content[ct] = { validator: add(exportName(id, "response", status, ct), rewriteRefs(media.schema ?? {}, svc.id), body) };
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
  // The type each validator guards, over ./types.d.ts (where there is one): a schema file's is its
  // component (every schema of a message service is one; an HTTP service's where openapi.json has it).
  const types = new Map<string, string>();
  const doc = svc.http ? loadOpenApiFile(path.join(root, svc.id, "openapi.json")) : undefined;
  for (const [exp, id] of Object.entries(exports)) {
    // The schema's name: the last segment of its $id (`…/schemas/Amount.json` is Amount).
    const name = id.slice(id.lastIndexOf("/") + 1).replace(/\.json$/, "");
    if (!doc || Object.hasOwn(doc.components?.schemas ?? {}, name)) types.set(exp, `components["schemas"][${JSON.stringify(name)}]`);
  }
  if (doc) {
    ajv.addSchema({ $id: componentsId(svc.id), $defs: rewriteRefs(doc.components?.schemas ?? {}, svc.id) });
    const opSchemas = new Map<string, unknown>();
    manifest = { ...httpManifest(svc, doc, opSchemas, types), ...structure };
    for (const [name, schema] of opSchemas) {
      const id = `urn:contracts:${svc.id}:op:${name}`;
      ajv.addSchema({ $id: id, ...(schema as object) });
      exports[name] = id;
    }
  }
  const code = inlineRuntimeHelpers(standaloneCode(ajv, exports), svc.id);
  await writeFile(path.join(root, svc.id, "validators.mjs"), withBanner(`${code}\n`, "//"));
  const used = [...new Set([...types.values()].map((t) => /^(?:NonNullable<)?(\w+)/.exec(t)![1]!))].sort();
  const dts = [
    ...(used.length > 0 ? [`import type { ${used.join(", ")} } from "./types.js";`] : []),
    "/**",
    " * A precompiled ajv validator: whether data is valid; `errors` holds ajv's errors after a failure.",
    " * Where the type of a valid value is known (a body, an encoded payload, a schema), it is a type",
    " * guard: `if (validate(data)) data` is that type.",
    " */",
    "export interface StandaloneValidator<T = unknown> {",
    "  (data: unknown): data is T;",
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
        const type = shellOf ? undefined : types.get(e);
        return [...note, `export declare const ${e}: StandaloneValidator${type ? `<${type}>` : ""};`];
      }),
    "",
  ].join("\n");
  await writeFile(path.join(root, svc.id, "validators.d.mts"), withBanner(dts, "//"));
  await writeFile(path.join(root, svc.id, "manifest.json"), jsonWithBanner({ ...manifest }, "$comment"));
}

export async function buildValidators(root: string): Promise<void> {
  await Promise.all(SERVICES.map((svc) => buildServiceValidators(svc, root)));
}
