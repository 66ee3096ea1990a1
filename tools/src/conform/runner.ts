/**
 * The conformance run: reads each recording entry by entry, judges the exchange (HTTP or terminal
 * checks, sequence rules, and with --target the live replay), and hands each result to the report
 * as soon as it is decided. A file that cannot be used at all is reported to the sink
 * (`fileUnusable`, its message names the position) and the run goes on with the next file; the
 * command decides what to print and the exit code (2).
 *
 * Judging is one path per kind (HTTP, terminal): with --target the live reply takes the recorded
 * one's place and is diffed with it; that is the only difference.
 */
import { InputError } from "../errors.ts";
import { parseBody } from "../http/body.ts";
import { boundFindings, checkShape, fitsByLength, LIMITS, type Limits } from "../limits.ts";
import type { Signer } from "../signing/x-verify.ts";
import { loadAnnotations, type RunAnnotations } from "./annotations.ts";
import { checkRequest, checkResponse, type HttpCheckOptions } from "./http/checks.ts";
import { loadHttpContracts, type HttpContracts, type HttpOperation } from "./http/contracts.ts";
import { fromHarEntry, type HttpExchange, type HttpSide } from "../recording/http-exchange.ts";
import { Matcher } from "./http/matcher.ts";
import type { RawEntry } from "../recording/entry.ts";
import { jsonErrorText } from "../recording/json-error.ts";
import { entries, formatOf, type RecordingFormat, spans } from "../recording/open.ts";
import { LineTally } from "../recording/jsonl-reader.ts";
import { JudgingPool, type JudgedEntry, type WorkerSetup } from "./pool.ts";
import { maskPansInText } from "../mask.ts";
import { withLevels, type ExchangeResult, type Summary, type Violation } from "./model.ts";
import { diffResponses } from "./replay/diff.ts";
import type { Replayer } from "./replay/replayer.ts";
import { TransportError } from "./replay/transport.ts";
import type { ReportSink } from "./report/sink.ts";
import { SEQUENCE_RULES } from "./sequence/index.ts";
import { SequenceScheduler } from "./sequence/scheduler.ts";
import type { HttpOperationId, SequenceEvent } from "./sequence/types.ts";
import { checkTerminal, type TerminalCheckOptions } from "./terminal/checks.ts";
import { fromLine, type TerminalExchange } from "../recording/terminal-exchange.ts";
import { loadMessageValidator, type MessageValidator } from "./terminal/validator.ts";
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
  /**
   * Judge on worker threads (--jobs): with `count` of 2 or more, that many workers, each started with
   * `worker` (what it needs to judge as this runner does: base path, secret, limits). Never with --target.
   */
  jobs?: { count: number; worker: WorkerSetup } | undefined;
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
  return {
    rule: "malformed-entry",
    where: "request",
    pointer: "",
    expected: "an entry the runner can judge",
    actual: "internal error",
    message: `internal error while judging this entry (${maskPansInText(text).slice(0, 200)}); please report it`,
  };
}

/** The length of the text a value was parsed from, when at hand. */
const textSize = (text: string | undefined): { chars: number } | undefined => (text === undefined ? undefined : { chars: text.length });

/** The sequence rules see an entry's event; a fault of theirs is that entry's finding, and the run goes on. */
function observe(scheduler: SequenceScheduler, event: SequenceEvent, violations: Violation[]): void {
  try {
    scheduler.observe(event, violations);
  } catch (e) {
    if (e instanceof InputError) throw e;
    violations.push(internalFault(e));
  }
}

/**
 * A "too deep" / "too large" finding for a value beyond a limit (tools/src/limits.ts), or undefined.
 * `measured`: the length of the text the value was parsed from (and how deep it nests, when the
 * reader counted it), when at hand: a text short or shallow enough cannot break a limit.
 */
function shapeViolation(
  value: unknown,
  limits: Limits,
  where: "request" | "response",
  pointer: string,
  what: string,
  measured?: { chars: number; depth?: number } | undefined,
): Violation | undefined {
  if (measured !== undefined && fitsByLength(measured.chars, limits, measured.depth)) return undefined;
  const problem = checkShape(value, limits, what);
  if (!problem) return undefined;
  const expected = problem.limit === "depth" ? `nesting of at most ${limits.depth} levels` : `at most ${limits.values} values`;
  return { rule: "malformed-entry", where, pointer, expected, actual: problem.limit === "depth" ? "deeper" : "more", message: problem.message };
}

/** Per file: the sequence rules' scheduler and the counts the limits read. */
interface FileState {
  file: string;
  format: RecordingFormat;
  scheduler: SequenceScheduler;
  count: number;
  malformed: number;
}

