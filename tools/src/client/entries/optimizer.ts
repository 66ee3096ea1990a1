/**
 * `@payments/contracts/optimizer`: the typed client and the validation API of the
 * payment-optimizer service. Its types alone are `@payments/contracts/optimizer/types`, its
 * precompiled validators `@payments/contracts/optimizer/validators`; the x-verify signers are
 * `@payments/contracts/signing`.
 */
export {
  basicAuthorization,
  createOptimizerClient,
  type BasicAuth,
  type CallOptions,
  type CreateOrderPayload,
  type OptimizerClient,
  type OptimizerClientOptions,
} from "../optimizer.ts";
export { validateRequest, validateResponse, validateSchema, type OperationId } from "../../validate/optimizer.ts";
export type { ValidationError, ValidationResult } from "../../validate/errors.ts";
export type { HttpRequestLike, HttpResponseLike, ValueList, ValueRecord } from "../../validate/service.ts";
export { ClientConfigError, ClientTimeoutError, ContractViolationError, ResponseFormatError, type Violation } from "../errors.ts";
export type { OperationResult, RequestBody } from "../result.ts";
export { encodePayload, hmacSha256Signer, verifySignature, type Signer } from "../../signing/x-verify.ts";
export type { components, operations, paths } from "../../../../generated/optimizer/types.d.ts";
