/**
 * JSON Schema → fast-check, for the probe: the schema at a place of a request (a body pointer,
 * inside an encoded payload too), a generator of values that schema admits, and the list of
 * single-constraint breaks of a valid value (each breaks exactly one keyword at one place).
 *
 * Written here rather than taken from a library: the npm lists hold json-schema-faker (its own
 * random source, no shrinking, no fast-check seed) and json-schema-fast-check 0.0.6 (built on
 * fast-check 1); neither breaks one constraint on purpose, which is half of what the probe needs.
 * Validity is never assumed from this module: the probe keeps a generated value only when the
 * validation API (tools/src/validate) accepts the whole request, and a break only when it refuses it.
 */
import type { Documents, Node, Place } from "../contract/index.ts";
import fc from "fast-check";
import { isObject } from "../json.ts";
import { pointerTokens } from "../json-pointer.ts";

/** The properties the object schema at `place` requires (its allOf/anyOf/oneOf branches' too). */
export function requiredOf(docs: Documents, place: Place): string[] {
  return branches(docs, place).flatMap((b) => (Array.isArray(b.node.required) ? (b.node.required as string[]) : []));
}

/** A schema place with its `$ref` chain followed. */
function resolved(docs: Documents, place: Place): Place {
  return docs.resolve(place);
}

/** The sub-schemas that may describe a property: the node itself, its allOf/anyOf/oneOf branches (one level). */
function branches(docs: Documents, place: Place): Place[] {
  const p = resolved(docs, place);
  const out = [p];
  for (const key of ["allOf", "anyOf", "oneOf"]) {
    const list = p.node[key];
    if (Array.isArray(list)) {
      list.forEach((b, i) => {
        if (isObject(b)) out.push(resolved(docs, { file: p.file, pointer: `${p.pointer}/${key}/${i}`, node: b as Node }));
      });
    }
  }
  return out;
}

