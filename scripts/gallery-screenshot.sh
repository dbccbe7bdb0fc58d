#!/usr/bin/env bash
# Makes docs/gallery.png: a gallery page of a mock search, rendered by headless Chromium.
# Usage: scripts/gallery-screenshot.sh [BIN_DIR] (default .build/debug; needs chromium).
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BIN="${1:-$REPO_ROOT/.build/debug}"
source "$REPO_ROOT/scripts/mock-env.sh"
use_scratch_home
trap 'stop_mock; rm -rf "$SCRATCH"' EXIT
start_mock "$BIN"
page="$SCRATCH/gallery.html"
"$BIN/qsearch" images "고양이 n=24" --limit 24 --html "$page" >/dev/null
timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1000,760 \
  --user-data-dir="$SCRATCH/chromium" --host-resolver-rules="MAP * ~NOTFOUND" \
  --screenshot="$REPO_ROOT/docs/gallery.png" "file://$page"
echo "wrote docs/gallery.png" >&2
