/**
 * tools/bench/RESULTS.md from results.json: the machine and versions, the targets, one table per
 * section (medians, with the runs beside them), and, for a missed target, what bounds it.
 */
import { TARGETS, valueAt, type TargetResult } from "./targets.ts";
import { BOUNDS } from "./bounds.ts";

type R = Record<string, any>;

const num = (v: unknown, digits = 3): string => {
  if (typeof v !== "number" || !Number.isFinite(v)) return "–";
  if (Math.abs(v) >= 1000) return Math.round(v).toLocaleString("en-US");
  return String(Number(v.toPrecision(digits)));
};
const runs = (v: unknown): string => (Array.isArray(v) ? v.map((x) => num(x)).join(", ") : "");
const table = (head: string[], rows: Array<Array<string>>): string =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => " --- ").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
const mark = (met: boolean | null | undefined): string => (met === null || met === undefined ? "not measured" : met ? "**met**" : "**missed**");

function targetOf(results: R, id: string): TargetResult | undefined {
  return (results.targets as TargetResult[] | undefined)?.find((t) => t.id === id);
}

function section(results: R, name: string, title: string, body: (s: R) => string): string {
  const s = results[name] as R | undefined;
  if (!s) return `## ${title}\n\nNot measured.\n`;
  if (s.error) return `## ${title}\n\nThe benchmark failed: \`${String(s.error).split("\n")[0]}\`\n`;
  return `## ${title}\n\nMeasured ${s.measured_at ?? "?"} (${num(s.section_s)} s).\n\n${body(s)}\n`;
}

function validation(v: R): string {
  const rows = [
    [
      "Toolkit API over the standalone validators (`validateRequest` + `validateResponse`)",
      num(v.standalone_per_s),
      `${num(v.ratio_vs_prism)}×`,
      runs(v.runs?.api),
    ],
    [
      "Standalone validators alone (same driver as runtime ajv)",
      num(v.standalone_validators_only_per_s),
      `${num(v.ratio_validators_only_vs_prism)}×`,
      runs(v.runs?.standalone),
    ],
    ["ajv compiling the same schemas at run time", num(v.runtime_ajv_per_s), `${num(v.ratio_runtime_ajv_vs_prism)}×`, runs(v.runs?.runtime)],
    ["Prism's validator (`@stoplight/prism-http`)", num(v.prism_per_s), "1×", runs(v.runs?.prism)],
  ];
  const m = v.messages ?? {};
  const msgRows = [
    ["Toolkit API (`validateMessage`, request and reply)", num(m.standalone_per_s), runs(v.runs?.api_messages)],
    ["Standalone validators alone", num(m.standalone_validators_only_per_s), runs(v.runs?.standalone_messages)],
    ["ajv compiling the same schemas at run time", num(m.runtime_ajv_per_s), runs(v.runs?.runtime_messages)],
  ];
  return [
    `${v.exchanges?.http} HTTP exchanges (every example of ${v.exchanges?.operations} operations: request and response) and ${v.exchanges?.messages} terminal exchanges (request and reply), all valid; every validator accepted all of them (${JSON.stringify(v.verdicts)}).`,
    "",
    "HTTP exchanges (an exchange = its request and its response):",
    "",
    table(["Validator", "exchanges/s (median)", "vs Prism", "rounds"], rows),
    "",
    `Standalone validators vs runtime ajv (validators alone, same driver): **${num(v.ratio_standalone_vs_runtime_ajv)}×**: the precompiled functions are the code ajv generates at run time, so they run at the same speed once compiled; what precompiling saves is the compile at start-up (below) and ajv itself at run time. The API runs at ${num(v.api_share_of_validators_only)} of the speed of the bare functions driven by the benchmark's lean loop (it also maps errors to pointers, checks credentials, decodes create order's Base64 payload).`,
    "",
    "Terminal messages (Prism does not validate them):",
    "",
    table(["Validator", "exchanges/s (median)", "rounds"], msgRows),
    "",
    `Start-up, once per process: importing the standalone modules ${num(v.startup_ms?.standalone_import)} ms; compiling the same schemas with ajv ${num(v.startup_ms?.runtime_compile)} ms; Prism loading the documents and compiling on first use ${num(v.startup_ms?.prism_load_and_first_pass)} ms.`,
    "",
    `Method: ${v.method}`,
  ].join("\n");
}

