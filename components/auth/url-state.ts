"use client";

import { useSyncExternalStore } from "react";
import { safeRedirectPath } from "@/lib/commerce/accounts/access";

// Auth pages are cached per (brand, locale, currency), so their query (redirect, token, error) is
// read in the browser, not on the server. The query does not change while a page is open.
const noSubscription = () => () => {};

/** A query value of the current URL: undefined while server-rendering/hydrating, then string | null. */
export function useUrlParam(name: string): string | null | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name),
    () => undefined,
  );
}

/** `path` carrying the raw redirect value along (register ↔ log-in links, Google start). */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** After a sign-in or registration: on to the page that asked for it, never off-site (spec §8). */
export function leaveForRedirect() {
  window.location.assign(
    safeRedirectPath(new URLSearchParams(window.location.search).get("redirect")),
  );
}
