// ESLint flat config. `npm run lint` runs it with --max-warnings=0, so warnings fail too.
// Formatting is Prettier's job (.prettierrc.json): none of the sets below turn on stylistic rules
// (eslint-config-next and typescript-eslint's "recommended" are correctness-only), so there is
// nothing for eslint-config-prettier to switch off.
import path from "node:path";
import { fileURLToPath } from "node:url";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import islands from "./scripts/lint-islands.mjs";

// import/no-restricted-paths resolves its zones against basePath, process.cwd() by default; pin it
// to the repository so the walls hold when ESLint runs from elsewhere (an editor, the walls test).
const root = path.dirname(fileURLToPath(import.meta.url));
const STOREFRONT = [
  "./app",
  "./components",
  "./lib",
  "./brands",
  "./messages",
  "./middleware.ts",
  "./instrumentation.ts",
  "./instrumentation-client.ts",
];

// no-restricted-syntax is one rule: a later block's list replaces an earlier one's for the files
// both match, so the tests' block repeats the repository-wide selectors.
const DOUBLE_CAST = [
  {
    // `x as unknown as T` (or `as any as T`) tells the compiler to stop checking: type the value
    // (a full fixture, a typed fake, a schema's parse) instead.
    selector:
      "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type=/^TS(Unknown|Any)Keyword$/]",
    message:
      "no `as unknown as`: give the value its type (a typed fixture or fake, a schema parse).",
  },
  {
    selector:
      "TSTypeAssertion[expression.type=/^TS(TypeAssertion|AsExpression)$/][expression.typeAnnotation.type=/^TS(Unknown|Any)Keyword$/]",
    message:
      "no `<T><unknown>x`: give the value its type (a typed fixture or fake, a schema parse).",
  },
  {
    // next-intl's AppConfig (global.d.ts) types the messages once
    selector: "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name='Messages']",
    message:
      "no `as Messages`: getMessages() and useMessages() are typed by next-intl's AppConfig (global.d.ts).",
  },
  {
    selector:
      "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name='Promise'] TSTypeReference[typeName.name='Messages']",
    message:
      "no `as Promise<Messages>`: getMessages() is typed by next-intl's AppConfig (global.d.ts).",
  },
];
// `x as any` switches the checker off for everything downstream of x; outside tests (whose fakes and
// fixtures may poke at loosely typed things) a value gets its real type instead.
const NO_AS_ANY = [
  {
    selector: "TSAsExpression > TSAnyKeyword.typeAnnotation",
    message: "no `as any`: give the value its type (a generic, a schema parse, a narrower helper).",
  },
];
// Nothing in the project changes a prototype it does not own — Node's (http.Server,
// ServerResponse), the platform's, a library's: what a response carries is decided through Next's
// own hooks (docs/decisions/request-pipeline.md), never by patching what runs beneath them.
// Assigning to `X.prototype.y`, `X.prototype`, `__proto__` or the object Object.getPrototypeOf
// returns, or defining on a prototype through Object/Reflect, is refused (docs/decisions/lint-walls.md).
const PROTOTYPE_PATCH_MESSAGE =
  "no patching prototypes (Node's, the platform's, a library's): decide it through Next's hooks, or set it on the one object you own";
const PROTOTYPE_PATCH = [
  {
    selector:
      "AssignmentExpression > MemberExpression.left[object.type='MemberExpression'][object.property.name=/^(prototype|__proto__)$/]",
    message: PROTOTYPE_PATCH_MESSAGE,
  },
  {
    selector:
      "AssignmentExpression > MemberExpression.left[property.name=/^(prototype|__proto__)$/]",
    message: PROTOTYPE_PATCH_MESSAGE,
  },
  {
    selector:
      "AssignmentExpression > MemberExpression.left[object.type='CallExpression'][object.callee.property.name='getPrototypeOf']",
    message: PROTOTYPE_PATCH_MESSAGE,
  },
  {
    selector:
      "CallExpression[callee.object.name=/^(Object|Reflect)$/][callee.property.name=/^(defineProperty|defineProperties|assign|set|setPrototypeOf)$/][arguments.0.type='MemberExpression'][arguments.0.property.name=/^(prototype|__proto__)$/]",
    message: PROTOTYPE_PATCH_MESSAGE,
  },
  {
    selector:
      "CallExpression[callee.object.name=/^(Object|Reflect)$/][callee.property.name=/^(defineProperty|defineProperties|assign|set|setPrototypeOf)$/][arguments.0.type='CallExpression'][arguments.0.callee.property.name='getPrototypeOf']",
    message: PROTOTYPE_PATCH_MESSAGE,
  },
  {
    // a patch through a helper (`patch(http.Server.prototype, "emit", …)`) assigns where no
    // selector sees it: the prototypes of Node's HTTP and socket classes are not ours to name at all
    selector:
      "MemberExpression[property.name='prototype'][object.type='MemberExpression'][object.property.name=/^(Server|ServerResponse|IncomingMessage|OutgoingMessage|ClientRequest|Agent|Socket|EventEmitter)$/]",
    message: PROTOTYPE_PATCH_MESSAGE,
  },
  {
    selector:
      "MemberExpression[property.name='prototype'][object.type='Identifier'][object.name=/^(Server|ServerResponse|IncomingMessage|OutgoingMessage|ClientRequest|Agent|Socket|EventEmitter)$/]",
    message: PROTOTYPE_PATCH_MESSAGE,
  },
];
// Tests wait on events or on what the page shows, never on the real clock: jest fake
// timers or the clock parameter in jest, expect(locator)/expect.poll/toPass in Playwright.
const NO_SLEEPS = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message:
      "no waitForTimeout: wait on what the page shows (expect(locator)…, expect.poll, toPass) or an event.",
  },
  {
    // new Promise((r) => setTimeout(r, n)) and new Promise((r) => setTimeout(() => r(), n))
    selector:
      "NewExpression[callee.name='Promise'] > :function CallExpression[callee.name='setTimeout']:matches([arguments.0.type='Identifier'], [arguments.0.body.type='CallExpression'][arguments.0.body.arguments.length=0])",
    message:
      "no real sleeps in tests: jest fake timers or the clock parameter; in Playwright expect.poll/toPass or an event.",
  },
  {
    selector:
      "ImportDeclaration[source.value=/^(node:)?timers.promises$/] > ImportSpecifier[imported.name='setTimeout']",
    message:
      "no real sleeps in tests: jest fake timers or the clock parameter; in Playwright expect.poll/toPass or an event.",
  },
];

