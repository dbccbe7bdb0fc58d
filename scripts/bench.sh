#!/usr/bin/env bash
# make bench: figures measured side by side in one run, printed with their targets and ratios.
# Installs its own tools (hyperfine, GNU time; Python lxml in a virtual environment under .build,
# never into the system Python, which PEP 668 protects on Debian 12). Everything talks to the local mock.
set -euo pipefail
BIN="${1:-.build/release}"
REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
source "$REPO_ROOT/scripts/mock-env.sh"
bash "$REPO_ROOT/scripts/install-deps.sh" hyperfine time curl python3-venv
# The venv sees the system's packages (Debian's python3-lxml works offline); pip only fills a gap.
VENV="$REPO_ROOT/.build/bench-venv"
[ -x "$VENV/bin/python" ] || python3 -m venv --system-site-packages "$VENV"
"$VENV/bin/python" -c "import lxml" 2>/dev/null || "$VENV/bin/python" -m pip install --quiet lxml
PYTHON="$VENV/bin/python"

OUT="$REPO_ROOT/.build/bench"
mkdir -p "$OUT"
use_scratch_home
LATENCY=100
# --local-media: search results point at 200 KB images on the mock itself (the download rows).
MEDIA_BYTES=204800
trap 'stop_mock; rm -rf "$SCRATCH"' EXIT

# mean wall time in ms of one hyperfine run; extra args go to hyperfine
hf() {
  local name="$1"; shift
  hyperfine --style none --export-json "$OUT/$name.json" "$@" >/dev/null 2>&1
  python3 -c "import json,sys; print('%.1f' % (json.load(open(sys.argv[1]))['results'][0]['mean']*1000))" "$OUT/$name.json"
}

Q='%EA%B3%A0%EC%96%91%EC%9D%B4'   # 고양이, percent-encoded

# Issue 18's anchors without latency: the start-up of curl, and one request to the mock at 0 ms,
# against qsearch's start-up and a repeated search answered from the cache.
start_mock "$BIN" --local-media --media-size "$MEDIA_BYTES"
NAVER_H=(-H "X-Naver-Client-Id: $NAVER_CLIENT_ID" -H "X-Naver-Client-Secret: $NAVER_CLIENT_SECRET")
KAKAO_H=(-H "Authorization: KakaoAK $KAKAO_REST_API_KEY")
# -N: no shell around these short runs, whose start-up is what is measured.
curl_version=$(hf curl-version -N --warmup 5 --runs 50 "curl --version")
help=$(hf help -N --warmup 5 --runs 50 "$BIN/qsearch --help")
one_request_0=$(hf one-request-0 -N --warmup 5 --runs 30 "curl -s -o /dev/null ${NAVER_H[*]@Q} '$MOCK_URL/v1/search/image?query=$Q&display=100&start=1'")
"$BIN/qsearch" images 고양이 --limit 300 --json >/dev/null
cached=$(hf cached -N --warmup 5 --runs 30 "$BIN/qsearch images 고양이 --limit 300 --json")
stop_mock
"$BIN/qsearch" cache clear >/dev/null

# The mock writes each request's target to a log: a run's requests, replayed by curl all at once,
# are the part of a cold run no client avoids here (the latency, and the mock making the answers
# on the same two cores as the client).
REQUESTS="$OUT/requests.log"
start_mock "$BIN" --latency "$LATENCY" --local-media --media-size "$MEDIA_BYTES" --request-log "$REQUESTS"
# curl fetching at once every request of the log since it was last emptied: the portal's, whose
# routes take their key in the query (another route would need headers, so it stops the bench).
parallel_curl() {
  local command="curl -s -g -Z --parallel-immediate --parallel-max 64" method target quoted
  while read -r method target; do
    case "$method $target" in
      "GET /1360000/"* | "GET /B552584/"*) printf -v quoted %q "$MOCK_URL$target"; command+=" -o /dev/null $quoted" ;;
      *) echo "error: bench: cannot replay '$method $target' without its headers" >&2; return 1 ;;
    esac
  done <"$REQUESTS"
  echo "$command"
}
# How many requests the log holds.
logged() { wc -l <"$REQUESTS" | tr -d ' '; }
# The seven requests `qsearch images 고양이 --limit 300` makes: Naver 3 x 100 by offset, Kakao 4 x 75 by page.
cat >"$OUT/sequential-curl.sh" <<SCRIPT
for start in 1 101 201; do
  curl -s -o /dev/null ${NAVER_H[@]@Q} "$MOCK_URL/v1/search/image?query=$Q&display=100&start=\$start&sort=sim&filter=all"
