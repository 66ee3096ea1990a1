/** Precompiled validators of the payment-optimizer service, typed by operation. */
import * as compiled from "../../../generated/optimizer/validators.mjs";
import manifest from "../../../generated/optimizer/manifest.json" with { type: "json" };
import type { operations } from "../../../generated/optimizer/types.d.ts";
import { ServiceValidator, type HttpRequestLike, type HttpResponseLike, type ValidationResult } from "./engine.ts";
import type { Manifest } from "./manifest.ts";

export type OperationId = keyof operations & string;
export const validator = new ServiceValidator(manifest as unknown as Manifest, compiled);

export function validateRequest(operationId: OperationId, req: HttpRequestLike): ValidationResult {
  return validator.validateRequest(operationId, req);
}
export function validateResponse(operationId: OperationId, status: number, body: unknown, options?: Omit<HttpResponseLike, "body">): ValidationResult {
  return validator.validateResponse(operationId, status, body, options);
}
