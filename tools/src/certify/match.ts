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
 * - `absent: true` on a step: no exchange after the previous step's, to the end of the recording,
 *   may meet it ("the old token is no longer used"); one that does fails the attempt, and when no
 *   attempt completes, the scenario fails naming that exchange.
 */
import { getAt, MISSING, pointerTokens } from "../json-pointer.ts";
import type { Condition, Plan, Reference, Scenario, Step } from "./plan.ts";
import type { ExchangeView } from "./views.ts";
import { isObject } from "../json.ts";

type Obj = Record<string, unknown>;

/** Tokens of the plan's pointers, parsed once (a plan has a bounded number of them: plan.ts PLAN_LIMITS). */
const tokenCache = new Map<string, string[]>();

/** The value at `pointer` (json-pointer.ts `get`, with the pointer parsed once per plan). */
function get(doc: unknown, pointer: string): unknown {
  let tokens = tokenCache.get(pointer);
  if (!tokens) {
    if (tokenCache.size > 10_000) tokenCache.clear();
    tokenCache.set(pointer, (tokens = pointerTokens(pointer)));
  }
  return getAt(doc, tokens);
}
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
    const limit = timeOf(c.before, c.pointer, bound);
    if (typeof value !== "number" || limit === undefined || !(value < limit)) return false;
  }
  if (c.after) {
    const limit = timeOf(c.after, c.pointer, bound);
    if (typeof value !== "number" || limit === undefined || !(value >= limit)) return false;
  }
  return true;
}

/** An earlier step's time (epoch ms) plus its `plusSeconds` × `times`; undefined when not a number. */
function timeOf(ref: Reference, pointer: string, bound: Bound): number | undefined {
  const at = Number(refValue(ref, pointer, bound));
  const view = bound.get(ref.step);
  const plus = ref.plusSeconds !== undefined && view ? Number(get(view.doc, ref.plusSeconds)) : 0;
  const t = at + plus * (ref.times ?? 1) * 1000;
  return Number.isFinite(t) ? t : undefined;
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
  /**
   * Every exchange of the complete chains found (with `collect`: of all of them, up to the search
   * limits): where a negative scenario's provoked violations are excused.
   */
  matched: ExchangeView[];
}

/** How many partial chains the search explores from one first exchange at most (recordings of a certification run are small). */
const SEARCH_LIMIT = 50_000;

/**
 * Step checks one certify run may spend on matching (the judge shares one counter among the
 * scenarios): the shipped plans spend a few per exchange and step (a step's candidates are found
 * once per recording, a later step's looked up by its sameAs value, not scanned), so this bounds a
 * hostile plan (long chains of steps every exchange matches); the scenarios left get a finding saying so.
 */
export const WORK_LIMIT = 20_000_000;

/** The work counter of a run (exported for the tests that check the matching is linear). */
export interface Work {
  checks: number;
  /** WORK_LIMIT unless given (tests lower it). */
  limit?: number;
}

const spent = (work: Work): boolean => work.checks > (work.limit ?? WORK_LIMIT);

interface Search {
  complete: ExchangeView[][];
  deepest: ExchangeView[];
  /** The step the deepest attempt stopped before (absent steps match no exchange, so it can exceed deepest.length). */
  deepestStep: number;
  /** The first attempt an absent step stopped: its chain, the offending exchange last, and that step's index. */
  contradicted?: { chain: ExchangeView[]; step: number };
  explored: number;
  /** Keep searching after a conforming complete chain (to collect every exchange the scenario matches). */
  all?: boolean;
}

const newSearch = (all = false): Search => ({ complete: [], deepest: [], deepestStep: 0, explored: 0, all });

/**
 * The key under which looseEqual's equal values meet: numeric text by its number, other primitives by
 * their text, objects and arrays by their JSON (undefined for a missing value, which equals nothing).
 */
function matchKey(v: unknown): string | undefined {
  if (v === MISSING) return undefined;
  if (v === null || typeof v !== "object") {
    const t = String(v);
    return NUMERIC.test(t) ? `n${Number(t)}` : `s${t}`;
  }
  return `j${JSON.stringify(v)}`;
}

/** The exchanges of one recording a step can match, found once: by position, and by the value its first `sameAs` compares. */
interface Candidates {
  /** Positions (ascending) whose exchange meets the step's criteria that need no earlier step. */
  all: number[];
  /** The step's first `sameAs` condition, and its candidates by the match key of the value at its pointer. */
  keyed?: { condition: Condition; byKey: Map<string, number[]> };
}

