/**
 * Direction-aware comparison of two schemas, walked in parallel. Every change is reported as
 * `<direction>-<change>`: the registry (rules.ts) holds both directions of each change, and their
 * levels encode the asymmetry (a narrowing breaks requests, a widening breaks responses).
 */
import { InputError } from "../errors.ts";
import { isObject } from "../json.ts";
import { canonical, show, type Direction, type Node, type Tree, where } from "./model.ts";
import type { Reporter } from "./report.ts";
import type { RuleId } from "./rules.ts";
import { viewOf, type Conditional, type View } from "./schema-view.ts";

/** The changes the walk composes with a direction into a rule id (`request-` + `type-widened`). */
type SchemaChange =
  | "nullable-added"
  | "nullable-removed"
  | "type-changed"
  | "type-widened"
  | "type-narrowed"
  | "const-changed"
  | "enum-value-removed"
  | "enum-value-added"
  | "enum-added"
  | "enum-removed"
  | `${"length" | "items" | "range" | "property-count"}-${"narrowed" | "widened"}`
  | `${"pattern" | "format"}-${"added" | "removed" | "changed"}`
  | "default-changed"
  | "content-encoding-changed"
  | "property-removed"
  | "property-required-added"
  | "property-optional-added"
  | "property-became-required"
  | "property-became-optional"
  | "properties-closed"
  | "properties-opened"
  | `${"conditional" | "not"}-${"added" | "removed" | "changed"}`
  | "conditional-opened"
  | "dependency-added"
  | "dependency-removed"
  | `${"contains" | "property-names" | "pattern-property" | "extras-schema"}-${"added" | "removed"}`
  | "variant-added"
  | "variant-removed"
  | "variant-overlap-added"
  | "required-alternatives-changed"
  | "contract-gap-added";

/** Compile-time check: every id the walk can compose is registered in rules.ts (else: never, and the line fails). */
type ComposedIdsExist = `${Direction}-${SchemaChange}` extends RuleId ? true : never;
const composedIdsExist: ComposedIdsExist = true;
void composedIdsExist;

function ruleId(direction: Direction, change: SchemaChange): RuleId {
  return `${direction}-${change}`;
}

/**
 * How deep the walk follows nested schemas (properties, items, variants, decoded payloads,
 * consequences). The contracts nest about a dozen levels; a schema beyond this is unusable input,
 * reported with its file and pointer, never a stack overflow.
 */
export const MAX_SCHEMA_DEPTH = 200;

export interface SchemaContext {
  base: Tree;
  head: Tree;
  report: Reporter;
  direction: Direction;
  /**
   * Message schemas: every file is compared as a root of its own, so a `$ref` to the same file on
   * both sides is not followed (its changes are reported once, at that file).
   */
  stopAtFileRefs?: boolean;
  /**
   * A parameter or header written with a style (not a JSON `content`): every value travels as a
   * string, so `string` covers `number`, `integer` and `boolean` (number to string widens what a
   * query accepts; string to integer narrows a header).
   */
  wire?: boolean;
}

/** Compare the schema at `base` with the one at `head`; `location` names the place for humans. */
export function compareSchemas(ctx: SchemaContext, base: Node, head: Node, location: string): void {
  walk(ctx, base, head, location, [], new Set());
}

type Path = readonly string[];

function at(location: string, path: Path): string {
  return path.length ? `${location} /${path.join("/")}` : location;
}

function walk(ctx: SchemaContext, b: Node, h: Node, location: string, path: Path, stack: Set<string>): void {
  if (stack.size >= MAX_SCHEMA_DEPTH) {
    const [tree, deep] = h.value === undefined ? [ctx.base, b] : [ctx.head, h];
    throw new InputError(
      `${tree.label}: ${shorten(where(deep))}: schema nests deeper than ${MAX_SCHEMA_DEPTH} levels, beyond what the diff follows: ` +
        "flatten it with named components ($ref), or compare a tree whose schemas nest less",
    );
  }
  const bv = viewOf(ctx.base, b);
  const hv = viewOf(ctx.head, h);
  const key = `${where(bv.node)}|${where(hv.node)}`;
  if (stack.has(key)) return; // a recursive schema: this pair is being compared further up
  stack.add(key);
  try {
    compareViews(ctx, bv, hv, location, path, stack);
  } finally {
    stack.delete(key);
  }
}

