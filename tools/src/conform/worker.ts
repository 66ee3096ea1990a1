/**
 * A judging worker of `--jobs` (pool.ts): reads the bytes of the entries it is given from the file
 * itself, decodes and parses each as the single-threaded reader does, and judges it with the same
 * Runner.judgeEntry; the sequence rules and the report stay with the thread that reads the recording.
 */
import { closeSync, openSync, readSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { InputError } from "../errors.ts";
import { LIMITS } from "../limits.ts";
import type { RawEntry } from "../recording/entry.ts";
import { harEntryAt, parseEntries } from "../recording/har-reader.ts";
import { jsonlLineAt } from "../recording/jsonl-reader.ts";
import { readError } from "../recording/read-error.ts";
import { hmacSha256Signer } from "../signing/x-verify.ts";
import { encodeBatch, type WorkerJudged } from "./judged-batch.ts";
import { unpacked, type WorkerReply, type WorkerRequest, type WorkerSetup } from "./pool.ts";
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
});
const entryChars = { ...LIMITS, ...setup.limits }.entryChars;

/** The file being read, kept open from one batch to the next. */
let open: { file: string; fd: number } | undefined;

/** Bytes [from, to) of the file. */
function bytesOf(file: string, from: number, to: number): Buffer {
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
}

function entryAt(m: WorkerRequest, bytes: Buffer, span: ReturnType<typeof unpacked>[number]): RawEntry | undefined {
  if (m.format === "jsonl") return jsonlLineAt(bytes, m.from, span, entryChars, true);
  const entry = harEntryAt(bytes, m.from, span, entryChars);
  return entry && parseEntries([entry])[0];
}

parentPort!.on("message", async (m: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    await runner.ready(m.format);
    const bytes = m.to > m.from ? bytesOf(m.file, m.from, m.to) : Buffer.alloc(0);
    const judged: WorkerJudged[] = [];
    for (const span of unpacked(m.spans)) {
      const raw = entryAt(m, bytes, span);
      if (!raw) continue; // blank: no entry, as the single-threaded reader gives none
      const j = runner.judgeEntry(raw, m.format, m.file);
      if (j instanceof Promise) throw new Error("a worker judges recorded exchanges only (no --target)");
      judged.push({ ...j, parsed: raw.value !== undefined, problem: raw.problem, carried: runner.takeCarried() });
    }
    reply = { id: m.id, judged: encodeBatch(judged) };
  } catch (e) {
    const error = readError(m.file, e);
    reply = error instanceof InputError ? { id: m.id, inputError: error.message } : { id: m.id, fault: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
