/**
 * The conformance run: reads each recording entry by entry, judges the exchange (HTTP or terminal
 * checks, sequence rules, and with --target the live replay), and hands each result to the report
 * as soon as it is decided. A file that cannot be used at all is reported with its position and
 * the run goes on with the next file (the exit code is then 2).
 */
import { InputError } from "../errors.ts";
import { boundFindings, checkShape, LIMITS, type Limits } from "../limits.ts";
import type { Signer } from "../signing/x-verify.ts";
import { emptyAnnotations } from "./annotations.ts";
import { checkRequest, checkResponse, type HttpCheckOptions } from "./http/checks.ts";
import { loadHttpContracts, type HttpContracts, type HttpOperation } from "./http/contracts.ts";
import { fromHarEntry, type HttpExchange, type HttpSide } from "./http/exchange.ts";
import { Matcher } from "./http/matcher.ts";
import type { RawEntry } from "./input/entry.ts";
import { jsonErrorText } from "./input/json-error.ts";
import { entries, formatOf, type RecordingFormat } from "./input/open.ts";
import { leakScanner, type LeakScanner } from "./leak.ts";
import { maskPansInText } from "../redact/mask.ts";
import { withLevels, type ExchangeResult, type Summary, type Violation } from "./model.ts";
import { diffResponses } from "./replay/diff.ts";
import type { Replayer } from "./replay/replayer.ts";
import { TransportError } from "./replay/transport.ts";
import { Volatility } from "./replay/volatile.ts";
import type { ReportSink } from "./report/sink.ts";
import { SEQUENCE_RULES } from "./sequence/index.ts";
import type { SequenceEvent, SequenceSink, SequenceState } from "./sequence/types.ts";
import { checkTerminal, fromLine } from "./terminal/checks.ts";
import { loadMessageValidator, terminalAnnotations, type MessageValidator } from "./terminal/validator.ts";
import { isObject } from "../json.ts";

export interface RunOptions {
  sink: ReportSink;
  basePath?: string | undefined;
  signer?: Signer | undefined;
  /** Replay against a live build (--target). */
  replayer?: Replayer | undefined;
  /** Preloaded contracts (tests); loaded on first use otherwise. */
  http?: HttpContracts | undefined;
  messages?: MessageValidator | undefined;
  /** Progress lines (stderr); called at most every `progressEveryMs`. */
  progress?: ((line: string) => void) | undefined;
  progressEveryMs?: number;
  /** HAR files above this size are streamed (tests lower it). */
  wholeFileLimit?: number | undefined;
  /** The limits of tools/src/limits.ts (tests lower them). */
  limits?: Partial<Limits> | undefined;
}

export interface RunOutcome {
  summary: Summary;
  unusableFiles: number;
}

function malformedEntry(raw: RawEntry, format: RecordingFormat): Violation {
  return {
    rule: "malformed-entry",
    where: "request",
    pointer: "",
    expected: raw.limit ?? (format === "har" ? "a HAR entry (JSON object)" : 'a JSON object {"service", "request", "response"}'),
    actual: raw.limit ? "longer" : "text that is not JSON",
    message: raw.problem ?? "the entry cannot be read",
  };
}

/** An unexpected fault while judging one entry, as a finding of that entry (one line, no stack). */
function internalFault(e: unknown): Violation {
  const text = (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).split("\n", 1)[0]!;
  return { rule: "malformed-entry", where: "request", pointer: "", expected: "an entry the runner can judge", actual: "internal error", message: `internal error while judging this entry (${maskPansInText(text).slice(0, 200)}); please report it` };
}

/** A "too deep" / "too large" finding for a value beyond a limit (tools/src/limits.ts), or undefined. */
function shapeViolation(value: unknown, limits: Limits, where: "request" | "response", pointer: string, what: string): Violation | undefined {
  const problem = checkShape(value, limits, what);
  if (!problem) return undefined;
  const expected = problem.limit === "depth" ? `nesting of at most ${limits.depth} levels` : `at most ${limits.values} values`;
  return { rule: "malformed-entry", where, pointer, expected, actual: problem.limit === "depth" ? "deeper" : "more", message: problem.message };
}