function peers(p: R, results: R): string {
  const contenders = Object.entries((p.contenders ?? {}) as Record<string, R>);
  const rows = contenders.map(([, c]) => [
    c.label,
    num(c.exchanges_per_s),
    `${num(c.time_vs_conform)}×`,
    num(c.flagged),
    `${num(c.pass_ms)} ms (${num(c.wall_ms_with_startup)} ms with start-up)`,
    `${num(c.load_ms)} ms`,
    num(c.exchanges_per_s_after_load),
    `${num(c.peak_rss_mb)} MB`,
    runs(c.runs_ms),
  ]);
  const m = (p.mixed ?? {}) as R;
  const kinds = Object.entries((m.planted_by_kind ?? {}) as Record<string, number>);
  const caught = (m.caught ?? {}) as Record<string, R>;
  const mixedRows = [
    ...kinds.map(([kind, n]) => [
      m.conform_rule_by_kind?.[kind] ? `${kind} (\`${m.conform_rule_by_kind[kind]}\`)` : kind,
      num(n),
      ...contenders.map(([name]) => num(caught[name]?.by_kind?.[kind])),
    ]),
    ["all planted defects", num(m.planted), ...contenders.map(([name]) => num(caught[name]?.planted_caught))],
    ["flagged where nothing was planted", "", ...contenders.map(([name]) => num(caught[name]?.flagged_unplanted))],
  ];
  return [
    `${num(p.exchanges)} HTTP exchanges (${(p.recordings ?? []).map((f: R) => `${f.service} ${num(f.exchanges)}, ${num(f.mb)} MB`).join("; ")}), all valid, judged against the same OpenAPI documents by each contender; ${p.rounds} rounds.`,
    "",
    table(
      [
        "Contender",
        "exchanges/s (median)",
        "time vs conform",
        "flagged",
        "pass (median)",
        "of which loading",
        "exchanges/s once loaded",
        "peak RSS",
        "pass ms per round",
      ],
      rows,
    ),
    "",
    "Loading: the peers' document reading and compiling, timed by their harnesses; conform's, a pass over one exchange per file in the same round (contracts loaded, report written). Once loaded: the exchanges over the rest of the pass, the rate a longer recording tends to.",
    "",
    `The fastest peer takes ${num(p.fastest_peer_time_vs_conform)}× conform's time on one thread${p.fastest_peer_time_vs_conform_as_shipped ? `, and ${num(p.fastest_peer_time_vs_conform_as_shipped)}× the time of conform as shipped (--jobs not given: every core for a recording this large)` : ""}. Target (≥ 1 against one thread: conform faster than each peer, each on one core): ${mark(targetOf(results, "peers-faster")?.met)}.`,
    "",
    `What each checks on this traffic:`,
    "",
    ...contenders.flatMap(([, c]) => [`- **${c.label}**`, ...((c.checks ?? []) as string[]).map((line) => `  - ${line}`)]),
    "",
    `Mixed recording: ${num(m.exchanges)} exchanges of the same traffic with a defect planted in every seventh (${num(m.planted)} in all), one pass each; how many of each kind each contender flagged:`,
    "",
    table(["Defect", "planted", ...contenders.map(([name]) => name)], mixedRows),
    "",
    `Method: ${p.method}`,
  ].join("\n");
}

