# Sagpan's recipes. `bin/just --list` shows them; bin/just installs `just` itself when it is missing.

set shell := ["bash", "-euo", "pipefail", "-c"]
set positional-arguments

# One target folder for every build, so CI and developers reuse compiled dependencies.
export CARGO_TARGET_DIR := env_var_or_default("CARGO_TARGET_DIR", justfile_directory() / "target")
export CARGO_TERM_COLOR := "never"

# The build that the benchmarks, the soak and the fault tests run: `release`, or `dev` (target/debug, what the tests
# build), which `just recipes-small` uses. SAGPAN_PROFILE=dev just bench-pdf runs one on the debug build.
profile := env_var_or_default("SAGPAN_PROFILE", "release")
build_dir := CARGO_TARGET_DIR / if profile == "dev" { "debug" } else { profile }

default:
    @{{just_executable()}} --list

# Build everything (web app embedded in a release binary) and start Sagpan on its embedded default at :8080.
run: build
    "$CARGO_TARGET_DIR/release/sagpan"

# Build the web app and the release binary that embeds it.
build: web-build
    cargo build --release -p api --bin sagpan

# Run every test: Rust on SQLite and PostgreSQL, lints, web checks, unit tests, build, end-to-end in Chromium,
# contract, and the small cases of the benchmarks, soak and fault tests; some stages at once, and a table of each
# stage's seconds at the end (scripts/test.sh).
test:
    scripts/test.sh "{{just_executable()}}"

# What the tests install and start, besides the Node packages (web-deps): PostgreSQL, the local S3 server, Chromium,
# the Python tools, wrk.
test-setup: postgres-up s3-server-deps chromium contract-deps soak-deps faults-deps wrk

# Everything the tests run, built once (debug): the test binaries, the binaries and the examples. `--lib --bins
# --tests` rather than `--all-targets`, which would also build each benchmark example (they hold no tests) as a test
# harness: five more links of the whole server (5 s of CPU here).
rust-build:
    cargo test --workspace --lib --bins --tests --no-run
    cargo build --workspace --bins --examples

# Rust tests on SQLite, then the API suite again on PostgreSQL (each test on its own database).
test-rust: test-rust-sqlite test-rust-postgres

test-rust-sqlite: postgres-up s3-server-deps
    cargo test --workspace --lib --bins --tests

test-rust-postgres: postgres-up s3-server-deps
    {{just_executable()}} drop-test-databases
    SAGPAN_TEST_DB=postgres cargo test -p api --test api

# Lint the Rust code.
lint-rust:
    cargo clippy --workspace --all-targets -- -D warnings
    cargo fmt --all --check

# Web app: generated files fresh, then its checks.
test-web: check-generated web-checks

# The web app's checks: type check, lint, catalogs complete, unit tests, production build (web-build).
web-checks: web-deps web-build
    cd webapp && npm run typecheck
    cd webapp && npm run lint
    cd webapp && npm run extract && npm run compile
    cd webapp && npm test
    # The initial JavaScript's budget (target Q2): at most 120 kB gzip.
    cd webapp && npm run check:bundle
    changed="$(git status --porcelain -- webapp/src/routeTree.gen.ts webapp/src/locales)"; \
    if [ -n "$changed" ]; then echo "route tree or catalogs are stale; run the web build and 'npm run extract && npm run compile', then commit:"; echo "$changed"; exit 1; fi

# End-to-end: @playwright/test in Debian's Chromium against the debug binary serving the built web app. Arguments go
# to `playwright test`, e.g. `just e2e --project en -g wizard`.
e2e *args: chromium web-build
    cargo build -p api --bin sagpan
    scripts/e2e.sh "$@"

# The end-to-end suite, also saving every screen in gu and en at 390 px and 1280 px into screenshots/.
screenshots *args: chromium web-build
    cargo build -p api --bin sagpan
    SCREENSHOTS_DIR="{{justfile_directory()}}/screenshots" scripts/e2e.sh "$@"

# Contract tests: schemathesis against a local server (or any Sagpan: see tools/contract/run.sh).
contract *args: contract-deps
    cargo build -p api --bin sagpan
    tools/contract/run.sh "$@"

# schemathesis, pinned, from PyPI, into .tools/schemathesis.
contract-deps:
    [ -f .tools/schemathesis/.version-4.32.5 ] || (rm -rf .tools/schemathesis && python3 -m pip install --quiet --disable-pip-version-check --target .tools/schemathesis "schemathesis==4.32.5" && touch .tools/schemathesis/.version-4.32.5)

