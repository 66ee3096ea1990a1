/**
 * Message validation for the simulator, over the toolkit's message validator
 * (tools/src/validate/messages.ts): `validateMessage` checks a whole request or reply of an app;
 * `validateMethodMessage` checks against one method's schema, which gives the precise errors the
 * simulator quotes in its code-7 replies.
 */
import { methodInfo, type App, type MessageDirection } from "../contract/index.ts";
import { validateMessage, validator } from "../validate/messages.ts";
import type { ValidationResult } from "../validate/errors.ts";

export { validateMessage };

/** Validate a message against the schema of one method (by MethodId); undefined when the contract has no such method. */
export function validateMethodMessage(app: App, methodId: string, message: unknown, direction: MessageDirection): ValidationResult | undefined {
  const info = methodInfo(app, methodId);
  return info === undefined ? undefined : validator.validateSchema(info[direction], message);
}
