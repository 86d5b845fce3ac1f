#!/usr/bin/env bash
# `just cluster`: three Sagpan instances (the release binary) on one PostgreSQL database and the local S3 server
# (moto), behind HAProxy's round robin on loopback: http://127.0.0.1:8080, as one address. Ctrl-C stops everything.
#
# The instances share one data folder here (one machine): the server secret, the VAPID key and the mail outbox (no
# SMTP server is needed to try it; SAGPAN_SMTP_URL sends real mail instead). On several machines, give every
# instance the same SAGPAN_SECRET and SAGPAN_VAPID_PRIVATE_KEY instead (README, "Several instances").
#
# CLUSTER_PORT (8080) is the proxy's port, the instances listen on the three above it and the S3 server on
# CLUSTER_S3_PORT (9300). CLUSTER_DATABASE (sagpan_cluster) is created when missing and kept between runs, as is the
# data folder (data/cluster); CLUSTER_FRESH=1 starts both anew. SAGPAN_ADMIN_EMAIL and SAGPAN_ADMIN_PASSWORD create the
# first moderator.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
bin="${SAGPAN_BINARY:-$target/release/sagpan}"
port="${CLUSTER_PORT:-8080}"
s3_port="${CLUSTER_S3_PORT:-9300}"
database="${CLUSTER_DATABASE:-sagpan_cluster}"
data="$root/data/cluster"

if [ "${CLUSTER_FRESH:-0}" = 1 ]; then
  rm -rf "$data"
  psql -q -h 127.0.0.1 -U postgres -d test -c "drop database if exists $database"
fi
mkdir -p "$data/logs"
exists=$(psql -h 127.0.0.1 -U postgres -d test -Atc "select 1 from pg_database where datname = '$database'")
[ "$exists" = 1 ] || psql -q -h 127.0.0.1 -U postgres -d test -c "create database $database"

pids=()
stop() {
  kill "${pids[@]}" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap stop EXIT INT TERM

wait_for() { # url, pid, log
  for _ in $(seq 1 300); do
    curl -fsS "$1" >/dev/null 2>&1 && return 0
    kill -0 "$2" 2>/dev/null || { cat "$3"; echo "it stopped: $3"; exit 1; }
    sleep 0.1
  done
  echo "no answer from $1"; exit 1
}

echo "== S3 server (moto) on :$s3_port"
PYTHONPATH="$root/.tools/moto" python3 -m moto.server -H 127.0.0.1 -p "$s3_port" >"$data/logs/s3.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
  curl -fsS -X PUT "http://127.0.0.1:$s3_port/sagpan-photos" >/dev/null 2>&1 && break
  sleep 0.1
done

export SAGPAN_DATABASE_URL="postgres://postgres@127.0.0.1:5432/$database" SAGPAN_DATA_DIR="$data"
export SAGPAN_PUBLIC_URL="http://127.0.0.1:$port" SAGPAN_TRUSTED_PROXIES=127.0.0.1
export SAGPAN_S3_ENDPOINT="http://127.0.0.1:$s3_port" SAGPAN_S3_BUCKET=sagpan-photos
export SAGPAN_S3_ACCESS_KEY=sagpan-cluster SAGPAN_S3_SECRET_KEY=sagpan-cluster-secret
export RUST_LOG="${RUST_LOG:-info}"

# One after another: the first migrates the database and creates the moderator, the others find both done.
for i in 1 2 3; do
  listen="127.0.0.1:$((port + i))"
  SAGPAN_LISTEN="$listen" "$bin" >"$data/logs/instance-$i.log" 2>&1 &
  pids+=($!)
  wait_for "http://$listen/api/health" "${pids[-1]}" "$data/logs/instance-$i.log"
  echo "== instance $i on $listen (log: data/cluster/logs/instance-$i.log)"
done

export SAGPAN_CLUSTER_PORT="$port" SAGPAN_CLUSTER_PORT_1=$((port + 1)) SAGPAN_CLUSTER_PORT_2=$((port + 2))
export SAGPAN_CLUSTER_PORT_3=$((port + 3))
haproxy -db -f "$root/tools/cluster/haproxy.cfg" >"$data/logs/haproxy.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$port/api/health" "${pids[-1]}" "$data/logs/haproxy.log"
echo "== Sagpan on http://127.0.0.1:$port, round robin over the three; Ctrl-C stops them"
if [ -n "${CLUSTER_CHECK:-}" ]; then
  "$CLUSTER_CHECK" "http://127.0.0.1:$port"
  exit
fi
wait -n "${pids[@]}"