done
for page in 1 2 3 4; do
  curl -s -o /dev/null ${KAKAO_H[@]@Q} "$MOCK_URL/v2/search/image?query=$Q&sort=accuracy&page=\$page&size=75"
done
SCRIPT

one_request=$(hf one-request --warmup 2 --runs 10 "curl -s -o /dev/null ${NAVER_H[*]@Q} '$MOCK_URL/v1/search/image?query=$Q&display=100&start=1'")
limit300=$(hf limit300 --warmup 2 --runs 10 "$BIN/qsearch images 고양이 --limit 300 --json --refresh")
# The same seven at once with curl, each source's with its keys.
parallel7=$(hf parallel-7 --warmup 2 --runs 10 "curl -s -Z --parallel-immediate --parallel-max 64 ${NAVER_H[*]@Q} $(
  for start in 1 101 201; do printf " -o /dev/null '%s'" "$MOCK_URL/v1/search/image?query=$Q&display=100&start=$start&sort=sim&filter=all"; done
) --next ${KAKAO_H[*]@Q} $(
  for page in 1 2 3 4; do printf " -o /dev/null '%s'" "$MOCK_URL/v2/search/image?query=$Q&sort=accuracy&page=$page&size=75"; done
)")
sequential=$(hf sequential --warmup 1 --runs 5 "bash $OUT/sequential-curl.sh")
# The median of five runs' peaks (one run's varies by a few hundred KB).
peak_kb=$(for run in 1 2 3 4 5; do
  /usr/bin/time -f '%M' "$BIN/qsearch" images 고양이 --limit 1000 --json --refresh 2>&1 >/dev/null | tail -1
done | sort -n | sed -n 3p)

# Fine dust for 5 saved places: nearest stations, then readings, places in parallel.
# (No place next to the mock's station without PM values: its fallback costs one more round trip.)
for place in "서울시청 37.5665,126.9780" "인천 37.4563,126.7052" "부산시청 35.1796,129.0756" \
             "대전 36.3504,127.3845" "제주 33.4996,126.5312"; do
  "$BIN/qsearch" places add "${place% *}" --at "${place#* }" 2>/dev/null
done
STATION='%EC%A4%91%EA%B5%AC'   # 중구, percent-encoded
one_portal=$(hf one-portal --warmup 2 --runs 10 "curl -s -o /dev/null '$MOCK_URL/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty?serviceKey=$DATA_GO_KR_SERVICE_KEY&returnType=json&stationName=$STATION&dataTerm=DAILY&ver=1.3'")
dust_cold=$(hf dust-cold --runs 10 --prepare "$BIN/qsearch cache clear" "$BIN/qsearch dust --json")
# Readings expired, stations still cached: fill the cache now, measure two hours later.
later=$(python3 -c "import datetime; print((datetime.datetime.now(datetime.timezone.utc)+datetime.timedelta(hours=2)).isoformat())")
dust_expired=$(hf dust-expired --runs 10 --prepare "$BIN/qsearch cache clear; $BIN/qsearch dust --json" "QSEARCH_NOW=$later $BIN/qsearch dust --json")
"$BIN/qsearch" dust --json >/dev/null
dust_cached=$(hf dust-cached --warmup 3 --runs 30 "$BIN/qsearch dust --json")
# Issue 21's brief for the same 5 places: every request at once; its inherent chain is two round
# trips (the nearest stations, then their readings; beside them the forecasts, the UV index after
# the region code, the alerts and the fine-dust forecast). Cold, then repeated within the
# alerts' ten minutes (everything cached).
brief_cold=$(hf brief-cold --runs 10 --prepare "$BIN/qsearch cache clear" "$BIN/qsearch brief --json")
"$BIN/qsearch" brief --json >/dev/null
brief_cached=$(hf brief-cached --warmup 3 --runs 30 "$BIN/qsearch brief --json")

