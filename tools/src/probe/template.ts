/**
 * Values threaded from answer to request: a flow writes `${step.response.body/token}`,
 * `${step.request.body/payment_info_data/amount}`, `${unique}`, and for amounts a little
 * integer arithmetic (`${a} - ${b} + 1`, `${a} / 2`, floored). A template that is one reference
 * keeps the referenced value's type (a number stays a number) unless a filter says otherwise:
 * `${a|string}`, `${a|pad:6}` (zero-padded text, as the document writes an InvoiceNo).
 */
import { isObject } from "../json.ts";
import { get, MISSING } from "../json-pointer.ts";

/** What a finished step left for later steps to read. */
export interface StepRecord {
  request: { body: unknown; query: Record<string, string>; params: Record<string, string>; headers: Record<string, string> };
  response: { status: number; body: unknown; headers: Record<string, string> };
}

export interface Scope {
  steps: Map<string, StepRecord>;
  unique: string;
}

/** A reference could not be resolved: the earlier step was not run or its answer lacks the value. */
export class Unresolved extends Error {}

const REF = /\$\{([^}]+)\}/g;

/** `ref|pad:N` (left-padded with zeros to N characters, a string) and `ref|string`. */
function lookup(full: string, scope: Scope): unknown {
  const [ref, ...filters] = full.split("|");
  let v = lookupRef(ref!.trim(), scope);
  for (const f of filters) {
    const pad = /^pad:(\d+)$/.exec(f.trim());
    if (pad) v = String(v).padStart(Number(pad[1]), "0");
    else if (f.trim() === "string") v = String(v);
    else throw new Unresolved(`unknown filter |${f} in \${${full}}`);
  }
  return v;
}

function lookupRef(ref: string, scope: Scope): unknown {
  if (ref === "unique") return scope.unique;
  const m = /^([A-Za-z0-9_-]+)\.(request|response)\.([a-z]+)(\/.*)?$/.exec(ref);
  if (!m) throw new Unresolved(`cannot read the reference \${${ref}}`);
  const step = scope.steps.get(m[1]!);
  if (!step) throw new Unresolved(`\${${ref}}: step ${m[1]} has not answered`);
  const side = step[m[2] as "request" | "response"] as unknown as Record<string, unknown>;
  const part = side[m[3]!];
  const v = m[4] ? get(part, m[4]) : part;
  if (v === MISSING || v === undefined || v === null) throw new Unresolved(`\${${ref}}: no value there`);
  return v;
}

/** Evaluate a template in the scope (throws Unresolved). */
export function evaluate(template: string, scope: Scope): unknown {
  const whole = /^\$\{([^}]+)\}$/.exec(template.trim());
  if (whole) return lookup(whole[1]!, scope);
  const arithmetic = /^(\$\{[^}]+\}|\d+)(\s*[-+/]\s*(\$\{[^}]+\}|\d+))+$/.test(template.trim());
  if (arithmetic) {
    const tokens = template.trim().match(/\$\{[^}]+\}|\d+|[-+/]/g)!;
    const val = (t: string): number => {
      const n = t.startsWith("${") ? Number(lookup(t.slice(2, -1), scope)) : Number(t);
      if (!Number.isFinite(n)) throw new Unresolved(`${t} is not a number`);
      return n;
    };
    let acc = val(tokens[0]!);
    for (let i = 1; i + 1 < tokens.length; i += 2) {
      const b = val(tokens[i + 1]!);
      acc = tokens[i] === "+" ? acc + b : tokens[i] === "-" ? acc - b : Math.floor(acc / b);
    }
    return acc;
  }
  return template.replace(REF, (_, ref: string) => {
    const v = lookup(ref, scope);
    return isObject(v) ? JSON.stringify(v) : String(v);
  });
}

/** The step ids a template reads. */
export function references(template: string): string[] {
  return [...template.matchAll(REF)].map((m) => m[1]!.split(".", 1)[0]!.split("|", 1)[0]!).filter((r) => r !== "unique");
}
