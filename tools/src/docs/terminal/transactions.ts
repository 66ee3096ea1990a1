/**
 * Every TransactionType of an app with the fields it uses. Two shapes occur in the contract, and
 * both are read from the schemas:
 *  - a union on Detail.TransactionType (one Detail schema per type, each pinning its value): the
 *    type uses its branch's fields, and its `x-fields-used` when the spec carries one;
 *  - one Detail table for every type, whose TransactionType refers to the code table: the type uses
 *    that table, with the `allOf` rules whose `if` matches the type applied (a field a rule forbids
 *    is left out, a field it requires is marked required).
 */
import { codesOf, type CodeRow, type TerminalApp, type Schema } from "../../contract/index.ts";
import { notesOf, type Note } from "../notes.ts";
import { resolve } from "./fields.ts";

export interface TypeField {
  readonly name: string;
  readonly required: boolean;
}

export interface TransactionTypeRow {
  readonly code: CodeRow;
  /** Schema file of the Detail the type uses. */
  readonly detail: string;
  readonly fields: readonly TypeField[];
  /** `x-fields-used` of the type's Detail schema, when present. */
  readonly fieldsUsed?: readonly string[];
  readonly notes: readonly Note[];
}

export interface TransactionTypes {
  /** Code table file (…TransactionType.json). */
  readonly codeTable: string;
  /** The method whose request carries Detail.TransactionType. */
  readonly methodId: string;
  readonly rows: readonly TransactionTypeRow[];
}

/** Whether a JSON Schema condition on TransactionType holds for `value` (const, enum, not). */
function holds(cond: Schema | undefined, value: unknown): boolean {
  if (!cond) return true;
  if ("const" in cond && cond.const !== value) return false;
  if (Array.isArray(cond.enum) && !(cond.enum as unknown[]).includes(value)) return false;
  if (cond.not && holds(cond.not as Schema, value)) return false;
  return true;
}

const propertiesOf = (s: Schema): Record<string, Schema> => (s.properties as Record<string, Schema>) ?? {};

function singleTable(detailFile: string, detail: Schema, code: CodeRow): TransactionTypeRow {
  const required = new Set((detail.required as string[] | undefined) ?? []);
  const forbidden = new Set<string>();
  for (const rule of (detail.allOf as Schema[] | undefined) ?? []) {
    const cond = propertiesOf((rule.if as Schema | undefined) ?? {}).TransactionType;
    if (!rule.if || !cond || !holds(cond, code.value)) continue;
    const then = (rule.then as Schema | undefined) ?? {};
    for (const r of (then.required as string[] | undefined) ?? []) required.add(r);
    for (const [k, v] of Object.entries(propertiesOf(then))) if (v.not && Object.keys(v.not as object).length === 0) forbidden.add(k);
  }
  const fields = Object.keys(propertiesOf(detail))
    .filter((k) => !forbidden.has(k))
    .map((name) => ({ name, required: required.has(name) }));
  return { code, detail: detailFile, fields, notes: [] };
}

function branchRow(schemas: Map<string, Schema>, file: string, code: CodeRow): TransactionTypeRow {
  const schema = schemas.get(file) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const used = schema["x-fields-used"];
  return {
    code,
    detail: file,
    fields: Object.keys(propertiesOf(schema)).map((name) => ({ name, required: required.has(name) })),
    ...(Array.isArray(used) ? { fieldsUsed: used as string[] } : {}),
    notes: notesOf(schema),
  };
}

/** The TransactionTypes of an app, or undefined when no request of the app carries Detail.TransactionType. */
export function transactionTypes(schemas: Map<string, Schema>, app: TerminalApp): TransactionTypes | undefined {
  for (const m of app.methods) {
    const detailProp = propertiesOf(schemas.get(m.request) ?? {}).Detail;
    if (!detailProp) continue;
    const { file: detailFile, schema: detail } = resolve(schemas, detailProp);
    if (!detailFile) continue;
    if (Array.isArray(detail.oneOf)) {
      // A union: each branch pins TransactionType.
      const branches = new Map<string, string>();
      for (const b of detail.oneOf as Schema[]) {
        const { file, schema } = resolve(schemas, b);
        const tt = propertiesOf(schema).TransactionType;
        if (file && tt && "const" in tt) branches.set(String(tt.const), file);
      }
      if (branches.size === 0) continue;
      const table = [...schemas.entries()].find(
        ([f, s]) => f.endsWith("TransactionType.json") && [...branches.keys()].every((v) => codesOf(s)?.some((c) => String(c.value) === v)),
      );
      const codes = codesOf(table?.[1]) ?? [...branches.keys()].map((v) => ({ value: v, name: "", description: "" }));
      const rows = codes.filter((c) => branches.has(String(c.value))).map((c) => branchRow(schemas, branches.get(String(c.value))!, c));
      return { codeTable: table?.[0] ?? detailFile, methodId: m.id, rows };
    }
    const tt = propertiesOf(detail).TransactionType;
    const { file: tableFile, schema: table } = resolve(schemas, tt);
    const codes = codesOf(table);
    if (!tt || !tableFile || !codes) continue;
    return { codeTable: tableFile, methodId: m.id, rows: codes.map((c) => singleTable(detailFile, detail, c)) };
  }
  return undefined;
}
