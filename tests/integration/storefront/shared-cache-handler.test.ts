/**
 * The page and data cache shared through Redis: lib/cache/page-cache-handler.cjs (next.config
 * `cacheHandler`) with REDIS_URL — two handler instances (two storefronts) on one Redis, under a key
 * prefix of this run. What one stores the other reads, a tag revalidated through one is gone for
 * both, the store policy (lib/cache/page-cache-policy.cjs) still decides what enters, entries expire
 * in Redis, and an unreachable Redis is a miss, never an error. The same handler on the built
 * storefront, through HTTP: tests/e2e/shared-cache.spec.ts.
 */
import { randomUUID } from "node:crypto";
import net from "node:net";
import Redis from "ioredis";
import { withReadMark, markReadEmpty } from "@/lib/cache/read-marks";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/15";
const CLIENT = Symbol.for("storefront.cache.redis");
/** where the handler keeps its Redis client (lib/cache/redis-cache-client.cjs) */
const holder = globalThis as { [CLIENT]?: Redis };
const SETTING_NAMES = ["REDIS_URL", "CACHE_KEY_PREFIX", "CACHE_REDIS_TIMEOUT_MS"] as const;
const savedSettings = Object.fromEntries(SETTING_NAMES.map((n) => [n, process.env[n]]));

type Entry = {
  value: Record<string, unknown> | null;
  lifespan?: { revalidate?: number; expireAt: number };
} | null;
type Handler = {
  get(key: string, ctx: Record<string, unknown>): Promise<Entry>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string[], durations?: unknown): Promise<void>;
};
type HandlerClass = new (options: Record<string, unknown>) => Handler;

/** the handler's own connection has ended (no timer of it left behind) */
async function closeHandlerClient() {
  const client = holder[CLIENT];
  delete holder[CLIENT];
  for (const name of SETTING_NAMES)
    if (savedSettings[name] === undefined) delete process.env[name];
    else process.env[name] = savedSettings[name];
  if (!client || client.status === "end") return;
  const ended = new Promise((resolve) => client.once("end", resolve));
  client.disconnect();
  await ended;
}

/** a fresh copy of the handler module (its Redis client is per process; it reads its settings from the environment) */
function loadHandler(url: string, prefix: string): HandlerClass {
  Object.assign(process.env, {
    REDIS_URL: url,
    CACHE_KEY_PREFIX: prefix,
    CACHE_REDIS_TIMEOUT_MS: "500",
  });
  delete holder[CLIENT];
  let Handler!: HandlerClass;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Handler = require("../../../lib/cache/page-cache-handler.cjs");
  });
  return Handler;
}

const options = { serverDistDir: "/nonexistent/server", dev: false };
const fetchValue = (body: string) => ({
  kind: "FETCH",
  data: { headers: {}, body, status: 200, url: "" },
  revalidate: 300,
});
const fetchCtx = (tags: string[]) => ({
  kind: "FETCH",
  fetchCache: true,
  tags,
  softTags: [],
  revalidate: 300,
});
const page = (html: string, status = 200, tags = "") => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.from("rsc"),
  headers: tags ? { "x-next-cache-tags": tags } : {},
  postponed: undefined,
  status,
  segmentData: undefined,
});
const pageCtx = { cacheControl: { revalidate: 300, expire: undefined } };
const pageGet = { kind: "APP_PAGE", softTags: [] };

