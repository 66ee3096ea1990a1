#!/usr/bin/env bash
# Prepares .device-bundle/ in the project root (git-ignored through .git/info/exclude) for scale.sh on a
# many-core machine that has no network: the package as published (make pack) installed with its run-time
# dependencies, the Node 24 binary, the recording generator and the floor pass bundled with esbuild, and
# generated/ (the generator's examples).
# Run from a built checkout (after `make`); about 35 MB. Then run `bash .device-bundle/scale.sh` there
# (tools/bench/device/README.md says how, on a lent machine).
set -eu
root=$(git rev-parse --show-toplevel); cd "$root"
B=.device-bundle; rm -rf "$B"; mkdir -p "$B/tools/bench" "$B/inst"
mkdir -p "$(git rev-parse --git-path info)"; exclude=$(git rev-parse --git-path info/exclude)
grep -qx "/.device-bundle/" "$exclude" 2>/dev/null || echo "/.device-bundle/" >> "$exclude"
tgz=$(npm run -s pack:staged -- --pack-destination "$B" | tail -1)
[ -f "$tgz" ] || { echo "prepare: make pack wrote no tarball" >&2; exit 1; }
(cd "$B/inst" && npm init -y >/dev/null && npm install --omit=dev --no-audit --no-fund --loglevel=error "$tgz" >/dev/null \
  && tar cf - node_modules package.json | xz -T2 -6 > ../pkg.tar.xz)
rm -rf "$B/inst" "$B"/*.tgz
xz -T2 -6 -c node_modules/node/bin/node > "$B/node.xz"
npx esbuild tools/bench/recording/generate.ts --bundle --platform=node --format=esm --outfile="$B/tools/bench/gen.mjs" --log-level=warning
npx esbuild tools/bench/workers/floor-pass.ts --bundle --platform=node --format=esm --outfile="$B/tools/bench/floor.mjs" --log-level=warning
cp -r generated "$B/generated" # the generator makes its exchanges from the contract's examples
rm -f "$B/generated/.built"
cp tools/bench/device/scale.sh tools/bench/device/summary.mjs "$B/"
# The bundle must install and run as it will there: the CLI answers from the unpacked copy.
tmp=$(mktemp -d); tar xJf "$B/pkg.tar.xz" -C "$tmp"
node_modules/node/bin/node "$tmp/node_modules/@payments/contracts/tools/dist/cli/bin.js" --version >/dev/null \
  || { echo "prepare: the packed toolkit does not start" >&2; rm -rf "$tmp"; exit 1; }
rm -rf "$tmp"
du -sh "$B"