# Weather: a point with nothing cached (two round trips are inherent: the nearest stations, then
# their readings, beside the forecasts and the UV index after the point's region code); the
# forecast parts cold for saved places, whose grid and region code are known (their dust
# readings warmed first); then cached; one place and five.
weather_point=$(hf weather-point --runs 10 --prepare "$BIN/qsearch cache clear" "$BIN/qsearch weather --at 37.5665,126.9780 --json")
weather_one=$(hf weather-one --runs 10 --prepare "$BIN/qsearch cache clear; $BIN/qsearch dust --json" "$BIN/qsearch weather 서울시청 --json")
"$BIN/qsearch" cache clear >/dev/null; "$BIN/qsearch" dust --json >/dev/null; : >"$REQUESTS"
"$BIN/qsearch" weather 서울시청 --json >/dev/null
weather_one_requests=$(logged)
replay=$(parallel_curl)
weather_one_curl=$(hf weather-one-curl --warmup 2 --runs 10 "$replay")
"$BIN/qsearch" weather --json >/dev/null
weather_cached=$(hf weather-cached --warmup 3 --runs 30 "$BIN/qsearch weather 서울시청 --json")
weather_five=$(hf weather-five --runs 10 --prepare "$BIN/qsearch cache clear; $BIN/qsearch dust --json" "$BIN/qsearch weather --json")
"$BIN/qsearch" cache clear >/dev/null; "$BIN/qsearch" dust --json >/dev/null; : >"$REQUESTS"
"$BIN/qsearch" weather --json >/dev/null
weather_five_requests=$(logged)
replay=$(parallel_curl)
weather_five_curl=$(hf weather-five-curl --warmup 2 --runs 10 "$replay")

# Downloads: 100 images of 200 KB from one host (the mock), the search itself cached, against
# one download alone with curl (latency + transfer); peak memory of the same run. Each run fetches
# every image: --no-archive, or the archive of the first run would make the others skip them all.
DL_DIR="$SCRATCH/downloads"
one_download=$(hf one-download --warmup 2 --runs 10 "curl -s -o /dev/null '$MOCK_URL/media/png/$MEDIA_BYTES/one.png'")
# The issue's target is 3 x the slowest single download plus the transfer time: the transfer time
# of the batch is its 100 bodies' bytes sent as one body, less the one request's own latency.
batch_bytes=$((MEDIA_BYTES * 100))
batch_transfer=$(hf batch-transfer --warmup 1 --runs 5 "curl -s -o /dev/null '$MOCK_URL/media/png/$batch_bytes/all.png'")
"$BIN/qsearch" images "고양이 n=100" --limit 100 --json >/dev/null
download100=$(hf download100 --runs 5 --prepare "rm -rf '$DL_DIR'" "$BIN/qsearch images '고양이 n=100' --limit 100 --download '$DL_DIR' --no-archive --quiet")
rm -rf "$DL_DIR"
download_kb=$(/usr/bin/time -f '%M' "$BIN/qsearch" images "고양이 n=100" --limit 100 --download "$DL_DIR" --no-archive --quiet 2>&1 >/dev/null | tail -1)
# The same spread over 10 hosts, as real results are (each original on its own website): the mock
# restarted with --media-hosts 10 names its images img1…img10.localhost:PORT, which libcurl
# resolves to loopback itself. Ten images a host: two waves of the per-host bound (8), within the total (64).
stop_mock
start_mock "$BIN" --latency "$LATENCY" --local-media --media-size "$MEDIA_BYTES" --media-hosts 10
"$BIN/qsearch" images "고양이 n=100" --limit 100 --json >/dev/null
download_hosts=$(hf download-hosts --runs 5 --prepare "rm -rf '$DL_DIR'" "$BIN/qsearch images '고양이 n=100' --limit 100 --download '$DL_DIR' --no-archive --quiet")
rm -rf "$DL_DIR"

