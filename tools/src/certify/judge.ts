/**
 * Certification of recordings against a plan: the recordings are judged by the conformance runner
 * (the same checks as `contracts conform`, sequence rules included), then each scenario of the plan
 * is matched against the exchanges (match.ts) and given its status from the runner's results.
 */
import { InputError } from "../errors.ts";
import { Runner, type ExchangeResult, type ReportSink, type RunOptions, type Summary } from "../conform/index.ts";
import { maskPansInText } from "../mask.ts";
import { matchScenario } from "./match.ts";
import type { CertificationReport, ScenarioResult } from "./model.ts";
import type { LoadedPlan } from "./plan.ts";
import { fileSha256 } from "./provenance.ts";
import { contractIdentity } from "../contract/identity.ts";
import { completeHttpView, readViews, type ExchangeView } from "./views.ts";

/** Collects every result of the runner (a certification run is small enough to hold). */
class CollectingSink implements ReportSink {
  readonly results = new Map<string, ExchangeResult>();
  readonly unusable: Array<{ file: string; message: string }> = [];
  readonly counts = new Map<string, number>();
  constructor(private readonly onUnusable: (file: string, message: string) => void = () => {}) {}
  fileStart(): void {}
  result(r: ExchangeResult): void {
    this.results.set(`${r.index}\0${r.file}`, r);
    this.counts.set(r.file, (this.counts.get(r.file) ?? 0) + 1);
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
  const runner = new Runner({ sink, basePath: options.basePath, signer: options.signer });
  const outcome = await runner.runFiles(files);

  const byFile = new Map<string, ExchangeView[]>();
  const formats = new Map<string, "har" | "jsonl">();
  for (const file of files) {
    const views: ExchangeView[] = [];
    try {
      formats.set(file, await readViews(file, views));
    } catch (e) {
      if (!(e instanceof InputError)) throw e; // reported by the runner already
    }
    for (const v of views) {
      v.operation = sink.results.get(`${v.index}\0${v.file}`)?.operation ?? "unknown";
      if (formats.get(file) === "har") completeHttpView(v);
    }
    byFile.set(file, views);
  }
  const wanted = plan.kind === "terminal" ? "jsonl" : "har";
  const ofApp = (): boolean => [...byFile.values()].some((views) => views.some((v) => v.doc.service === plan.app));
  if (formats.size > 0 && (![...formats.values()].includes(wanted) || (plan.kind === "terminal" && !ofApp()))) {
    const what = plan.kind === "terminal" ? `JSON Lines recordings of the ${plan.app} app` : `HAR recordings of the ${plan.service} service`;
    throw new InputError(`certify: the ${plan.plan} plan judges ${what}, and none of ${files.join(", ")} is one; record that traffic or pick its plan`);
  }
  const resultOf = (v: ExchangeView): ExchangeResult | undefined => sink.results.get(`${v.index}\0${v.file}`);
  const isOk = (v: ExchangeView): boolean => resultOf(v)?.ok ?? false;

  const work = { checks: 0 }; // one budget for the run (match.ts WORK_LIMIT)
  const scenarios: ScenarioResult[] = plan.scenarios.map((s) => {
    const m = matchScenario(plan, s, byFile, isOk, work);
    const ordered = [...m.exchanges].sort((a, b) => (a.file === b.file ? a.index - b.index : files.indexOf(a.file) - files.indexOf(b.file)));
    const trigger = s.trigger ? plan.triggers?.find((t) => t.id === s.trigger) : undefined;
    const result: ScenarioResult = {
      id: s.id,
      title: s.title,
      source: s.source,
      required: s.required,
      status: m.status,
      exchanges: ordered.map((v) => ({ file: v.file, index: v.index, operation: v.operation, ok: isOk(v) })),
      violations: ordered.flatMap((v) => (resultOf(v)?.violations ?? []).map((x) => ({ file: v.file, index: v.index, ...x }))),
      findings: m.findings,
    };
    if (s.quote !== undefined) result.quote = s.quote;
    if (trigger) result.trigger = `${trigger.value}: ${trigger.outcome}`;
    return result;
  });

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
    verdict: requiredPassed === required && outcome.unusableFiles === 0 ? "passed" : "failed",
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
      exchanges: outcome.summary.exchanges,
      exchangesFailed: outcome.summary.failed,
    },
    scenarios,
    unusable: sink.unusable,
  };
  return maskDeep(report);
}
