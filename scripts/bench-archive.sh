#!/usr/bin/env bash
# Issue 20's archive rows, run by make bench (bench.sh) or alone: bash scripts/bench-archive.sh [BIN] [ROWS_FILE].
#  - the archive check per result with 10,000 archived URLs (qsbench archive-lookup, median), goal < 1 ms;
#  - a second run of a 100-image download (everything archived: fetches 0) against the same search
#    answered from the cache, goal < 1.2x; the mock at 100 ms per request, its own 200 KB images.
# Prints the rows (as bench.sh prints its own) and appends them to ROWS_FILE when given. Uses hyperfine
# when installed, else the mean of a timed loop.
set -euo pipefail
BIN="${1:-.build/release}"
ROWS_FILE="${2:-}"
REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
source "$REPO_ROOT/scripts/mock-env.sh"
OUT="$REPO_ROOT/.build/bench"
mkdir -p "$OUT"
use_scratch_home
trap 'stop_mock; rm -rf "$SCRATCH"' EXIT

# mean wall time in ms of RUNS runs of a command line (after one warm-up run)
mean_ms() {
  local name="$1" runs="$2"; shift 2
  if command -v hyperfine >/dev/null; then
    hyperfine --style none --warmup 1 --runs "$runs" --export-json "$OUT/$name.json" "$*" >/dev/null 2>&1
    python3 -c "import json,sys; print('%.1f' % (json.load(open(sys.argv[1]))['results'][0]['mean']*1000))" "$OUT/$name.json"
  else
    bash -c "$*" >/dev/null 2>&1
    python3 - "$runs" "$*" <<'PY'
import subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2]
total = 0.0
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(["bash", "-c", command], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    total += time.perf_counter() - start
print('%.1f' % (total / runs * 1000))
PY
  fi
}

rows=()
row() { rows+=("$(printf '%-52s %12s %16s %14s' "$1" "$2" "$3" "$4")"); }
verdict() { python3 -c "print('ok' if $1 else 'MISSED')"; }

lookup=$("$BIN/qsbench" archive-lookup --entries 10000 --iterations 2000)
median=$(sed -n 's/.*median_ms=\([0-9.]*\).*/\1/p' <<<"$lookup")
opening=$(sed -n 's/.*open_ms=\([0-9.]*\).*/\1/p' <<<"$lookup")
row "archive check per result, 10,000 archived (median)" "$median ms" "< 1 ms" "$(verdict "$median < 1")"
row "  opening that archive once per run" "$opening ms" "-" "-"

start_mock "$BIN" --latency 100 --local-media --media-size 204800
DL_DIR="$SCRATCH/downloads"
SEARCH="$BIN/qsearch images '고양이 n=100' --limit 100 --json"
bash -c "$SEARCH" >/dev/null
bash -c "$SEARCH --download '$DL_DIR' --quiet" >/dev/null
fetched=$(find "$DL_DIR" -name '*.png' | wc -l)
cached=$(mean_ms archive-cached-search 20 "$SEARCH")
again=$(mean_ms archive-second-run 20 "$SEARCH --download '$DL_DIR' --quiet")
refetched=$(bash -c "$SEARCH --download '$DL_DIR' --quiet" | python3 -c "import json,sys; d=json.load(sys.stdin); print(sum(1 for i in d['items'] if i['archived'] is None))")
row "the same search again, from the cache" "$cached ms" "-" "-"
row "second run of a 100-image download ($fetched files)" "$again ms" "< 1.2x cached" "$(python3 -c "print('%.2f' % ($again/$cached))")x $(verdict "$again < 1.2*$cached")"
row "  results fetched by the second run" "$refetched" "0" "$(verdict "$refetched == 0")"

printf '%s\n' "${rows[@]}"
if [ -n "$ROWS_FILE" ]; then printf '%s\n' "${rows[@]}" >>"$ROWS_FILE"; fi
