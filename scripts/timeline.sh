#!/usr/bin/env bash
# Prints a timeline of one run of COMMAND on standard error (scripts/timeline/timeline.c): when
# libcurl loads, threads are made, requests leave and answers arrive, and output is written.
# Usage: scripts/timeline.sh COMMAND [ARG...]   (the command's own output goes where it goes)
set -euo pipefail
REPO_ROOT="$(cd "$(dirname "$0")/.." && pwd)"
LIBRARY="$REPO_ROOT/.build/timeline.so"
SOURCE="$REPO_ROOT/scripts/timeline/timeline.c"
if [ ! -f "$LIBRARY" ] || [ "$SOURCE" -nt "$LIBRARY" ]; then
  mkdir -p "$REPO_ROOT/.build"
  # The system's C compiler, else the Swift toolchain's clang.
  COMPILER="${CC:-$(command -v cc || command -v clang || true)}"
  if [ -z "$COMPILER" ]; then
    echo "error: timeline.sh needs a C compiler (cc or clang on PATH, or CC)" >&2
    exit 1
  fi
  "$COMPILER" -O2 -Wall -Wextra -shared -fPIC -o "$LIBRARY" "$SOURCE" -ldl -lpthread
fi
LD_PRELOAD="$LIBRARY" exec "$@"
