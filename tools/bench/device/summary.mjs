// The figures of a scale.sh log (tools/bench/device/README.md): per N, --jobs N and its ceiling (N
// one-thread passes at once) as rates, their ratio and the speed-ups over one thread, medians over
// the rounds; the shard-and-merge total; --secret and the one-thread pass against their floors.
//   node summary.mjs scale-log.txt EXCHANGES
import { readFileSync } from "node:fs";

const [log, ex] = process.argv.slice(2);
const exchanges = Number(ex);
const lines = readFileSync(log, "utf8").split("\n");
const rounds = [];
let round;
for (const l of lines) {
  if (l.startsWith("== round")) rounds.push((round = { time: {}, floor: {}, same: [], differs: [] }));
  if (!round) continue;
  let m = /^time (\S+) (\d+) (\d+)$/.exec(l);
  if (m) round.time[m[1]] = Number(m[2]);
  m = /^(floor|floor-signed) (\{.*\})$/.exec(l);
  if (m) round.floor[m[1]] = JSON.parse(m[2]).ms;
  m = /^(same|DIFFERS) (\S+)$/.exec(l);
  if (m) (m[1] === "same" ? round.same : round.differs).push(m[2]);
  m = /^parts (\d+)$/.exec(l);
  if (m) round.parts = Number(m[1]);
}
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};
const sig = (x) => (x === null ? null : Number(x.toPrecision(3)));
const per = (f) => sig(median(rounds.map(f)));
const counts = Object.keys(rounds[0]?.time ?? {})
  .filter((k) => /^jobs\d+$/.test(k))
  .map((k) => Number(k.slice(4)));
const rate = (ms, n = 1) => (n * exchanges) / (ms / 1000);
const out = {
  exchanges,
  rounds: rounds.length,
  one_thread_per_s: per((r) => rate(r.time.one)),
  ratio_to_floor: per((r) => r.floor.floor / r.time.one),
  secret_ratio_to_floor: per((r) => r.floor["floor-signed"] / r.time.secret),
  by_count: counts.map((n) => ({
    jobs: n,
    exchanges_per_s: per((r) => rate(r.time[`jobs${n}`])),
    ceiling_exchanges_per_s: per((r) => rate(r.time[`ceiling${n}`], n)),
    ratio_to_ceiling: per((r) => rate(r.time[`jobs${n}`]) / rate(r.time[`ceiling${n}`], n)),
    speedup: per((r) => r.time.one / r.time[`jobs${n}`]),
    ceiling_speedup: per((r) => rate(r.time[`ceiling${n}`], n) / rate(r.time.one)),
  })),
  default_jobs: { speedup: per((r) => r.time.one / r.time.auto) },
  shards: {
    total_s: per((r) => (r.time[Object.keys(r.time).find((k) => k.startsWith("shards"))] + r.time.merge) / 1000),
    merge_s: per((r) => r.time.merge / 1000),
    speedup: per((r) => r.time.one / (r.time[Object.keys(r.time).find((k) => k.startsWith("shards"))] + r.time.merge)),
    parts_mb: per((r) => r.parts / 1e6),
  },
  reports_identical: rounds.every((r) => r.differs.length === 0) && rounds.every((r) => r.same.includes("merged")),
  method:
    "Wall times of whole commands (Node's start included) from scale.sh: one thread, --jobs N, N one-thread passes at once (the ceiling), the recording in as many shards as cores judged at once on one thread each then merged, --secret on one thread on the same traffic signed; floors from the bundled floor pass. Medians over the rounds.",
};
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
