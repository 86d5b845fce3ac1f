#!/usr/bin/env bash
# The browser tests: Playwright (webapp/playwright.config.ts) starts the debug binary through scripts/e2e-server.sh
# and runs webapp/e2e/*.spec.ts in Debian's Chromium. Needs the built web app (webapp/dist), the debug binary and
# libfaketime (`just e2e` sees to all three). SCREENSHOTS_DIR=<dir> also saves every screen at 390 and 1280 px.
# Arguments go to `playwright test`, e.g. `scripts/e2e.sh --project en -g wizard`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root/webapp"
if [ -n "${SCREENSHOTS_DIR:-}" ]; then mkdir -p "$SCREENSHOTS_DIR"; fi
exec node_modules/.bin/playwright test "$@"
