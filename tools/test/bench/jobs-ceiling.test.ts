// What the benchmark says of the --jobs target (tools/bench/report/bounds.ts, issue 41): --jobs N
// beside the machine's own ceiling (N one-thread passes at once, measured in the same run), the
// speed-ups over one thread, and how many workers the ordering thread's CPU share allows.
import { describe, expect, it } from "vitest";
import { jobCounts } from "../../bench/sections/conformance.ts";
import { BOUNDS } from "../../bench/report/bounds.ts";
import { TARGETS } from "../../bench/report/targets.ts";

const results = (share: number | undefined) => ({
  conformance: {
    jobs: {
      workers: 2,
      by_count: [
        {
          jobs: 2,
          exchanges_per_s: 36_900,
          ceiling_exchanges_per_s: 40_100,
          ratio_to_ceiling: 0.92,
          runs_ratio_to_ceiling: [0.92, 0.95, 0.88],
          speedup: 1.3,
          ceiling_speedup: 1.41,
          ...(share === undefined ? {} : { ordering_thread_cpu_share: share }),
        },
      ],
    },
  },
});

describe("the --jobs target beside the machine's ceiling", () => {
  const text = BOUNDS["conformance-jobs"]!;

  it("says what share of the ceiling --jobs reaches, with the rounds and both speed-ups", () => {
    const t = text(results(0.07));
    expect(t).toContain("--jobs 2 ran at 36,900 exchanges/s, 92% of 2 one-thread passes at once (40,100/s; rounds 0.92, 0.95, 0.88)");
    expect(t).toContain("×1.3 one thread where the ceiling is ×1.41");
  });

  it("names the workers past which the ordering thread is the bound, from its CPU share", () => {
    expect(text(results(0.07))).toContain("past about 14 workers");
    expect(text(results(undefined))).not.toContain("past about");
  });

  it("is met at 0.9 of the ceiling", () => {
    const t = TARGETS.find((x) => x.id === "conformance-jobs")!;
    expect(t.key).toBe("conformance.jobs.ratio_to_ceiling");
    expect([t.check(0.9), t.check(0.89)]).toEqual([true, false]);
  });
});

describe("the --jobs counts measured", () => {
  it.each([
    { cores: 1, want: [] },
    { cores: 2, want: [2] },
    { cores: 6, want: [2, 4, 6] },
    { cores: 16, want: [2, 4, 8, 16] },
  ])("$cores cores: $want", ({ cores, want }) => {
    expect(jobCounts(cores)).toEqual(want);
  });
});
