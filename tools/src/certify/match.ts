/**
 * Matching a scenario's steps against the exchange views of the recordings: the declarative
 * semantics of a plan (conformance/schemas/plan.schema.json), with no code per scenario.
 *
 * - A step matches one exchange when every criterion holds (MethodId, TransactionType,
 *   ResponseCode; operation, status; each `where` condition, references to earlier steps included).
 * - The steps of a scenario match exchanges of one recording, each after the previous one.
 * - Default (`each: false`): the scenario is exercised when some chain of exchanges matches all
 *   steps; a chain whose exchanges all conform is preferred. No chain: missing.
 * - `each: true` (an obligation, "the caller must then call Get Status"): every exchange matching
 *   the first step must start a complete chain; one that does not is a finding (failed).
 */
import { get, MISSING } from "../json-pointer.ts";
import type { Condition, Plan, Scenario, Step } from "./plan.ts";
import type { ExchangeView } from "./views.ts";
import { isObject } from "../json.ts";

type Obj = Record<string, unknown>;
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/**
 * Primitive values compare by their text (4 equals "4"), numbers by value (12 equals "000012": a
 * String(6) InvoiceNo names the Long InvoiceNumber of its parent); objects and arrays by their JSON.
 */
export function looseEqual(a: unknown, b: unknown): boolean {
  if (a === MISSING || b === MISSING) return false;
  const prim = (v: unknown): boolean => v === null || typeof v !== "object";
  if (prim(a) && prim(b)) {
    const ta = String(a);
    const tb = String(b);
    return ta === tb || (NUMERIC.test(ta) && NUMERIC.test(tb) && Number(ta) === Number(tb));
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

type Bound = ReadonlyMap<string, ExchangeView>;

function refValue(ref: { step: string; pointer?: string }, pointer: string, bound: Bound): unknown {
  const view = bound.get(ref.step);
  return view ? get(view.doc, ref.pointer ?? pointer) : MISSING;
}

export function conditionHolds(c: Condition, doc: Obj, bound: Bound): boolean {
  const value = get(doc, c.pointer);
  if (c.exists !== undefined && (value !== MISSING) !== c.exists) return false;
  if ("equals" in c && !looseEqual(value, c.equals)) return false;
  if (c.oneOf && !c.oneOf.some((v) => looseEqual(value, v))) return false;
  if (c.notOneOf && (value === MISSING || c.notOneOf.some((v) => looseEqual(value, v)))) return false;
  if (c.matches !== undefined && (value === MISSING || isObject(value) || Array.isArray(value) || !new RegExp(c.matches).test(String(value)))) return false;
  if (c.sameAs) {
    const ref = refValue(c.sameAs, c.pointer, bound);
    if (ref === MISSING) return false;
    const want = c.sameAs.prefix !== undefined ? c.sameAs.prefix + String(ref) : ref;
    if (!looseEqual(value, want)) return false;
  }
  if (c.before) {
    const at = Number(refValue(c.before, c.pointer, bound));
    const view = bound.get(c.before.step);
    const plus = c.before.plusSeconds !== undefined && view ? Number(get(view.doc, c.before.plusSeconds)) : 0;
    if (typeof value !== "number" || !Number.isFinite(at) || !Number.isFinite(plus) || !(value < at + plus * 1000)) return false;
  }
  return true;
}

export function stepMatches(plan: Plan, step: Step, view: ExchangeView, bound: Bound): boolean {
  const doc = view.doc;
  if (plan.kind === "terminal") {
    if (doc.service !== plan.app) return false;
    const request = isObject(doc.request) ? doc.request : {};
    const header = isObject(request.Header) ? request.Header : {};
    if (step.method !== undefined && String(header.MethodId ?? "").trim() !== step.method) return false;
    const types = list(step.transactionType);
    if (types.length) {
      const detail = isObject(request.Detail) ? request.Detail : {};
      if (!types.some((t) => looseEqual(detail.TransactionType, t))) return false;
    }
    const codes = list(step.responseCode);
    if (codes.length) {
      const response = isObject(doc.response) && isObject(doc.response.Response) ? doc.response.Response : {};
      if (!("ResponseCode" in response) || !codes.some((c) => looseEqual(response.ResponseCode, c))) return false;
    }
  } else {
    const ops = list(step.operation);
    if (ops.length && !ops.includes(view.operation)) return false;
    const statuses = list(step.status);
    if (statuses.length) {
      const response = isObject(doc.response) ? doc.response : {};
      if (!statuses.includes(response.status as number)) return false;
    }
  }
  return (step.where ?? []).every((c) => conditionHolds(c, doc, bound));
}

/** A step in words, for findings: its title, else its criteria. */
export function describeStep(step: Step, i: number): string {
  if (step.title) return `step ${i + 1} (${step.title})`;
  const parts: string[] = [];
  if (step.method !== undefined) parts.push(`MethodId ${step.method}`);
  if (step.transactionType !== undefined) parts.push(`TransactionType ${list(step.transactionType).join("|")}`);
  if (step.responseCode !== undefined) parts.push(`ResponseCode ${list(step.responseCode).join("|")}`);
  if (step.operation !== undefined) parts.push(list(step.operation).join("|"));
  if (step.status !== undefined) parts.push(`status ${list(step.status).join("|")}`);
  return `step ${i + 1} (${parts.join(", ")})`;
}

export interface MatchOutcome {
  status: "passed" | "failed" | "missing";
  /** The exchanges the verdict rests on. */
  exchanges: ExchangeView[];
  /** Why a scenario failed or is missing, in words (never a recorded value). */
  findings: string[];
}

/** How many partial chains the search explores per scenario at most (recordings of a certification run are small). */
const SEARCH_LIMIT = 50_000;

interface Search {
  complete: ExchangeView[][];
  deepest: ExchangeView[];
  explored: number;
}

/** Chains that complete the scenario from `first` (which matched step 0), best first, at most `max`. */
function chainsFrom(plan: Plan, steps: Step[], views: ExchangeView[], startPos: number, isOk: (v: ExchangeView) => boolean, search: Search, max: number): void {
  const chain: ExchangeView[] = [views[startPos]!];
  const bound = new Map<string, ExchangeView>();
  if (steps[0]!.id) bound.set(steps[0]!.id, views[startPos]!);
  const walk = (k: number, from: number): boolean => {
    if (++search.explored > SEARCH_LIMIT) return true;
    if (chain.length > search.deepest.length) search.deepest = [...chain];
    if (k === steps.length) {
      search.complete.push([...chain]);
      return search.complete.length >= max || chain.every(isOk);
    }
    const step = steps[k]!;
    for (let p = from; p < views.length; p++) {
      const v = views[p]!;
      if (!stepMatches(plan, step, v, bound)) continue;
      chain.push(v);
      if (step.id) bound.set(step.id, v);
      const stop = walk(k + 1, p + 1);
      chain.pop();
      if (step.id) bound.delete(step.id);
      if (stop) return true;
    }
    return false;
  };
  walk(1, startPos + 1);
}

const at = (v: ExchangeView): string => `${v.file} #${v.index} (${v.operation})`;

/** Judge one scenario over the views of every recording (grouped by file, in index order). */
export function matchScenario(plan: Plan, scenario: Scenario, byFile: ReadonlyMap<string, ExchangeView[]>, isOk: (v: ExchangeView) => boolean): MatchOutcome {
  const steps = scenario.steps;
  const first = steps[0]!;
  const empty = new Map<string, ExchangeView>();
  if (scenario.each) {
    const involved: ExchangeView[] = [];
    const findings: string[] = [];
    let triggered = 0;
    for (const views of byFile.values()) {
      views.forEach((v, pos) => {
        if (!stepMatches(plan, first, v, empty)) return;
        triggered++;
        const search: Search = { complete: [], deepest: [], explored: 0 };
        chainsFrom(plan, steps, views, pos, isOk, search, 1_000);
        const best = search.complete.find((c) => c.every(isOk)) ?? search.complete[0];
        if (best) involved.push(...best);
        else {
          involved.push(...search.deepest);
          findings.push(`${at(v)} is not followed by ${describeStep(steps[search.deepest.length]!, search.deepest.length)}`);
        }
      });
    }
    if (triggered === 0) return { status: "missing", exchanges: [], findings: [`no exchange matches ${describeStep(first, 0)}`] };
    const unique = [...new Set(involved)];
    const ok = findings.length === 0 && unique.every(isOk);
    return { status: ok ? "passed" : "failed", exchanges: unique, findings };
  }
  let complete: ExchangeView[] | undefined;
  let deepest: ExchangeView[] = [];
  for (const views of byFile.values()) {
    for (let pos = 0; pos < views.length; pos++) {
      if (!stepMatches(plan, first, views[pos]!, empty)) continue;
      const search: Search = { complete: [], deepest: [], explored: 0 };
      chainsFrom(plan, steps, views, pos, isOk, search, 1_000);
      const good = search.complete.find((c) => c.every(isOk));
      if (good) return { status: "passed", exchanges: good, findings: [] };
      complete ??= search.complete[0];
      if (search.deepest.length > deepest.length) deepest = search.deepest;
    }
  }
  if (complete) return { status: "failed", exchanges: complete, findings: [] };
  const findings =
    deepest.length === 0
      ? [`no exchange matches ${describeStep(first, 0)}`]
      : [
          `the furthest attempt reached ${describeStep(steps[deepest.length - 1]!, deepest.length - 1)} at ${at(deepest[deepest.length - 1]!)}; no ${describeStep(steps[deepest.length]!, deepest.length)} follows`,
        ];
  return { status: "missing", exchanges: [], findings };
}
