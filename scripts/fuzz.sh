#!/usr/bin/env bash
# make fuzz: libFuzzer (with AddressSanitizer) over every parser of untrusted input, each target
# for SECONDS, then one table of what each run did.
#
# Usage: scripts/fuzz.sh [SECONDS]   (per target, default 60; FUZZ_TARGETS="naver-json kakao-json"
# picks targets). The JSON answer targets (Naver, Kakao and every portal answer) instead run until
# FUZZ_RUNS executions (default 1000000) or FUZZ_JSON_SECONDS (default three times SECONDS),
# whichever comes first. Each library is compiled once as a module with -enable-testing, so a target
# reaches internals through `@testable import` without them being made public. Every target runs
# with -timeout=1: an input that takes more than a second is a finding (a hang), so super-linear
# work fails the run. Inputs that crash are written to .build/fuzz/<target>/; new corpus entries
# to .build/fuzz/<target>/corpus. FUZZ_BUILD_ONLY=1 compiles and links every target and runs none
# (make fuzz-build, which CI runs so that a target that no longer compiles fails there).
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SECONDS_PER_TARGET="${1:-60}"
JSON_RUNS="${FUZZ_RUNS:-1000000}"
JSON_SECONDS="${FUZZ_JSON_SECONDS:-$((SECONDS_PER_TARGET * 3))}"
ALL_TARGETS=(domain-text naver-json kakao-json richtext-payload devevent-page arguments
  airkorea-stations airkorea-readings airkorea-province kma-village kma-ultra-short kma-nowcast kma-uv
  kakao-local-address kakao-local-keyword kakao-local-region portal-error-xml portal-error-json
  airkorea-alerts airkorea-forecast kma-warnings)
read -r -a TARGETS <<< "${FUZZ_TARGETS:-${ALL_TARGETS[*]}}"
OUT="$REPO_ROOT/.build/fuzz"
MODULES="$OUT/modules"
SWIFT_FLAGS=(-O -sanitize=fuzzer,address -parse-as-library)
# An input taking longer than this many seconds fails its target (libFuzzer's -timeout).
INPUT_TIMEOUT=1
# AddressSanitizer without allocation stacks (a crash still shows where it happened): unwinding the
# stack on every allocation halved the executions of the allocation-heavy JSON targets.
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=0}"
C_MODULE_PATHS=(-I "$OUT/ccurlshim" -I "$REPO_ROOT/Sources/CSQLite" -I "$OUT/csqliteshim" -I "$OUT/cxmlshim")
LINK_FLAGS=(-use-ld=lld -lsqlite3)
export PATH="/opt/swift/usr/bin:$PATH"

# True when $1 is missing or older than any file under the remaining paths.
is_stale() {
  local output="$1"; shift
  [[ ! -e "$output" ]] && return 0
  [[ -n "$(find "$@" -newer "$output" -print -quit)" ]]
}

