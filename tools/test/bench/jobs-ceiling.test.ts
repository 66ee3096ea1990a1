// What the benchmark says bounds a missed --jobs target (tools/bench/report/bounds.ts): the
// measured speed-up beside the machine's own ceiling (N whole one-thread passes at once), and
// whether the target's bound lies above that ceiling.
import { describe, expect, it } from "vitest";
import { BOUNDS } from "../../bench/report/bounds.ts";

const results = (ceiling: number | undefined) => ({
  conformance: {
    jobs: {
      workers: 2,
      exchanges_per_s_10x: 36_900,
      speedup_10x: 1.16,
      runs_speedup_10x: [1.16, 1.14, 1.6],
      ...(ceiling === undefined ? {} : { ceiling_speedup: ceiling, runs_ceiling_speedup: [ceiling, ceiling] }),
    },
  },
});

describe("the --jobs bound beside the machine's ceiling", () => {
  const text = BOUNDS["conformance-jobs"]!;

  it("says what share of the ceiling --jobs reaches, and that the bound is above a ceiling under it", () => {
    const t = text(results(1.38));
    expect(t).toContain("×1.38 the rate of one pass alone");
    expect(t).toContain("reaches 84% of what these cores allow");
    expect(t).toContain("the bound (>= 1.4) is above the ceiling itself");
  });

  it("does not call the bound out of reach when the ceiling is above it", () => {
    const t = text(results(1.7));
    expect(t).toContain("reaches 68% of what these cores allow");
    expect(t).not.toContain("above the ceiling itself");
  });

  it("leaves the ceiling out of a run that did not measure it", () => {
    expect(text(results(undefined))).not.toContain("ceiling");
  });
});
