/**
 * ajv's errors in the toolkit's words: one ajv error as a ValidationError (pointer prefixed by where
 * the data sits), the errors of one failed run merged and explained, and a mistyped discriminator
 * judged as the value it stands for.
 */
import { escapeToken, pointerTokens, unescapeToken, valueAt, valueAtTokens } from "../json-pointer.ts";
import type { AjvKeyword, ValidationError } from "./errors.ts";
import { word, wordEnum } from "./wording.ts";

/** An error of a precompiled (standalone) ajv validator. */
export interface AjvError {
  instancePath: string;
  schemaPath?: string;
  keyword: AjvKeyword;
  params: Record<string, unknown>;
  message?: string;
}
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}
/** A generated validators.mjs: validator exports by name. */
export type ValidatorModule = Record<string, CompiledValidator | unknown>;

/** One ajv error as a toolkit error (in the toolkit's words), with the pointer prefixed by where the data sits. */
export function fromAjv(prefix: string, e: AjvError, data?: unknown): ValidationError {
  let pointer = prefix + e.instancePath;
  if (e.keyword === "required" && typeof e.params.missingProperty === "string") {
    pointer += `/${escapeToken(e.params.missingProperty)}`;
    return { pointer, rule: e.keyword, message: "required property is missing", expected: "present" };
  }
  if (e.keyword === "unevaluatedProperties" || e.keyword === "additionalProperties") {
    const name = String(e.params.unevaluatedProperty ?? e.params.additionalProperty ?? "");
    pointer += `/${escapeToken(name)}`;
    return { pointer, rule: e.keyword, message: `property "${name}" is not in the contract`, expected: "(absent: not in the contract)" };
  }
  if (e.keyword === "not" && e.schemaPath?.endsWith("/unevaluatedProperties/not")) {
    // A sealed object (`unevaluatedProperties: {not: {}}`) rejecting a property it does not declare.
    const name = e.instancePath.slice(e.instancePath.lastIndexOf("/") + 1);
    return {
      pointer,
      rule: "unevaluatedProperties",
      message: `property "${unescapeToken(name)}" is not in the contract`,
      expected: "(absent: not in the contract)",
    };
  }
  const value = data === undefined ? undefined : valueAt(data, e.instancePath);
  if (e.keyword === "enum" || e.keyword === "const") {
    const allowed = (e.params.allowedValues as unknown[] | undefined) ?? [e.params.allowedValue];
    const w = wordEnum(value, allowed);
    return { pointer, rule: w.rule === "type" ? "type" : e.keyword, message: w.message, expected: w.expected };
  }
  const w = word({ keyword: e.keyword, params: e.params, value });
  return { pointer, rule: e.keyword, message: w.message, expected: w.expected };
}

/**
 * Fields whose value picks the shape of the rest of the message. When one has the wrong type but a
 * recognisable value (TransactionType "4001"), the message is judged as that value and the type is
 * reported once: without this, every conditional keyed on it fails downstream.
 */
export const DISCRIMINATORS: ReadonlySet<string> = new Set(["MethodId", "TransactionType", "payment_mode"]);

const isEnumLike = (e: AjvError): boolean => e.keyword === "enum" || e.keyword === "const";
const allowedOf = (e: AjvError): unknown[] => (e.params.allowedValues as unknown[] | undefined) ?? [e.params.allowedValue];