/** What judging an entry gives: its operation, and the event the sequence rules see (if any). */
interface Judged {
  operation: string;
  event?: SequenceEvent | undefined;
}

const UNKNOWN: Judged = { operation: "unknown" };

/** A live terminal reply, and the request as sent (volatile values substituted). */
interface LiveReply {
  reply: Record<string, unknown>;
  sent: Record<string, unknown>;
}

/** A HAR entry's exchange matched to its operation; the flags say which recorded side is unreadable. */
interface HttpMatch {
  exchange: HttpExchange;
  operation: HttpOperation;
  params: Record<string, string>;
  requestProblem: boolean;
  responseProblem: boolean;
}

function transportViolation(e: TransportError, what: string): Violation {
  return {
    rule: "replay-transport",
    where: "response",
    pointer: "/response",
    expected: what,
    actual: e.message,
    message: `the live target did not answer: ${e.message}`,
  };
}

function parseLiveBody(text: string, contentType: string | undefined, out: Violation[], limits: Limits): unknown {
  const parsed = parseBody(text, contentType, { untyped: "json-if-bracketed", form: (t) => t });
  if (parsed.invalid) {
    out.push({
      rule: "response-schema",
      where: "response",
      pointer: "/response/body",
      expected: "a JSON document",
      actual: `text of ${text.length} characters`,
      message: `the live response body is not JSON: ${jsonErrorText(parsed.invalid)}`,
    });
    return undefined;
  }
  if (typeof parsed.body === "string" || parsed.body === undefined) return parsed.body;
  const beyond = shapeViolation(parsed.body, limits, "response", "/response/body", "the live response body");
  if (beyond) {
    out.push(beyond);
    return undefined;
  }
  return parsed.body;
}

/** One exchange at a time (see `Runner.liveHttp`). */
export interface LiveHttpSession {
  /** The contract findings of a request alone (a HAR entry without its answer), levels filled in. */
  requestFindings(entry: unknown): { operation: string; violations: Violation[] };
  /** Judge a whole exchange (a HAR entry); its result also went to the sink (unless a sequence rule holds it). */
  judge(entry: unknown): Promise<ExchangeResult>;
  /** End of the session: held results are released and the sink is ended. */
  finish(): Promise<Summary>;
}

export class Runner {
  private http: HttpContracts | undefined;
  private matcher: Matcher | undefined;
  private messages: MessageValidator | undefined;
  /** The contract's annotations, loaded once. */
  private annotations: RunAnnotations | undefined;
  private httpChecks: HttpCheckOptions | undefined;
  private terminalChecks: TerminalCheckOptions | undefined;
  private readonly summary: Summary = { exchanges: 0, passed: 0, failed: 0, warnings: 0 };
  private unusable = 0;
  private readonly started = Date.now();
  private lastProgress = Date.now();
  private readonly limits: Limits;
  private pool: JudgingPool | undefined;
  /** x-verify verdicts taken from the recording (carried at record time) so far: the summary's xVerifyFromRecording. */
  private carried = 0;
  private readonly emit = (r: ExchangeResult): void | Promise<void> => {
    boundFindings(r, this.limits);
    const levels = withLevels(r.violations);
    r.ok = levels.errors === 0;
    this.summary.warnings += levels.warnings;
    this.summary.exchanges++;
    if (r.ok) this.summary.passed++;
    else this.summary.failed++;
    return this.options.sink.result(r);
  };

  constructor(private readonly options: RunOptions) {
    this.http = options.http;
    this.messages = options.messages;
    this.limits = { ...LIMITS, ...options.limits };
  }

  private annotated(): RunAnnotations {
    this.annotations ??= loadAnnotations();
    return this.annotations;
  }

  private async httpReady(): Promise<void> {
    this.http ??= await loadHttpContracts();
    this.matcher ??= new Matcher(this.http.operations, this.options.basePath ?? "");
    this.httpChecks ??= {
      signer: this.options.signer,
      leaks: this.annotated().leaks,
      noteCarried: () => {
        this.carried++;
      },
    };
  }

  private async messagesReady(): Promise<void> {
    this.messages ??= await loadMessageValidator();
    this.terminalChecks ??= { messages: this.messages, leaks: this.annotated().leaks };
  }

