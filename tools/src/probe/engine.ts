/**
 * The probe run: fast-check draws cases (a flow, the step under test, its perturbation, the varied
 * values) from one seed, runs each against the target, and on a failure shrinks it (fast-check's
 * shrinking: an earlier step, a simpler break, simpler values), then drops every earlier step the
 * failure does not need. Same seed, same cases. The budget bounds the number of cases or the time;
 * a time budget is a deadline: a case in flight when it comes is abandoned (counted in `abandoned`).
 */
import fc from "fast-check";
import type { Violation } from "../judge/index.ts";
import type { Flow, FlowStep } from "./flows.ts";
import { varyArbitrary } from "./http.ts";
import { references } from "./template.ts";
import { runCase, type CaseOutcome, type HttpTarget, type Perturb, type ProbeCase } from "./sequence.ts";
import { runTerminalCase, type TerminalTarget } from "./terminal-run.ts";
import { terminalVary } from "./terminal.ts";

/** Runs one case against the target. */
type CaseRunner = (flow: Flow, c: ProbeCase, unique: string) => Promise<CaseOutcome>;

export interface Budget {
  /** Most cases (each a sequence of exchanges). */
  runs?: number | undefined;
  /** Most milliseconds for the whole run, shrinking included. */
  ms?: number | undefined;
}

export interface Finding {
  service: string;
  flow: string;
  /** The flow as it was run (written into the finding, so that its replay does not depend on the flows file). */
  definition?: Flow | undefined;
  seed: number;
  /** The minimal case and what it sent. */
  probeCase: ProbeCase;
  outcome: CaseOutcome;
  /** The first rule of the failure. */
  rule: string;
  /** Milliseconds from the start of the run to the first failing case. */
  firstFailureMs: number;
}

export interface RunResult {
  findings: Finding[];
  cases: number;
  exchanges: number;
  ms: number;
  /** Exchanges per "operation variant status" (what the run covered), and cases that could not run as written. */
  tally: Record<string, number>;
  skipped: number;
  /** Exchanges the target answered (0: the target is not there, or did not answer in time). */
  answered: number;
  /** Cases in flight at the budget's deadline, abandoned there (their exchanges are not counted). */
  abandoned: number;
  /** Why cases could not run (a threaded value missing, a flow that builds an invalid request): the first few, distinct. */
  skippedWhy: string[];
}

/** How long fast-check may shrink a failure (a case that waits out a token's lifetime costs seconds). */
export const SHRINK_MS = 3000;
/** How long dropping earlier steps may take after shrinking. */
export const MINIMIZE_MS = 4000;

/** The arbitrary of cases over a service's flows. */
export function caseArbitrary(
  flows: readonly Flow[],
  varyOf: (flow: Flow, step: FlowStep) => fc.Arbitrary<Record<string, unknown>> = (_, s) => varyArbitrary(s),
  credentials = true,
): fc.Arbitrary<ProbeCase> {
  // Built once per flow: the chain asks for a flow's arbitrary at every case it draws (and again while
  // shrinking), and building one is costly (a pattern's string arbitrary is prepared at construction).
  // An arbitrary holds no state of its own, so the same seed draws the same cases.
  const perFlow = new Map<number, fc.Arbitrary<ProbeCase>>();
  return fc.integer({ min: 0, max: flows.length - 1 }).chain((fi) => {
    let arbitrary = perFlow.get(fi);
    if (!arbitrary) perFlow.set(fi, (arbitrary = flowArbitrary(fi, flows[fi]!, varyOf, credentials)));
    return arbitrary;
  });
}

/** The arbitrary of the cases of one flow (its index `fi`). */
function flowArbitrary(
  fi: number,
  flow: Flow,
  varyOf: (flow: Flow, step: FlowStep) => fc.Arbitrary<Record<string, unknown>>,
  credentials: boolean,
): fc.Arbitrary<ProbeCase> {
  return fc.record({
    flow: fc.constant(fi),
    // Half the cases run the whole flow (its sequence rules come at its end), half stop at any step.
    at: fc.oneof(fc.constant(flow.steps.length - 1), fc.integer({ min: 0, max: flow.steps.length - 1 })),
    perturb: fc.oneof(
      fc.constant<Perturb>({ kind: "none" }),
      fc.record({ kind: fc.constant("break" as const), focus: fc.boolean(), group: fc.nat({ max: 15 }), pick: fc.nat({ max: 63 }) }),
      ...(credentials ? [fc.record({ kind: fc.constant("auth" as const), pick: fc.nat({ max: 3 }) })] : []),
    ),
    values: fc.tuple(...flow.steps.map((s) => (s.repeat ? fc.constant({}) : varyOf(flow, s)))),
  });
}

