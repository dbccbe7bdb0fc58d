#!/usr/bin/env bash
# make check-reliability: the fault matrix, the store reliability tests, the secret-hygiene tests
# and a soak, all against mock servers on 127.0.0.1; ends with one summary line.
# Usage: check-reliability.sh BIN_DIR   (binaries built by `make build`)
# Variables: SHORT=1 (CI form: shorter soak), SOAK_RUNS, SOAK_SEED, RELIABILITY_JOBS,
#            STORE_TEST_FILTER (the store tests' `swift test --filter`, default StoreReliability),
#            SECRETS_TEST_FILTER (default SecretHygieneTests).
set -uo pipefail
BIN="${1:-.build/release}"
SWIFT="${SWIFT:-swift}"
SHORT="${SHORT:-0}"
if [ "$SHORT" = 1 ]; then default_runs=100; else default_runs=300; fi
SOAK_RUNS="${SOAK_RUNS:-$default_runs}"
SOAK_SEED="${SOAK_SEED:-1}"
JOBS="${RELIABILITY_JOBS:-3}"
STORE_TEST_FILTER="${STORE_TEST_FILTER:-StoreReliability}"
SECRETS_TEST_FILTER="${SECRETS_TEST_FILTER:-SecretHygieneTests}"
LOG_DIR=".build/reliability"
mkdir -p "$LOG_DIR"
started=$SECONDS
passed=0
failed=0
skipped=0

# Adds a `swift test --filter` run to the counts: its tests passed, or its failed tests (a
# filter that matches no test counts as one failure, so a missing suite is never silent).
run_tests() {
  local name="$1" filter="$2" log="$LOG_DIR/$1.txt" status total bad
  "$SWIFT" test --skip-build --parallel --num-workers 2 --filter "$filter" >"$log" 2>&1
  status=$?
  total=$(grep -Eo 'Test run with [0-9]+ test' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  xctests=$(grep -Eo 'Executed [0-9]+ test' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  total=$(( ${total:-0} + ${xctests:-0} ))
  bad=$(grep -E '^✘ Test .* failed after|^Test Case .* failed' "$log" | grep -vc '^✘ Test run with' || true)
  if [ "$total" -eq 0 ]; then
    echo "FAIL $name: no test matched --filter '$filter' (log: $log)"
    failed=$((failed + 1))
  elif [ "$status" -ne 0 ]; then
    bad=$(( bad > 0 ? bad : 1 ))
    echo "FAIL $name: $bad of $total tests failed (log: $log)"
    failed=$((failed + bad)); passed=$((passed + total - bad))
  else
    echo "PASS $name: $total tests"
    passed=$((passed + total))
  fi
}

echo "== store and secret tests (swift test --filter)"
if "$SWIFT" build --build-tests >"$LOG_DIR/build-tests.txt" 2>&1; then
  run_tests store "$STORE_TEST_FILTER"
  run_tests secrets "$SECRETS_TEST_FILTER"
else
  echo "FAIL tests: the test build failed (log: $LOG_DIR/build-tests.txt)"
  failed=$((failed + 1))
fi

echo "== fault matrix and soak (qsreliability)"
"$BIN/qsreliability" --bin "$BIN" --fixtures Fixtures/dev-event --jobs "$JOBS" \
  --soak-runs "$SOAK_RUNS" --seed "$SOAK_SEED" | tee "$LOG_DIR/qsreliability.txt"
line=$(grep -E '^qsreliability: [0-9]+ passed' "$LOG_DIR/qsreliability.txt" | tail -1)
if [ -z "$line" ]; then
  echo "FAIL qsreliability ended without its summary (log: $LOG_DIR/qsreliability.txt)"
  failed=$((failed + 1))
else
  read -r p f s < <(echo "$line" | grep -Eo '[0-9]+' | tr '\n' ' ')
  passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
fi

echo "reliability: $passed passed, $failed failed, $skipped skipped ($((SECONDS - started)) s)"
[ "$failed" -eq 0 ]
