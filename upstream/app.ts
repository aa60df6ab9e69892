// The reference commerce API: spec §7 read calls with the §8 envelope, over Hono.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { sql } from "drizzle-orm";
import { fail } from "../lib/commerce/contract/envelope";
import { Codes } from "../lib/commerce/contract/error-codes";
import type { Db } from "./db/client";
import { DomainError, notFound, requestContext, sendError, type Env } from "./http/context";
import { metricsMiddleware, type UpstreamMetrics } from "./http/metrics";
import { createRouter } from "./http/router";
import { isMediaKind, renderSvg } from "./media";
import { accountRoutes } from "./routes/accounts";
import { chatbotRoutes } from "./routes/chatbot";
import { checkoutRoutes } from "./routes/checkout";
import { membershipRoutes } from "./routes/membership";
import { opsRoutes } from "./routes/ops";
import { orderRoutes } from "./routes/orders";
import { partnerRoutes } from "./routes/partners";
import { configRoutes } from "./routes/config";
import { defaultDeps, type Deps } from "./services/deps";
import { productRoutes } from "./routes/products";
import { questionRoutes } from "./routes/questions";
import { uploadRoutes } from "./routes/uploads";
import { API_DESCRIPTION, registerSharedComponents, withMediaTypeRefusals } from "./http/openapi";

export type AppOptions = {
  db: Db;
  dbKind: string;
  /** one line per request (JSON) — off in tests */
  log?: (line: Record<string, unknown>) => void;
  /** clock, captcha key, outbox, Google, partner secrets (defaults: a local run without configuration) */
  deps?: Partial<Deps>;
  /** enables POST /ops/{command} (npm run ops) for callers with this bearer token */
  opsToken?: string;
  /** Prometheus metrics of this app's requests (upstream/http/metrics.ts); off when absent */
  metrics?: UpstreamMetrics;
  /** false once the process drains for shutdown (server.ts): GET /ready then answers 503 */
  accepting?: () => boolean;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Version of the HTTP contract (not of the storefront package); bump it when a call changes shape. */
const API_VERSION = "1.0.0";

export function createApp({
  db,
  dbKind,
  log,
  deps,
  opsToken,
  metrics,
  accepting = () => true,
}: AppOptions) {
  const app = new Hono<Env>();
  if (metrics) app.use("*", metricsMiddleware(metrics));

  // request id: taken from the caller (the storefront sends its own) or made here; logged and echoed
  app.use("*", async (c, next) => {
    const given = c.req.header("x-request-id");
    const requestId = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.header("x-request-id", requestId);
    // every answer, the onError/notFound envelopes and images included: a JSON body that echoes
    // input must never be sniffed into HTML by a browser that opens the upstream directly
    c.header("x-content-type-options", "nosniff");
    // draining: the client opens its next connection elsewhere (this one ends with the answer)
    if (!accepting()) c.header("connection", "close");
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
      return c.json(fail(Codes.itemMissing, "database unavailable"), 503);
    }
  });

  // readiness for a load balancer: 503 while this instance drains (SIGTERM) or cannot reach its
  // database, so the proxy stops sending it requests; /health stays the liveness probe
  app.get("/ready", async (c) => {
    c.header("cache-control", "no-store");
    if (!accepting()) return c.json(fail(Codes.internalError, "draining"), 503);
    try {
      await db.execute(sql`select 1`);
      return c.json({ code: 10000, data: { status: "ready", db: dbKind } });
    } catch {
      return c.json(fail(Codes.internalError, "database unavailable"), 503);
    }
  });

  // generated catalogue images; immutable for a given key
  app.get("/media/:kind/:file", (c) => {
    const kind = c.req.param("kind");
    const match = /^([a-z0-9.-]{1,80})\.svg$/.exec(c.req.param("file"));
    if (!isMediaKind(kind) || !match) return sendError(c, notFound("image"));
    const label = c.req.query("label")?.slice(0, 40);
    c.header("content-type", "image/svg+xml; charset=utf-8");
    c.header("cache-control", "public, max-age=31536000, immutable");
    c.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(renderSvg(kind, match[1]!, label));
  });

  // Spec §7 calls: one OpenAPIHono router per feature (upstream/routes/<feature>/), mounted at the
  // root in this order. Input is validated by each route's zod schemas (failures → 400 / 40000).
  const api = createRouter();
  registerSharedComponents(api.openAPIRegistry);
  // one Env for every router (upstream/http/context.ts): the account routers add deps and user
  const accountDeps = defaultDeps(deps);
  api.use("*", requestContext(db, accountDeps.clock));
  api.route("/", configRoutes);
  api.route("/", productRoutes);
  api.route("/", accountRoutes(accountDeps));
  api.route("/", checkoutRoutes(accountDeps));
  api.route("/", orderRoutes(accountDeps));
  api.route("/", questionRoutes(accountDeps));
  api.route("/", membershipRoutes(accountDeps));
  api.route("/", partnerRoutes(accountDeps));

  if (opsToken)
    app.route("/", opsRoutes(db, opsToken, accountDeps.clock, accountDeps.storefrontCache));
  api.route("/", uploadRoutes(accountDeps));
  api.route("/", chatbotRoutes(accountDeps));

  // the contract of every mounted route; served before the api so it needs no platform header
  let document: unknown = null;
  app.get("/openapi.json", (c) => {
    document ??= withMediaTypeRefusals(
      api.getOpenAPI31Document({
        openapi: "3.1.0",
        info: {
          title: "Reference commerce API",
          version: API_VERSION,
          description: API_DESCRIPTION,
        },
      }),
    );
    return c.json(document);
  });
  app.route("/", api);

  app.notFound((c) =>
    sendError(
      c,
      new DomainError(Codes.unknownRoute, `no route ${c.req.method} ${c.req.path.slice(0, 200)}`),
    ),
  );
  app.onError((error, c) => {
    if (error instanceof DomainError) return sendError(c, error);
    // Hono's own refusals of a request (malformed JSON body 400, unsupported media type 415,
    // body too large 413): the client's fault, said with the §8 code for bad input
    if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
      return c.json(fail(Codes.badRequest, error.message || "bad request"), error.status);
    }
    console.error(
      JSON.stringify({
        at: new Date().toISOString(),
        request_id: c.get("requestId"),
        error: String(error?.stack ?? error),
      }),
    );
    // not a §8 condition: the envelope still says what happened, without internals
    return sendError(c, new DomainError(Codes.internalError, "internal error"));
  });
  return app;
}