# Benchmarks (release build), each figure beside its bound (target Q5): sign-ins per second against bare argon2id on
# SQLite and PostgreSQL, the photo pipeline's time and peak memory for a 12-megapixel JPEG, a list of 20 cards and a
# reference list through the whole server against a bare poem handler, and the bio-data PDF's time. Each runs even
# when one before it missed its bound; the recipe fails when any did.
bench:
    #!/usr/bin/env bash
    failed=""
    for one in bench-signin bench-photo bench-lists bench-pdf; do "{{just_executable()}}" "$one" || failed="$failed $one"; done
    [ -z "$failed" ] || { echo "bound missed or benchmark failed:$failed"; exit 1; }

bench-signin: postgres-up
    cargo run -q --profile {{profile}} -p api --example bench_signin

bench-photo:
    cargo build -q --profile {{profile}} -p api --example bench_photo
    /usr/bin/time -f "maximum resident set size: %M KiB" "{{build_dir}}/examples/bench_photo"

bench-lists which="": wrk
    RUST_LOG=warn cargo run -q --profile {{profile}} -p api --example bench_lists {{which}}

bench-pdf:
    cargo run -q --profile {{profile}} -p api --example bench_biodata

# The bio-data PDF's benchmark under its former name.
bench-biodata: bench-pdf

# An event's booklet (rule 49): 500 registrants with photos, read and rendered as the call does, in Gujarati and in
# English, on SQLite in a folder of its own; the bound is under 10 seconds. Writes target/booklet-bench-{gu,en}.pdf.
bench-booklet:
    cargo build -q --profile {{profile}} -p api --example bench_booklet
    rm -rf "${CARGO_TARGET_DIR:-target}/bench-booklet" && mkdir -p "${CARGO_TARGET_DIR:-target}/bench-booklet"
    env -u SAGPAN_DATABASE_URL SAGPAN_DATA_DIR="${CARGO_TARGET_DIR:-target}/bench-booklet" RUST_LOG=warn "{{build_dir}}/examples/bench_booklet"

# wrk, Debian's HTTP load generator, for `just bench-lists`.
wrk:
    command -v wrk >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null)

# Lighthouse 12 (pinned with its lock in tools/lighthouse, installed into .tools/lighthouse) in Debian's Chromium, with
# mobile emulation and simulated throttling, against the release binary on a data folder of its own: the public pages
# and, signed in as a demo member, /matches, a member's detail, /inbox and /profile, in Gujarati (LIGHTHOUSE_LANG=en
# for English), 3 runs each (LIGHTHOUSE_RUNS), over HTTPS with HTTP/2 as members reach Sagpan (LIGHTHOUSE_PLAIN=1 for
# plain HTTP/1.1), the CPU slowdown calibrated to this machine's speed (LIGHTHOUSE_CPU=fixed: Lighthouse's 4x).
# Prints each page's median scores, LCP, TBT and CLS and fails when a
# bound of target Q7 (docs/rules.md) is missed. `just lighthouse public` measures the public pages only;
# `SAGPAN_PROFILE=dev just lighthouse public` measures them on the debug build, which reads the web app from webapp/dist.
lighthouse which="all": chromium lighthouse-deps server-binary
    SAGPAN_BINARY="{{build_dir}}/sagpan" node tools/lighthouse/run.mjs {{which}}

# The detail behind Lighthouse's blocking time (target Q7), from one load's trace with the CPU 4x slower (DevTools
# throttling): `just long-tasks /auth/registration en`.
# A public page's main-thread tasks over 50 ms with their largest parts, and the blocking after the first paint.
long-tasks page="/" lang="gu": chromium lighthouse-deps server-binary
    SAGPAN_BINARY="{{build_dir}}/sagpan" node tools/lighthouse/long-tasks.mjs {{page}} {{lang}}

lighthouse-deps:
    cmp -s tools/lighthouse/package-lock.json .tools/lighthouse/package-lock.json || (rm -rf .tools/lighthouse && mkdir -p .tools/lighthouse && cp tools/lighthouse/package.json tools/lighthouse/package-lock.json .tools/lighthouse/ && cd .tools/lighthouse && npm ci --no-audit --no-fund --silent)