rows=()
row() { rows+=("$(printf '%-52s %12s %16s %14s' "$1" "$2" "$3" "$4")"); }
ratio() { python3 -c "print('%.2f' % ($1/$2))"; }
verdict() { python3 -c "print('ok' if $1 else 'MISSED')"; }
# A ratio against its anchor, with the verdict of the goal (a factor).
against() { echo "$(ratio "$1" "$2")x $(verdict "$1 <= $3*$2")"; }

# Issue 18: each run's fixed cost against curl, measured side by side in this run.
row "curl --version (the start-up anchor)" "$curl_version ms" "-" "-"
row "qsearch --help" "$help ms" "<= 1.2x curl" "$(against "$help" "$curl_version" 1.2)"
row "one mock request (curl, 0 ms latency)" "$one_request_0 ms" "-" "-"
row "images --limit 300 --json again, from cache" "$cached ms" "<= 1.5x request" "$(against "$cached" "$one_request_0" 1.5)"
row "one mock request (curl, ${LATENCY} ms latency)" "$one_request ms" "-" "-"
row "qsearch images --limit 300 --json (7 requests)" "$limit300 ms" "<= 1.10x request" "$(against "$limit300" "$one_request" 1.10)"
row "  curl, the same 7 requests at once" "$parallel7 ms" "-" "$(ratio "$parallel7" "$one_request")x, ours $(ratio "$limit300" "$parallel7")x"
row "one portal request (curl, ${LATENCY} ms latency)" "$one_portal ms" "-" "-"
row "qsearch weather --at POINT, nothing cached" "$weather_point ms" "<= 2.1x request" "$(against "$weather_point" "$one_portal" 2.1)"
row "qsearch weather PLACE, forecast cold" "$weather_one ms" "<= 1.10x request" "$(against "$weather_one" "$one_portal" 1.10)"
row "  curl, the same $weather_one_requests requests at once" "$weather_one_curl ms" "-" "$(ratio "$weather_one_curl" "$one_portal")x, ours $(ratio "$weather_one" "$weather_one_curl")x"
row "qsearch weather, 5 places, forecast cold" "$weather_five ms" "<= 1.20x request" "$(against "$weather_five" "$one_portal" 1.20)"
row "  curl, the same $weather_five_requests requests at once" "$weather_five_curl ms" "-" "$(ratio "$weather_five_curl" "$one_portal")x, ours $(ratio "$weather_five" "$weather_five_curl")x"
row "peak memory, --limit 1000" "$(awk -v kb="$peak_kb" 'BEGIN { printf "%.1f", kb / 1024 }') MB" "<= 25 MB" "$(verdict "$peak_kb <= 25*1024")"
# Earlier issues' figures.
row "sequential curl loop, same 7 requests" "$sequential ms" ">= 3x slower" "$(ratio "$sequential" "$limit300")x $(verdict "$sequential >= 3*$limit300")"
row "qsearch dust, 5 places, cold cache" "$dust_cold ms" "<= 2.5x request" "$(against "$dust_cold" "$one_portal" 2.5)"
row "qsearch dust, 5 places, readings expired" "$dust_expired ms" "<= 1.5x request" "$(against "$dust_expired" "$one_portal" 1.5)"
row "qsearch dust, 5 places, cached repeat" "$dust_cached ms" "<= 50 ms" "$(verdict "$dust_cached <= 50")"
# Issue 21: the brief cold against its chain of two requests (with 30 % to spare), cached
# against a cached dust.
chain=$(python3 -c "print('%.1f' % (2*$one_portal))")
row "qsearch brief, 5 places, cold cache" "$brief_cold ms" "<= 1.3x chain" "$(against "$brief_cold" "$chain" 1.3)"
row "  (chain: 2 portal requests one after the other)" "$chain ms" "" ""
row "qsearch brief, 5 places, cached repeat" "$brief_cached ms" "<= 2x cached dust" "$(against "$brief_cached" "$dust_cached" 2)"
row "qsearch weather PLACE, cached" "$weather_cached ms" "<= 50 ms" "$(verdict "$weather_cached <= 50")"
row "one 200 KB download (curl, ${LATENCY} ms latency)" "$one_download ms" "-" "-"
# One host: 100 / 8 per host = 13 waves of one download by design (politeness), so no verdict.
row "qsearch --download, 100 x 200 KB, one host" "$download100 ms" "8 per host" "$(ratio "$download100" "$one_download")x"
row "  the batch's 20 MB as one download (curl)" "$batch_transfer ms" "-" "-"
download_target=$(python3 -c "print('%.1f' % (3*$one_download + max(0.0, $batch_transfer - $one_download)))")
row "qsearch --download, 100 x 200 KB, 10 hosts" "$download_hosts ms" "<= $download_target ms" "$(ratio "$download_hosts" "$one_download")x $(verdict "$download_hosts <= $download_target")"
row "  (target: 3 x one download + the batch's transfer time)" "" "" ""
row "peak memory, --download 100 x 200 KB" "$((download_kb / 1024)) MB" "<= 60 MB" "$(verdict "$download_kb <= 60*1024")"

