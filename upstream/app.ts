// The reference commerce API: spec §7 read calls with the §8 envelope, over Hono.
import { Hono } from "hono";
import { sql } from "drizzle-orm";
import { fail } from "../lib/commerce/envelope";
import type { Db } from "./db/client";
import { ApiError, requestContext, sendError, type Env } from "./http/context";
import { isMediaKind, renderSvg } from "./media";
import { configRoutes } from "./routes/config";
import { productRoutes } from "./routes/products";

export type AppOptions = {
  db: Db;
  dbKind: string;
  /** one line per request (JSON) — off in tests */
  log?: (line: Record<string, unknown>) => void;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function createApp({ db, dbKind, log }: AppOptions) {
  const app = new Hono<Env>();

  // request id: taken from the caller (the storefront sends its own) or made here; logged and echoed
  app.use("*", async (c, next) => {
    const given = c.req.header("x-request-id");
    const requestId = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.header("x-request-id", requestId);
    log?.({
      at: new Date().toISOString(),
      request_id: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      platform: c.req.header("platform") ?? null,
    });
  });

  app.get("/health", async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ code: 10000, data: { status: "ok", db: dbKind } });
    } catch {
      return c.json(fail(20004, "database unavailable"), 503);
    }
  });

  // generated catalogue images; immutable for a given key
  app.get("/media/:kind/:file", (c) => {
    const kind = c.req.param("kind");
    const match = /^([a-z0-9.-]{1,80})\.svg$/.exec(c.req.param("file"));
    if (!isMediaKind(kind) || !match) return c.json(fail(20004, "image not found"), 404);
    const label = c.req.query("label")?.slice(0, 40);
    c.header("content-type", "image/svg+xml; charset=utf-8");
    c.header("cache-control", "public, max-age=31536000, immutable");
    c.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(renderSvg(kind, match[1]!, label));
  });

  const api = new Hono<Env>();
  api.use("*", requestContext(db));
  api.route("/", configRoutes);
  api.route("/", productRoutes);
  app.route("/", api);

  app.notFound((c) => c.json(fail(20004, `no route ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    console.error(JSON.stringify({ at: new Date().toISOString(), request_id: c.get("requestId"), error: String(error?.stack ?? error) }));
    // not a §8 condition: the envelope still says what happened, without internals
    return c.json(fail(50000, "internal error"), 500);
  });
  return app;
}
