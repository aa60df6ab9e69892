"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { BASKET_COUNT_KEY, fetchBasketCount } from "@/lib/client/basket";
import { useSession } from "@/lib/client/session";

/**
 * The basket in the header's account area (spec §2 /cart). The header is part of cached pages,
 * so the line count is asked for in the browser, and only once someone is signed in; a visitor
 * gets the plain link (the middleware sends them through sign-in).
 */
export function CartLink() {
  const t = useTranslations("header");
  const { data: session } = useSession();
  const { data: count } = useSWR(session?.user ? BASKET_COUNT_KEY : null, fetchBasketCount, { revalidateOnFocus: false });
  const shown = session?.user && count ? count : 0;
  return (
    <a
      href="/cart"
      aria-label={session?.user && count !== undefined ? t("cartCount", { count }) : t("cart")}
      title={t("cart")}
      data-testid="cart-link"
      data-count={shown}
      className="relative flex h-9 w-9 items-center justify-center rounded-brand hover:bg-black/10"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9.5" cy="19.5" r="1.2" />
        <circle cx="17" cy="19.5" r="1.2" />
      </svg>
      {shown > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] font-bold leading-none text-white"
          data-testid="cart-count"
        >
          {shown > 99 ? "99+" : shown}
        </span>
      ) : null}
    </a>
  );
}