# Matches and search at scale (release build): `sagpan demo-data` loads 100,000 members into SQLite and 1,000,000 into
# PostgreSQL (timed), then every list, search and the detail are timed through HTTP at 4 members at once against the
# same SQL run directly. `just bench-matches sqlite` or `just bench-matches postgres` runs one database;
# BENCH_MEMBERS_SQLITE and BENCH_MEMBERS_POSTGRES change the number of members.
bench-matches which="both": postgres-up
    cargo build -q --profile {{profile}} -p api --bin sagpan --example bench_matches
    SAGPAN_BUILD_DIR="{{build_dir}}" scripts/bench-matches.sh {{which}}

# Soak: 200 simulated members (Locust, tools/soak/locustfile.py) drive the member area for 5 minutes against the
# release binary on PostgreSQL holding 100,000 demo members. Prints per call count, p50, p95, p99 and errors, the
# server's memory curve, and fails on a missed target (0 errors, 0 5xx, p99 of lists and search under 100 ms, memory
# flat after the first minute). SOAK_USERS, SOAK_MINUTES, SOAK_MEMBERS make it smaller. The daily allowances are
# lifted for it, as for the benchmarks: simulated members read in minutes what members read in days (tools/soak/run.sh).
soak: postgres-up soak-deps server-binary
    SAGPAN_BINARY="{{build_dir}}/sagpan" SOAK_BUILD="{{profile}}" tools/soak/run.sh

# Crashes and outages, each checked by reading the data back: kill -9 mid-writes on SQLite and PostgreSQL, PostgreSQL
# restarted under load, the SMTP server down for a minute. `just faults smtp-outage` runs one (tools/faults/faults.py).
faults *args: postgres-up soak-deps faults-deps server-binary
    SAGPAN_BINARY="{{build_dir}}/sagpan" PYTHONPATH="{{justfile_directory()}}/.tools/locust:{{justfile_directory()}}/.tools/faults" python3 tools/faults/faults.py "$@"

# The server binary of the recipes' build (SAGPAN_PROFILE, release unless told); the release build embeds the web app.
server-binary: web-build
    cargo build --profile {{profile}} -p api --bin sagpan

# The recipes' small cases, so that a change that breaks one fails `just test`, on the debug build the tests made
# (SAGPAN_PROFILE=dev): a one-minute soak of 20 simulated members on 2,000 demo members, the quickest fault scenario
# (kill -9 on SQLite), and each benchmark once at a small size (BENCH_SMALL=1; bench-matches on 2,000 members). Bounds
# about the release build's speed are printed but not held; the others are (every answer, the soak's errors and
# event streams, the photo's memory, every sign-in answered). Each runs even when one before it failed; prints its
# seconds.
recipes-small:
    #!/usr/bin/env bash
    set -uo pipefail
    export SAGPAN_PROFILE=dev BENCH_SMALL=1 SOAK_USERS=20 SOAK_MINUTES=1 SOAK_MEMBERS=2000
    export BENCH_MEMBERS_SQLITE=2000 BENCH_MEMBERS_POSTGRES=2000
    failed="" times=""
    for one in soak "faults kill-sqlite" bench-signin bench-photo bench-lists bench-pdf bench-booklet bench-matches; do
      echo "== just $one (small)"
      started=$SECONDS
      "{{just_executable()}}" $one || failed="$failed, $one"
      times="$times$one: $((SECONDS - started)) s; "
    done
    echo "recipes-small: $times"
    [ -z "$failed" ] || { echo "recipes that failed in their small case: ${failed#, }"; exit 1; }

# Locust, pinned, from PyPI, into .tools/locust (it brings requests, which the fault tests use too).
soak-deps:
    [ -f .tools/locust/.version-2.47.0 ] || (rm -rf .tools/locust && python3 -m pip install --quiet --disable-pip-version-check --target .tools/locust "locust==2.47.0" && touch .tools/locust/.version-2.47.0)

# aiosmtpd, pinned, from PyPI, into .tools/faults: the SMTP sink that the fault tests stop and start.
faults-deps:
    [ -f .tools/faults/.version-1.4.6 ] || (rm -rf .tools/faults && python3 -m pip install --quiet --disable-pip-version-check --target .tools/faults "aiosmtpd==1.4.6" && touch .tools/faults/.version-1.4.6)

# Three instances of the release binary on one PostgreSQL database and the local S3 server, behind HAProxy's round
# robin at http://127.0.0.1:8080 (tools/cluster/run.sh says what it shares and how to change the ports).
cluster: postgres-up s3-server-deps haproxy build
    tools/cluster/run.sh

