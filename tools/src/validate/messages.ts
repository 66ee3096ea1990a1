/**
 * Validation of terminal-service messages (both apps: the smart terminal `terminal`, the mobile
 * acceptance service `mobile`), over the precompiled validators of generated/terminal/ (bound once,
 * in contract/generated.ts).
 *
 * `validateMessage(app, message, "request" | "reply")` picks the method's schema from
 * `Header.MethodId` (an unknown MethodId fails with rule `unknown-method-id`) and, inside a mobile
 * DoTransaction, the TransactionType's schema (`unknown-transaction-type`). The apps and their
 * methods are the contract's (contract/terminal.ts).
 */
import { BUILT } from "../contract/generated.ts";
import type { MessageAppManifest } from "../contract/manifest.ts";
import type { App, MessageDirection } from "../contract/terminal.ts";
import type { ValidationResult } from "./errors.ts";
import { ServiceValidator } from "./service.ts";

export const validator = new ServiceValidator(BUILT.terminal.manifest, BUILT.terminal.module);

// The apps and their union files straight from the manifest (its own entries only), not through
// contract/terminal.ts: that module reads the schemas with node:fs, and this one must bundle for a
// browser (tools/src/client/entries/validation/terminal.ts).
const messages = (BUILT.terminal.manifest.messages ?? {}) as Record<string, MessageAppManifest>;

/** The apps the contract knows. */
export const APPS: readonly App[] = Object.keys(messages) as App[];

/** The schema file of an app's request or reply union, or undefined for an unknown app. */
function unionFile(app: string, direction: MessageDirection): string | undefined {
  return Object.hasOwn(messages, app) ? messages[app]?.[direction] : undefined;
}

/** Validate a request or a reply of an app. */
export function validateMessage(app: App, message: unknown, direction: MessageDirection): ValidationResult {
  const file = unionFile(app, direction);
  if (!file) {
    return { ok: false, errors: [{ pointer: "", rule: "unknown-app", message: `unknown app "${String(app).slice(0, 40)}"; known: ${APPS.join(", ")}` }] };
  }
  return validator.validateSchema(file, message);
}

/** Validate data against one emitted JSON Schema of the terminal service (e.g. "Amount.json"). */
export function validateSchema(schemaFile: string, data: unknown): ValidationResult {
  return validator.validateSchema(schemaFile, data);
}
