// The internal path's third segment (/{brand}/{locale}/{segment}/…): the currency, and for a
// shopper who carries a session cookie the variant `{currency}~signed-in`. A cached page then
// exists once for shoppers with a session and once for those without, and its header can show a
// signed-in shopper a neutral "account" entry instead of "Log in" before the browser has asked who
// they are (components/layout/account-islands.tsx). Nothing personal is in the key: only whether
// the cookie is there. Pure, edge-safe (middleware.ts writes it, lib/shop/params.ts reads it).
import { isCurrency, type Currency } from "../commerce/pricing/currencies";

const SIGNED_IN = "~signed-in";

export function shopSegment(currency: Currency, signedIn: boolean): string {
  return signedIn ? `${currency}${SIGNED_IN}` : currency;
}

/** The currency and the session bit of a segment, or null when it is not one shopSegment writes. */
export function parseShopSegment(
  segment: string,
): { currency: Currency; signedIn: boolean } | null {
  const signedIn = segment.endsWith(SIGNED_IN);
  const currency = signedIn ? segment.slice(0, -SIGNED_IN.length) : segment;
  return isCurrency(currency) ? { currency, signedIn } : null;
}