/** The schema of property or item `key` under `place`, or undefined when the schema does not say. */
export function childSchema(docs: Documents, place: Place, key: string): Place | undefined {
  for (const b of branches(docs, place)) {
    const props = b.node.properties;
    if (isObject(props) && isObject(props[key])) {
      return resolved(docs, { file: b.file, pointer: `${b.pointer}/properties/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, node: props[key] as Node });
    }
    if (/^\d+$/.test(key) && isObject(b.node.items)) {
      return resolved(docs, { file: b.file, pointer: `${b.pointer}/items`, node: b.node.items as Node });
    }
  }
  return undefined;
}

/** The schema at a JSON pointer inside data described by `root`, or undefined. */
export function schemaAt(docs: Documents, root: Place, pointer: string): Place | undefined {
  let p: Place | undefined = resolved(docs, root);
  for (const key of pointerTokens(pointer)) {
    if (!p) return undefined;
    p = childSchema(docs, p, key);
  }
  return p;
}

/** The single JSON type of a schema ("integer", "string", ...), or undefined. */
function typeOf(node: Node): string | undefined {
  return typeof node.type === "string" ? node.type : undefined;
}

/** Keeps generated numbers in a range any real service takes as a number (the schema's own bounds narrow it further). */
const SANE = 1_000_000_000;

/** A generator of values the schema at `place` admits (leaves: scalars; objects and arrays are not generated, only varied). */
export function arbitraryFor(docs: Documents, place: Place, narrow: Narrowing = {}): fc.Arbitrary<unknown> {
  const node = resolved(docs, place).node;
  if (narrow.oneOf) return fc.constantFrom(...narrow.oneOf);
  if (Array.isArray(node.enum) && node.enum.length > 0) return fc.constantFrom(...(node.enum as unknown[]));
  if ("const" in node) return fc.constant(node.const);
  const type = typeOf(node);
  if (type === "integer" || type === "number") {
    const min = Math.max(num(node.minimum) ?? -SANE, narrow.min ?? -SANE);
    const max = Math.min(num(node.maximum) ?? SANE, narrow.max ?? SANE);
    const ints = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    const base = narrow.avoidModulo
      ? ints.filter((n) => !narrow.avoidModulo!.values.includes(((n % narrow.avoidModulo!.by) + narrow.avoidModulo!.by) % narrow.avoidModulo!.by))
      : ints;
    return base;
  }
  if (type === "boolean") return fc.boolean();
  if (type === "string") {
    const minLength = num(node.minLength) ?? 0;
    const maxLength = Math.min(num(node.maxLength) ?? 24, 24);
    const pattern = narrow.pattern ?? (typeof node.pattern === "string" ? node.pattern : undefined);
    if (pattern) {
      return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length >= minLength && s.length <= (num(node.maxLength) ?? Number.MAX_SAFE_INTEGER));
    }
    if (node.format === "email") return fc.emailAddress();
    if (node.format === "uri" || node.format === "url") return fc.webUrl();
    if (node.format === "date-time")
      return fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());
    if (node.format === "date")
      return fc
        .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    return fc.string({ minLength: Math.max(minLength, narrow.minLength ?? 0), maxLength: Math.max(maxLength, minLength) });
  }
  return fc.constant(undefined);
}

/** A flow's narrowing of a varied value (kept inside the schema's own bounds). */
export interface Narrowing {
  min?: number;
  max?: number;
  pattern?: string;
  minLength?: number;
  oneOf?: unknown[];
  /** Values whose remainder modulo `by` is one of `values` are not generated (e.g. a sandbox's magic paise). */
  avoidModulo?: { by: number; values: number[] };
}

const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/** One break of one constraint: where, which keyword, and the value that replaces the valid one (undefined: removed). */
export interface Break {
  /** JSON pointer of the broken value inside the data. */
  pointer: string;
  /** The JSON Schema keyword broken (type, required, enum, maximum, pattern, ...). */
  keyword: string;
  /** Short description for the finding ("amount as a string"). */
  label: string;
  /** The replacing value; `remove` drops the property. */
  value?: unknown;
  remove?: boolean;
  /** Where the broken value is: the body (default), or a header or query parameter (`pointer` is /name). */
  part?: "header" | "query" | undefined;
}

/** Every single-constraint break of `value` (valid against `root`), in document order; a bounded list. */
export function breaksOf(docs: Documents, root: Place, value: unknown, limit = 64): Break[] {
  const out: Break[] = [];
  const walk = (place: Place, v: unknown, pointer: string, parentRequired: readonly string[], key: string | undefined): void => {
    if (out.length >= limit) return;
    const node = resolved(docs, place).node;
    const name = pointer || "the body";
    if (key !== undefined && parentRequired.includes(key)) out.push({ pointer, keyword: "required", label: `${name} left out`, remove: true });
    const type = typeOf(node);
    if (type === "integer" || type === "number") {
      if (typeof v === "number") out.push({ pointer, keyword: "type", label: `${name} as a string`, value: String(v) });
      const max = num(node.maximum);
      if (max !== undefined && Math.abs(max) < 2 ** 52) out.push({ pointer, keyword: "maximum", label: `${name} above its maximum`, value: max + 1 });
      const min = num(node.minimum);
      if (min !== undefined && Math.abs(min) < 2 ** 52) out.push({ pointer, keyword: "minimum", label: `${name} below its minimum`, value: min - 1 });
      if (type === "integer" && typeof v === "number") out.push({ pointer, keyword: "type", label: `${name} with a fraction`, value: v + 0.5 });
    } else if (type === "string") {
      if (typeof v === "string") out.push({ pointer, keyword: "type", label: `${name} as a number`, value: 12345 });
      const maxLength = num(node.maxLength);
      if (maxLength !== undefined && maxLength < 4096)
        out.push({ pointer, keyword: "maxLength", label: `${name} longer than ${maxLength}`, value: "x".repeat(maxLength + 1) });
      const minLength = num(node.minLength);
      if (minLength !== undefined && minLength > 0) out.push({ pointer, keyword: "minLength", label: `${name} shorter than ${minLength}`, value: "" });
      if (typeof node.pattern === "string") out.push({ pointer, keyword: "pattern", label: `${name} not matching its pattern`, value: "~probe~" });
    } else if (type === "boolean") {
      out.push({ pointer, keyword: "type", label: `${name} as a string`, value: String(v) });
    }
    if (Array.isArray(node.enum))
      out.push({ pointer, keyword: "enum", label: `${name} outside its enumeration`, value: typeof node.enum[0] === "number" ? 987654 : "PROBE_NOT_LISTED" });
    if ("const" in node)
      out.push({ pointer, keyword: "const", label: `${name} other than its constant`, value: typeof node.const === "number" ? 987654 : "PROBE_OTHER" });
    if (isObject(v)) {
      const closed = node.unevaluatedProperties !== undefined || node.additionalProperties === false;
      if (closed && pointer !== "")
        out.push({ pointer: `${pointer}/probe_extra`, keyword: "unevaluatedProperties", label: `${name} with a property not in the contract`, value: 1 });
      else if (closed) out.push({ pointer: "/probe_extra", keyword: "unevaluatedProperties", label: "a body property not in the contract", value: 1 });
      const required = requiredOf(docs, place);
      for (const [k, child] of Object.entries(v)) {
        const s = childSchema(docs, place, k);
        if (s) walk(s, child, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`, required, k);
      }
    } else if (Array.isArray(v) && v.length > 0) {
      const s = childSchema(docs, place, "0");
      if (s) walk(s, v[0], `${pointer}/0`, [], undefined);
    }
  };
  walk(root, value, "", [], undefined);
  return out.slice(0, limit);
}

/** A deep copy of JSON data. */
export function copy<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/** `data` with the value at `pointer` set (or removed); parents are created as objects. Returns the new data. */
export function setAt(data: unknown, pointer: string, value: unknown, remove = false): unknown {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return remove ? undefined : value;
  const root = copy(data) ?? {};
  let node = root as Record<string, unknown>;
  for (const t of tokens.slice(0, -1)) {
    if (!isObject(node[t]) && !Array.isArray(node[t])) node[t] = {};
    node = node[t] as Record<string, unknown>;
  }
  const last = tokens[tokens.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return root;
}
