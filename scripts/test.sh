#!/usr/bin/env bash
# `npm test`: every test layer, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "chromium";            bash scripts/ensure-chromium.sh
step "generated types";     npm run --silent schema:check
step "route types";         npx next typegen >/dev/null
step "type check";          npm run --silent typecheck
step "lint";                npm run --silent lint
step "unit tests";          npx vitest run
step "production build";    npx next build
step "storybook build";     npm run --silent build-storybook
step "test media";          npm run --silent media
step "end-to-end tests";    npx playwright test
step "cluster proof";       npx playwright test -c playwright.cluster.config.ts
