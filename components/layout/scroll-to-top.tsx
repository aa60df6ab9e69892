"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/** The button's corner of the screen (bottom right), in px, with some room around it. */
const CORNER = { width: 80, height: 96 };

/**
 * Whether something marked `data-keep-clear` (the booking panel's buttons and the note under
 * them) is in the button's corner right now: the button then steps aside instead of covering it.
 */
function cornerIsBusy(): boolean {
  const bar =
    parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--bottom-bar")) || 0;
  const top = window.innerHeight - bar - CORNER.height;
  const left = window.innerWidth - CORNER.width;
  for (const el of document.querySelectorAll("[data-keep-clear]")) {
    const r = el.getBoundingClientRect();
    if (r.bottom > top && r.top < window.innerHeight - bar && r.right > left && r.width > 0)
      return true;
  }
  return false;
}

/**
 * Spec §2/§9: appears after scrolling past one window height; scroll checks debounced 200 ms.
 * It stays out of the way of the controls marked `data-keep-clear`.
 */
export function ScrollToTop() {
  const t = useTranslations();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setVisible(window.scrollY > window.innerHeight && !cornerIsBusy());
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, 200);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-testid="scroll-top"
      aria-label={t("scrollTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-[calc(1.5rem+var(--bottom-bar,0px))] right-4 z-30 flex h-11 w-11 items-center justify-center rounded-full bg-primary text-primary-contrast shadow-lg"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <path d="M6 14l6-6 6 6" />
      </svg>
    </button>
  );
}
