# Sourced by demo.sh and bench.sh: starts the mock upstream server and points both tools at it.
# Usage: start_mock BIN_DIR [mock-api flags...]; sets MOCK_PID and MOCK_URL, exports the variables.
# MOCK_DATA_GO_KR_KEY (default mock-data-go-kr-key) is the portal key the mock accepts and the tools send.

start_mock() {
  local bin="$1"; shift
  local out
  out=$(mktemp)
  local portal_key="${MOCK_DATA_GO_KR_KEY:-mock-data-go-kr-key}"
  "$bin/mock-api" --port 0 --pages "$REPO_ROOT/Fixtures/dev-event" --data-go-kr-key "$portal_key" "$@" >"$out" &
  MOCK_PID=$!
  for _ in $(seq 1 100); do
    grep -q '^listening ' "$out" 2>/dev/null && break
    sleep 0.05
  done
  MOCK_URL=$(sed -n 's/^listening //p' "$out")
  rm -f "$out"
  if [ -z "$MOCK_URL" ]; then
    echo "error: the mock server did not start" >&2
    exit 1
  fi
  export QSEARCH_NAVER_URL="$MOCK_URL" QSEARCH_KAKAO_URL="$MOCK_URL" QSEARCH_DATA_GO_KR_URL="$MOCK_URL"
  export NAVER_CLIENT_ID=mock-naver-id NAVER_CLIENT_SECRET=mock-naver-secret KAKAO_REST_API_KEY=mock-kakao-key
  export DATA_GO_KR_SERVICE_KEY="$portal_key"
  export DEVEVENTS_SOURCE="$MOCK_URL/pages/README-2026-08-22.html"
}

stop_mock() {
  [ -n "${MOCK_PID:-}" ] && kill "$MOCK_PID" 2>/dev/null && wait "$MOCK_PID" 2>/dev/null
  return 0
}

# Keeps the demo's and the benchmark's history, favourites, cache and config file away from the user's own.
use_scratch_home() {
  SCRATCH=$(mktemp -d)
  export XDG_DATA_HOME="$SCRATCH/data" XDG_CACHE_HOME="$SCRATCH/cache" XDG_STATE_HOME="$SCRATCH/state"
  export XDG_CONFIG_HOME="$SCRATCH/config"
}
