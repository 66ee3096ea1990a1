/**
 * Readability of schema findings: many properties "not in the contract" under one object (a reply
 * whose payment record sits directly in Detail instead of Detail.Payments, say) become one
 * violation at that object listing them, instead of one line per property.
 */
import { unescapeToken } from "../json-pointer.ts";
import type { ValidationError } from "../validate/errors.ts";

export const COLLAPSE_AFTER = 3;

const isExtra = (e: ValidationError): boolean => e.rule === "additionalProperties" || e.rule === "unevaluatedProperties";

export interface Collapsed extends ValidationError {
  /** The property names, when several were collapsed. */
  extra?: string[];
}

export function collapseExtras(errors: ValidationError[]): Collapsed[] {
  const groups = new Map<string, ValidationError[]>();
  for (const e of errors) {
    if (!isExtra(e)) continue;
    const parent = e.pointer.slice(0, e.pointer.lastIndexOf("/"));
    const g = groups.get(parent) ?? [];
    g.push(e);
    groups.set(parent, g);
  }
  if (![...groups.values()].some((g) => g.length > COLLAPSE_AFTER)) return errors;
  const out: Collapsed[] = [];
  const done = new Set<string>();
  for (const e of errors) {
    if (!isExtra(e)) {
      out.push(e);
      continue;
    }
    const parent = e.pointer.slice(0, e.pointer.lastIndexOf("/"));
    const g = groups.get(parent)!;
    if (g.length <= COLLAPSE_AFTER) {
      out.push(e);
      continue;
    }
    if (done.has(parent)) continue;
    done.add(parent);
    const names = g.map((x) => unescapeToken(x.pointer.slice(x.pointer.lastIndexOf("/") + 1)));
    const listed = names.length > 10 ? `${names.slice(0, 10).join(", ")} and ${names.length - 10} more` : names.join(", ");
    out.push({ pointer: parent, rule: e.rule, message: `${names.length} properties are not in the contract: ${listed}`, extra: names });
  }
  return out;
}

/** The `actual` of a collapsed group: the first names, then how many more. */
export function extraSummary(names: string[]): string {
  let s = "";
  let shown = 0;
  for (const n of names) {
    if (s.length + n.length > 44) break;
    s += (shown ? ", " : "") + n;
    shown++;
  }
  return `${names.length} extra: ${s}${shown < names.length ? ", …" : ""}`;
}
