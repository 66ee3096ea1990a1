/**
 * The HTTP load generator of the benchmarks (autocannon, loopback only), shared by the mocks and
 * sandbox sections: one request shape, one run, one summary.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { isLoopback } from "../../src/net/loopback.ts";
import { ROOT } from "../../src/paths.ts";
import { median, series, sig } from "./stats.ts";

export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface CannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (req: CannonRequest) => CannonRequest;
}

export type Autocannon = (opts: Record<string, unknown>) => Promise<CannonResult>;

const require = createRequire(path.join(ROOT, "package.json"));

/** autocannon, or undefined when it is not installed (the section is then skipped). */
export function loadAutocannon(): Autocannon | undefined {
  try {
    return require("autocannon") as Autocannon;
  } catch {
    return undefined;
  }
}

/** One run: 10 connections, no pipelining, for a duration (seconds) or a number of requests. */
export function cannon(autocannon: Autocannon, url: string, requests: CannonRequest[], limit: { duration?: number; amount?: number }): Promise<CannonResult> {
  const target = URL.canParse(url) ? new URL(url) : undefined;
  if (target?.protocol !== "http:" || !isLoopback(target.hostname.replace(/^\[|\]$/g, ""))) throw new Error(`bench: refusing a non-loopback target ${url}`);
  return autocannon({ url, connections: 10, pipelining: 1, requests, timeout: 10, ...limit });
}

/** Requests per second (series), median latencies, non-2xx and error counts of several runs. */
export function summarize(runs: CannonResult[], seconds: number): Record<string, unknown> {
  return {
    per_s: series(runs.map((x) => x.requests.average)),
    latency_p50_ms: sig(median(runs.map((x) => x.latency.p50))),
    latency_p99_ms: sig(median(runs.map((x) => x.latency.p99))),
    non_2xx: runs.map((x) => x.non2xx),
    errors: runs.map((x) => x.errors + x.timeouts),
    seconds,
  };
}
