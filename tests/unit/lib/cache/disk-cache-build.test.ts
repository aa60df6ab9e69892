/** @jest-environment node */
/**
 * The disk page cache stops writing once the folder holds another build
 * (lib/cache/page-cache-handler.cjs, DiskCache): a `next build` in the folder of a running server
 * replaces .next, and a page the old server rendered after that names the old build's stylesheet
 * and chunks — the new server would serve it after its restart (docs/deploy.md).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";

type Handler = { set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void> };
type HandlerClass = new (options: Record<string, unknown>) => Handler;

const saved = { REDIS_URL: process.env.REDIS_URL, NEXT_PHASE: process.env.NEXT_PHASE };
let dist: string;

/** a fresh copy of the handler module: the build it serves is read once per process */
function loadHandler(): HandlerClass {
  let Handler!: HandlerClass;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Handler = require("../../../../lib/cache/page-cache-handler.cjs");
  });
  return Handler;
}

const handlerOn = (Handler: HandlerClass) =>
  new Handler({ fs: nodeFs, serverDistDir: join(dist, "server"), flushToDisk: true, dev: false });

const data = (body: string) => ({
  kind: "FETCH",
  data: { headers: {}, body, status: 200, url: "" },
  revalidate: 300,
});
const ctx = { kind: "FETCH", fetchCache: true, tags: [], softTags: [], revalidate: 300 };
const stored = (key: string) => join(dist, "cache", "fetch-cache", key);
const setBuild = (id: string | null) =>
  id === null
    ? rmSync(join(dist, "BUILD_ID"), { force: true })
    : writeFileSync(join(dist, "BUILD_ID"), id);

beforeEach(() => {
  delete process.env.REDIS_URL;
  delete process.env.NEXT_PHASE;
  dist = mkdtempSync(join(tmpdir(), "disk-cache-build-"));
  mkdirSync(join(dist, "server"));
  setBuild("build-a");
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

describe("the disk cache and the build in its folder", () => {
  it("writes while the folder holds the build it began serving", async () => {
    const cache = handlerOn(loadHandler());
    await cache.set("k1", data("one"), ctx);
    expect(JSON.parse(readFileSync(stored("k1"), "utf8")).data.body).toBe("one");
  });

  it.each([
    ["another build replaced it", "build-b"],
    ["a build is under way (no BUILD_ID yet)", null],
  ])("writes nothing once %s", async (_name, next) => {
    const Handler = loadHandler();
    await handlerOn(Handler).set("before", data("old build"), ctx);
    setBuild(next);
    // Next makes a handler per request: a later one of the same process is asked too
    await handlerOn(Handler).set("after", data("old build, after the new one"), ctx);
    expect(existsSync(stored("before"))).toBe(true);
    expect(existsSync(stored("after"))).toBe(false);
  });

  it("a server started on the new build writes again", async () => {
    await handlerOn(loadHandler()).set("old", data("a"), ctx);
    setBuild("build-b");
    await handlerOn(loadHandler()).set("new", data("b"), ctx);
    expect(existsSync(stored("new"))).toBe(true);
  });

  it("`next build` itself writes its pages while it replaces BUILD_ID", async () => {
    process.env.NEXT_PHASE = "phase-production-build";
    const Handler = loadHandler();
    setBuild(null);
    await handlerOn(Handler).set("prerendered", data("p"), ctx);
    setBuild("build-b");
    await handlerOn(Handler).set("prerendered-2", data("q"), ctx);
    expect(existsSync(stored("prerendered"))).toBe(true);
    expect(existsSync(stored("prerendered-2"))).toBe(true);
  });
});
