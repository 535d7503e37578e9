#!/usr/bin/env bash
# Makes a fresh clone ready: Debian's Chromium for the browser tests (no test tool may download its
# own browser here) and the npm dependencies. Safe to run again; it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "bootstrap: installing Chromium from Debian's packages"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null
  fi
fi

# `npm ci` refuses a lockfile written on one platform when it lacks another platform's optional
# binaries (turbo's), so install resolves against the committed lockfile instead.
echo "bootstrap: installing npm dependencies"
npm install --no-audit --no-fund --loglevel=error
