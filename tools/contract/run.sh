#!/usr/bin/env bash
# Contract tests for QA: schemathesis (pinned, from PyPI, in .tools/schemathesis) against a Sagpan server.
#
#   just contract                       starts the debug binary on a free port with a fresh data folder, makes an
#                                       approved member and the moderator, and tests every operation with both
#   SAGPAN_URL=https://staging.example SAGPAN_MEMBER_TOKEN=... SAGPAN_ACCOUNT_TOKEN=... SAGPAN_MODERATOR_TOKEN=... just contract
#                                       tests any running Sagpan with two approved members' tokens (the second for
#                                       deactivate, reactivate and delete) and a moderator's
#
# Extra arguments go to `schemathesis run` (e.g. --max-examples 100, --seed 1). Exits non-zero on any failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export PYTHONPATH="$root/.tools/schemathesis"
st() { python3 -m schemathesis.cli "$@"; }
if [ -z "${SAGPAN_URL:-}" ]; then
  target="${CARGO_TARGET_DIR:-$root/target}"
  data="$(mktemp -d)"
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  admin_email="moderator@sagpan.test"
  admin_password="Moderate#Contract-2026"
  SAGPAN_LISTEN="127.0.0.1:$port" SAGPAN_DATA_DIR="$data" SAGPAN_DATABASE_URL="" SAGPAN_CAPTCHA=off \
    SAGPAN_ADMIN_EMAIL="$admin_email" SAGPAN_ADMIN_PASSWORD="$admin_password" "$target/debug/sagpan" >"$data/server.log" 2>&1 &
  server=$!
  trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$data"' EXIT
  for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
    kill -0 $server 2>/dev/null || { cat "$data/server.log"; exit 1; }
    sleep 0.2
  done
  SAGPAN_URL="http://127.0.0.1:$port"
  eval "$(python3 "$root/tools/contract/setup.py" "$SAGPAN_URL" "$data" "$admin_email" "$admin_password")"
fi
: "${SAGPAN_MEMBER_TOKEN:?set SAGPAN_MEMBER_TOKEN (an approved member) when SAGPAN_URL is given}"
: "${SAGPAN_ACCOUNT_TOKEN:?set SAGPAN_ACCOUNT_TOKEN (another approved member, which may end deactivated) when SAGPAN_URL is given}"
: "${SAGPAN_MODERATOR_TOKEN:?set SAGPAN_MODERATOR_TOKEN when SAGPAN_URL is given}"
export SAGPAN_MEMBER_TOKEN SAGPAN_ACCOUNT_TOKEN SAGPAN_MODERATOR_TOKEN
cd "$root/tools/contract"
# One worker: with two, hypothesis (inside schemathesis) sometimes parses a lambda's source in both threads at once,
# which CPython 3.11's parser refuses ("AST constructor recursion depth mismatch"): a Runtime Error in 2 runs of 9,
# whatever the server answered.
st run "${SAGPAN_URL%/}/api/openapi.json" --workers 1 "$@"
