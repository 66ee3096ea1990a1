#!/usr/bin/env bash
# Post the gate's markdown report on the pull request (the composite action's second step).
# PR_COMMENT=true to post; PR_NUMBER the pull request; MARKDOWN the report; GH_TOKEN for gh.
# The token user's last comment on the pull request is edited, else a comment is added, so a
# pull request carries one report that follows its pushes.
set -euo pipefail
say() { printf 'diff-gate: %s\n' "$*"; }
[[ "${PR_COMMENT:-false}" == "true" ]] || exit 0
if [[ -z "${PR_NUMBER:-}" ]]; then
  say "pr-comment: not a pull request event: no comment posted."
  exit 0
fi
if [[ -z "${MARKDOWN:-}" || ! -f "$MARKDOWN" ]]; then
  say "pr-comment: no markdown report (the diff did not run): no comment posted."
  exit 0
fi
if gh pr comment "$PR_NUMBER" --body-file "$MARKDOWN" --edit-last >/dev/null 2>&1; then
  say "pr-comment: updated the report on pull request #$PR_NUMBER."
else
  gh pr comment "$PR_NUMBER" --body-file "$MARKDOWN" >/dev/null
  say "pr-comment: posted the report on pull request #$PR_NUMBER."
fi