/** The rule that names a failure (the first finding's). */
const ruleOf = (vs: readonly Violation[]): string => vs[0]?.rule ?? "";

/** Whether the case with `skip` still fails with the same rule. */
async function stillFails(run: CaseRunner, flow: Flow, c: ProbeCase, rule: string, unique: () => string): Promise<CaseOutcome | undefined> {
  const o = await run(flow, c, unique());
  return o.failedAt !== undefined && ruleOf(o.violations) === rule ? o : undefined;
}

/** Drop each earlier step that neither the failure nor a kept step's threaded values need. */
async function minimize(
  run: CaseRunner,
  flow: Flow,
  c: ProbeCase,
  found: CaseOutcome,
  unique: () => string,
  deadline: number | undefined,
): Promise<{ c: ProbeCase; o: CaseOutcome }> {
  const rule = ruleOf(found.violations);
  const lastStep = found.exchanges[found.failedAt!]!.step;
  // The sequence ends at the failing exchange; a perturbation is only kept when it is what failed.
  const atFailure = found.exchanges[found.failedAt!]!.variant !== "valid";
  let best = { c: atFailure ? { ...c, at: lastStep } : { ...c, at: lastStep, perturb: { kind: "none" as const } }, o: found };
  // A server error to a perturbed request may not need the perturbation (issue 40: a 500 for an absent
  // optional field, drawn with a wrong x-verify): kept only when the valid request does not fail alike.
  if (atFailure && rule === "probe-server-error") {
    const valid = { ...best.c, perturb: { kind: "none" as const } };
    const o = await stillFails(run, flow, valid, rule, unique);
    if (o) best = { c: valid, o };
  }
  const failing = flow.steps[lastStep]!;
  if (failing.expect === "refused" && !failing.alone && !atFailure) return best; // refused because of what came before: all of it stays
  for (let j = best.c.at - 1; j >= 0; j--) {
    if (deadline !== undefined && Date.now() > deadline) break; // the budget is spent: report what is known
    const kept = flow.steps.filter((_, k) => k !== j && k <= best.c.at && !(best.c.skip ?? []).includes(k));
    const id = flow.steps[j]!.id;
    const needed =
      id !== undefined &&
      kept.some(
        (s) =>
          s.repeat === id ||
          [...Object.values(s.set), ...Object.values(s.params), ...Object.values(s.query), ...Object.values(s.headers), s.auth ?? "", s.wait ?? ""].some((t) =>
            references(t).includes(id),
          ),
      );
    if (needed) continue;
    const trial = { ...best.c, skip: [...(best.c.skip ?? []), j] };
    const o = await stillFails(run, flow, trial, rule, unique);
    if (o) best = { c: trial, o };
  }
  return best;
}

/** Probe one HTTP service with its flows. */
export function probeHttp(
  target: HttpTarget,
  flows: readonly Flow[],
  options: { seed: number; budget: Budget; progress?: ((line: string) => void) | undefined },
): Promise<RunResult> {
  return probeRun(target.service, flows, caseArbitrary(flows), (flow, c, unique) => runCase(target, flow, c, unique), options);
}

/** Probe the terminal apps with their flows (no credentials: no auth perturbation). */
export function probeTerminal(
  target: TerminalTarget,
  flows: readonly Flow[],
  options: { seed: number; budget: Budget; progress?: ((line: string) => void) | undefined },
): Promise<RunResult> {
  const arbitrary = caseArbitrary(flows, (flow, s) => terminalVary(flow.app ?? "terminal", s), false);
  return probeRun("terminal", flows, arbitrary, (flow, c, unique) => runTerminalCase(target, flow, c, unique), options);
}

