#!/usr/bin/env bash
# Makes docs/gallery.png: a gallery page of a mock search, its thumbnails served by the mock
# itself (--local-media, real PNG files), rendered by headless Chromium, which reaches nothing
# but the loopback mock. Usage: scripts/gallery-screenshot.sh [BIN_DIR] (default .build/debug;
# needs chromium and, for the Korean titles, a Korean font: apt-get install fonts-nanum).
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BIN="${1:-$REPO_ROOT/.build/debug}"
source "$REPO_ROOT/scripts/mock-env.sh"
use_scratch_home
trap 'stop_mock; rm -rf "$SCRATCH"' EXIT
fc-list :lang=ko family | grep -q . || echo "warning: no Korean font installed (apt-get install fonts-nanum): titles will be boxes" >&2
start_mock "$BIN" --local-media
page="$SCRATCH/gallery.html"
"$BIN/qsearch" images "고양이 n=24" --limit 24 --html "$page" >/dev/null
timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1000,760 \
  --user-data-dir="$SCRATCH/chromium" --host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1" \
  --virtual-time-budget=10000 --screenshot="$REPO_ROOT/docs/gallery.png" "file://$page"
echo "wrote docs/gallery.png" >&2
