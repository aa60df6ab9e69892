"use client";

import { useTranslations } from "next-intl";
import { remaining } from "@/lib/commerce/catalogue/seckill";
import { findLive, useSeckillLive } from "@/lib/client/seckill-live";

/**
 * "N left" / "Sold out" of a flash-sale item on a cached page (the home strip): the counts the page
 * was rendered with until /api/seckill/live answers, then the live ones (spec §4: the remaining
 * count changes by the second; the cached HTML may be minutes old).
 */
export function LiveLeft({
  activityId,
  variantId,
  stock,
  sold,
}: {
  activityId: number;
  variantId: number;
  stock: number;
  sold: number;
}) {
  const t = useTranslations("flashSale");
  const { data: items } = useSeckillLive();
  const left = remaining(findLive(items, activityId, variantId) ?? { stock, sold });
  return (
    <p
      className="text-xs text-muted"
      data-testid="seckill-left"
      data-live={items ? "1" : "0"}
      data-activity={activityId}
      data-variant={variantId}
    >
      {left > 0 ? t("left", { count: left }) : t("soldOut")}
    </p>
  );
}
