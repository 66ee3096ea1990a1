/** The validation API of one HTTP service, typed by its operation ids. */
import type { ValidatorModule } from "./ajv-errors.ts";
import type { ValidationResult } from "./errors.ts";
import type { Manifest } from "../contract/manifest.ts";
import { ServiceValidator, type HttpRequestLike, type HttpResponseLike } from "./service.ts";

/** What the package exports of a service's validation: functions only (./client/entries). */
export interface HttpValidationApi<OperationId extends string> {
  validateRequest(operationId: OperationId, req: HttpRequestLike): ValidationResult;
  validateResponse(operationId: OperationId, status: number, body: unknown, options?: Omit<HttpResponseLike, "body">): ValidationResult;
  /** Validate data against one emitted JSON Schema of the service by file name (e.g. "Amount.json"). */
  validateSchema(schemaFile: string, data: unknown): ValidationResult;
}

/** The API and, for the toolkit's own use (clients, sandboxes), the validator instance behind it. */
export interface HttpServiceApi<OperationId extends string> extends HttpValidationApi<OperationId> {
  readonly validator: ServiceValidator;
}

/** Bind a service's generated manifest and precompiled module into its typed validation API. */
export function httpServiceApi<OperationId extends string>(manifest: unknown, module: ValidatorModule): HttpServiceApi<OperationId> {
  const validator = new ServiceValidator(manifest as Manifest, module);
  return {
    validator,
    validateRequest: (operationId, req) => validator.validateRequest(operationId, req),
    validateResponse: (operationId, status, body, options) => validator.validateResponse(operationId, status, body, options),
    validateSchema: (schemaFile, data) => validator.validateSchema(schemaFile, data),
  };
}