function conformance(c: R, results: R): string {
  const rows = [
    ["Runner (`contracts conform … --format json --out FILE`)", num(c.exchanges_per_s), num(c.ratio_to_floor), num(c.peak_rss_mb), runs(c.runs?.runner_per_s)],
    ["Floor: read + JSON.parse (HAR bodies included)", num(c.floor_exchanges_per_s), "1", num(c.floor_peak_rss_mb), runs(c.runs?.floor_per_s)],
    [
      "Floor, entries only (bodies left as text)",
      num(c.floor_entries_only_per_s),
      num(c.floor_entries_only_per_s / c.floor_exchanges_per_s),
      "",
      runs(c.runs?.floor_entries_per_s),
    ],
    ...(c.validation_floor
      ? [
          [
            "Floor with validation: every exchange validated through the validation API, nothing else",
            num(c.validation_floor.exchanges_per_s),
            num(c.validation_floor.ratio_to_floor),
            "",
            runs(c.validation_floor.runs_per_s),
          ],
        ]
      : []),
    [
      "The runner's reader alone (no checks)",
      num(c.reader_exchanges_per_s),
      num(c.reader_exchanges_per_s / c.floor_exchanges_per_s),
      "",
      runs(c.runs?.reader_per_s),
    ],
    ...(c.secret
      ? [
          [
            "Runner with `--secret`, on the same traffic signed (beside its own floor)",
            num(c.secret.exchanges_per_s),
            num(c.secret.ratio_to_floor),
            "",
            runs(c.secret.runs_ratio_to_floor),
          ],
        ]
      : []),
    ...(c.mixed
      ? [
          [
            `Runner on the mixed recording (${Math.round(c.mixed.failed_share * 100)}% of its exchanges failed; beside its own floor)`,
            num(c.mixed.exchanges_per_s),
            num(c.mixed.ratio_to_floor),
            "",
            runs(c.mixed.runs_ratio_to_floor),
          ],
        ]
      : []),
  ];
  const profileTable = (p: R): string =>
    table(
      ["What", "ms", "share"],
      (p.shares as Array<{ what: string; ms: number; share: number }>).map((x) => [x.what, num(x.ms), `${Math.round(x.share * 100)}%`]),
    );
  const mem = [
    ["Runner", num(c.peak_rss_mb), num(c.peak_rss_mb_10x), num(c.rss_ratio_10x), num(c.peak_heap_used_mb), num(c.peak_heap_used_mb_10x)],
    ["Floor", num(c.floor_peak_rss_mb), num(c.floor_peak_rss_mb_10x), num(c.floor_peak_rss_mb_10x / c.floor_peak_rss_mb), "", ""],
    [
      "Runner, heap in use right after a forced full GC (live data)",
      "",
      "",
      num(c.live_heap_mb_10x / c.live_heap_mb),
      num(c.live_heap_mb),
      num(c.live_heap_mb_10x),
    ],
    ...(c.capped_heap
      ? [
          [
            `Runner started with \`${c.capped_heap.node_options.join(" ")}\` (${num(c.capped_heap.exchanges_per_s)} and ${num(c.capped_heap.exchanges_per_s_10x)} exchanges/s)`,
            num(c.capped_heap.peak_rss_mb),
            num(c.capped_heap.peak_rss_mb_10x),
            num(c.capped_heap.rss_ratio_10x),
            "",
            "",
          ],
        ]
      : []),
  ];
  const files = (list: R[] | undefined): string => (list ?? []).map((f) => `${f.service} ${f.format} ${num(f.exchanges)} exchanges ${num(f.mb)} MB`).join("; ");
  return [
    `Runner timed: ${c.runner_entry}.`,
    "",
    `Recording: ${num(c.exchanges)} exchanges (${files(c.recordings)}), made from the contract's examples (tools/bench/recording/) in ${num(c.generate_s)} s; ten times larger: ${files(c.recordings_10x)}. Exchanges the runner found not conforming (per run; the recordings are meant to conform): ${runs(c.failed_exchanges)}; ten-times: ${runs(c.failed_exchanges_10x)}.`,
    "",
    table(["Pass", "exchanges/s (median)", "ratio to floor", "peak RSS MB", "runs"], rows),
    "",
    `Ratio to the floor, per round: ${runs(c.runs?.ratio_to_floor)}; against the entries-only floor: ${num(c.ratio_to_floor_entries_only)}. Targets: all-valid ${mark(targetOf(results, "conformance-floor")?.met)}, with --secret ${mark(targetOf(results, "conformance-floor-secret")?.met)}, mixed ${mark(targetOf(results, "conformance-floor-mixed")?.met)}. For the rows beside their own floor, the runs column gives the ratio per round.`,
    ...(c.secret ? ["", `With --secret: ${c.secret.method}`] : []),
    ...(c.mixed ? ["", `Mixed: ${c.mixed.method}`] : []),
    ...(c.jobs?.by_count
      ? [
          "",
          `On every core: \`--jobs N\` beside the ceiling, N one-thread passes at once over the same files (${num(c.jobs.exchanges)} exchanges). Target (--jobs ${num(c.jobs.workers)} at 90% or more of its ceiling): ${mark(targetOf(results, "conformance-jobs")?.met)}.`,
          "",
          table(
            [
              "N",
              "--jobs N exchanges/s",
              "N passes at once exchanges/s",
              "ratio to ceiling",
              "rounds",
              "×one thread",
              "ceiling ×one thread",
              "ordering thread's CPU share",
              "peak RSS MB",
            ],
            (c.jobs.by_count as R[]).map((x) => [
              num(x.jobs),
              num(x.exchanges_per_s),
              num(x.ceiling_exchanges_per_s),
              num(x.ratio_to_ceiling),
              (x.runs_ratio_to_ceiling ?? []).map((y: number) => num(y)).join(", "),
              num(x.speedup),
              num(x.ceiling_speedup),
              x.ordering_thread_cpu_share === undefined ? "" : num(x.ordering_thread_cpu_share),
              num(x.peak_rss_mb),
            ]),
          ),
          "",
          c.jobs.shards
            ? `Shard and merge: ${num(c.jobs.shards.count)} shards (\`conform --shard I/${num(c.jobs.shards.count)}\`, one thread each, all at once) took ${num(c.jobs.shards.shards_s)} s, the merge ${num(c.jobs.shards.merge_s)} s: ${num(c.jobs.shards.total_s)} s in all against ${num(c.jobs.shards.one_thread_s)} s for one thread (×${num(c.jobs.shards.speedup)}); the parts held ${num(c.jobs.shards.parts_mb)} MB; the merged report was one thread's, byte for byte, in every round.`
            : "",
          "",
          c.jobs.method,
        ]
      : []),
    "",
    "Memory:",
    "",
    table(["Pass", `peak RSS MB, ${num(c.exchanges)}`, `peak RSS MB, ${num(c.exchanges_10x)}`, "ratio", "peak heap used MB", "peak heap used MB, 10×"], mem),
    "",
    `Ten-times run: runner ${num(c.exchanges_per_s_10x)} exchanges/s, floor ${num(c.floor_exchanges_per_s_10x)}/s (ratio ${num(c.exchanges_per_s_10x / c.floor_exchanges_per_s_10x)}). Target (10× peak ≤ 1.2 × peak): ${mark(targetOf(results, "memory-flat")?.met)}.`,
    ...(c.profile
      ? [
          "",
          `Where the runner's time goes (one more pass on the ${num(c.exchanges)}-exchange recording under \`node --cpu-prof\`, ${num(c.profile.total_ms)} ms in all; a sample counts for the innermost function of the project's code on its stack, so JSON.parse counts for its caller):`,
          "",
          profileTable(c.profile),
        ]
      : []),
    ...(c.mixed?.profile ? ["", `And on the mixed recording (${num(c.mixed.profile.total_ms)} ms in all):`, "", profileTable(c.mixed.profile)] : []),
    "",
    `Method: ${c.method}`,
  ].join("\n");
}