function compareViews(ctx: SchemaContext, bv: View, hv: View, location: string, path: Path, stack: Set<string>): void {
  const dir = ctx.direction;
  const report: Report = (change, node, params = {}) => ctx.report.add(ruleId(dir, change), node, at(location, path), params);

  if (!bv.nullable && hv.nullable) report("nullable-added", hv.node);
  if (bv.nullable && !hv.nullable) report("nullable-removed", hv.node);

  if (ctx.stopAtFileRefs && bv.refFile && bv.refFile === hv.refFile) return;

  // rules beside the shape: if/then/else, dependencies, not
  compareConditionals(ctx, bv, hv, location, path, stack, report);
  compareDependencies(ctx, bv, hv, location, path, stack, report);
  compareExclusions(bv, hv, report);
  // "at least one of": gone from a request it only widens, new in a response it is only a new
  // guarantee (neither reported)
  if (bv.alternatives !== hv.alternatives && (ctx.direction === "request" ? hv.alternatives !== null : bv.alternatives !== null)) {
    report("required-alternatives-changed", hv.node, { before: bv.alternatives ?? "none", after: hv.alternatives ?? "none" });
  }

  if (bv.variants || hv.variants) {
    compareVariants(ctx, bv, hv, location, path, stack);
    return;
  }

  // types
  const bt = bv.types;
  const ht = hv.types;
  const typeParams = { before: showTypes(bt), after: showTypes(ht) };
  // on the wire, one value is an exploded array of one item: scalar to array of what covers it widens
  if (ctx.wire && path.length === 0 && bt && ht?.size === 1 && ht.has("array") && !bt.has("array") && hv.items) {
    const it = viewOf(ctx.head, hv.items).types;
    if (!it || [...bt].every((t) => covered(t, it, true))) {
      report("type-widened", hv.node, typeParams);
      // the one value must still be a valid array of one: at least one item allowed, and an item
      const min = hv.keywords.get("minItems");
      if (typeof min === "number" && min > 1) report("items-narrowed", hv.node, { keyword: "minItems", before: "none", after: show(min) });
      walk(ctx, bv.node, hv.items, location, path, stack);
      return;
    }
  }
  if (bt && ht) {
    const widened = [...bt].every((t) => covered(t, ht, ctx.wire));
    const narrowed = [...ht].every((t) => covered(t, bt, ctx.wire));
    if (!widened && !narrowed) {
      report("type-changed", hv.node, typeParams);
      return; // nothing below compares meaningfully across types
    }
    if (widened && !narrowed) report("type-widened", hv.node, typeParams);
    if (narrowed && !widened) report("type-narrowed", hv.node, typeParams);
  } else if (!bt && ht) {
    report("type-narrowed", hv.node, typeParams);
  } else if (bt && !ht) {
    report("type-widened", hv.node, typeParams);
  }

  // fixed values and value lists
  if (bv.hasConst && hv.hasConst) {
    if (canonical(bv.constValue) !== canonical(hv.constValue)) {
      report("const-changed", hv.node, { before: show(bv.constValue), after: show(hv.constValue) });
    }
  } else {
    const be = bv.enumValues ?? (bv.hasConst ? [bv.constValue] : null);
    const he = hv.enumValues ?? (hv.hasConst ? [hv.constValue] : null);
    if (be && he) {
      const bs = new Set(be.map(canonical));
      const hs = new Set(he.map(canonical));
      const removed = be.filter((x) => !hs.has(canonical(x)));
      const added = he.filter((x) => !bs.has(canonical(x)));
      if (removed.length) report("enum-value-removed", hv.node, { values: showValues(removed) });
      if (added.length) report("enum-value-added", hv.node, { values: showValues(added) });
    } else if (!be && he) {
      report("enum-added", hv.node, { values: showValues(he) });
    } else if (be && !he) {
      report("enum-removed", hv.node, { values: showValues(be) });
    }
  }

  // an extensible enum (x-extensible-enum): a value gone is one a request may no longer carry;
  // a value added is what clients of a growing list must already accept (reported for requests only)
  if (bv.extensibleValues && hv.extensibleValues) {
    const hs = new Set(hv.extensibleValues.map(canonical));
    const bs = new Set(bv.extensibleValues.map(canonical));
    const removed = bv.extensibleValues.filter((x) => !hs.has(canonical(x)));
    const added = hv.extensibleValues.filter((x) => !bs.has(canonical(x)));
    if (removed.length) report("enum-value-removed", hv.node, { values: showValues(removed) });
    if (added.length && dir === "request") report("enum-value-added", hv.node, { values: showValues(added) });
  }

  compareConstraints(bv, hv, report);

  // objects
  if (bv.objectish || hv.objectish) {
    const names = new Set([...bv.properties.keys(), ...hv.properties.keys()]);
    // readOnly properties never travel in requests, writeOnly ones never in responses
    const hidden = dir === "request" ? "readOnly" : "writeOnly";
    const visible = (n: Node | undefined) => (n && isObject(n.value) && n.value[hidden] === true ? undefined : n);
    for (const name of names) {
      const bp = visible(bv.properties.get(name));
      const hp = visible(hv.properties.get(name));
      const inner = [...path, name];
      const property = (change: SchemaChange, node: Node) => ctx.report.add(ruleId(dir, change), node, at(location, inner));
      if (bp && !hp) {
        // A request property gone from an open object is still accepted (as an undeclared one);
        // from a sealed one (or one whose extras must match a schema) it is rejected. A response
        // property gone was a promise only when it was required.
        // (one direction each: these two rules have no counterpart)
        const id: RuleId =
          dir === "request"
            ? hv.closed || hv.additional
              ? "request-property-removed"
              : "request-open-property-removed"
            : bv.required.has(name)
              ? "response-property-removed"
              : "response-optional-property-removed";
        ctx.report.add(id, bp, at(location, inner));
      } else if (!bp && hp) property(hv.required.has(name) ? "property-required-added" : "property-optional-added", hp);
      else if (bp && hp) {
        const wasRequired = bv.required.has(name);
        const isRequired = hv.required.has(name);
        if (!wasRequired && isRequired) property("property-became-required", hp);
        if (wasRequired && !isRequired) property("property-became-optional", hp);
        walk(ctx, bp, hp, location, inner, stack);
      }
    }
    if (bv.objectish && hv.objectish) {
      if (!bv.closed && hv.closed) report("properties-closed", hv.node);
      if (bv.closed && !hv.closed) report("properties-opened", hv.node);
    }
    if (bv.additional && hv.additional) walk(ctx, bv.additional, hv.additional, location, [...path, "*"], stack);
  }

  if (bv.items && hv.items) walk(ctx, bv.items, hv.items, location, [...path, "[]"], stack);
  compareApplicators(ctx, bv, hv, location, path, stack, report);

  // an encoded string's inner document (create-order's Base64 payload): same direction
  if (bv.contentSchema || hv.contentSchema) {
    const empty = (v: View): Node => ({ file: v.node.file, pointer: `${v.node.pointer}/contentSchema`, value: {} });
    walk(ctx, bv.contentSchema ?? empty(bv), hv.contentSchema ?? empty(hv), location, [...path, "(decoded)"], stack);
  }

  if (bv.gap === undefined && hv.gap !== undefined) report("contract-gap-added", hv.node, { after: showGap(hv.gap) });
}