function parseLiveBody(text: string, contentType: string | undefined, out: Violation[], limits: Limits): unknown {
  if (text === "") return undefined;
  const ct = (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (ct === "application/json" || ct.endsWith("+json") || (!ct && /^\s*[[{]/.test(text))) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (e) {
      out.push({ rule: "response-schema", where: "response", pointer: "/response/body", expected: "a JSON document", actual: `text of ${text.length} characters`, message: `the live response body is not JSON: ${jsonErrorText(e)}` });
      return undefined;
    }
    const beyond = shapeViolation(body, limits, "response", "/response/body", "the live response body");
    if (beyond) {
      out.push(beyond);
      return undefined;
    }
    return body;
  }
  return text;
}

export class Runner {
  private http: HttpContracts | undefined;
  private matcher: Matcher | undefined;
  private messages: MessageValidator | undefined;
  private leaks: LeakScanner | undefined;
  private volatility: Volatility | undefined;
  private readonly summary: Summary = { exchanges: 0, passed: 0, failed: 0, warnings: 0 };
  private unusable = 0;
  private readonly started = Date.now();
  private lastProgress = Date.now();
  private readonly limits: Limits;

  constructor(private readonly options: RunOptions) {
    this.http = options.http;
    this.messages = options.messages;
    this.limits = { ...LIMITS, ...options.limits };
  }

  private checks: HttpCheckOptions | undefined;

  private async httpReady(): Promise<void> {
    this.http ??= await loadHttpContracts();
    this.matcher ??= new Matcher(this.http.operations, this.options.basePath ?? "");
    this.checks ??= { signer: this.options.signer, leaks: this.leakScanner() };
  }

  private leakScanner(): LeakScanner {
    if (!this.leaks) {
      const ann = this.http ? { masked: new Set(this.http.annotations.masked), volatile: new Set(this.http.annotations.volatile) } : emptyAnnotations();
      terminalAnnotations(ann);
      this.leaks = leakScanner(ann.masked);
      this.volatility = new Volatility(ann.volatile);
    }
    return this.leaks;
  }

  private volatile(): Volatility {
    this.leakScanner();
    return this.volatility!;
  }

  private async messagesReady(): Promise<void> {
    this.messages ??= await loadMessageValidator();
  }

  async runFiles(files: string[]): Promise<RunOutcome> {
    for (const file of files) await this.runFile(file);
    await this.options.sink.end(this.summary);
    return { summary: this.summary, unusableFiles: this.unusable };
  }

  private progress(file: string): void {
    const report = this.options.progress;
    if (!report) return;
    const now = Date.now();
    if (now - this.lastProgress < (this.options.progressEveryMs ?? 2000)) return;
    this.lastProgress = now;
    const rate = Math.round(this.summary.exchanges / Math.max(0.001, (now - this.started) / 1000));
    report(maskPansInText(`conform: ${this.summary.exchanges} exchanges checked (${rate}/s), ${this.summary.failed} failed; now in ${file}`));
  }

  async runFile(file: string): Promise<void> {
    const sink = this.options.sink;
    sink.fileStart(file);
    const states: SequenceState[] = SEQUENCE_RULES.map((r) => r.start());
    const held = new Map<number, ExchangeResult>();
    const releases: Array<[number, Violation[]]> = [];
    let current: Violation[] = [];
    let holdCurrent = false;
    const seqSink: SequenceSink = {
      add: (v) => current.push(v),
      hold: () => (holdCurrent = true),
      release: (index, vs) => releases.push([index, vs]),
    };
    const emit = (r: ExchangeResult): void | Promise<void> => {
      boundFindings(r, this.limits);
      const levels = withLevels(r.violations);
      r.ok = levels.errors === 0;
      this.summary.warnings += levels.warnings;
      this.summary.exchanges++;
      if (r.ok) this.summary.passed++;
      else this.summary.failed++;
      return sink.result(r);
    };
    const flushReleases = async (): Promise<void> => {
      while (releases.length) {
        const [index, vs] = releases.shift()!;
        const r = held.get(index);
        if (!r) continue;
        held.delete(index);
        r.violations.push(...vs);
        const p = emit(r);
        if (p) await p;
      }
    };
    let count = 0;
    try {
      const format = await formatOf(file);
      if (format === "har") await this.httpReady();
      else await this.messagesReady();
      this.options.replayer?.newRecording(this.volatile());
      const replaying = this.options.replayer !== undefined;
      for await (const batch of entries(file, format, { wholeFileLimit: this.options.wholeFileLimit, entryChars: this.limits.entryChars })) {
        for (const raw of batch) {
          count++;
          current = [];
          holdCurrent = false;
          const result: ExchangeResult = { file, index: raw.index, operation: "unknown", ok: true, violations: current };
          const beyond = raw.value === undefined ? undefined : shapeViolation(raw.value, this.limits, "request", "", format === "har" ? `entry ${raw.index}` : `line ${raw.index + 1}`);
          if (raw.value === undefined) {
            current.push(malformedEntry(raw, format));
          } else if (beyond) {
            current.push(beyond);
          } else {
            try {
              if (format === "har") result.operation = replaying ? await this.judgeHttp(raw, seqSink, states, current) : this.judgeHttpOffline(raw, seqSink, states, current);
              else result.operation = replaying ? await this.judgeTerminal(raw, seqSink, states, current) : this.judgeTerminalOffline(raw, seqSink, states, current);
            } catch (e) {
              if (e instanceof InputError) throw e;
              // A fault of this toolkit on one entry: reported on that entry, and the run goes on.
              current.push(internalFault(e));
            }
          }
          if (holdCurrent) held.set(raw.index, result);
          else {
            const p = emit(result);
            if (p) await p;
          }
          if (releases.length) await flushReleases();
          if ((count & 1023) === 0) this.progress(file);
        }
      }
      if (count === 0) throw new InputError(`conform: ${file}: no exchanges in it (entry 0 / line 1); record some traffic first`);
      for (const s of states) s.finish(seqSink);
      await flushReleases();
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      this.unusable++;
      process.stderr.write(`${maskPansInText(e.message)}\n`);
      sink.fileUnusable(file, e.message);
      // Exchanges held for a sequence obligation are reported as they stand (the rest is unknown).
      for (const r of [...held.values()].sort((a, b) => a.index - b.index)) {
        const p = emit(r);
        if (p) await p;
      }
      held.clear();
    }
    await sink.fileEnd(file);
  }

  private observe(event: SequenceEvent, seqSink: SequenceSink, states: SequenceState[]): void {
    for (const s of states) s.observe(event, seqSink);
  }

  /** The HTTP exchange of a HAR entry matched to its operation, or undefined (violations added). */
  private matchHttp(raw: RawEntry, v: Violation[]): { exchange: HttpExchange; operation: HttpOperation; params: Record<string, string>; requestProblem: boolean; responseProblem: boolean } | undefined {
    const { exchange, problems } = fromHarEntry(raw.value, this.limits);
    for (const p of problems) v.push({ rule: "malformed-entry", ...p });
    if (!exchange) return undefined;
    const beyond = shapeViolation(exchange.request.body, this.limits, "request", "/request/body", "the request body") ?? shapeViolation(exchange.response?.body, this.limits, "response", "/response/body", "the response body");
    if (beyond) {
      v.push(beyond);
      return undefined;
    }
    const m = this.matcher!.match(exchange.method, exchange.path);
    if (!m.operation) {
      v.push({
        rule: "unknown-operation",
        where: "request",
        pointer: "/request/url",
        expected: m.allowedMethods.length ? `method ${m.allowedMethods.join(" or ")} for this path` : m.nearMiss ? JSON.stringify(m.nearMiss) : "a path of the contracts (after the base path)",
        actual: JSON.stringify(`${exchange.method} ${exchange.path}`).slice(0, 60),
        message: m.allowedMethods.length
          ? `${exchange.method} is not documented for this path`
          : m.nearMiss
            ? `no operation matches this path; the contract spells it ${m.nearMiss} (paths are case-sensitive)`
            : "no operation of the contracts matches this method and path",
      });
      return undefined;
    }
    let requestProblem = false;
    let responseProblem = false;
    for (const p of problems) {
      if (p.where === "response") responseProblem = true;
      else if (p.pointer === "/request/body") requestProblem = true;
    }
    return { exchange, operation: m.operation, params: m.params, requestProblem, responseProblem };
  }

  private observeHttp(raw: RawEntry, judged: HttpExchange, operation: HttpOperation, params: Record<string, string>, seqSink: SequenceSink, states: SequenceState[]): void {
    this.observe({ kind: "http", index: raw.index, operationId: operation.op.operationId, exchange: judged, pathParams: params }, seqSink, states);
  }

  /** Offline: the recorded exchange against the contract, synchronously. */
  private judgeHttpOffline(raw: RawEntry, seqSink: SequenceSink, states: SequenceState[], v: Violation[]): string {
    const m = this.matchHttp(raw, v);
    if (!m) return "unknown";
    if (!m.requestProblem) checkRequest(m.exchange, m.operation, m.params, this.checks!, v);
    if (!m.responseProblem) checkResponse(m.exchange, m.operation, this.checks!, v);
    this.observeHttp(raw, m.exchange, m.operation, m.params, seqSink, states);
    return m.operation.op.operationId;
  }

  /** Replay: the recorded request checked, sent to the live build, its response judged and diffed. */
  private async judgeHttp(raw: RawEntry, seqSink: SequenceSink, states: SequenceState[], v: Violation[]): Promise<string> {
    const m = this.matchHttp(raw, v);
    if (!m) return "unknown";
    const { exchange, operation } = m;
    const checks = this.checks!;
    if (!m.requestProblem) checkRequest(exchange, operation, m.params, checks, v);
    const replayer = this.options.replayer!;
    let judged: HttpExchange;
    try {
      const live = await replayer.http(exchange, operation, m.params);
      const contentType = live.headers["content-type"];
      const side: HttpSide = { headers: live.headers, text: live.text, contentType, body: parseLiveBody(live.text, contentType, v, this.limits) };
      judged = {
        ...exchange,
        query: live.sent.query,
        request: { ...exchange.request, headers: live.sent.headers, body: live.sent.body, text: live.sent.text },
        status: live.status,
        response: side,
        started: live.started,
        finished: live.finished,
      };
      checkResponse(judged, operation, checks, v);
      if (!m.responseProblem && exchange.status) {
        if (exchange.status !== live.status) {
          v.push({ rule: "replay-diff", where: "response", pointer: "/response/status", expected: String(exchange.status), actual: String(live.status), message: "the live status differs from the recorded one" });
        } else {
          diffResponses(exchange.response?.body, side.body, "/response/body", this.volatile(), v);
        }
        replayer.learn(exchange.response?.body, side.body);
      }
    } catch (e) {
      if (!(e instanceof TransportError)) throw e;
      v.push({ rule: "replay-transport", where: "response", pointer: "/response", expected: "a response from the target", actual: e.message, message: `the live target did not answer: ${e.message}` });
      return operation.op.operationId;
    }
    this.observeHttp(raw, judged, operation, m.params, seqSink, states);
    return operation.op.operationId;
  }

  /** The exchange of a JSON Lines line, when its messages (JSON text included) are within the limits. */
  private terminalExchange(raw: RawEntry, v: Violation[]): ReturnType<typeof fromLine> {
    const ex = fromLine(raw.value, v);
    if (!ex) return undefined;
    // Messages given as objects were measured with the line; those given as JSON text are measured here.
    const line = raw.value as Record<string, unknown>;
    const beyond =
      (typeof line.request === "string" ? shapeViolation(ex.request, this.limits, "request", "/request", "the request") : undefined) ??
      (typeof line.response === "string" ? shapeViolation(ex.response, this.limits, "response", "/response", "the response") : undefined);
    if (beyond) {
      v.push(beyond);
      return undefined;
    }
    return ex;
  }

  private judgeTerminalOffline(raw: RawEntry, seqSink: SequenceSink, states: SequenceState[], v: Violation[]): string {
    const ex = this.terminalExchange(raw, v);
    if (!ex) return "unknown";
    const operation = checkTerminal(ex, { messages: this.messages!, leaks: this.leakScanner() }, v, raw.text);
    if (ex.methodId !== undefined) this.observe({ kind: "terminal", index: raw.index, app: ex.app, methodId: ex.methodId, request: ex.request, response: ex.response }, seqSink, states);
    return operation;
  }

  private async judgeTerminal(raw: RawEntry, seqSink: SequenceSink, states: SequenceState[], v: Violation[]): Promise<string> {
    const ex = this.terminalExchange(raw, v);
    if (!ex) return "unknown";
    const options = { messages: this.messages!, leaks: this.leakScanner() };
    const replayer = this.options.replayer!;
    try {
      const { reply: live, sent } = await replayer.terminal(ex.app, ex.request);
      if (!isObject(live)) throw new TransportError("the target answered JSON that is not a message object");
      const operation = checkTerminal({ ...ex, response: live }, options, v);
      if (ex.response) {
        diffResponses(ex.response, live, "/response", this.volatile(), v);
        replayer.learn(ex.response, live);
      }
      if (ex.methodId !== undefined) this.observe({ kind: "terminal", index: raw.index, app: ex.app, methodId: ex.methodId, request: sent, response: live }, seqSink, states);
      return operation;
    } catch (e) {
      if (!(e instanceof TransportError)) throw e;
      const operation = checkTerminal({ ...ex, response: undefined }, options, v);
      v.push({ rule: "replay-transport", where: "response", pointer: "/response", expected: "a reply from the target", actual: e.message, message: `the live target did not answer: ${e.message}` });
      return operation;
    }
  }
}