# Forgets every object and executable built with other compiler flags than these.
check_flags() {
  local flags="${SWIFT_FLAGS[*]} ${LINK_FLAGS[*]}"
  if [[ "$(cat "$MODULES/flags" 2>/dev/null)" != "$flags" ]]; then
    rm -rf "$MODULES" "$OUT"/*/fuzzer
    mkdir -p "$MODULES"
    echo "$flags" > "$MODULES/flags"
  fi
}

# build_c_shim NAME HEADER SOURCE [CLANG_FLAG...]: a C shim (CXMLShim, CCurlShim, CSQLiteShim) as an
# instrumented object, with a module map for Swift.
build_c_shim() {
  local name="$1" header="$2" source="$3"; shift 3
  local object="$MODULES/$name.o" maps="$OUT/$(tr '[:upper:]' '[:lower:]' <<< "$name")"
  mkdir -p "$MODULES" "$maps"
  printf 'module %s {\n    header "%s"\n    export *\n}\n' "$name" "$REPO_ROOT/Sources/$name/$header" \
    > "$maps/module.modulemap"
  is_stale "$object" "$REPO_ROOT/Sources/$name" || return 0
  echo "fuzz: compiling $name" >&2
  clang -c -O1 -g -fsanitize=fuzzer-no-link,address "$@" -I "$REPO_ROOT/Sources/$name/include" \
    "$REPO_ROOT/Sources/$name/$source" -o "$object"
}

# build_module NAME [MODULE_IT_IMPORTS...]: Sources/NAME as one instrumented object and module.
build_module() {
  local name="$1"; shift
  local object="$MODULES/$name.o" imports=()
  for dependency in "$@"; do imports+=("$MODULES/$dependency.swiftmodule"); done
  is_stale "$object" "$REPO_ROOT/Sources/$name" "${imports[@]}" || return 0
  echo "fuzz: compiling $name" >&2
  local sources
  mapfile -t sources < <(find "$REPO_ROOT/Sources/$name" -name '*.swift' | sort)
  swiftc "${SWIFT_FLAGS[@]}" -enable-testing -wmo -module-name "$name" -I "$MODULES" "${C_MODULE_PATHS[@]}" \
    -emit-module -emit-module-path "$MODULES/$name.swiftmodule" -c "${sources[@]}" -o "$object"
  # The compiler leaves an output it would write unchanged as it was: mark it built now.
  touch "$object"
}

# link_fuzzer TARGET "FILES UNDER fuzz/" MODULES...: the target's executable.
link_fuzzer() {
  local target="$1" files=() objects=() inputs=()
  read -r -a files <<< "$2"; shift 2
  for module in "$@"; do objects+=("$MODULES/$module.o"); done
  [[ " $* " == *" QuickSearchData "* ]] && objects+=("$MODULES/CXMLShim.o" "$MODULES/CCurlShim.o" "$MODULES/CSQLiteShim.o")
  for file in "${files[@]}"; do inputs+=("$REPO_ROOT/fuzz/$file"); done
  mkdir -p "$OUT/$target"
  is_stale "$OUT/$target/fuzzer" "${inputs[@]}" "${objects[@]}" || return 0
  echo "fuzz: linking $target" >&2
  swiftc "${SWIFT_FLAGS[@]}" -module-name "Fuzz$(tr -d '-' <<< "$target")" -I "$MODULES" "${C_MODULE_PATHS[@]}" \
    "${inputs[@]}" "${objects[@]}" "${LINK_FLAGS[@]}" -o "$OUT/$target/fuzzer"
}

# The synthetic Dev-Event pages, as extra seeds for the page and payload targets.
fixture_seeds() {
  mkdir -p "$OUT/fixture-seeds"
  cp "$REPO_ROOT"/Fixtures/dev-event/*.html "$OUT/fixture-seeds/"
  echo "$OUT/fixture-seeds"
}

# run_fuzzer TARGET [SEED_DIR...] -- [LIBFUZZER_OPTION...]: one timed run (RUN_SECONDS, else
# SECONDS per target); its log is kept.
run_fuzzer() {
  local target="$1" seeds=(); shift
  while [[ $# -gt 0 && "$1" != "--" ]]; do seeds+=("$1"); shift; done
  shift
  [[ -n "${FUZZ_BUILD_ONLY:-}" ]] && return 0
  local dir="$OUT/$target"
  mkdir -p "$dir/corpus"
  local seconds="${RUN_SECONDS:-$SECONDS_PER_TARGET}"
  echo "fuzz: running $target for ${seconds}s at most" >&2
  local started status=0
  started=$(date +%s)
  (cd "$dir" && SWIFT_BACKTRACE=enable=no ./fuzzer -max_total_time="$seconds" -timeout="$INPUT_TIMEOUT" -print_final_stats=1 \
    -artifact_prefix="$dir/" "$@" corpus "$REPO_ROOT/fuzz/corpus/$target" "${seeds[@]}") > "$dir/fuzz.log" 2>&1 || status=$?
  echo "$(( $(date +%s) - started )) $status" > "$dir/run"
}

fuzz_domain_text() {
  build_module TextSafety
  build_module CivilCalendar
  build_module QuickSearchDomain TextSafety CivilCalendar
  link_fuzzer domain-text "DomainTextFuzzer.swift" TextSafety CivilCalendar QuickSearchDomain
  run_fuzzer domain-text -- -max_len=512
}

fuzz_naver_json() {
  build_data
  link_fuzzer naver-json "NaverJSONFuzzer.swift UpstreamAnswerCheck.swift" TextSafety CivilCalendar QuickSearchDomain QuickSearchData
  json_run naver-json -max_len=4096 -use_value_profile=1 -dict="$REPO_ROOT/fuzz/json.dict"
}

fuzz_kakao_json() {
  build_data
  link_fuzzer kakao-json "KakaoJSONFuzzer.swift UpstreamAnswerCheck.swift" TextSafety CivilCalendar QuickSearchDomain QuickSearchData
  json_run kakao-json -max_len=4096 -use_value_profile=1 -dict="$REPO_ROOT/fuzz/json.dict"
}

fuzz_richtext_payload() {
  build_data
  link_fuzzer richtext-payload "RichTextPayloadFuzzer.swift" TextSafety CivilCalendar QuickSearchDomain QuickSearchData
  run_fuzzer richtext-payload "$(fixture_seeds)" -- -max_len=65536 -dict="$REPO_ROOT/fuzz/json.dict"
}

fuzz_devevent_page() {
  build_data
  link_fuzzer devevent-page "DevEventPageFuzzer.swift" TextSafety CivilCalendar QuickSearchDomain QuickSearchData
  # Inputs up to 1 MiB, grown from the start (len_control=0), so that super-linear work on a
  # large page shows as a timeout.
  run_fuzzer devevent-page "$(fixture_seeds)" -- -max_len=1048576 -len_control=0
}

fuzz_arguments() {
  build_data
  build_module CommandKit TextSafety CivilCalendar
  build_module QuickSearchApp TextSafety CivilCalendar CommandKit QuickSearchDomain QuickSearchData
  link_fuzzer arguments "ArgumentsFuzzer.swift" TextSafety CivilCalendar CommandKit QuickSearchDomain QuickSearchData \
    QuickSearchApp
  run_fuzzer arguments -- -max_len=512
}

# json_run TARGET [LIBFUZZER_OPTION...]: a JSON answer target's run, to JSON_RUNS executions or
# JSON_SECONDS.
json_run() {
  local target="$1"; shift
  RUN_SECONDS="$JSON_SECONDS" run_fuzzer "$target" -- -runs="$JSON_RUNS" "$@"
}

# portal_target TARGET "FILES UNDER fuzz/" DICT [MAX_LEN]: a portal answer's target, built with the
# shared checks (PortalAnswerCheck.swift) and run as a JSON target with value profiling and DICT.
portal_target() {
  local target="$1" files="$2" dict="$3" max_len="${4:-4096}"
  build_data
  link_fuzzer "$target" "$files PortalAnswerCheck.swift" TextSafety CivilCalendar QuickSearchDomain QuickSearchData
  json_run "$target" -max_len="$max_len" -use_value_profile=1 -dict="$REPO_ROOT/fuzz/$dict"
}

fuzz_airkorea_stations() { portal_target airkorea-stations "AirKoreaStationsFuzzer.swift" portal.dict; }
fuzz_airkorea_readings() {
  portal_target airkorea-readings "AirKoreaReadingsFuzzer.swift AirKoreaCheck.swift" portal.dict
}
fuzz_airkorea_province() {
  portal_target airkorea-province "AirKoreaProvinceFuzzer.swift AirKoreaCheck.swift" portal.dict
}
fuzz_kma_village() { portal_target kma-village "KMAVillageFuzzer.swift KMAForecastCheck.swift" portal.dict; }
fuzz_kma_ultra_short() {
  portal_target kma-ultra-short "KMAUltraShortFuzzer.swift KMAForecastCheck.swift" portal.dict
}
fuzz_kma_nowcast() { portal_target kma-nowcast "KMANowcastFuzzer.swift KMAForecastCheck.swift" portal.dict; }
fuzz_kma_uv() { portal_target kma-uv "KMAUVFuzzer.swift" portal.dict; }
fuzz_airkorea_alerts() { portal_target airkorea-alerts "AirKoreaAlertsFuzzer.swift" portal.dict 16384; }
fuzz_airkorea_forecast() { portal_target airkorea-forecast "AirKoreaForecastFuzzer.swift" portal.dict 8192; }
fuzz_kma_warnings() { portal_target kma-warnings "KMAWarningsFuzzer.swift" portal.dict 8192; }
fuzz_kakao_local_address() {
  portal_target kakao-local-address "KakaoLocalAddressFuzzer.swift KakaoLocalCheck.swift" json.dict
}
fuzz_kakao_local_keyword() {
  portal_target kakao-local-keyword "KakaoLocalKeywordFuzzer.swift KakaoLocalCheck.swift" json.dict
}
fuzz_kakao_local_region() {
  portal_target kakao-local-region "KakaoLocalRegionFuzzer.swift KakaoLocalCheck.swift" json.dict
}
# The XML scan reads the first 16 KiB: inputs up to 20 KiB reach past it.
fuzz_portal_error_xml() {
  portal_target portal-error-xml "PortalErrorXMLFuzzer.swift PortalErrorCheck.swift" portal.dict 20480
}
fuzz_portal_error_json() {
  portal_target portal-error-json "PortalErrorJSONFuzzer.swift PortalErrorCheck.swift" portal.dict
}

build_data() {
  build_module TextSafety
  build_module CivilCalendar
  build_module QuickSearchDomain TextSafety CivilCalendar
  build_c_shim CXMLShim include/xml_shim.h xml_shim.c
  build_c_shim CCurlShim include/curl_shim.h curl_shim.c
  build_c_shim CSQLiteShim include/sqlite_shim.h sqlite_shim.c
  build_module QuickSearchData QuickSearchDomain
}

# The value of libFuzzer's final statistic $2 in log $1 ("-" when absent).
final_stat() {
  sed -n "s/^stat::$2: *//p" "$1" | tail -1 | grep . || echo "-"
}

