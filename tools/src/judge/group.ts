/**
 * Findings that repeat: the same cause at the same place of every item of an array (one
 * discovery response missing `discount.amount` in each of its tenures) becomes ONE finding, "in 6
 * of 6 tenures", with the pointers listed compactly; a finding repeated for the same pointer and
 * cause is kept once.
 */
import { escapeToken, pointerTokens } from "../json-pointer.ts";
import type { Violation } from "./model.ts";
import { get, MISSING } from "../json-pointer.ts";

/** The document a pointer of the exchange (/request/..., /response/...) points into, with its prefix. */
export type Resolve = (pointer: string) => unknown;

const isIndex = (t: string): boolean => /^(0|[1-9]\d*)$/.test(t);

interface Shape {
  /** Tokens with array indices replaced by undefined. */
  pattern: Array<string | undefined>;
  indices: number[];
}

function shapeOf(pointer: string, resolve: Resolve): Shape {
  const ts = pointerTokens(pointer);
  const pattern: Array<string | undefined> = [];
  const indices: number[] = [];
  let prefix = "";
  for (const t of ts) {
    if (isIndex(t) && Array.isArray(resolve(prefix))) {
      pattern.push(undefined);
      indices.push(Number(t));
    } else pattern.push(t);
    prefix += `/${escapeToken(t)}`;
  }
  return { pattern, indices };
}

/** Compact list of indices: 0-5, 7, 9-10. */
export function ranges(values: readonly number[]): string {
  const v = [...new Set(values)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < v.length; ) {
    let j = i;
    while (j + 1 < v.length && v[j + 1] === v[j]! + 1) j++;
    out.push(i === j ? String(v[i]) : `${v[i]}-${v[j]}`);
    i = j + 1;
  }
  return out.join(", ");
}

/** How many items the wildcards of a pattern stand for in the document (product over the arrays met). */
function itemsOf(pattern: Array<string | undefined>, resolve: Resolve): number {
  let total = 0;
  const walk = (i: number, prefix: string): void => {
    if (i >= pattern.length) return;
    const last = pattern.lastIndexOf(undefined);
    const t = pattern[i];
    if (t === undefined) {
      const arr = resolve(prefix);
      if (!Array.isArray(arr)) return;
      if (i === last) total += arr.length;
      else for (let k = 0; k < arr.length; k++) walk(i + 1, `${prefix}/${k}`);
      return;
    }
    walk(i + 1, `${prefix}/${escapeToken(t)}`);
  };
  walk(0, "");
  return total;
}

/** The name of what the last wildcard counts: the array's property name ("tenures"), or "items". */
function noun(pattern: Array<string | undefined>): string {
  const i = pattern.lastIndexOf(undefined);
  const name = i > 0 ? pattern[i - 1] : undefined;
  return name && !isIndex(name) ? name : "items";
}

/** The pattern written as a pointer with the indices of each array listed: /issuers/0/tenures/{0-5}/discount. */
function compact(pattern: Array<string | undefined>, members: Shape[]): string {
  let w = 0;
  return pattern
    .map((t) => {
      if (t !== undefined) return `/${escapeToken(t)}`;
      const k = w++;
      const list = ranges(members.map((m) => m.indices[k]!));
      return list.includes(",") || list.includes("-") ? `/{${list}}` : `/${list}`;
    })
    .join("");
}

/**
 * Group and de-duplicate `list[from..]` in place. `resolve` reads the recorded exchange at a
 * pointer (for the arrays the pointers index).
 */
export function groupRepeats(list: Violation[], from: number, resolve: Resolve): void {
  // One finding or none: nothing to group or de-duplicate (and nothing to allocate).
  if (list.length - from < 2) return;
  const mine = list.splice(from);
  const seen = new Set<string>();
  const groups = new Map<string, { first: Violation; members: Array<{ v: Violation; shape: Shape }> }>();
  const order: Array<Violation | string> = [];
  for (const v of mine) {
    const same = `${v.rule}\u0000${v.pointer}\u0000${v.message}`;
    if (seen.has(same)) continue;
    seen.add(same);
    const shape = shapeOf(v.pointer, resolve);
    if (shape.indices.length === 0 || v.pointers) {
      order.push(v);
      continue;
    }
    const key = `${v.rule}\u0000${v.level ?? ""}\u0000${v.where}\u0000${shape.pattern.map((t) => (t === undefined ? "\u0001" : t)).join("/")}\u0000${v.message}\u0000${v.expected}`;
    const g = groups.get(key);
    if (g) g.members.push({ v, shape });
    else {
      groups.set(key, { first: v, members: [{ v, shape }] });
      order.push(key);
    }
  }
  for (const item of order) {
    if (typeof item !== "string") {
      list.push(item);
      continue;
    }
    const g = groups.get(item)!;
    if (g.members.length === 1) {
      list.push(g.first);
      continue;
    }
    const pattern = g.members[0]!.shape.pattern;
    const of = itemsOf(pattern, resolve);
    const actuals = new Set(g.members.map((m) => m.v.actual));
    const where = compact(
      pattern,
      g.members.map((m) => m.shape),
    );
    list.push({
      ...g.first,
      actual: actuals.size === 1 ? g.first.actual : `${g.members.length} values, e.g. ${g.first.actual}`.slice(0, 60),
      message: `${g.first.message} (in ${g.members.length} of ${of || g.members.length} ${noun(pattern)}: ${where})`,
      pointers: g.members.map((m) => m.v.pointer),
    });
  }
}

/** A resolver over the two messages of an exchange: /request/... and /response/... under the given prefixes. */
export function resolver(roots: ReadonlyArray<readonly [prefix: string, doc: unknown]>): Resolve {
  return (pointer) => {
    for (const [prefix, doc] of roots) {
      if (pointer === prefix || pointer.startsWith(`${prefix}/`)) {
        const v = get(doc, pointer.slice(prefix.length));
        return v === MISSING ? undefined : v;
      }
    }
    return undefined;
  };
}
