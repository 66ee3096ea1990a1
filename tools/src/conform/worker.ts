/**
 * A judging worker of `--jobs` (pool.ts): parses the entries it is given and judges each with the
 * same Runner.judgeEntry as a single-threaded run; the sequence rules and the report stay with the
 * thread that reads the recording.
 */
import { parentPort, workerData } from "node:worker_threads";
import { InputError } from "../errors.ts";
import { parseRaw } from "../recording/open.ts";
import { hmacSha256Signer } from "../signing/x-verify.ts";
import type { WorkerJudged, WorkerReply, WorkerRequest, WorkerSetup } from "./pool.ts";
import type { ReportSink } from "./report/sink.ts";
import { Runner } from "./runner.ts";
import type { SequenceEvent } from "./sequence/types.ts";

const setup = workerData as WorkerSetup;
/** The worker reports nothing itself: its results go back to the reading thread. */
const silent = {} as ReportSink;
const runner = new Runner({
  sink: silent,
  basePath: setup.basePath,
  signer: setup.secret === undefined ? undefined : hmacSha256Signer(setup.secret),
  limits: setup.limits,
});

/**
 * An event as the sequence rules read it, without the bodies' raw text (they read the parsed bodies,
 * headers, status and times): half of what a worker would otherwise copy back per HTTP exchange.
 */
function slim(event: SequenceEvent | undefined): SequenceEvent | undefined {
  if (event?.kind !== "http") return event;
  const ex = event.exchange;
  return {
    ...event,
    exchange: { ...ex, request: { ...ex.request, text: undefined }, ...(ex.response ? { response: { ...ex.response, text: undefined } } : {}) },
  };
}

parentPort!.on("message", async (m: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    await runner.ready(m.format);
    const judged: WorkerJudged[] = [];
    for (const raw of m.entries) {
      const parsed = parseRaw(m.format, raw);
      const j = runner.judgeEntry(parsed, m.format, m.file);
      if (j instanceof Promise) throw new Error("a worker judges recorded exchanges only (no --target)");
      judged.push({ ...j, event: slim(j.event), parsed: parsed.value !== undefined, problem: parsed.problem, carried: runner.takeCarried() });
    }
    reply = { id: m.id, judged };
  } catch (e) {
    reply = e instanceof InputError ? { id: m.id, inputError: e.message } : { id: m.id, fault: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(reply);
});
