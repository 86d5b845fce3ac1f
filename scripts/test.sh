#!/usr/bin/env bash
# `just test`: every stage of the tests, each timed, some at once where the two cores have room, then a table of each
# stage's seconds. A stage run beside another writes into target/test-logs/<stage>.log, printed whole when it ends.
# After a stage fails no new one starts; those running are waited for, and the table is printed all the same.
#
#   scripts/test.sh <just>        (the just executable; `just test` passes its own)
set -uo pipefail
just="$1"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
logs="${CARGO_TARGET_DIR:-$root/target}/test-logs"
rm -rf "$logs" && mkdir -p "$logs"
began=$SECONDS
declare -A pid_of started_at
failed=0

names=() seconds=() cpu=() results=()
# record NAME SECONDS RESULT: the stage's CPU seconds (user and system, from /usr/bin/time) beside its wall time.
record() {
  names+=("$1"); seconds+=("$2"); results+=("$3")
  cpu+=("$(awk '{printf "%.0f", $1 + $2}' "$logs/$1.time" 2>/dev/null || echo 0)")
  [ "$3" = ok ] || failed=1
}

# stage NAME RECIPE [ARGS...]: runs a recipe in the foreground.
stage() {
  local name="$1" start=$SECONDS
  shift
  [ "$failed" = 0 ] || { record "$name" 0 "not run"; return; }
  echo "==== $name: just $*"
  local result=ok
  /usr/bin/time -q -o "$logs/$name.time" -f "%U %S" "$just" "$@" || result=FAILED
  record "$name" $((SECONDS - start)) "$result"
}

# begin NAME RECIPE [ARGS...]: starts a recipe beside the others; `end NAME` waits for it.
begin() {
  local name="$1"
  shift
  [ "$failed" = 0 ] || return 0
  echo "==== $name: just $* (beside the others; its output follows when it ends)"
  started_at[$name]=$SECONDS
  (
    /usr/bin/time -q -o "$logs/$name.time" -f "%U %S" "$just" "$@" >"$logs/$name.log" 2>&1
    status=$?
    echo $((SECONDS - started_at[$name])) >"$logs/$name.seconds"
    exit $status
  ) &
  pid_of[$name]=$!
}

end() {
  local name="$1"
  [ -n "${pid_of[$name]:-}" ] || { record "$name" 0 "not run"; return; }
  if wait "${pid_of[$name]}"; then local result=ok; else local result=FAILED; fi
  echo "==== $name ($result), its output:"
  cat "$logs/$name.log"
  record "$name" "$(cat "$logs/$name.seconds" 2>/dev/null || echo $((SECONDS - ${started_at[$name]})))" "$result"
}

table() {
  echo
  echo "| stage | seconds | CPU seconds | result |"
  echo "| --- | ---: | ---: | --- |"
  for i in "${!names[@]}"; do echo "| ${names[$i]} | ${seconds[$i]} | ${cpu[$i]} | ${results[$i]} |"; done
  echo "| all (wall clock) | $((SECONDS - began)) | | |"
  local passed=0 bad=0
  for r in "${results[@]}"; do if [ "$r" = ok ]; then passed=$((passed + 1)); else bad=$((bad + 1)); fi; done
  echo
  echo "stages: $passed passed, $bad failed"
}
trap 'table' EXIT

# The stages. The installs (network, little CPU) and the web app's checks beside the Rust build, whose serial
# stretches leave a core idle; the generated files once the server is built; the Rust tests and the lints, each on both
# cores and each holding cargo's lock; then, beside the browser tests, the contract tests (one schemathesis worker);
# last the recipes' small cases, alone: their soak and benchmarks beside the browser tests would slow those towards
# their timeouts.
begin setup test-setup
begin web web-checks
stage rust-build rust-build
end setup
end web
stage generated check-generated
stage rust-sqlite test-rust-sqlite
stage rust-postgres test-rust-postgres
stage lint-rust lint-rust
begin contract contract
stage e2e e2e
end contract
stage recipes-small recipes-small
[ "$failed" = 0 ]
