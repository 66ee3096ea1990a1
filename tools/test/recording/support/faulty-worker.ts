// A worker of the ordered pool for its test (tools/test/redact/jobs.test.ts): doubles each number, and
// refuses (throws) or stops (exits) at the item its workerData names.
import { workerData } from "node:worker_threads";
import { serveChunks } from "../../../src/recording/worker-pool.ts";

const { throwAt, exitAt } = workerData as { throwAt?: number; exitAt?: number };

serveChunks<number, number[]>((items) =>
  items.map((n) => {
    if (n === throwAt) throw new Error(`item ${n} refused`);
    if (n === exitAt) process.exit(3);
    return n * 2;
  }),
);
