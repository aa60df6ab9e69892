#!/usr/bin/env bash
# The whole test suite on a fresh machine of this kind: installs what it needs (npm packages,
# Debian's Chromium, nginx and HAProxy, a running PostgreSQL and Redis), then typecheck, lint
# (ESLint, Prettier check, knip's unused code), unit + upstream integration tests (PGlite and
# PostgreSQL), production build, and Playwright end-to-end in Chromium (then the response-pipeline
# specs again on Next's standalone server.js, and a subset on the serverless target: OpenNext's
# bundle of the same build on Cloudflare's workerd, offline).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n== %s\n' "$*"; }

if [ ! -d node_modules ] || [ package.json -nt node_modules/.package-lock.json ]; then
  step "npm install"
  npm install --no-audit --no-fund
fi

# Node 24 LTS (package.json engines): the devDependency "node" puts it at node_modules/.bin/node,
# first on PATH under `npm run`; first here too when this script is started directly
export PATH="$PWD/node_modules/.bin:$PATH"
step "node $(node -v) (npx: $(npx node -v), npm $(npm -v))"
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 24 ]; then
  echo "Node 24 or later is required; node_modules/.bin/node is missing (npm install)" >&2
  exit 1
fi

if [ -z "${CHROME_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  step "installing Debian's chromium"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null
fi

# the page cache in front of the storefronts (tests/e2e/cdn.spec.ts, scripts/cdn-cache.ts)
if ! command -v nginx >/dev/null 2>&1; then
  step "installing Debian's nginx-light"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq nginx-light >/dev/null
fi

# the cluster's balancer, whose config is tested as nginx's is (tests/integration/storefront/haproxy-config.test.ts)
if ! command -v haproxy >/dev/null 2>&1; then
  step "installing Debian's haproxy"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq haproxy >/dev/null
fi

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  step "starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi

# the storefront's shared rate limits are tested against Redis (tests/integration/storefront)
if command -v redis-server >/dev/null 2>&1 && ! (command -v redis-cli >/dev/null 2>&1 && redis-cli -h 127.0.0.1 ping >/dev/null 2>&1); then
  step "starting Redis"
  redis-server --daemonize yes --save "" --appendonly no >/dev/null
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 1; done
fi

# Runs the named functions at once, each into a log of its own, then prints each one's output in
# the order given, under its name and how it ended; fails (the run, under set -e) if any failed.
together() {
  local dir name i failed=0
  local -a pids=()
  dir=$(mktemp -d)
  for name in "$@"; do
    ("$name") >"$dir/$name.log" 2>&1 &
    pids+=("$!")
  done
  for i in "${!pids[@]}"; do
    name=${*:$((i + 1)):1}
    if wait "${pids[$i]}"; then
      step "$name: passed"
    else
      step "$name: FAILED (exit $?)"
      failed=1
    fi
    cat "$dir/$name.log"
  done
  rm -rf "$dir"
  return "$failed"
}

# next typegen writes the route types (.next/types, next-env.d.ts) that `next build` writes before
# its own check of the same tsconfig.json, so this check is the build's; the build below then skips
# it (SHOP_TYPES_CHECKED, next.config.mjs) instead of running it a second time
typecheck() { npx next typegen && npx tsc --noEmit -p .; }
eslint_check() { npx eslint . --max-warnings=0; }
prettier_check() { npx prettier --check .; }
# unused files, exports, types and dependencies (knip.config.ts lists each one kept, with its reason)
knip_check() { npx knip --no-progress; }

mkdir -p test-results
rm -f test-results/e2e-standalone.json test-results/e2e-serverless.json
# four independent checks at once: together they use both cores for about as long as the longest
step "typecheck, lint (ESLint, Prettier check, knip) at once"
together typecheck eslint_check prettier_check knip_check

step "unit and integration tests (jest; upstream on PGlite and PostgreSQL)"
# two workers even on two cores: the integration suites wait on PostgreSQL much of the time
# (in band 635 s, two workers 317 s on this machine kind); each worker is its own process
NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers=2 --json --outputFile=test-results/jest.json

step "production build (types checked above)"
SHOP_TYPES_CHECKED=1 npx next build
# the standalone folder complete (public/, .next/static): the second end-to-end pass serves it
node --import tsx scripts/standalone.ts

step "end-to-end (Playwright, Chromium)"
rm -rf .data/e2e-pglite
npx playwright test

# the same build on Next's own standalone server.js: what a response carries (headers, policy,
# caching, not-found pages, outages, shutdown) must not depend on the server
# (docs/decisions/request-pipeline.md); `next start` answers the same (E2E_SERVER=next-start)
step "end-to-end on the standalone server.js (headers, policy, caching, outages)"
# meanwhile OpenNext bundles the same .next for the serverless pass below (no second next build)
node --import tsx scripts/serverless.ts build --reuse >test-results/serverless-build.log 2>&1 &
serverless_build=$!
E2E_SERVER=standalone E2E_REPORT=test-results/e2e-standalone.json npx playwright test \
  tests/e2e/headers.spec.ts tests/e2e/csp.spec.ts tests/e2e/http-edges.spec.ts \
  tests/e2e/not-found.spec.ts tests/e2e/shared-cache.spec.ts tests/e2e/cdn.spec.ts \
  tests/e2e/outage.spec.ts tests/e2e/shutdown.spec.ts tests/e2e/client-address.spec.ts

# the serverless target (docs/decisions/serverless-target.md): OpenNext bundles the same .next for
# Cloudflare's workerd (no second next build, ~40 s, during the standalone pass above) and
# wrangler serves it offline against the e2e upstream: pages, caching, revalidation, CSP, sign-in
# to order list, short links, share cards and not-found pages there
step "end-to-end on the serverless target (OpenNext on workerd)"
if ! wait "$serverless_build"; then
  cat test-results/serverless-build.log
  exit 1
fi
tail -n 1 test-results/serverless-build.log
npx playwright test -c playwright.serverless.config.ts

node --import tsx scripts/test-summary.ts
