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
export { validateRequest, validateResponse, validateSchema, type OperationId } from "../../validate/affordability.ts";
export type { ValidationError, ValidationResult } from "../../validate/errors.ts";
export type { HttpRequestLike, HttpResponseLike, ValueList, ValueRecord } from "../../validate/service.ts";
export { ClientConfigError, ClientTimeoutError, ContractViolationError, ResponseFormatError, TokenRequestError, type Violation } from "../errors.ts";
export type { OperationResult, RequestBody } from "../result.ts";
export type { components, operations, paths } from "../../../../generated/affordability/types.d.ts";
