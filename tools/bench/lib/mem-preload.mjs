// Preloaded into every measured child (node --import): samples memory while the process runs and,
// at exit, writes its peak resident set size (the kernel's maxRSS), the peak sampled heap and the
// samples' peak RSS to the file named by BENCH_MEM_OUT. Plain JavaScript so it loads before tsx.
import { writeFileSync } from "node:fs";

const out = process.env.BENCH_MEM_OUT;
if (out) {
  let peakHeapUsed = 0;
  let peakHeapTotal = 0;
  let peakRss = 0;
  let peakExternal = 0;
  const sample = () => {
    const m = process.memoryUsage();
    if (m.heapUsed > peakHeapUsed) peakHeapUsed = m.heapUsed;
    if (m.heapTotal > peakHeapTotal) peakHeapTotal = m.heapTotal;
    if (m.rss > peakRss) peakRss = m.rss;
    if (m.external + m.arrayBuffers > peakExternal) peakExternal = m.external + m.arrayBuffers;
  };
  const timer = setInterval(sample, 25);
  timer.unref();
  // BENCH_LIVE_GC_MS (with node --expose-gc): a full GC every so often, and the heap still used
  // after it: the live data, apart from the garbage V8 lets accumulate between collections.
  let peakLiveHeap = 0;
  const liveEvery = Number(process.env.BENCH_LIVE_GC_MS ?? 0);
  if (liveEvery > 0 && typeof globalThis.gc === "function") {
    const live = setInterval(() => {
      globalThis.gc();
      const used = process.memoryUsage().heapUsed;
      if (used > peakLiveHeap) peakLiveHeap = used;
    }, liveEvery);
    live.unref();
  }
  process.on("exit", () => {
    sample();
    writeFileSync(
      out,
      JSON.stringify({
        maxRssBytes: process.resourceUsage().maxRSS * 1024,
        peakHeapUsedBytes: peakHeapUsed,
        peakHeapTotalBytes: peakHeapTotal,
        peakSampledRssBytes: peakRss,
        peakExternalBytes: peakExternal,
        peakLiveHeapBytes: peakLiveHeap,
      }),
    );
  });
}
