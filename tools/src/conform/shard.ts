/**
 * `contracts conform FILE... --shard I/N --out PART`: judge the entries that start in the I-th of N
 * equal byte segments of the recording (its files one after the other; plan.ts) and write them as
 * a partial result (part.ts) for `contracts merge`, which runs the sequence rules over all parts in
 * order and writes the report one run over all files writes. The bytes of a file before this
 * shard's segment are scanned (not judged) on the same workers, so that its entries get the index
 * and line they have in the file.
 */
import { contractIdentity } from "../contract/index.ts";
import type { InputError } from "../errors.ts";
import type { Out } from "../output.ts";
import { END } from "../recording/ranges.ts";
import { planFiles, type Shard } from "./plan.ts";
import { batchToJson, headTailSha256, PART_FORMAT, PART_VERSION, type PartHeader, type PartLine } from "./part.ts";
import { InlinePool, JudgingPool, judgedBatch, type Outcome, type TaskPool } from "./pool.ts";
import { judgeOnThread } from "./runner.ts";
import { TaskRunner, type WorkerSetup } from "./task.ts";

export interface ShardOptions {
  shard: Shard;
  /** Threads that judge (1: this one). */
  jobs: number;
  setup: WorkerSetup;
}

/** Judges this shard's entries and writes its part to `out`; returns the exchanges it holds. */
export async function runShard(files: string[], out: Out, options: ShardOptions): Promise<{ exchanges: number }> {
  const { shard, jobs, setup } = options;
  const plan = await planFiles(files, { workers: jobs, shard, wholeFileLimit: setup.wholeFileLimit });
  const identity = contractIdentity();
  const header: PartHeader = {
    format: PART_FORMAT,
    version: PART_VERSION,
    toolkit: { package: identity.package, version: identity.version },
    contract: { generatedSha256: identity.generatedSha256 },
    judging: { basePath: setup.basePath ?? null, secret: setup.secret !== undefined },
    shard: { index: shard.index + 1, count: shard.count },
    files: plan.map((p) => ({ path: p.file, size: p.size, headTailSha256: headTailSha256(p.file, p.size) })),
    touched: plan.filter((p) => p.touched).map((p) => p.index),
  };
  const line = (l: PartHeader | PartLine): void => out.write(`${JSON.stringify(l)}\n`);
  line(header);
  const pool: TaskPool = jobs >= 2 ? new JudgingPool(jobs, setup) : new InlinePool(new TaskRunner(judgeOnThread(setup), setup));
  let exchanges = 0;
  try {
    const outcomes = pool.run(plan.flatMap((p) => p.tasks));
    for (const p of plan) {
      if (!p.touched) continue;
      if (p.error) {
        line({ segment: p.index, error: (p.error as InputError).message });
        continue;
      }
      // The segment line once its first entry's place is known (merge checks it against the part before).
      let begun = false;
      const begin = (first: Outcome["range"]): void => {
        if (begun) return;
        begun = true;
        line({ segment: p.index, format: p.format!, from: p.own!.from, to: p.own!.to, start: first?.start ?? null, index: first?.index ?? 0 });
      };
      let last: Outcome["range"];
      let stopped = false;
      for (const _ of p.tasks) {
        const next = await outcomes.next();
        if (next.done) throw new Error("the pool ended before the tasks did");
        const o = next.value;
        if (o.skipped || o.task.kind === "count" || stopped) continue;
        begin(o.range);
        last = o.range;
        for (const b of o.batches ?? []) {
          exchanges += b.count;
          line({ batch: batchToJson(judgedBatch(b)) });
        }
        if (o.problem) {
          line({ problem: o.problem.message });
          pool.skipFile(p.index);
          stopped = true;
        }
        const flushed = out.maybeFlush();
        if (flushed) await flushed;
      }
      begin(undefined);
      line({ end: p.index, next: stopped || !last ? END : last.next, nextIndex: stopped || !last ? 0 : last.index + last.count });
    }
    await outcomes.return(undefined);
  } finally {
    await pool.close();
  }
  line({ done: true, exchanges });
  await out.close();
  return { exchanges };
}
