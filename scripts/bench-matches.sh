#!/usr/bin/env bash
# `just bench-matches [sqlite|postgres|both]`: load the demo members with the release binary, then run the benchmark
# against the same database. SQLite lives in target/bench-matches; PostgreSQL in the database sagpan_bench.
set -euo pipefail
which="${1:-both}"
bin="$CARGO_TARGET_DIR/release"
export BENCH_PASSWORD=bench-password-1 SAGPAN_LOG_FORMAT=text RUST_LOG=warn

load() {
  /usr/bin/time -f "load: %e s wall, peak memory %M KiB" "$bin/sagpan" demo-data --profiles "$1" --password "$BENCH_PASSWORD"
}

if [ "$which" = sqlite ] || [ "$which" = both ]; then
  export SAGPAN_DATA_DIR="$CARGO_TARGET_DIR/bench-matches"
  rm -rf "$SAGPAN_DATA_DIR" && mkdir -p "$SAGPAN_DATA_DIR"
  echo "== SQLite, 100,000 members (load target: under 1 minute)"
  load 100000
  "$bin/examples/bench_matches"
  unset SAGPAN_DATA_DIR
fi

if [ "$which" = postgres ] || [ "$which" = both ]; then
  psql -q -h 127.0.0.1 -U postgres -d test -c 'drop database if exists sagpan_bench' -c 'create database sagpan_bench'
  export SAGPAN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sagpan_bench
  export SAGPAN_DATA_DIR="$CARGO_TARGET_DIR/bench-matches-pg"
  rm -rf "$SAGPAN_DATA_DIR" && mkdir -p "$SAGPAN_DATA_DIR"
  echo "== PostgreSQL, 1,000,000 members (load target: under 3 minutes)"
  load 1000000
  "$bin/examples/bench_matches"
fi
