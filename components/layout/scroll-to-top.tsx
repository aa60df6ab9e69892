"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

/** Spec §2/§9: appears after scrolling past one window height; scroll checks debounced 200 ms. */
export function ScrollToTop() {
  const t = useTranslations();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setVisible(window.scrollY > window.innerHeight);
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
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2">
        <path d="M6 14l6-6 6 6" />
      </svg>
    </button>
  );
}