  async runFiles(files: string[]): Promise<RunOutcome> {
    try {
      for (const file of files) await this.runFile(file);
    } finally {
      await this.close();
    }
    if (this.carried) this.summary.xVerifyFromRecording = this.carried;
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

  private async runFile(file: string): Promise<void> {
    const sink = this.options.sink;
    sink.fileStart(file);
    const state: FileState = { file, format: "har", scheduler: new SequenceScheduler(SEQUENCE_RULES, this.emit), count: 0, malformed: 0 };
    try {
      const format = await formatOf(file);
      state.format = format;
      if (format === "har") await this.httpReady();
      else await this.messagesReady();
      this.options.replayer?.newRecording(this.annotated().volatility);
      // Which redacted credentials the recording shows accepted, before any is replayed (replay/redacted.ts).
      if (format === "har") await this.options.replayer?.prepare(file);
      const read = { wholeFileLimit: this.options.wholeFileLimit, entryChars: this.limits.entryChars };
      const pool = this.poolFor();
      if (pool) {
        // Entries are found here and read, parsed and judged on the workers; results come back in recording order.
        const lines = new LineTally();
        for await (const judged of pool.judge(file, format, spans(file, format, read))) {
          for (const j of judged) {
            this.carried += j.carried;
            lines.add(j.parsed, j.problem);
            const settled = this.settleEntry(state, j.result, j.event);
            if (settled) await settled;
          }
        }
        const none = format === "jsonl" ? lines.noJsonLine(file) : undefined;
        if (none) throw none;
      } else {
        for await (const batch of entries(file, format, read)) {
          for (const raw of batch) {
            let judged = this.judgeEntry(raw, format, file);
            if (judged instanceof Promise) judged = await judged; // with --target only
            const settled = this.settleEntry(state, judged.result, judged.event);
            if (settled) await settled;
          }
        }
      }
      if (state.count === 0) throw new InputError(`conform: ${file}: no exchanges in it (entry 0 / line 1); record some traffic first`);
      await state.scheduler.finish();
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      this.unusable++;
      sink.fileUnusable(file, e.message);
      await state.scheduler.abandon();
    }
    await sink.fileEnd(file);
  }

  /** The worker pool (--jobs 2 or more), or undefined to judge on this thread. */
  private poolFor(): JudgingPool | undefined {
    const jobs = this.options.jobs;
    if (!jobs || jobs.count < 2 || this.options.replayer) return undefined;
    this.pool ??= new JudgingPool(jobs.count, jobs.worker);
    return this.pool;
  }

  /** Stop the workers (the run is over). */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }

  /** An entry's result after judging: the sequence rules see its event, then it is settled (reported in order). */
  private settleEntry(state: FileState, result: ExchangeResult, event: SequenceEvent | undefined): void | Promise<void> {
    state.count++;
    const v = result.violations;
    if (event) observe(state.scheduler, event, v);
    const p = state.scheduler.settle(result);
    // Synchronous unless the report's output must drain first: no promise per entry.
    return p ? p.then(() => this.afterSettle(state, result)) : this.afterSettle(state, result);
  }

  private afterSettle(state: FileState, result: ExchangeResult): void {
    const v = result.violations;
    if ((state.count & 1023) === 0) this.progress(state.file);
    if (v.length > 0 && v.every((x) => x.rule === "malformed-entry") && ++state.malformed > this.limits.malformedPerFile) {
      const at = state.format === "har" ? `entry ${result.index}` : `line ${result.index + 1}`;
      throw new InputError(
        `conform: ${state.file}: more than ${this.limits.malformedPerFile} of its entries are not exchanges (at ${at}; limit); the rest of it is not judged: check that it is a recording`,
      );
    }
  }

  /** The x-verify verdicts taken from the recording since the last call (a worker sends them with its results). */
  takeCarried(): number {
    const n = this.carried;
    this.carried = 0;
    return n;
  }

  /** Get ready to judge entries of this format (contracts loaded once). */
  async ready(format: RecordingFormat): Promise<void> {
    if (format === "har") await this.httpReady();
    else await this.messagesReady();
  }

  /** One entry judged on its own: its result (not yet settled) and the event the sequence rules see. Synchronous without --target. */
  judgeEntry(raw: RawEntry, format: RecordingFormat, file: string): JudgedEntry | Promise<JudgedEntry> {
    const result: ExchangeResult = { file, index: raw.index, operation: "unknown", ok: true, violations: [] };
    const v = result.violations;
    const beyond =
      raw.value === undefined
        ? undefined
        : shapeViolation(
            raw.value,
            this.limits,
            "request",
            "",
            format === "har" ? `entry ${raw.index}` : `line ${raw.index + 1}`,
            raw.measured ?? textSize(raw.text),
          );
    if (raw.value === undefined) {
      v.push(malformedEntry(raw, format));
      return { result };
    }
    if (beyond) {
      v.push(beyond);
      return { result };
    }
    const done = (judged: Judged): JudgedEntry => {
      result.operation = judged.operation;
      return { result, event: judged.event };
    };
    const fault = (e: unknown): JudgedEntry => {
      if (e instanceof InputError) throw e;
      // A fault of this toolkit on one entry: reported on that entry, and the run goes on.
      v.push(internalFault(e));
      return { result };
    };
    try {
      const judged = format === "har" ? this.judgeHttp(raw, v) : this.judgeTerminal(raw, v);
      return judged instanceof Promise ? judged.then(done, fault) : done(judged);
    } catch (e) {
      return fault(e);
    }
  }