const withoutReferences = (c: Condition): Condition => ({ ...c, sameAs: undefined, before: undefined, after: undefined }) as Condition;

/** Per recording, the positions each step (by its criteria without references) matches: scenarios share steps. */
const plainMatches = new WeakMap<ExchangeView[], Map<string, number[]>>();

function candidatesOf(plan: Plan, step: Step, views: ExchangeView[], work: Work): Candidates {
  const plain: Step = { ...step, id: undefined, title: undefined, where: (step.where ?? []).map(withoutReferences) } as Step;
  const signature = JSON.stringify([plan.kind, plan.app, plain]);
  let cache = plainMatches.get(views);
  if (!cache) plainMatches.set(views, (cache = new Map()));
  let all = cache.get(signature);
  if (!all) {
    const empty = new Map<string, ExchangeView>();
    const found: number[] = [];
    let p = 0;
    for (; p < views.length && !spent(work); p++) {
      work.checks++;
      if (stepMatches(plan, plain, views[p]!, empty)) found.push(p);
    }
    all = found;
    if (p === views.length) cache.set(signature, found);
  }
  const condition = (step.where ?? []).find((c) => c.sameAs !== undefined);
  if (!condition) return { all };
  const byKey = new Map<string, number[]>();
  for (const p of all) {
    const key = matchKey(get(views[p]!.doc, condition.pointer));
    if (key === undefined) continue;
    const at = byKey.get(key);
    if (at) at.push(p);
    else byKey.set(key, [p]);
  }
  return { all, keyed: { condition, byKey } };
}

/** The positions a step may take after `bound`'s steps: its candidates, narrowed by its first sameAs when that can be looked up. */
function positionsFor(c: Candidates, bound: Bound): number[] {
  if (!c.keyed) return c.all;
  const { condition, byKey } = c.keyed;
  const ref = refValue(condition.sameAs!, condition.pointer, bound);
  if (ref === MISSING) return [];
  const want = condition.sameAs!.prefix !== undefined ? condition.sameAs!.prefix + String(ref) : ref;
  const key = matchKey(want);
  return key === undefined ? [] : (byKey.get(key) ?? []);
}

