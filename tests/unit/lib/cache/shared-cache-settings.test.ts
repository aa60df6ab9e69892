/** @jest-environment node */
import { sharedCacheSettings } from "@/lib/cache/shared-cache-settings.cjs";

// The cache handler reads its four settings from the environment itself (it is loaded by Node
// before any app code runs): the same rules as lib/env.ts, which the app parses.

type EnvModule = typeof import("@/lib/env");
function appEnv(vars: Record<string, string | undefined>): EnvModule["env"] | Error {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  for (const [k, v] of Object.entries(vars)) if (v === undefined) delete process.env[k];
  try {
    let mod!: EnvModule;
    jest.isolateModules(() => {
      mod = jest.requireActual("@/lib/env");
    });
    return mod.env;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    process.env = saved;
  }
}

const REDIS = "redis://127.0.0.1:6379/9";

it.each<[string, Record<string, string | undefined>]>([
  ["the defaults", { REDIS_URL: REDIS }],
  [
    "a prefix and a time-out",
    { REDIS_URL: REDIS, CACHE_KEY_PREFIX: "shop-a:v2", CACHE_REDIS_TIMEOUT_MS: "250" },
  ],
  ["a revalidate time", { REDIS_URL: REDIS, CATALOGUE_REVALIDATE: "120" }],
  ["a prefix the app refuses", { REDIS_URL: REDIS, CACHE_KEY_PREFIX: "has space" }],
  ["a time-out the app refuses", { REDIS_URL: REDIS, CACHE_REDIS_TIMEOUT_MS: "-5" }],
  ["no Redis", { REDIS_URL: undefined }],
])("%s: the handler and the app agree", (_what, vars) => {
  const app = appEnv(vars);
  let handler: ReturnType<typeof sharedCacheSettings> | Error;
  try {
    handler = sharedCacheSettings({ ...vars });
  } catch (error) {
    handler = error instanceof Error ? error : new Error(String(error));
  }
  if (app instanceof Error) {
    expect(handler).toBeInstanceOf(Error);
    return;
  }
  if (!app.REDIS_URL) {
    expect(handler).toBeUndefined();
    return;
  }
  expect(handler).toEqual({
    url: app.REDIS_URL,
    prefix: app.CACHE_KEY_PREFIX,
    timeoutMs: app.CACHE_REDIS_TIMEOUT_MS,
    defaultStaleAge: app.CATALOGUE_REVALIDATE,
  });
});

it("stays on disk while `next build` runs", () => {
  expect(sharedCacheSettings({ REDIS_URL: REDIS, NEXT_PHASE: "phase-production-build" })).toBe(
    undefined,
  );
});
