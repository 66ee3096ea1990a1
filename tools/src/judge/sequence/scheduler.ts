/**
 * The sequence rules of one recording, and the results they hold back. Each exchange's event is
 * shown to every rule in turn; a rule may add violations to that exchange, hold its result (an
 * obligation is open: an asynchronous sale waiting for its Get Status) or release one held
 * earlier with the violations it now knows of. A result not held is emitted at once; a released
 * one is emitted when released, in the order of the releases.
 *
 *   const scheduler = new SequenceScheduler(SEQUENCE_RULES, emit);   // one per recording
 *   scheduler.observe(event, result.violations);                     // per exchange, then
 *   await scheduler.settle(result);                                  // hold or emit; drain releases
 *   await scheduler.finish();                                        // end of the recording
 *   await scheduler.abandon();                                       // or: the file is unusable
 */
import type { ExchangeResult, Violation } from "../model.ts";
import type { SequenceEvent, SequenceRule, SequenceSink, SequenceState } from "./types.ts";

export type Emit = (result: ExchangeResult) => void | Promise<void>;

export class SequenceScheduler {
  private readonly states: SequenceState[];
  private readonly held = new Map<number, ExchangeResult>();
  private readonly releases: Array<[number, Violation[]]> = [];
  /** The violations of the exchange being observed. */
  private current: Violation[] = [];
  /** A rule asked to hold the exchange being observed. */
  private holding = false;
  private readonly sink: SequenceSink = {
    add: (v) => void this.current.push(v),
    hold: () => void (this.holding = true),
    release: (index, violations) => void this.releases.push([index, violations]),
  };

  constructor(
    rules: readonly SequenceRule[],
    private readonly emit: Emit,
  ) {
    this.states = rules.map((r) => r.start());
  }

  /** Show the rules one exchange; what they find goes into `violations` (its result's). */
  observe(event: SequenceEvent, violations: Violation[]): void {
    this.current = violations;
    for (const s of this.states) s.observe(event, this.sink);
  }

  /**
   * The exchange's result is decided: held when a rule asked (while observing it), emitted
   * otherwise; then the releases are emitted. A promise only when output must drain first.
   */
  settle(result: ExchangeResult): void | Promise<void> {
    const hold = this.holding;
    this.holding = false;
    this.current = [];
    let pending: Promise<void> | void | undefined;
    if (hold) this.held.set(result.index, result);
    else pending = this.emit(result);
    if (this.releases.length === 0) return pending;
    return pending ? pending.then(() => this.drain()) : this.drain();
  }

  /** `observe` then `settle`, for an exchange with an event (without one: `settle` alone). */
  exchange(result: ExchangeResult, event: SequenceEvent | undefined): void | Promise<void> {
    if (event) this.observe(event, result.violations);
    return this.settle(result);
  }

  /** End of the recording: the rules release what they still hold, and it is emitted. */
  async finish(): Promise<void> {
    this.current = [];
    for (const s of this.states) s.finish(this.sink);
    await this.drain();
  }

  /**
   * The recording cannot be read on: the results still held are emitted as they stand (what the
   * rest of the recording would have said is unknown), in recording order.
   */
  async abandon(): Promise<void> {
    this.releases.length = 0;
    const held = [...this.held.values()].sort((a, b) => a.index - b.index);
    this.held.clear();
    for (const r of held) {
      const p = this.emit(r);
      if (p) await p;
    }
  }

  private async drain(): Promise<void> {
    while (this.releases.length) {
      const [index, violations] = this.releases.shift()!;
      const r = this.held.get(index);
      if (!r) continue;
      this.held.delete(index);
      r.violations.push(...violations);
      const p = this.emit(r);
      if (p) await p;
    }
  }
}
