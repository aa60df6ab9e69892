import "server-only";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getBrand, isBrandSlug, type Brand } from "../../brands";
import type { Currency } from "../commerce/pricing/currencies";
import { isLocale, type Locale } from "../commerce/platform/locales";
import type { CallContext } from "../upstream/client";
import { parseShopSegment } from "./shop-segment";

export type ShopParams = { brand: string; locale: string; currency: string };

export type Shop = {
  brand: Brand;
  locale: Locale;
  currency: Currency;
  /** the request carried a session cookie (lib/shop/shop-segment.ts): whether it is valid is the browser's to ask */
  signedIn: boolean;
  ctx: CallContext;
};

/** Validates the internal segments the middleware rewrites to; unknown values are a 404. */
export async function resolveShop(params: Promise<ShopParams>): Promise<Shop> {
  const { brand, locale, currency: segment } = await params;
  const parsed = parseShopSegment(segment);
  if (!isBrandSlug(brand) || !isLocale(locale) || !parsed) notFound();
  setRequestLocale(locale);
  const { currency, signedIn } = parsed;
  return { brand: getBrand(brand), locale, currency, signedIn, ctx: { brand, locale, currency } };
}
