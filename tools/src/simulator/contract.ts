/**
 * Where the simulator finds the terminal contract: the JSON Schemas in generated/terminal/schemas,
 * located through the message manifest (generated/terminal/manifest.json, read by
 * tools/src/validate/messages.ts): each app's reply union and each method's reply schema.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { GENERATED } from "../paths.ts";
import { knownMethods, methodInfo, validator, type App } from "../validate/messages.ts";

/** The folder of the terminal service's JSON Schemas. */
export const TERMINAL_SCHEMAS = path.join(GENERATED, "terminal", "schemas");

/** One schema file, parsed. Throws naming the file and the way out. */
export function readSchema(file: string, schemas = TERMINAL_SCHEMAS): Record<string, unknown> {
  const full = path.join(schemas, file);
  try {
    return JSON.parse(readFileSync(full, "utf8")) as Record<string, unknown>;
  } catch (e) {
    throw new Error(`cannot read the terminal contract schema ${full}: ${(e as Error).message}; run \`make\` to generate it`);
  }
}

/** The request (or reply) union schema file of an app. */
export function unionFile(app: App, direction: "request" | "reply"): string {
  const m = validator.manifest.messages?.[app];
  if (!m) throw new Error(`generated/terminal/manifest.json has no messages of the ${app} app; run \`make\``);
  return m[direction];
}

/** The reply schema files of an app: its union first, then each method's. */
export function replySchemaFiles(app: App): string[] {
  return [unionFile(app, "reply"), ...knownMethods(app).flatMap((id) => methodInfo(app, id)?.reply ?? [])];
}
