import { getBrand, type BrandSlug } from "@/brands";
import { LOCALES, type Locale } from "@/lib/commerce/platform/locales";

// A whole HTML page with no script and nothing of the shop's layout, for answers a route handler
// gives while the shop itself cannot be drawn: /upgrading, and the 503 of a page while the
// upstream is down. In the brand's colours, in the shopper's language, readable without JavaScript.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function plainPage(input: {
  brand: BrandSlug;
  locale: Locale;
  title: string;
  heading: string;
  body: string;
  action: { href: string; label: string; testId: string };
  testId: string;
}): string {
  const brand = getBrand(input.brand);
  const lang = LOCALES.find((l) => l.code === input.locale)?.htmlLang ?? input.locale;
  const theme = brand.theme;
  return `<!doctype html>
<html lang="${escape(lang)}" data-brand="${escape(brand.slug)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(`${input.title} · ${brand.name}`)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:${theme.background};color:${theme.text};font-family:${theme.fontStack}}
main{max-width:32rem;padding:2rem 1rem;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{color:${theme.muted};margin:0 0 1.5rem}
a{display:inline-block;border-radius:${theme.radius};background:${theme.primary};color:${theme.primaryContrast};padding:.5rem 1rem;text-decoration:none}
</style>
</head>
<body>
<main data-testid="${escape(input.testId)}">
<img src="${escape(brand.logo)}" alt="${escape(brand.name)}" height="40">
<h1>${escape(input.heading)}</h1>
<p>${escape(input.body)}</p>
<a href="${escape(input.action.href)}" data-testid="${escape(input.action.testId)}">${escape(input.action.label)}</a>
</main>
</body>
</html>
`;
}
