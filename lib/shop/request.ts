import "server-only";
import { cookies, headers } from "next/headers";
import { env } from "../env";
import { COOKIES, resolvePreferences } from "./preferences";
import type { CallContext } from "../upstream/client";

/** For route handlers (not rewritten): the same brand/locale/currency the middleware resolves. */
export async function requestContext(request: Request): Promise<CallContext> {
  const jar = await cookies();
  const h = await headers();
  const prefs = resolvePreferences({
    host: h.get("x-forwarded-host") ?? h.get("host"),
    query: new URL(request.url).searchParams,
    cookies: {
      locale: jar.get(COOKIES.locale)?.value,
      currency: jar.get(COOKIES.currency)?.value,
      brand: jar.get(COOKIES.brand)?.value,
    },
    acceptLanguage: h.get("accept-language"),
    production: env.SHOP_STAGE === "production",
  });
  return {
    brand: prefs.brand,
    locale: prefs.locale,
    currency: prefs.currency,
    requestId: h.get("x-request-id") ?? undefined,
  };
}
