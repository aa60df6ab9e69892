"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { AccountPlaceholder } from "./account-placeholder";
import { CartLinkView } from "./cart-link-view";
import { useIdle } from "./idle-import";

// The header's account corner on cached pages (docs/decisions/product-page-weight.md): the basket
// link and the account entry are plain HTML first; who is signed in (the session read, SWR, the
// menu) loads once the browser is idle, in its own chunk, and replaces them. The page is cached
// once for shoppers who carry a session cookie and once for those who do not
// (lib/shop/shop-segment.ts): the first see a neutral "My account" entry until the session read
// answers, never "Log in"; the others the log-in link. Personal pages render the real menu from the
// server instead (@usermenu/server-menu.tsx).

function CartFallback() {
  const t = useTranslations("header");
  return <CartLinkView label={t("cart")} title={t("cart")} count={0} />;
}

/** user-menu.tsx's signed-out link as the server renders it (the redirect back comes with the menu). */
function LoginFallback() {
  const t = useTranslations("header");
  return (
    <a
      href="/auth/index"
      data-testid="login-link"
      className="flex h-9 items-center rounded-brand px-3 text-sm font-medium hover:bg-black/10"
    >
      {t("login")}
    </a>
  );
}

const CartLink = dynamic(() => import("./cart-link").then((m) => m.CartLink), {
  ssr: false,
  loading: CartFallback,
});
const loadUserMenu = () => import("./user-menu").then((m) => m.UserMenu);
const UserMenu = dynamic(loadUserMenu, { ssr: false, loading: LoginFallback });
const SignedInUserMenu = dynamic(loadUserMenu, { ssr: false, loading: AccountPlaceholder });

export function LazyCartLink() {
  return useIdle() ? <CartLink /> : <CartFallback />;
}

/** `signedIn`: the request carried a session cookie (whether it is still valid, /api/session says). */
export function LazyUserMenu({ signedIn = false }: { signedIn?: boolean }) {
  const idle = useIdle();
  if (signedIn) return idle ? <SignedInUserMenu expectSignedIn /> : <AccountPlaceholder />;
  return idle ? <UserMenu /> : <LoginFallback />;
}