if [ -x "$BIN/qsbench" ] && [ -f "$REPO_ROOT/bench/lxml_extract.py" ]; then
  PAGE="$REPO_ROOT/Fixtures/dev-event/README-2026-08-22.html"
  ours=$("$BIN/qsbench" devevents-parse "$PAGE" --iterations 300 --stage extract)
  full=$("$BIN/qsbench" devevents-parse "$PAGE" --iterations 300 --stage full)
  theirs=$("$PYTHON" "$REPO_ROOT/bench/lxml_extract.py" "$PAGE" 300)
  ms_ours=$(sed -n 's/.*ms_per_page=\([0-9.]*\).*/\1/p' <<<"$ours")
  ms_lxml=$(sed -n 's/.*ms_per_page=\([0-9.]*\).*/\1/p' <<<"$theirs")
  mbs_ours=$(sed -n 's/.*mb_per_s=\([0-9.]*\).*/\1/p' <<<"$ours")
  mbs_lxml=$(sed -n 's/.*mb_per_s=\([0-9.]*\).*/\1/p' <<<"$theirs")
  ms_full=$(sed -n 's/.*ms_per_page=\([0-9.]*\).*/\1/p' <<<"$full")
  row "dev-event page parse+extract (libxml2, ours)" "$ms_ours ms" "<= lxml" "$(ratio "$ms_lxml" "$ms_ours")x $(verdict "$ms_ours <= $ms_lxml")"
  row "  same with Python lxml" "$ms_lxml ms" "-" "-"
  row "  throughput ours / lxml" "$mbs_ours MB/s" "-" "$mbs_lxml MB/s"
  row "  ours + dates, tags, ids (whole pipeline)" "$ms_full ms" "-" "-"
