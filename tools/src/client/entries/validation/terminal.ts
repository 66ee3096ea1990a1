/**
 * `@payments/contracts/terminal/validation`: validation of the terminal service's messages and the
 * MethodId narrowing, without the contract metadata of `@payments/contracts/terminal` (methodInfo,
 * knownMethods and transport read the schemas through `node:fs`). It imports no `node:` module, so
 * it bundles for a browser, React Native or an edge runtime (`esbuild --platform=browser`);
 * tools/test/consumer checks it.
 */
export { APPS, validateMessage, validateSchema } from "../../../validate/messages.ts";
export type { App, MessageDirection } from "../../../contract/terminal.ts";
export type { ValidationError, ValidationResult } from "../../../validate/errors.ts";
export type { components } from "../../../../../generated/terminal/types.d.ts";
export {
  byMethod,
  isMethod,
  type ByMethod,
  type MessageOf,
  type MobileReply,
  type MobileRequest,
  type TerminalReply,
  type TerminalRequest,
} from "../../narrow.ts";
