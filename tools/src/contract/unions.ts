/**
 * Structure of the JSON Schemas that the validation API needs at run time without reading the
 * schemas: which schemas are discriminated unions (a `oneOf` of `$ref` branches that each pin the
 * same property to a `const`), which object schemas hold a union in a property, and, for message
 * services, each app's request and reply unions (the schemas annotated `x-transport`).
 */
import type { MessageAppManifest, UnionManifest } from "./manifest.ts";

type Schema = Record<string, unknown>;

const refName = (s: unknown): string | undefined =>
  s && typeof s === "object" && typeof (s as Schema).$ref === "string" ? ((s as Schema).$ref as string).replace(/#.*$/, "") : undefined;

/** The const value of `pointer` (one or two levels, following `$ref`s) inside an object schema. */
function constAt(schemas: Map<string, Schema>, schema: Schema | undefined, tokens: string[]): unknown {
  let node: Schema | undefined = schema;
  for (const t of tokens) {
    const ref = refName(node);
    if (ref) node = schemas.get(ref);
    const prop = (node?.properties as Record<string, Schema> | undefined)?.[t];
    if (!prop) return undefined;
    node = prop;
  }
  const ref = refName(node);
  if (ref) node = schemas.get(ref);
  return node?.const;
}

/** Candidate discriminator pointers of an object schema: its own properties and its properties' properties. */
function candidates(schemas: Map<string, Schema>, schema: Schema): string[][] {
  const out: string[][] = [];
  for (const [k, v] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
    out.push([k]);
    const ref = refName(v);
    const target = ref ? schemas.get(ref) : v;
    for (const k2 of Object.keys((target?.properties as Record<string, unknown>) ?? {})) out.push([k, k2]);
  }
  return out;
}

const kebab = (s: string): string => s.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

export function findUnions(schemas: Map<string, Schema>): Record<string, UnionManifest> {
  const out: Record<string, UnionManifest> = {};
  for (const [file, schema] of schemas) {
    const branches = schema.oneOf as unknown[] | undefined;
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const targets = branches.map(refName);
    if (targets.some((t) => !t || !schemas.has(t))) continue;
    const first = schemas.get(targets[0]!)!;
    for (const tokens of candidates(schemas, first)) {
      const values = targets.map((t) => constAt(schemas, schemas.get(t!), tokens));
      if (values.some((v) => v === undefined) || new Set(values.map(String)).size !== values.length) continue;
      out[file] = {
        discriminator: `/${tokens.join("/")}`,
        rule: `unknown-${kebab(tokens[tokens.length - 1]!)}`,
        branches: Object.fromEntries(values.map((v, i) => [String(v), targets[i]!])),
      };
      break;
    }
  }
  return out;
}

/** Object schemas whose properties refer to a discriminated union: file → {pointer: union file}. */
export function findUnionProperties(schemas: Map<string, Schema>, unions: Record<string, UnionManifest>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [file, schema] of schemas) {
    for (const [k, v] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
      const ref = refName(v);
      if (ref && unions[ref]) (out[file] ??= {})[`/${k}`] = ref;
    }
  }
  return out;
}

/**
 * The shell of an object schema that holds unions in `properties` (pointers as findUnionProperties
 * gives them): the same schema under the sibling id `<Name>.shell.json` (its relative `$ref`s resolve
 * as the file's), each union property's `$ref` dropped so that the property accepts any value. The
 * property stays declared (so `unevaluatedProperties` still counts it) and required where it was.
 */
export function unionShell(file: string, schema: Schema, properties: Record<string, string>): Schema {
  const props = { ...(schema.properties as Record<string, Schema>) };
  for (const pointer of Object.keys(properties)) {
    const name = pointer.slice(1);
    const { $ref: _ref, ...rest } = props[name] ?? {};
    props[name] = rest;
  }
  const { examples: _examples, ...kept } = schema;
  return { ...kept, $id: file.replace(/\.json$/, ".shell.json"), properties: props };
}

/**
 * Each message app's unions: a schema annotated `x-transport` named `<App>Request.json` or
 * `<App>Reply.json`; its branches, by discriminator value, are the methods.
 */
export function findMessageApps(schemas: Map<string, Schema>, unions: Record<string, UnionManifest>): Record<string, MessageAppManifest> {
  const apps: Record<string, MessageAppManifest> = {};
  for (const [file, schema] of schemas) {
    const m = /^([A-Z][A-Za-z]*?)(Request|Reply)\.json$/.exec(file);
    if (!m || !schema["x-transport"] || !unions[file]) continue;
    const app = m[1]!.toLowerCase();
    const entry = (apps[app] ??= { transport: schema["x-transport"], request: "", reply: "", methods: {} });
    const direction = m[2] === "Request" ? "request" : "reply";
    entry[direction] = file;
    for (const [value, branch] of Object.entries(unions[file]!.branches)) {
      const method = (entry.methods[value] ??= { name: "", request: "", reply: "" });
      method[direction] = branch;
      const desc = ((schema.oneOf as Schema[]).find((b) => refName(b) === branch)?.description as string | undefined) ?? "";
      if (!method.name) method.name = desc.replace(/^\d+\s*/, "").replace(/\.$/, "") || branch.replace(/(Request|Reply)\.json$/, "");
    }
  }
  return apps;
}
