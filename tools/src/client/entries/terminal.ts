/**
 * `@payments/contracts/terminal`: validation of the terminal service's messages (apps
 * `terminal` and `mobile`). Its types alone are `@payments/contracts/terminal/types`, its
 * precompiled validators `@payments/contracts/terminal/validators`.
 */
import type { ValidationResult } from "../../validate/errors.ts";
import { validator } from "../../validate/messages.ts";

export { APPS, knownMethods, methodInfo, transport, validateMessage, validator, type App, type Direction } from "../../validate/messages.ts";
export type { ValidationError, ValidationResult } from "../../validate/errors.ts";
export type { components } from "../../../../generated/terminal/types.d.ts";
export { byMethod, isMethod, type ByMethod, type MessageOf, type MobileReply, type MobileRequest, type TerminalReply, type TerminalRequest } from "../../messages/narrow.ts";

/** Validate data against one emitted JSON Schema of the terminal service (e.g. "Amount.json"). */
export function validateSchema(schemaFile: string, data: unknown): ValidationResult {
  return validator.validateSchema(schemaFile, data);
}
