#!/usr/bin/env bash
# Conformance on many cores (issue 41), inside the folder prepare.sh writes: the JSON.parse floor, one
# thread, --jobs N for N = 2, 4, 8... up to the machine's cores, beside the ceiling (N one-thread passes
# at once over the same files), the recording in as many shards as cores (one thread each, all at once)
# and merged, and --secret on one thread; reports compared byte for byte. ROUNDS rounds (default 2); EX
# exchanges (default 400,000). The log goes to $OUT/scale-log.txt and the figures to $OUT/scale.json
# (summary.mjs): with the defaults it takes 5 to 7 minutes on 16 cores.
set -u -o pipefail
cd "$(dirname "$0")"
OUT=${OUT:-/tmp}
exec >"$OUT/scale-log.txt" 2>&1
W=${TMPDIR:-/tmp}/contracts-scale; rm -rf "$W"; mkdir -p "$W/rec" "$W/out"
xz -dc node.xz > "$W/node" && chmod +x "$W/node"
mkdir -p "$W/pkg" && tar xJf pkg.tar.xz -C "$W/pkg"
N="$W/node"; BIN="$W/pkg/node_modules/@payments/contracts/tools/dist/cli/bin.js"
SECRET=0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0
CORES=$(nproc); EX=${EX:-400000}; ROUNDS=${ROUNDS:-2}
COUNTS=""; n=2; while [ "$n" -lt "$CORES" ]; do COUNTS="$COUNTS $n"; n=$((n * 2)); done; COUNTS="$COUNTS $CORES"
echo "machine: nproc $CORES, node $($N --version), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GiB"
echo "counts:$COUNTS; exchanges $EX; rounds $ROUNDS"
$N tools/bench/gen.mjs --exchanges "$EX" --out "$W/rec/plain" | tail -1 || { echo "scale: the generator failed"; exit 1; }
$N tools/bench/gen.mjs --exchanges "$EX" --out "$W/rec/signed" --secret $SECRET | tail -1 || { echo "scale: the generator failed"; exit 1; }
P="$W/rec/plain/affordability.har $W/rec/plain/optimizer.har $W/rec/plain/terminal.jsonl"
S="$W/rec/signed/affordability.har $W/rec/signed/optimizer.har $W/rec/signed/terminal.jsonl"
# One timed command: "label ms exit" on the log (the wall time of the command, Node's start included).
t() { local label=$1; shift; local a b rc; a=$(date +%s%N); "$@" >"$W/last.out" 2>&1; rc=$?; b=$(date +%s%N); echo "time $label $(( (b - a) / 1000000 )) $rc"; }
conform() { "$N" "$BIN" conform "$@"; }
for r in $(seq "$ROUNDS"); do
  echo "== round $r"
  echo "floor $($N tools/bench/floor.mjs $P)"
  t one conform $P --format json --out "$W/out/one.json" --jobs 1
  for j in $COUNTS; do
    t "jobs$j" conform $P --format json --out "$W/out/jobs$j.json" --jobs "$j"
    cmp -s "$W/out/one.json" "$W/out/jobs$j.json" && echo "same jobs$j" || echo "DIFFERS jobs$j"
    a=$(date +%s%N); pids=()
    for i in $(seq "$j"); do conform $P --format json --out "$W/out/c$i.json" --jobs 1 >/dev/null 2>&1 & pids+=($!); done
    wait "${pids[@]}"; b=$(date +%s%N)
    echo "time ceiling$j $(( (b - a) / 1000000 )) 0"
  done
  a=$(date +%s%N); pids=()
  for i in $(seq "$CORES"); do conform $P --shard "$i/$CORES" --out "$W/out/part-$i.jsonl" --jobs 1 >/dev/null 2>&1 & pids+=($!); done
  wait "${pids[@]}"; b=$(date +%s%N)
  echo "time shards$CORES $(( (b - a) / 1000000 )) 0"
  echo "parts $(du -cb "$W"/out/part-*.jsonl | tail -1 | cut -f1)"
  t merge "$N" "$BIN" merge "$W"/out/part-*.jsonl --format json --out "$W/out/merged.json"
  cmp -s "$W/out/one.json" "$W/out/merged.json" && echo "same merged" || echo "DIFFERS merged"
  echo "floor-signed $($N tools/bench/floor.mjs $S)"
  t secret conform $S --format json --out "$W/out/secret.json" --secret "$SECRET" --jobs 1
  t auto conform $P --format json --out "$W/out/auto.json"
  cmp -s "$W/out/one.json" "$W/out/auto.json" && echo "same auto" || echo "DIFFERS auto"
done
"$N" summary.mjs "$OUT/scale-log.txt" "$EX" > "$OUT/scale.json"
cat "$OUT/scale.json"
rm -rf "$W"
echo done
