import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020, type Options } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { GENERATED } from "../paths.ts";
import type { ServiceId } from "./services.ts";
import { CONTRACT_KEYWORDS } from "./annotations.ts";

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/**
 * OpenAPI's numeric formats (int32, int64, float, double), which JSON Schema's format vocabulary
 * does not define. They are known and accepted: the `type` keyword beside them already checks
 * integer-ness, and accepting them keeps standalone validators free of custom format code.
 */
export const OPENAPI_FORMATS = ["int32", "int64", "float", "double", "int8", "uint8", "int16"] as const;

export function addOpenApiFormats(ajv: Ajv2020): void {
  for (const f of OPENAPI_FORMATS) ajv.addFormat(f, true);
}

/**
 * An ajv (JSON Schema 2020-12, strict mode, all errors) that knows the formats and the
 * contract's annotation keywords. The one place where the toolkit configures ajv.
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, ...options });
  addFormats(ajv);
  addOpenApiFormats(ajv);
  ajv.addVocabulary([...CONTRACT_KEYWORDS]);
  return ajv;
}

/** The emitted JSON Schemas of one service, as parsed documents keyed by file name. */
export function readServiceSchemas(service: ServiceId, root = GENERATED): Map<string, Record<string, unknown>> {
  const dir = path.join(root, service, "schemas");
  const out = new Map<string, Record<string, unknown>>();
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()) {
    out.set(name, JSON.parse(readFileSync(path.join(dir, name), "utf8")));
  }
  return out;
}

/**
 * An ajv holding every JSON Schema of a service, each under its absolute `$id` and under its file
 * name: get a validator with `ajv.getSchema("Model.json")` or `ajv.getSchema(<its $id>)`.
 */
export function serviceAjv(service: ServiceId, root = GENERATED): Ajv2020 {
  const ajv = createAjv();
  for (const [name, schema] of readServiceSchemas(service, root)) ajv.addSchema(schema, name);
  return ajv;
}
