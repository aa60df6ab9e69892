"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { Missing } from "./booking-state";

/**
 * The price-and-Book bar of a phone (< 768 px, as the travel shops have): fixed to the
 * bottom while the booking panel (#booking) is out of view, found by an IntersectionObserver. It is
 * always in the page, hidden by a transform, and marks itself `data-bottom-bar="phone"`: the page
 * keeps its height free at the bottom from the first paint (no layout shift, nothing covered) and the
 * chat and scroll-to-top buttons sit above it (app/globals.css --bottom-bar). Its button takes the
 * shopper to what the panel still needs, or to the panel's Book button.
 */
export function StickyBookBar({
  label,
  price,
  action,
  missing,
}: {
  label: string;
  price: string | null;
  action: string;
  missing: Missing | null;
}) {
  const t = useTranslations("booking");
  const [away, setAway] = useState(false);

  useEffect(() => {
    const panel = document.getElementById("booking");
    if (!panel || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => setAway(entry ? !entry.isIntersecting : false),
      { threshold: 0 },
    );
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);

  function go() {
    const part =
      missing === "date" || missing === "option" || missing === "session"
        ? document.getElementById(`booking-${missing}`)
        : null;
    const target =
      part ??
      document.querySelector<HTMLElement>("#booking [data-testid='book-now']") ??
      document.getElementById("booking");
    target?.scrollIntoView?.({ block: "center", behavior: "smooth" });
    if (!part && target instanceof HTMLButtonElement) target.focus({ preventScroll: true });
  }

  return (
    <div
      data-bottom-bar="phone"
      data-testid="sticky-book-bar"
      data-shown={away ? "true" : "false"}
      role="region"
      aria-label={t("stickyBar")}
      aria-hidden={!away}
      inert={!away}
      className={`fixed inset-x-0 bottom-0 z-30 flex h-[4.75rem] items-center justify-between gap-3 border-t border-line bg-surface px-4 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] transition-transform duration-200 motion-reduce:transition-none md:hidden ${away ? "translate-y-0" : "invisible translate-y-full"}`}
    >
      <p className="flex min-w-0 flex-col leading-tight">
        <span className="text-xs text-muted">{label}</span>
        <span className="truncate text-lg font-bold text-primary" data-testid="sticky-book-price">
          {price ?? "—"}
        </span>
      </p>
      <button
        type="button"
        onClick={go}
        className="min-w-32 shrink-0 rounded-brand bg-primary px-6 py-3 text-base font-semibold text-primary-contrast"
        data-testid="sticky-book"
      >
        {action}
      </button>
    </div>
  );
}
