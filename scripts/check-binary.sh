#!/usr/bin/env bash
# Checks that release binaries run where only the system's shared libraries are: `ldd` must list
# no library from the Swift toolchain (the runtime is linked in with --static-swift-stdlib).
set -euo pipefail
BIN="${1:-.build/release}"
[ "$(uname -s)" = Linux ] || { echo "check-binary: ldd check is for Linux only, skipped"; exit 0; }
toolchain="$(cd "$(dirname "$(command -v swift)")/.." && pwd)"
failed=0
for tool in qsearch devevents; do
  libraries="$(ldd "$BIN/$tool")"
  if grep -q "not found" <<<"$libraries"; then
    echo "error: $BIN/$tool needs a library that is not installed:" >&2
    grep "not found" <<<"$libraries" >&2
    failed=1
  fi
  from_toolchain="$(grep -E "$toolchain|libswift|libFoundation|libdispatch|libBlocksRuntime|lib_FoundationICU" <<<"$libraries" || true)"
  if [ -n "$from_toolchain" ]; then
    echo "error: $BIN/$tool links libraries of the Swift toolchain; build with --static-swift-stdlib:" >&2
    echo "$from_toolchain" >&2
    failed=1
  fi
  env -i "$BIN/$tool" --version >/dev/null || { echo "error: $BIN/$tool --version failed with an empty environment" >&2; failed=1; }
done
[ "$failed" -eq 0 ] && echo "check-binary: qsearch and devevents link only system libraries ($(ldd "$BIN/qsearch" | wc -l) for qsearch, none from the toolchain)"
exit "$failed"
