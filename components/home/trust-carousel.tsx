"use client";

import { useEffect, useState } from "react";
import { CAROUSEL_AUTOPLAY_MS, TRUST_CAROUSEL_ITEMS } from "@/lib/commerce/catalogue/home";

type Trust = { id: number; title: string; description: string; icon: string };

/** Module 8: trust icons; on phones the first three rotate every 3000 ms, on desktop all are shown. */
export function TrustCarousel({ items, title }: { items: Trust[]; title: string }) {
  const rotating = items.slice(0, TRUST_CAROUSEL_ITEMS);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (rotating.length < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches)
      return;
    const timer = setInterval(
      () => setActive((a) => (a + 1) % rotating.length),
      CAROUSEL_AUTOPLAY_MS,
    );
    return () => clearInterval(timer);
  }, [rotating.length]);

  // One list for both (two lists, the phone's three and the desktop's four, would put each item
  // twice in the HTML): on a phone the first three are stacked and one is visible at a time,
  // the others are hidden from view and from screen readers (invisible); from the tablet
  // breakpoint they are a grid, all shown.
  return (
    <section
      aria-label={title}
      data-testid="module-8"
      className="rounded-brand border border-line bg-surface p-4"
    >
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <ul className="relative h-16 md:grid md:h-auto md:grid-cols-4 md:gap-4" aria-live="off">
        {items.map((item, i) => (
          <li
            key={item.id}
            className={
              i >= rotating.length
                ? "trust-item max-md:hidden"
                : i === active
                  ? "trust-item"
                  : "trust-item max-md:invisible max-md:opacity-0"
            }
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG served as it is (next/image was `unoptimized`) */}
            <img src={item.icon} alt="" width={40} height={40} loading="lazy" decoding="async" />
            <div>
              <p className="font-semibold">{item.title}</p>
              <p className="text-sm text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
