/**
 * A stream of judged exchanges: one recording, one proxy session, one probe sequence. Each
 * exchange's judgement is shown to the sequence rules (which span exchanges), then its result is
 * settled: emitted at once, or held by a rule until it knows (an asynchronous sale waiting for its
 * Get Status) and emitted when released. Results are emitted with their levels filled in and their
 * findings bounded (tools/src/limits.ts).
 *
 *   const session = new Session(judge, "session.har", (r) => sink.result(r));
 *   await session.add(judge.http(exchange, index), index);
 *   await session.finish();
 */
import { InputError } from "../errors.ts";
import { boundFindings, type Limits } from "../limits.ts";
import { maskPansInText } from "../mask.ts";
import { maskFinding } from "../secrets.ts";
import type { Judgement } from "./judge.ts";
import { withLevels, type ExchangeResult, type Violation } from "./model.ts";
import { SEQUENCE_RULES } from "./sequence/index.ts";
import { type Emit, SequenceScheduler } from "./sequence/scheduler.ts";
import type { SequenceEvent } from "./sequence/types.ts";

/** An unexpected fault while judging one exchange, as a finding of that exchange (one line, no stack). */
export function internalFault(e: unknown): Violation {
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

/**
 * A result as it is reported: findings masked as every printed line is (secrets.ts `maskFinding`:
 * credentials by name and shape, encoded secrets, card numbers), bounded, levels filled in, `ok`
 * when no error is left. Every product prints its findings from here.
 */
export function finalize(r: ExchangeResult, limits: Limits): { warnings: number; errors: number } {
  r.violations = r.violations.map(maskFinding);
  boundFindings(r, limits);
  const levels = withLevels(r.violations);
  r.ok = levels.errors === 0;
  return levels;
}

export class Session {
  private readonly scheduler: SequenceScheduler;
  private next = 0;

  /** `emit`: each result once it is settled (finalized already). */
  constructor(
    readonly file: string,
    emit: Emit,
    private readonly limits: Limits,
  ) {
    this.scheduler = new SequenceScheduler(SEQUENCE_RULES, (r) => {
      finalize(r, this.limits);
      return emit(r);
    });
  }

  /** The index the next exchange gets when none is given (0, 1, 2...). */
  nextIndex(): number {
    return this.next++;
  }

  /**
   * One exchange's result into the stream: the sequence rules see its event (a fault of theirs is
   * that exchange's finding, and the stream goes on), then it is settled. A promise only when the
   * output must drain first.
   */
  settle(result: ExchangeResult, event: SequenceEvent | undefined): void | Promise<void> {
    if (event) {
      try {
        this.scheduler.observe(event, result.violations);
      } catch (e) {
        if (e instanceof InputError) throw e;
        result.violations.push(internalFault(e));
      }
    }
    return this.scheduler.settle(result);
  }

  /** A judgement as a result of this stream, settled. */
  add(judgement: Judgement, index: number): { result: ExchangeResult; settled: void | Promise<void> } {
    const result: ExchangeResult = { file: this.file, index, operation: judgement.operation, ok: true, violations: judgement.violations };
    return { result, settled: this.settle(result, judgement.event) };
  }

  /** End of the stream: the rules release what they hold. */
  finish(): Promise<void> {
    return this.scheduler.finish();
  }

  /** The stream cannot go on (its file is unusable): what is held is emitted as it stands. */
  abandon(): Promise<void> {
    return this.scheduler.abandon();
  }
}
