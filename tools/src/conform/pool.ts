/**
 * Judging by byte ranges (`--jobs N`, `--shard I/N`). The recording's files are cut into ranges
 * (plan.ts); each range is a task (task.ts) that a worker thread works on from its own bytes: it
 * finds its entries (pass 1) and answers with a few numbers; this thread puts the ranges of each
 * file in order (recording/ranges.ts RangeChain: a HAR range's guess of where its first entry
 * starts is checked against the range before it, and a wrong one is scanned again from the right
 * place) and gives each range its base, the index and line its first entry has in the file; the
 * worker then reads, parses and judges its entries (pass 2) and answers with a batch in columns
 * (judged-batch.ts) holding only what the sequence rules read of each event. Outcomes are handed
 * on in recording order, so that the sequence rules run on this thread in that order and every
 * report is byte-identical to one thread's (tests compare them).
 *
 * This thread reads no recording byte: what it does per exchange is rebuild the result and event
 * from the columns, settle it (the sequence rules) and report it.
 *
 * Scans go first on a worker (a range waiting for its base holds no one up); each worker holds a
 * few tasks at a time, and no more than a few per worker are done ahead of the one handed on next,
 * so memory stays flat however long the recording.
 */
import { Worker } from "node:worker_threads";
import { InputError } from "../errors.ts";
import { RangeChain, type ScanSummary } from "../recording/ranges.ts";
import { siblingScript } from "../recording/worker-pool.ts";
import { fromWire, type JudgedBatch, type WireBatch } from "./judged-batch.ts";
import type { Task, TaskResult, TaskRunner, WorkerSetup } from "./task.ts";

export type { Task, WorkerSetup } from "./task.ts";

/** A task's outcome, in recording order. */
export interface Outcome {
  task: Task;
  /** Its judged entries in batches: as a worker sent them (kept so until used: a text and a buffer cost the collector nothing) or built here. */
  batches?: Array<JudgedBatch | WireBatch> | undefined;
  /** The file is unusable from here (an exit-2 message), after the batch's entries. */
  problem?: InputError | undefined;
  /** The task was not judged: its file became unusable before it. */
  skipped?: boolean;
  /** Where its entries lie: the first one's offset and index, how many, and where the next range's first one starts (merge checks that parts follow on). */
  range?: { start: number | null; index: number; count: number; next: number } | undefined;
}

/** Messages to a worker. */
export type ToWorker =
  | { type: "task"; task: Task }
  | { type: "go"; id: number; base: { index: number; line: number }; restart?: number | undefined }
  | { type: "drop"; id: number };

/** Messages from a worker. */
export type FromWorker =
  | { type: "scanned"; id: number; summary: ScanSummary }
  | { type: "rescanned"; id: number; summary: ScanSummary }
  | { type: "batch"; id: number; batch: WireBatch }
  | { type: "done"; id: number; result: TaskResult }
  | { type: "fault"; id: number; message: string };

/** Tasks a worker holds at a time (assigned and not done): one being judged, the next ones scanned ahead. */
const HELD_PER_WORKER = 3;
/**
 * A worker's young generation, MB: as large as the one conform starts this thread with
 * (cli/heap.ts: 16 MB semi-spaces, of which V8 keeps three), so entries die young there too. Heap
 * flags are per process (a worker refuses them), so it is set here.
 */
const WORKER_YOUNG_MB = 48;

/** Where the outcomes come from: worker threads, or this thread (a --shard run with --jobs 1). */
export interface TaskPool {
  /** The outcomes of `tasks`, in their order. */
  run(tasks: Task[]): AsyncGenerator<Outcome>;
  /** Nothing more of this file is wanted (it became unusable): its tasks not yet judged are dropped. */
  skipFile(fileIndex: number): void;
  close(): Promise<void>;
}

interface Slot {
  task: Task;
  base?: { index: number; line: number } | undefined;
  summary?: ScanSummary | undefined;
  /** The batches judged so far (a worker sends each as soon as it is full). */
  batches: WireBatch[];
  worker?: WorkerHandle | undefined;
  outcome?: Outcome | undefined;
  wake?: (() => void) | undefined;
}

interface WorkerHandle {
  worker: Worker;
  held: number;
}

export class JudgingPool implements TaskPool {
  private readonly workers: WorkerHandle[];
  private slots = new Map<number, Slot>();
  private chains = new Map<number, RangeChain>();
  /** The file's tasks by range (k). */
  private byFile = new Map<number, Task[]>();
  private skipped = new Set<number>();
  private queue: Task[] = [];
  private nextToAssign = 0;
  /** The position in `queue` of the next outcome handed on (tasks further ahead are not assigned). */
  private consumed = 0;
  private failure: Error | undefined;