type Report = (change: SchemaChange, node: Node, params?: Record<string, string>) => void;

/** Lengths, ranges, item and property counts, pattern, format, default, content encoding. */
function compareConstraints(bv: View, hv: View, report: Report): void {
  const b = bv.keywords;
  const h = hv.keywords;
  const node = hv.node;
  const num = (m: Map<string, unknown>, k: string) => (typeof m.get(k) === "number" ? (m.get(k) as number) : undefined);

  // minimum-like: a higher value narrows; maximum-like: a lower value narrows
  const bounds: ["length" | "items" | "property-count", string, "min" | "max"][] = [
    ["length", "minLength", "min"],
    ["length", "maxLength", "max"],
    ["items", "minItems", "min"],
    ["items", "maxItems", "max"],
    ["items", "minContains", "min"],
    ["items", "maxContains", "max"],
    ["property-count", "minProperties", "min"],
    ["property-count", "maxProperties", "max"],
  ];
  for (const [subject, k, side] of bounds) {
    const before = num(b, k);
    const after = num(h, k);
    if (before === after) continue;
    const lo = side === "min" ? (before ?? 0) < (after ?? 0) : (after ?? Infinity) < (before ?? Infinity);
    if (lo ? allAdmitted(bv, hv) : allAdmitted(hv, bv)) continue;
    report(`${subject}-${lo ? "narrowed" : "widened"}` as const, node, { keyword: k, before: show(before), after: show(after) });
  }
  const bu = b.get("uniqueItems") === true;
  const hu = h.get("uniqueItems") === true;
  if (bu !== hu) report(hu ? "items-narrowed" : "items-widened", node, { keyword: "uniqueItems", before: String(bu), after: String(hu) });

  for (const side of ["min", "max"] as const) {
    const before = bound(b, side);
    const after = bound(h, side);
    if (sameBound(before, after)) continue;
    const narrowed = tighter(after, before, side);
    if (narrowed ? allAdmitted(bv, hv) : allAdmitted(hv, bv)) continue;
    report(narrowed ? "range-narrowed" : "range-widened", node, {
      keyword: side === "min" ? "minimum" : "maximum",
      before: showBound(before, side),
      after: showBound(after, side),
    });
  }
  const bm = num(b, "multipleOf");
  const hm = num(h, "multipleOf");
  if (bm !== hm) {
    const narrowed = hm !== undefined && (bm === undefined || !isMultiple(bm, hm));
    report(narrowed ? "range-narrowed" : "range-widened", node, { keyword: "multipleOf", before: show(bm), after: show(hm) });
  }

  for (const k of ["pattern", "format"] as const) {
    const before = k === "pattern" && acceptsEveryString(b.get(k)) ? undefined : b.get(k);
    const after = k === "pattern" && acceptsEveryString(h.get(k)) ? undefined : h.get(k);
    if (before === after) continue;
    const change = before === undefined ? "added" : after === undefined ? "removed" : "changed";
    report(`${k}-${change}` as const, node, { before: show(before), after: show(after) });
  }

  if (canonical(b.get("default")) !== canonical(h.get("default"))) {
    report("default-changed", node, { before: show(b.get("default")), after: show(h.get("default")) });
  }

  for (const k of ["contentEncoding", "contentMediaType"] as const) {
    if (b.get(k) !== h.get(k)) report("content-encoding-changed", node, { keyword: k, before: show(b.get(k)), after: show(h.get(k)) });
  }
}

