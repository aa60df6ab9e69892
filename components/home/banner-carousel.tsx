"use client";

import useEmblaCarousel from "embla-carousel-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { CAROUSEL_AUTOPLAY_MS } from "@/lib/commerce/catalogue/home";
import type { LinkItem } from "@/lib/commerce/platform/config.schema";
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
              className="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("slide", { n: i + 1, total: items.length })}
            >
              {/* short classes (app/globals.css .slide): each slide is in the page's HTML (docs/decisions/product-page-weight.md) */}
              <SmartLink item={item} className="slide-link" testId="banner">
                {/* eslint-disable-next-line @next/next/no-img-element -- an SVG served as it is (next/image was `unoptimized` and added an inline style to each slide) */}
                <img
                  src={item.image}
                  alt=""
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  decoding="async"
                />
                <span>{item.title}</span>
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
