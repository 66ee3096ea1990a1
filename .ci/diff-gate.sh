#!/usr/bin/env bash
# Schema-diff gate (called by .ci/run; runs alone as `bash .ci/diff-gate.sh`).
#
# Diffs generated/ of the base revision against the current generated/ and fails on breaking
# changes that spec/acknowledged-breaks.yaml does not acknowledge. The base is:
#   - the newest release tag v* before the current commit (a tag on the current commit is the
#     release being checked, so it is compared with the release before it); then the version in
#     package.json must also be bumped as the diff requires (contracts diff --check-version);
#   - else, before the first release, the previous commit (no version check between commits);
#   - else (a repository with a single commit) nothing: the gate passes with a note.
# A base revision without generated/ (it predates the contracts) passes with a note.
#
# Acknowledged entries that match nothing: those the base's copy of the file already had (their
# break shipped in the base) are summed up in one line with the command that prunes them; others
# (added since the base) are listed. Neither fails the gate.
#
# Writes contract-diff.md (paste into the pull request) and contract-diff.junit.xml to
# $DIFF_REPORT_DIR (default: $TMPDIR/contract-diff), and appends the markdown to
# $GITHUB_STEP_SUMMARY when that is set. Exit: 0 pass, 1 breaking change or missing version bump,
# 2 unusable input.
#
# Environment: DIFF_BASE=REF compares with REF instead; DIFF_REPO=DIR takes the repository (its
# generated/, spec/acknowledged-breaks.yaml and package.json) from DIR instead of this project.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
repo="$(cd "${DIFF_REPO:-$root}" && pwd)"
report_dir="${DIFF_REPORT_DIR:-${TMPDIR:-/tmp}/contract-diff}"
say() { printf 'diff-gate: %s\n' "$*"; }

if ! git -C "$repo" rev-parse -q --verify 'HEAD^{commit}' >/dev/null 2>&1; then
  say "no commit yet in $repo: nothing to compare; passing."
  exit 0
fi
prefix="$(git -C "$repo" rev-parse --show-prefix)"
if [[ "$(git -C "$repo" rev-parse --is-shallow-repository 2>/dev/null)" == "true" ]]; then
  say "note: shallow clone: the previous commit or release tag may be missing (fetch with --unshallow --tags)."
fi

check_version=()
if [[ -n "${DIFF_BASE:-}" ]]; then
  base="$DIFF_BASE"
  [[ "$base" == v* ]] && check_version=(--check-version)
elif git -C "$repo" rev-parse -q --verify 'HEAD~1^{commit}' >/dev/null 2>&1; then
  if tag="$(git -C "$repo" describe --tags --abbrev=0 --match 'v*' HEAD~1 2>/dev/null)"; then
    base="$tag"
    check_version=(--check-version)
    say "base: release tag $tag (the version in package.json is checked too)"
  else
    base="HEAD~1"
    say "base: previous commit (no release tag v* yet)"
  fi
else
  say "no previous commit and no release tag: nothing to compare; passing."
  exit 0
fi

if ! git -C "$repo" cat-file -e "${base}:${prefix}generated" 2>/dev/null; then
  say "note: $base has no generated/ folder (it predates the contracts): nothing to compare; passing."
  exit 0
fi

ignore=()
if [[ -f "$repo/spec/acknowledged-breaks.yaml" ]]; then
  ignore=(--ignore "$repo/spec/acknowledged-breaks.yaml")
else
  say "note: no spec/acknowledged-breaks.yaml: every breaking change fails the gate."
fi

mkdir -p "$report_dir"
set +e
(cd "$root" && npm run -s contracts -- diff "git:$base" "$repo/generated" --repo "$repo" \
  ${ignore[@]+"${ignore[@]}"} ${check_version[@]+"${check_version[@]}"} \
  --report "markdown=$report_dir/contract-diff.md" --report "junit=$report_dir/contract-diff.junit.xml")
code=$?
set -e

if [[ -n "${GITHUB_STEP_SUMMARY:-}" && -f "$report_dir/contract-diff.md" ]]; then
  cat "$report_dir/contract-diff.md" >>"$GITHUB_STEP_SUMMARY"
fi
case $code in
  0) say "passed (report: $report_dir/contract-diff.md)" ;;
  1) say "FAILED: unacknowledged breaking change(s) or a missing version bump (report: $report_dir/contract-diff.md)."
     say "To accept a break, add {rule, location, reason} to spec/acknowledged-breaks.yaml; see tools/src/diff/README.md." ;;
  *) say "FAILED: the diff could not run (exit $code); see the message above." ;;
esac
exit $code