describe("shared page and data cache (REDIS_URL)", () => {
  const prefix = `test-shared-${randomUUID().slice(0, 8)}`;
  let redis: Redis;
  let A: Handler;
  let B: Handler;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    await redis.ping().catch((error: Error) => {
      throw new Error(
        `Redis at ${REDIS_URL} is needed for this test (set TEST_REDIS_URL): ${error.message}`,
      );
    });
    const Handler = loadHandler(REDIS_URL, prefix);
    A = new Handler(options);
    B = new Handler(options);
    // the first use opens the connection and waits for it a moment only (a busy machine may need more)
    await A.get("warm-up", fetchCtx([]));
    const client = holder[CLIENT]!;
    if (client.status !== "ready") await new Promise((resolve) => client.once("ready", resolve));
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.unlink(...keys);
    await closeHandlerClient();
    await redis.quit();
  });

  test("a data entry stored through A is read through B, and a tag revalidated through B is gone on A", async () => {
    await A.set("data-1", fetchValue("one"), fetchCtx(["product:1", "products"]));
    await A.set("data-2", fetchValue("two"), fetchCtx(["product:2"]));
    expect((await B.get("data-1", fetchCtx(["product:1", "products"])))?.value).toMatchObject({
      kind: "FETCH",
      data: { body: "one" },
    });

    await B.revalidateTag(["product:1"], { expire: 0 });
    expect(await A.get("data-1", fetchCtx(["product:1", "products"]))).toBeNull();
    expect((await A.get("data-2", fetchCtx(["product:2"])))?.value).toMatchObject({
      data: { body: "two" },
    });
  });

  test("a page carries the tags of its reads: revalidating one of them through A removes it for B", async () => {
    await B.set("/en/product/7", page("<p>seven</p>", 200, "product:7,products"), pageCtx);
    const stored = await A.get("/en/product/7", pageGet);
    expect(stored?.value).toMatchObject({ kind: "APP_PAGE", html: "<p>seven</p>" });
    expect(Buffer.isBuffer(stored?.value?.rscData)).toBe(true);
    // its revalidate time travels with it to the instance that did not render it
    expect(stored).toMatchObject({ cacheControl: { revalidate: 300 } });
    await A.revalidateTag(["product:7"], { expire: 0 });
    expect(await B.get("/en/product/7", pageGet)).toBeNull();
  });

  test("the store policy still decides: no page but a 200, its Vary kept, an empty read only over its own key", async () => {
    await A.set("/en/product/404", page("<p>not found</p>", 404), pageCtx);
    expect(await B.get("/en/product/404", pageGet)).toBeNull();
    await A.set(
      "/en/products/l/page.99",
      page('<meta name="x-page-cache" content="no-store"/><p>nothing</p>'),
      pageCtx,
    );
    expect(await B.get("/en/products/l/page.99", pageGet)).toBeNull();

    await A.set("/en/product/8", page("<p>eight</p><script>self.x=1</script>"), pageCtx);
    const headers = (await B.get("/en/product/8", pageGet))?.value?.headers as Record<
      string,
      string
    >;
    expect(headers.vary).toBe("Accept-Language, Cookie, X-Forwarded-Host");

    // a made-up query that found nothing adds no entry…
    await withReadMark(async () => {
      markReadEmpty();
      await A.set("data-empty", fetchValue("[]"), fetchCtx(["products"]));
    });
    expect(await B.get("data-empty", fetchCtx(["products"]))).toBeNull();
    // …a list that became empty replaces its earlier answer
    await A.set("data-list", fetchValue("[1]"), fetchCtx(["products"]));
    await withReadMark(async () => {
      markReadEmpty();
      await A.set("data-list", fetchValue("[]"), fetchCtx(["products"]));
    });
    expect((await B.get("data-list", fetchCtx(["products"])))?.value).toMatchObject({
      data: { body: "[]" },
    });
  });

  test("every entry expires in Redis: twice its revalidate time", async () => {
    await A.set("/en/product/9", page("<p>nine</p>"), pageCtx);
    const [key] = await redis.keys(`${prefix}:*/en/product/9`);
    expect(key).toBeDefined();
    const ttl = await redis.ttl(key!);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });
});

describe("shared cache with Redis unreachable", () => {
  let Handler: HandlerClass;

  beforeAll(async () => {
    // a port nothing listens on
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    Handler = loadHandler(`redis://127.0.0.1:${port}`, `test-down-${randomUUID().slice(0, 8)}`);
  });

  afterAll(closeHandlerClient);

  test("a read is a miss, a write and a revalidation are dropped without an error, each within the timeout", async () => {
    const cache = new Handler(options);
    const started = Date.now();
    await expect(cache.set("/en/product/1", page("<p>one</p>"), pageCtx)).resolves.toBeUndefined();
    await expect(cache.get("/en/product/1", pageGet)).resolves.toBeNull();
    await expect(cache.revalidateTag(["product:1"], { expire: 0 })).resolves.toBeUndefined();
    // the first use waits up to the timeout (500 ms here) for the connection, later ones fail at once
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
