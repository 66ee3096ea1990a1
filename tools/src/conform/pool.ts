/**
 * Judging on worker threads (`--jobs N`), on the ordered pool of recording/worker-pool.ts. The
 * reading thread only finds where the entries of a recording lie (byte spans: har-reader.ts
 * harSpans, jsonl-reader.ts jsonlSpans; no text is decoded here) and deals them in batches to N
 * workers; each worker reads those bytes from the file itself, decodes, parses and judges each entry
 * exactly as the single-threaded runner does (the same Runner.judgeEntry), and answers with the batch
 * in columns (judged-batch.ts). Batches are taken back in recording order, so the sequence rules,
 * which span entries, run afterwards on this thread in that order, and every report is byte-identical
 * to a run with --jobs 1 (a test checks it). A reader error is raised only after the results of the
 * entries before it, as a single-threaded run reports them.
 */
import type { ExchangeResult, SequenceEvent } from "../judge/index.ts";
import type { Limits } from "../limits.ts";
import type { FileSpan } from "../recording/har-reader.ts";
import type { RecordingFormat } from "../recording/open.ts";
import { OrderedPool, siblingScript } from "../recording/worker-pool.ts";
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
  /** Give each result the view of its exchange (RunOptions `views`). */
  views?: boolean | undefined;
}

/** What travels with each batch besides its spans. */
export interface BatchContext {
  file: string;
  format: RecordingFormat;
}

/** Entries per batch: enough to make a message's cost small beside the judging. */
const BATCH = 256;
/** Bytes a batch reads at most (a batch of large entries is cut short). */
const BATCH_BYTES = 4 * 1024 * 1024;
/**
 * A worker's young generation, MB: as large as the one conform starts this thread with
 * (cli/heap.ts: 16 MB semi-spaces, of which V8 keeps three), so entries die young there too. Heap
 * flags are per process (a worker refuses them), so it is set here.
 */
const WORKER_YOUNG_MB = 48;

/**
 * Where a batch ends: at BATCH entries or BATCH_BYTES; a span too large by its bytes alone (never
 * read) travels alone, so that no batch reads its bytes.
 */
function cut(batch: FileSpan[], next: FileSpan): boolean {
  return batch.length >= BATCH || next.tooLarge === true || batch[0]!.tooLarge === true || next.end - batch[0]!.start > BATCH_BYTES;
}

export class JudgingPool {
  private readonly pool: OrderedPool<FileSpan, JudgedBatch>;

  constructor(count: number, setup: WorkerSetup) {
    this.pool = new OrderedPool(siblingScript(import.meta.url, "./worker"), count, setup, { maxYoungGenerationSizeMb: WORKER_YOUNG_MB });
  }

  /** The entries at `source`'s spans judged on the workers, in recording order, a batch at a time. */
  async *judge(file: string, format: RecordingFormat, source: AsyncIterable<FileSpan[]>): AsyncGenerator<WorkerJudged[]> {
    const context: BatchContext = { file, format };
    for await (const batch of this.pool.map(source, { context, cut })) yield decodeBatch(batch, file);
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
