/**
 * `@payments/contracts/terminal`: validation of the terminal service's messages (apps
 * `terminal` and `mobile`). Its types alone are `@payments/contracts/terminal/types`, its
 * precompiled validators `@payments/contracts/terminal/validators`.
 */
export { validateMessage, validateSchema } from "../../validate/messages.ts";
export { APPS, knownMethods, methodInfo, transport, type App, type MessageDirection } from "../../contract/terminal.ts";
export type { ValidationError, ValidationResult } from "../../validate/errors.ts";
export type { components } from "../../../../generated/terminal/types.d.ts";
export {
  byMethod,
  isMethod,
  type ByMethod,
  type MessageOf,
  type MobileReply,
  type MobileRequest,
  type TerminalReply,
  type TerminalRequest,
} from "../narrow.ts";
