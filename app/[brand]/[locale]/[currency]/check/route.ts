import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { getBrand, isBrandSlug } from "@/brands";
import { loginRedirectPath, safeReturnTarget } from "@/lib/commerce/accounts/access";
import { isCurrency } from "@/lib/commerce/pricing/currencies";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { isLocale } from "@/lib/commerce/platform/locales";
import { OPEN_PAY_METHOD } from "@/lib/commerce/checkout/payment";
import { partnerOrigins } from "@/lib/shop/partner-origins";
import { readSessionToken } from "@/lib/session/cookie";
import { openPay } from "@/lib/upstream/checkout";
import { UpstreamError } from "@/lib/upstream/errors";
import { expiredHref } from "@/lib/upstream/personal";
import { publicOrigin } from "../../../../api/auth/_lib/http";
import { ORDER_SN } from "@/lib/commerce/orders/orders";

export const dynamic = "force-dynamic";

const SN = ORDER_SN;

type Params = { brand: string; locale: string; currency: string };

/**
 * Spec §2 /check: calls open-pay with the query (the order's sn) plus payment_method gat and sends
 * the shopper to the URL it answers; on failure to the query's return_url — only when that is one
 * of our own paths, this site's origin or one of the brand's partner apps — else home. The gateway
 * brings the shopper back to /payment/result. No session: sign in first, then come back here.
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }) {
  const { brand, locale, currency } = await params;
  if (!isBrandSlug(brand) || !isLocale(locale) || !isCurrency(currency)) return redirect("/");
  const query = new URL(request.url).searchParams;
  const origin = publicOrigin(request);
  const onFailure = safeReturnTarget(query.get("return_url"), [origin, ...partnerOrigins(brand)]);
  const sn = query.get("sn") ?? "";
  if (!SN.test(sn)) return redirect(onFailure);

  const here = `/check?${query.toString()}`;
  const token = await readSessionToken();
  if (!token) return redirect(loginRedirectPath(here, getBrand(brand).unionSignIn));
  try {
    const ctx = {
      brand,
      locale,
      currency,
      token,
      requestId: request.headers.get("x-request-id") ?? undefined,
    };
    // a fresh key per visit: each visit opens its own gateway page; only one payment can settle the order
    const { url, paid } = await openPay(
      ctx,
      { sn, payment_method: OPEN_PAY_METHOD, return_url: `${origin}/payment/result` },
      { idempotencyKey: randomUUID() },
    );
    if (paid) return redirect(`/payment/result?sn=${sn}&result=paid`);
    return redirect(/^https?:\/\//.test(url) ? url : onFailure);
  } catch (error) {
    // an expired login: clear the cookie and sign in again (the same way account pages do)
    if (error instanceof UpstreamError && error.code === Codes.loginExpired)
      return redirect(expiredHref(here, token));
    return redirect(onFailure);
  }
}

function redirect(location: string) {
  return new NextResponse(null, {
    status: 303,
    headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" },
  });
}
