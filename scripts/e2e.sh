#!/usr/bin/env bash
# Starts the debug binary on a free port with a fresh data folder, waits for health, runs the Chromium end-to-end
# script against it, and stops it again whatever happens.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
data="$(mktemp -d)"
admin_email="moderator@sagpan.test"
admin_password="Moderate#E2e-2026"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
SAGPAN_LISTEN="127.0.0.1:$port" SAGPAN_DATA_DIR="$data" SAGPAN_WEB_DIR="$root/webapp/dist" \
  SAGPAN_DATABASE_URL="" \
  SAGPAN_ADMIN_EMAIL="$admin_email" SAGPAN_ADMIN_PASSWORD="$admin_password" "$target/debug/sagpan" >"$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 $server 2>/dev/null || { cat "$data/server.log"; exit 1; }
  sleep 0.2
done
cd "$root/webapp"
SAGPAN_URL="http://127.0.0.1:$port" SAGPAN_DATA_DIR="$data" \
  SAGPAN_ADMIN_EMAIL="$admin_email" SAGPAN_ADMIN_PASSWORD="$admin_password" node e2e/run.mjs
