import { isBrandSlug } from "@/brands";
import { isLocale } from "@/lib/commerce/platform/locales";
import { plainPage } from "@/lib/http/plain-page";
import { loadMessages } from "@/lib/i18n/messages";

/** How long a client (or a crawler) should wait before it tries again. */
const RETRY_AFTER_SECONDS = 300;

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
  const { brand, locale } = await params;
  if (!isBrandSlug(brand) || !isLocale(locale)) return new Response("not found", { status: 404 });
  const messages = await loadMessages(locale);
  const html = plainPage({
    brand,
    locale,
    title: messages.titles.upgrading,
    heading: messages.upgrading.title,
    body: messages.upgrading.body,
    action: { href: "/", label: messages.upgrading.retry, testId: "upgrading-retry" },
    testId: "upgrading",
  });
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
