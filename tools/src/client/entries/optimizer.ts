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
export { ClientConfigError, ClientTimeoutError, ContractViolationError, ResponseFormatError, type Violation } from "../errors.ts";
export type { OperationResult, RequestBody } from "../result.ts";
export { encodePayload, hmacSha256Signer, verifySignature, type Signer } from "../../signing/x-verify.ts";
// The validation API, its types and the generated types: what `optimizer/validation` exports.
export * from "./validation/optimizer.ts";
