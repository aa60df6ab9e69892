import data from "./brands.json";
import { parseBrands } from "./schema";
import type { Brand, BrandSlug } from "./types";
import { BRAND_SLUGS } from "./types";

export type { Brand, BrandSlug, BrandTheme } from "./types";
export { BRAND_SLUGS } from "./types";

/** The six brands, from brands/brands.json (also read by the upstream's seed), checked at load. */
export const BRANDS: Record<BrandSlug, Brand> = parseBrands(data);

const DEFAULT_BRAND: BrandSlug = "default";

export function isBrandSlug(value: unknown): value is BrandSlug {
  return typeof value === "string" && (BRAND_SLUGS as readonly string[]).includes(value);
}

export function getBrand(slug: BrandSlug): Brand {
  return BRANDS[slug];
}

/** Host (with or without port) → brand; unknown hosts get the default brand. */
export function brandForHost(host: string | null | undefined): BrandSlug {
  const name = (host ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  for (const slug of BRAND_SLUGS) if (BRANDS[slug].domains.includes(name)) return slug;
  return DEFAULT_BRAND;
}

/** Theme tokens as CSS custom properties for the <html> style attribute. */
export function themeVariables(brand: Brand): Record<string, string> {
  const t = brand.theme;
  return {
    "--brand-primary": t.primary,
    "--brand-primary-contrast": t.primaryContrast,
    "--brand-accent": t.accent,
    "--brand-bg": t.background,
    "--brand-surface": t.surface,
    "--brand-text": t.text,
    "--brand-muted": t.muted,
    "--brand-border": t.border,
    "--brand-header-bg": t.headerBg,
    "--brand-header-text": t.headerText,
    "--brand-footer-bg": t.footerBg,
    "--brand-footer-text": t.footerText,
    "--brand-radius": t.radius,
    "--brand-font": t.fontStack,
  };
}
