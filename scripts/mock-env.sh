# Sourced by demo.sh, bench.sh and gallery-screenshot.sh: starts the mock upstream server and points both tools at it.
# Usage: start_mock BIN_DIR [mock-api flags...]; sets MOCK_PID and MOCK_URL. Exports what the mock's --environment
# prints (every upstream's base URL variable and keys, from the mock's routes; a flag --key VARIABLE=VALUE changes
# a key for both), then DEVEVENTS_SOURCE, the event page this script picks among the fixtures.

start_mock() {
  local bin="$1"; shift
  local folder fifo line
  folder=$(mktemp -d)
  fifo="$folder/mock-output"
  mkfifo -m 600 "$fifo"
  "$bin/mock-api" --port 0 --pages "$REPO_ROOT/Fixtures/dev-event" --environment "$@" >"$fifo" &
  MOCK_PID=$!
  MOCK_URL=
  # The mock prints its export lines, then `listening URL`: each read waits for its line, and
  # the loop ends early if the mock exits without listening.
  while IFS= read -r line; do
    case "$line" in
      "export "*) eval "$line" ;;
      "listening "*) MOCK_URL=${line#listening }; break ;;
    esac
  done <"$fifo"
  rm -rf "$folder"
  if [ -z "$MOCK_URL" ]; then
    echo "error: the mock server did not start" >&2
    exit 1
  fi
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