function diff(d: R): string {
  return [
    table(
      ["Diff", "median ms", "first run (cold) ms", "findings", "runs"],
      [
        [`Full contract set against itself (${num(d.full_files)} files a side)`, num(d.full_ms), num(d.full_cold_ms), num(d.full_findings), runs(d.runs?.full)],
        ["Against a version with a handful of changes", num(d.changed_ms), num(d.changed_cold_ms), num(d.changed_findings), runs(d.runs?.changed)],
      ],
    ),
    "",
    `Reading and parsing both trees: ${num(d.full_load_ms)} ms of the full diff. The whole command as a new process, Node start-up included (\`contracts diff BASE HEAD --format json\`): ${num(d.cli_wall_ms?.median)} ms from the sources through tsx (runs ${runs(d.cli_wall_ms?.runs)})${d.cli_dist_wall_ms ? `, ${num(d.cli_dist_wall_ms.median)} ms as the compiled bin (tools/dist; runs ${runs(d.cli_dist_wall_ms.runs)})` : ""}.`,
    "",
    `The changes: ${(d.changes ?? []).map((c: string) => `\`${c}\``).join("; ")}. Rules found: ${(d.changed_rules ?? []).join(", ")}.`,
    "",
    `Method: ${d.method}`,
  ].join("\n");
}

function mocks(m: R): string {
  if (m.skipped) return `Simulator over stdio: ${num(m.simulator_stdio_msgs_per_s)} messages/s. ${m.skipped}`;
  const rows = [
    [
      "Terminal simulator, HTTP bridge",
      num(m.simulator_http_msgs_per_s),
      num(m.simulator_http?.latency_p50_ms),
      num(m.simulator_http?.latency_p99_ms),
      runs(m.simulator_http?.per_s?.runs),
      runs(m.simulator_http?.non_2xx),
    ],
    ["Terminal simulator, stdio (JSON Lines)", num(m.simulator_stdio_msgs_per_s), "", "", runs(m.simulator_stdio?.per_s?.runs), ""],
    ...Object.entries((m.prism ?? {}) as R).map(([svc, p]) => [
      `Prism mock, ${svc}`,
      num(p.per_s?.median),
      num(p.latency_p50_ms),
      num(p.latency_p99_ms),
      runs(p.per_s?.runs),
      runs(p.non_2xx),
    ]),
  ];
  return [table(["Server", "requests (messages)/s, median", "p50 ms", "p99 ms", "runs", "non-2xx per run"], rows), "", `Method: ${m.method}`].join("\n");
}

/** `contracts probe` against the sandboxes and the simulator (tools/bench/sections/probe.ts). */
function probe(p: R): string {
  const rows = ["optimizer", "affordability", "terminal"].map((t) => [
    t,
    num(p[t]?.exchanges_per_s?.median),
    runs(p[t]?.exchanges_per_s?.runs),
    num(p[t]?.sequences_per_s?.median),
    String(p[t]?.findings ?? ""),
  ]);
  return [
    `Seed ${p.seed}, budget ${num(p.budget_ms)} ms per run; each exchange generated from the contract, sent, checked by the probe and judged by conform (target in the same process).`,
    "",
    table(["Target", "exchanges/s, median", "runs", "sequences/s, median", "findings (all runs)"], rows),
  ].join("\n");
}

function proxy(p: R): string {
  const l = (p.latency ?? {}) as R;
  const t = (p.throughput ?? {}) as R;
  const row = (name: string, x: R | undefined) => [
    name,
    num(x?.per_s?.median),
    num(x?.latency_p50_ms),
    num(x?.latency_p99_ms),
    runs(x?.per_s?.runs),
    runs(x?.non_2xx),
  ];
  return [
    table(
      ["one request at a time", "p50 ms", "p99 ms"],
      [
        ["straight to the sandbox", num(l.direct_p50_ms), num(l.direct_p99_ms)],
        ["through contracts proxy (judging, recording)", num(l.proxy_p50_ms), num(l.proxy_p99_ms)],
        ["added by the proxy", num(l.added_p50_ms), num(l.added_p99_ms)],
      ],
    ),
    "",
    t.skipped
      ? String(t.skipped)
      : table(
          ["Server", "requests/s, median", "p50 ms", "p99 ms", "runs", "non-2xx per run"],
          [row("sandbox, direct", t.direct), row("contracts proxy in front", t.proxy), row("prism proxy in front", t.prism_proxy)],
        ),
    "",
    `contracts proxy / prism proxy: ${num(t.ratio_vs_prism_proxy)} (median of paired runs). Exchanges timed: ${num(l.exchanges)}.`,
    "",
    `Method: ${p.method}`,
  ].join("\n");
}

function sandbox(s: R): string {
  if (s.skipped) return String(s.skipped);
  const rows = (["affordability", "optimizer"] as const).flatMap((svc) => {
    const x = (s[svc] ?? {}) as R;
    return [
      [
        `Sandbox, ${svc}`,
        num(x.sandbox?.per_s?.median),
        num(x.sandbox?.latency_p50_ms),
        num(x.sandbox?.latency_p99_ms),
        runs(x.sandbox?.per_s?.runs),
        runs(x.sandbox?.non_2xx),
        num(x.ratio),
      ],
      [
        `Prism, ${svc}`,
        num(x.prism?.per_s?.median),
        num(x.prism?.latency_p50_ms),
        num(x.prism?.latency_p99_ms),
        runs(x.prism?.per_s?.runs),
        runs(x.prism?.non_2xx),
        "",
      ],
    ];
  });
  const mem = (s.memory ?? {}) as R;
  const samples = ((mem.samples ?? []) as R[]).map((x) => [num(x.requests), num(x.heap_mb), num(x.rss_mb), num(x.customers)]);
  return [
    table(["Server", "requests/s, median", "p50 ms", "p99 ms", "runs", "non-2xx per run", "sandbox / Prism"], rows),
    "",
    `Launcher start-up (spawn to the ready banner, both sandboxes and the simulator listening): median ${num(s.launcher_start_ms)} ms over ${runs(s.launcher_start?.runs_ms)} ms.`,
    "",
    `Memory over ${num(mem.requests)} requests (idle heap ${num(mem.idle_heap_mb)} MB; growth over the second half ${num(mem.heap_growth_second_half_mb)} MB): ${mem.note ?? ""}`,
    "",
    table(["requests", "heap MB", "RSS MB", "customers kept"], samples),
    "",
    `Method: ${s.method}`,
  ].join("\n");
}

function build(b: R): string {
  return [
    table(
      ["Step", "median s", "runs"],
      [
        ["`npm ci` on a fresh clone (`make install`, warm npm cache)", num(b.npm_ci_s), runs(b.runs?.npm_ci_s?.runs)],
        ["Cold `make` after it (build + tools/dist)", num(b.cold_s), runs(b.runs?.cold_s?.runs)],
        ["Fresh clone to built, both together", num(b.cold_after_clone_s), ""],
        ["No-op `make`", num(b.noop_s), runs(b.runs?.noop_s?.runs)],
        [`One-line spec change (\`${b.changed_line}\`), \`make\``, num(b.one_line_s), runs(b.runs?.one_line_s?.runs)],
      ],
    ),
    "",
    b.source?.startsWith("copy")
      ? `Source: ${b.source}, at commit \`${String(b.commit).slice(0, 12)}\` with ${b.uncommitted_changes_not_measured} uncommitted file(s).${b.head_failed ? ` The committed HEAD did not build in a fresh clone: ${b.head_failed}` : ""}`
      : `Commit measured: \`${String(b.commit).slice(0, 12)}\` (a clone holds committed work only; ${b.uncommitted_changes_not_measured} uncommitted file(s) of the working tree were not in it).`,
    "",
    `Method: ${b.method}`,
  ].join("\n");
}

