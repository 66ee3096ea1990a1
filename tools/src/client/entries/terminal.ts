/**
 * `@payments/contracts/terminal`: validation of the terminal service's messages (apps
 * `terminal` and `mobile`). Its types alone are `@payments/contracts/terminal/types`, its
 * precompiled validators `@payments/contracts/terminal/validators`.
 */
// Validation and the MethodId narrowing: what `terminal/validation` exports.
export * from "./validation/terminal.ts";
export { knownMethods, methodInfo, transport } from "../../contract/terminal.ts";
