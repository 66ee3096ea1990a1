/**
 * Certification of recordings against a plan: the recordings are judged by the conformance runner
 * (the same checks as `contracts conform`, sequence rules included), then each scenario of the plan
 * is matched against the exchanges (match.ts) and given its status from the runner's results.
 */
import { httpOperation, contractIdentity } from "../contract/index.ts";
import { InputError } from "../errors.ts";
import { Runner, type ReportSink, type RunOptions, type ViewedResult } from "../conform/index.ts";
import type { ExchangeResult, Summary, Violation } from "../judge/index.ts";
import { maskPansInText } from "../mask.ts";
import { matchScenario } from "./match.ts";
import type { CertificationReport, ScenarioResult, Traffic } from "./model.ts";
import type { LoadedPlan, Plan, Scenario } from "./plan.ts";
import { fileSha256 } from "./provenance.ts";
import { viewOf, type ExchangeView } from "./views.ts";

/** Collects every result of the runner with the view of its exchange (a certification run is small enough to hold). */
class CollectingSink implements ReportSink {
  readonly results = new Map<string, ExchangeResult>();
  readonly views = new Map<string, ExchangeView[]>();
  readonly formats = new Map<string, "har" | "jsonl">();
  readonly unusable: Array<{ file: string; message: string }> = [];
  readonly counts = new Map<string, number>();
  constructor(private readonly onUnusable: (file: string, message: string) => void = () => {}) {}
  fileStart(): void {}
  result(r: ViewedResult): void {
    const view = viewOf(r);
    const { view: _view, ...result } = r;
    this.results.set(`${r.index}\0${r.file}`, result);
    this.counts.set(r.file, (this.counts.get(r.file) ?? 0) + 1);
    if (view) {
      let list = this.views.get(r.file);
      if (!list) this.views.set(r.file, (list = []));
      list.push(view);
      this.formats.set(r.file, r.view!.format);
    }
  }
  fileUnusable(file: string, message: string): void {
    this.unusable.push({ file, message });
    this.onUnusable(file, message);
  }
  async fileEnd(): Promise<void> {}
  async end(_s: Summary): Promise<void> {}
}

export interface CertifyOptions {
  basePath?: string | undefined;
  signer?: RunOptions["signer"];
  /** Told of each unusable recording as the runner reports it (the command prints the message). */
  onUnusable?: (file: string, message: string) => void;
  /** Clock of the report's generatedAt (tests). */
  now?: () => Date;
  /** Judge on worker threads (conform's --jobs). */
  jobs?: RunOptions["jobs"];
}

/** Every string of the report through maskPansInText, except the hashes (hex, never card data). */
function maskDeep<T>(value: T, key = ""): T {
  if (typeof value === "string") return (/sha256$/i.test(key) ? value : maskPansInText(value)) as T;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v, k)])) as T;
  }
  return value;
}