  constructor(count: number, setup: WorkerSetup) {
    const script = siblingScript(import.meta.url, "./worker");
    // From the sources the worker needs the same TypeScript loader as this thread.
    const execArgv = script.pathname.endsWith(".ts") ? ["--import", "tsx"] : [];
    this.workers = Array.from({ length: count }, () => {
      const handle: WorkerHandle = {
        worker: new Worker(script, { workerData: setup, execArgv, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB } }),
        held: 0,
      };
      handle.worker.on("message", (m: FromWorker) => this.onMessage(handle, m));
      const fail = (e: Error): void => this.fail(handle, e);
      handle.worker.on("error", fail);
      handle.worker.on("messageerror", fail);
      handle.worker.on("exit", (code) => fail(new Error(`a worker thread stopped (exit code ${code})`)));
      return handle;
    });
  }

  async *run(tasks: Task[]): AsyncGenerator<Outcome> {
    this.queue = tasks;
    for (const t of tasks) {
      if (t.kind === "whole") continue;
      const list = this.byFile.get(t.fileIndex) ?? [];
      list.push(t);
      this.byFile.set(t.fileIndex, list);
    }
    for (const [f, list] of this.byFile) this.chains.set(f, new RangeChain(list.length));
    this.assign();
    for (let i = 0; i < tasks.length; i++) {
      const slot = this.slotOf(tasks[i]!);
      while (!slot.outcome) {
        if (this.failure) throw this.failure;
        await new Promise<void>((wake) => (slot.wake = wake));
      }
      this.slots.delete(slot.task.id);
      this.consumed = i + 1;
      this.assign();
      yield slot.outcome!;
    }
  }

  skipFile(fileIndex: number): void {
    this.skipped.add(fileIndex);
    for (const slot of this.slots.values()) {
      if (slot.task.fileIndex !== fileIndex || slot.outcome) continue;
      // Judged already or being judged: its outcome comes and is passed over. Waiting for its base: dropped.
      if (slot.worker && !this.started.has(slot.task.id)) this.finish(slot, { task: slot.task, skipped: true }, { type: "drop", id: slot.task.id });
    }
  }

  async close(): Promise<void> {
    for (const w of this.workers) w.worker.removeAllListeners("exit");
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }

  /** Tasks told to go (being judged). */
  private readonly started = new Set<number>();

  private slotOf(task: Task): Slot {
    let slot = this.slots.get(task.id);
    if (!slot) {
      slot = { task, batches: [] };
      this.slots.set(task.id, slot);
    }
    return slot;
  }

  /** Give tasks to the workers with room, in order, no further ahead than the window. */
  private assign(): void {
    const window = this.workers.length * (HELD_PER_WORKER + 1);
    while (this.nextToAssign < this.queue.length && this.nextToAssign < this.consumed + window) {
      if (this.failure) return;
      const task = this.queue[this.nextToAssign]!;
      const slot = this.slotOf(task);
      if (slot.outcome) {
        this.nextToAssign++; // decided already (its file became unusable before it)
        continue;
      }
      if (this.skipped.has(task.fileIndex)) {
        this.nextToAssign++;
        this.resolve(slot, { task, skipped: true });
        continue;
      }
      let w = this.workers[0]!;
      for (const x of this.workers) if (x.held < w.held) w = x;
      if (w.held >= HELD_PER_WORKER) return;
      this.nextToAssign++;
      w.held++;
      slot.worker = w;
      this.post(w, { type: "task", task });
    }
  }

  private post(w: WorkerHandle, m: ToWorker): void {
    w.worker.postMessage(m);
  }

  private onMessage(w: WorkerHandle, m: FromWorker): void {
    const slot = this.slots.get(m.id);
    if (!slot) return;
    switch (m.type) {
      case "scanned":
      case "rescanned":
        slot.summary = m.summary;
        if (slot.task.kind === "whole") this.go(slot, { index: 0, line: 1 });
        else {
          this.chains.get(slot.task.fileIndex)!.scanned(slot.task.k, m.summary);
          this.decide(slot.task.fileIndex);
        }
        break;
      case "batch":
        slot.batches.push(m.batch);
        break;
      case "done":
        this.finish(slot, outcomeOf(slot.task, { ...m.result, batches: [...slot.batches, ...(m.result.batches ?? [])] }, slot.summary, slot.base));
        break;
      case "fault":
        this.fail(w, new Error(m.message));
        break;
    }
  }

  /** Act on what the file's chain can decide now. */
  private decide(fileIndex: number): void {
    const tasks = this.byFile.get(fileIndex)!;
    for (const d of this.chains.get(fileIndex)!.decide()) {
      const slot = this.slotOf(tasks[d.k]!);
      if (slot.outcome) continue;
      if ("dead" in d || this.skipped.has(fileIndex)) {
        if (slot.worker) this.finish(slot, { task: slot.task, skipped: true }, { type: "drop", id: slot.task.id });
        else this.resolve(slot, { task: slot.task, skipped: true });
        continue;
      }
      this.go(slot, d.base, d.restart);
    }
  }

  private go(slot: Slot, base: { index: number; line: number }, restart?: number | undefined): void {
    slot.base = base;
    this.started.add(slot.task.id);
    this.post(slot.worker!, { type: "go", id: slot.task.id, base, restart });
  }

  /** The task is over on its worker (`last`: the message that tells the worker so, when it does not know). */
  private finish(slot: Slot, outcome: Outcome | undefined, last?: ToWorker): void {
    if (slot.worker) {
      if (last) this.post(slot.worker, last);
      slot.worker.held--;
      slot.worker = undefined;
    }
    this.started.delete(slot.task.id);
    if (outcome) this.resolve(slot, outcome);
    else slot.wake?.();
    this.assign();
  }

  private resolve(slot: Slot, outcome: Outcome): void {
    slot.outcome = outcome;
    slot.wake?.();
  }

  /** A worker failed (a fault of this toolkit, or the thread stopped): the run stops at the first outcome not in hand. */
  private fail(_w: WorkerHandle, e: Error): void {
    this.failure ??= e;
    for (const slot of this.slots.values()) if (!slot.outcome) slot.wake?.();
  }
}

