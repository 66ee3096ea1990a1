/**
 * A judging worker of `--jobs` (pool.ts): reads the bytes of the entries it is given from the file
 * itself, decodes and parses each as the single-threaded reader does, and judges it with the same
 * Runner.judgeEntry; the sequence rules and the report stay with the thread that reads the recording.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { workerData } from "node:worker_threads";
import { InputError } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import type { RawEntry } from "../recording/entry.ts";
import { type FileSpan, harEntryAt, parseEntries } from "../recording/har-reader.ts";
import { jsonlLineAt } from "../recording/jsonl-reader.ts";
import type { RecordingFormat } from "../recording/open.ts";
import { readError } from "../recording/read-error.ts";
import { serveChunks } from "../recording/worker-pool.ts";
import { hmacSha256Signer } from "../signing/x-verify.ts";
import { encodeBatch, type JudgedBatch, type WorkerJudged } from "./judged-batch.ts";
import type { BatchContext, WorkerSetup } from "./pool.ts";
import type { ReportSink } from "./report/sink.ts";
import { Runner } from "./runner.ts";

const setup = workerData as WorkerSetup;
/** The worker reports nothing itself: its results go back to the reading thread. */
const silent = {} as ReportSink;
const runner = new Runner({
  sink: silent,
  basePath: setup.basePath,
  signer: setup.secret === undefined ? undefined : hmacSha256Signer(setup.secret),
  limits: setup.limits,
  views: setup.views,
});
const entryChars = { ...LIMITS, ...setup.limits }.entryChars;

/** The file being read, kept open from one batch to the next. */
let open: { file: string; fd: number } | undefined;

/** Bytes [from, to) of the file; a file-system error is the file's (an exit-2 message naming it). */
function readRange(file: string, from: number, to: number): Buffer {
  try {
    if (open?.file !== file) {
      if (open) closeSync(open.fd);
      open = undefined;
      open = { file, fd: openSync(file, "r") };
    }
    const bytes = Buffer.allocUnsafe(to - from);
    for (let got = 0; got < bytes.length; ) {
      const n = readSync(open.fd, bytes, got, bytes.length - got, from + got);
      if (n === 0)
        throw new InputError(
          `conform: ${file}: it ends before byte ${to}, where entries were found a moment ago (was it changed while being read?); judge a copy that is not being written`,
        );
      got += n;
    }
    return bytes;
  } catch (e) {
    throw readError(file, e);
  }
}

/** The entry at a span: read as the single-threaded reader reads it, or undefined for a blank line. */
function entryAt(format: RecordingFormat, bytes: Buffer, at: number, span: FileSpan): RawEntry | undefined {
  if (format === "jsonl") return jsonlLineAt(bytes, at, span, entryChars, true);
  const entry = harEntryAt(bytes, at, span, entryChars);
  return entry && parseEntries([entry])[0];
}

serveChunks<FileSpan, JudgedBatch, BatchContext>(async (spans, { file, format }) => {
  await runner.ready(format);
  // A batch reads its bytes at once, unless it is a span too large to read (pool.ts: it travels alone).
  const at = spans[0]!.start;
  const bytes = spans[0]!.tooLarge ? Buffer.alloc(0) : readRange(file, at, spans.at(-1)!.end);
  const judged: WorkerJudged[] = [];
  for (const span of spans) {
    const raw = entryAt(format, bytes, at, span);
    if (!raw) continue; // blank: no entry, as the single-threaded reader gives none
    const j = runner.judgeEntry(raw, format, file);
    if (j instanceof Promise) throw new Error("a worker judges recorded exchanges only (no --target)");
    judged.push({ ...j, parsed: raw.value !== undefined, problem: raw.problem, carried: runner.takeCarried() });
  }
  return encodeBatch(judged);
});
