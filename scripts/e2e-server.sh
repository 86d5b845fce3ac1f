#!/usr/bin/env bash
# The server of the browser tests, started by Playwright (webapp/playwright.config.ts sets SAGPAN_E2E_*): the debug
# binary on the chosen port with a fresh data folder (SQLite, the mail outbox), the built web app, the first moderator,
# X-Forwarded-For believed from 127.0.0.1 (each test is its own client), the real captcha with a tenth of the default
# proof of work (the browser solves one on every sign-in screen it opens), and libfaketime so the tests can move the
# server's wall clock by rewriting <data>/faketime (only wall-clock time moves: tokio's monotonic timers stay real).
# On SIGTERM or SIGINT it stops the server, keeps its log in webapp/test-results/server.log and removes the folder.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
port="${SAGPAN_E2E_PORT:?set by webapp/playwright.config.ts}"
data="${SAGPAN_E2E_DATA_DIR:?set by webapp/playwright.config.ts}"
# SAGPAN_E2E_BINARY: another build to test, e.g. a copy taken aside while a shared target folder moves on.
binary="${SAGPAN_E2E_BINARY:-${CARGO_TARGET_DIR:-$root/target}/debug/sagpan}"
faketime_lib=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1

[ -x "$binary" ] || { echo "e2e: $binary is missing: cargo build -p api --bin sagpan" >&2; exit 1; }
[ -f "$root/webapp/dist/index.html" ] || { echo "e2e: webapp/dist is missing: cd webapp && npm run build" >&2; exit 1; }
[ -f "$faketime_lib" ] || { echo "e2e: libfaketime is missing: just chromium (apt-get install faketime)" >&2; exit 1; }

rm -rf "$data"
mkdir -p "$data"
# libfaketime's relative offset in seconds; the tests only ever add to it (e2e/server-clock.ts).
echo "+0" >"$data/faketime"

# The demo members (rule 40) that matches.spec.ts lists, searches and opens: 2,000 give every list more than a
# page (about 40 men and 40 women approved in the last 30 days).
SAGPAN_DATA_DIR="$data" SAGPAN_DATABASE_URL="" "$binary" demo-data --profiles 2000 --seed 10 --password "Demo#E2e-2026" \
  >"$data/demo-data.log" 2>&1 || { cat "$data/demo-data.log" >&2; exit 1; }

LD_PRELOAD="$faketime_lib" FAKETIME_TIMESTAMP_FILE="$data/faketime" FAKETIME_NO_CACHE=1 FAKETIME_DONT_FAKE_MONOTONIC=1 \
  SAGPAN_LISTEN="127.0.0.1:$port" SAGPAN_DATA_DIR="$data" SAGPAN_WEB_DIR="$root/webapp/dist" SAGPAN_DATABASE_URL="" \
  SAGPAN_TRUSTED_PROXIES="127.0.0.1" SAGPAN_CAPTCHA_MAX_NUMBER=10000 SAGPAN_PUSH_ALLOW_INSECURE=true SAGPAN_REQUEST_WORKER_SECS=2 \
  SAGPAN_ADMIN_EMAIL="${SAGPAN_E2E_ADMIN_EMAIL:?}" SAGPAN_ADMIN_PASSWORD="${SAGPAN_E2E_ADMIN_PASSWORD:?}" \
  "$binary" >"$data/server.log" 2>&1 &
server=$!

stop() {
  echo "e2e: the server's clock ended $(cat "$data/faketime" 2>/dev/null || echo '?') s from the real one" >&2
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  mkdir -p "$root/webapp/test-results" && cp "$data/server.log" "$root/webapp/test-results/server.log" 2>/dev/null || true
  rm -rf "$data"
}
trap stop EXIT
trap 'exit 0' TERM INT

status=0
wait "$server" || status=$?
echo "e2e: the server stopped by itself (exit $status); its log:" >&2
tail -n 50 "$data/server.log" >&2
exit "$status"
