/**
 * A schema as the comparison sees it: `$ref`s resolved, `allOf` members merged, nullable wrappers
 * (`anyOf: [X, {type: "null"}]`, `type: [..., "null"]`) unwrapped, annotated enums
 * (`oneOf: [{const, description}]`) turned into value lists. Two schemas that describe the same
 * data give equal views, so a refactor (inline to shared component, or back) is not a change.
 */
import { InputError } from "../errors.ts";
import { isObject, type JsonObject } from "../json.ts";
import { child, type Node, type Tree } from "./model.ts";
import { refTarget, resolve } from "./resolve.ts";

export interface View {
  /** Where the schema's own keywords live (after a pure `$ref`): the pointer findings print. */
  node: Node;
  /** The referenced schema's name when the schema is a pure `$ref` (`Amount`, `SaleRequest`). */
  refName?: string;
  /** The referenced file when the schema is a pure `$ref` to another file (JSON Schema). */
  refFile?: string;
  /** Allowed JSON types without "null"; null means any type. */
  types: Set<string> | null;
  nullable: boolean;
  /** Allowed values (`enum`, or a oneOf/anyOf of consts), null excluded; null when unrestricted. */
  enumValues: unknown[] | null;
  hasConst: boolean;
  constValue?: unknown;
  properties: Map<string, Node>;
  required: Set<string>;
  /** Undeclared properties are rejected (`unevaluatedProperties`/`additionalProperties` false or `{not: {}}`). */
  closed: boolean;
  /** Whether the schema describes an object (declares properties, or has type object). */
  objectish: boolean;
  /** Schema of undeclared properties (a record), when it constrains them. */
  additional: Node | null;
  items: Node | null;
  /** `prefixItems`: the schemas of the first items, by position. */
  prefixItems: Node[] | null;
  /** `contains`: at least one item (minContains..maxContains items) must match it. */
  contains: Node | null;
  /** `propertyNames`: every property name must match it. */
  propertyNames: Node | null;
  /** `patternProperties`: pattern -> the schema of properties whose names match it. */
  patternProperties: Map<string, Node>;
  /** `unevaluatedItems` given as a schema: items no other keyword evaluated must match it. */
  extraItems: Node | null;
  /** `x-extensible-enum`: the values known today of a list that may grow (clients must accept others). */
  extensibleValues: unknown[] | null;
  /** The documented values of an open enum: accepted whatever the plain type's bounds say. */
  knownValues: unknown[] | null;
  /** Branches of a oneOf/anyOf that is neither an enum nor a nullable wrapper. */
  variants: Node[] | null;
  /** "At least one of these sets of properties" (an anyOf/oneOf of requirement-only branches), as text; null when none. */
  alternatives: string | null;
  /** The variants come from a `oneOf`: a value must match exactly one of them. */
  exclusive: boolean;
  contentSchema: Node | null;
  /** `if`/`then`/`else` of every layer (allOf members included), in document order. */
  conditionals: Conditional[];
  /** `not` schemas of every layer. */
  exclusions: Node[];
  /** `dependentRequired`: property -> the properties it requires, with the node that says so. */
  dependentRequired: Map<string, { node: Node; names: string[] }>;
  /** `dependentSchemas`: property -> the schema the object must match when it is present. */
  dependentSchemas: Map<string, Node>;
  /** Scalar keywords (constraints, format, pattern, default, contentEncoding...). */
  keywords: Map<string, unknown>;
  gap?: unknown;
}

/** One `if` with its `then` and `else` (either may be absent). */
export interface Conditional {
  if: Node;
  then?: Node;
  else?: Node;
}

/** Keywords that never constrain data; a schema made only of these and `$ref` is a pure reference. */
const ANNOTATIONS = new Set([
  "description",
  "title",
  "examples",
  "example",
  "$comment",
  "$schema",
  "$id",
  "$defs",
  "definitions",
  "deprecated",
  "readOnly",
  "writeOnly",
  "externalDocs",
  "xml",
  "discriminator",
]);

