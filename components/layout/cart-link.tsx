"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { BASKET_COUNT_KEY, fetchBasketCount } from "@/lib/client/basket";
import { useSession } from "@/lib/client/session";
import { CartLinkView } from "./cart-link-view";

/**
 * The basket in the header's account area (spec §2 /cart). The header is part of cached pages,
 * so the line count is asked for in the browser, and only once someone is signed in; a visitor
 * gets the plain link (the middleware sends them through sign-in).
 */
export function CartLink() {
  const t = useTranslations("header");
  const { data: session } = useSession();
  const { data: count } = useSWR(session?.user ? BASKET_COUNT_KEY : null, fetchBasketCount, {
    revalidateOnFocus: false,
  });
  const shown = session?.user && count ? count : 0;
  return (
    <CartLinkView
      label={session?.user && count !== undefined ? t("cartCount", { count }) : t("cart")}
      title={t("cart")}
      count={shown}
    />
  );
}
