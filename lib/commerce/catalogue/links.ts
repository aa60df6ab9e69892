// Spec §2 Home: banner and menu items link by redirect_type — 0 external, 1 category, 2 point of
// interest, 3 tag, anything else the product list. An empty or scheme-only link renders no link.
export type LinkTarget = { redirect_type: number; link: string };

/** §2 redirect_type: 0 external, 1 category, 2 point of interest, 3 tag (anything else: the product list). */
const REDIRECT_TYPE = { external: 0, category: 1, poi: 2, tag: 3 } as const;

const SCHEME_ONLY = /^[a-z][a-z0-9+.-]*:(\/\/)?$/i;
const NUMERIC_ID = /^\d{1,9}$/;

/** The href for an item, or null when it must render without a link. */
export function linkHref(item: LinkTarget): string | null {
  const link = item.link.trim();
  if (!link || SCHEME_ONLY.test(link) || link === "//") return null;
  switch (item.redirect_type) {
    case REDIRECT_TYPE.external:
      return externalOrOwn(link);
    case REDIRECT_TYPE.category:
      return NUMERIC_ID.test(link) ? `/products?category_id=${link}` : null;
    case REDIRECT_TYPE.poi:
      return NUMERIC_ID.test(link) ? `/products?poi_id=${link}` : null;
    case REDIRECT_TYPE.tag:
      return NUMERIC_ID.test(link) ? `/products?tag_id=${link}` : null;
    default:
      return "/products";
  }
}

/** Our own path ("/…", not "//…"), or an absolute http(s) URL; anything else (javascript:, data:) is refused. */
function externalOrOwn(link: string): string | null {
  if (link.startsWith("/") && !link.startsWith("//") && !link.includes("\\")) return link;
  try {
    const url = new URL(link);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

/** True when an href leaves the shop (rendered with rel="noopener" and a new tab). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Spec §2 /t/{code}: the short link's long URL is followed only when it is http(s). A long URL on
 * one of our own domains becomes a path on the current host (one hop, same brand); any other
 * http(s) URL is followed as is; everything else → null (the caller goes home).
 */
export function shortLinkTarget(longUrl: string, ownHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(longUrl.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname) return null;
  if (url.username || url.password) return null;
  if (ownHosts.includes(url.hostname.toLowerCase()))
    return `${url.pathname}${url.search}${url.hash}` || "/";
  return url.toString();
}
