/**
 * A message schema as the rows a reader looks for: every field (nested objects and array items
 * flattened into dotted paths) with its type, length or range, whether it is required, its
 * description and the gaps and decisions on it; plus the conditional rules (`allOf` of `if`/`then`).
 */
import { codesOf, type Schema, refOf, refTarget } from "../../contract/index.ts";
import { notesOf, type Note } from "../notes.ts";

export interface FieldRow {
  /** Dotted path from the message root, e.g. Detail.Payments[].Amount. */
  readonly path: string;
  readonly depth: number;
  readonly type: string;
  /** Schema files of the code tables the field takes its values from (several for an anyOf). */
  readonly codeTables: readonly string[];
  /** Schema file of a union (one shape per discriminator value) the field holds. */
  readonly union?: string;
  readonly limits: string;
  readonly required: boolean;
  readonly description: string;
  readonly notes: readonly Note[];
}

export interface Rule {
  readonly path: string;
  readonly description: string;
}

const refFile = (s: Schema | undefined): string | undefined => {
  const ref = refOf(s);
  return ref === undefined ? undefined : refTarget(ref).file;
};

/** The schema a property points to ($ref resolved once) and its file, if any. */
export function resolve(schemas: Map<string, Schema>, s: Schema | undefined): { file?: string; schema: Schema } {
  const file = refFile(s);
  if (file) return { file, schema: schemas.get(file) ?? {} };
  return { schema: s ?? {} };
}

/** A short type text of a (sub)schema. */
export function typeText(schemas: Map<string, Schema>, s: Schema): string {
  const { schema: t } = resolve(schemas, s);
  const merged = { ...t, ...s };
  if ("const" in merged) return `${merged.type ?? typeof merged.const} = ${JSON.stringify(merged.const)}`;
  if (Array.isArray(merged.anyOf)) return (merged.anyOf as Schema[]).map((a) => typeText(schemas, a)).join(" or ");
  if (Array.isArray(merged.oneOf)) return `one of ${(merged.oneOf as Schema[]).length} shapes`;
  if (merged.items) return `array of ${typeText(schemas, merged.items as Schema)}`;
  if (codesOf(t)) return `${t.type ?? "value"} (code)`;
  if (Array.isArray(merged.enum)) return `${merged.type ?? "value"}: ${(merged.enum as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  if (merged.propertyNames || (merged.type === "object" && !merged.properties)) return "map";
  if (merged.properties) return "object";
  if (Array.isArray(merged.type)) return (merged.type as string[]).join(" or ");
  return typeof merged.type === "string" ? merged.type : "any";
}

/** Length, range, pattern, item and entry limits, default. */
export function limitsText(schemas: Map<string, Schema>, s: Schema): string {
  const { schema: t } = resolve(schemas, s);
  const m: Schema = { ...t, ...s };
  const out: string[] = [];
  const span = (lo: unknown, hi: unknown, unit: string): void => {
    if (lo !== undefined && hi !== undefined) out.push(`${unit}${lo} to ${hi}`);
    else if (hi !== undefined) out.push(`${unit}at most ${hi}`);
    else if (lo !== undefined) out.push(`${unit}at least ${lo}`);
  };
  span(m.minLength, m.maxLength, "length ");
  span(m.minimum, m.maximum, "");
  if (m.exclusiveMinimum !== undefined) out.push(`> ${m.exclusiveMinimum}`);
  if (m.exclusiveMaximum !== undefined) out.push(`< ${m.exclusiveMaximum}`);
  span(m.minItems, m.maxItems, "items ");
  span(m.minProperties, m.maxProperties, "entries ");
  const names = m.propertyNames as Schema | undefined;
  if (names?.maxLength !== undefined) out.push(`keys at most ${names.maxLength} long`);
  const values = m.additionalProperties as Schema | undefined;
  if (values && typeof values === "object" && values.maxLength !== undefined) out.push(`values at most ${values.maxLength} long`);
  if (typeof m.pattern === "string") out.push(`pattern ${m.pattern}`);
  if (m.default !== undefined) out.push(`default ${JSON.stringify(m.default)}`);
  return out.join("; ");
}

const isObject = (s: Schema): boolean => !!s.properties;

/** The rows of a message (or any object) schema, and the conditional rules met on the way. */
export function fieldRows(schemas: Map<string, Schema>, file: string): { rows: FieldRow[]; rules: Rule[] } {
  const rows: FieldRow[] = [];
  const rules: Rule[] = [];
  const walk = (schema: Schema, prefix: string, depth: number, seen: ReadonlySet<string>): void => {
    for (const rule of (schema.allOf as Schema[] | undefined) ?? []) {
      if (typeof rule.description === "string") rules.push({ path: prefix.replace(/\.$/, "") || "(message)", description: rule.description });
    }
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, p] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
      const { file: target, schema: t } = resolve(schemas, p);
      const union = target && Array.isArray(t.oneOf) ? target : undefined;
      const codeTable = target && codesOf(t) ? target : undefined;
      const alternatives = ((p.anyOf ?? p.oneOf ?? []) as Schema[]).map((a) => resolve(schemas, a)).filter((a) => a.file && codesOf(a.schema));
      const codeTables = [...(codeTable ? [codeTable] : []), ...alternatives.map((a) => a.file!)];
      const items = (p.items ?? t.items) as Schema | undefined;
      const it = items ? resolve(schemas, items) : undefined;
      // Notes of the field itself, and of an object (or array item) it points to; a code table has its own section.
      const notes = [...notesOf(p), ...(target && !codeTable && !union ? notesOf(t) : []), ...(it?.file && !codesOf(it.schema) ? notesOf(it.schema) : [])];
      rows.push({
        path: prefix + name,
        depth,
        type: typeText(schemas, p),
        codeTables,
        ...(union ? { union } : {}),
        limits: limitsText(schemas, p),
        required: required.has(name),
        description: (typeof p.description === "string" ? p.description : (t.description as string | undefined)) ?? "",
        notes,
      });
      if (union) continue;
      const nextSeen = new Set(seen);
      if (target) {
        if (seen.has(target)) continue;
        nextSeen.add(target);
      }
      if (isObject(t)) walk(t, `${prefix}${name}.`, depth + 1, nextSeen);
      if (it) {
        if (it.file && seen.has(it.file)) continue;
        if (it.file) nextSeen.add(it.file);
        if (isObject(it.schema)) walk(it.schema, `${prefix}${name}[].`, depth + 1, nextSeen);
      }
    }
  };
  walk(schemas.get(file) ?? {}, "", 0, new Set([file]));
  return { rows, rules };
}
