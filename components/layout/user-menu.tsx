"use client";

import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { toast } from "@/lib/client/toast";
import { useLazyErrorText } from "@/components/account/use-error-text";
import { Popover } from "@/components/ui/popover";
import { apiCall } from "@/lib/client/api";
import { useSession } from "@/lib/client/session";
import type { SessionResponse } from "@/lib/session/shape";
import { isMaskedHandle } from "@/lib/commerce/accounts/personal-data";
import { AccountPlaceholder } from "./account-placeholder";

// Loaded on every page: keep it free of zod and form libraries (a plain guard reads the session).

// The log-in link for this page: back here after signing in (auth pages keep their own redirect).
// Read from the URL in the browser; the header is part of cached pages.
const noSubscription = () => () => {};
function loginHref(): string {
  const { pathname, search } = window.location;
  if (pathname.startsWith("/auth/")) {
    const kept = new URLSearchParams(search).get("redirect");
    return kept ? `/auth/index?redirect=${encodeURIComponent(kept)}` : "/auth/index";
  }
  return pathname === "/" && !search
    ? "/auth/index"
    : `/auth/index?redirect=${encodeURIComponent(pathname + search)}`;
}
const serverLoginHref = () => "/auth/index";

const ITEM = "block w-full rounded-brand px-2 py-1.5 text-left hover:bg-bg";

/**
 * Spec §2/§6: a log-in link, or the user's name with account, orders, coupons, favourites and
 * logout (confirmed). Cached pages learn who is signed in in the browser; personal pages pass
 * `initial` from the server (app/[brand]/[locale]/[currency]/@usermenu/server-menu.tsx), so their HTML shows the menu before scripts run.
 */
export function UserMenu({
  initial,
  expectSignedIn = false,
}: {
  initial?: SessionResponse;
  /** the page was rendered for a shopper with a session cookie: no "Log in" before the session read answers */
  expectSignedIn?: boolean;
}) {
  const t = useTranslations("header");
  const errorText = useLazyErrorText();
  const { data, mutate } = useSession(initial);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const loginTarget = useSyncExternalStore(noSubscription, loginHref, serverLoginHref);

  if (data === undefined && expectSignedIn) return <AccountPlaceholder />;
  if (!data?.user) {
    return (
      <a
        href={loginTarget}
        data-testid="login-link"
        className="flex h-9 items-center rounded-brand px-3 text-sm font-medium hover:bg-black/10"
      >
        {t("login")}
      </a>
    );
  }

  // a neutral greeting rather than a masked phone ("****6722") or a bare number (lib/commerce/accounts/personal-data)
  const name = data.user.name && !isMaskedHandle(data.user.name) ? data.user.name : t("account");
  const logout = async () => {
    setLeaving(true);
    const result = await apiCall("/api/auth/logout", { method: "POST" });
    if (!result.ok) {
      setLeaving(false);
      toast.error(await errorText(result.errorKey));
      return;
    }
    await mutate({ user: null }, { revalidate: false });
    toast.success(t("loggedOut"));
    window.location.assign("/");
  };

  return (
    <Popover
      label={t("account")}
      testId="user-menu"
      trigger={<span className="max-w-20 truncate md:max-w-28">{name}</span>}
    >
      {(close) =>
        confirming ? (
          <div role="alertdialog" aria-label={t("logoutConfirm")}>
            <p className="mb-3 text-sm">{t("logoutConfirm")}</p>
            <div className="flex justify-end gap-2">
              <button
                type="button"
                className="rounded-brand px-3 py-1.5 text-sm hover:bg-bg"
                onClick={() => {
                  setConfirming(false);
                  close();
                }}
              >
                {t("cancel")}
              </button>
              <button
                type="button"
                disabled={leaving}
                data-testid="logout-confirm"
                className="rounded-brand bg-primary px-3 py-1.5 text-sm text-primary-contrast disabled:opacity-60"
                onClick={logout}
              >
                {t("confirm")}
              </button>
            </div>
          </div>
        ) : (
          <ul className="text-sm">
            <li className="truncate px-2 pb-2 font-medium" data-testid="user-name">
              {name}
            </li>
            <li>
              <a className={ITEM} href="/account">
                {t("account")}
              </a>
            </li>
            <li>
              <a className={ITEM} href="/account/orders">
                {t("orders")}
              </a>
            </li>
            <li>
              <a className={ITEM} href="/account/coupons">
                {t("coupons")}
              </a>
            </li>
            <li>
              <a className={ITEM} href="/account/favorites">
                {t("favorites")}
              </a>
            </li>
            <li>
              <button
                type="button"
                className={ITEM}
                data-testid="logout"
                onClick={() => setConfirming(true)}
              >
                {t("logout")}
              </button>
            </li>
          </ul>
        )
      }
    </Popover>
  );
}
