/**
 * Validation of terminal-service messages (both apps: the smart terminal `terminal`, the mobile
 * acceptance service `mobile`), over the precompiled validators of generated/terminal/.
 *
 * `validateMessage(app, message, "request" | "reply")` picks the method's schema from
 * `Header.MethodId` (an unknown MethodId fails with rule `unknown-method-id`) and, inside a mobile
 * DoTransaction, the TransactionType's schema (`unknown-transaction-type`).
 */
import * as compiled from "../../../generated/terminal/validators.mjs";
import manifest from "../../../generated/terminal/manifest.json" with { type: "json" };
import type { components } from "../../../generated/terminal/types.d.ts";
import type { ValidationResult } from "./errors.ts";
import { ServiceValidator } from "./service.ts";
import type { Manifest, MessageAppManifest } from "./manifest.ts";

export type App = "terminal" | "mobile";
/** Which message of a terminal exchange: the app's request or the service's reply (the HTTP clients' `Direction` is "request" | "response"). */
export type MessageDirection = "request" | "reply";
/** The MethodIds of the two apps (the contract's TerminalMethodId and MobileMethodId). */
export type MethodId = components["schemas"]["TerminalMethodId"] | components["schemas"]["MobileMethodId"];

export const validator = new ServiceValidator(manifest as unknown as Manifest, compiled);
const apps = validator.manifest.messages as Record<App, MessageAppManifest>;

/** The apps the contract knows. */
export const APPS = Object.keys(apps) as App[];

function appManifest(app: string): MessageAppManifest | undefined {
  return (apps as Record<string, MessageAppManifest>)[app];
}

/** The MethodIds the contract knows for an app. */
export function knownMethods(app: App): string[] {
  return Object.keys(appManifest(app)?.methods ?? {});
}

/** The method's name and schema files, or undefined for an unknown MethodId. */
export function methodInfo(app: App, methodId: string): { name: string; request: string; reply: string } | undefined {
  return appManifest(app)?.methods[methodId];
}

/** The transport annotation of an app (package, action, message code, tags, hybrid intent). */
export function transport(app: App): unknown {
  return appManifest(app)?.transport;
}

/** Validate a request or a reply of an app. */
export function validateMessage(app: App, message: unknown, direction: MessageDirection): ValidationResult {
  const m = appManifest(app);
  if (!m) {
    return { ok: false, errors: [{ pointer: "", rule: "unknown-app", message: `unknown app "${app}"; known: ${APPS.join(", ")}` }] };
  }
  return validator.validateSchema(direction === "request" ? m.request : m.reply, message);
}

/** Validate data against one emitted JSON Schema of the terminal service (e.g. "Amount.json"). */
export function validateSchema(schemaFile: string, data: unknown): ValidationResult {
  return validator.validateSchema(schemaFile, data);
}
