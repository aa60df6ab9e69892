// A short note that outlives a full page load: the checkout sends the shopper back to the product
// page or the cart (location.replace) and that page says why (components/layout/carried-notice).
// Only message keys travel, so the note is read in the next page's language; it names the page it
// is for, so the page that leaves it (which also mounts the reader) does not take it itself.
const KEY = "tf_notice";

/** Keys of messages/*.json "notice". */
const NOTICE_KEYS = ["buyInvalid", "cartInvalid"] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

/** Leaves `key` for the page at `path` (or below it: /product/12 → /product/12/kyoto-day-trip). */
export function carryNotice(key: NoticeKey, path: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ key, path }));
  } catch {
    // storage refused: the page still changes, without the note
  }
}

/** The note left for `pathname`, once: reading it forgets it. Notes for other pages stay. */
export function takeNotice(pathname: string): NoticeKey | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const { key, path } = JSON.parse(raw) as { key?: unknown; path?: unknown };
    if (typeof path !== "string" || (pathname !== path && !pathname.startsWith(`${path}/`)))
      return null;
    sessionStorage.removeItem(KEY);
    return NOTICE_KEYS.find((k) => k === key) ?? null;
  } catch {
    return null;
  }
}