export const SCALAR_KEYWORDS = [
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minContains",
  "maxContains",
  "minProperties",
  "maxProperties",
  "pattern",
  "format",
  "default",
  "contentEncoding",
  "contentMediaType",
] as const;

function isAnnotation(key: string): boolean {
  return ANNOTATIONS.has(key) || key.startsWith("x-");
}

function substantive(value: unknown): boolean {
  if (!isObject(value)) return true;
  return Object.keys(value).some((k) => !isAnnotation(k) && k !== "$ref" && k !== "allOf");
}

/** `{not: {}}` or false: nothing is allowed. */
export function isFalseSchema(v: unknown): boolean {
  return v === false || (isObject(v) && Object.keys(v).length === 1 && isObject(v.not) && Object.keys(v.not).length === 0);
}

/** `{}` or true: anything is allowed. */
function isTrueSchema(v: unknown): boolean {
  return v === true || (isObject(v) && Object.keys(v).every(isAnnotation));
}

const cache = new WeakMap<Tree, WeakMap<object, View>>();

export function viewOf(tree: Tree, node: Node): View {
  if (!isObject(node.value)) return build(tree, node);
  let perTree = cache.get(tree);
  if (!perTree) cache.set(tree, (perTree = new WeakMap()));
  const hit = perTree.get(node.value);
  if (hit) return hit;
  const v = build(tree, node);
  perTree.set(node.value, v);
  return v;
}

/** How many schemas (the schema, its $ref targets, its allOf members, theirs) one view may join. */
export const MAX_LAYERS = 1000;

/**
 * Append `node` and what it pulls in ($ref target, allOf members) to `layers`, outermost first
 * (depth first, in document order). Iterative: a chain of thousands of `allOf`s or `$ref`s does
 * not exhaust the call stack.
 */
function collect(tree: Tree, node: Node, layers: Node[], seen: Set<string>): void {
  const work = [node];
  while (work.length) {
    const current = work.pop()!;
    const key = `${current.file}#${current.pointer}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (layers.length >= MAX_LAYERS) {
      const at = `${node.file}#${node.pointer}`;
      throw new InputError(
        `${tree.label}: ${at.length > 240 ? `${at.slice(0, 100)}…${at.slice(-139)}` : at}: schema joins more than ${MAX_LAYERS} allOf members and $refs, ` +
          "beyond what the diff follows: flatten it, or compare a tree whose schemas join fewer",
      );
    }
    layers.push(current);
    const v = current.value;
    if (!isObject(v)) continue;
    if (Array.isArray(v.allOf)) for (let i = v.allOf.length - 1; i >= 0; i--) work.push(child(current, "allOf", i));
    if (typeof v.$ref === "string") work.push(refTarget(tree, current, v.$ref));
  }
}

