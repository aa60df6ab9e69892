import { brandForHost, getBrand, isBrandSlug, type BrandSlug } from "../../brands";
import { DEFAULT_CURRENCY, normaliseCurrency, type Currency } from "../commerce/pricing/currencies";
import {
  DEFAULT_LOCALE,
  matchAcceptLanguage,
  normaliseLocale,
  type Locale,
} from "../commerce/platform/locales";

export const COOKIES = {
  locale: "tf_locale",
  currency: "tf_currency",
  brand: "tf_brand",
  session: "tf_session",
  consent: "tf_consent",
  /** §6/§7 the partner channel a shopper entered through (init?p=); opens channel-restricted sections */
  channel: "tf_channel",
} as const;

export type PreferenceInput = {
  host: string | null;
  query: URLSearchParams;
  cookies: Partial<Record<"locale" | "currency" | "brand", string>>;
  acceptLanguage: string | null;
  production: boolean;
};

export type Preferences = {
  brand: BrandSlug;
  locale: Locale;
  currency: Currency;
  /** cookies to (re)write because the value came from the query or differs from the cookie */
  persist: Partial<Record<"locale" | "currency" | "brand", string>>;
};

/**
 * Spec §1 and the architecture's request flow. Brand: ?brand= (outside production) → cookie
 * (outside production) → host. Locale: ?locale / ?lang → cookie → Accept-Language → zh-hans.
 * Currency: ?currency → tf_currency → brand main currency → CNY. Unknown values fall back.
 */
export function resolvePreferences(input: PreferenceInput): Preferences {
  const persist: Preferences["persist"] = {};

  let brand: BrandSlug = brandForHost(input.host);
  if (!input.production) {
    const queried = input.query.get("brand");
    if (isBrandSlug(queried)) brand = queried;
    else if (isBrandSlug(input.cookies.brand)) brand = input.cookies.brand;
    if (isBrandSlug(queried) && queried !== input.cookies.brand) persist.brand = queried;
  }

  const queriedLocale =
    normaliseLocale(input.query.get("locale")) ?? normaliseLocale(input.query.get("lang"));
  const cookieLocale = normaliseLocale(input.cookies.locale);
  const locale =
    queriedLocale ?? cookieLocale ?? matchAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
  if (queriedLocale && queriedLocale !== input.cookies.locale) persist.locale = queriedLocale;

  const queriedCurrency = normaliseCurrency(input.query.get("currency"));
  const cookieCurrency = normaliseCurrency(input.cookies.currency);
  const currency =
    queriedCurrency ?? cookieCurrency ?? getBrand(brand).mainCurrency ?? DEFAULT_CURRENCY;
  if (queriedCurrency && queriedCurrency !== input.cookies.currency)
    persist.currency = queriedCurrency;

  return { brand, locale, currency, persist };
}