  /**
   * Judging one HTTP exchange at a time, as it happens (the proxy): the same checks and sequence
   * rules as a recording's entries, in the order given; each result goes to the sink as soon as it
   * is decided. `name` stands for the file in the results; `nextIndex` numbers the exchanges (default
   * 0, 1, 2...: a recorder shared by several sessions gives each its entry index in the file). Call
   * `finish` at the end of the session.
   */
  async liveHttp(name: string, nextIndex?: () => number): Promise<LiveHttpSession> {
    await this.httpReady();
    const scheduler = new SequenceScheduler(SEQUENCE_RULES, this.emit);
    this.options.sink.fileStart(name);
    let index = 0;
    let finished = false;
    return {
      requestFindings: (entry) => {
        // The request side alone (no sequence rules, no state): what `--errors` answers locally.
        const v: Violation[] = [];
        const m = this.matchHttp({ index: 0, line: 1, value: entry }, v);
        const ownFindings = v.filter((x) => x.where === "request");
        if (m && !m.requestProblem) checkRequest(m.exchange, m.operation, m.params, this.httpChecks!, ownFindings);
        withLevels(ownFindings);
        return { operation: m ? m.operation.op.operationId : "unknown", violations: ownFindings };
      },
      judge: async (entry) => {
        const raw: RawEntry = { index: nextIndex ? nextIndex() : index++, line: 1, value: entry };
        const { result, event } = await this.judgeEntry(raw, "har", name);
        if (event) observe(scheduler, event, result.violations);
        const p = scheduler.settle(result);
        if (p) await p;
        return result;
      },
      finish: async () => {
        if (finished) return this.summary;
        finished = true;
        await scheduler.finish();
        await this.options.sink.fileEnd(name);
        if (this.carried) this.summary.xVerifyFromRecording = this.carried;
        await this.options.sink.end(this.summary);
        return this.summary;
      },
    };
  }

