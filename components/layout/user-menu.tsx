"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Popover } from "@/components/ui/popover";
import { useToast } from "@/components/ui/toast";
import { readSessionResponse, type SessionResponse } from "@/lib/session-shape";

async function fetchSession(url: string): Promise<SessionResponse> {
  const res = await fetch(url, { credentials: "same-origin", cache: "no-store" });
  return readSessionResponse(await res.json().catch(() => null));
}

/** Spec §2/§6: login link, or orders / my coupons / logout (with confirmation) for a user. */
export function UserMenu() {
  const t = useTranslations("header");
  const tErrors = useTranslations("errors");
  const toast = useToast();
  const { data, mutate } = useSWR("/api/session", fetchSession, { revalidateOnFocus: false });
  const [confirming, setConfirming] = useState(false);

  if (!data?.user) {
    return (
      <a href="/auth/index" data-testid="login-link" className="flex h-9 items-center rounded-brand px-3 text-sm font-medium hover:bg-black/10">
        {t("login")}
      </a>
    );
  }

  const logout = async () => {
    const res = await fetch("/api/session", { method: "DELETE", credentials: "same-origin" });
    if (!res.ok) return toast(tErrors("generic"));
    await mutate({ user: null }, { revalidate: false });
    window.location.assign("/");
  };

  return (
    <Popover label={t("account")} testId="user-menu" trigger={<span className="max-w-28 truncate">{data.user.name}</span>}>
      {(close) =>
        confirming ? (
          <div role="alertdialog" aria-label={t("logoutConfirm")}>
            <p className="mb-3 text-sm">{t("logoutConfirm")}</p>
            <div className="flex justify-end gap-2">
              <button type="button" className="rounded-brand px-3 py-1.5 text-sm hover:bg-bg" onClick={() => { setConfirming(false); close(); }}>
                {t("cancel")}
              </button>
              <button type="button" className="rounded-brand bg-primary px-3 py-1.5 text-sm text-primary-contrast" onClick={logout}>
                {t("confirm")}
              </button>
            </div>
          </div>
        ) : (
          <ul className="text-sm">
            <li><a className="block rounded-brand px-2 py-1.5 hover:bg-bg" href="/account/orders">{t("orders")}</a></li>
            <li><a className="block rounded-brand px-2 py-1.5 hover:bg-bg" href="/account/coupons">{t("coupons")}</a></li>
            <li>
              <button type="button" className="w-full rounded-brand px-2 py-1.5 text-left hover:bg-bg" onClick={() => setConfirming(true)}>
                {t("logout")}
              </button>
            </li>
          </ul>
        )
      }
    </Popover>
  );
}
