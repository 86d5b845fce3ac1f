#!/usr/bin/env bash
# `just bench-matches [sqlite|postgres|both]`: load the demo members with the release binary, then run the benchmark
# against the same database. SQLite lives in target/bench-matches; PostgreSQL in the database sagpan_bench.
# BENCH_MEMBERS_SQLITE and BENCH_MEMBERS_POSTGRES change the 100,000 and 1,000,000 members (the load targets are about
# those sizes); SAGPAN_BUILD_DIR runs another build's binaries (CI's small runs: target/debug).
set -euo pipefail
which="${1:-both}"
bin="${SAGPAN_BUILD_DIR:-$CARGO_TARGET_DIR/release}"
sqlite_members="${BENCH_MEMBERS_SQLITE:-100000}"
postgres_members="${BENCH_MEMBERS_POSTGRES:-1000000}"
export BENCH_PASSWORD=bench-password-1 SAGPAN_LOG_FORMAT=text RUST_LOG=warn

load() {
  /usr/bin/time -f "load: %e s wall, peak memory %M KiB" "$bin/sagpan" demo-data --profiles "$1" --password "$BENCH_PASSWORD"
}

if [ "$which" = sqlite ] || [ "$which" = both ]; then
  export SAGPAN_DATA_DIR="$CARGO_TARGET_DIR/bench-matches"
  rm -rf "$SAGPAN_DATA_DIR" && mkdir -p "$SAGPAN_DATA_DIR"
  echo "== SQLite, $sqlite_members members (load target for 100,000: under 1 minute)"
  load "$sqlite_members"
  "$bin/examples/bench_matches"
  unset SAGPAN_DATA_DIR
fi

if [ "$which" = postgres ] || [ "$which" = both ]; then
  psql -q -h 127.0.0.1 -U postgres -d test -c 'drop database if exists sagpan_bench' -c 'create database sagpan_bench'
  export SAGPAN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sagpan_bench
  export SAGPAN_DATA_DIR="$CARGO_TARGET_DIR/bench-matches-pg"
  rm -rf "$SAGPAN_DATA_DIR" && mkdir -p "$SAGPAN_DATA_DIR"
  echo "== PostgreSQL, $postgres_members members (load target for 1,000,000: under 3 minutes)"
  load "$postgres_members"
  "$bin/examples/bench_matches"
fi
