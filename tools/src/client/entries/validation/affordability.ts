/**
 * `@payments/contracts/affordability/validation`: the validation API of the affordability service
 * alone, without the client. It imports no `node:` module, so it bundles for a browser, React
 * Native or an edge runtime (`esbuild --platform=browser`); tools/test/consumer checks it.
 */
export { validateRequest, validateResponse, validateSchema, type OperationId } from "../../../validate/affordability.ts";
export type { ValidationError, ValidationResult } from "../../../validate/errors.ts";
export type { HttpRequestLike, HttpResponseLike, ValueList, ValueRecord } from "../../../validate/service.ts";
export type { components, operations, paths } from "../../../../../generated/affordability/types.d.ts";
