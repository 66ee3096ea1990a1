/**
 * Direction-aware comparison of two schemas, walked in parallel. Every change is reported as
 * `<direction>-<change>`: the registry (rules.ts) holds both directions of each change, and their
 * levels encode the asymmetry (a narrowing breaks requests, a widening breaks responses).
 */
import { canonical, isObject, show, type Direction, type Node, type Tree, where } from "./model.ts";
import type { Reporter } from "./report.ts";
import { viewOf, type View } from "./schema-view.ts";

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
  const report = (change: string, node: Node, params: Record<string, string> = {}) =>
    ctx.report.add(`${dir}-${change}`, node, at(location, path), params);

  if (!bv.nullable && hv.nullable) report("nullable-added", hv.node);
  if (bv.nullable && !hv.nullable) report("nullable-removed", hv.node);

  if (ctx.stopAtFileRefs && bv.refFile && bv.refFile === hv.refFile) return;

  if (bv.variants || hv.variants) {
    compareVariants(ctx, bv, hv, location, path, stack);
    return;
  }

  // types
  const bt = bv.types;
  const ht = hv.types;
  const typeParams = { before: showTypes(bt), after: showTypes(ht) };
  if (bt && ht) {
    const widened = [...bt].every((t) => covered(t, ht));
    const narrowed = [...ht].every((t) => covered(t, bt));
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
      const property = (change: string, node: Node) => ctx.report.add(`${dir}-${change}`, node, at(location, inner));
      if (bp && !hp) property("property-removed", bp);
      else if (!bp && hp) property(hv.required.has(name) ? "property-required-added" : "property-optional-added", hp);
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

  // an encoded string's inner document (create-order's Base64 payload): same direction
  if (bv.contentSchema || hv.contentSchema) {
    const empty = (v: View): Node => ({ file: v.node.file, pointer: `${v.node.pointer}/contentSchema`, value: {} });
    walk(ctx, bv.contentSchema ?? empty(bv), hv.contentSchema ?? empty(hv), location, [...path, "(decoded)"], stack);
  }

  if (bv.gap === undefined && hv.gap !== undefined) report("contract-gap-added", hv.node, { after: showGap(hv.gap) });
}

/** Lengths, ranges, item counts, pattern, format, default, content encoding. */
function compareConstraints(
  bv: View,
  hv: View,
  report: (change: string, node: Node, params: Record<string, string>) => void,
): void {
  const b = bv.keywords;
  const h = hv.keywords;
  const node = hv.node;
  const num = (m: Map<string, unknown>, k: string) => (typeof m.get(k) === "number" ? (m.get(k) as number) : undefined);

  // minimum-like: a higher value narrows; maximum-like: a lower value narrows
  const bounds: [string, string, "min" | "max"][] = [
    ["length", "minLength", "min"],
    ["length", "maxLength", "max"],
    ["items", "minItems", "min"],
    ["items", "maxItems", "max"],
  ];
  for (const [subject, k, side] of bounds) {
    const before = num(b, k);
    const after = num(h, k);
    if (before === after) continue;
    const lo = side === "min" ? (before ?? 0) < (after ?? 0) : (after ?? Infinity) < (before ?? Infinity);
    report(`${subject}-${lo ? "narrowed" : "widened"}`, node, { keyword: k, before: show(before), after: show(after) });
  }
  const bu = b.get("uniqueItems") === true;
  const hu = h.get("uniqueItems") === true;
  if (bu !== hu) report(`items-${hu ? "narrowed" : "widened"}`, node, { keyword: "uniqueItems", before: String(bu), after: String(hu) });

  for (const side of ["min", "max"] as const) {
    const before = bound(b, side);
    const after = bound(h, side);
    if (sameBound(before, after)) continue;
    report(`range-${tighter(after, before, side) ? "narrowed" : "widened"}`, node, {
      keyword: side === "min" ? "minimum" : "maximum",
      before: showBound(before, side),
      after: showBound(after, side),
    });
  }
  const bm = num(b, "multipleOf");
  const hm = num(h, "multipleOf");
  if (bm !== hm) {
    const narrowed = hm !== undefined && (bm === undefined || !isMultiple(bm, hm));
    report(`range-${narrowed ? "narrowed" : "widened"}`, node, { keyword: "multipleOf", before: show(bm), after: show(hm) });
  }

  for (const k of ["pattern", "format"] as const) {
    const before = b.get(k);
    const after = h.get(k);
    if (before === after) continue;
    const change = before === undefined ? "added" : after === undefined ? "removed" : "changed";
    report(`${k}-${change}`, node, { before: show(before), after: show(after) });
  }

  if (canonical(b.get("default")) !== canonical(h.get("default"))) {
    report("default-changed", node, { before: show(b.get("default")), after: show(h.get("default")) });
  }

  for (const k of ["contentEncoding", "contentMediaType"] as const) {
    if (b.get(k) !== h.get(k)) report("content-encoding-changed", node, { keyword: k, before: show(b.get(k)), after: show(h.get(k)) });
  }
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
function covered(t: string, set: Set<string>): boolean {
  return set.has(t) || (t === "integer" && set.has("number"));
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
  for (const b of before) {
    const h = single ? after[0] : after.find((x) => x.key === b.key);
    if (!h) ctx.report.add(`${dir}-variant-removed`, b.node, at(location, path), { values: b.label });
    else walk(ctx, b.node, h.node, location, single ? path : [...path, `(${h.label})`], stack);
  }
  if (single) return;
  for (const h of after) {
    if (!before.some((b) => b.key === h.key)) ctx.report.add(`${dir}-variant-added`, h.node, at(location, path), { values: h.label });
  }
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
    return { key, label: name ?? (sig?.startsWith("=") ? sig.slice(1) : sig) ?? type ?? `#${i + 1}`, node };
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