# `just cluster`, then a member's round trips through the proxy (tools/cluster/check.py): twenty times, the event
# stream held by one instance hears a sign-out made through another, and it prints how long that took; all three must
# answer. Stops the cluster after.
cluster-check: postgres-up s3-server-deps haproxy build
    CLUSTER_FRESH=1 CLUSTER_CHECK="{{justfile_directory()}}/tools/cluster/check.py" tools/cluster/run.sh

# Debian's HAProxy, the round-robin proxy of `just cluster`.
haproxy:
    command -v haproxy >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null)

# Regenerate openapi.json, the TypeScript client and the zod rules. The generators are built with the whole
# workspace's features, as `just rust-build` builds them (`cargo run -p shared` would compile serde and more again).
gen: web-deps
    cargo build -q --workspace --bins
    "${CARGO_TARGET_DIR:-target}/debug/sagpan" openapi > openapi.json
    "${CARGO_TARGET_DIR:-target}/debug/gen-web" >/dev/null
    cd webapp && npm run gen:api >/dev/null

# Fail when a generated file differs from what its generator writes now: regenerate in place, then ask git.
check-generated: gen
    changed="$(git status --porcelain -- openapi.json webapp/src/api/generated)"; \
    if [ -n "$changed" ]; then echo "generated files are stale; run 'just gen' and commit:"; echo "$changed"; exit 1; fi

# Run the migration CLI against Sagpan's database (default: SQLite in ./data), e.g. `just migrate status`.
migrate *args:
    mkdir -p "${SAGPAN_DATA_DIR:-./data}"
    cargo run -q -p migration -- -u "${SAGPAN_DATABASE_URL:-sqlite://${SAGPAN_DATA_DIR:-./data}/sagpan.db?mode=rwc}" "$@"

# Regenerate the derived reference data (countries from CLDR, heights, incomes) and check every data file.
refdata:
    cd tools/refdata && npm install --no-audit --no-fund && node countries.mjs && node heights.mjs && node incomes.mjs && node check.mjs

# The web app's dev server on :5173, proxying /api to a server on :8080.
web-dev: web-deps
    cd webapp && npm run dev

# Skipped when webapp/dist was built from the same sources and packages (their checksum, kept beside the packages),
# so that `just test` builds it once for the web checks, the browser tests and the recipes.
web-build: web-deps
    #!/usr/bin/env bash
    set -euo pipefail
    cd webapp
    sources="$( (find . \( -path ./node_modules -o -path ./dist -o -path ./test-results \) -prune -o -type f -print0 \
      | sort -z | xargs -0 sha256sum; sha256sum node_modules/.package-lock.json) | sha256sum | cut -d' ' -f1)"
    stamp=node_modules/.sagpan-web-build
    if [ -f dist/index.html ] && [ "$(cat "$stamp" 2>/dev/null)" = "$sources" ]; then
      echo "web app: webapp/dist is built from these sources already"; exit 0
    fi
    rm -f "$stamp"
    npm run build
    echo "$sources" >"$stamp"

# `npm ci`: exactly the lock, or nothing. Skipped when node_modules is newer than the lock.
web-deps:
    [ -d webapp/node_modules ] && [ webapp/node_modules/.package-lock.json -nt webapp/package-lock.json ] || (cd webapp && npm ci --no-audit --no-fund)

# After changing webapp/package.json: update the lock, then add the other platforms' optional packages that this
# machine's registry does not serve (without them `npm ci` refuses the lock).
web-lock:
    cd webapp && npm install --no-audit --no-fund
    node tools/npm-lock/add-platform-packages.mjs webapp/package-lock.json

# Start the local PostgreSQL cluster when it is down (the machine's own service; tests create their databases on it).
postgres-up:
    pg_isready -q -h 127.0.0.1 -p 5432 || pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
    for i in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && exit 0; sleep 1; done; echo "PostgreSQL did not start"; exit 1

# A local S3-compatible server for the photo-storage tests (moto's server mode, from PyPI, into .tools/moto).
s3-server-deps:
    [ -d .tools/moto/moto ] || python3 -m pip install --quiet --disable-pip-version-check --target .tools/moto "moto[server]==5.*"

drop-test-databases:
    psql -h 127.0.0.1 -U postgres -d test -Atc "select datname from pg_database where datname like 'sagpan_test_%'" | while read -r db; do psql -q -h 127.0.0.1 -U postgres -d test -c "drop database if exists \"$db\"" >/dev/null; done

# Debian's Chromium for the browser tests (never a downloaded browser build), and libfaketime, which moves the e2e
# server's wall clock.
chromium:
    command -v chromium >/dev/null && [ -f /usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1 ] || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium faketime >/dev/null)
