import { NextResponse } from "next/server";
import { BRANDS, BRAND_SLUGS, isBrandSlug } from "@/brands";
import { shortLinkTarget } from "@/lib/commerce/links";
import { isCurrency } from "@/lib/commerce/currencies";
import { isLocale } from "@/lib/commerce/locales";
import { getShortUrl } from "@/lib/upstream/catalogue";

const OWN_HOSTS = BRAND_SLUGS.flatMap((slug) => BRANDS[slug].domains);

/**
 * /t/{code}: marketing short links. One hop to the long URL when it is http(s) (our own domains
 * become a path on this host); an unknown code, an upstream failure or any other scheme → home.
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
  try {
    const { long_url } = await getShortUrl(
      { brand, locale, currency, requestId: request.headers.get("x-request-id") ?? undefined },
      code,
    );
    const target = shortLinkTarget(long_url, OWN_HOSTS);
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
