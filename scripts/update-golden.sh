#!/usr/bin/env bash
# Refreshes the golden files in Tests/GoldenTests/Golden from what the tools print now: runs the
# golden suite with QSEARCH_UPDATE_GOLDEN=1 (changed files rewritten, files no case produces
# deleted, missing ones created), runs it again to compare, and lists what changed, for review.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
"$SWIFT" build --build-tests
QSEARCH_UPDATE_GOLDEN=1 "$SWIFT" test --skip-build --filter GoldenTests
"$SWIFT" test --skip-build --filter GoldenTests
if command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1; then
  changes="$(git status --short -- Tests/GoldenTests/Golden)"
  if [ -z "$changes" ]; then
    echo "update-golden: every golden file was already up to date"
  else
    echo "update-golden: changed golden files (review with git diff before committing):"
    echo "$changes"
  fi
fi
