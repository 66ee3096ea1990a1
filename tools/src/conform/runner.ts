/**
 * The conformance run: readers → judge → sequence rules → reports. Each recording is read entry by
 * entry (recording/), each exchange judged by the judge (judge/: the same door the proxy, the probe
 * and the sandbox use), the sequence rules see it (judge/session.ts), and each result goes to the
 * report as soon as it is decided. A file that cannot be used at all is reported to the sink
 * (`fileUnusable`, its message names the position) and the run goes on with the next file; the
 * command decides what to print and the exit code (2).
 *
 * With --target the live answer takes the recorded one's place and is diffed with it; that is the
 * only difference. With --jobs the entries are judged on worker threads (pool.ts) and settled here
 * in recording order.
 */
import { contractAnnotations } from "../contract/index.ts";
import {
  Judge,
  shapeViolation,
  internalFault,
  Session,
  type HttpMatch,
  type Judgement,
  type ExchangeResult,
  type Summary,
  type Violation,
  type SequenceEvent,
  type MessageValidator,
  type HttpValidators,
} from "../judge/index.ts";
import { InputError } from "../errors.ts";
import { parseBody } from "../http/body.ts";
import { LIMITS, type Limits } from "../limits.ts";
import { maskPansInText } from "../mask.ts";
import type { Signer } from "../signing/x-verify.ts";
import type { RawEntry } from "../recording/entry.ts";
import { fromHarEntry, type HttpExchange, type HttpSide } from "../recording/http-exchange.ts";
import { jsonErrorText } from "../recording/json-error.ts";
import { LineTally } from "../recording/jsonl-reader.ts";
import { entries, formatOf, type RecordingFormat } from "../recording/open.ts";
import { fromLine, type TerminalExchange } from "../recording/terminal-exchange.ts";
import { isObject } from "../json.ts";
import { decodeBatch, type WorkerJudged } from "./judged-batch.ts";
import { planFiles } from "./plan.ts";
import { JudgingPool, judgedBatch, type Outcome, type TaskPool, type WorkerSetup } from "./pool.ts";
import { hmacSha256Signer } from "../signing/x-verify.ts";
import { diffResponses } from "./replay/diff.ts";
import type { Replayer } from "./replay/replayer.ts";
import { TransportError } from "./replay/transport.ts";
import { Volatility } from "./replay/volatile.ts";
import { httpView, terminalView, type ViewedResult } from "./views.ts";
import type { ReportSink } from "./report/sink.ts";

export interface RunOptions {
  sink: ReportSink;
  basePath?: string | undefined;
  signer?: Signer | undefined;
  /** Replay against a live build (--target). */
  replayer?: Replayer | undefined;
  /** Preloaded validators (tests); loaded on first use otherwise. */
  validators?: HttpValidators | undefined;
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
  /**
   * Give each result the view of its exchange as judged (views.ts: payloads decoded, path
   * parameters), for a caller that matches conditions against the exchanges (certify's plans).
   */
  views?: boolean | undefined;
}

export interface RunOutcome {
  summary: Summary;
  unusableFiles: number;
}

/** An entry judged: its result before the sequence rules and the report see it, and its event. */
export interface JudgedEntry {
  result: ExchangeResult;
  event?: SequenceEvent | undefined;
}

/**
 * A file's entries judged elsewhere (on worker threads, or by `--shard` runs read back by `merge`),
 * as this thread settles them: the sequence rules see each in order, then the report does.
 */