function usesApplicators(v: View): boolean {
  return (
    v.prefixItems !== null || v.contains !== null || v.propertyNames !== null || v.extraItems !== null || v.patternProperties.size > 0 || v.additional !== null
  );
}

/** A schema that accepts anything, standing where a keyword is absent (its pointer: where it would be). */
function anything(v: View, ...segments: (string | number)[]): Node {
  return { file: v.node.file, pointer: `${v.node.pointer}${segments.map((s) => `/${s}`).join("")}`, value: {} };
}

/**
 * The JSON Schema 2020-12 applicators beside properties and items: `prefixItems` (walked position
 * by position at `[0]`, `[1]`; a position without one takes `items`, else anything), `contains`,
 * `propertyNames`, `patternProperties` (per pattern), and the schema of extra properties or items
 * (`additionalProperties`/`unevaluatedProperties`/`unevaluatedItems` given as a schema). Each
 * constrains the value: one that appears narrows it, one that goes widens it; one on both sides
 * is walked in the same direction.
 */
function compareApplicators(ctx: SchemaContext, bv: View, hv: View, location: string, path: Path, stack: Set<string>, report: Report): void {
  if (!usesApplicators(bv) && !usesApplicators(hv)) return; // the common case: nothing to compare, nothing to allocate
  if (bv.prefixItems || hv.prefixItems) {
    const n = Math.max(bv.prefixItems?.length ?? 0, hv.prefixItems?.length ?? 0);
    const position = (v: View, i: number): Node => v.prefixItems?.[i] ?? v.items ?? anything(v, "prefixItems", i);
    for (let i = 0; i < n; i++) walk(ctx, position(bv, i), position(hv, i), location, [...path, `[${i}]`], stack);
  }
  const optional: ["contains" | "propertyNames" | "extraItems", "contains" | "property-names" | "extras-schema", string][] = [
    ["contains", "contains", "(contains)"],
    ["propertyNames", "property-names", "(names)"],
    ["extraItems", "extras-schema", "[unevaluated]"],
  ];
  for (const [key, change, step] of optional) {
    const b = bv[key];
    const h = hv[key];
    const keyword = key === "extraItems" ? "unevaluatedItems" : key;
    if (b && h) walk(ctx, b, h, location, [...path, step], stack);
    else if (!b && h) report(`${change}-added`, h, { keyword, schema: clip(canonical(h.value)) });
    else if (b && !h) report(`${change}-removed`, hv.node, { keyword, schema: clip(canonical(b.value)) });
  }
  for (const [pattern, h] of hv.patternProperties) {
    const b = bv.patternProperties.get(pattern);
    if (b) walk(ctx, b, h, location, [...path, `(/${pattern}/)`], stack);
    else report("pattern-property-added", h, { pattern: show(pattern) });
  }
  for (const [pattern] of bv.patternProperties) {
    if (!hv.patternProperties.has(pattern)) report("pattern-property-removed", hv.node, { pattern: show(pattern) });
  }
  // a schema for undeclared properties on an open object (a sealed one is properties-opened/-closed)
  if (bv.objectish && hv.objectish && !bv.closed && !hv.closed) {
    const keyword = (v: View) => (v.additional ? v.additional.pointer.split("/").pop()! : "additionalProperties");
    if (!bv.additional && hv.additional) report("extras-schema-added", hv.additional, { keyword: keyword(hv), schema: clip(canonical(hv.additional.value)) });
    if (bv.additional && !hv.additional) report("extras-schema-removed", hv.node, { keyword: keyword(bv), schema: clip(canonical(bv.additional.value)) });
  }
}

// ------------------------------------------------------------- conditions, dependencies, exclusions

/**
 * One clause of an if/then/else: "when the value matches (or, for else, does not match) the
 * condition, it must match the consequence". An absent then or else is no clause.
 */
interface Clause {
  /** `if` or `unless`: whether the consequence applies when the condition matches or fails. */
  branch: "if" | "unless";
  condition: Node;
  consequence: Node;
  /** Exact identity: branch and condition. */
  key: string;
  /** What the condition tests (its property names), to pair a changed condition with its old self. */
  subject: string;
  label: string;
}

