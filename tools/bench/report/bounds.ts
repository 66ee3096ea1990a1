/**
 * What bounds a missed target: the figures of the run that missed it (including the CPU profile the
 * conformance benchmark takes of the runner), and what to change. Shown only for a missed target.
 */

type R = Record<string, any>;

const pct = (x: number): string => (Number.isFinite(x) ? `${Math.round(x * 100)}%` : "–");
const us = (perS: number): string => (Number.isFinite(perS) && perS > 0 ? `${(1e6 / perS).toFixed(1)} µs` : "–");
const n = (x: unknown): string =>
  typeof x !== "number" || !Number.isFinite(x) ? "–" : Math.abs(x) >= 1000 ? Math.round(x).toLocaleString("en-US") : String(Number(x.toPrecision(3)));

export const BOUNDS: Record<string, (results: R) => string> = {
  "conformance-floor": (r) => {
    const c = r.conformance ?? {};
    const v = r.validation ?? {};
    const readShare = c.exchanges_per_s / c.reader_exchanges_per_s;
    const vf = c.validation_floor ?? {};
    return [
      `Per exchange (100,000-exchange recording): the floor takes ${us(c.floor_exchanges_per_s)}, the runner's own reader ${us(c.reader_exchanges_per_s)} (at the floor: reading is not what is slow), the runner ${us(c.exchanges_per_s)}. Reading is ${pct(readShare)} of the runner's time; the checks are the rest.`,
      "",
      ...(vf.validation_us !== undefined
        ? [
            `${vf.validation_us > vf.budget_at_0_75_us - vf.reader_us - vf.bodies_us ? "Validation alone takes more than the target leaves for all the checks." : "Validation takes most of what the target leaves for the checks."} Reading takes ${n(vf.reader_us + vf.bodies_us)} µs per exchange (the runner's reader ${n(vf.reader_us)} µs, the embedded bodies' parse ${n(vf.bodies_us)} µs); 0.75 of the floor's ${n(vf.floor_us)} µs allows ${n(vf.budget_at_0_75_us)} µs in all, so ${n(vf.budget_at_0_75_us - vf.reader_us - vf.bodies_us)} µs for every check. The floor with every exchange validated through the validation API, and nothing else, runs at ${n(vf.ratio_to_floor)} of the floor: validation adds ${n(vf.validation_us)} µs per exchange (the exchange normalized as the runner reads it, the precompiled validators on a pass this short, JIT warm-up included, and the API around them: parameters, credentials, media types, create order's Base64 payload decoded and parsed). The rest of the runner's ${n(vf.runner_us)} µs (the other checks, the sequence rules, the report) is ${n(vf.other_checks_us)} µs. Both are differences of medians of passes whose rates vary by a third from round to round on this machine: read them as rough. With the rest free the runner would be at ${n(vf.ratio_without_other_checks)} of the floor${vf.ratio_without_other_checks < 0.75 ? ": the target needs validation itself to cost less" : ""}.`,
            "",
          ]
        : []),
      `Size matters: on the ten-times recording the runner runs at ${n(c.exchanges_per_s_10x)} exchanges/s against a floor of ${n(c.floor_exchanges_per_s_10x)}/s (ratio ${n(c.exchanges_per_s_10x / c.floor_exchanges_per_s_10x)}). A pass of 100,000 exchanges lasts a few seconds, and it carries costs that do not grow with the recording: loading the contracts' precompiled validators and the runner's modules (through tsx when tools/dist is not built), and JIT warm-up of the validators (the same 100,000 exchanges judged three times in one process took 3.9, 3.5 and 2.8 s).`,
      "",
      "The conformance section below shows where the runner's time goes (a CPU profile of the same run).",
      "",
      `What to change, for the owners of tools/src/conform and tools/src/validate (not changed by the benchmark):`,
      "",
      `1. Judge with the compiled CLI (tools/dist, what the package's \`contracts\` bin runs): no TypeScript transpiled during the pass (about 0.2 to 0.3 s of a 100,000-exchange pass in the profile). \`make bench\` times tools/dist when it is newer than tools/src (runner_entry in results.json).`,
      v.api_share_of_validators_only < 0.9
        ? `2. The validation API costs more than the validators it calls: through the API ${n(v.standalone_per_s)} exchanges/s, the same precompiled functions alone ${n(v.standalone_validators_only_per_s)}/s (API at ${n(v.api_share_of_validators_only)} of it). Per call, look for maps rebuilt with Object.entries/fromEntries, closures and spreads, lookups that could be resolved once per operation.`
        : `2. The validation API is not the bound: it runs at ${n(v.api_share_of_validators_only)} of the speed of the bare precompiled functions (${n(v.standalone_per_s)} against ${n(v.standalone_validators_only_per_s)} exchanges/s), and the validators themselves are a tenth of the pass or so (profile above). What is left is spread thin: HAR normalization (parsing the embedded bodies is most of it, and the floor pays it too), the checks, the report, GC.`,
      `3. Reading is no longer what is slow: the runner's reader alone runs at ${n(c.reader_exchanges_per_s / c.floor_exchanges_per_s)} of the floor's speed (it scans the file's bytes for the entries and decodes only each entry's; the floor decodes every chunk and walks its characters). What is above the floor is the judging after reading: ${us(1 / (1 / c.exchanges_per_s - 1 / c.reader_exchanges_per_s))} per exchange now (the runner's time less its reader's), where 0.75 of the floor leaves ${us(1 / (1 / (0.75 * c.floor_exchanges_per_s) - 1 / c.reader_exchanges_per_s))}; the profile spreads it over the embedded bodies' JSON.parse (HAR normalization), the validators and their API, the other checks, the runner loop and GC, none of them alone the difference.`,
      `4. Memory and speed pull apart: capping the heap (see the memory target, if missed) costs speed on the short pass.`,
    ].join("\n");
  },
  "conformance-floor-secret": (r) => {
    const c = r.conformance ?? {};
    return `With --secret every create order's and refund answer's x-verify is an HMAC-SHA256 over its payload (${n(c.secret?.exchanges_per_s)} exchanges/s against ${n(c.exchanges_per_s)} without, the floors of the two recordings alike): the signature work comes on top of the all-valid pass, whose bounds are above.`;
  },
  "conformance-floor-mixed": (r) => {
    const c = r.conformance ?? {};
    const shares = (c.mixed?.profile?.shares ?? []) as Array<{ what: string; share: number }>;
    return [
      `${pct(c.mixed?.failed_share)} of the mixed recording's exchanges fail. A finding costs what locating it in the contract (its gaps and decisions), wording it and reporting it cost; the profile of that pass:`,
      "",
      ...shares.slice(0, 6).map((x) => `- ${x.what}: ${pct(x.share)}`),
    ].join("\n");
  },
  "memory-flat": (r) => {
    const c = r.conformance ?? {};
    const cap = c.capped_heap;
    return [
      `Peak RSS: ${n(c.peak_rss_mb)} MB at ${n(c.exchanges)} exchanges, ${n(c.peak_rss_mb_10x)} MB at ${n(c.exchanges_10x)} (×${n(c.rss_ratio_10x)}). The data the runner keeps does not grow: the heap still in use right after a forced full GC peaks at ${n(c.live_heap_mb)} MB on the normal recording and ${n(c.live_heap_mb_10x)} MB on the ten-times one (the runner streams; its sequence rules keep a bounded window). What grows is the room V8 gives its heap on a longer run with a high allocation rate (young generation resized upwards, old generation collected later): the floor pass, which keeps nothing at all, goes from ${n(c.floor_peak_rss_mb)} MB to ${n(c.floor_peak_rss_mb_10x)} MB the same way. Peak RSS also varies from run to run by tens of MB (runs: ${(c.runs?.runner_peak_rss_mb ?? []).join(", ")} MB).`,
      "",
      cap
        ? `Measured fix: the same runner started with \`node ${cap.node_options.join(" ")}\` peaks at ${n(cap.peak_rss_mb)} MB and ${n(cap.peak_rss_mb_10x)} MB (×${n(cap.rss_ratio_10x)}: the memory target met), but runs at ${n(cap.exchanges_per_s)} exchanges/s on the normal recording (${pct(1 - cap.exchanges_per_s / c.exchanges_per_s)} slower; ratio to the floor ${n(cap.ratio_to_floor)}, under the 0.5 target) and ${n(cap.exchanges_per_s_10x)}/s on the ten-times one (${pct(1 - cap.exchanges_per_s_10x / c.exchanges_per_s_10x)} slower): V8 collects more often in a smaller heap. The two targets pull against each other; which to favour (flat RSS, or speed with flat live data) is a decision for the lead. \`v8.setFlagsFromString\` at run time does not resize the heap (tried): the limits must be given when the process starts, e.g. by the \`contracts\` bin re-executing itself with them for \`conform\`, by NODE_OPTIONS, or by judging in a worker_thread created with resourceLimits (maxYoungGenerationSizeMb, maxOldGenerationSizeMb).`
        : "",
    ].join("\n");
  },
  "conformance-jobs": (r) => {
    const j = r.conformance?.jobs ?? {};
    const rows = (j.by_count ?? []) as R[];
    const top = rows.at(-1) ?? {};
    const share = top.ordering_thread_cpu_share;
    return [
      `On ${n(j.workers)} cores --jobs ${n(top.jobs)} ran at ${n(top.exchanges_per_s)} exchanges/s, ${pct(top.ratio_to_ceiling)} of ${n(top.jobs)} one-thread passes at once (${n(top.ceiling_exchanges_per_s)}/s; rounds ${(top.runs_ratio_to_ceiling ?? []).map((x: number) => n(x)).join(", ")}), ×${n(top.speedup)} one thread where the ceiling is ×${n(top.ceiling_speedup)}.`,
      share !== undefined
        ? `The ordering thread (settling, the sequence rules, the reports; it reads no recording byte) took ${pct(share)} of the run's CPU: a split over N workers reaches the ceiling until that thread is busy, past about ${n(Math.floor(1 / share))} workers on this machine's figures.`
        : "",
      "What a split adds to the passes it is measured against: each worker's start and warm-up, the columns sent back, the ordering thread's work, and on 2 cores that thread's share of the cores. On a shared 2-core machine the rounds vary by a tenth or more: read the ratio, not the rates.",
    ]
      .filter(Boolean)
      .join(" ");
  },
  "validation-vs-prism": (r) => {
    const v = r.validation ?? {};
    return `Through the API ${n(v.standalone_per_s)} exchanges/s against Prism's ${n(v.prism_per_s)}/s; the validators alone run at ${n(v.standalone_validators_only_per_s)}/s (×${n(v.ratio_validators_only_vs_prism)} Prism). The API's own work is what separates the two (see the conformance target's point 2).`;
  },
  "noop-make": (r) =>
    `No-op make took ${n(r.build?.noop_s)} s: it runs \`find\` over spec/ and tools/src and compares timestamps. See the build log in results.json.`,
  "proxy-added-latency": (r) => {
    const l = r.proxy?.latency ?? {};
    return [
      `Through the proxy the p50 was ${n(l.proxy_p50_ms)} ms against ${n(l.direct_p50_ms)} ms straight to the sandbox (paired p50 of the differences ${n(l.paired_added_p50_ms)} ms). The proxy judges the request before it forwards it, and records the exchange (redaction included) before it hands the answer to the client, so that an answer the client has received is in the recording, also after SIGKILL (issue 42). Redaction for the recording (most of it the HMAC pseudonyms and the secret-key test per property, tools/src/recording/redact.ts) and judging are therefore part of the latency.`,
      "",
      "What to change, for the owners of tools/src/proxy and tools/src/recording: make redaction cheaper per exchange (the pseudonyms' HMAC once per distinct value), or give up the guarantee that an answered exchange is already on disk.",
    ].join("\n");
  },
  "full-diff": (r) => `The full diff took ${n(r.diff?.full_ms)} ms, of which reading and parsing ${n(r.diff?.full_load_ms)} ms.`,
  "peers-faster": (r) => {
    const p = r.peers ?? {};
    const all = (p.contenders ?? {}) as Record<string, R>;
    const conform = all.conform ?? {};
    const peers = Object.entries(all).filter(([name]) => name !== "conform");
    return [
      `On ${n(p.exchanges)} HTTP exchanges, conform loads in ${n(conform.load_ms)} ms (a pass over one exchange per file) and then takes ${us(conform.exchanges_per_s_after_load)} per exchange:`,
      "",
      ...peers.map(
        ([, c]) => `- ${c.label}: ${n(c.time_vs_conform)}× conform's time; loads in ${n(c.load_ms)} ms, then ${us(c.exchanges_per_s_after_load)} per exchange.`,
      ),
      "",
      "A peer that judges an exchange in less time than conform does wins on any recording long enough to pay for its loading, so what bounds the target is conform's per-exchange path (the conformance section's profile shows where its time goes), not its start. The peers check less (the peers section's mixed recording shows what each one misses): conform's credentials, Base64 payload, sequence and card-number checks, and the locating of each finding, are the per-exchange work to earn back.",
    ].join("\n");
  },
};
