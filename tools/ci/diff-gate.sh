#!/usr/bin/env bash
# Schema-diff gate for CI, shipped in the package (tools/ci/diff-gate.sh): the GitHub Action
# (tools/ci/github/action.yml) and the GitLab template (tools/ci/gitlab/contracts-diff.gitlab-ci.yml)
# call it; any other CI can too: `bash node_modules/@payments/contracts/tools/ci/diff-gate.sh`.
#
# Diffs the contracts folder (DIFF_CONTRACTS_DIR, default generated/) of a base revision against the
# working tree and fails on breaking changes that the acknowledgement file does not acknowledge.
# The base is, in order:
#   - DIFF_BASE=REF when set (a tag v* also checks the version bump);
#   - the pull request's target branch: origin/$GITHUB_BASE_REF (GitHub) or
#     $CI_MERGE_REQUEST_DIFF_BASE_SHA (GitLab) (the clone needs that history: fetch-depth 0 / GIT_DEPTH 0);
#   - the newest release tag v* before the current commit (a tag on the current commit is the release
#     being checked, so it is compared with the release before it); then the version in package.json
#     must also be bumped as the diff requires (contracts diff --check-version);
#   - else the previous commit; else (a single commit) nothing: the gate passes with a note.
# A base without the contracts folder (it predates the contracts) passes with a note.
#
# Writes to DIFF_REPORT_DIR (default $TMPDIR/contract-diff): contract-diff.md (the pull-request
# comment), .junit.xml, .sarif (code scanning), .html, and changelog.md (every change, for release
# notes). Prints the findings on stdout as DIFF_FORMAT (default: githubactions annotations on GitHub
# Actions, text elsewhere), appends the markdown and the changelog to $GITHUB_STEP_SUMMARY and the
# reports' paths to $GITHUB_OUTPUT when those are set.
# Exit: 0 pass, 1 breaking change or missing version bump, 2 unusable input, 64 wrong options.
#
# Environment:
#   CONTRACTS            the command that runs contracts (default: npx --no-install contracts)
#   DIFF_REPO=DIR        the repository (default: the current folder)
#   DIFF_CONTRACTS_DIR   the contracts folder, relative to DIFF_REPO (default: generated)
#   DIFF_IGNORE=FILE     acknowledged breaks, relative to DIFF_REPO (default: spec/acknowledged-breaks.yaml)
#   DIFF_BASE=REF        the base revision (see above)
#   DIFF_FAIL_ON=LEVEL   breaking (default), warning or info
#   DIFF_FORMAT=FORMAT   what stdout shows (githubactions on GitHub Actions, else text)
#   DIFF_REPORT_DIR=DIR  where the reports go
# A .contracts-diff.yaml in DIFF_REPO is read too (contracts diff reads it); these variables win.
set -euo pipefail

repo="$(cd "${DIFF_REPO:-.}" && pwd)"
dir="${DIFF_CONTRACTS_DIR:-generated}"
dir="${dir%/}"
report_dir="${DIFF_REPORT_DIR:-${TMPDIR:-/tmp}/contract-diff}"
read -r -a contracts <<<"${CONTRACTS:-npx --no-install contracts}"
say() { printf 'diff-gate: %s\n' "$*"; }

if ! git -C "$repo" rev-parse -q --verify 'HEAD^{commit}' >/dev/null 2>&1; then
  say "no commit yet in $repo: nothing to compare; passing."
  exit 0
fi
prefix="$(git -C "$repo" rev-parse --show-prefix)"
if [[ "$(git -C "$repo" rev-parse --is-shallow-repository 2>/dev/null)" == "true" ]]; then
  say "note: shallow clone: the base revision or release tag may be missing (fetch with --unshallow --tags, or fetch-depth: 0 / GIT_DEPTH: 0)."
fi

check_version=()
if [[ -n "${DIFF_BASE:-}" ]]; then
  base="$DIFF_BASE"
  [[ "$base" == v* ]] && check_version=(--check-version)
  say "base: $base (DIFF_BASE)"
