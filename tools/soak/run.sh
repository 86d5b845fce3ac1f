#!/usr/bin/env bash
# `just soak`: 200 simulated members (Locust, tools/soak/locustfile.py) drive the member area for 5 minutes against the
# release binary on PostgreSQL holding 100,000 demo members, while the server's resident memory is sampled every 5 s.
# tools/soak/report.py then prints the table (per call: count, p50, p95, p99, errors), the memory curve and the
# targets, and fails when one is missed. Everything lands in target/soak/.
#
# SOAK_USERS, SOAK_MINUTES and SOAK_MEMBERS change the size (e.g. SOAK_USERS=20 SOAK_MINUTES=1 for a quick look).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
bin="${SAGPAN_BINARY:-$target/release/sagpan}"
out="$target/soak"
users="${SOAK_USERS:-200}"
minutes="${SOAK_MINUTES:-5}"
members="${SOAK_MEMBERS:-100000}"
port="${SOAK_PORT:-18090}"
export SOAK_PASSWORD="soak-password-1" SOAK_OUT="$out"

rm -rf "$out" && mkdir -p "$out/data"
psql -q -h 127.0.0.1 -U postgres -d test -c 'drop database if exists sagpan_soak' -c 'create database sagpan_soak'
export SAGPAN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sagpan_soak SAGPAN_DATA_DIR="$out/data"
export SAGPAN_LOG_FORMAT=text RUST_LOG=warn SAGPAN_CAPTCHA_MAX_NUMBER=10000
# Every simulated member connects from this one address (each with its event stream besides its calls): more than a
# real address holds at once, so the bound of connections per address is lifted here.
export SAGPAN_MAX_CONNECTIONS_PER_ADDRESS=5000
# The daily allowances (cards shown, members' details opened, bio-data downloaded) are lifted, as the benchmarks lift
# them: a simulated member thinks for 0.5 to 2 s between steps, so in a few minutes it reads the cards a member reads in
# days, and the 200 of them stand for far more members than 200. With the day's allowance in force, most lists answered
# 429 after the first minutes (7,532 of 54,083 calls) and the load the soak is about went with them. Every call still
# takes its use (the member's row locked, the day counted, the use written), so what the allowances cost stays measured.
export SAGPAN_ALLOWANCE_MEMBER_DETAILS=4294967295 SAGPAN_ALLOWANCE_CARDS=4294967295 SAGPAN_ALLOWANCE_BIO_DATA=4294967295

echo "== loading $members demo members into PostgreSQL"
"$bin" demo-data --profiles "$members" --password "$SOAK_PASSWORD"

SAGPAN_LISTEN="127.0.0.1:$port" "$bin" >"$out/server.log" 2>&1 &
server=$!
sampler=""
trap 'kill $server $sampler 2>/dev/null || true; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 1 200); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 $server 2>/dev/null || { cat "$out/server.log"; exit 1; }
  sleep 0.1
done

# Every 5 s from the start of the load: the server's resident memory (VmRSS, KiB, with its two parts: RssAnon, the
# heap and stacks, and RssFile, the binary's pages read in so far), the CPU time it has used and the machine's busy
# and idle time (clock ticks, from /proc), to tell a slow server from a machine with no core to spare.
(
  started=$(date +%s)
  echo "seconds,rss_kib,anon_kib,file_kib,server_ticks,busy_ticks,idle_ticks" >"$out/memory.csv"
  while kill -0 $server 2>/dev/null; do
    rss=$(awk '/^VmRSS/ {r = $2} /^RssAnon/ {a = $2} /^RssFile/ {f = $2} END {print r "," a "," f}' \
      /proc/$server/status)
    server_ticks=$(awk '{print $14 + $15}' /proc/$server/stat)
    machine=$(awk '/^cpu / {print $2 + $3 + $4 + $7 + $8 + $9 "," $5 + $6}' /proc/stat)
    echo "$(($(date +%s) - started)),$rss,$server_ticks,$machine" >>"$out/memory.csv"
    sleep 5
  done
) &
sampler=$!

echo "== $users simulated members for $minutes min"
PYTHONPATH="$root/.tools/locust:$root/tools/soak" python3 -m locust -f "$root/tools/soak/locustfile.py" --headless \
  --users "$users" --spawn-rate 10 --run-time "${minutes}m" --stop-timeout 5 --host "http://127.0.0.1:$port" \
  --csv "$out/locust" --only-summary --exit-code-on-error 0 --loglevel WARNING 2>"$out/locust.log" >/dev/null || true
kill $sampler 2>/dev/null || true

python3 "$root/tools/soak/report.py" "$out" "$users" "$minutes"
