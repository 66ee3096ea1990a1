/**
 * Judging on worker threads (`--jobs N`). The reading thread only finds where the entries of a
 * recording lie (byte spans: recording/har-reader.ts harSpans, jsonl-reader.ts jsonlSpans; no text
 * is decoded here) and hands them in batches to N workers round robin; each worker reads those bytes
 * from the file itself, decodes, parses and judges each entry exactly as the single-threaded runner
 * does (the same Runner.judgeEntry), and sends the results back. They are taken back in recording
 * order, so the sequence rules, which span entries, run afterwards on this thread in that order, and
 * every report is byte-identical to a run with --jobs 1 (a test checks it). A reader error is raised
 * only after the results of the entries before it, as a single-threaded run reports them.
 */
import { Worker } from "node:worker_threads";
import { InputError } from "../errors.ts";
import type { Limits } from "../limits.ts";
import type { FileSpan } from "../recording/har-reader.ts";
import type { RecordingFormat } from "../recording/open.ts";
import type { ExchangeResult } from "./model.ts";
import type { SequenceEvent } from "./sequence/types.ts";
import { decodeBatch, type JudgedBatch, type WorkerJudged } from "./judged-batch.ts";

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

/** A batch of entries for a worker: the file's bytes [from, to), and each entry's span in it (packed). */
export interface WorkerRequest {
  id: number;
  file: string;
  format: RecordingFormat;
  from: number;
  to: number;
  /** SPAN_FIELDS numbers per entry: index, start, end, line, 1 when too large by its bytes alone. */
  spans: Float64Array;
}

export const SPAN_FIELDS = 5;

function packed(spans: FileSpan[]): Float64Array {
  const out = new Float64Array(spans.length * SPAN_FIELDS);
  spans.forEach((s, i) => out.set([s.index, s.start, s.end, s.line, s.tooLarge ? 1 : 0], i * SPAN_FIELDS));
  return out;
}

export function unpacked(spans: Float64Array): FileSpan[] {
  const out: FileSpan[] = [];
  for (let i = 0; i < spans.length; i += SPAN_FIELDS) {
    const span: FileSpan = { index: spans[i]!, start: spans[i + 1]!, end: spans[i + 2]!, line: spans[i + 3]! };
    if (spans[i + 4]) span.tooLarge = true;
    out.push(span);
  }
  return out;
}

export type WorkerReply = { id: number; judged: JudgedBatch } | { id: number; inputError: string } | { id: number; fault: string };

/** Entries per message to a worker: enough to make the message cost small beside the judging. */
const CHUNK = 256;
/**
 * A worker's young generation, MB: as large as the one conform starts this thread with
 * (cli/heap.ts: 16 MB semi-spaces, of which V8 keeps three), so entries die young there too.
 */
const WORKER_YOUNG_MB = 48;
/** Bytes per message to a worker at most (a batch of large entries is cut short). */
const CHUNK_BYTES = 4 * 1024 * 1024;

export class JudgingPool {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, { file: string; resolve: (j: WorkerJudged[]) => void; reject: (e: Error) => void }>();
  private next = 0;
  private ids = 0;

  constructor(count: number, setup: WorkerSetup) {
    const here = import.meta.url;
    const source = here.endsWith(".ts");
    const script = new URL(source ? "./worker.ts" : "./worker.js", here);
    this.workers = Array.from({ length: count }, () => {
      // From the sources (tests, tsx) the worker needs the same TypeScript loader as this thread.
      // Heap flags are per process (a worker refuses them): the young generation is sized here instead.
      const w = new Worker(script, {
        workerData: setup,
        execArgv: source ? ["--import", "tsx"] : [],
        resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
      });
      w.on("message", (m: WorkerReply) => this.settle(m));
      w.on("error", (e) => this.failAll(e));
      return w;
    });
  }

  private settle(m: WorkerReply): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if ("judged" in m) p.resolve(decodeBatch(m.judged, p.file));
    else if ("inputError" in m) p.reject(new InputError(m.inputError));
    else p.reject(new Error(m.fault));
  }

  private failAll(e: Error): void {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  private dispatch(file: string, format: RecordingFormat, spans: FileSpan[]): Promise<WorkerJudged[]> {
    const id = this.ids++;
    const worker = this.workers[this.next]!;
    this.next = (this.next + 1) % this.workers.length;
    const p = new Promise<WorkerJudged[]>((resolve, reject) => this.pending.set(id, { file, resolve, reject }));
    p.catch(() => {}); // awaited in order by judge(); a chunk left behind by an abandoned file is not an unhandled rejection
    // A span too large by its bytes travels alone and is not read (pool.judge): nothing to read then.
    const read = !spans[0]!.tooLarge;
    const request: WorkerRequest = { id, file, format, from: read ? spans[0]!.start : 0, to: read ? spans.at(-1)!.end : 0, spans: packed(spans) };
    worker.postMessage(request, [request.spans.buffer as ArrayBuffer]);
    return p;
  }

  /** The entries at `source`'s spans judged on the workers, in recording order, a batch at a time. */
  async *judge(file: string, format: RecordingFormat, source: AsyncIterable<FileSpan[]>): AsyncGenerator<WorkerJudged[]> {
    const inFlight: Promise<WorkerJudged[]>[] = [];
    const most = this.workers.length * 3;
    let batch: FileSpan[] = [];
    let failure: unknown;
    try {
      for await (const spans of source) {
        for (const span of spans) {
          // A span too large by its bytes goes alone, so that no batch reads its bytes.
          if (batch.length && (batch.length >= CHUNK || span.tooLarge || span.end - batch[0]!.start > CHUNK_BYTES)) {
            inFlight.push(this.dispatch(file, format, batch));
            batch = [];
            while (inFlight.length >= most) yield await inFlight.shift()!;
          }
          batch.push(span);
          if (span.tooLarge) {
            inFlight.push(this.dispatch(file, format, batch));
            batch = [];
          }
        }
      }
    } catch (e) {
      failure = e;
    }
    if (batch.length) inFlight.push(this.dispatch(file, format, batch));
    while (inFlight.length) yield await inFlight.shift()!;
    if (failure !== undefined) throw failure;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
