/**
 * Judging on worker threads (`--jobs N`). The reading thread cuts a recording into entries (their
 * text, unparsed) and hands them in chunks to N workers round robin; each worker parses and judges
 * its entries exactly as the single-threaded runner does (the same Runner.judgeEntry) and sends the
 * results back. They are taken back in recording order, so the sequence rules, which span entries,
 * run afterwards on this thread in that order, and every report is byte-identical to a run with
 * --jobs 1 (a test checks it). A reader error is raised only after the results of the entries before
 * it, as a single-threaded run reports them.
 */
import { Worker } from "node:worker_threads";
import { InputError } from "../errors.ts";
import type { Limits } from "../limits.ts";
import type { EntrySource, RawEntry } from "../recording/entry.ts";
import type { RecordingFormat } from "../recording/open.ts";
import type { ExchangeResult } from "./model.ts";
import type { SequenceEvent } from "./sequence/types.ts";

/** An entry judged: its result before the sequence rules and the report see it, and its event. */
export interface JudgedEntry {
  result: ExchangeResult;
  event?: SequenceEvent | undefined;
}

/** What a worker needs to judge as the runner that started it does. */
export interface WorkerSetup {
  basePath?: string | undefined;
  /** The merchant secret (hex) for x-verify; the default signer is made from it in the worker. */
  secret?: string | undefined;
  limits?: Partial<Limits> | undefined;
}

/** A judged entry as a worker sends it back, with what the reader would have learnt from parsing it. */
export interface WorkerJudged extends JudgedEntry {
  parsed: boolean;
  /** x-verify verdicts this entry took from the recording (the summary counts them). */
  carried: number;
  problem?: string | undefined;
}

export interface WorkerRequest {
  id: number;
  file: string;
  format: RecordingFormat;
  entries: RawEntry[];
}

export type WorkerReply = { id: number; judged: WorkerJudged[] } | { id: number; inputError: string } | { id: number; fault: string };

/** Entries per message to a worker: enough to make the message cost small beside the judging. */
const CHUNK = 256;

export class JudgingPool {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, { resolve: (j: WorkerJudged[]) => void; reject: (e: Error) => void }>();
  private next = 0;
  private ids = 0;

  constructor(count: number, setup: WorkerSetup) {
    const here = import.meta.url;
    const source = here.endsWith(".ts");
    const script = new URL(source ? "./worker.ts" : "./worker.js", here);
    this.workers = Array.from({ length: count }, () => {
      // From the sources (tests, tsx) the worker needs the same TypeScript loader as this thread.
      const w = new Worker(script, { workerData: setup, execArgv: source ? ["--import", "tsx"] : [] });
      w.on("message", (m: WorkerReply) => this.settle(m));
      w.on("error", (e) => this.failAll(e));
      return w;
    });
  }

  private settle(m: WorkerReply): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if ("judged" in m) p.resolve(m.judged);
    else if ("inputError" in m) p.reject(new InputError(m.inputError));
    else p.reject(new Error(m.fault));
  }

  private failAll(e: Error): void {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  private dispatch(file: string, format: RecordingFormat, entries: RawEntry[]): Promise<WorkerJudged[]> {
    const id = this.ids++;
    const worker = this.workers[this.next]!;
    this.next = (this.next + 1) % this.workers.length;
    const p = new Promise<WorkerJudged[]>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    p.catch(() => {}); // awaited in order by judge(); a chunk left behind by an abandoned file is not an unhandled rejection
    worker.postMessage({ id, file, format, entries } satisfies WorkerRequest);
    return p;
  }

  /** The entries of `source` judged on the workers, in recording order, a chunk at a time. */
  async *judge(file: string, format: RecordingFormat, source: EntrySource): AsyncGenerator<WorkerJudged[]> {
    const inFlight: Promise<WorkerJudged[]>[] = [];
    const most = this.workers.length * 2;
    let chunk: RawEntry[] = [];
    let failure: unknown;
    try {
      for await (const batch of source) {
        for (const raw of batch) {
          chunk.push(raw);
          if (chunk.length < CHUNK) continue;
          inFlight.push(this.dispatch(file, format, chunk));
          chunk = [];
          while (inFlight.length >= most) yield await inFlight.shift()!;
        }
      }
    } catch (e) {
      failure = e;
    }
    if (chunk.length) inFlight.push(this.dispatch(file, format, chunk));
    while (inFlight.length) yield await inFlight.shift()!;
    if (failure !== undefined) throw failure;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
