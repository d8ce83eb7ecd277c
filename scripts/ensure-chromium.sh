#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the browser tests (Playwright drives /usr/bin/chromium; it never
# downloads a browser of its own). Installs it when we are root on Debian; otherwise says what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[test] Chromium is missing: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-core >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "[test] Chromium is required for the end-to-end tests and was not found at $CHROMIUM." >&2
echo "[test] Install Debian's package as root:  apt-get install -y chromium" >&2
echo "[test] or point CHROMIUM_PATH at a Chromium binary." >&2
exit 1
