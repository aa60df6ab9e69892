"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

type Open = "search" | "menu" | null;

/**
 * The header's one row. From the tablet breakpoint everything sits in it; on a phone the search
 * box and the pickers (city, language, currency, contact) fold behind two buttons so the page
 * starts right under a single bar. Without JavaScript nothing folds (the `js:` variant), so the
 * plain forms and links still work.
 */
export function HeaderBar({
  logo,
  search,
  menu,
  account,
}: {
  logo: ReactNode;
  search: ReactNode;
  menu: ReactNode;
  account: ReactNode;
}) {
  const t = useTranslations("header");
  const [open, setOpen] = useState<Open>(null);
  const bar = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    if (open === "search") document.getElementById("site-search")?.focus();
    // Escape closes one layer at a time: an open picker inside the bar first, then the bar's panel
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const details = bar.current?.querySelector<HTMLDetailsElement>("details[open]");
      if (details) details.open = false;
      else if (!bar.current?.querySelector("[role=dialog]")) setOpen(null);
    };
    const onDown = (e: MouseEvent) => {
      if (open === "menu" && bar.current && !bar.current.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onDown);
    };
  }, [open]);

  const toggle = (what: Exclude<Open, null>) => setOpen((o) => (o === what ? null : what));
  const phoneButton =
    "hidden h-9 w-9 items-center justify-center rounded-brand hover:bg-black/10 js:max-md:flex";

  return (
    <div
      ref={bar}
      className="relative mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 gap-y-2 px-3 py-2 md:flex-nowrap md:gap-3 md:px-4"
    >
      {logo}
      <div
        id={searchId}
        className={`order-last w-full md:order-none md:w-auto md:flex-1 ${open === "search" ? "" : "js:max-md:hidden"}`}
      >
        {search}
      </div>
      <div
        id={menuId}
        data-testid="header-menu"
        className={`flex flex-wrap items-center gap-1 md:contents ${
          open === "menu"
            ? "max-md:absolute max-md:inset-x-0 max-md:top-full max-md:z-30 max-md:bg-header max-md:px-3 max-md:pb-3 max-md:shadow-md"
            : "js:max-md:hidden"
        }`}
      >
        {menu}
      </div>
      <div className="ml-auto flex items-center gap-0.5">
        <button
          type="button"
          className={phoneButton}
          aria-expanded={open === "search"}
          aria-controls={searchId}
          aria-label={t("showSearch")}
          data-testid="search-toggle"
          onClick={() => toggle("search")}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
        </button>
        {account}
        {/* on a phone the chat button docks here (components/chat/chat-launcher.tsx): in the bar, over nothing */}
        <div data-chat-dock="" className="flex empty:hidden md:hidden" />
        <button
          type="button"
          className={phoneButton}
          aria-expanded={open === "menu"}
          aria-controls={menuId}
          aria-label={t("menu")}
          data-testid="menu-toggle"
          onClick={() => toggle("menu")}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {open === "menu" ? (
              <path d="M6 6l12 12M18 6 6 18" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" />
            )}
          </svg>
        </button>
      </div>
    </div>
  );
}
