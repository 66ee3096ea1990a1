/**
 * One probe case run against a live HTTP build: a flow's steps up to the step under test, that step
 * perturbed (or none), each answer checked by the probe's own checks (no server error, valid
 * accepted, invalid refused, credential enforced, sequence rule kept) and the whole sequence judged
 * in memory by the judge (judge/: the same checks and sequence rules as `contracts conform`).
 */
import type { HttpServiceId } from "../contract/index.ts";
import { sendHttp, TransportError } from "../conform/index.ts";
import { Judge, Session, type Violation } from "../judge/index.ts";
import { harEntry, type HarEntry } from "../recording/har.ts";
import { fromHarEntry } from "../recording/http-exchange.ts";
import { fromLine } from "../recording/terminal-exchange.ts";
import type { Flow } from "./flows.ts";
import {
  ABSENT,
  absentOf,
  acceptedByContract,
  authVariants,
  breaksFor,
  buildRequest,
  httpOp,
  urlOf,
  type BuiltRequest,
  type Credentials,
  type Variant,
} from "./http.ts";
import { evaluate, type Scope, type StepRecord, Unresolved } from "./template.ts";

/** The perturbation a case asks for at its step under test. */
export type Perturb = { kind: "none" } | { kind: "break"; focus: boolean; group: number; pick: number } | { kind: "auth"; pick: number };

/**
 * The break a case picks: with `focus`, among the breaks of the values the flow varies or threads
 * (the business values: amounts, ids; where faults hide), else among all; then a keyword group
 * (required, type, enum, ...), then one break of that group. Two levels, so that a keyword with few
 * places (an extra property) is drawn as often as one with many (a type).
 */
export function pickBreak<T extends { pointer: string; keyword: string }>(
  breaks: readonly T[],
  step: { vary: object; set: object },
  p: { focus: boolean; group: number; pick: number },
): T | undefined {
  const named = [...Object.keys(step.vary), ...Object.keys(step.set)];
  const focused = breaks.filter((b) => named.some((n) => b.pointer === n || b.pointer.startsWith(`${n}/`)));
  const pool = p.focus && focused.length > 0 ? focused : breaks;
  const groups = [...new Set(pool.map((b) => b.keyword))];
  if (groups.length === 0) return undefined;
  const inGroup = pool.filter((b) => b.keyword === groups[p.group % groups.length]);
  return inGroup[p.pick % inGroup.length];
}

export interface ProbeCase {
  flow: number;
  /** The step under test (the sequence stops after it). */
  at: number;
  perturb: Perturb;
  /** Per step: the varied values (pointer → value). */
  values: Array<Record<string, unknown>>;
  /** Steps left out by the minimizer (their indexes). */
  skip?: number[];
}

export interface SentExchange {
  /** Flow step index and its label. */
  step: number;
  label: string;
  operation: string;
  variant: string;
  expect: "accepted" | "refused";
  request: BuiltRequest;
  /** The URL sent to; for a terminal message the bridge URL or stdio:COMMAND. */
  url: string;
  /** HTTP status (0 for a terminal message). */
  status: number;
  /** The pointer of the broken value (break variants). */
  brokenAt?: string | undefined;
  /** Optional fields the request left out (pointers into the body or its decoded payload). */
  absent?: string[] | undefined;
  /** Whether the answer accepts the request (2xx; terminal: ResponseCode 0 or 100). */
  accepted: boolean;
  headers: Record<string, string>;
  text: string;
  /** What the recording holds of the exchange: a HAR entry, or a JSON Lines line {service, request, response}. */
  format: "har" | "jsonl";
  entry: HarEntry | { service: string; request: unknown; response: unknown };
}

export interface CaseOutcome {
  exchanges: SentExchange[];
  /** The findings of the first failing exchange (empty: the case passed). */
  violations: Violation[];
  /** Index into exchanges of the failing one. */
  failedAt: number | undefined;
  /** The case could not run as written (a threaded value missing): not a finding. */
  skipped?: string;
}

export interface HttpTarget {
  service: HttpServiceId;
  url: string;
  timeoutMs: number;
  creds: Credentials;
  /** Longest wait a step may ask for (token lifetime), in seconds. */
  maxWaitSeconds: number;
}

