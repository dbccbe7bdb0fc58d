#!/usr/bin/env bash
# Checks that release binaries run where only the system's shared libraries are: `ldd` must list
# no library from the Swift toolchain (the runtime is linked in with --static-swift-stdlib), and
# not libxml2 or libcurl, which are loaded only when a Dev-Event page is parsed or a request made;
# and, where LLD linked them, that their executed code was laid out together and that they export
# no symbol of their own (scripts/linking).
set -euo pipefail
BIN="${1:-.build/release}"
[ "$(uname -s)" = Linux ] || { echo "check-binary: ldd check is for Linux only, skipped"; exit 0; }
toolchain="$(cd "$(dirname "$(command -v swift)")/.." && pwd)"
failed=0
LINKING="$(dirname "$0")/linking"
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
  # libxml2 (and the ICU it brings) is loaded when a Dev-Event page is first parsed, not at start-up.
  if grep -qE "libxml2|libicu" <<<"$libraries"; then
    echo "error: $BIN/$tool links libxml2 at start-up; CXMLShim loads it when a page is first parsed:" >&2
    grep -E "libxml2|libicu" <<<"$libraries" >&2
    failed=1
  fi
  # libcurl (and the TLS, Kerberos and LDAP libraries it brings) is loaded when a request is first made.
  if grep -qE "libcurl|libssl|libgnutls|libkrb5|libldap" <<<"$libraries"; then
    echo "error: $BIN/$tool links libcurl at start-up; CCurlShim loads it when a request is first made:" >&2
    grep -E "libcurl|libssl|libgnutls|libkrb5|libldap" <<<"$libraries" >&2
    failed=1
  fi
  # A release build linked by LLD (Package.swift) has its executed code laid out together, the
  # C++ library linked in, and exports nothing of its own (scripts/linking); elsewhere the checks
  # are skipped, saying so.
  if [ "$(basename "$BIN")" != release ] || ! readelf -p .comment "$BIN/$tool" 2>/dev/null | grep -q "Linker: LLD"; then
    echo "check-binary: $BIN/$tool is not a release build linked by LLD: its link order and exports are not checked"
  else
    for needed in nm python3; do
      command -v "$needed" >/dev/null || bash "$(dirname "$0")/install-deps.sh" binutils python3
    done
    python3 "$LINKING/check-order.py" "$BIN/$tool" "$LINKING/hot-symbols.txt" || failed=1
    if grep -q "libstdc++" <<<"$libraries"; then
      echo "error: $BIN/$tool loads libstdc++ at start-up; scripts/linking/static-libstdc++ links it in" >&2
      failed=1
    fi
    exported=$(readelf --dyn-syms -W "$BIN/$tool" | awk '$1 ~ /^[0-9]+:$/ && $7 != "UND"' | wc -l)
    if [ "$exported" -ne 0 ]; then
      echo "error: $BIN/$tool exports $exported symbols of its own; scripts/linking/exports.map keeps them local" >&2
      failed=1
    fi
  fi
  env -i "$BIN/$tool" --version >/dev/null || { echo "error: $BIN/$tool --version failed with an empty environment" >&2; failed=1; }
done
[ "$failed" -eq 0 ] && echo "check-binary: qsearch and devevents link only system libraries ($(ldd "$BIN/qsearch" | wc -l) for qsearch, none from the toolchain)"
exit "$failed"