export interface JudgedFile {
  file: string;
  /** Its format, or why it cannot be judged at all. */
  format: RecordingFormat | InputError;
  /** Its judged entries in order; throws an InputError where the file becomes unusable (after the entries before). */
  batches: AsyncIterable<WorkerJudged[]>;
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

/** The length of the text a value was parsed from, when at hand. */
const textSize = (text: string | undefined): { chars: number } | undefined => (text === undefined ? undefined : { chars: text.length });

/** Per file: its stream of judged exchanges and the counts the limits read. */
interface FileState {
  file: string;
  format: RecordingFormat;
  session: Session;
  count: number;
  malformed: number;
}

/** A live terminal reply, and the request as sent (volatile values substituted). */
interface LiveReply {
  reply: Record<string, unknown>;
  sent: Record<string, unknown>;
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

export class Runner {
  private readonly judge: Judge;
  private volatility: Volatility | undefined;
  private readonly summary: Summary = { exchanges: 0, passed: 0, failed: 0, warnings: 0 };
  private unusable = 0;
  private readonly started = Date.now();
  private lastProgress = Date.now();
  private readonly limits: Limits;
  private pool: JudgingPool | undefined;
  /** x-verify verdicts taken from the recording (carried at record time) so far: the summary's xVerifyFromRecording. */
  private carried = 0;
  private readonly emit = (r: ExchangeResult): void | Promise<void> => {
    for (const v of r.violations) if (v.level === "warning") this.summary.warnings++;
    this.summary.exchanges++;
    if (r.ok) this.summary.passed++;
    else this.summary.failed++;
    return this.options.sink.result(r);
  };

  constructor(private readonly options: RunOptions) {
    this.limits = { ...LIMITS, ...options.limits };
    this.judge = new Judge({
      signer: options.signer,
      basePath: options.basePath || undefined,
      limits: options.limits,
      validators: options.validators,
      messages: options.messages,
      noteCarried: () => {
        this.carried++;
      },
    });
  }

  /** Replay's volatile fields: the contract's, read once. */
  private volatile(): Volatility {
    this.volatility ??= new Volatility(contractAnnotations().volatile);
    return this.volatility;
  }

  async runFiles(files: string[]): Promise<RunOutcome> {
    const pool = this.poolFor();
    if (pool) return this.settleFiles(this.pooled(files, pool));
    try {
      for (const file of files) await this.runFile(file);
    } finally {
      await this.close();
    }
    return this.end();
  }

  /** Files judged elsewhere, settled here in order (the pool's workers, or merge's shard parts); then the report's end. */
  async settleFiles(files: AsyncIterable<JudgedFile>): Promise<RunOutcome> {
    try {
      for await (const f of files) await this.settleFile(f);
    } finally {
      await this.close();
    }
    return this.end();
  }

  private async end(): Promise<RunOutcome> {
    if (this.carried) this.summary.xVerifyFromRecording = this.carried;
    await this.options.sink.end(this.summary);
    return { summary: this.summary, unusableFiles: this.unusable };
  }

  /**
   * The files judged on the pool's workers by byte ranges (plan.ts), each file's outcomes taken in
   * order from the one stream of all of them; a file given up (unusable) has its other ranges dropped.
   */
  private async *pooled(files: string[], pool: TaskPool): AsyncGenerator<JudgedFile> {
    const plan = await planFiles(files, { workers: this.options.jobs!.count, wholeFileLimit: this.options.wholeFileLimit });
    const outcomes = pool.run(plan.flatMap((p) => p.tasks));
    try {
      for (const p of plan) {
        let left = p.tasks.length;
        const take = async (): Promise<Outcome> => {
          left--;
          const o = await outcomes.next();
          if (o.done) throw new Error("the pool ended before the tasks did");
          return o.value;
        };
        async function* batches(): AsyncGenerator<WorkerJudged[]> {
          while (left > 0) {
            const o = await take();
            for (const b of o.batches ?? []) yield decodeBatch(judgedBatch(b), p.file);
            if (o.problem) throw o.problem;
          }
        }
        yield { file: p.file, format: p.error ?? p.format!, batches: batches() };
        // What of the file was not taken (it became unusable): dropped, its outcomes passed over.
        if (left > 0) pool.skipFile(p.index);
        while (left > 0) await take();
      }
    } finally {
      await outcomes.return(undefined);
    }
  }