  /** The HTTP exchange of a HAR entry matched to its operation, or undefined (violations added). */
  private matchHttp(raw: RawEntry, v: Violation[]): HttpMatch | undefined {
    const { exchange, problems } = fromHarEntry(raw.value, this.limits);
    for (const p of problems) v.push({ rule: "malformed-entry", ...p });
    if (!exchange) return undefined;
    const beyond =
      shapeViolation(exchange.request.body, this.limits, "request", "/request/body", "the request body", textSize(exchange.request.text)) ??
      shapeViolation(exchange.response?.body, this.limits, "response", "/response/body", "the response body", textSize(exchange.response?.text));
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
        expected: m.allowedMethods.length
          ? `method ${m.allowedMethods.join(" or ")} for this path`
          : m.nearMiss
            ? JSON.stringify(m.nearMiss)
            : "a path of the contracts (after the base path)",
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

  /**
   * A HAR entry: the request checked against the contract, then the response: the recorded one,
   * or with --target the live one (the only difference). Synchronous without --target.
   */
  private judgeHttp(raw: RawEntry, v: Violation[]): Judged | Promise<Judged> {
    const m = this.matchHttp(raw, v);
    if (!m) return UNKNOWN;
    if (!m.requestProblem) checkRequest(m.exchange, m.operation, m.params, this.httpChecks!, v);
    return this.options.replayer
      ? this.replayHttp(m, v).then((live) => this.judgeHttpResponse(raw, m, live, v))
      : this.judgeHttpResponse(raw, m, m.exchange, v);
  }

  /**
   * The response of `judged`: the recorded exchange, or the live one (also diffed with the
   * recorded one), or undefined when the target did not answer (replay-transport added).
   */
  private judgeHttpResponse(raw: RawEntry, m: HttpMatch, judged: HttpExchange | undefined, v: Violation[]): Judged {
    // The manifests and the types the union comes from are generated from the same spec (the
    // golden test keeps them in step), so a matched operation's id is one of the union.
    const operationId = m.operation.op.operationId as HttpOperationId;
    if (!judged) return { operation: operationId };
    const replayer = this.options.replayer;
    // A recorded response that cannot be read is not judged; a live one always is.
    if (replayer || !m.responseProblem) checkResponse(judged, m.operation, this.httpChecks!, v);
    if (replayer && !m.responseProblem && m.exchange.status) {
      if (m.exchange.status !== judged.status) {
        v.push({
          rule: "replay-diff",
          where: "response",
          pointer: "/response/status",
          expected: String(m.exchange.status),
          actual: String(judged.status),
          message: "the live status differs from the recorded one",
        });
      } else {
        diffResponses(m.exchange.response?.body, judged.response?.body, "/response/body", this.annotated().volatility, v);
      }
      replayer.learn(m.exchange.response?.body, judged.response?.body);
    }
    return { operation: operationId, event: { kind: "http", index: raw.index, operationId, exchange: judged, pathParams: m.params } };
  }

  /** The recorded request sent to the live build: the exchange as sent and answered, or undefined (replay-transport added). */
  private async replayHttp(m: HttpMatch, v: Violation[]): Promise<HttpExchange | undefined> {
    const { exchange } = m;
    let live;
    try {
      live = await this.options.replayer!.http(exchange, m.operation, m.params);
    } catch (e) {
      if (!(e instanceof TransportError)) throw e;
      v.push(transportViolation(e, "a response from the target"));
      return undefined;
    }
    const contentType = live.headers["content-type"];
    const side: HttpSide = { headers: live.headers, text: live.text, contentType, body: parseLiveBody(live.text, contentType, v, this.limits) };
    return {
      ...exchange,
      query: live.sent.query,
      request: { ...exchange.request, headers: live.sent.headers, body: live.sent.body, text: live.sent.text },
      status: live.status,
      response: side,
      started: live.started,
      finished: live.finished,
    };
  }

  /** The exchange of a JSON Lines line, when its messages (JSON text included) are within the limits. */
  private terminalExchange(raw: RawEntry, v: Violation[]): TerminalExchange | undefined {
    const { exchange: ex, problems } = fromLine(raw.value);
    for (const p of problems) v.push({ rule: "malformed-entry", ...p });
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

  /**
   * A JSON Lines line: the request and the reply checked against the contract: the recorded
   * reply, or with --target the live one (the only difference). Synchronous without --target.
   */
  private judgeTerminal(raw: RawEntry, v: Violation[]): Judged | Promise<Judged> {
    const ex = this.terminalExchange(raw, v);
    if (!ex) return UNKNOWN;
    return this.options.replayer
      ? this.replayTerminal(ex).then((live) => this.judgeTerminalReply(raw, ex, live, v))
      : this.judgeTerminalReply(raw, ex, undefined, v);
  }

  /**
   * The line judged with the recorded reply (`live` undefined), or with the live one (also diffed
   * with the recorded one), or without a reply when the target did not answer (replay-transport).
   */
  private judgeTerminalReply(raw: RawEntry, ex: TerminalExchange, live: LiveReply | TransportError | undefined, v: Violation[]): Judged {
    const checks = this.terminalChecks!;
    if (live instanceof TransportError) {
      const operation = checkTerminal({ ...ex, response: undefined }, checks, v);
      v.push(transportViolation(live, "a reply from the target"));
      return { operation };
    }
    // The recorded line's text serves the leak scan's pre-check; a live reply is not in it.
    const operation = live ? checkTerminal({ ...ex, response: live.reply }, checks, v) : checkTerminal(ex, checks, v, raw.text);
    if (live && ex.response) {
      diffResponses(ex.response, live.reply, "/response", this.annotated().volatility, v);
      this.options.replayer!.learn(ex.response, live.reply);
    }
    if (ex.methodId === undefined) return { operation };
    const event: SequenceEvent = live
      ? { kind: "terminal", index: raw.index, app: ex.app, methodId: ex.methodId, request: live.sent, response: live.reply }
      : { kind: "terminal", index: raw.index, app: ex.app, methodId: ex.methodId, request: ex.request, response: ex.response };
    return { operation, event };
  }

  /** The recorded request sent to the live build: its reply and the request as sent, or the transport failure. */
  private async replayTerminal(ex: TerminalExchange): Promise<LiveReply | TransportError> {
    try {
      const { reply, sent } = await this.options.replayer!.terminal(ex.app, ex.request);
      if (!isObject(reply)) throw new TransportError("the target answered JSON that is not a message object");
      return { reply, sent };
    } catch (e) {
      if (!(e instanceof TransportError)) throw e;
      return e;
    }
  }
}
