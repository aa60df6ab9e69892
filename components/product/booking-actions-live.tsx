"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type RefObject } from "react";
import { useSWRConfig } from "swr";
import { failureMessage, useLazyCartText } from "@/components/cart/cart-text";
import { toast } from "@/lib/client/toast";
import { apiCall, goToSignIn, newIdempotencyKey } from "@/lib/client/api";
import { BASKET_COUNT_KEY } from "@/lib/client/basket";
import { saveDirectBuy } from "@/lib/client/handoff";
import { navigate } from "@/lib/client/navigate";
import { findLive, useSeckillLive } from "@/lib/client/seckill-live";
import { useSession } from "@/lib/client/session";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { grabState } from "@/lib/commerce/catalogue/seckill";
import type { BookingRun, FlashChoice, LineChoice } from "./booking-actions";

/** A retry of the same add (no answer, or still in progress) keeps its key; any answer ends it. */
const RETRYABLE = new Set(["unavailable", "idempotencyConflict", "internalError"]);

/**
 * What Book now and Add to basket do (spec §2 product detail, §5 Purchase), loaded once the
 * browser is idle or at the first press (it brings SWR — the session, the flash sale's
 * live items, the basket count — which the page's first JavaScript no longer carries). Book
 * stores the choice (tf_buy, valid under directBuySchema) and goes to /book/{id}, through sign-in
 * for a visitor. Add to basket posts the line with an Idempotency-Key and says how it went; a
 * visitor signs in first and comes back to this page. Draws nothing: it puts the two actions in
 * `runRef` (components/product/booking-actions draws the buttons).
 */
export function BookingRunner({
  productId,
  productSn,
  flash,
  runRef,
  onAdding,
  onReady,
}: {
  productId: number;
  productSn: string;
  flash?: FlashChoice;
  runRef: RefObject<BookingRun | null>;
  onAdding: (adding: boolean) => void;
  onReady: () => void;
}) {
  const tc = useTranslations("cart");
  const say = useLazyCartText();
  const { data: session } = useSession();
  const { mutate } = useSWRConfig();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const busy = useRef(false);
  const anonymous = session !== undefined && session.user === null;
  const flashItemAt = useFlashItem(flash);

  function book(line: LineChoice) {
    const flashItem = flashItemAt(line, Date.now());
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

  async function add(line: LineChoice) {
    if (busy.current) return;
    if (anonymous) return goToSignIn();
    const body = { product_id: productId, ...line };
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised)
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    busy.current = true;
    onAdding(true);
    const result = await apiCall("/api/basket/line", {
      method: "POST",
      body,
      idempotencyKey: attempt.current.key,
    });
    busy.current = false;
    onAdding(false);
    if (!result.ok && result.code === Codes.loginExpired) return goToSignIn();
    if (result.ok || !RETRYABLE.has(result.errorKey)) attempt.current = null;
    if (!result.ok) {
      toast.error(await say(failureMessage(result)));
      return;
    }
    void mutate(BASKET_COUNT_KEY);
    toast.success(tc("added"), { action: { label: tc("view"), onClick: () => navigate("/cart") } });
  }

  // this render's actions (they read this render's session and flash items)
  useEffect(() => {
    runRef.current = { book, add: (line) => void add(line) };
  });
  useEffect(() => {
    onReady();
    return () => {
      runRef.current = null;
    };
  }, [runRef, onReady]);
  return null;
}

/**
 * The activity item id to book under, asked when Book is pressed: the chosen option is on a live
 * flash sale this shopper has not bought yet. The browser's clock is close enough here: the
 * upstream says 24101 if the sale is not running.
 */
function useFlashItem(
  flash: FlashChoice | undefined,
): (line: LineChoice, now: number) => number | null {
  const { data: items } = useSeckillLive(flash !== undefined);
  return (line, now) => {
    const item =
      flash && line.variant_id === flash.variantId
        ? findLive(items, flash.activityId, flash.variantId)
        : undefined;
    return flash && item && grabState({ ...flash.window, ...item }, now) === "grab"
      ? item.id
      : null;
  };
}