  /** One file judged elsewhere: its entries settled in order, then its end (as runFile). */
  private settleFile(f: JudgedFile): Promise<void> {
    return this.inFile(f.file, async (state) => {
      if (f.format instanceof InputError) throw f.format;
      state.format = f.format;
      const lines = new LineTally();
      for await (const judged of f.batches) {
        for (const j of judged) {
          this.carried += j.carried;
          lines.add(j.parsed, j.problem);
          const settled = this.settleEntry(state, j.result, j.event);
          if (settled) await settled;
        }
      }
      const none = state.format === "jsonl" ? lines.noJsonLine(f.file) : undefined;
      if (none) throw none;
    });
  }

  /**
   * A file's frame, wherever its entries are judged: its start, its entries (`entries`, which settles
   * them into the state), a file without exchanges refused, its sequences finished, and its end; an
   * InputError makes the file unusable (reported, its sequences abandoned) and the run goes on.
   */
  private async inFile(file: string, entries: (state: FileState) => Promise<void>): Promise<void> {
    const sink = this.options.sink;
    sink.fileStart(file);
    const state: FileState = { file, format: "har", session: new Session(file, this.emit, this.limits), count: 0, malformed: 0 };
    try {
      await entries(state);
      if (state.count === 0) throw new InputError(`conform: ${file}: no exchanges in it (entry 0 / line 1); record some traffic first`);
      await state.session.finish();
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      this.unusable++;
      sink.fileUnusable(file, e.message);
      await state.session.abandon();
    }
    await sink.fileEnd(file);
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

  private runFile(file: string): Promise<void> {
    return this.inFile(file, async (state) => {
      const format = await formatOf(file);
      state.format = format;
      await this.ready(format);
      this.options.replayer?.newRecording(this.volatile());
      // Which redacted credentials the recording shows accepted, before any is replayed (replay/redacted.ts).
      if (format === "har") await this.options.replayer?.prepare(file);
      const read = { wholeFileLimit: this.options.wholeFileLimit, entryChars: this.limits.entryChars };
      for await (const batch of entries(file, format, read)) {
        for (const raw of batch) {
          let judged = this.judgeEntry(raw, format, file);
          if (judged instanceof Promise) judged = await judged; // with --target only
          const settled = this.settleEntry(state, judged.result, judged.event);
          if (settled) await settled;
        }
      }
    });
  }

  /** The worker pool (--jobs 2 or more), or undefined to judge entry by entry on this thread. */
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
    const p = state.session.settle(result, event);
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

  /** Get ready to judge entries of this format (the validators loaded once). */
  async ready(format: RecordingFormat): Promise<void> {
    await this.judge.ready(format === "har" ? "http" : "terminal");
  }

  /** One entry judged on its own: its result (not yet settled) and the event the sequence rules see. Synchronous without --target. */
  judgeEntry(raw: RawEntry, format: RecordingFormat, file: string): JudgedEntry | Promise<JudgedEntry> {
    const result: ViewedResult = { file, index: raw.index, operation: "unknown", ok: true, violations: [] };
    const v = result.violations;
    if (raw.value === undefined) {
      v.push(malformedEntry(raw, format));
      return { result };
    }
    const what = format === "har" ? `entry ${raw.index}` : `line ${raw.index + 1}`;
    const beyond = shapeViolation(raw.value, this.limits, "request", "", what, raw.measured ?? textSize(raw.text));
    if (beyond) {
      v.push(beyond);
      return { result };
    }
    const done = (j: Judgement | undefined): JudgedEntry => {
      if (!j) return { result };
      result.operation = j.operation;
      return { result, event: j.event };
    };
    const fault = (e: unknown): JudgedEntry => {
      if (e instanceof InputError) throw e;
      // A fault of this toolkit on one entry: reported on that entry, and the run goes on.
      v.push(internalFault(e));
      return { result };
    };
    try {
      const judged = format === "har" ? this.judgeHar(raw, result) : this.judgeLine(raw, result);
      return judged instanceof Promise ? judged.then(done, fault) : done(judged);
    } catch (e) {
      return fault(e);
    }
  }

  /**
   * A HAR entry: the request judged, then the response: the recorded one, or with --target the live
   * one (the only difference). Synchronous without --target.
   */
  private judgeHar(raw: RawEntry, result: ViewedResult): Judgement | Promise<Judgement> | undefined {
    const v = result.violations;
    const { exchange, problems } = fromHarEntry(raw.value, this.limits);
    if (!exchange) {
      for (const p of problems) v.push({ rule: "malformed-entry", ...p });
      return undefined;
    }
    if (!this.options.replayer) {
      const j = this.judge.http(exchange, raw.index, problems, v);
      if (this.options.views) result.view = httpView(exchange, j.http);
      return j;
    }
    for (const p of problems) v.push({ rule: "malformed-entry", ...p });
    const m = this.judge.request(exchange, v, problems);
    if (!m) return undefined;
    return this.replayHttp(m, v).then((live) => this.judgeLive(raw, m, live, v));
  }

  /** The live answer of a replayed request judged and diffed with the recorded one. */
  private judgeLive(raw: RawEntry, m: HttpMatch, live: HttpExchange | undefined, v: Violation[]): Judgement {
    const operation = m.operation.operationId;
    if (!live) return { operation, violations: v };
    this.judge.response(m, live, v);
    const recorded = m.exchange;
    if (!m.responseProblem && recorded.status) {
      if (recorded.status !== live.status) {
        v.push({
          rule: "replay-diff",
          where: "response",
          pointer: "/response/status",
          expected: String(recorded.status),
          actual: String(live.status),
          message: "the live status differs from the recorded one",
        });
      } else {
        diffResponses(recorded.response?.body, live.response?.body, "/response/body", this.volatile(), v);
      }
      this.options.replayer!.learn(recorded.response?.body, live.response?.body);
    }
    return { operation, violations: v, event: this.judge.httpEvent(m, live, raw.index) };
  }

  /** The recorded request sent to the live build: the exchange as sent and answered, or undefined (replay-transport added). */
  private async replayHttp(m: HttpMatch, v: Violation[]): Promise<HttpExchange | undefined> {
    const { exchange } = m;
    let live;
    try {
      live = await this.options.replayer!.http(exchange, m);
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
   * A JSON Lines line: the request and the reply checked against the contract: the recorded reply,
   * or with --target the live one (the only difference). Synchronous without --target.
   */
  private judgeLine(raw: RawEntry, result: ViewedResult): Judgement | Promise<Judgement> | undefined {
    const v = result.violations;
    const ex = this.terminalExchange(raw, v);
    if (!ex) return undefined;
    if (this.options.views) result.view = terminalView(ex);
    if (!this.options.replayer) return this.judge.terminal(ex, raw.index, v, raw.text);
    return this.replayTerminal(ex).then((live) => {
      if (live instanceof TransportError) {
        const j = this.judge.terminal({ ...ex, response: undefined }, raw.index, v);
        v.push(transportViolation(live, "a reply from the target"));
        return { operation: j.operation, violations: v };
      }
      const j = this.judge.terminal({ ...ex, response: live.reply }, raw.index, v);
      if (ex.response) {
        diffResponses(ex.response, live.reply, "/response", this.volatile(), v);
        this.options.replayer!.learn(ex.response, live.reply);
      }
      // The rules see the request as it was sent (volatile values substituted).
      return j.event?.kind === "terminal" ? { ...j, event: { ...j.event, request: live.sent } } : j;
    });
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

/** The report sink of a thread that reports nothing itself. */
const silent = {} as ReportSink;

/** A runner that judges entries on a thread that reports nothing (a --jobs worker, a --shard run): set up as the run that started it. */
export function judgeOnThread(setup: WorkerSetup): Runner {
  return new Runner({
    sink: silent,
    basePath: setup.basePath,
    signer: setup.secret === undefined ? undefined : hmacSha256Signer(setup.secret),
    limits: setup.limits,
    views: setup.views,
    wholeFileLimit: setup.wholeFileLimit,
  });
}