/**
 * The same on this thread, one task after the other (`--shard` with `--jobs 1`): each range is
 * scanned from where the range before it says its first entry starts, so nothing is guessed.
 */
export class InlinePool implements TaskPool {
  private readonly skipped = new Set<number>();

  constructor(private readonly runner: TaskRunner) {}

  async *run(tasks: Task[]): AsyncGenerator<Outcome> {
    const ranges = new Map<number, number>();
    for (const t of tasks) if (t.kind !== "whole") ranges.set(t.fileIndex, (ranges.get(t.fileIndex) ?? 0) + 1);
    const chains = new Map<number, { chain: RangeChain; next: number | undefined }>();
    for (const task of tasks) {
      if (this.skipped.has(task.fileIndex)) {
        yield { task, skipped: true };
        continue;
      }
      if (task.kind === "whole") {
        const s = this.runner.scan(task);
        const base = { index: 0, line: 1 };
        yield outcomeOf(task, await this.runner.judge(task.id, base, undefined, () => {}), s, base);
        continue;
      }
      if (task.k === 0) chains.set(task.fileIndex, { chain: new RangeChain(ranges.get(task.fileIndex)!), next: undefined });
      const c = chains.get(task.fileIndex)!;
      const s = this.runner.scan(task, task.k === 0 ? undefined : c.next);
      c.chain.scanned(task.k, s);
      c.next = s.next;
      const [d] = c.chain.decide();
      if (!d || "dead" in d) {
        this.runner.drop(task.id);
        yield { task, skipped: true };
        continue;
      }
      yield outcomeOf(task, await this.runner.judge(task.id, d.base, undefined, () => {}), s, d.base);
    }
  }

  skipFile(fileIndex: number): void {
    this.skipped.add(fileIndex);
  }

  async close(): Promise<void> {}
}

/** A batch of an outcome, as the columns decodeBatch reads. */
export function judgedBatch(b: JudgedBatch | WireBatch): JudgedBatch {
  return "text" in b ? fromWire(b) : b;
}

function outcomeOf(
  task: Task,
  r: Omit<TaskResult, "batches"> & { batches?: Array<JudgedBatch | WireBatch> | undefined },
  s: ScanSummary | undefined,
  base: { index: number } | undefined,
): Outcome {
  return {
    task,
    batches: r.batches,
    problem: r.problem === undefined ? undefined : new InputError(r.problem),
    range:
      s && base
        ? { start: s.start, index: base.index, count: task.kind === "whole" ? (r.batches ?? []).reduce((n, b) => n + b.count, 0) : s.count, next: s.next }
        : undefined,
  };
}