export function renderMarkdown(results: R): string {
  const m = results.machine ?? {};
  const v = results.versions ?? {};
  const targets = (results.targets ?? []) as TargetResult[];
  const out: string[] = [];
  out.push("# Benchmark results");
  out.push("");
  out.push(
    "Written by `make bench` (`npm run -s bench`, tools/bench/main.ts); do not edit by hand. The figures are medians over several runs on the machine below, measured side by side in one run; on a shared 2-core machine, quote the ratios rather than the absolute rates.",
  );
  if (results.quick) out.push("\n**Quick run (`--quick`): small sizes, few runs. Not figures to quote.**");
  out.push("");
  out.push(`- Date: ${results.generated_at}`);
  out.push(`- Machine: ${m.cpus} CPUs (${m.cpu_model}), ${m.memory_gib} GiB memory, ${m.os}; load average at start ${runs(m.load_average_at_start)}`);
  out.push(
    `- Versions: Node ${v.node}, npm ${v.npm}, ${v.make ?? "make"}; ${Object.entries(v)
      .filter(([k]) => !["node", "npm", "make", "git_commit", "uncommitted_files"].includes(k))
      .map(([k, x]) => `${k} ${x ?? "–"}`)
      .join(", ")}`,
  );
  out.push(`- Working tree: commit ${v.git_commit}, ${v.uncommitted_files} uncommitted file(s)`);
  out.push("");
  out.push("## Targets");
  out.push("");
  out.push(
    table(
      ["Target", "figure", "value", "bound", "result"],
      targets.map((t) => [t.description, `\`${t.key}\``, num(t.value), t.target, mark(t.met)]),
    ),
  );
  out.push("");
  const missed = targets.filter((t) => t.met === false);
  if (missed.length) {
    out.push("### What bounds the missed targets");
    out.push("");
    for (const t of missed) {
      out.push(`**${t.description}** (${num(t.value)}, bound ${t.target}).`);
      out.push("");
      out.push(BOUNDS[t.id]?.(results) ?? "No analysis recorded.");
      out.push("");
    }
  }
  out.push(section(results, "build", "Build", build));
  out.push(section(results, "validation", "Validation", validation));
  out.push(section(results, "conformance", "Conformance, offline", (c) => conformance(c, results)));
  out.push(section(results, "peers", "Peers on the same traffic", (p) => peers(p, results)));
  out.push(section(results, "diff", "Schema diff", diff));
  out.push(section(results, "mocks", "Mocks", mocks));
  out.push(section(results, "sandbox", "Sandbox", sandbox));
  out.push(section(results, "proxy", "Proxy", proxy));
  out.push(section(results, "probe", "Probe", probe));
  out.push("## The figures in results.json");
  out.push("");
  out.push(
    table(
      ["key", "value"],
      [
        ...TARGETS.map((t) => t.key),
        "conformance.exchanges_per_s",
        "conformance.floor_exchanges_per_s",
        "conformance.peak_rss_mb",
        "conformance.peak_rss_mb_10x",
        "validation.standalone_per_s",
        "validation.prism_per_s",
        "build.cold_s",
      ]
        .filter((k, i, a) => a.indexOf(k) === i)
        .map((k) => [`\`${k}\``, num(valueAt(results, k))]),
    ),
  );
  out.push("");
  return out.join("\n");
}
