"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorMessage } from "@/components/account/use-error-text";
import { grabState, remaining, type GrabState } from "@/lib/commerce/catalogue/seckill";
import { saveDirectBuy } from "@/lib/client/handoff";
import { navigate } from "@/lib/client/navigate";
import { findLive, useSeckillLive } from "@/lib/client/seckill-live";
import { useServerNow } from "@/lib/client/server-clock";
import { useSession } from "@/lib/client/session";
import type { FlashWindow } from "./flash-sale-clock";

type Props = {
  activityId: number;
  productId: number;
  productSn: string;
  /** the product page, for items bought with a date or session (chosen there) */
  productPath: string;
  variantId: number;
  window: FlashWindow;
  /** the counts the cached page was rendered with, until the live ones arrive */
  stock: number;
  sold: number;
  /** a date or session is chosen in the product's booking panel, not here */
  dated: boolean;
  /** on the product page the grab is the page's own; on the list it may lead there */
  onProductPage?: boolean;
};

const LABEL: Record<GrabState, "state_coming" | "state_soldOut" | "state_ended" | "grab"> = {
  coming: "state_coming",
  grab: "grab",
  soldOut: "state_soldOut",
  ended: "state_ended",
  bought: "grab",
};

/**
 * Spec §4 Flash sale as a purchase: the live count and a Grab button at the activity price. The
 * grab is a direct buy of one unit under the activity item, through the checkout and the sandbox
 * payment like any order (order/booking claims it once per shopper: 21002, 24101). A visitor signs
 * in first and comes back here. The counts and "already bought" come from /api/seckill/live —
 * the page around this is cached.
 */
export function GrabButton({
  activityId,
  productId,
  productSn,
  productPath,
  variantId,
  window: w,
  stock,
  sold,
  dated,
  onProductPage = false,
}: Props) {
  const t = useTranslations("flashSale");
  const now = useServerNow(w.renderNow);
  const { data: session } = useSession();
  const { data: items } = useSeckillLive();
  const [going, setGoing] = useState(false);
  const item = findLive(items, activityId, variantId);
  const counts = item ?? { stock, sold, bought: false };
  const state = grabState({ ...w, ...counts }, now ?? w.renderNow);
  const left = remaining(counts);
  const refused = useErrorMessage(state === "bought" ? "seckillOnce" : null);

  function grab() {
    if (state !== "grab" || going) return;
    if (dated) {
      // the date or session is chosen in the booking panel; the sale price applies there
      if (!onProductPage) navigate(`${productPath}#booking`);
      else document.getElementById("booking-panel")?.scrollIntoView?.({ behavior: "smooth" });
      return;
    }
    if (!item) return;
    if (session?.user === null) {
      // sign in first, then back to this very page to grab
      const here = window.location.pathname + window.location.search;
      navigate(`/auth/index?redirect=${encodeURIComponent(here)}`);
      return;
    }
    setGoing(true);
    saveDirectBuy({
      product_id: productId,
      product_sn: productSn,
      variants: [{ variant_id: variantId, quantity: 1 }],
      activity_item_id: item.id,
    });
    navigate(`/book/${productId}`);
  }

  return (
    <div
      className="flex flex-col gap-1"
      data-testid="grab"
      data-state={state}
      data-live={item !== undefined}
      data-dated={dated}
    >
      {onProductPage ? (
        // the product page's own line (live): how many are left of how many; when none are, the
        // button below already says "Sold out" and the line would only repeat it
        state === "soldOut" && left === 0 ? null : (
          <p data-testid="flash-left">
            {left > 0 ? t("leftOf", { count: left, total: counts.stock }) : t("soldOut")}
          </p>
        )
      ) : state === "grab" || state === "bought" ? (
        <p className="text-xs text-muted" data-testid="grab-left">
          {t("leftOf", { count: left, total: counts.stock })}
        </p>
      ) : null}
      {state === "bought" ? (
        <p
          role="status"
          className="rounded-brand bg-ink/70 px-2 py-1 text-center text-sm font-semibold text-white"
          data-testid="grab-refused"
        >
          {refused}
        </p>
      ) : (
        <button
          type="button"
          onClick={grab}
          // a live grab needs the live item (its id); until it is known the button waits
          disabled={state !== "grab" || going || (!dated && !item)}
          aria-busy={going || undefined}
          className="rounded-brand bg-accent px-3 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:bg-line disabled:text-ink"
          data-testid="grab-button"
        >
          {going ? t("grabbing") : dated && state === "grab" ? t("grabPickDate") : t(LABEL[state])}
        </button>
      )}
    </div>
  );
}
