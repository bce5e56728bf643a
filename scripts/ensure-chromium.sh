#!/bin/sh
# Browser tests use the system Chromium (Debian's package), never a browser downloaded by npm, with
# Debian's CJK and emoji fonts: without them every Chinese character is drawn as an empty box, and
# what a test or a screenshot sees is not what a fan sees (issue 16 item 12).
# CHROMIUM_PATH overrides the default /usr/bin/chromium. When something is missing: install it as
# root, otherwise stop with the one command that installs it.
set -eu
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
FONT_PACKAGES="fonts-noto-cjk fonts-noto-color-emoji"

has_fonts() {
  command -v fc-list >/dev/null 2>&1 &&
    fc-list :lang=zh-cn family | grep -q . &&
    fc-list | grep -qi 'NotoColorEmoji'
}

missing=""
if [ ! -x "$CHROMIUM" ]; then
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    echo "CHROMIUM_PATH is set to $CHROMIUM_PATH, but no executable is there." >&2
    exit 1
  fi
  missing="chromium"
fi
if ! has_fonts; then
  missing="$missing $FONT_PACKAGES"
fi
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's$missing ..."
  apt-get update -qq
  # shellcheck disable=SC2086 # the package names are meant to split
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  if [ ! -x "$CHROMIUM" ]; then
    echo "apt-get installed chromium, but $CHROMIUM is still missing." >&2
    exit 1
  fi
  if ! has_fonts; then
    echo "apt-get installed$missing, but Chinese or emoji fonts are still missing." >&2
    exit 1
  fi
  exit 0
fi
echo "Missing:$missing. Install with:" >&2
echo "  sudo apt-get install -y$missing" >&2
exit 1
