/**
 * The one model of the terminal contract's methods, read from its JSON Schemas alone: the apps (the
 * schemas `<App>Request.json` / `<App>Reply.json` annotated `x-transport`), their transport and, per
 * MethodId, the method's name and meaning (the app's MethodId code table, `x-codes`), its request and
 * reply schema files, its code table (the `x-codes` rows its Response.ResponseCode refers to), the
 * JSON type of its codes, and the fields each TransactionType uses (`x-fields-used`).
 *
 * Pure: it reads a map of schemas, so the generator (AsyncAPI, build/asyncapi.ts), the reference
 * site (docs/terminal/) and the run-time face (./terminal.ts, over generated/terminal/) all describe
 * the methods the same way, and a MethodId added to spec/ reaches them all without a table kept by hand.
 */
import { refTarget } from "./refs.ts";
import { findMessageApps, findUnions } from "./unions.ts";

export type Schema = Record<string, unknown>;

/** One row of a code table (`x-codes`). */
export interface CodeRow {
  readonly value: string | number;
  readonly name: string;
  readonly description: string;
}

export interface FieldsUsed {
  /** The fields the type's row names (x-fields-used). */
  readonly used: readonly string[];
  /** The fields its schema requires (already errors when absent). */
  readonly required: readonly string[];
}

/** Transport of an app as `x-transport` carries it. */
export interface Transport {
  readonly service?: string;
  readonly native?: Record<string, string | number>;
  readonly hybrid?: Record<string, string | number>;
  readonly source?: string;
  readonly [k: string]: unknown;
}

export interface TerminalMethod<A extends string = string> {
  /** The app's id (terminal, mobile). */
  readonly app: A;
  /** The MethodId as it travels ("1001"). */
  readonly id: string;
  /** PascalCase name from the app's MethodId code table (DoTransaction), else from the union branch. */
  readonly name: string;
  /** What the method does (the code table's meaning), "" when the code table has none. */
  readonly description: string;
  /** Schema files of the method's request and reply. */
  readonly request: string;
  readonly reply: string;
  /** The code tables (schema files with `x-codes`) that Response.ResponseCode refers to, in contract order. */
  readonly codeTables: readonly string[];
  /** The rows of those tables (a value listed twice keeps its first row). */
  readonly codes: readonly CodeRow[];
  /** The JSON type of the method's codes: the common codes are strings ("0"), the method tables integers. */
  readonly codeType: "string" | "integer" | undefined;
  /** TransactionType (as a string) → the fields its Detail uses; empty for methods without types. */
  readonly fieldsUsed: ReadonlyMap<string, FieldsUsed>;
}

export interface TerminalApp {
  /** Lower-case app id (terminal, mobile): the prefix of its union files. */
  readonly id: string;
  readonly transport: Transport;
  /** Schema files of the app's request and reply unions. */
  readonly request: string;
  readonly reply: string;
  /** The app's MethodId code table file, when one lists every MethodId of the app. */
  readonly methodCodes: string | undefined;
  /** Its methods, by MethodId. */
  readonly methods: readonly TerminalMethod[];
}

const isObject = (v: unknown): v is Schema => v !== null && typeof v === "object" && !Array.isArray(v);

/** The code table (`x-codes`) of a schema, or undefined. */
export function codesOf(schema: Schema | undefined): CodeRow[] | undefined {
  const codes = schema?.["x-codes"];
  return Array.isArray(codes) ? (codes as CodeRow[]) : undefined;
}

