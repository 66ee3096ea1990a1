/**
 * What the validation engine reports: `{ ok, errors: [{ pointer, rule, message, expected? }] }`.
 * `pointer` is a JSON pointer into the checked request, response or message (`/body/...`,
 * `/headers/<name>`, `/query/<name>`, `/path/<name>`; inside an encoded body property it continues
 * into the decoded document, e.g. `/body/request/merchant_data/order_id`). `rule` is the JSON Schema
 * keyword that failed (AjvKeyword) or one of the engine's own rules (EngineRule). `message` never
 * repeats the offending value (it may be a card number or a credential).
 */
import type { DefinedError } from "ajv";

/**
 * The engine's own rules, beside JSON Schema keywords. The last three are the message services':
 * an app the contract does not know, and the discriminated unions of generated/terminal/manifest.json
 * (`unknown-<discriminator>`, written by tools/src/contract/unions.ts; a test checks every union's rule
 * is listed here). Consumers map them through tables typed `Record<EngineRule, …>`, so a rule added
 * here does not compile until every consumer says what it means.
 */
export const ENGINE_RULES = [
  "unknown-operation",
  "content-type",
  "body-required",
  "base64",
  "json",
  "credentials",
  "undocumented-status",
  "response-header",
  "unknown-schema",
  "unknown-app",
  "unknown-method-id",
  "unknown-transaction-type",
] as const;
export type EngineRule = (typeof ENGINE_RULES)[number];

const ENGINE_RULE_SET: ReadonlySet<string> = new Set(ENGINE_RULES);
export const isEngineRule = (rule: string): rule is EngineRule => ENGINE_RULE_SET.has(rule);

/** The JSON Schema keywords ajv reports errors under (its DefinedError union: type, required, enum, oneOf, …). */
export type AjvKeyword = DefinedError["keyword"];

export interface ValidationError {
  pointer: string;
  rule: EngineRule | AjvKeyword;
  message: string;
  /**
   * What the contract wants there, short, for reports ("string", "at most 10 characters",
   * "one of 1, 3", "Basic credentials", "application/json or text/plain"), when known.
   */
  expected?: string;
}

export interface ValidationResult {
  ok: boolean;
  errors: ValidationError[];
}

export const result = (errors: ValidationError[]): ValidationResult => ({ ok: errors.length === 0, errors });