export async function certify(files: string[], loaded: LoadedPlan, options: CertifyOptions = {}): Promise<CertificationReport> {
  const { plan } = loaded;
  const sink = new CollectingSink(options.onUnusable);
  const runner = new Runner({
    sink,
    basePath: options.basePath,
    signer: options.signer,
    views: true,
    jobs: options.jobs && { ...options.jobs, worker: { ...options.jobs.worker, views: true } },
  });
  const outcome = await runner.runFiles(files);

  // The exchanges as the judge judged them, in recording order (a sequence rule may report one late).
  const byFile = new Map<string, ExchangeView[]>(files.map((f) => [f, (sink.views.get(f) ?? []).sort((a, b) => a.index - b.index)]));
  const formats = sink.formats;
  const wanted = plan.kind === "terminal" ? "jsonl" : "har";
  const ofApp = (): boolean => [...byFile.values()].some((views) => views.some((v) => v.doc.service === plan.app));
  if (formats.size > 0 && (![...formats.values()].includes(wanted) || (plan.kind === "terminal" && !ofApp()))) {
    const what = plan.kind === "terminal" ? `JSON Lines recordings of the ${plan.app} app` : `HAR recordings of the ${plan.service} service`;
    throw new InputError(`certify: the ${plan.plan} plan judges ${what}, and none of ${files.join(", ")} is one; record that traffic or pick its plan`);
  }
  const resultOf = (v: { file: string; index: number }): ExchangeResult | undefined => sink.results.get(`${v.index}\0${v.file}`);
  /** Whether an exchange conforms but for the violations scenario `s` provokes on purpose. */
  const okFor =
    (s: Scenario) =>
    (v: ExchangeView): boolean => {
      const r = resultOf(v);
      return r !== undefined && (r.ok || errorsOf(r).every((x) => provokedBy(s, x)));
    };

  const work = { checks: 0 }; // one budget for the run (match.ts WORK_LIMIT)
  /** Per exchange, the negative scenarios that matched it (their provoked violations are excused there). */
  const excusers = new Map<string, Scenario[]>();
  const scenarios: ScenarioResult[] = plan.scenarios.map((s) => {
    const isOk = okFor(s);
    const provoking = (s.provokes ?? []).length > 0;
    const m = matchScenario(plan, s, byFile, isOk, work, provoking);
    if (provoking) {
      for (const v of m.matched) {
        const k = `${v.index}\0${v.file}`;
        excusers.set(k, [...(excusers.get(k) ?? []), s]);
      }
    }
    // A negative scenario shows every exchange it matched: where it excuses what it provokes is on the certificate.
    const ordered = [...new Set(provoking ? [...m.exchanges, ...m.matched] : m.exchanges)].sort(byPlace(files));
    const trigger = s.trigger ? plan.triggers?.find((t) => t.id === s.trigger) : undefined;
    const result: ScenarioResult = {
      id: s.id,
      title: s.title,
      source: s.source,
      required: s.required,
      status: m.status,
      exchanges: ordered.map((v) => ({ file: v.file, index: v.index, operation: v.operation, ok: isOk(v) })),
      violations: ordered.flatMap((v) =>
        (resultOf(v)?.violations ?? []).map((x) => ({ file: v.file, index: v.index, ...x, ...(provokedBy(s, x) ? { provoked: true } : {}) })),
      ),
      findings: m.findings,
    };
    if (s.quote !== undefined) result.quote = s.quote;
    if (trigger) result.trigger = `${trigger.value}: ${trigger.outcome}`;
    return result;
  });
  const traffic = appTraffic(plan, files, byFile, [...sink.results.values()], excusers);

  const count = (status: string, required?: boolean): number =>
    scenarios.filter((s) => s.status === status && (required === undefined || s.required === required)).length;
  const required = scenarios.filter((s) => s.required).length;
  const requiredPassed = count("passed", true);
  const recordings = await Promise.all(
    files.map(async (file) => ({
      file,
      sha256: (await fileSha256(file)) ?? "",
      format: formats.get(file) ?? ("unknown" as const),
      exchanges: sink.counts.get(file) ?? 0,
    })),
  );
  const report: CertificationReport = {
    verdict: requiredPassed === required && outcome.unusableFiles === 0 && traffic.traffic.violations.length === 0 ? "passed" : "failed",
    provenance: {
      plan: { name: plan.plan, title: plan.title, file: loaded.file, sha256: loaded.sha256 },
      contract: contractIdentity(),
      recordings,
      generatedAt: (options.now ?? (() => new Date()))().toISOString(),
    },
    summary: {
      scenarios: scenarios.length,
      required,
      passed: count("passed"),
      failed: count("failed"),
      missing: count("missing"),
      requiredPassed,
      exchanges: traffic.exchanges,
      exchangesFailed: traffic.failed,
      otherExchanges: traffic.traffic.others.reduce((n, o) => n + o.exchanges, 0),
    },
    scenarios,
    traffic: traffic.traffic,
    unusable: sink.unusable,
  };
  return maskDeep(report);
}