/** A schema and the file it lives in, following `$ref`s between the files of the map (at most 16 hops). */
function resolve(schemas: ReadonlyMap<string, Schema>, file: string, node: Schema): { file: string; node: Schema } {
  let at = { file, node };
  for (let hops = 0; hops < 16 && typeof at.node.$ref === "string"; hops++) {
    const t = refTarget(at.node.$ref);
    const target = t.file === undefined ? at.file : t.file;
    let n: unknown = schemas.get(target);
    for (const token of t.pointer.split("/").slice(1)) n = isObject(n) ? n[token.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
    if (!isObject(n)) break;
    at = { file: target, node: n };
  }
  return at;
}

/** The schema at a schema's property, following $refs (undefined when absent). */
function property(schemas: ReadonlyMap<string, Schema>, file: string, node: Schema | undefined, name: string): { file: string; node: Schema } | undefined {
  if (!node) return undefined;
  const at = resolve(schemas, file, node);
  const props = at.node.properties;
  if (!isObject(props) || !Object.hasOwn(props, name) || !isObject(props[name])) return undefined;
  return { file: at.file, node: props[name] };
}

/** Every schema file with `x-codes` reachable from a node through $ref, anyOf and oneOf, in order. */
function codeTablesOf(schemas: ReadonlyMap<string, Schema>, file: string, node: Schema, out: string[], depth = 0): void {
  if (depth > 4) return;
  const at = resolve(schemas, file, node);
  if (Array.isArray(at.node["x-codes"]) && !out.includes(at.file)) out.push(at.file);
  for (const k of ["anyOf", "oneOf"]) {
    const branches = at.node[k];
    if (Array.isArray(branches)) for (const b of branches) if (isObject(b)) codeTablesOf(schemas, at.file, b, out, depth + 1);
  }
}

function describeMethod(
  schemas: ReadonlyMap<string, Schema>,
  app: string,
  id: string,
  names: { name: string; description: string },
  files: { request: string; reply: string },
): TerminalMethod {
  const response = property(schemas, files.reply, schemas.get(files.reply), "Response");
  const code = response ? property(schemas, response.file, response.node, "ResponseCode") : undefined;
  const tables: string[] = [];
  if (code) codeTablesOf(schemas, code.file, code.node, tables);
  const codes: CodeRow[] = [];
  const seen = new Set<string>();
  for (const t of tables) {
    for (const row of codesOf(schemas.get(t)) ?? []) {
      if (!isObject(row) || seen.has(String(row.value))) continue;
      seen.add(String(row.value));
      codes.push({ value: row.value, name: String(row.name ?? ""), description: String(row.description ?? "") });
    }
  }
  const first = tables[0] ? schemas.get(tables[0])?.type : undefined;
  const codeType = first === "string" ? "string" : first === "integer" || first === "number" ? "integer" : undefined;
  const fieldsUsed = new Map<string, FieldsUsed>();
  const detail = property(schemas, files.request, schemas.get(files.request), "Detail");
  if (detail) {
    const d = resolve(schemas, detail.file, detail.node);
    for (const branch of Array.isArray(d.node.oneOf) ? (d.node.oneOf as unknown[]) : []) {
      if (!isObject(branch)) continue;
      const b = resolve(schemas, d.file, branch);
      const type = property(schemas, b.file, b.node, "TransactionType")?.node.const;
      const used = b.node["x-fields-used"];
      if (type !== undefined && Array.isArray(used)) {
        fieldsUsed.set(String(type), { used: used.map(String), required: Array.isArray(b.node.required) ? (b.node.required as unknown[]).map(String) : [] });
      }
    }
  }
  return { app, id, ...names, ...files, codeTables: tables, codes, codeType, fieldsUsed };
}

/** Every app of the terminal contract's schemas, apps and methods sorted (apps by id, methods by MethodId). */
export function describeApps(schemas: ReadonlyMap<string, Schema>): TerminalApp[] {
  const map = schemas instanceof Map ? (schemas as Map<string, Schema>) : new Map(schemas);
  const found = findMessageApps(map, findUnions(map));
  return Object.entries(found)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, app]) => {
      const ids = Object.keys(app.methods).sort();
      const prefix = id.charAt(0).toUpperCase() + id.slice(1);
      // The code table listing every MethodId of this app; the one named after the app first.
      const tables = [...map.entries()]
        .filter(([, s]) => {
          const values = new Set(codesOf(s)?.map((c) => String(c.value)));
          return values.size > 0 && ids.every((m) => values.has(m));
        })
        .map(([file]) => file)
        .sort((a, b) => Number(!a.startsWith(prefix)) - Number(!b.startsWith(prefix)) || a.localeCompare(b));
      const methodCodes = tables[0];
      const codes = codesOf(map.get(methodCodes ?? ""));
      const methods = ids.map((m): TerminalMethod => {
        const entry = codes?.find((c) => String(c.value) === m);
        const branch = app.methods[m]!;
        return describeMethod(
          map,
          id,
          m,
          { name: entry?.name ?? branch.name, description: entry?.description ?? "" },
          { request: branch.request, reply: branch.reply },
        );
      });
      return { id, transport: (app.transport ?? {}) as Transport, request: app.request, reply: app.reply, methodCodes, methods };
    });
}
