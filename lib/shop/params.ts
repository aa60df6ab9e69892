import "server-only";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getBrand, isBrandSlug, type Brand } from "../../brands";
import { isCurrency, type Currency } from "../commerce/pricing/currencies";
import { isLocale, type Locale } from "../commerce/platform/locales";
import type { CallContext } from "../upstream/client";

export type ShopParams = { brand: string; locale: string; currency: string };

export type Shop = { brand: Brand; locale: Locale; currency: Currency; ctx: CallContext };

/** Validates the internal segments the middleware rewrites to; unknown values are a 404. */
export async function resolveShop(params: Promise<ShopParams>): Promise<Shop> {
  const { brand, locale, currency } = await params;
  if (!isBrandSlug(brand) || !isLocale(locale) || !isCurrency(currency)) notFound();
  setRequestLocale(locale);
  return { brand: getBrand(brand), locale, currency, ctx: { brand, locale, currency } };
}