// Client code (components/, lib/client/, Next's error pages) and what it may import; the block
// that sets the rule for client code and the block for lib/commerce's rule files are separate
// files, so each states its own list.
const CLIENT_IMPORTS = {
  // one way from the browser to the route handlers: lib/client/api (apiCall), alone or as SWR's fetcher
  paths: [
    {
      name: "ky",
      message:
        "The browser fetches through lib/client/api (apiCall), alone or as SWR's fetcher: one way, no HTTP library in the bundle.",
    },
  ],
  patterns: [
    {
      regex: "(^|/)(lib/)?upstream(/|$)",
      allowTypeImports: true,
      message:
        "Components get data from their route: import type from lib/upstream, never its functions.",
    },
  ],
};

// The cached catalogue pages (product, home, lists, flash sale) and the header, footer and chat
// button every page carries: their "use client" modules are islands that must reach no zod
// (walls/island-imports, scripts/lint-islands.mjs; docs/decisions/lint-walls.md). A new island in
// these folders is covered by being there.
const ISLAND_FOLDERS = [
  "components/product/**/*.{ts,tsx}",
  "components/list/**/*.{ts,tsx}",
  "components/home/**/*.{ts,tsx}",
  "components/promo/**/*.{ts,tsx}",
  "components/layout/**/*.{ts,tsx}",
  "components/chat/**/*.{ts,tsx}",
];
// Client modules there that no page imports statically: each is a chunk an island loads with
// import() when the shopper asks for it, so its zod is not in the page's first JavaScript.
const ON_DEMAND = [
  // the question and answer forms (questions-lazy.tsx, when the section scrolls into view)
  "components/product/questions-section.tsx",
  "components/product/question-forms.tsx",
  // the chat itself (chat-launcher.tsx, when the button is pressed)
  "components/chat/chat-panel.tsx",
];

