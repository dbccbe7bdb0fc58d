#!/usr/bin/env bash
# Checks, installing nothing, that the C libraries the package links are present (through
# pkg-config, as SwiftPM finds them). When some are missing, says which and how to install them.
set -euo pipefail
modules=(libcurl libxml-2.0 sqlite3)
if ! command -v pkg-config >/dev/null 2>&1; then
  missing=(pkg-config "${modules[@]}")
else
  missing=()
  for module in "${modules[@]}"; do
    pkg-config --exists "$module" || missing+=("$module")
  done
fi
[ ${#missing[@]} -eq 0 ] && exit 0
{
  echo "error: the build needs these C libraries (pkg-config names): ${missing[*]}; install them, then run make again:"
  echo "  Debian/Ubuntu:  make deps   (or: sudo apt-get install libcurl4-openssl-dev libxml2-dev libsqlite3-dev pkg-config)"
  echo "  Fedora:         sudo dnf install libcurl-devel libxml2-devel sqlite-devel pkgconf-pkg-config"
  echo "  macOS:          brew install curl libxml2 sqlite pkg-config   (then export PKG_CONFIG_PATH=\"\$(brew --prefix)/opt/curl/lib/pkgconfig:\$(brew --prefix)/opt/libxml2/lib/pkgconfig:\$(brew --prefix)/opt/sqlite/lib/pkgconfig\")"
} >&2
exit 1