/** The name and file of a pure reference (`{$ref}` or `{allOf: [{$ref}]}` plus annotations). */
function pureRef(tree: Tree, node: Node): { name: string; file?: string } | undefined {
  const v = node.value;
  if (!isObject(v) || substantive(v)) return undefined;
  let refNode: Node | undefined;
  if (typeof v.$ref === "string" && !Array.isArray(v.allOf)) refNode = node;
  else if (v.$ref === undefined && Array.isArray(v.allOf) && v.allOf.length === 1) {
    const only = child(node, "allOf", 0);
    if (isObject(only.value) && typeof only.value.$ref === "string" && !substantive(only.value)) refNode = only;
  }
  if (!refNode) return undefined;
  const ref = (refNode.value as JsonObject).$ref as string;
  const target = refTarget(tree, refNode, ref);
  const name = (ref.split(/[/#]/).filter(Boolean).pop() ?? ref).replace(/\.json$/, "");
  return { name, file: target.file !== node.file && target.pointer === "" ? target.file : undefined };
}

function isNullBranch(v: unknown): boolean {
  if (!isObject(v)) return false;
  if (v.type === "null") return true;
  if ("const" in v && v.const === null) return true;
  return Array.isArray(v.enum) && v.enum.length === 1 && v.enum[0] === null;
}

/** Keywords of the plain-type branch of an open enum: a type and its bounds, nothing that picks values. */
const PLAIN_TYPE_KEYWORDS = new Set(["type", "format", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"]);

/** A value list and nothing else (`{type: "string", enum: [...]}`): the known-values branch of an open enum. */
function isEnumSchema(v: unknown): boolean {
  return isObject(v) && Array.isArray(v.enum) && Object.keys(v).every((k) => k === "type" || k === "enum" || isAnnotation(k));
}

/** A branch that only requires properties (`{required: [A], properties: {A: {}}}`), constraining nothing else. */
function isRequirementOnly(v: unknown): boolean {
  if (!isObject(v) || !Array.isArray(v.required)) return false;
  return Object.entries(v).every(
    ([k, x]) => k === "required" || isAnnotation(k) || (k === "properties" && isObject(x) && Object.values(x).every(isTrueSchema)),
  );
}

/** The single value a branch allows (`const`, or a one-value `enum`), if it is that kind of branch. */
function constOf(v: unknown): { value: unknown } | undefined {
  if (!isObject(v)) return undefined;
  if ("const" in v) return { value: v.const };
  if (Array.isArray(v.enum) && v.enum.length === 1) return { value: v.enum[0] };
  return undefined;
}

function build(tree: Tree, node: Node): View {
  const layers: Node[] = [];
  const seen = new Set<string>();
  collect(tree, node, layers, seen);
  let ref = pureRef(tree, node);
  let nullable = false;
  let enumValues: unknown[] | null = null;
  let variants: Node[] | null = null;
  let exclusive = false;
  let knownValues: unknown[] | null = null;

  // oneOf/anyOf: nullable wrappers are unwrapped (their branch's layers join), enums of consts
  // become value lists, anything else stays a union of variants.
  const consumed = new Set<Node>();
  const requiredByAll: string[] = [];
  const alternatives: string[] = [];
  for (let i = 0; i < layers.length; i++) {
    const layer = layers[i]!;
    const v = layer.value;
    if (!isObject(v) || consumed.has(layer)) continue;
    const keyword = Array.isArray(v.oneOf) ? "oneOf" : Array.isArray(v.anyOf) ? "anyOf" : undefined;
    if (!keyword || variants || enumValues) continue;
    consumed.add(layer);
    const branches = (v[keyword] as unknown[]).map((_, j) => child(layer, keyword, j));
    const resolved = branches.map((b) => resolve(tree, b));
    const nonNull: Node[] = [];
    branches.forEach((b, j) => {
      if (isNullBranch(resolved[j]!.value)) nullable = true;
      else nonNull.push(b);
    });
    // "at least one of these properties" (`anyOf: [{required: [A]}, {required: [B]}]` beside the
    // object's own properties): a requirement, not alternative shapes. What every branch requires
    // is required; the rest stays optional.
    if (nonNull.length > 1 && nonNull.every((b) => isRequirementOnly(resolve(tree, b).value))) {
      const sets = nonNull.map((b) => new Set(((resolve(tree, b).value as JsonObject).required as string[] | undefined) ?? []));
      requiredByAll.push(...[...sets[0]!].filter((name) => sets.every((x) => x.has(name))));
      alternatives.push(
        sets
          .map((x) => [...x].sort().join(" and "))
          .sort()
          .join(" | "),
      );
      continue;
    }
    const consts = nonNull.map((b) => constOf(resolve(tree, b).value));
    // An open enum: known values plus a plain type (`anyOf: [{const: "A"}, {const: "B"}, {type: "string"}]`,
    // or `anyOf: [{$ref: Codes}, {type: "string", maxLength: 10}]` with Codes an enum) accepts any
    // value of that type; the known values only document it.
    const others = nonNull.filter((_, j) => consts[j] === undefined && !isEnumSchema(resolve(tree, nonNull[j]!).value));
    const openEnum =
      others.length === 1 &&
      others.length < nonNull.length &&
      isObject(resolve(tree, others[0]!).value) &&
      Object.keys(resolve(tree, others[0]!).value as JsonObject).every((k) => PLAIN_TYPE_KEYWORDS.has(k) || isAnnotation(k));
    if (nonNull.length > 0 && consts.every((c) => c !== undefined)) {
      enumValues = consts.map((c) => c!.value);
    } else if (nonNull.length === 1 || openEnum) {
      const only = openEnum ? others[0]! : nonNull[0]!;
      if (openEnum) {
        knownValues = nonNull.flatMap((b) => {
          const r = resolve(tree, b).value;
          return b === only ? [] : isEnumSchema(r) ? ((r as JsonObject).enum as unknown[]) : [constOf(r)!.value];
        });
      }
      collect(tree, only, layers, seen);
      // A wrapper that is just "X or null" reports X's place and name.
      if (layer === node && Object.keys(v).every((k) => k === keyword || isAnnotation(k))) {
        ref = pureRef(tree, only) ?? ref;
      }
    } else if (nonNull.length > 1) {
      variants = nonNull;
      exclusive = keyword === "oneOf";
    }
  }

  const keywords = new Map<string, unknown>();
  let typeValue: unknown;
  let hasConst = false;
  let constValue: unknown;
  const properties = new Map<string, Node>();
  const required = new Set<string>();
  let closed = false;
  let opened = false;
  let additional: Node | null = null;
  let items: Node | null = null;
  let contentSchema: Node | null = null;
  let prefixItems: Node[] | null = null;
  let contains: Node | null = null;
  let propertyNames: Node | null = null;
  const patternProperties = new Map<string, Node>();
  let extraItems: Node | null = null;
  let extensibleValues: unknown[] | null = null;
  let gap: unknown;
  let objectKeywords = false;
  const conditionals: Conditional[] = [];
  const exclusions: Node[] = [];
  const dependentRequired = new Map<string, { node: Node; names: string[] }>();
  const dependentSchemas = new Map<string, Node>();
  for (const layer of layers) {
    const v = layer.value;
    if (v === false) closed = true;
    if (!isObject(v)) continue;
    for (const k of SCALAR_KEYWORDS) if (k in v && !keywords.has(k)) keywords.set(k, v[k]);
    if (typeValue === undefined && v.type !== undefined) typeValue = v.type;
    if (!hasConst && "const" in v) {
      hasConst = true;
      constValue = v.const;
    }
    if (enumValues === null && Array.isArray(v.enum)) enumValues = v.enum as unknown[];
    if (isObject(v.properties)) {
      objectKeywords = true;
      for (const name of Object.keys(v.properties)) {
        if (!properties.has(name)) properties.set(name, child(layer, "properties", name));
      }
    }
    if (Array.isArray(v.required)) {
      objectKeywords = true;
      for (const r of v.required) if (typeof r === "string") required.add(r);
    }
    for (const k of ["unevaluatedProperties", "additionalProperties"] as const) {
      if (!(k in v)) continue;
      objectKeywords = true;
      if (isFalseSchema(v[k])) closed = true;
      else {
        // a schema (or `{}`) for undeclared properties lets them in: the object is open even
        // beside an `unevaluatedProperties: false`, which then sees nothing unevaluated
        opened = true;
        if (!additional && !isTrueSchema(v[k])) additional = child(layer, k);
      }
    }
    if (!items && (isObject(v.items) || typeof v.items === "boolean")) items = child(layer, "items");
    if (!contentSchema && v.contentSchema !== undefined) contentSchema = child(layer, "contentSchema");
    if (!prefixItems && Array.isArray(v.prefixItems)) prefixItems = v.prefixItems.map((_, i) => child(layer, "prefixItems", i));
    if (!contains && v.contains !== undefined) contains = child(layer, "contains");
    if (!propertyNames && v.propertyNames !== undefined && !isTrueSchema(v.propertyNames)) {
      objectKeywords = true;
      propertyNames = child(layer, "propertyNames");
    }
    if (isObject(v.patternProperties)) {
      objectKeywords = true;
      for (const pattern of Object.keys(v.patternProperties)) {
        if (!patternProperties.has(pattern)) patternProperties.set(pattern, child(layer, "patternProperties", pattern));
      }
    }
    if (!extraItems && v.unevaluatedItems !== undefined && !isTrueSchema(v.unevaluatedItems)) extraItems = child(layer, "unevaluatedItems");
    if (gap === undefined && v["x-contract-gap"] !== undefined) gap = v["x-contract-gap"];
    if (!extensibleValues && Array.isArray(v["x-extensible-enum"])) extensibleValues = v["x-extensible-enum"] as unknown[];
    if (v.if !== undefined) {
      conditionals.push({
        if: child(layer, "if"),
        then: v.then === undefined ? undefined : child(layer, "then"),
        else: v.else === undefined ? undefined : child(layer, "else"),
      });
    }
    if (v.not !== undefined) exclusions.push(child(layer, "not"));
    if (isObject(v.dependentRequired)) {
      for (const [name, list] of Object.entries(v.dependentRequired)) {
        if (!Array.isArray(list)) continue;
        const entry = dependentRequired.get(name) ?? { node: child(layer, "dependentRequired", name), names: [] };
        for (const r of list) if (typeof r === "string" && !entry.names.includes(r)) entry.names.push(r);
        dependentRequired.set(name, entry);
      }
    }
    if (isObject(v.dependentSchemas)) {
      for (const name of Object.keys(v.dependentSchemas)) {
        if (!dependentSchemas.has(name)) dependentSchemas.set(name, child(layer, "dependentSchemas", name));
      }
    }
  }

  if (opened) closed = false;
  for (const name of requiredByAll) required.add(name);

  // nulls live in `nullable`, never in the value or type lists
  if (hasConst && constValue === null) {
    hasConst = false;
    nullable = true;
  }
  if (enumValues) {
    if (enumValues.includes(null)) nullable = true;
    enumValues = enumValues.filter((x) => x !== null);
  }
  // OpenAPI 3.0 style
  if (layers.some((l) => isObject(l.value) && (l.value as JsonObject).nullable === true)) nullable = true;

  let types: Set<string> | null = null;
  if (typeValue !== undefined) {
    types = new Set(Array.isArray(typeValue) ? (typeValue as string[]) : [typeValue as string]);
    if (types.has("null") && types.size > 1) {
      types.delete("null");
      nullable = true;
    }
  } else if (hasConst || (enumValues && enumValues.length > 0)) {
    types = new Set((hasConst ? [constValue] : enumValues!).map(jsonType));
  } else if (objectKeywords) {
    types = new Set(["object"]);
  } else if (items || prefixItems || contains) {
    types = new Set(["array"]);
  }

  const primary = layers.find((l) => substantive(l.value) && !consumed.has(l)) ?? layers[layers.length - 1] ?? node;
  return {
    node: ref || !substantive(node.value) ? primary : node,
    refName: ref?.name,
    refFile: ref?.file,
    types,
    nullable,
    enumValues,
    hasConst,
    constValue,
    properties,
    required,
    closed,
    objectish: objectKeywords || (types?.has("object") ?? false),
    additional,
    items,
    prefixItems,
    contains,
    propertyNames,
    patternProperties,
    extraItems,
    extensibleValues,
    variants,
    exclusive,
    alternatives: alternatives.length ? alternatives.join("; ") : null,
    knownValues,
    contentSchema,
    conditionals,
    exclusions,
    dependentRequired,
    dependentSchemas,
    keywords,
    gap,
  };
}

function jsonType(v: unknown): string {
  if (Array.isArray(v)) return "array";
  if (v === null) return "null";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v === "object" ? "object" : typeof v;
}
