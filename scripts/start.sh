#!/usr/bin/env bash
# `npm start`: builds the portal and the API (turbo, cached), then serves both on one port
# (PORT, default 3000) with the embedded PGlite database; an empty database gets the demo data.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-3000}"
export PORT

echo "start: building the portal and the API (cached after the first time)"
npx turbo run build --filter=@portal/portal --filter=@portal/api --output-logs=errors-only

node apps/api/dist/server.js &
server=$!
trap 'kill -TERM "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' INT TERM

# Wait until the server answers, then say where it is.
url="http://localhost:${PORT}"
for _ in $(seq 1 120); do
  if node -e "fetch('${url}/api/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
    break
  fi
  if ! kill -0 "$server" 2>/dev/null; then
    wait "$server"
    exit 1
  fi
  sleep 0.5
done

cat <<INFO

  Portal:  ${url}/
  API:     ${url}/api/

  Demo logins (password: demo-passord)
    laerer@demo.no      teacher           -> /teacher/dashboard
    ny.laerer@demo.no   teacher (new)     -> /teacher/update-profile
    ansatt@demo.no      employee          -> /employee/dashboard
    elev@demo.no        student           -> /customer/dashboard
    forelder@demo.no    invoice receiver  -> /customer/dashboard

  Stop with Ctrl+C.
INFO

wait "$server"
