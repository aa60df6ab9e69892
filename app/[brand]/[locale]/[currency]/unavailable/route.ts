import { isBrandSlug } from "@/brands";
import { isLocale } from "@/lib/commerce/platform/locales";
import { plainPage } from "@/lib/http/plain-page";
import { GATE_HEADER, PUBLIC_URL_HEADER, RETRY_AFTER_HEADER } from "@/lib/http/unavailable";
import { loadMessages } from "@/lib/i18n/messages";

/**
 * A page rendered per request, asked while the upstream is down (middleware.ts, the upstream
 * gate: docs/decisions/upstream-outage.md): 503 with Retry-After and the error page's words, as
 * plain HTML that needs no script, with a link that asks for the same page again. Never stored.
 * Only the middleware sends requests here; asked by name it is a 404.
 */
async function answer(request: Request, params: Promise<{ brand: string; locale: string }>) {
  const { brand, locale } = await params;
  if (!isBrandSlug(brand) || !isLocale(locale) || request.headers.get(GATE_HEADER) !== "1")
    return new Response("not found", { status: 404, headers: { "cache-control": "no-store" } });
  const retryAfter = /^\d{1,5}$/.exec(request.headers.get(RETRY_AFTER_HEADER) ?? "")?.[0] ?? "10";
  const wanted = request.headers.get(PUBLIC_URL_HEADER) ?? "/";
  const messages = await loadMessages(locale);
  const html = plainPage({
    brand,
    locale,
    title: messages.errorPage.title,
    heading: messages.errorPage.title,
    body: messages.errorPage.body,
    action: {
      href: wanted.startsWith("/") && !wanted.startsWith("//") ? wanted : "/",
      label: messages.errorPage.retry,
      testId: "error-retry",
    },
    testId: "error-page",
  });
  return new Response(request.method === "HEAD" ? null : html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": retryAfter,
      "cache-control": "no-store",
    },
  });
}

type Context = { params: Promise<{ brand: string; locale: string }> };

export function GET(request: Request, { params }: Context) {
  return answer(request, params);
}
