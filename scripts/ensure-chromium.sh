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
# Without the package's recommendations (printer setup, Samba, Avahi, udev, upower: about 90
# packages, 20 CPU-seconds of unpacking beside the build) but with the fonts they bring, which the
# pages' layout is measured in.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
"$CHROMIUM" --version
