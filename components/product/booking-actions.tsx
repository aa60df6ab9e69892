"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { useSWRConfig } from "swr";
import { failureMessage, useCartText } from "@/components/cart/cart-text";
import { apiCall, goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { BASKET_COUNT_KEY } from "@/lib/client/basket";
import { saveDirectBuy } from "@/lib/client/handoff";
import { navigate } from "@/lib/client/navigate";
import { useSession } from "@/lib/client/session";
import type { Missing } from "./booking-state";
import type { FlashWindow } from "@/components/promo/flash-sale-clock";
import { grabState } from "@/lib/commerce/seckill";
import { findLive, useSeckillLive } from "@/lib/client/seckill-live";
import { Codes } from "@/lib/commerce/error-codes";

/** The chosen line: what Book stores and Add to basket posts. */
export type LineChoice = {
  variant_id: number;
  quantity: number;
  book_at?: string;
  book_time?: string;
};

type Props = {
  productId: number;
  productSn: string;
  /** the main button's words (lib/commerce/product-wording): "Book now" or "Buy now" */
  action: "book" | "buy";
  missing: Missing | null;
  line: LineChoice | null;
  flash?: FlashChoice;
};

/** The product's running flash sale (§4): its activity, the option on sale and its window. */
export type FlashChoice = { activityId: number; variantId: number; window: FlashWindow };

const NEED: Record<
  Missing,
  "needDate" | "needOption" | "needSession" | "needStock" | "needQuantity"
> = {
  date: "needDate",
  option: "needOption",
  session: "needSession",
  stock: "needStock",
  quantity: "needQuantity",
};

/** A retry of the same add (no answer, or still in progress) keeps its key; any answer ends it. */
const RETRYABLE = new Set(["unavailable", "idempotencyConflict", "internalError"]);

/**
 * Book / Buy now and Add to basket (spec §2 product detail, §5 Purchase). Book stores the choice
 * (tf_buy, valid under directBuySchema) and goes to /book/{id}, through sign-in for a visitor.
 * Add to basket posts the line with an Idempotency-Key and says how it went; a visitor signs in
 * first and comes back to this page.
 */
export function BookingActions({ productId, productSn, action, missing, line, flash }: Props) {
  const t = useTranslations("booking");
  const tc = useTranslations("cart");
  const say = useCartText();
  const { data: session } = useSession();
  const { mutate } = useSWRConfig();
  const [tried, setTried] = useState(false);
  const [adding, setAdding] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const anonymous = session !== undefined && session.user === null;
  const flashItemAt = useFlashItem(flash, line);
  const problem = tried && missing ? t(NEED[missing]) : null;

  /** Says what is missing and brings that part of the panel into view (the button is below it). */
  function stillMissing(): boolean {
    setTried(true);
    if (missing === "date" || missing === "option" || missing === "session") {
      document
        .getElementById(`booking-${missing}`)
        ?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
    }
    return Boolean(missing || !line);
  }

  function book() {
    if (stillMissing() || !line) return;
    const flashItem = flashItemAt(Date.now());
    saveDirectBuy({
      product_id: productId,
      product_sn: productSn,
      variants: [{ variant_id: line.variant_id, quantity: line.quantity }],
      ...(line.book_at ? { book_at: line.book_at } : {}),
      ...(line.book_time ? { book_time: line.book_time } : {}),
      // the option on a running flash sale that this shopper has not bought yet: at the sale price
      ...(flashItem !== null ? { activity_item_id: flashItem } : {}),
    });
    const target = `/book/${productId}`;
    // the middleware would send a visitor through sign-in too; going there directly saves a hop
    navigate(anonymous ? `/auth/index?redirect=${encodeURIComponent(target)}` : target);
  }

  async function add() {
    if (stillMissing() || !line || adding) return;
    if (anonymous) return goToSignIn();
    const body = { product_id: productId, ...line };
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised)
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    setAdding(true);
    const result = await apiCall("/api/basket/line", {
      method: "POST",
      body,
      idempotencyKey: attempt.current.key,
    });
    setAdding(false);
    if (!result.ok && result.code === Codes.loginExpired) return goToSignIn();
    if (result.ok || !RETRYABLE.has(result.errorKey)) attempt.current = null;
    if (!result.ok) {
      toast.error(say(failureMessage(result)));
      return;
    }
    void mutate(BASKET_COUNT_KEY);
    toast.success(tc("added"), { action: { label: tc("view"), onClick: () => navigate("/cart") } });
  }

  return (
    // the scroll-to-top button keeps clear of the buttons and the note (components/layout/scroll-to-top)
    <div className="flex flex-col gap-2" data-keep-clear="">
      {problem ? (
        <p role="alert" className="text-sm font-medium text-accent" data-testid="booking-error">
          {problem}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={() => void add()}
          disabled={adding}
          aria-busy={adding || undefined}
          className="rounded-brand py-3 font-semibold text-primary ring-2 ring-primary hover:bg-primary/10 disabled:opacity-60"
          data-testid="add-to-cart"
        >
          {adding ? t("adding") : t("addToCart")}
        </button>
        <button
          type="button"
          onClick={book}
          className="rounded-brand bg-primary py-3 font-semibold text-primary-contrast hover:opacity-90"
          data-testid="book-now"
        >
          {t(action)}
        </button>
      </div>
    </div>
  );
}

/**
 * The activity item id to book under, asked when Book is pressed: the chosen option is on a live
 * flash sale this shopper has not bought yet. The browser's clock is close enough here: the
 * upstream says 24101 if the sale is not running.
 */
function useFlashItem(
  flash: FlashChoice | undefined,
  line: LineChoice | null,
): (now: number) => number | null {
  const { data: items } = useSeckillLive(flash !== undefined);
  const item =
    flash && line?.variant_id === flash.variantId
      ? findLive(items, flash.activityId, flash.variantId)
      : undefined;
  return (now) =>
    flash && item && grabState({ ...flash.window, ...item }, now) === "grab" ? item.id : null;
}
