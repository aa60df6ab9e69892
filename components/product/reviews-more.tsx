"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { readApi } from "@/lib/client/fetcher";
import { listComplete } from "@/lib/commerce/paging";
import type { Review } from "@/lib/commerce/wire/product";
import { ReviewItem } from "./review-item";

/** Further pages of reviews (the first page is server-rendered above). */
export function ReviewsMore({
  productId,
  loaded,
  count,
}: {
  productId: number;
  loaded: number;
  count: number;
}) {
  const t = useTranslations("loadMore");
  const [items, setItems] = useState<Review[]>([]);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState(listComplete(count, loaded, loaded));
  const [busy, setBusy] = useState(false);
  async function more() {
    setBusy(true);
    // the schema comes with the first "more reviews": product pages load no zod up front
    const result = await readApi(
      () => import("@/lib/commerce/wire/product").then((m) => m.reviewPageSchema),
      `/api/catalogue/product/${productId}/comments?page=${page + 1}`,
    );
    setBusy(false);
    // a failed page ends the list (spec §8: no endless retry)
    if (!result.ok) return setDone(true);
    const next = [...items, ...result.data.list];
    setItems(next);
    setPage(page + 1);
    setDone(listComplete(result.data.count, loaded + next.length, result.data.list.length));
  }
  return (
    <>
      {items.map((r) => (
        <ReviewItem key={r.id} review={r} />
      ))}
      {!done ? (
        <li className="pt-3 text-center">
          <button
            type="button"
            onClick={() => void more()}
            disabled={busy}
            className="text-sm text-primary"
          >
            {busy ? t("loading") : t("moreReviews")}
          </button>
        </li>
      ) : null}
    </>
  );
}
