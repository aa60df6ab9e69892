"use client";

import useEmblaCarousel from "embla-carousel-react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { CAROUSEL_AUTOPLAY_MS } from "@/lib/commerce/home";
import type { LinkItem } from "@/lib/commerce/wire/config";
import { SmartLink } from "../ui/smart-link";

/**
 * Module 1: banner carousel (embla), autoplay every 3000 ms, paused on hover/focus and for reduced
 * motion, and stopped by the shopper's own Pause button (WCAG 2.2.2: moving content has a pause
 * control). The controls sit below the slides, never on a caption.
 */
export function BannerCarousel({ items }: { items: LinkItem[] }) {
  const t = useTranslations("carousel");
  const [ref, api] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  /** the shopper pressed Pause: no autoplay until they press Play */
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api || paused || stopped || items.length < 2) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => api.scrollNext(), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [api, paused, stopped, items.length]);

  const go = useCallback((i: number) => api?.scrollTo(i), [api]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("banners")}
      className="relative overflow-hidden rounded-brand"
      data-testid="module-1"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={ref} className="overflow-hidden">
        <div className="flex">
          {items.map((item, i) => (
            <div
              key={item.id}
              className="relative min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={t("slide", { n: i + 1, total: items.length })}
            >
              <SmartLink item={item} className="relative block aspect-[8/3] w-full" testId="banner">
                <Image
                  src={item.image}
                  alt=""
                  fill
                  sizes="(max-width: 1152px) 100vw, 1152px"
                  priority={i === 0}
                  unoptimized
                  className="object-cover"
                />
                <span className="absolute bottom-0 left-0 right-0 bg-gradient-to-t from-black/60 to-transparent px-4 pb-3 pt-8 text-lg font-semibold text-white md:text-2xl">
                  {item.title}
                </span>
              </SmartLink>
            </div>
          ))}
        </div>
      </div>
      {items.length > 1 ? (
        <div
          className="flex items-center justify-center gap-1 py-1"
          data-testid="carousel-controls"
        >
          <button
            type="button"
            onClick={() => setStopped((v) => !v)}
            aria-label={stopped ? t("play") : t("pause")}
            data-testid="carousel-toggle"
            className="flex h-6 w-6 items-center justify-center text-muted hover:text-ink"
          >
            <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3 fill-current">
              {stopped ? (
                <path d="M3 1.5v9l7-4.5z" />
              ) : (
                <path d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" />
              )}
            </svg>
          </button>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              onClick={() => go(i)}
              aria-label={t("goTo", { n: i + 1 })}
              aria-current={i === selected}
              className="flex h-6 w-6 items-center justify-center"
            >
              <span
                className={`block h-2 w-2 rounded-full ${i === selected ? "bg-primary" : "bg-line"}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
