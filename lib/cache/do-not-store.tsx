/**
 * Rendered by a page that must be answered but not stored in the page cache (a list that shows no
 * product: an unknown filter id, a page past the end). The cache handler finds this mark in the
 * page's HTML and does not store it (lib/cache/page-cache-policy.cjs, NO_STORE_MARK); the page
 * then renders again on each request. The mark is decided by what the page renders, so it holds
 * for an ISR render wherever it runs, with no request state to carry.
 */
export function DoNotStorePage() {
  return <meta name="x-page-cache" content="no-store" />;
}
