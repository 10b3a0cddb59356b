#!/usr/bin/env bash
# The whole test suite, as `./portal test` and CI (.ci/run) run it. Stages:
#   1 types (tsc), lint (biome), the import boundaries and table owners (scripts/import-graph.ts,
#     scripts/table-owners.ts; decision 036)
#   2 unit, component and API tests (Vitest); the API tests on PGlite, and on PostgreSQL when
#     TEST_DATABASE_URL is set or a local server answers at the default address
#   3 build, the public pages' bundle-size budget, then browser tests (playwright-core +
#     system Chromium + axe)
# It ends with one line "tests: N passed, N failed" and exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
results=$(mktemp -d)
failed_stage=""

stage() { echo; echo "== $*"; }

# The shared reference data (../shared/data beside the project) feeds the real-file importer
# tests and the browser suite's demo data. A clean clone elsewhere finds it beside the
# repository it was cloned from.
if [ -z "${SHARED_DATA_DIR:-}" ] && [ ! -d ../shared/data ]; then
  origin=$(git remote get-url origin 2>/dev/null || true)
  if [ -n "$origin" ] && [ -d "$origin/../shared/data" ]; then
    SHARED_DATA_DIR=$(cd "$origin/../shared/data" && pwd)
    export SHARED_DATA_DIR
  fi
fi
echo "shared reference data: ${SHARED_DATA_DIR:-$(cd ../shared/data 2>/dev/null && pwd || echo 'NOT FOUND: real-file tests are skipped (said in their output) and the tender journeys fail')}"

stage "types"
tsc --noEmit -p tsconfig.json || failed_stage+=" types"

stage "lint"
biome check || failed_stage+=" lint"

stage "import boundaries"
node scripts/import-graph.ts || failed_stage+=" imports"
node scripts/table-owners.ts || failed_stage+=" table-owners"

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  default_url="postgres://root@127.0.0.1:5432/test"
  if node -e "const c=new (require('pg').Client)({connectionString:'$default_url',connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" 2>/dev/null; then
    export TEST_DATABASE_URL="$default_url"
    echo "TEST_DATABASE_URL not set; a PostgreSQL server answers at $default_url, so the API tests run on it too."
  fi
fi
stage "unit, component and API tests (engines: pglite${TEST_DATABASE_URL:+, postgresql})"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "NOTE: PostgreSQL engine NOT tested: set TEST_DATABASE_URL=postgres://… to include it."
fi
vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || failed_stage+=" vitest"

stage "build"
if vite build --logLevel warn; then
  # The public pages' first load stays within its budget (issue #13, scripts/bundle-budget.json).
  stage "bundle size"
  node scripts/check-bundle-size.ts || failed_stage+=" bundle-size"
else
  failed_stage+=" build"
fi

stage "browser tests"
if chrome=$(bash scripts/find-chromium.sh); then
  export CHROME_PATH="$chrome"
  echo "browser: $CHROME_PATH ($("$CHROME_PATH" --version 2>/dev/null || echo 'version unknown'))"
  vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json="$results/e2e.json" ||
    failed_stage+=" browser"
else
  failed_stage+=" browser(no-chromium)"
fi

node -e '
const fs = require("fs");
let passed = 0, failed = 0;
for (const f of process.argv.slice(1)) {
  if (!fs.existsSync(f)) continue;
  const r = JSON.parse(fs.readFileSync(f, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
' "$results/vitest.json" "$results/e2e.json"
rm -rf "$results"
if [ -n "$failed_stage" ]; then
  echo "FAILED stages:$failed_stage"
  exit 1
fi
echo "all stages passed"
