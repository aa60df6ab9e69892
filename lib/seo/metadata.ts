import "server-only";
import type { Metadata } from "next";
import type { Brand } from "../../brands";
import { publicDomain } from "../commerce/platform/domains";
import { LOCALES, type Locale } from "../commerce/platform/locales";
import { env } from "../env";
import { localisedUrl } from "./url";

export { localisedUrl };

/**
 * The brand's public origin for canonical URLs, sitemaps and JSON-LD: its first real domain
 * (not localhost or an IP address). PUBLIC_ORIGIN overrides it for every brand (staging).
 */
export function brandOrigin(brand: Brand): string {
  const override = env.PUBLIC_ORIGIN;
  if (override && /^https?:\/\/[^/]+$/.test(override)) return override;
  return `https://${publicDomain(brand.domains)}`;
}

export type PageSeo = {
  brand: Brand;
  locale: Locale;
  /** public path, e.g. /product/1000/hong-kong-day-tour */
  path: string;
  /** query that belongs to the canonical URL (e.g. category_id, page) */
  query?: Record<string, string | number | undefined>;
  title: string;
  description: string;
  image?: string;
  imageSize?: { width: number; height: number };
  type?: "website" | "article";
  noindex?: boolean;
};

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags of a page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const origin = brandOrigin(seo.brand);
  const canonical = localisedUrl(origin, seo.path, seo.locale, seo.query);
  const languages: Record<string, string> = {};
  for (const l of LOCALES)
    languages[l.htmlLang] = localisedUrl(origin, seo.path, l.code, seo.query);
  languages["x-default"] = localisedUrl(origin, seo.path, null, seo.query);
  const image = seo.image ? new URL(seo.image, origin).toString() : undefined;
  const ogLocales = { en: "en_US", "zh-hans": "zh_CN", "zh-hant": "zh_TW" } as const;
  const ogLocale = ogLocales[seo.locale];
  // og:locale:alternate: the page in the other locales, as hreflang says
  const alternateLocale = LOCALES.filter((l) => l.code !== seo.locale).map(
    (l) => ogLocales[l.code],
  );
  return {
    title: seo.title,
    description: seo.description,
    metadataBase: new URL(origin),
    alternates: { canonical, languages },
    openGraph: {
      type: seo.type ?? "website",
      siteName: seo.brand.name,
      title: seo.title,
      description: seo.description,
      url: canonical,
      locale: ogLocale,
      alternateLocale,
      ...(image
        ? {
            images: [
              { url: image, ...(seo.imageSize ?? { width: 800, height: 600 }), alt: seo.title },
            ],
          }
        : {}),
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title: seo.title,
      description: seo.description,
      ...(image ? { images: [image] } : {}),
    },
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A JSON-LD <script> body: JSON with "<" escaped so no text can close the script element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Strip tags for descriptions built from product HTML. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
