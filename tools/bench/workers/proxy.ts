/**
 * `contracts proxy` in its own process, for the benchmark: in front of UPSTREAM (the optimizer
 * sandbox of another process), recording to FILE; prints `{"url": ..., "pid": ...}` once it listens
 * and answers the IPC message "summary" with the exchanges judged; exits when its parent disconnects.
 *
 *   node --import tsx tools/bench/workers/proxy.ts UPSTREAM FILE
 */
import { startProxy } from "../../src/proxy/index.ts";

const [upstream, record] = process.argv.slice(2);
let lines = 0;
const proxy = await startProxy({ upstreams: { optimizer: upstream! }, record, log: () => void lines++ });
process.stdout.write(`${JSON.stringify({ url: proxy.services[0]!.url, pid: process.pid })}\n`);
process.on("message", (m) => {
  if (m === "summary") process.send?.({ ...proxy.summary, lines });
});
process.on("disconnect", () => void proxy.stop().then(() => process.exit(0)));
