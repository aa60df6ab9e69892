import type { Context, MiddlewareHandler } from "hono";
import { fail, ok } from "../../lib/commerce/contract/envelope";
import { Codes, httpStatusFor, type ErrorStatus } from "../../lib/commerce/contract/error-codes";
import {
  normaliseCurrency,
  DEFAULT_CURRENCY,
  type Currency,
} from "../../lib/commerce/pricing/currencies";
import { normaliseLocale, DEFAULT_LOCALE, type Locale } from "../../lib/commerce/platform/locales";
import type { Db } from "../db/client";
import type { Deps } from "../services/deps";
import type { UserRow } from "../services/sessions";
import { DomainError } from "../services/errors";
import { allPlatforms, type Platform } from "../services/platforms";
import type { Shop } from "../services/views";

/** What every handler knows about the request (spec §7 headers). */
export type Env = {
  Variables: {
    db: Db;
    requestId: string;
    platform: Platform;
    lang: Locale;
    currency: Currency;
    channel: string;
    token: string | null;
    /** server time of this request: one `now` for everything a response computes */
    now: Date;
    /** the routers' services (clock, captcha, outbox, partners…), set by `withDeps` */
    deps: Deps;
    /** the signed-in caller, set by `requireUser`: the handlers behind it read it */
    user: UserRow;
    sessionId: number;
    /** who is signed in where signing in is optional (`optionalUser`, `requireUser`) */
    viewer?: UserRow;
  };
};

export { DomainError, notFound } from "../services/errors";

export function send<T>(c: Context<Env>, data: T) {
  return c.json(ok(data), 200);
}

/**
 * The §8 envelope for a refusal, with the status of the one table. `status` is only for the
 * transport's own refusals that name the problem more precisely (an upload too large: 413).
 */
export function sendError(
  c: Context,
  error: DomainError,
  status: ErrorStatus = httpStatusFor(error.code) as ErrorStatus,
) {
  return c.json(fail(error.code, error.message, error.data), status);
}

/**
 * Reads vendor / platform / channel / language / currency / Authorization. Missing platform means
 * the default brand; an unknown one is refused (10005). Unknown language and currency fall back
 * to the defaults, as the storefront does.
 */
export function requestContext(
  db: Db,
  clock: () => Date = () => new Date(),
): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.set("db", db);
    c.set("now", clock());
    const slug = c.req.header("platform")?.trim() || c.req.header("vendor")?.trim() || "default";
    const rows = await allPlatforms(db);
    const platform = rows.find((p) => p.slug === slug);
    if (!platform)
      return sendError(
        c,
        new DomainError(Codes.authFailed, `unknown platform "${slug.slice(0, 40)}"`),
      );
    c.set("platform", platform);
    c.set("lang", normaliseLocale(c.req.header("language")) ?? DEFAULT_LOCALE);
    c.set("currency", normaliseCurrency(c.req.header("currency")) ?? DEFAULT_CURRENCY);
    c.set("channel", c.req.header("channel") ?? "web");
    const auth = c.req.header("authorization") ?? "";
    c.set("token", /^Bearer\s+\S+$/i.test(auth) ? auth.replace(/^Bearer\s+/i, "") : null);
    await next();
  };
}

/**
 * The request as the services see it: platform, language, currency (a call's own where its body
 * names one, checkout) and the request's one `now`. Any router's context (the account routers'
 * Env adds to this one).
 */
export function shopOf(c: Pick<Context<Env>, "get">, currency?: Currency): Shop {
  return {
    platformId: c.get("platform").id,
    lang: c.get("lang"),
    currency: currency ?? c.get("currency"),
    now: c.get("now"),
  };
}
