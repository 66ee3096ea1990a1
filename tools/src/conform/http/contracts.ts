/**
 * The HTTP contracts the runner judges against: per service, its manifest and precompiled
 * validators (generated/<service>/), the parameter types needed to coerce path and query strings,
 * and the schema annotations (masked, volatile). Loaded once per run.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { InputError } from "../../errors.ts";
import { GENERATED } from "../../paths.ts";
import { SERVICES } from "../../services.ts";
import type { ValidatorModule } from "../../validate/ajv-errors.ts";
import { ServiceValidator } from "../../validate/service.ts";
import type { Manifest, OperationManifest } from "../../validate/manifest.ts";
import { collectAnnotations, type SchemaAnnotations } from "../annotations.ts";

export interface HttpOperation {
  service: string;
  op: OperationManifest;
  validator: ServiceValidator;
  /** Names (lower case) of the header parameters. */
  headerNames: Set<string>;
  /** Whether the operation takes the x-verify signature of an encoded body property. */
  signed: boolean;
}

export interface HttpContracts {
  operations: HttpOperation[];
  annotations: SchemaAnnotations;
}

export async function loadHttpContracts(root: string = GENERATED): Promise<HttpContracts> {
  const operations: HttpOperation[] = [];
  const annotations = collectAnnotations(undefined);
  for (const svc of SERVICES.filter((s) => s.http)) {
    const dir = path.join(root, svc.id);
    const manifestFile = path.join(dir, "manifest.json");
    const moduleFile = path.join(dir, "validators.mjs");
    const openapiFile = path.join(dir, "openapi.json");
    if (!existsSync(manifestFile) || !existsSync(moduleFile) || !existsSync(openapiFile)) {
      throw new InputError(`conform: ${path.relative(process.cwd(), dir)}: the generated contract is missing; run \`make\` (or \`npm run -s build\`) first`);
    }
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
    const module = (await import(pathToFileURL(moduleFile).href)) as ValidatorModule;
    collectAnnotations(JSON.parse(readFileSync(openapiFile, "utf8")), annotations);
    const validator = new ServiceValidator(manifest, module);
    for (const op of manifest.operations) {
      const headerNames = new Set(op.parameters.header.list.map((h) => h.name.toLowerCase()));
      const signed = headerNames.has("x-verify") && Object.values(op.request.content).some((c) => c.encoded.length > 0);
      operations.push({ service: svc.id, op, validator, headerNames, signed });
    }
  }
  return { operations, annotations };
}
