"use client";

import type { ReactNode } from "react";

/**
 * A link that sets one preference (?locale= or ?currency=) on the current page. Without
 * JavaScript the relative href works on its own; with it, the other query parameters are kept.
 * The middleware persists the choice in a cookie, so it holds across pages.
 */
export function PreferenceLink({
  name,
  value,
  current,
  children,
  testId,
}: {
  name: "locale" | "currency";
  value: string;
  current: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <a
      href={`?${name}=${value}`}
      hrefLang={name === "locale" ? value : undefined}
      aria-current={current ? "true" : undefined}
      data-testid={testId}
      rel="nofollow"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        const url = new URL(window.location.href);
        url.searchParams.set(name, value);
        if (name === "locale") url.searchParams.delete("lang");
        window.location.assign(url.toString());
      }}
      className={current ? "pref pref-on" : "pref"}
    >
      {children}
    </a>
  );
}
