#!/usr/bin/env bash
# Rewrites scripts/linking/hot-symbols.txt, the order LLD lays out the tools' executed code in
# (Package.swift passes it as --symbol-ordering-file), then relinks the tools with it. Run it after
# changes that rename or add much of what a command runs (check-binary says when the list has gone
# stale): it links the release tools with a link map, runs the main commands against the mock under
# callgrind (about a minute) and keeps what they executed. Needs valgrind, binutils and python3, and
# a link by LLD. An incremental build does not relink for a changed list (SwiftPM does not watch
# it): after pulling a new one, remove .build/release/qsearch and devevents or build clean.
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$REPO_ROOT"
bash scripts/install-deps.sh valgrind binutils python3
WORK=$(mktemp -d)
trap 'stop_mock; rm -rf "$WORK" "${SCRATCH:-}"' EXIT
source scripts/mock-env.sh
build() {
  swift build -c release --static-swift-stdlib "$@" >"$WORK/build.log" 2>&1 || { cat "$WORK/build.log" >&2; exit 1; }
}
build --product mock-api
for tool in qsearch devevents; do
  # The map names C++ functions as the object files do (callgrind is asked for them undemangled).
  build --product "$tool" -Xlinker "-Map=$WORK/$tool.map" -Xlinker --no-demangle
  if ! readelf -p .comment ".build/release/$tool" | grep -q "Linker: LLD"; then
    echo "error: .build/release/$tool was not linked by LLD (Package.swift links by LLD where glibc is 2.36 or later and ld.lld is on the PATH); the order applies only there" >&2
    exit 1
  fi
  # callgrind cannot read the debug information of a binary this large; the symbols are enough.
  objcopy --strip-debug ".build/release/$tool" "$WORK/$tool"
done

use_scratch_home
start_mock .build/release
runs=0
profile() {
  local tool="$1"; shift
  runs=$((runs + 1))
  valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no --dump-line=no \
    --callgrind-out-file="$WORK/$tool.$runs.out" "$WORK/$tool" "$@" >/dev/null 2>"$WORK/$tool.$runs.log" || {
    echo "error: $tool $* failed under callgrind (see $WORK/$tool.$runs.log)" >&2; exit 1; }
}
# What people run most, in the order a start meets the code: start-up, searches cold and cached,
# the saved places' dust, weather and brief, then the event calendar.
profile qsearch --help
profile qsearch images 고양이 --limit 300 --json
profile qsearch images 고양이 --limit 300 --json
profile qsearch images 고양이 --limit 1000 --json --refresh
profile qsearch images 고양이
profile qsearch videos 고양이 --json
for place in "서울시청 37.5665,126.9780" "부산시청 35.1796,129.0756"; do
  "$WORK/qsearch" places add "${place% *}" --at "${place#* }" >/dev/null 2>&1
done
profile qsearch weather --at 37.5665,126.9780 --json
profile qsearch dust --json
profile qsearch weather --json
profile qsearch weather
profile qsearch brief --json
profile qsearch dust
profile devevents list
profile devevents list --json
python3 scripts/linking/order.py scripts/linking/hot-symbols.txt \
  "$WORK/qsearch.map" qsearch "$WORK"/qsearch.*.out -- "$WORK/devevents.map" devevents "$WORK"/devevents.*.out
# A changed list is not an input SwiftPM watches: remove the tools so that they are relinked.
rm -f .build/release/qsearch .build/release/devevents
build
echo "relinked .build/release with the new order"
