/**
 * `@payments/contracts/affordability`: the typed client and the validation API of the
 * affordability service. Its types alone are `@payments/contracts/affordability/types`, its
 * precompiled validators `@payments/contracts/affordability/validators`.
 */
export {
  createAffordabilityClient,
  type AffordabilityClient,
  type AffordabilityClientOptions,
  type CallOptions,
  type TracedCallOptions,
} from "../affordability.ts";
export { ClientConfigError, ClientTimeoutError, ContractViolationError, ResponseFormatError, TokenRequestError, type Violation } from "../errors.ts";
export type { OperationResult, RequestBody } from "../result.ts";
// The validation API, its types and the generated types: what `affordability/validation` exports.
export * from "./validation/affordability.ts";
