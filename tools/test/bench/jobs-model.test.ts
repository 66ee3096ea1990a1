// The --jobs speed-up model of the conformance benchmark (tools/bench/lib/stats.ts): a run lasts at
// least its reading thread's CPU time (the part that cannot be split) and at least all of its CPU
// time over the cores; the model is one thread's time over the larger of the two.
import { describe, expect, it } from "vitest";
import { modelledSpeedup } from "../../bench/lib/stats.ts";

describe("modelledSpeedup", () => {
  // A measured 1,000,000-exchange pair: one thread 36.8 s; on 2 workers 52.2 s of CPU, 11.0 s of it on the reading thread.
  it("is bound by all the CPU time over the cores when the cores are few", () => {
    expect(modelledSpeedup(36_800, 11_000, 52_200, 2)).toBeCloseTo(36_800 / 26_100, 6);
  });

  it("is bound by the reading thread when the cores are many", () => {
    expect(modelledSpeedup(36_800, 11_000, 52_200, 16)).toBeCloseTo(36_800 / 11_000, 6);
  });

  it("never exceeds the core count when the reading thread is light and the work does not grow", () => {
    expect(modelledSpeedup(40_000, 1_000, 40_000, 4)).toBe(4);
  });
});
