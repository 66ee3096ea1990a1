/**
 * An ordered pool of worker threads: the items a thread reads (entries of a recording, in batches)
 * are cut into chunks and dealt round robin to N workers, and each chunk's results are handed back
 * in the order its items came in, whichever worker finishes first. A few chunks per worker are in
 * flight at a time, so memory stays flat however long the input. Generic (`redact --jobs N` and
 * `conform --jobs N` run on it): the worker script answers each chunk through `serveChunks`, with
 * whatever the chunk's answer is (a result per item, or a batch in columns).
 *
 * Faults: a chunk whose worker threw, crashed or exited is raised where that chunk stands, after the
 * results of every chunk before it (those of the other workers are kept); an error of the input is
 * raised after the results of the items read before it. The caller closes the pool (terminating
 * the workers) at the end, whether the run succeeded or not.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parentPort, type ResourceLimits, Worker } from "node:worker_threads";
import { InputError } from "../errors.ts";

/**
 * A worker's answer to one chunk, or the message of the error it met (`input`: an InputError, the
 * input's fault, raised as one here).
 */
type Reply<B> = { id: number; answer: B } | { id: number; fault: string; input?: boolean };

/** Items per message: enough that a message's cost is small beside the work on its items. */
const CHUNK = 256;

interface Pending<B> {
  worker: Worker;
  resolve: (answer: B) => void;
  reject: (e: Error) => void;
}

/** How map() cuts its input into chunks, and what each chunk's message carries besides its items. */
export interface MapOptions<T> {
  /** Sent with every chunk of this map() (serveChunks hands it to the handler). */
  context?: unknown;
  /** Whether the chunk so far is complete before `next` (default: CHUNK items). */
  cut?: (chunk: T[], next: T) => boolean;
}

/**
 * The script `name` beside the module at `here` (its import.meta.url): `name.js` from the compiled
 * package (tools/dist; the script must then be listed in tools/tsconfig.build.json, since it is
 * loaded by URL, not imported). From the sources (tests, tsx): its compiled twin under tools/dist when
 * that is newer than every source (as the repository's launcher decides, tools/contracts.mjs), so a
 * worker does not transpile the sources again; else `name.ts`, run with the TypeScript loader.
 */
export function siblingScript(here: string, name: string): URL {
  if (!here.endsWith(".ts")) return new URL(`${name}.js`, here);
  const source = new URL(`${name}.ts`, here);
  const compiled = compiledTwin(fileURLToPath(source));
  return compiled ? pathToFileURL(compiled) : source;
}

/** The compiled twin of a source under tools/src (tools/dist/….js) when it exists and no source is newer, else undefined. */
function compiledTwin(source: string): string | undefined {
  const at = source.lastIndexOf(`${path.sep}src${path.sep}`);
  if (at < 0) return undefined;
  const tools = source.slice(0, at);
  const twin = path.join(tools, "dist", source.slice(at + 5).replace(/\.ts$/, ".js"));
  const built = mtime(twin);
  if (built === undefined) return undefined;
  newestSource ??= newestUnder(path.join(tools, "src"));
  return newestSource <= built && (mtime(path.join(tools, "tsconfig.build.json")) ?? Number.POSITIVE_INFINITY) <= built ? twin : undefined;
}

let newestSource: number | undefined;

function mtime(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time of the TypeScript sources under a folder (read once per process). */
function newestUnder(dir: string): number {
  let newest = 0;
  for (const f of readdirSync(dir, { recursive: true, encoding: "utf8" })) if (f.endsWith(".ts")) newest = Math.max(newest, mtime(path.join(dir, f)) ?? 0);
  return newest;
}

export class OrderedPool<T, B> {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, Pending<B>>();
  private next = 0;
  private ids = 0;

  /** `count` workers running `script`, each given `data` as its workerData (structured-cloned). */
  constructor(script: URL, count: number, data: unknown, resourceLimits?: ResourceLimits) {
    // From the sources the worker needs the same TypeScript loader as this thread.
    const execArgv = script.pathname.endsWith(".ts") ? ["--import", "tsx"] : [];
    this.workers = Array.from({ length: count }, () => {
      const w = new Worker(script, { workerData: data, execArgv, ...(resourceLimits ? { resourceLimits } : {}) });
      w.on("message", (m: Reply<B>) => this.settle(m));
      w.on("error", (e) => this.fail(w, e));
      w.on("messageerror", (e) => this.fail(w, e));
      w.on("exit", (code) => this.fail(w, new Error(`a worker thread stopped (exit code ${code})`)));
      return w;
    });
  }

  private settle(m: Reply<B>): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if ("answer" in m) p.resolve(m.answer);
    else p.reject(m.input ? new InputError(m.fault) : new Error(m.fault));
  }

  /** The chunks given to a worker that failed are refused; the other workers' chunks go on. */
  private fail(worker: Worker, e: Error): void {
    for (const [id, p] of this.pending) {
      if (p.worker !== worker) continue;
      this.pending.delete(id);
      p.reject(e);
    }
  }

  private dispatch(items: T[], context: unknown): Promise<B> {
    const id = this.ids++;
    const worker = this.workers[this.next]!;
    this.next = (this.next + 1) % this.workers.length;
    const p = new Promise<B>((resolve, reject) => this.pending.set(id, { worker, resolve, reject }));
    p.catch(() => {}); // awaited in order by map(); a chunk left behind when the caller stops early is not an unhandled rejection
    worker.postMessage({ id, context, items });
    return p;
  }

  /** The answers to every chunk of `source`'s items, in the order of the items. */
  async *map(source: AsyncIterable<T[]>, options: MapOptions<T> = {}): AsyncGenerator<B> {
    const cut = options.cut ?? ((chunk: T[]) => chunk.length >= CHUNK);
    const inFlight: Promise<B>[] = [];
    const most = this.workers.length * 2;
    const input = source[Symbol.asyncIterator]();
    let chunk: T[] = [];
    let failure: unknown;
    let done = false;
    try {
      for (;;) {
        // Only the input's own error waits for the chunks before it; a chunk's fault is raised where it stands.
        let step: IteratorResult<T[]>;
        try {
          step = await input.next();
        } catch (e) {
          failure = e;
          break;
        }
        if (step.done) break;
        for (const item of step.value) {
          if (chunk.length && cut(chunk, item)) {
            inFlight.push(this.dispatch(chunk, options.context));
            chunk = [];
            while (inFlight.length >= most) yield await inFlight.shift()!;
          }
          chunk.push(item);
        }
      }
      done = true;
    } finally {
      if (!done && failure === undefined) await input.return?.(); // stopped early: the input is closed (its file)
    }
    if (chunk.length) inFlight.push(this.dispatch(chunk, options.context));
    while (inFlight.length) yield await inFlight.shift()!;
    if (failure !== undefined) throw failure;
  }

  /** Stop the workers. */
  async close(): Promise<void> {
    for (const w of this.workers) w.removeAllListeners("exit");
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * The worker side: answer every chunk with `handle(items, context)`; an error becomes the chunk's
 * fault (its message only: the thread that reads the input reports it as a single-threaded run would).
 */
export function serveChunks<T, B, C = unknown>(handle: (items: T[], context: C) => B | Promise<B>): void {
  parentPort!.on("message", async (m: { id: number; context: C; items: T[] }) => {
    let reply: Reply<B>;
    try {
      reply = { id: m.id, answer: await handle(m.items, m.context) };
    } catch (e) {
      reply = { id: m.id, fault: e instanceof Error ? e.message : String(e), ...(e instanceof InputError ? { input: true } : {}) };
    }
    parentPort!.postMessage(reply);
  });
}