/** The value a mistyped discriminator stands for (4001 for "4001"), or undefined. */
function recognised(value: unknown, errors: readonly AjvError[]): unknown {
  const wantsNumber =
    errors.some((e) => e.keyword === "type" && /number|integer/.test(String(e.params.type))) ||
    errors.some((e) => isEnumLike(e) && allowedOf(e).some((a) => typeof a === "number"));
  const wantsString =
    errors.some((e) => e.keyword === "type" && String(e.params.type) === "string") ||
    errors.some((e) => isEnumLike(e) && allowedOf(e).some((a) => typeof a === "string"));
  if (typeof value === "string" && wantsNumber && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  if (typeof value === "number" && wantsString) return String(value);
  return undefined;
}

function setAt(data: unknown, tokens: readonly string[], value: unknown): void {
  let node = data as Record<string, unknown>;
  for (const t of tokens.slice(0, -1)) node = node[t] as Record<string, unknown>;
  node[tokens[tokens.length - 1]!] = value;
}

/**
 * The errors of one failed run as toolkit errors: the enumeration branches of one place (a `oneOf`
 * of `const`s fails once per branch) merged into one error, an enumeration error dropped where the
 * same place already has a type error, the `oneOf`/`anyOf`/`if` summaries dropped when their
 * branches explain them.
 */
export function explain(raw: readonly AjvError[], data: unknown, prefix: string): ValidationError[] {
  const enums = new Map<string, unknown[]>();
  const typed = new Set<string>();
  for (const e of raw) {
    if (e.keyword === "type") typed.add(e.instancePath);
    if (isEnumLike(e)) enums.set(e.instancePath, [...(enums.get(e.instancePath) ?? []), ...allowedOf(e)]);
  }
  const errors: ValidationError[] = [];
  const merged = new Set<string>();
  for (const e of raw) {
    if (isEnumLike(e)) {
      if (typed.has(e.instancePath) || merged.has(e.instancePath)) continue;
      merged.add(e.instancePath);
      const allowed = [...new Map(enums.get(e.instancePath)!.map((v) => [JSON.stringify(v), v])).values()];
      errors.push(fromAjv(prefix, { ...e, keyword: "enum", params: { allowedValues: allowed } }, data));
      continue;
    }
    // A oneOf/anyOf over enumeration branches is said by the merged enumeration error.
    if ((e.keyword === "oneOf" || e.keyword === "anyOf") && enums.has(e.instancePath)) continue;
    errors.push(fromAjv(prefix, e, data));
  }
  // A oneOf/anyOf failure is explained by its branches' errors; keep the summary only when alone.
  const detailed = errors.filter((e) => e.rule !== "oneOf" && e.rule !== "anyOf" && e.rule !== "if");
  return detailed.length > 0 ? dedupe(detailed) : dedupe(errors);
}

/** Run a precompiled validator over `data`; its errors explained, pointers prefixed by `prefix`. */
export function runValidator(fn: CompiledValidator, data: unknown, prefix: string): ValidationError[] {
  if (fn(data)) return [];
  const raw = [...(fn.errors ?? [])];
  // Cascades cut at the root: a mistyped discriminator with a recognisable value.
  const fixes: Array<{ path: string; tokens: string[]; value: unknown; errors: AjvError[] }> = [];
  for (const e of raw) {
    if (e.keyword !== "type" && !isEnumLike(e)) continue;
    // The last token, read without splitting the whole pointer (most errors are not at a discriminator).
    const path = e.instancePath;
    if (!DISCRIMINATORS.has(unescapeToken(path.slice(path.lastIndexOf("/") + 1))) || fixes.some((f) => f.path === path)) continue;
    const tokens = pointerTokens(path);
    const at = raw.filter((x) => x.instancePath === e.instancePath);
    const value = recognised(valueAtTokens(data, tokens), at);
    if (value !== undefined) fixes.push({ path: e.instancePath, tokens, value, errors: at });
  }
  if (fixes.length === 0) return explain(raw, data, prefix);
  const copy = structuredClone(data);
  for (const f of fixes) setAt(copy, f.tokens, f.value);
  const rest = fn(copy) ? [] : [...(fn.errors ?? [])];
  const out: ValidationError[] = fixes.map((f) => {
    const found = valueAtTokens(data, f.tokens);
    const name = f.tokens[f.tokens.length - 1]!;
    const want = typeof f.value === "number" ? "number" : "string";
    return {
      pointer: prefix + f.path,
      rule: "type",
      message: `is ${typeof found === "string" ? "a string" : "a number"}, the contract has a ${want} here; the rest is judged as ${name} ${JSON.stringify(f.value)}`,
      expected: want,
    };
  });
  pushAll(out, explain(rest, copy, prefix));
  return out;
}

/** Append `more` to `into` (a no-op, without spreading, in the common valid case). */
export function pushAll(into: ValidationError[], more: readonly ValidationError[]): void {
  for (const e of more) into.push(e);
}

/** The errors without repeats (same pointer, rule and message). */
export function dedupe(errors: ValidationError[]): ValidationError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const k = `${e.pointer}\u0000${e.rule}\u0000${e.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
