import { NextResponse, after } from "next/server";
import { BRANDS, BRAND_SLUGS, isBrandSlug } from "@/brands";
import { shortLinkTarget } from "@/lib/commerce/catalogue/links";
import { isCurrency } from "@/lib/commerce/pricing/currencies";
import { isLocale } from "@/lib/commerce/platform/locales";
import { getShortUrl, recordShortUrlClick } from "@/lib/upstream/catalogue";

const OWN_HOSTS = BRAND_SLUGS.flatMap((slug) => BRANDS[slug].domains);

/**
 * /t/{code}: marketing short links. One hop to the long URL when it is http(s) (our own domains
 * become a path on this host); an unknown code, an upstream failure or any other scheme → home.
 * A link that resolved counts one open after the redirect is on its way: the count
 * never delays the shopper, and a failed count is lost, not retried.
 */
export async function GET(
  request: Request,
  {
    params,
  }: { params: Promise<{ brand: string; locale: string; currency: string; code: string }> },
) {
  const { brand, locale, currency, code } = await params;
  const home = new URL("/", request.url);
  if (
    !isBrandSlug(brand) ||
    !isLocale(locale) ||
    !isCurrency(currency) ||
    !/^[A-Za-z0-9_-]{1,64}$/.test(code)
  ) {
    return redirect(home.pathname);
  }
  const ctx = {
    brand,
    locale,
    currency,
    requestId: request.headers.get("x-request-id") ?? undefined,
  };
  try {
    const { long_url } = await getShortUrl(ctx, code);
    const target = shortLinkTarget(long_url, OWN_HOSTS);
    if (target) after(() => recordShortUrlClick(ctx, code).catch(() => undefined));
    return redirect(target ?? "/");
  } catch {
    return redirect("/");
  }
}

function redirect(location: string) {
  // 302: a campaign may re-point its short link; Location stays relative for our own paths
  return new NextResponse(null, {
    status: 302,
    headers: {
      location,
      "cache-control": "private, max-age=60",
      "referrer-policy": "strict-origin-when-cross-origin",
    },
  });
}