function clauses(tree: Tree, conditionals: Conditional[]): Clause[] {
  const out: Clause[] = [];
  const seen = new Map<string, number>();
  for (const c of conditionals) {
    for (const [branch, consequence] of [
      ["if", c.then],
      ["unless", c.else],
    ] as const) {
      if (!consequence) continue;
      let key = `${branch} ${canonical(c.if.value)}`;
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      if (n > 1) key += ` #${n}`;
      const described = describeCondition(tree, c.if);
      out.push({
        branch,
        condition: c.if,
        consequence,
        key,
        subject: `${branch} ${conditionSubject(c.if.value)}`,
        label: branch === "if" ? described : `not ${described}`,
      });
    }
  }
  return out;
}

/** A condition as a reviewer reads it: the fixed values it tests (`payment_mode=1`), else its JSON. */
function describeCondition(tree: Tree, condition: Node): string {
  return signature(tree, viewOf(tree, condition)) ?? clip(canonical(condition.value));
}

function conditionSubject(v: unknown): string {
  if (!isObject(v)) return canonical(v);
  const names = new Set<string>();
  if (isObject(v.properties)) for (const k of Object.keys(v.properties)) names.add(k);
  if (Array.isArray(v.required)) for (const k of v.required) if (typeof k === "string") names.add(k);
  return names.size ? [...names].sort().join(",") : canonical(v);
}

/** Keywords that say something about a schema without constraining an instance. */
const ANNOTATIONS = new Set(["description", "title", "$comment", "examples", "default", "deprecated", "readOnly", "writeOnly"]);

/**
 * Whether a consequence constrains nothing and only opens its object: `true`, `{}`, or
 * `additionalProperties`/`unevaluatedProperties` that accept anything (which mark every property as
 * evaluated, so a sealed parent lets them through), beside annotations.
 */
function opensOnly(v: unknown): boolean {
  if (v === true) return true;
  if (!isObject(v)) return false;
  const accepting = (x: unknown) => x === true || (isObject(x) && Object.keys(x).length === 0);
  return Object.entries(v).every(
    ([k, x]) => ANNOTATIONS.has(k) || k.startsWith("x-") || ((k === "additionalProperties" || k === "unevaluatedProperties") && accepting(x)),
  );
}

/**
 * if/then/else, clause by clause. A clause on one side only is a conditional added or removed; a
 * clause whose condition changed (same branch, testing the same properties) is a conditional
 * changed; and the consequences of matched clauses are walked like any schema, in the same
 * direction, at `(if <condition>)`, so a consequence that gains a required property is reported
 * as that.
 */
function compareConditionals(ctx: SchemaContext, bv: View, hv: View, location: string, path: Path, stack: Set<string>, report: Report): void {
  if (!bv.conditionals.length && !hv.conditionals.length) return;
  const before = clauses(ctx.base, bv.conditionals);
  const after = clauses(ctx.head, hv.conditionals);
  const pairs: [Clause, Clause][] = [];
  const leftBefore = before.filter((b) => {
    const h = after.find((x) => x.key === b.key);
    if (h) pairs.push([b, h]);
    return !h;
  });
  const leftAfter = after.filter((h) => !pairs.some(([, x]) => x === h));
  for (const b of [...leftBefore]) {
    const h = leftAfter.find((x) => x.subject === b.subject);
    if (!h) continue;
    leftBefore.splice(leftBefore.indexOf(b), 1);
    leftAfter.splice(leftAfter.indexOf(h), 1);
    report("conditional-changed", h.condition, { before: b.label, after: h.label });
    pairs.push([b, h]);
  }
  for (const b of leftBefore) report("conditional-removed", b.condition, { condition: b.label });
  for (const h of leftAfter) report(opensOnly(h.consequence.value) ? "conditional-opened" : "conditional-added", h.condition, { condition: h.label });
  for (const [b, h] of pairs) walk(ctx, b.consequence, h.consequence, location, [...path, `(${h.branch} ${h.label})`], stack);
}

/**
 * dependentRequired and dependentSchemas: "when property P is present, the object must also carry
 * Q" (or match a schema). New pairs are dependencies added, dropped ones removed; a dependent
 * schema on both sides is walked at `(with P)`.
 */
