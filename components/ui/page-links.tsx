/**
 * Plain Previous / "Page x of y" / Next links for a paged list (server-rendered: they work without
 * JavaScript and for crawlers). Renders nothing for a single page; the page shown is clamped to
 * the last one. Words come translated from the list's own namespace.
 */
export function PageLinks({
  page,
  pages,
  hrefFor,
  words,
  className = "",
  testId,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  words: {
    nav: string;
    prev: string;
    next: string;
    pageOf: (page: number, pages: number) => string;
  };
  className?: string;
  testId?: string;
}) {
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const link = "inline-flex min-h-11 items-center text-primary";
  return (
    <nav
      aria-label={words.nav}
      className={`flex items-center justify-center gap-3 text-sm ${className}`}
      data-testid={testId}
    >
      {current > 1 ? (
        <a rel="prev" href={hrefFor(current - 1)} className={link}>
          ← {words.prev}
        </a>
      ) : null}
      <span className="text-muted">{words.pageOf(current, pages)}</span>
      {current < pages ? (
        <a rel="next" href={hrefFor(current + 1)} className={link}>
          {words.next} →
        </a>
      ) : null}
    </nav>
  );
}

/** The words of PageLinks from a namespace holding pagination, prev, next and pageOf. */
export const pageWords = (
  t: (key: "pagination" | "prev" | "next" | "pageOf", values?: Record<string, number>) => string,
) => ({
  nav: t("pagination"),
  prev: t("prev"),
  next: t("next"),
  pageOf: (page: number, pages: number) => t("pageOf", { page, pages }),
});
