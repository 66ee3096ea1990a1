/**
 * One sandbox in its own process, for the benchmark: prints `{"url": ...}` once it listens, answers
 * the IPC message "mem" with its memory after a full garbage collection (run with --expose-gc), and
 * exits when its parent disconnects.
 *
 *   node --expose-gc --import tsx tools/bench/workers/sandbox.ts affordability|optimizer
 */
import { startSandbox } from "../../src/sandbox/index.ts";

const service = process.argv[2] as "affordability" | "optimizer";
const sb = await startSandbox({ service, port: 0 });
process.stdout.write(`${JSON.stringify({ url: sb.url })}\n`);
process.on("message", (m) => {
  if (m !== "mem") return;
  (globalThis as { gc?: () => void }).gc?.();
  const u = process.memoryUsage();
  process.send?.({ heapUsed: u.heapUsed, rss: u.rss, state: { ...sb.state } });
});
process.on("disconnect", () => void sb.stop().then(() => process.exit(0)));