/** Probe rule ids (reported like conform's rules; see conformance/README.md, "Probe"). */
export type ProbeRule =
  | "probe-server-error"
  | "probe-no-answer"
  | "probe-valid-refused"
  | "probe-invalid-accepted"
  | "probe-auth-ignored"
  | "probe-sequence-accepted";

export function violation(rule: ProbeRule, pointer: string, expected: string, actual: string, message: string): Violation {
  return {
    rule: rule as Violation["rule"],
    level: "error",
    where: rule === "probe-sequence-accepted" ? "sequence" : "response",
    pointer,
    expected,
    actual,
    message,
  };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export const labelOf = (flow: Flow, i: number): string => flow.steps[i]!.id ?? flow.steps[i]!.title ?? `step ${i + 1}`;

/** The probe's checks of one answer. */
export function probeChecks(x: SentExchange): Violation[] {
  const out: Violation[] = [];
  const ok = x.accepted;
  const refused = x.format === "har" ? "a refusal (4xx)" : "a refusal (a ResponseCode other than 0 and 100)";
  if (x.status >= 500) {
    out.push(
      violation(
        "probe-server-error",
        "/response/status",
        "no 5xx",
        String(x.status),
        `the build answered ${x.status} to ${x.variant === "valid" ? "a valid request" : x.variant}${x.absent?.length ? ` (optional fields left out: ${x.absent.join(", ")})` : ""}`,
      ),
    );
    return out;
  }
  if (x.variant === "valid" && x.expect === "accepted" && !ok) {
    out.push(
      violation(
        "probe-valid-refused",
        "/response/status",
        "2xx",
        refusalText(x),
        `a request the contract accepts was refused (${x.label}${x.absent?.length ? `; optional fields left out: ${x.absent.join(", ")}` : ""})`,
      ),
    );
  } else if (x.variant === "valid" && x.expect === "refused" && ok) {
    out.push(
      violation("probe-sequence-accepted", "/response/status", refused, refusalText(x), `the build accepted what the documented flow forbids: ${x.label}`),
    );
  } else if (x.variant.startsWith("break:") && ok) {
    out.push(
      violation("probe-invalid-accepted", "/response/status", refused, refusalText(x), `a request the contract refuses was accepted (${x.variant.slice(6)})`),
    );
  } else if (x.variant.startsWith("auth:") && ok) {
    out.push(violation("probe-auth-ignored", "/response/status", "401 or 403", String(x.status), `the build accepted ${x.variant.slice(5)}`));
  }
  return out;
}

/** Judge the exchanges with conform's Runner (over the HAR written of them): violations per exchange. */
/** What a refusal was: the HTTP status, or the terminal reply's ResponseCode. */
function refusalText(x: SentExchange): string {
  if (x.format === "har") return String(x.status);
  const r = (x.entry as { response?: { Response?: { ResponseCode?: unknown } } }).response;
  return `ResponseCode ${JSON.stringify(r?.Response?.ResponseCode)}`;
}

/** The recording text of exchanges: a HAR document, or JSON Lines. */
export function recordingText(exchanges: readonly SentExchange[]): string {
  if (exchanges[0]?.format === "jsonl") return `${exchanges.map((x) => JSON.stringify(x.entry)).join("\n")}\n`;
  return JSON.stringify({ log: { version: "1.2", creator: { name: "contracts probe", version: "1" }, entries: exchanges.map((x) => x.entry) } });
}

/**
 * Judge the exchanges of one sequence in memory, as `contracts conform` judges a recording of them
 * (the same judge, the same sequence rules): the findings per exchange.
 */
export async function conformJudge(exchanges: SentExchange[], signer: Credentials["signer"] | undefined): Promise<Violation[][]> {
  const per: Violation[][] = exchanges.map(() => []);
  if (exchanges.length === 0) return per;
  const judge = new Judge({ signer });
  const terminal = exchanges[0]!.format === "jsonl";
  await judge.ready(terminal ? "terminal" : "http");
  const session = new Session("probe", (r) => void (per[r.index] = r.violations), judge.limits);
  for (let i = 0; i < exchanges.length; i++) {
    const x = exchanges[i]!;
    const v: Violation[] = [];
    let judgement;
    if (x.format === "jsonl") {
      const { exchange, problems } = fromLine(x.entry);
      for (const p of problems) v.push({ rule: "malformed-entry", ...p });
      judgement = exchange ? judge.terminal(exchange, i, v) : { operation: "unknown", violations: v };
    } else {
      const { exchange, problems } = fromHarEntry(x.entry);
      judgement = exchange
        ? judge.http(exchange, i, problems, v)
        : { operation: "unknown", violations: [...v, ...problems.map((p) => ({ rule: "malformed-entry" as const, ...p }))] };
    }
    const { settled } = session.add(judgement, i);
    if (settled) await settled;
  }
  await session.finish();
  return per;
}

/**
 * Conform's sequence rules that judge the build's answers. The others judge the client's conduct
 * (a token used twice, a sale never followed by Get Status): the probe is that client, and the
 * flows it cuts short or breaks on purpose are no fault of the build; the probe's own checks
 * judge how the build answers them (probe-sequence-accepted).
 */
const SERVER_SEQUENCE_RULES: ReadonlySet<string> = new Set(["seq-approved-fields"]);

/** Conform's findings that count for an exchange: a deliberately faulty request's own faults do not. */
export function counted(x: SentExchange, vs: Violation[]): Violation[] {
  const refusal = x.variant !== "valid" || x.expect === "refused";
  // The contract's gaps (a failure status the document does not show) are the judge's to apply: its
  // findings on them are warnings, which the probe does not count.
  // Decision: a refusal whose body carries x-contract-gap (the build says the document shows no answer
  // for this case) is judged only for no 5xx, being a refusal, and leaks; its status, content type and body are that gap's.
  const gapAnswer = refusal && x.status >= 400 && /"x-contract-gap"\s*:/.test(x.text);
  // A terminal reply echoes the request's Header: the broken value echoed back is the break's echo, not a fault of the reply.
  const echo = x.brokenAt !== undefined && x.format === "jsonl" ? `/response${x.brokenAt}` : undefined;
  return vs.filter((v) => {
    if (v.level === "warning") return false;
    if (echo && (v.pointer === echo || v.pointer.startsWith(`${echo}/`))) return false;
    if (gapAnswer && !v.rule.includes("leak")) return false;
    if (refusal) return v.where === "response";
    if (v.where === "sequence") return SERVER_SEQUENCE_RULES.has(v.rule);
    return v.where !== "request" || v.rule === ("malformed-entry" as Violation["rule"]);
  });
}

/** Run one case; stops at the first exchange with a finding. */
export async function runCase(target: HttpTarget, flow: Flow, c: ProbeCase, unique: string): Promise<CaseOutcome> {
  const scope: Scope = { steps: new Map<string, StepRecord>(), unique };
  const exchanges: SentExchange[] = [];
  const sentBy = new Map<string, BuiltRequest>();
  const last = Math.min(c.at, flow.steps.length - 1);
  for (let i = 0; i <= last; i++) {
    if (c.skip?.includes(i)) continue;
    const step = flow.steps[i]!;
    const source = step.repeat ? flow.steps.find((s) => s.id === step.repeat)! : step;
    const op = httpOp(source.operation);
    if (!op) return { exchanges, violations: [], failedAt: undefined, skipped: `unknown operation ${source.operation}` };
    let req: BuiltRequest;
    let variant = "valid";
    let absent: string[] = [];
    try {
      if (step.wait !== undefined) {
        const seconds = Number(evaluate(step.wait, scope));
        if (!(seconds >= 0 && seconds <= target.maxWaitSeconds)) continue; // too long to wait in this run
        await sleep(seconds * 1000 + 250);
      }
      if (step.repeat) {
        const earlier = sentBy.get(step.repeat);
        if (!earlier) return { exchanges, violations: [], failedAt: undefined, skipped: `step ${step.repeat} was not sent` };
        req = earlier;
      } else {
        const values = keepThreaded(c.values[i] ?? {}, flow, step.id);
        absent = absentOf(values);
        req = buildRequest(op, step, values, scope, target.creds, { kind: "valid" });
        // A flow whose threaded values make a request the contract refuses is a fault of the flow, not of the build.
        if (!acceptedByContract(op, req))
          return { exchanges, violations: [], failedAt: undefined, skipped: `${flow.id} ${labelOf(flow, i)}: the flow builds a request the contract refuses` };
        if (i === last && c.perturb.kind === "break") {
          const breaks = breaksFor(op, req, step, scope, target.creds, values);
          const b = pickBreak(breaks, step, c.perturb);
          if (b) {
            req = buildRequest(op, step, values, scope, target.creds, { kind: "break", broken: b });
            variant = `break:${b.label}`;
          }
        } else if (i === last && c.perturb.kind === "auth") {
          const variants = authVariants(op);
          if (variants.length > 0) {
            const v = variants[c.perturb.pick % variants.length]! as Extract<Variant, { kind: "auth" }>;
            req = buildRequest(op, step, values, scope, target.creds, v);
            variant = `auth:${v.label}`;
          }
        }
      }
    } catch (e) {
      if (e instanceof Unresolved) return { exchanges, violations: [], failedAt: undefined, skipped: e.message };
      throw e;
    }
    if (step.id && variant === "valid") sentBy.set(step.id, req);
    const url = urlOf(target.url, req);
    const started = new Date();
    let status = 0;
    let headers: Record<string, string> = {};
    let text = "";
    try {
      const live = await sendHttp(url, req.method, req.headers, req.text, target.timeoutMs);
      status = live.status;
      headers = live.headers;
      text = live.text;
    } catch (e) {
      if (!(e instanceof TransportError)) throw e;
      const x = record(flow, i, op.facts.operationId, variant, step.expect, req, url, started, 0, {}, "", absent);
      exchanges.push(x);
      return {
        exchanges,
        violations: [violation("probe-no-answer", "/response", "an answer", "none", `the build did not answer: ${e.message}`)],
        failedAt: exchanges.length - 1,
      };
    }
    const x = record(flow, i, op.facts.operationId, variant, step.expect, req, url, started, status, headers, text, absent);
    exchanges.push(x);
    const own = probeChecks(x);
    if (own.length > 0) return { exchanges, violations: own, failedAt: exchanges.length - 1 };
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    if (step.id && variant === "valid") {
      scope.steps.set(step.id, {
        request: { body: req.body, query: req.query, params: req.params, headers: req.headers },
        response: { status, body, headers },
      });
    }
  }
  return judgedWhole(exchanges, target.creds.signer);
}

/** A sequence the probe's own checks passed, judged whole by the judge: cut at its first counted finding. */
export async function judgedWhole(exchanges: SentExchange[], signer: Credentials["signer"] | undefined): Promise<CaseOutcome> {
  const judged = await conformJudge(exchanges, signer);
  for (let k = 0; k < exchanges.length; k++) {
    const vs = counted(exchanges[k]!, judged[k] ?? []);
    if (vs.length > 0) return { exchanges: exchanges.slice(0, k + 1), violations: vs, failedAt: k };
  }
  return { exchanges, violations: [], failedAt: undefined };
}

function record(
  flow: Flow,
  i: number,
  operation: string,
  variant: string,
  expect: "accepted" | "refused",
  req: BuiltRequest,
  url: string,
  started: Date,
  status: number,
  headers: Record<string, string>,
  text: string,
  absent: string[],
): SentExchange {
  const entry = harEntry({
    url,
    method: req.method,
    headers: req.headers,
    body: req.text ?? "",
    started: started.toISOString(),
    elapsed: Date.now() - started.getTime(),
    status,
    responseHeaders: headers,
    responseBody: text,
  });
  return {
    step: i,
    label: labelOf(flow, i),
    operation,
    variant,
    expect,
    request: req,
    url,
    status,
    accepted: status >= 200 && status < 300,
    headers,
    text,
    format: "har",
    entry,
    ...(absent.length > 0 ? { absent } : {}),
  };
}

/**
 * A step's values without the optional fields a later step threads from its request
 * (`${id.request.body/...}`): those stay, or the later step could not be built.
 */
function keepThreaded(values: Record<string, unknown>, flow: Flow, id: string | undefined): Record<string, unknown> {
  const absent = absentOf(values);
  if (absent.length === 0 || id === undefined) return values;
  const threaded = new Set<string>();
  const ref = new RegExp(`\\$\\{\\s*${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.request\\.body(/[^}|\\s]*)`, "g");
  for (const s of flow.steps) {
    for (const t of [...Object.values(s.set), ...Object.values(s.params), ...Object.values(s.query), ...Object.values(s.headers), s.auth ?? "", s.wait ?? ""]) {
      for (const m of t.matchAll(ref)) threaded.add(m[1]!);
    }
  }
  const kept = absent.filter((p) => ![...threaded].some((t) => t === p || t.startsWith(`${p}/`)));
  return { ...values, [ABSENT]: kept };
}
