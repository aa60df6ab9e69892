import { NextResponse } from "next/server";
import { isBrandSlug } from "@/brands";
import { entryTarget } from "@/lib/commerce/platform/channels";
import { isCurrency } from "@/lib/commerce/pricing/currencies";
import { isLocale } from "@/lib/commerce/platform/locales";
import { cookiesAreSecure } from "@/lib/http/secure-cookies";
import { env } from "@/lib/env";
import { COOKIES } from "@/lib/shop/preferences";
import { getEntry } from "@/lib/upstream/partners";

export const dynamic = "force-dynamic";

type Params = { brand: string; locale: string; currency: string };

/** A partner channel lasts a working day's visit; entering again renews it. */
const CHANNEL_MAX_AGE = 60 * 60 * 12;

/**
 * Spec §7 GET init?p={encoded}: a partner app's entry link. The upstream decodes the parameters;
 * their channel is kept in an httpOnly cookie (channel-restricted sections open for it, §6) and
 * the shopper goes on to `redirect` or the `pog_id` section — only ever one of our own paths.
 * Parameters that cannot be read lead home, with no channel.
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { brand, locale, currency } = await params;
  if (!isBrandSlug(brand) || !isLocale(locale) || !isCurrency(currency)) return redirect("/");
  const p = new URL(request.url).searchParams.get("p") ?? "";
  if (!p || p.length > 2048) return redirect("/");
  const entry = await getEntry(
    { brand, locale, currency, requestId: request.headers.get("x-request-id") ?? undefined },
    p,
  ).catch(() => null);
  if (!entry) return redirect("/");
  const { channel, redirect: target } = entryTarget(entry.params);
  const response = redirect(target);
  if (channel) {
    const url = new URL(request.url);
    const secure = cookiesAreSecure({
      production: env.SHOP_STAGE === "production",
      publicOrigin: env.PUBLIC_ORIGIN,
      protocol: url.protocol,
      forwardedProto: request.headers.get("x-forwarded-proto"),
    });
    response.cookies.set(COOKIES.channel, channel, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: CHANNEL_MAX_AGE,
    });
  }
  return response;
}

function redirect(location: string) {
  return new NextResponse(null, {
    status: 303,
    headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });
}
