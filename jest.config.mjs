import vm from "node:vm";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// These packages ship ESM only; let next/jest's SWC transform them.
const esm =
  "openid-client|oauth4webapi|jose|altcha-lib|ky|next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|@schummar|htmlparser2|dom[a-z-]*|entities|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|iron-session|iron-webcrypto|cookie";

// On Node 24.9+ with --experimental-vm-modules (the integration tests, `npm test`) Jest loads these
// packages as the ES modules they are (require(esm)); a CommonJS transform of them would then run as
// ESM and fail ("exports is not defined"); the same goes for our own .mjs scripts. Without the flag
// (`--selectProjects unit`) SWC turns them into CommonJS. Jest's own test for the capability:
const nativeEsm = typeof vm.SourceTextModule?.prototype.hasAsyncGraph === "function";

async function project(config) {
  const resolved = await createJestConfig({
    moduleNameMapper: {
      // some words of a language (next.config.mjs cuts them out at build time): here the whole file
      "^.*/messages/([a-z-]+)\\.json\\?(errors|chat)$": "<rootDir>/messages/$1.json",
      "^@/(.*)$": "<rootDir>/$1",
      "^server-only$": "<rootDir>/tests/support/empty.js",
    },
    ...config,
  })();
  resolved.transformIgnorePatterns = nativeEsm
    ? ["/node_modules/", "\\.mjs$"]
    : [`/node_modules/(?!(${esm})/)`];
  return resolved;
}

export default async function config() {
  return {
    projects: [
      await project({
        displayName: "unit",
        testEnvironment: "<rootDir>/tests/support/jsdom-environment.js",
        testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
        setupFiles: ["<rootDir>/tests/support/polyfills.js"],
        setupFilesAfterEnv: ["<rootDir>/tests/support/jest-dom.js"],
      }),
      await project({
        displayName: "integration",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
        // the run's migrated and seeded databases (tests/integration/upstream/databases.ts)
        globalSetup: "<rootDir>/tests/support/upstream-snapshots-setup.mjs",
        globalTeardown: "<rootDir>/tests/support/upstream-snapshots-teardown.mjs",
      }),
    ],
  };
}
