/**
 * One byte range of a recording as a thread works on it (`--jobs` workers, worker.ts; a `--shard`
 * run on one thread, pool.ts InlinePool): pass 1 finds the range's entries in its bytes
 * (recording/ranges.ts scanRange) and answers with a summary; once the ordering thread has checked
 * where the range starts and given it its base, pass 2 reads, parses and judges those entries
 * exactly as the single-threaded runner does (the same Runner.judgeEntry) and answers with the
 * batch in columns (judged-batch.ts). A range held between the passes keeps its bytes.
 */
import { InputError } from "../errors.ts";
import type { ExchangeResult, SequenceEvent } from "../judge/index.ts";
import { LIMITS, type Limits } from "../limits.ts";
import type { RawEntry } from "../recording/entry.ts";
import { readHar } from "../recording/har-reader.ts";
import type { RecordingFormat } from "../recording/open.ts";
import { END, FileReader, type RangeBase, type RangeScan, rangeEntries, type ScanSummary, scanRange, summary } from "../recording/ranges.ts";
import { BatchBuilder, type JudgedBatch, type WorkerJudged } from "./judged-batch.ts";

/** What a worker needs to judge as the runner that started it does. */
export interface WorkerSetup {
  basePath?: string | undefined;
  /** The merchant secret (hex) for x-verify; the default signer is made from it in the worker. */
  secret?: string | undefined;
  limits?: Partial<Limits> | undefined;
  /** Give each result the view of its exchange (RunOptions `views`). */
  views?: boolean | undefined;
  /** HAR files up to this size are read whole (RunOptions `wholeFileLimit`). */
  wholeFileLimit?: number | undefined;
}

/**
 * A piece of work: bytes [from, to) of a file. `judge`: its entries are judged; `count`: only
 * counted (bytes before a shard's own, so that its entries get their numbers); `whole`: a HAR file
 * small enough to be read whole (as the single-threaded reader does), judged in one piece.
 */
export interface Task {
  id: number;
  /** The file's place in the run, and the range's among the file's ranges. */
  fileIndex: number;
  k: number;
  file: string;
  format: RecordingFormat;
  size: number;
  from: number;
  to: number;
  kind: "judge" | "count" | "whole";
}

/** Pass 2's answer: the batches (judge and whole tasks), and the problem that ends the file in this range. */
export interface TaskResult {
  batches?: JudgedBatch[] | undefined;
  /** An exit-2 message (the file is unusable from here), after the batch's entries. */
  problem?: string | undefined;
}

/** Entries per batch in columns: enough to make a batch's cost small beside the judging, few enough that they die young. */
const BATCH = 256;

/** What judges one entry on a task's thread: the runner's own judgeEntry (runner.ts judgeOnThread). */
export interface EntryJudge {
  ready(format: RecordingFormat): Promise<void>;
  judgeEntry(raw: RawEntry, format: RecordingFormat, file: string): { result: ExchangeResult; event?: SequenceEvent | undefined } | Promise<unknown>;
  /** x-verify verdicts taken from the recording since the last call. */
  takeCarried(): number;
}

/** The summary of a whole-file task: one piece, nothing to put in order. */
const WHOLE: ScanSummary = { start: 0, next: END, count: 0, newlines: 0, failed: false };

/** A thread's tasks, between their two passes. */
export class TaskRunner {
  private readonly entryChars: number;
  private readonly held = new Map<number, { task: Task; reader: FileReader; scan?: RangeScan; error?: InputError }>();
  /** The batch being built (one task is judged at a time on a thread). */
  private readonly batch = new BatchBuilder(BATCH);

  constructor(
    private readonly runner: EntryJudge,
    private readonly setup: WorkerSetup,
  ) {
    this.entryChars = { ...LIMITS, ...setup.limits }.entryChars;
  }

  /** Pass 1 (`start`: where the range starts, when the ordering thread knows it). A counting task is done with it unless told to start again. */
  scan(task: Task, start?: number): ScanSummary {
    if (task.kind === "whole") {
      this.held.set(task.id, { task, reader: new FileReader(task.file, task.size) });
      return WHOLE;
    }
    const reader = this.held.get(task.id)?.reader ?? new FileReader(task.file, task.size);
    let scan: RangeScan;
    try {
      scan = scanRange(reader, task, this.entryChars, start);
    } catch (e) {
      if (!(e instanceof InputError)) {
        reader.close();
        this.held.delete(task.id);
        throw e;
      }
      // The file could not be read here: the range fails, and says why when it is judged.
      this.held.set(task.id, { task, reader, error: e });
      return { start: null, next: END, count: 0, newlines: 0, failed: true };
    }
    if (task.kind === "count") {
      scan.bytes.clear();
      scan.spans.clear();
    }
    this.held.set(task.id, { task, reader, scan });
    return summary(scan);
  }

  /**
   * Pass 2, once the range's base is known (`restart`: the range took its first entry to start in
   * the wrong place; it is scanned again from there first, and `rescanned` is called with the new
   * summary before it is judged). `emit`: each batch as soon as it is full (a worker sends it at
   * once); without it, the batches come with the result.
   */
  async judge(
    id: number,
    base: RangeBase,
    restart: number | undefined,
    rescanned: (s: ScanSummary) => void,
    emit?: (b: JudgedBatch) => void,
  ): Promise<TaskResult> {
    const held = this.held.get(id);
    if (!held) throw new Error(`no task ${id} on this thread`);
    try {
      if (restart !== undefined) rescanned(this.scan(held.task, restart));
      const { task, reader } = held;
      const error = this.held.get(id)!.error;
      if (error) return { problem: error.message };
      if (task.kind === "count") return {};
      await this.runner.ready(task.format);
      const batches: JudgedBatch[] = [];
      const out = emit ?? ((b: JudgedBatch) => batches.push(b));
      if (task.kind === "whole") {
        try {
          for await (const entries of readHar(task.file, { wholeFileLimit: this.setup.wholeFileLimit, entryChars: this.entryChars }))
            this.judged(entries, task, out);
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
          this.flush(out);
          return { batches, problem: e.message };
        }
        this.flush(out);
        return { batches };
      }
      const { entries, problem } = rangeEntries(reader, this.held.get(id)!.scan!, base, this.entryChars);
      this.judged(entries, task, out);
      this.flush(out);
      return { batches, problem: problem()?.message };
    } finally {
      this.drop(id);
    }
  }

  /** Forget a task (its file became unusable before it). */
  drop(id: number): void {
    this.held.get(id)?.reader.close();
    this.held.delete(id);
  }

  /**
   * Entries judged into the batch being built, each judged entry going into its columns at once (its
   * event cut), and the batch handed to `out` when it is full: the judged exchanges, their whole events
   * and the batches die young.
   */
  private judged(entries: Iterable<RawEntry>, task: Task, out: (b: JudgedBatch) => void): void {
    for (const raw of entries) {
      const j = this.runner.judgeEntry(raw, task.format, task.file);
      if (j instanceof Promise) throw new Error("a worker judges recorded exchanges only (no --target)");
      const { result, event } = j as { result: WorkerJudged["result"]; event?: WorkerJudged["event"] };
      this.batch.add({ result, event, parsed: raw.value !== undefined, problem: raw.problem, carried: this.runner.takeCarried() });
      if (this.batch.length >= BATCH) out(this.batch.take());
    }
  }

  /** The batch begun, if any, handed on (the task's last). */
  private flush(out: (b: JudgedBatch) => void): void {
    if (this.batch.length) out(this.batch.take());
  }
}