fi
# Issue 16's hostile page: one month of n identical items (`<li>a</li>`, 10 bytes each), made
# here. The parser's CPU time per MB (its node limit lifted, so the refused sizes are read through)
# must stay flat from 1k to 1M items; so must its work units (DevEventWorkMeter) per item. The
# tools themselves read 10k items, and refuse 1M with one line and exit 65.
if [ -x "$BIN/qsbench" ]; then
  sizes=(1000 10000 100000 1000000)
  declare -A iterations=([1000]=300 [10000]=30 [100000]=5 [1000000]=2)
  per_mb=() per_item=()
  for n in "${sizes[@]}"; do
    python3 -c 'import sys; n = int(sys.argv[1]); sys.stdout.write(
      "<html><body><article class=\"markdown-body\">\n<div class=\"markdown-heading\"><h2>26년 04월</h2></div>\n<ul>\n"
      + "<li>a</li>" * n + "\n</ul>\n</article></body></html>\n")' "$n" >"$OUT/items-$n.html"
    line=$("$BIN/qsbench" devevents-parse "$OUT/items-$n.html" --iterations "${iterations[$n]}" --unlimited)
    ms=$(sed -n 's/.*cpu_ms_per_page=\([0-9.]*\).*/\1/p' <<<"$line")
    bytes=$(sed -n 's/.* bytes=\([0-9]*\).*/\1/p' <<<"$line")
    units=$(sed -n 's/.*work_units=\([0-9]*\).*/\1/p' <<<"$line")
    per_mb+=("$(python3 -c "print('%.0f' % ($ms / ($bytes / 1e6)))")")
    per_item+=("$(python3 -c "print('%.1f' % ($units / $n))")")
  done
  flatness=$(python3 -c "v = [float(x) for x in '${per_mb[*]}'.split()]; print('%.2f' % (max(v) / min(v)))")
  row "dev-event page, CPU ms per MB, 1k/10k/100k/1M items" "$(IFS=/; echo "${per_mb[*]}")" "flat (<= 1.5x)" "${flatness}x $(verdict "$flatness <= 1.5")"
  row "  work units per item, same pages" "$(IFS=/; echo "${per_item[*]}")" "flat" "-"
  export DEVEVENTS_NOW="2026-04-20T09:00:00+09:00"
  items10k=$(hf items-10k --warmup 2 --runs 10 "$BIN/devevents list --source file://$OUT/items-10000.html")
  row "devevents list, 10k items in one month" "$items10k ms" "<= 100 ms" "$(verdict "$items10k <= 100")"
  refused=$(/usr/bin/time -f '%e %M' "$BIN/devevents" list --source "file://$OUT/items-1000000.html" 2>&1 >/dev/null | tail -1 || true)
  refused_s=${refused% *}
  refused_kb=${refused#* }
  row "devevents list, 1M items (10 MB): refused, 65" "$refused_s s" "<= 3 s" "$(verdict "$refused_s <= 3")"
  row "  peak memory of the refusal" "$((refused_kb / 1024)) MB" "<= 100 MB" "$(verdict "$refused_kb <= 100*1024")"
fi
if [ -x "$BIN/qsbench" ]; then
  lookup=$("$BIN/qsbench" cache-lookup --iterations 300)
  median=$(sed -n 's/.*median_ms=\([0-9.]*\).*/\1/p' <<<"$lookup")
  row "response cache open + one lookup (median)" "$median ms" "<= 5 ms" "$(verdict "$median <= 5")"
  writes=$("$BIN/qsbench" store-writes "$SCRATCH/bench-store.sqlite" --count 500)
  row "store: one favourite write (own transaction)" "$(sed -n 's/.*ms_per_write=\([0-9.]*\).*/\1/p' <<<"$writes") ms" "-" "-"
fi
if [ -x "$BIN/devevents" ]; then
  export DEVEVENTS_NOW="2026-08-20T09:00:00+09:00"
  "$BIN/devevents" list >/dev/null
  devlist=$(hf devevents-list --warmup 3 --runs 30 "$BIN/devevents list")
  row "devevents list, fresh cache (no network)" "$devlist ms" "<= 50 ms" "$(verdict "$devlist <= 50")"
fi
# Issue 20's archive rows (scripts/bench-archive.sh, which also runs alone), after the rows
# that need this script's mock: it starts its own.
if [ -x "$BIN/qsbench" ]; then
  stop_mock
  bash "$REPO_ROOT/scripts/bench-archive.sh" "$BIN" "$OUT/archive-rows.txt" >/dev/null
  while IFS= read -r line; do rows+=("$line"); done <"$OUT/archive-rows.txt"
  rm -f "$OUT/archive-rows.txt"
fi

printf '\n%-52s %12s %16s %14s\n' "benchmark" "measured" "target" "ratio"
printf '%s\n' "${rows[@]}" | tee "$OUT/summary.txt"
if printf '%s\n' "${rows[@]}" | grep -q MISSED; then
  echo "MISSED: docs/development.md (Benchmarks, \"What is left, and why\") says, with its profile, what is left of each such row's time and why."
fi
