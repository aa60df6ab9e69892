import type { Locale } from "../commerce/platform/locales";

/** Our URLs carry the locale as ?locale=; the bare URL is x-default (locale chosen per visitor). */
export function localisedUrl(
  origin: string,
  path: string,
  locale: Locale | null,
  query: Record<string, string | number | undefined> = {},
): string {
  const url = new URL(path, origin);
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== "") url.searchParams.set(k, String(v));
  if (locale) url.searchParams.set("locale", locale);
  return url.toString();
}