function compareDependencies(ctx: SchemaContext, bv: View, hv: View, location: string, path: Path, stack: Set<string>, report: Report): void {
  for (const [property, h] of hv.dependentRequired) {
    const had = new Set(bv.dependentRequired.get(property)?.names ?? []);
    const added = h.names.filter((n) => !had.has(n));
    if (added.length) report("dependency-added", h.node, { property: show(property), requires: showValues(added) });
  }
  for (const [property, b] of bv.dependentRequired) {
    const has = new Set(hv.dependentRequired.get(property)?.names ?? []);
    const removed = b.names.filter((n) => !has.has(n));
    const at = hv.dependentRequired.get(property)?.node ?? b.node;
    if (removed.length) report("dependency-removed", at, { property: show(property), requires: showValues(removed) });
  }
  const schema = "the dependent schema";
  for (const [property, h] of hv.dependentSchemas) {
    const b = bv.dependentSchemas.get(property);
    if (!b) report("dependency-added", h, { property: show(property), requires: schema });
    else walk(ctx, b, h, location, [...path, `(with ${property})`], stack);
  }
  for (const [property, b] of bv.dependentSchemas) {
    if (!hv.dependentSchemas.has(property)) report("dependency-removed", b, { property: show(property), requires: schema });
  }
}

/**
 * `not`: a value must not match the schema. Inverse to everything else (narrowing the excluded
 * schema widens the value), so a changed exclusion is reported as such, not walked.
 */
function compareExclusions(bv: View, hv: View, report: Report): void {
  if (!bv.exclusions.length && !hv.exclusions.length) return;
  const text = (n: Node) => canonical(n.value);
  const before = bv.exclusions.filter((b) => !hv.exclusions.some((h) => text(h) === text(b)));
  const after = hv.exclusions.filter((h) => !bv.exclusions.some((b) => text(b) === text(h)));
  const paired = Math.min(before.length, after.length);
  for (let i = 0; i < paired; i++) {
    report("not-changed", after[i]!, { before: clip(text(before[i]!)), after: clip(text(after[i]!)) });
  }
  for (const b of before.slice(paired)) report("not-removed", b, { schema: clip(text(b)) });
  for (const h of after.slice(paired)) report("not-added", h, { schema: clip(text(h)) });
}

/**
 * Patterns that every string matches (JSON Schema patterns are unanchored): the same as no pattern,
 * so `""` or `.*` appearing or going is no change.
 */
const EVERY_STRING = new Set(["", ".*", "^.*", ".*$", "(.*)", "^(.*)", "[\\s\\S]*", "^[\\s\\S]*$", "(?s).*"]);

export function acceptsEveryString(pattern: unknown): boolean {
  return typeof pattern === "string" && EVERY_STRING.has(pattern);
}

/** Long JSON shortened for a message. */
function clip(s: string, max = 120): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

/** A long pointer shortened for a one-line message: its start and its end. */
function shorten(s: string, max = 240): string {
  return s.length <= max ? s : `${s.slice(0, 100)}…${s.slice(-(max - 101))}`;
}

/**
 * Whether `from` is a fixed list of values (an enum or a const) that `to` accepts in full: each is
 * one of `to`'s documented values or within its bounds. Then a bound that moved changes nothing on
 * the wire (an enum opened with a bounded plain type, bounds that its values already meet).
 */
function allAdmitted(from: View, to: View): boolean {
  const values = from.enumValues ?? (from.hasConst ? [from.constValue] : null);
  if (!values) return false;
  const known = new Set((to.knownValues ?? []).map(canonical));
  return values.every((v) => known.has(canonical(v)) || withinBounds(v, to.keywords));
}

/** `v` meets the length, range, item-count and property-count keywords of `m`. */
function withinBounds(v: unknown, m: Map<string, unknown>): boolean {
  const n = (k: string) => (typeof m.get(k) === "number" ? (m.get(k) as number) : undefined);
  const between = (size: number, lo: string, hi: string) => size >= (n(lo) ?? 0) && size <= (n(hi) ?? Infinity);
  if (typeof v === "string" && !between([...v].length, "minLength", "maxLength")) return false;
  if (Array.isArray(v) && !between(v.length, "minItems", "maxItems")) return false;
  if (isObject(v) && !between(Object.keys(v).length, "minProperties", "maxProperties")) return false;
  if (typeof v === "number") {
    for (const side of ["min", "max"] as const) {
      const limit = bound(m, side);
      if (!limit) continue;
      const ok = side === "min" ? v > limit.value || (v === limit.value && !limit.exclusive) : v < limit.value || (v === limit.value && !limit.exclusive);
      if (!ok) return false;
    }
    const step = n("multipleOf");
    if (step !== undefined && !isMultiple(v, step)) return false;
  }
  return true;
}

type Bound = { value: number; exclusive: boolean } | undefined;

function bound(m: Map<string, unknown>, side: "min" | "max"): Bound {
  const inclusive = m.get(side === "min" ? "minimum" : "maximum");
  const exclusive = m.get(side === "min" ? "exclusiveMinimum" : "exclusiveMaximum");
  const candidates: Bound[] = [];
  if (typeof inclusive === "number") {
    // OpenAPI 3.0 writes exclusiveMinimum: true beside minimum
    candidates.push({ value: inclusive, exclusive: exclusive === true });
  }
  if (typeof exclusive === "number") candidates.push({ value: exclusive, exclusive: true });
  let best: Bound;
  for (const c of candidates) if (!best || tighter(c, best, side)) best = c;
  return best;
}

