/**
 * What every service's contract test shares: the case tables of tools/test/contracts/cases/<service>/
 * (one `Case` shape, ../support/cases.ts), the validators a case's `schema` names, and the coverage
 * of `covers`. Each contracts/<service>.test.ts keeps only its service's own checks.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ValidateFunction } from "ajv";
import { componentsId } from "../../src/openapi/schema-rewrite.ts";
import { ROOT } from "../../src/paths.ts";
import { serviceAjv } from "../../src/contract/schemas.ts";
import { service as serviceInfo, type ServiceId } from "../../src/contract/services.ts";
import { expand, type Case } from "../support/cases.ts";
import { openApiValidators, type OpenApiValidators } from "../support/runtime-validators.ts";

export const CASES_ROOT = path.join(ROOT, "tools/test/contracts/cases");

export interface Table {
  file: string;
  cases: Case[];
}

/** Every case table of a service, by file name, with `{{repeat:c:n}}` expanded in `data`. */
export function loadTables(service: ServiceId): Table[] {
  const dir = path.join(CASES_ROOT, service);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({
      file,
      cases: (JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Case[]).map((c) => ({ ...c, data: expand(c.data) })),
    }));
}

export type OperationPart = "request" | "response" | "headers" | "query" | "path";

/** A case's `schema`: an emitted JSON Schema, or a part of an operation. */
export type Target = { kind: "schema"; file: string; model: string } | { kind: "operation"; operationId: string; part: OperationPart; status?: string };

const SCHEMA_FILE = /^[A-Za-z0-9]+\.json$/;
const OPERATION = /^op:([A-Za-z]+):(request|response|headers|query|path)(?::(\d{3}))?$/;

/** The target of the shared grammar, or undefined for another form (a service's own targets). */
export function parseTarget(schema: string): Target | undefined {
  if (SCHEMA_FILE.test(schema)) return { kind: "schema", file: schema, model: schema.slice(0, -".json".length) };
  const m = OPERATION.exec(schema);
  return m ? { kind: "operation", operationId: m[1]!, part: m[2] as OperationPart, status: m[3] } : undefined;
}

/** The constraints a case names in `covers`. */
export function coversOf(c: Case): string[] {
  return c.covers === undefined ? [] : Array.isArray(c.covers) ? c.covers : [c.covers];
}

/** The constraints the invalid cases break (what a coverage test compares with the contract's). */
export function coveredBy(cases: readonly Case[]): Set<string> {
  return new Set(cases.filter((c) => !c.valid).flatMap(coversOf));
}

/** The runtime validators of one service's case targets: JSON Schemas, and for an HTTP service its OpenAPI document. */
export class CaseValidators {
  readonly jsonSchemas;
  private oa: OpenApiValidators | undefined;

  constructor(readonly service: ServiceId) {
    this.jsonSchemas = serviceAjv(service);
  }

  /** The OpenAPI validators (HTTP services only). */
  get openApi(): OpenApiValidators {
    return (this.oa ??= openApiValidators(this.service));
  }

  /** An emitted JSON Schema, by file name. */
  jsonSchema(file: string): ValidateFunction {
    const fn = this.jsonSchemas.getSchema(file);
    if (!fn) throw new Error(`${file}: no emitted JSON Schema of that name in generated/${this.service}/schemas/: fix the case table or run \`make\``);
    return fn as ValidateFunction;
  }

  /** The OpenAPI component of a model name. */
  component(model: string): ValidateFunction {
    const fn = this.openApi.ajv.getSchema(`${componentsId(this.service)}#/$defs/${model}`);
    if (!fn || !this.openApi.doc.components?.schemas?.[model])
      throw new Error(`${model}: no OpenAPI component schema of that name in generated/${this.service}/openapi.json`);
    return fn as ValidateFunction;
  }

  /** The validator of an operation part (a response without status is its 200). */
  operation(t: Extract<Target, { kind: "operation" }>): ValidateFunction {
    const oa = this.openApi;
    const v =
      t.part === "request" ? oa.requestBody(t.operationId) : t.part === "response" ? oa.response(t.operationId, t.status ?? "200") : oa[t.part](t.operationId);
    if (!v) throw new Error(`op:${t.operationId}:${t.part}${t.status ? `:${t.status}` : ""}: the OpenAPI document of ${this.service} has no such part`);
    return v;
  }

  /**
   * The validators a target names, each with what it is: a JSON Schema file runs as the emitted schema
   * and (HTTP services) as the OpenAPI component of the same name; both must give the case's verdict.
   */
  of(target: Target): [string, ValidateFunction][] {
    if (target.kind === "operation") return [["OpenAPI", this.operation(target)]];
    const out: [string, ValidateFunction][] = [["JSON Schema", this.jsonSchema(target.file)]];
    if (serviceInfo(this.service)?.http) out.push(["OpenAPI component", this.component(target.model)]);
    return out;
  }
}
