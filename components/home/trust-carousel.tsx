"use client";

import Image from "next/image";
import { useEffect, useState } from "react";
import { CAROUSEL_AUTOPLAY_MS, TRUST_CAROUSEL_ITEMS } from "@/lib/commerce/home";

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

  const card = (item: Trust) => (
    <div className="flex items-start gap-3">
      <Image
        src={item.icon}
        alt=""
        width={40}
        height={40}
        unoptimized
        className="h-10 w-10 shrink-0"
      />
      <div>
        <p className="font-semibold">{item.title}</p>
        <p className="text-sm text-muted">{item.description}</p>
      </div>
    </div>
  );

  return (
    <section
      aria-label={title}
      data-testid="module-8"
      className="rounded-brand border border-line bg-surface p-4"
    >
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <ul className="relative h-16 md:hidden" aria-live="off">
        {rotating.map((item, i) => (
          <li
            key={item.id}
            className={`absolute inset-0 transition-opacity duration-500 ${i === active ? "opacity-100" : "pointer-events-none opacity-0"}`}
            aria-hidden={i !== active}
          >
            {card(item)}
          </li>
        ))}
      </ul>
      <ul className="hidden gap-4 md:grid md:grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
    </section>
  );
}
