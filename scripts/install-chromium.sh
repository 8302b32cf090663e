#!/usr/bin/env bash
# Makes sure a headless Chromium is there for the report's browser test (ReportBrowserIT).
# In CI (CI=true) a missing Chromium is installed from Debian's packages (apt-get, as root or
# through sudo) and a failure fails the build; on a developer machine a missing Chromium is only
# reported: the browser test then skips itself with a message.
# Usage: scripts/install-chromium.sh        Idempotent.
set -euo pipefail

find_chromium() {
  command -v chromium || command -v chromium-browser || command -v google-chrome || true
}

if [ -n "$(find_chromium)" ]; then
  echo "install-chromium: found $(find_chromium)"
  exit 0
fi
if [ "${CI:-}" != "true" ]; then
  echo "install-chromium: no chromium on this machine; the report's browser test will be skipped (CI=true installs it)"
  exit 0
fi
sudo_cmd=""
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then sudo_cmd="sudo -n"; else
    echo "install-chromium: need root or sudo to install chromium" >&2
    exit 1
  fi
fi
echo "install-chromium: installing Debian's chromium"
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends chromium >/dev/null
echo "install-chromium: installed $(find_chromium)"