/** Whether bound `a` admits strictly fewer values than `b`. */
function tighter(a: Bound, b: Bound, side: "min" | "max"): boolean {
  if (!a) return false;
  if (!b) return true;
  if (a.value !== b.value) return side === "min" ? a.value > b.value : a.value < b.value;
  return a.exclusive && !b.exclusive;
}

function sameBound(a: Bound, b: Bound): boolean {
  return (!a && !b) || (!!a && !!b && a.value === b.value && a.exclusive === b.exclusive);
}

function showBound(x: Bound, side: "min" | "max"): string {
  if (!x) return "none";
  return `${side === "min" ? ">" : "<"}${x.exclusive ? "" : "="} ${x.value}`;
}

function isMultiple(of: number, step: number): boolean {
  const q = of / step;
  return Math.abs(q - Math.round(q)) < 1e-9;
}

/** JSON Schema: every integer is a number. */
function covered(t: string, set: Set<string>, wire = false): boolean {
  return set.has(t) || (t === "integer" && set.has("number")) || (wire && set.has("string") && (t === "number" || t === "integer" || t === "boolean"));
}

function showTypes(t: Set<string> | null): string {
  return t ? [...t].sort().join(" or ") : "any";
}

function showValues(values: unknown[]): string {
  return values.map(show).join(", ");
}

function showGap(gap: unknown): string {
  if (gap && typeof gap === "object" && typeof (gap as { missing?: unknown }).missing === "string") {
    return (gap as { missing: string }).missing;
  }
  return show(gap);
}

// ------------------------------------------------------------------------------------- unions

interface Keyed {
  key: string;
  label: string;
  node: Node;
  /** The referenced schema's name and file, when the branch is a pure reference. */
  name?: string;
  file?: string;
}

/**
 * Match the branches of two unions. Each branch is keyed by the fixed values it carries (a
 * discriminator such as `MethodId`, or the branch's own const), else by the name of the schema it
 * references, else by its type; duplicates within one union are told apart by their order. A plain
 * schema facing a union counts as a one-branch union.
 */
function compareVariants(ctx: SchemaContext, bv: View, hv: View, location: string, path: Path, stack: Set<string>): void {
  const before = keyVariants(ctx.base, bv.variants ?? [bv.node], bv);
  const after = keyVariants(ctx.head, hv.variants ?? [hv.node], hv);
  const dir = ctx.direction;
  const single = before.length === 1 && after.length === 1;
  // Pair by key (fixed values, else name, else type); a branch left over on both sides is then
  // paired by the schema it references, so a branch whose fixed values were loosened (a const
  // turned into an open type) is compared with its old self, not reported removed and added.
  const pairs = new Map<Keyed, Keyed>();
  if (single) pairs.set(before[0]!, after[0]!);
  else {
    for (const b of before) {
      const h = after.find((x) => x.key === b.key);
      if (h) pairs.set(b, h);
    }
    const taken = new Set(pairs.values());
    for (const b of before) {
      if (pairs.has(b) || !b.name) continue;
      const h = after.find((x) => !taken.has(x) && x.name === b.name && (x.file ?? "") === (b.file ?? ""));
      if (h) {
        pairs.set(b, h);
        taken.add(h);
      }
    }
  }
  const matched = new Set(pairs.values());
  const changed = new Set<Keyed>(); // head branches whose walk reported a change
  for (const b of before) {
    const h = pairs.get(b);
    if (!h) ctx.report.add(ruleId(dir, "variant-removed"), b.node, at(location, path), { values: b.label });
    else {
      const calls = ctx.report.calls;
      walk(ctx, b.node, h.node, location, single ? path : [...path, `(${h.label})`], stack);
      if (ctx.report.calls !== calls) changed.add(h);
    }
  }
  compareOverlaps(ctx, bv, hv, before, after, pairs, changed, location, path);
  if (single) return;
  for (const h of after) {
    if (!matched.has(h)) ctx.report.add(ruleId(dir, "variant-added"), h.node, at(location, path), { values: h.label });
  }
}

/**
 * oneOf exclusivity: a value that matches two branches of a oneOf matches none. Two branches that
 * could both match a value (not told apart by type, fixed values, or a sealed object that rejects
 * the other's required property) and could not before (a plain schema wrapped in a oneOf, a new
 * branch, or a branch loosened into another) are a new overlap: requests that match both are
 * rejected.
 */
