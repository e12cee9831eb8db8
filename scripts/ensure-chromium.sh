#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests. It never downloads
# a browser of its own: on Debian it installs the `chromium` package with apt-get (needs root).
# Exits non-zero, with a message, where that is not possible.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [[ -x $CHROMIUM ]]; then
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "ensure-chromium: $CHROMIUM is missing and apt-get is not available; install Chromium and set CHROMIUM_PATH" >&2
  exit 1
fi
SUDO=""
if [[ $(id -u) -ne 0 ]]; then
  SUDO="sudo"
fi
echo "ensure-chromium: installing Debian's chromium package"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