/**
 * The app's own violations a certificate lists at most (a recording of up to RECORDING_BYTES may hold
 * a violation per exchange); the rest are counted in `traffic.unlisted` and still fail it.
 */
export const TRAFFIC_LISTED = 1_000;

/** The error-level violations of an exchange (warnings never fail it). */
const errorsOf = (r: ExchangeResult): Violation[] => r.violations.filter((x) => (x.level ?? "error") === "error");

/** Whether scenario `s` names violation `x` as one it provokes: the same rule, at the pointer or under it. */
function provokedBy(s: Scenario, x: Violation): boolean {
  return (s.provokes ?? []).some((p) => p.rule === x.rule && (x.pointer === p.pointer || x.pointer.startsWith(`${p.pointer}/`)));
}

/** Exchanges in the order of the command line's files, then of their index. */
const byPlace =
  (files: string[]) =>
  (a: { file: string; index: number }, b: { file: string; index: number }): number =>
    a.file === b.file ? a.index - b.index : files.indexOf(a.file) - files.indexOf(b.file);

/**
 * The app under test's traffic, told from the rest: a terminal plan's app by the exchange's
 * `service`; an HTTP plan's service by the operation the runner named, and a request no operation
 * matches (unknown-operation) by its host: the app's when it went to a host the app's recognised
 * exchanges went to (a wrong path of the service), another's otherwise (a browser's own fetches).
 * Each of the app's exchanges fails the certificate with every error-level violation that no
 * negative scenario which matched it provokes.
 */
function appTraffic(
  plan: Plan,
  files: string[],
  byFile: ReadonlyMap<string, ExchangeView[]>,
  results: ExchangeResult[],
  excusers: ReadonlyMap<string, Scenario[]>,
): { traffic: Traffic; exchanges: number; failed: number } {
  const app = (plan.kind === "terminal" ? plan.app : plan.service) ?? "unknown";
  const views = new Map<string, ExchangeView>();
  const appOrigins = new Set<string>();
  for (const list of byFile.values()) {
    for (const v of list) {
      views.set(`${v.index}\0${v.file}`, v);
      if (v.origin !== undefined && httpOperation(v.operation)?.service === app) appOrigins.add(v.origin);
    }
  }
  const serviceOf = (r: ExchangeResult): string => {
    const v = views.get(`${r.index}\0${r.file}`);
    if (plan.kind === "terminal") return typeof v?.doc.service === "string" ? v.doc.service : "unknown";
    const op = httpOperation(r.operation);
    if (op) return op.service;
    return v?.origin !== undefined && appOrigins.has(v.origin) ? app : "unknown";
  };
  const traffic: Traffic = { app, violations: [], others: [] };
  const others = new Map<string, { file: string; service: string; exchanges: number }>();
  let exchanges = 0;
  let failed = 0;
  for (const r of [...results].sort(byPlace(files))) {
    const service = serviceOf(r);
    if (service !== app) {
      const k = `${service}\0${r.file}`;
      const o = others.get(k) ?? { file: r.file, service, exchanges: 0 };
      o.exchanges++;
      others.set(k, o);
      continue;
    }
    exchanges++;
    const excused = excusers.get(`${r.index}\0${r.file}`) ?? [];
    const open = errorsOf(r).filter((x) => !excused.some((s) => provokedBy(s, x)));
    if (open.length === 0) continue;
    failed++;
    for (const x of open) {
      if (traffic.violations.length < TRAFFIC_LISTED) traffic.violations.push({ file: r.file, index: r.index, operation: r.operation, ...x });
      else traffic.unlisted = (traffic.unlisted ?? 0) + 1;
    }
  }
  traffic.others = [...others.values()].sort((a, b) => files.indexOf(a.file) - files.indexOf(b.file) || a.service.localeCompare(b.service));
  return { traffic, exchanges, failed };
}