# What ended a failed run, from its log: a hang, running out of memory, or a crash.
failure_kind() {
  if grep -q 'libFuzzer: timeout' "$1"; then echo HANG
  elif grep -q 'out-of-memory' "$1"; then echo OOM
  else echo CRASH
  fi
}

# One row per target (result, time, executions, executions per second, corpus, coverage,
# memory), then for each failed target its error, the input and where in our code it stopped.
report() {
  local failed=0
  printf '\n%-20s %-7s %6s %12s %9s %8s %9s %9s\n' target result time executions exec/s corpus coverage "peak RSS"
  for target in "${TARGETS[@]}"; do
    local dir="$OUT/$target" elapsed status result corpus coverage
    read -r elapsed status < "$dir/run"
    result=ok
    if [[ "$status" != 0 ]]; then result=$(failure_kind "$dir/fuzz.log"); failed=1; fi
    corpus=$(find "$dir/corpus" -type f | wc -l)
    coverage=$(grep -o 'cov: [0-9]*' "$dir/fuzz.log" | tail -1 | cut -d' ' -f2 | grep . || echo "-")
    printf '%-20s %-7s %5ss %12s %9s %8s %9s %6s MB\n' "$target" "$result" "$elapsed" \
      "$(final_stat "$dir/fuzz.log" number_of_executed_units)" "$(final_stat "$dir/fuzz.log" average_exec_per_sec)" \
      "$corpus" "$coverage" "$(final_stat "$dir/fuzz.log" peak_rss_mb)"
  done
  for target in "${TARGETS[@]}"; do
    local dir="$OUT/$target" elapsed status input frame
    read -r elapsed status < "$dir/run"
    [[ "$status" == 0 ]] && continue
    input=$(sed -n 's/.*Test unit written to //p' "$dir/fuzz.log" | tail -1)
    frame=$(grep -E '^ +#[0-9]+ ' "$dir/fuzz.log" | grep -m1 -oE ' in \$s[0-9]+QuickSearch[^ ]+' | cut -c5- | swift demangle --simplified | grep . || echo "-")
    echo
    echo "$target: $(grep -m1 -h 'ERROR: \|Fatal error' "$dir/fuzz.log" || echo "exit status $status")"
    echo "  in: $frame"
    echo "  reproduce: $dir/fuzzer ${input:-<input>}   (log: $dir/fuzz.log)"
  done
  return "$failed"
}

for target in "${TARGETS[@]}"; do
  if [[ " ${ALL_TARGETS[*]} " != *" $target "* ]]; then
    echo "fuzz: error: unknown target '$target'; choose from: ${ALL_TARGETS[*]}" >&2
    exit 64
  fi
done
check_flags
for target in "${TARGETS[@]}"; do "fuzz_${target//-/_}"; done
if [[ -n "${FUZZ_BUILD_ONLY:-}" ]]; then
  echo "fuzz: built ${#TARGETS[@]} targets (none run)"
  exit 0
fi
report