async function probeRun(
  service: string,
  flows: readonly Flow[],
  arbitrary: fc.Arbitrary<ProbeCase>,
  run: CaseRunner,
  options: { seed: number; budget: Budget; progress?: ((line: string) => void) | undefined },
): Promise<RunResult> {
  const started = Date.now();
  const deadline = options.budget.ms === undefined ? undefined : started + options.budget.ms;
  let counter = 0;
  // Short (a terminal BillingRefNo is String(10)) and new in each sequence of this run.
  const unique = (): string => `${(Math.abs(options.seed) % 1296).toString(36)}${started.toString(36).slice(-3)}${(counter++).toString(36)}`.toUpperCase();
  let cases = 0;
  let skipped = 0;
  let answered = 0;
  const skippedWhy: string[] = [];
  const tally: Record<string, number> = {};
  let exchanges = 0;
  let first: { c: ProbeCase; o: CaseOutcome; ms: number } | undefined;
  let lastProgress = started;
  let abandoned = 0;
  // A case still running at the deadline is abandoned there (its outcome, when it comes, is not
  // counted): the run ends at its budget, whatever the target does. The target's own timeouts are
  // bounded by the deadline too (command.ts), so what was abandoned stops soon after.
  const bounded = async (flow: Flow, c: ProbeCase, u: string): Promise<CaseOutcome | undefined> => {
    if (deadline === undefined) return run(flow, c, u);
    const left = deadline - Date.now();
    if (left <= 0) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), left);
    });
    try {
      return await Promise.race([run(flow, c, u), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
  const boundedRun = async (flow: Flow, c: ProbeCase, u: string): Promise<CaseOutcome> =>
    (await bounded(flow, c, u)) ?? { exchanges: [], violations: [], failedAt: undefined, skipped: "the budget's deadline came first" };
  const property = fc.asyncProperty(arbitrary, async (c) => {
    if (deadline !== undefined && Date.now() > deadline) return true; // the budget is spent: pass the rest
    // Shrinking is bounded too: after SHRINK_MS a candidate is not tried (taken as passing), so the
    // smallest failure verified so far is the one reported.
    if (first && Date.now() - started - first.ms > SHRINK_MS) return true;
    const o = await bounded(flows[c.flow]!, c, unique());
    if (o === undefined) {
      abandoned++;
      return true;
    }
    cases++;
    exchanges += o.exchanges.length;
    answered += o.exchanges.filter((x) => x.status > 0 || x.text !== "").length;
    if (o.skipped) {
      skipped++;
      if (skippedWhy.length < 5 && !skippedWhy.includes(o.skipped)) skippedWhy.push(o.skipped);
    }
    for (const x of o.exchanges) {
      const key = `${x.operation} ${x.variant.split(":", 1)[0]} ${x.status}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    if (options.progress && Date.now() - lastProgress > 2000) {
      lastProgress = Date.now();
      options.progress(`probe ${service}: ${cases} sequences, ${exchanges} exchanges, ${Math.round(exchanges / ((Date.now() - started) / 1000))}/s`);
    }
    if (o.failedAt === undefined) return true;
    first ??= { c, o, ms: Date.now() - started };
    return false;
  });
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.budget.runs ?? 1_000_000,
    interruptAfterTimeLimit: options.budget.ms === undefined ? undefined : Math.max(1, options.budget.ms - 500),
    markInterruptAsFailure: false,
    endOnFailure: false,
  });
  const findings: Finding[] = [];
  if (details.failed && details.counterexample && first) {
    const c = details.counterexample[0] as ProbeCase;
    const flow = flows[c.flow]!;
    const inTime = deadline === undefined || Date.now() < deadline;
    let o = inTime ? await boundedRun(flow, c, unique()) : first.o;
    if (o.failedAt === undefined) o = first.o; // the shrunk case did not fail again: keep the first failure
    const chosen = o === first.o ? first.c : c;
    const min = await minimize(boundedRun, flow, chosen, o, unique, Math.min(deadline ?? Number.POSITIVE_INFINITY, Date.now() + MINIMIZE_MS));
    findings.push({
      service,
      flow: flow.id,
      definition: flow,
      seed: options.seed,
      probeCase: min.c,
      outcome: min.o,
      rule: ruleOf(min.o.violations),
      firstFailureMs: first.ms,
    });
  }
  return { findings, cases, exchanges, ms: Date.now() - started, tally, skipped, answered, abandoned, skippedWhy };
}