/** Index of the first position ≥ from (binary search over ascending positions). */
function firstFrom(positions: number[], from: number): number {
  let lo = 0;
  let hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (positions[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Chains that complete the scenario from `first` (which matched step 0), best first, at most `max`. */
function chainsFrom(
  plan: Plan,
  steps: Step[],
  views: ExchangeView[],
  candidates: Candidates[],
  startPos: number,
  isOk: (v: ExchangeView) => boolean,
  search: Search,
  max: number,
  work: Work,
): void {
  const chain: ExchangeView[] = [views[startPos]!];
  const bound = new Map<string, ExchangeView>();
  if (steps[0]!.id) bound.set(steps[0]!.id, views[startPos]!);
  const walk = (k: number, from: number): boolean => {
    if (++search.explored > SEARCH_LIMIT || spent(work)) return true;
    if (k > search.deepestStep) {
      search.deepest = [...chain];
      search.deepestStep = k;
    }
    if (k === steps.length) {
      search.complete.push([...chain]);
      return search.complete.length >= max || (!search.all && chain.every(isOk));
    }
    const step = steps[k]!;
    const positions = positionsFor(candidates[k]!, bound);
    if (step.absent) {
      // No exchange after the previous step's may meet it; the next step then matches from the same place.
      for (let i = firstFrom(positions, from); i < positions.length; i++) {
        const v = views[positions[i]!]!;
        work.checks++;
        if (spent(work)) return true;
        if (!stepMatches(plan, step, v, bound)) continue;
        search.contradicted ??= { chain: [...chain, v], step: k };
        return false;
      }
      return walk(k + 1, from);
    }
    for (let i = firstFrom(positions, from); i < positions.length; i++) {
      const v = views[positions[i]!]!;
      work.checks++;
      if (spent(work)) return true;
      if (!stepMatches(plan, step, v, bound)) continue;
      chain.push(v);
      if (step.id) bound.set(step.id, v);
      const stop = walk(k + 1, positions[i]! + 1);
      chain.pop();
      if (step.id) bound.delete(step.id);
      if (stop) return true;
    }
    return false;
  };
  walk(1, startPos + 1);
}

const exhausted = (work: Work): string =>
  `matching stopped after ${work.limit ?? WORK_LIMIT} step checks (limit), before this scenario's chains were all searched; give the plan's steps narrower criteria or judge a shorter recording`;

const at = (v: ExchangeView): string => `${v.file} #${v.index} (${v.operation})`;

/** Judge one scenario over the views of every recording (grouped by file, in index order). */
export function matchScenario(
  plan: Plan,
  scenario: Scenario,
  byFile: ReadonlyMap<string, ExchangeView[]>,
  isOk: (v: ExchangeView) => boolean,
  work: Work = { checks: 0 },
  collect = false,
): MatchOutcome {
  const steps = scenario.steps;
  const matched = new Set<ExchangeView>();
  const first = steps[0]!;
  const prepared = [...byFile.values()].map((views) => ({ views, candidates: steps.map((s) => candidatesOf(plan, s, views, work)) }));
  if (scenario.each) {
    const involved: ExchangeView[] = [];
    const findings: string[] = [];
    let triggered = 0;
    for (const { views, candidates } of prepared) {
      for (const pos of candidates[0]!.all) {
        if (spent(work)) break;
        const v = views[pos]!;
        triggered++;
        const search = newSearch(collect);
        chainsFrom(plan, steps, views, candidates, pos, isOk, search, 1_000, work);
        const best = search.complete.find((c) => c.every(isOk)) ?? search.complete[0];
        for (const c of search.complete) for (const x of c) matched.add(x);
        if (best) involved.push(...best);
        else if (search.contradicted) {
          involved.push(...search.contradicted.chain);
          findings.push(contradiction(steps, search.contradicted));
        } else {
          involved.push(...search.deepest);
          findings.push(`${at(v)} is not followed by ${describeStep(steps[search.deepestStep]!, search.deepestStep)}`);
        }
      }
    }
    if (spent(work)) findings.push(exhausted(work));
    if (triggered === 0) return { status: "missing", exchanges: [], findings: [`no exchange matches ${describeStep(first, 0)}`], matched: [] };
    const unique = [...new Set(involved)];
    const ok = findings.length === 0 && unique.every(isOk);
    return { status: ok ? "passed" : "failed", exchanges: unique, findings, matched: [...matched] };
  }
  let complete: ExchangeView[] | undefined;
  let good: ExchangeView[] | undefined;
  let deepest: ExchangeView[] = [];
  let deepestStep = 0;
  let contradicted: Search["contradicted"];
  for (const { views, candidates } of prepared) {
    for (const pos of candidates[0]!.all) {
      if (spent(work)) break;
      const search = newSearch(collect);
      chainsFrom(plan, steps, views, candidates, pos, isOk, search, 1_000, work);
      for (const c of search.complete) for (const x of c) matched.add(x);
      good ??= search.complete.find((c) => c.every(isOk));
      if (good && !collect) return { status: "passed", exchanges: good, findings: [], matched: [...matched] };
      complete ??= search.complete[0];
      contradicted ??= search.contradicted;
      if (search.deepestStep > deepestStep) {
        deepest = search.deepest;
        deepestStep = search.deepestStep;
      }
    }
  }
  if (good) return { status: "passed", exchanges: good, findings: [], matched: [...matched] };
  if (complete) return { status: "failed", exchanges: complete, findings: spent(work) ? [exhausted(work)] : [], matched: [...matched] };
  // An absent step that occurred: the app did what the scenario forbids (the old token used after the renewal).
  if (contradicted) return { status: "failed", exchanges: contradicted.chain, findings: [contradiction(steps, contradicted)], matched: [...matched] };
  const findings =
    deepestStep === 0
      ? [`no exchange matches ${describeStep(first, 0)}`]
      : [
          `the furthest attempt reached ${describeStep(steps[deepestStep - 1]!, deepestStep - 1)}${deepest.length ? ` at ${at(deepest[deepest.length - 1]!)}` : ""}; no ${describeStep(steps[deepestStep]!, deepestStep)} follows`,
        ];
  if (spent(work)) findings.push(exhausted(work));
  return { status: "missing", exchanges: [], findings, matched: [] };
}

/** The finding of an absent step that occurred: the offending exchange and the step it must not meet. */
function contradiction(steps: Step[], c: NonNullable<Search["contradicted"]>): string {
  const offender = c.chain[c.chain.length - 1]!;
  const previous = c.chain[c.chain.length - 2]!;
  return `${at(offender)} meets ${describeStep(steps[c.step]!, c.step)}, which must not occur after ${at(previous)}`;
}
