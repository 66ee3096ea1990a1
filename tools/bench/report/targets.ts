/** The issue's targets, as data: which figure, which bound. */
export interface Target {
  id: string;
  description: string;
  /** Dotted path into results.json. */
  key: string;
  target: string;
  check: (value: number) => boolean;
}

/** A bound stated once: its text, as the reports show it ("< 1000 ms"), and its check. */
function bound(op: ">=" | "<=" | "<", limit: number, unit?: string): Pick<Target, "target" | "check"> {
  const check = op === ">=" ? (v: number) => v >= limit : op === "<=" ? (v: number) => v <= limit : (v: number) => v < limit;
  return { target: `${op} ${limit}${unit ? ` ${unit}` : ""}`, check };
}

export const TARGETS: readonly Target[] = [
  {
    id: "conformance-floor",
    description: "Conformance offline at 75% or more of the JSON.parse floor, one core",
    key: "conformance.ratio_to_floor",
    ...bound(">=", 0.75),
  },
  {
    id: "conformance-floor-secret",
    description: "The same with --secret (every x-verify checked), at 70% or more of its floor (issue 41)",
    key: "conformance.secret.ratio_to_floor",
    ...bound(">=", 0.7),
  },
  {
    id: "conformance-floor-mixed",
    description: "Conformance on a mixed recording (about 42% of its exchanges failing) at 50% or more of its floor",
    key: "conformance.mixed.ratio_to_floor",
    ...bound(">=", 0.5),
  },
  {
    id: "conformance-jobs",
    description:
      "Conformance on every core (--jobs N, N = the machine's cores) at 90% or more of the ceiling of N one-thread passes at once, measured in the same run (issue 41)",
    key: "conformance.jobs.ratio_to_ceiling",
    ...bound(">=", 0.9),
  },
  {
    id: "peers-faster",
    description: "conform faster than each peer (openapi-request/response-validator, oav) on the same HTTP traffic: the fastest peer's time over conform's",
    key: "peers.fastest_peer_time_vs_conform",
    ...bound(">=", 1),
  },
  {
    id: "validation-vs-prism",
    description: "Standalone validation at least 10 times Prism's validator",
    key: "validation.ratio_vs_prism",
    ...bound(">=", 10),
  },
  {
    id: "sandbox-vs-prism",
    description: "Sandbox (validation on) at least 10 times Prism's requests per second",
    key: "sandbox.ratio_vs_prism",
    ...bound(">=", 10),
  },
  {
    id: "sandbox-memory-flat",
    description: "Sandbox heap growth over the second half of 100,000 requests",
    key: "sandbox.memory.heap_growth_second_half_mb",
    ...bound("<", 5, "MB"),
  },
  {
    id: "mock-start",
    description: "`make mock` launcher (sandboxes and simulator) ready in under 1 s",
    key: "sandbox.launcher_start_ms",
    ...bound("<", 1000, "ms"),
  },
  {
    id: "memory-flat",
    description: "Peak memory of the ten-times recording within 1.2 times the normal one",
    key: "conformance.rss_ratio_10x",
    ...bound("<=", 1.2),
  },
  {
    id: "proxy-added-latency",
    description: "`contracts proxy` adds under 1 ms per exchange at p50 on loopback (judging and recording on)",
    key: "proxy.added_p50_ms",
    ...bound("<", 1, "ms"),
  },
  { id: "noop-make", description: "No-op `make` under 1 s", key: "build.noop_s", ...bound("<", 1, "s") },
  { id: "full-diff", description: "Full diff under 300 ms", key: "diff.full_ms", ...bound("<", 300, "ms") },
];

export function valueAt(results: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], results);
}

export interface TargetResult {
  id: string;
  description: string;
  key: string;
  target: string;
  value: number | null;
  /** null when the figure was not measured. */
  met: boolean | null;
}

export function evaluateTargets(results: Record<string, unknown>): TargetResult[] {
  return TARGETS.map((t) => {
    const v = valueAt(results, t.key);
    const value = typeof v === "number" && Number.isFinite(v) ? v : null;
    return { id: t.id, description: t.description, key: t.key, target: t.target, value, met: value === null ? null : t.check(value) };
  });
}
