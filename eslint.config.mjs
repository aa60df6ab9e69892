// ESLint flat config. `npm run lint` runs it with --max-warnings=0, so warnings fail too.
// Formatting is Prettier's job (.prettierrc.json): none of the sets below turn on stylistic rules
// (eslint-config-next and typescript-eslint's "recommended" are correctness-only), so there is
// nothing for eslint-config-prettier to switch off.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  {
    ignores: [
      ".next/**",
      "out/**",
      "build/**",
      "node_modules/**",
      ".data/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      "public/**",
      "upstream/db/migrations/**",
      "next-env.d.ts",
    ],
  },
  // React, React Hooks (rules-of-hooks, exhaustive-deps and the React Compiler checks), jsx-a11y,
  // import and @next/next, on every JS/TS file, so "use client" components and hooks under lib/ are covered.
  ...nextVitals,
  // typescript-eslint's recommended set on .ts/.tsx.
  ...nextTs,
  {
    files: ["**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Toasts go through lib/client/toast.ts, which loads sonner on the first one; a direct import
    // would put sonner back into the pages' JavaScript and, without the lazily mounted Toaster,
    // show nothing.
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/client/toast.ts", "components/layout/toast-host.tsx", "tests/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "sonner", message: 'import { toast } from "@/lib/client/toast"' }] }],
    },
  },
  {
    // The shop navigates by full document loads (plain <a>, location.assign; no next/link anywhere):
    // public URLs carry no prefix and middleware.ts rewrites them to app/[brand]/[locale]/[currency]/…
    // from cookies, so one URL stands for different pages and a client router cache keyed by URL
    // could replay the wrong locale/currency after a picker or logout changes a cookie.
    // - no-html-link-for-pages cannot map those public URLs to routes anyway: its matcher turns
    //   "/[brand]/[locale]/[currency]/[...rest]" into a match-everything pattern, so it flags every
    //   internal <a> with a literal href, whatever the path, once for each route pattern that matches.
    // - no-location-assign-relative-destination asks for router.push() instead of those loads.
    files: ["**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    rules: {
      "@next/next/no-html-link-for-pages": "off",
      "@next/next/no-location-assign-relative-destination": "off",
    },
  },
  {
    // Plain .js/.cjs files are CommonJS here (package.json has no "type": "module"): require() is their import.
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs" },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    // No parallel queries in the upstream (docs/decisions/one-query-at-a-time.md): any `db` a
    // function takes may be a transaction, whose one connection runs one query at a time — pg
    // warns on two at once, pg 9 refuses them ("client is already executing a query").
    files: ["upstream/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["all", "allSettled", "any", "race"].map((property) => ({
          object: "Promise",
          property,
          message: "await queries one after another: `db` may be a transaction on one connection (docs/decisions/one-query-at-a-time.md)",
        })),
      ],
    },
  },
  {
    // Test doubles and fixtures poke at loosely typed things; `any` is allowed there and only there.
    files: ["tests/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
];

export default config;