elif [[ -n "${GITHUB_BASE_REF:-}" ]]; then
  base="origin/$GITHUB_BASE_REF"
  say "base: the pull request's target branch $base"
elif [[ -n "${CI_MERGE_REQUEST_DIFF_BASE_SHA:-}" ]]; then
  base="$CI_MERGE_REQUEST_DIFF_BASE_SHA"
  say "base: the merge request's base $base"
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

if ! git -C "$repo" rev-parse -q --verify "${base}^{commit}" >/dev/null 2>&1; then
  say "FAILED: the base $base is not in this clone: fetch it (fetch-depth: 0 / GIT_DEPTH: 0), or set DIFF_BASE."
  exit 2
fi
if ! git -C "$repo" cat-file -e "${base}:${prefix}${dir}" 2>/dev/null; then
  say "note: $base has no $dir/ folder (it predates the contracts): nothing to compare; passing."
  exit 0
fi

# generated/ keeps the short form git:REF; another folder is named git:REF:./DIR
if [[ "$dir" == "generated" ]]; then base_spec="git:$base"; else base_spec="git:$base:./$dir"; fi

options=()
ignore="${DIFF_IGNORE:-spec/acknowledged-breaks.yaml}"
if [[ -f "$repo/$ignore" ]]; then
  options+=(--ignore "$ignore")
elif [[ -n "${DIFF_IGNORE:-}" ]]; then
  say "FAILED: DIFF_IGNORE names $ignore, which is not in $repo."
  exit 2
elif [[ ! -f "$repo/.contracts-diff.yaml" && ! -f "$repo/.contracts-diff.yml" && ! -f "$repo/.contracts-diff.json" ]]; then
  say "note: no $ignore: every breaking change fails the gate."
fi
[[ -n "${DIFF_FAIL_ON:-}" ]] && options+=(--fail-on "$DIFF_FAIL_ON")
format="${DIFF_FORMAT:-}"
[[ -z "$format" && "${GITHUB_ACTIONS:-}" == "true" ]] && format=githubactions
[[ -n "$format" ]] && options+=(--format "$format")

mkdir -p "$report_dir"
report_dir="$(cd "$report_dir" && pwd)"
md="$report_dir/contract-diff.md"
set +e
# run in the repository with relative paths, so that reports name generated/, not this machine's path
(cd "$repo" && "${contracts[@]}" diff "$base_spec" "$dir" \
  ${options[@]+"${options[@]}"} ${check_version[@]+"${check_version[@]}"} \
  --report "markdown=$md" --report "junit=$report_dir/contract-diff.junit.xml" \
  --report "sarif=$report_dir/contract-diff.sarif" --report "html=$report_dir/contract-diff.html")
code=$?
changelog_code=0
if [[ $code -le 1 ]]; then
  (cd "$repo" && "${contracts[@]}" changelog "$base_spec" "$dir" --format markdown --out "$report_dir/changelog.md")
  changelog_code=$?
fi
set -e

if [[ -n "${GITHUB_STEP_SUMMARY:-}" && -f "$md" ]]; then
  cat "$md" >>"$GITHUB_STEP_SUMMARY"
  [[ -f "$report_dir/changelog.md" ]] && { echo; cat "$report_dir/changelog.md"; } >>"$GITHUB_STEP_SUMMARY"
fi
if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
  {
    echo "exit-code=$code"
    echo "report-dir=$report_dir"
    echo "markdown=$md"
    echo "sarif=$report_dir/contract-diff.sarif"
    echo "junit=$report_dir/contract-diff.junit.xml"
    echo "html=$report_dir/contract-diff.html"
    echo "changelog=$report_dir/changelog.md"
  } >>"$GITHUB_OUTPUT"
fi
case $code in
  0) say "passed (report: $md)" ;;
  1) say "FAILED: unacknowledged breaking change(s) or a missing version bump (report: $md)."
     say "To accept a break, add {rule, location, reason} to $ignore (see the diff README: Acknowledged breaks)." ;;
  *) say "FAILED: the diff could not run (exit $code); see the message above." ;;
esac
[[ $changelog_code -ne 0 ]] && say "note: the changelog could not be written (exit $changelog_code)."
exit $code