const config = [
  {
    ignores: [
      ".next/**",
      // the serverless build (scripts/serverless.ts) and wrangler's local state
      ".open-next/**",
      ".wrangler/**",
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
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "sonner", message: 'import { toast } from "@/lib/client/toast"' },
            {
              name: "next/link",
              message:
                "the shop links with a plain <a> (full document loads): see the next/link note below",
            },
          ],
        },
      ],
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
    // The architecture's walls (docs/architecture.md "The walls"), enforced on resolved paths,
    // so "@/…", "../../…" and re-exports all count.
    // eslint-plugin-import's no-restricted-paths rather than eslint-plugin-boundaries: import is
    // already loaded by eslint-config-next (with the TypeScript resolver that knows "@/*"), and
    // the walls are a handful of folder → folder bans that zones say directly; boundaries would add
    // a dependency and an element-type vocabulary for the same few lines.
    files: ["**/*.{js,jsx,mjs,ts,tsx,mts,cts}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            {
              // The storefront reaches the upstream over HTTP only (UPSTREAM_URL may point elsewhere).
              target: STOREFRONT,
              from: "./upstream",
              message:
                "The storefront reaches the upstream over HTTP only (lib/upstream); shared code lives in lib/commerce.",
            },
            {
              // The upstream shares the contract (lib/commerce) and nothing else of lib/.
              target: "./upstream",
              from: "./lib",
              except: ["./commerce"],
              message:
                "The upstream imports only lib/commerce from the storefront; move what both need there.",
            },
            {
              // brands/brands.json is data both programs read (the seed's platforms, the shop's themes;
              // tests/unit/brands/brands-data.test.ts); brands/*.ts is the storefront's code around it.
              target: "./upstream",
              from: "./brands",
              except: ["./brands.json"],
              message:
                "The upstream may read brands/brands.json (data), not the storefront's brands/*.ts.",
            },
            {
              target: "./upstream",
              from: STOREFRONT.filter((p) => p !== "./lib" && p !== "./brands"),
              message:
                "The upstream imports only lib/commerce (and brands/brands.json) from the storefront.",
            },
            {
              // The contract is pure, so both programs (and the browser) can take it: no file of the
              // repository outside lib/commerce (packages: the block below).
              target: "./lib/commerce",
              from: "./",
              except: ["./lib/commerce", "./node_modules"],
              message: "lib/commerce imports nothing but zod and lib/commerce.",
            },
            {
              // Handlers go through services (STYLE.md: "Handlers never touch the database").
              target: "./upstream/routes",
              from: "./upstream/db",
              message:
                "Route handlers go through upstream/services; only services touch upstream/db.",
            },
            {
              // Services throw domain errors and return wire shapes; only the HTTP layer speaks HTTP.
              target: "./upstream/services",
              from: "./upstream/http",
              message:
                "Services must not import upstream/http; put what both need in upstream/services (views, platforms).",
            },
          ],
        },
      ],
    },
  },
  {
    // lib/commerce's packages: zod only. By name, because built-ins resolve to no file and
    // node_modules may be a link out of the repository (a worktree), where no zone reaches.
    files: ["lib/commerce/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\.|@/|zod(/|$))",
              message: "lib/commerce is pure TypeScript: it imports zod and itself, nothing else.",
            },
          ],
        },
      ],
    },
  },
  {
    // lib/commerce keeps its rules apart from its schemas: a file that imports zod is a *.schema.ts,
    // every other file a pure rule the browser can take without zod. A rule may name a schema's
    // type (import type: erased at build time), never its value.
    files: ["lib/commerce/**/*.ts"],
    ignores: ["lib/commerce/**/*.schema.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^zod(/|$)",
              message:
                "A lib/commerce file that imports zod is a *.schema.ts; rules stay zod-free (the catalogue islands take them).",
            },
            {
              regex: "\\.schema$",
              allowTypeImports: true,
              message:
                "A rule takes only types from a schema file (import type): put the value it needs in a rule file, and let the schema import it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Client code may know lib/upstream's shapes (import type), never its code: it is server-only
    // and holds the upstream client. no-restricted-paths cannot tell a type import from a value
    // import, nor see "use client", so this wall is by folder with typescript-eslint's rule, which
    // can: components/ (screens draw what their route loaded), lib/client/ and Next's error pages.
    // The page entries several routes share (docs/development.md "Conventions": order page shell,
    // list pages, checkout) are server components whose job is to call the loaders.
    files: [
      "components/**/*.{ts,tsx}",
      "lib/client/**/*.{ts,tsx}",
      "app/**/error.tsx",
      "app/**/global-error.tsx",
    ],
    ignores: [
      "components/order/order-page-shell.tsx",
      "components/list/list-pages.tsx",
      "components/checkout/checkout-page.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", CLIENT_IMPORTS],
    },
  },
  {
    files: ISLAND_FOLDERS,
    ignores: ON_DEMAND,
    plugins: { walls: islands },
    rules: { "walls/island-imports": ["error", { root }] },
  },
  {
    // Services of the upstream in circles load half-initialised modules and hide which way a
    // feature depends; the shared piece goes one level down (no lazy import() to dodge it).
    files: ["upstream/services/**/*.ts"],
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // STYLE.md: the environment is read once, parsed with zod, in lib/env.ts. instrumentation.ts
    // reads NEXT_RUNTIME, which Next inlines at build time and lib/env does not carry.
    files: ["app/**", "components/**", "lib/**", "brands/**", "middleware.ts"],
    // lib/env.ts parses the environment for the app; the cache handler, loaded by Node before any
    // app code, applies the same rules to its four variables (held together by a unit test)
    ignores: ["lib/env.ts", "lib/cache/shared-cache-settings.cjs"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: 'import { env } from "@/lib/env"' },
      ],
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
          message:
            "await queries one after another: `db` may be a transaction on one connection (docs/decisions/one-query-at-a-time.md)",
        })),
      ],
    },
  },
  {
    files: ["**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    rules: { "no-restricted-syntax": ["error", ...DOUBLE_CAST, ...NO_AS_ANY, ...PROTOTYPE_PATCH] },
  },
  {
    // scripts/ (bench, cluster, screenshots) may pause; tests may not.
    files: ["tests/**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    rules: { "no-restricted-syntax": ["error", ...DOUBLE_CAST, ...PROTOTYPE_PATCH, ...NO_SLEEPS] },
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
