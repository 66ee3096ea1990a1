#!/usr/bin/env bash
# Schema-diff gate of this repository (called by .ci/run; runs alone as `bash .ci/diff-gate.sh`).
#
# The gate itself is tools/ci/diff-gate.sh, shipped in the package for other projects' CI (its
# header says how it picks the base, what it writes and its exit codes); here it runs this
# repository's own `contracts` (npm run -s contracts, on the Node 24 of node_modules).
#
# Environment: as tools/ci/diff-gate.sh (DIFF_BASE=REF, DIFF_REPO=DIR, DIFF_REPORT_DIR=DIR, ...).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CONTRACTS="${CONTRACTS:-npm --prefix $root run -s contracts --}"
export DIFF_REPO="${DIFF_REPO:-$root}"
exec bash "$root/tools/ci/diff-gate.sh"
