#!/usr/bin/env bash
# make fuzz: libFuzzer (with AddressSanitizer) over the domain's text rules for a while.
# Usage: scripts/fuzz.sh [SECONDS]   (default 60). Crashes are written to .build/fuzz/.
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SECONDS_TO_RUN="${1:-60}"
OUT="$REPO_ROOT/.build/fuzz"
mkdir -p "$OUT/corpus"
cp -n "$REPO_ROOT"/fuzz/corpus/* "$OUT/corpus/" 2>/dev/null || true
mapfile -t sources < <(find "$REPO_ROOT/Sources/QuickSearchDomain" -name '*.swift')
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name QuickSearchDomainFuzz \
  "${sources[@]}" "$REPO_ROOT/fuzz/DomainTextFuzzer.swift" -o "$OUT/domain-text-fuzzer"
cd "$OUT"
./domain-text-fuzzer -max_total_time="$SECONDS_TO_RUN" -max_len=512 -timeout=5 corpus
