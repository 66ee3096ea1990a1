/**
 * Node flags for the `conform` process. The data the runner keeps is flat (about 15 to 20 MB of live
 * heap from 100,000 to 1,000,000 exchanges), but V8 sizes its heap by the allocation rate, so a long
 * run's peak memory grew with the recording (measured: 256 MB at 100,000 exchanges, 309 MB at
 * 1,000,000, on terminal JSON Lines). A fixed 16 MB young generation keeps the peak flat at the same
 * speed on JSON Lines (213 and 210 MB); on the mixed HAR + JSON Lines benchmark recording the old
 * generation still grew (177 to 235 MB), and a 192 MB old-generation limit holds it (176 to 182 MB
 * measured with 160 MB) at no cost on 100,000 exchanges and about 14% on 1,000,000. The limit is far
 * above what a streamed run keeps; HAR files parsed whole are kept small for it (har.ts).
 * Heap sizes can only be set when Node starts: the `contracts` CLI starts `conform` in a child Node
 * with these flags (tools/src/cli/main.ts), and the benchmark times the runner with the same flags.
 */
/** The old-generation limit in MB (the heap cap of `conform` and `redact`). */
export const HEAP_LIMIT_MB = 192;
export const CONFORM_HEAP_FLAGS = ["--min-semi-space-size=16", "--max-semi-space-size=16", `--max-old-space-size=${HEAP_LIMIT_MB}`] as const;
