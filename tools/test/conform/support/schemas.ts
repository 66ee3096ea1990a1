/** The published JSON Schemas of conformance/schemas/, compiled as a consumer would (ajv, draft 2020-12, strict). */
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";

export const SCHEMAS_DIR = path.resolve(import.meta.dirname, "../../../../conformance/schemas");

const ajv = new Ajv2020.default({ allErrors: true, strict: true });
addFormats.default(ajv);

/** The validator of conformance/schemas/<name> (compiled once). */
export function publishedSchema(name: string): ValidateFunction {
  const id = `https://contracts.invalid/conformance/${name}`;
  return (ajv.getSchema(id) as ValidateFunction | undefined) ?? ajv.compile(JSON.parse(readFileSync(path.join(SCHEMAS_DIR, name), "utf8")));
}
