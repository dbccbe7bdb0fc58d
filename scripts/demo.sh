#!/usr/bin/env bash
# make demo: the main commands against the local mock server, with mock keys, no network.
set -euo pipefail
BIN="${1:-.build/release}"
REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
source "$REPO_ROOT/scripts/mock-env.sh"
use_scratch_home
start_mock "$BIN" --latency 30 --local-media
trap 'stop_mock; rm -rf "$SCRATCH"' EXIT

step() { printf '\n\033[1m$ %s\033[0m\n' "$*"; "$@" || echo "(exit status $?)"; }

step "$BIN/qsearch" images "고양이" --sort recency --limit 10
step "$BIN/qsearch" images "제주 바다" --source naver --size large --limit 5 --json
step "$BIN/qsearch" videos "스위프트 강의" --sort accuracy --limit 3 --jsonl
step "$BIN/qsearch" images "고양이" --sort recency --limit 10 --json --source kakao
step "$BIN/qsearch" history
step "$BIN/qsearch" places add 혜화동
step "$BIN/qsearch" places add 광주
step "$BIN/qsearch" places add 광주 --pick 2 --as 경기광주
step "$BIN/qsearch" places add 부산시청 --at 35.1796,129.0756
step "$BIN/qsearch" places list
step "$BIN/qsearch" dust
step "$BIN/qsearch" dust --format line
step "$BIN/qsearch" dust 강남역 --json
step "$BIN/qsearch" dust --nation
step "$BIN/qsearch" weather
step "$BIN/qsearch" weather 혜화동 --hours 12
step "$BIN/qsearch" weather --format line
step "$BIN/qsearch" weather --map temp
step "$BIN/qsearch" images "고양이" --limit 3 --json --fields position,title,url
step "$BIN/qsearch" config set download_dir "$SCRATCH/cats"
step "$BIN/qsearch" config list
step "$BIN/qsearch" images "고양이" --limit 8 --download
step ls -l "$SCRATCH/cats"
step "$BIN/qsearch" doctor
printf '\n$ qsearch completion bash   (first lines)\n'
"$BIN/qsearch" completion bash | head -5
export DEVEVENTS_NOW="2026-08-20T09:00:00+09:00"
step "$BIN/devevents" list --tag AI --free --within 30d
step "$BIN/devevents" list --search "networking" --json
first=$("$BIN/devevents" list 2>/dev/null | head -1 | cut -f1)
step "$BIN/devevents" show "$first"
step "$BIN/devevents" fav add "$first"
step "$BIN/devevents" list --favorites
step "$BIN/devevents" tags
"$BIN/devevents" export --ics --tag AI >"$SCRATCH/ai.ics"
printf '\n$ devevents export --ics --tag AI > ai.ics   (first lines)\n'
head -16 "$SCRATCH/ai.ics"
printf '\nDemo finished: everything above came from the mock server at %s.\n' "$MOCK_URL"
