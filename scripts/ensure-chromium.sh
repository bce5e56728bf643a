#!/bin/sh
# Browser tests use the system Chromium (Debian's package), never a browser downloaded by npm.
# CHROMIUM_PATH overrides the default /usr/bin/chromium. When it is missing: install it as root,
# otherwise stop with the one command that installs it.
set -eu
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is set to $CHROMIUM_PATH, but no executable is there." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing; installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
  echo "apt-get installed chromium, but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "Chromium is missing. Install it with:" >&2
echo "  sudo apt-get install -y chromium" >&2
exit 1
