/**
 * Measured child processes: each pass runs in its own Node process (the project's Node 24, the one
 * running the bench), preloaded with mem-preload.mjs, which reports the process's peak resident set
 * size at exit. The child prints one JSON line on stdout with its own figures.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ROOT } from "../../src/paths.ts";

const PRELOAD = pathToFileURL(fileURLToPath(new URL("./mem-preload.mjs", import.meta.url))).href;

export interface ChildMemory {
  maxRssBytes: number;
  peakHeapUsedBytes: number;
  peakHeapTotalBytes: number;
  peakSampledRssBytes: number;
  peakExternalBytes: number;
  /** Max heap used right after a forced full GC (only with BENCH_LIVE_GC_MS and --expose-gc). */
  peakLiveHeapBytes: number;
}

export interface ChildResult<T> {
  /** The child's last stdout line, parsed. */
  result: T;
  /** Wall time from spawn to exit, start-up included. */
  wallMs: number;
  memory: ChildMemory;
  stderr: string;
}

export interface ChildOptions {
  /** Extra node options before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  timeoutMs?: number;
  /** Load TypeScript through tsx (default true). */
  tsx?: boolean;
  env?: Record<string, string>;
}

/** Run `node [--import tsx] script args...` from the project root and collect its figures. */
export async function runNode<T>(script: string, args: string[], options: ChildOptions = {}): Promise<ChildResult<T>> {
  const dir = mkdtempSync(path.join(tmpdir(), "contracts-bench-mem-"));
  const memFile = path.join(dir, "mem.json");
  const nodeArgs = ["--import", PRELOAD, ...(options.tsx === false ? [] : ["--import", "tsx"]), ...(options.nodeArgs ?? []), script, ...args];
  const t0 = performance.now();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...options.env, BENCH_MEM_OUT: memFile },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => {
    stderr += d;
    if (stderr.length > 200_000) stderr = stderr.slice(-100_000);
  });
  const timer = options.timeoutMs ? setTimeout(() => child.kill("SIGKILL"), options.timeoutMs) : undefined;
  const code = await new Promise<number | null>((resolve) => child.once("close", (c) => resolve(c)));
  if (timer) clearTimeout(timer);
  const wallMs = performance.now() - t0;
  try {
    const line = stdout.trim().split("\n").pop() ?? "";
    if (code !== 0) throw new Error(`exit ${code}`);
    const result = JSON.parse(line) as T;
    const memory = JSON.parse(readFileSync(memFile, "utf8")) as ChildMemory;
    return { result, wallMs, memory, stderr };
  } catch (e) {
    throw new Error(
      `bench: ${path.relative(ROOT, script)} ${args.join(" ").slice(0, 200)} failed (${(e as Error).message}):\n${stderr.slice(-2000)}\n${stdout.slice(-500)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const mb = (bytes: number): number => bytes / (1024 * 1024);