function compareOverlaps(
  ctx: SchemaContext,
  bv: View,
  hv: View,
  before: Keyed[],
  after: Keyed[],
  pairs: Map<Keyed, Keyed>,
  changed: Set<Keyed>,
  location: string,
  path: Path,
): void {
  if (!hv.exclusive || after.length < 2 || !ctx.report.wants(ruleId(ctx.direction, "variant-overlap-added"))) return;
  const old = new Map([...pairs].map(([b, h]) => [h, b]));
  // only a new branch, or one that changed, can overlap where it did not (unless the union itself became a oneOf)
  const fresh = (k: Keyed) => !old.has(k) || changed.has(k);
  if (bv.exclusive && !after.some(fresh)) return;
  // a BASE branch that already overlapped another: the values it shares were rejected before too
  const overlappedInBase = new Set<Keyed>();
  if (bv.exclusive) {
    for (let i = 0; i < before.length; i++) {
      for (let j = i + 1; j < before.length; j++) {
        if (overlap(ctx.base, viewOf(ctx.base, before[i]!.node), viewOf(ctx.base, before[j]!.node))) {
          overlappedInBase.add(before[i]!);
          overlappedInBase.add(before[j]!);
        }
      }
    }
  }
  for (let i = 0; i < after.length; i++) {
    for (let j = i + 1; j < after.length; j++) {
      const a = after[i]!;
      const b = after[j]!;
      if (bv.exclusive && !fresh(a) && !fresh(b)) continue;
      if (!overlap(ctx.head, viewOf(ctx.head, a.node), viewOf(ctx.head, b.node))) continue;
      const oa = old.get(a);
      const ob = old.get(b);
      const overlappedBefore = bv.exclusive && oa && ob && overlap(ctx.base, viewOf(ctx.base, oa.node), viewOf(ctx.base, ob.node));
      const bothAnyBefore = !bv.exclusive && bv.variants && oa && ob; // an anyOf already accepted both
      if (overlappedBefore || bothAnyBefore || (oa && overlappedInBase.has(oa)) || (ob && overlappedInBase.has(ob))) continue;
      ctx.report.add(ruleId(ctx.direction, "variant-overlap-added"), b.node, at(location, path), {
        first: `#${i + 1} (${a.label})`,
        second: `#${j + 1} (${b.label})`,
      });
    }
  }
}

/** Whether some value could match both views (false only when something tells them apart). */
function overlap(tree: Tree, a: View, b: View, depth = 0): boolean {
  if (a.types && b.types && ![...a.types].some((t) => covered(t, b.types!) || [...b.types!].some((u) => covered(u, new Set([t]))))) return false;
  const fixed = (v: View): string[] | null => (v.hasConst ? [canonical(v.constValue)] : v.enumValues ? v.enumValues.map(canonical) : null);
  const fa = fixed(a);
  const fb = fixed(b);
  if (fa && fb && !fa.some((x) => fb.includes(x))) return false;
  if (depth > 2) return true;
  for (const [name, pa] of a.properties) {
    const pb = b.properties.get(name);
    if (pb) {
      if (a.required.has(name) && b.required.has(name) && !overlap(tree, viewOf(tree, pa), viewOf(tree, pb), depth + 1)) return false;
    } else if (a.required.has(name) && b.closed) return false;
  }
  for (const name of b.required) if (!a.properties.has(name) && a.closed) return false;
  return true;
}

function keyVariants(tree: Tree, nodes: Node[], whole: View): Keyed[] {
  const seen = new Map<string, number>();
  return nodes.map((node, i) => {
    const v = node === whole.node ? whole : viewOf(tree, node);
    const name = v.refName ?? (node === whole.node ? whole.refName : undefined);
    const sig = signature(tree, v);
    const type = v.types ? `type ${showTypes(v.types)}` : undefined;
    let key = sig ?? (name ? `name ${name}` : undefined) ?? type ?? "any";
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > 1) key += ` #${n}`;
    const file = v.refFile ?? (node === whole.node ? whole.refFile : undefined);
    return { key, label: name ?? (sig?.startsWith("=") ? sig.slice(1) : sig) ?? type ?? `#${i + 1}`, node, name, file };
  });
}

/** The fixed values a branch carries: itself (`="UPI"`), or its properties two levels deep (`kind="sale"`, `Header.MethodId="1001"`). */
function signature(tree: Tree, v: View): string | undefined {
  if (v.hasConst) return `=${show(v.constValue)}`;
  const parts: string[] = [];
  const visit = (view: View, prefix: string, depth: number) => {
    for (const [name, node] of [...view.properties].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const p = viewOf(tree, node);
      if (p.hasConst) parts.push(`${prefix}${name}=${show(p.constValue)}`);
      else if (p.enumValues?.length === 1) parts.push(`${prefix}${name}=${show(p.enumValues[0])}`);
      else if (depth < 2 && p.properties.size) visit(p, `${prefix}${name}.`, depth + 1);
    }
  };
  visit(v, "", 1);
  return parts.length ? parts.join(",") : undefined;
}
