import { getBrand, isBrandSlug } from "@/brands";
import { LOCALES, isLocale } from "@/lib/commerce/platform/locales";
import { loadMessages } from "@/lib/i18n/messages";

/** How long a client (or a crawler) should wait before it tries again. */
const RETRY_AFTER_SECONDS = 300;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Spec §2 /upgrading: "an empty page shown during system upgrade". A route handler, not a page,
 * so that nothing of the shop's layout (header, search, footer) is drawn and the answer is a 503
 * with Retry-After: search engines then keep the pages they know instead of indexing this one.
 * It uses no upstream call (the upstream may be the thing being upgraded).
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ brand: string; locale: string }> },
) {
  const { brand: slug, locale } = await params;
  if (!isBrandSlug(slug) || !isLocale(locale)) return new Response("not found", { status: 404 });
  const brand = getBrand(slug);
  const messages = await loadMessages(locale);
  const t = messages.upgrading;
  const lang = LOCALES.find((l) => l.code === locale)?.htmlLang ?? locale;
  const theme = brand.theme;
  const html = `<!doctype html>
<html lang="${escape(lang)}" data-brand="${escape(brand.slug)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(`${messages.titles.upgrading} · ${brand.name}`)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:${theme.background};color:${theme.text};font-family:${theme.fontStack}}
main{max-width:32rem;padding:2rem 1rem;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{color:${theme.muted};margin:0 0 1.5rem}
a{display:inline-block;border-radius:${theme.radius};background:${theme.primary};color:${theme.primaryContrast};padding:.5rem 1rem;text-decoration:none}
</style>
</head>
<body>
<main data-testid="upgrading">
<img src="${escape(brand.logo)}" alt="${escape(brand.name)}" height="40">
<h1>${escape(t.title)}</h1>
<p>${escape(t.body)}</p>
<a href="/">${escape(t.retry)}</a>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}
