#!/usr/bin/env bash
# `npm run dev`: the API under `tsx watch` (sources, restarts on change) and the Vite dev server with
# hot reload, which proxies /api to the API. Ctrl+C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."

API_PORT="${API_PORT:-3000}"
PORTAL_DEV_PORT="${PORTAL_DEV_PORT:-5173}"
export API_PORT PORTAL_DEV_PORT

# Job control: each background job gets its own process group, so stopping it stops npm, tsx and
# vite below it too.
set -m
PORT="$API_PORT" npm run dev -w @portal/api &
api=$!
npm run dev -w @portal/portal -- --port "$PORTAL_DEV_PORT" --strictPort &
portal=$!

stop() {
  trap - INT TERM EXIT
  kill -TERM -- "-$api" "-$portal" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap stop INT TERM EXIT

echo "dev: portal with hot reload on http://localhost:${PORTAL_DEV_PORT}/ (API on port ${API_PORT}, proxied under /api)"
wait -n "$api" "$portal"
