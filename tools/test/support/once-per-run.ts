/**
 * Work done once per test run and shared by the test files that need it (the packed tarball, a
 * consumer project with the third-party tools installed): the run's temporary folder (TMPDIR, one per
 * run: support/temp-root.ts) holds it. The first file to ask builds it while holding a lock (an
 * atomically created folder); the others wait for its result, which is JSON written beside it. A
 * build that failed is not retried in the same run: its error is raised in every file that asks.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The result of `build` for `name` in this run: built here (in `dir`, a folder of its own) or by the file that got there first. */
export function oncePerRun<T>(name: string, build: (dir: string) => T, waitMs = 15 * 60_000): T {
  const home = path.join(tmpdir(), `once-${name}`);
  const result = path.join(home, "result.json");
  try {
    mkdirSync(home);
  } catch {
    // Another test file builds it: wait for its result.
    const until = Date.now() + waitMs;
    for (;;) {
      try {
        const r = JSON.parse(readFileSync(result, "utf8")) as { value?: T; error?: string };
        if (r.error !== undefined) throw new Error(`${name} (built once per run by another test file) failed: ${r.error}`);
        return r.value as T;
      } catch (e) {
        if (!(e as NodeJS.ErrnoException).code && !(e instanceof SyntaxError)) throw e;
      }
      if (Date.now() > until) throw new Error(`${name}: no result after ${waitMs} ms from the test file building it`);
      sleep(200);
    }
  }
  const dir = path.join(home, "work");
  mkdirSync(dir);
  try {
    const value = build(dir);
    // Written whole, then renamed: a waiting file never reads half of it.
    writeFileSync(`${result}.tmp`, JSON.stringify({ value }));
    renameSync(`${result}.tmp`, result);
    return value;
  } catch (e) {
    writeFileSync(result, JSON.stringify({ error: (e as Error).message }));
    throw e;
  }
}
