/**
 * A judging worker of `--jobs` (pool.ts): works on byte ranges of the recording (task.ts), finding,
 * reading, parsing and judging their entries itself; the sequence rules and the report stay with
 * the thread that orders the ranges. Scans go before judging: a range scanned early lets that
 * thread put the ranges in order and hand out their bases while this one judges.
 */
import { enableCompileCache } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import { InputError } from "../errors.ts";
import { toWire } from "./judged-batch.ts";
import type { FromWorker, ToWorker } from "./pool.ts";
import { judgeOnThread } from "./runner.ts";
import { type Task, TaskRunner, type WorkerSetup } from "./task.ts";

// V8's code cache on disk, as the CLI's own thread has it (cli/main.ts): a worker is a Node instance of
// its own, which would otherwise compile the precompiled validators and the modules again on every run.
enableCompileCache();

const setup = workerData as WorkerSetup;
const tasks = new TaskRunner(judgeOnThread(setup), setup);
const port = parentPort!;
const scans: Task[] = [];
const goes: Array<Extract<ToWorker, { type: "go" }>> = [];
let running = false;

const send = (m: FromWorker): void => port.postMessage(m);

/** A fault of this toolkit (not the recording's): the run stops with it. An input problem is the range's outcome. */
function fault(id: number, e: unknown): void {
  send({ type: "fault", id, message: e instanceof Error ? e.message : String(e) });
}

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (;;) {
      const task = scans.shift();
      if (task) {
        try {
          send({ type: "scanned", id: task.id, summary: tasks.scan(task) });
        } catch (e) {
          fault(task.id, e);
        }
        continue;
      }
      const go = goes.shift();
      if (!go) break;
      try {
        const result = await tasks.judge(
          go.id,
          go.base,
          go.restart,
          (summary) => send({ type: "rescanned", id: go.id, summary }),
          (batch) => {
            const wire = toWire(batch);
            port.postMessage({ type: "batch", id: go.id, batch: wire } satisfies FromWorker, [wire.numbers.buffer]);
          },
        );
        send({ type: "done", id: go.id, result });
      } catch (e) {
        if (e instanceof InputError) send({ type: "done", id: go.id, result: { problem: e.message } });
        else fault(go.id, e);
      }
      // Let the messages that came meanwhile in (a scan goes before the next judging).
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    running = false;
  }
}

port.on("message", (m: ToWorker) => {
  if (m.type === "task") scans.push(m.task);
  else if (m.type === "go") goes.push(m);
  else tasks.drop(m.id);
  void drain();
});
