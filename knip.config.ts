// knip: unused files, exports, types and dependencies fail `npm run knip` (and scripts/test-all.sh).
// Its plugins find most entry points on their own: Next.js (app/ routes and their special files,
// middleware.ts, instrumentation*.ts, next.config.mjs), Jest (jest.config.mjs, its test matches and
// setup files), Playwright (playwright.config.ts, tests/e2e), ESLint, PostCSS, Drizzle, and the
// files package.json's scripts run (upstream/server.ts, upstream/seed/cli.ts, upstream/ops/cli.ts,
// scripts/shop.ts, …). What they cannot see is below, each with its reason: a finding is kept only
// by a line here that says why.
import type { KnipConfig } from "knip";

/** Entry points no plugin finds. */
const ENTRIES: Record<string, string> = {
  "scripts/*.{mjs,ts}":
    "command-line tools run by hand or by scripts/test-all.sh (`node --import tsx scripts/x.ts`), each described in its header",
  "scripts/bench/catalogue-explain.ts":
    "run as a child process by scripts/bench-catalogue.ts (`node --import tsx scripts/bench/catalogue-explain.ts`)",
  "open-next.config.ts":
    "read by the OpenNext CLI (`opennextjs-cloudflare build`, scripts/serverless.ts) for the serverless target",
  "tests/support/lint-texts.mjs":
    "run as a child process by tests/unit/lint/walls.test.ts (ESLint's flat config needs a real import())",
};

/** Packages used where no import shows it. */
const KEPT_DEPENDENCIES: Record<string, string> = {
  "@embedpdf/fonts-sc":
    "font files read by path: upstream/services/voucher-pdf.ts, lib/seo/og-card.tsx, next.config.mjs (outputFileTracingIncludes)",
  "@embedpdf/fonts-tc":
    "font files read by path: upstream/services/voucher-pdf.ts, lib/seo/og-card.tsx, next.config.mjs (outputFileTracingIncludes)",
  lighthouse: "its CLI is run through npx by scripts/bench/lighthouse.ts (runLighthouseCli)",
  "web-vitals":
    "its attribution IIFE is read from node_modules and injected into the page by scripts/bench/inp.ts",
};

/** Programs from the operating system, not from npm. */
const SYSTEM_BINARIES: Record<string, string> = {
  nginx:
    "Debian's nginx: the page cache (scripts/cdn-cache.ts, scripts/cluster.ts, its config test)",
  haproxy: "Debian's haproxy: the cluster's load balancer (scripts/cluster.ts)",
  "apt-get": "scripts/cluster.ts installs haproxy/nginx with it when they are missing",
};

const config: KnipConfig = {
  entry: Object.keys(ENTRIES),
  project: ["**/*.{ts,tsx,js,mjs,css}"],
  // entry files' exports are checked too (scripts, test helpers); the Next.js plugin knows the
  // exports Next reads from its special files (metadata, revalidate, generateStaticParams, …)
  includeEntryExports: true,
  ignoreDependencies: Object.keys(KEPT_DEPENDENCIES),
  ignoreBinaries: Object.keys(SYSTEM_BINARIES),
  // package.json's db:generate passes this path to drizzle-kit with --config
  drizzle: { config: ["upstream/drizzle.config.ts"] },
};

export default config;
