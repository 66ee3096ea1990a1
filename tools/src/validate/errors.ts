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
 * The engine's own rules, beside JSON Schema keywords, one list per engine: what validating an HTTP
 * request or response reports, and what validating a message of the terminal services reports (an
 * app the contract does not know, and the discriminated unions of generated/terminal/manifest.json,
 * `unknown-<discriminator>`, written by tools/src/contract/unions.ts; a test checks every union's rule
 * is listed here). `unknown-schema` (validateSchema with a file the service lacks) is both's.
 * Consumers map them through tables typed `Record<HttpEngineRule, …>` or `Record<MessageEngineRule, …>`,
 * so a rule added here does not compile until every consumer of its engine says what it means, and
 * no table lists a rule its engine never reports.
 */
export const HTTP_ENGINE_RULES = [
  "unknown-operation",
  "content-type",
  "body-required",
  "base64",
  "json",
  "credentials",
  "undocumented-status",
  "response-header",
  "unknown-schema",
] as const;
export const MESSAGE_ENGINE_RULES = ["unknown-schema", "unknown-app", "unknown-method-id", "unknown-transaction-type"] as const;
export type HttpEngineRule = (typeof HTTP_ENGINE_RULES)[number];
export type MessageEngineRule = (typeof MESSAGE_ENGINE_RULES)[number];
export type EngineRule = HttpEngineRule | MessageEngineRule;
export const ENGINE_RULES: readonly EngineRule[] = [...new Set<EngineRule>([...HTTP_ENGINE_RULES, ...MESSAGE_ENGINE_RULES])];

const ENGINE_RULE_SET: ReadonlySet<string> = new Set(ENGINE_RULES);
const HTTP_RULE_SET: ReadonlySet<string> = new Set(HTTP_ENGINE_RULES);
const MESSAGE_RULE_SET: ReadonlySet<string> = new Set(MESSAGE_ENGINE_RULES);
export const isEngineRule = (rule: string): rule is EngineRule => ENGINE_RULE_SET.has(rule);
export const isHttpEngineRule = (rule: string): rule is HttpEngineRule => HTTP_RULE_SET.has(rule);
export const isMessageEngineRule = (rule: string): rule is MessageEngineRule => MESSAGE_RULE_SET.has(rule);

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
