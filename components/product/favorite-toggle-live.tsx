"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type RefObject } from "react";
import useSWR, { useSWRConfig, type ScopedMutator } from "swr";
import { toast } from "@/lib/client/toast";
import { useLazyErrorText } from "@/components/account/use-error-text";
import { apiCall, goToSignIn } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import { bool, fields, int, list } from "@/lib/client/read";
import { Codes } from "@/lib/commerce/contract/error-codes";
import { FAVORITE_IDS_KEY, type FavoriteIds, type ToggleState } from "./favorite-toggle";

// The favourite toggle's live side (docs/decisions/product-page-weight.md): SWR, the ids request
// and the toggle's request, loaded once the browser is idle (components/product/favorite-toggle
// draws the button before and after). Kept light for catalogue pages: no zod, no form library.
// Catalogue HTML is cached and shared, so whether a product is a favourite is never rendered on the
// server — every toggle starts "not pressed" and learns its state from the browser's own request.

type IdsReply = { ids: number[]; signed_in: boolean };

const idsReader = {
  parse(data: unknown): IdsReply {
    const reply = fields(data);
    return { ids: list(reply.ids, int), signed_in: bool(reply.signed_in) };
  },
};

const MAX_IDS_PER_REQUEST = 50;
let queue = new Set<number>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Toggles mounted in the same tick (a whole grid, or the product page with its
 * recommendations) are answered by one GET /api/favorites/ids?product_ids=…; a "load more"
 * page of cards asks once for its new ids.
 */
function requestState(productId: number, mutate: ScopedMutator) {
  queue.add(productId);
  if (flushTimer) return;
  flushTimer = setTimeout(() => {
    flushTimer = null;
    const ids = [...queue];
    queue = new Set();
    void loadStates(ids, mutate);
  }, 0);
}

async function loadStates(ids: number[], mutate: ScopedMutator) {
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST) {
    const chunk = ids.slice(i, i + MAX_IDS_PER_REQUEST);
    const reply = await readApi(idsReader, `${FAVORITE_IDS_KEY}?product_ids=${chunk.join(",")}`);
    const favourite = new Set(reply.ok ? reply.data.ids : []);
    // a failed request leaves the hearts empty instead of asking again and again
    await mutate<FavoriteIds>(
      FAVORITE_IDS_KEY,
      (current) => ({
        signedIn: reply.ok ? reply.data.signed_in : (current?.signedIn ?? null),
        // what a toggle set meanwhile wins over the answer
        ids: { ...Object.fromEntries(chunk.map((id) => [id, favourite.has(id)])), ...current?.ids },
      }),
      { revalidate: false },
    );
  }
}

class ToggleFailed extends Error {
  constructor(
    readonly code: number,
    readonly errorKey: string,
  ) {
    super(errorKey);
  }
}

/**
 * Spec §1/§6 favourites: optimistic toggle, rolled back with a toast when the request fails.
 * Draws nothing: it tells the button its state (`onState`) and puts its toggle in `pressRef`.
 */
export function LiveFavorite({
  productId,
  onState,
  pressRef,
}: {
  productId: number;
  onState: (state: ToggleState) => void;
  pressRef: RefObject<(() => void) | null>;
}) {
  const t = useTranslations("product");
  const errorText = useLazyErrorText();
  const { mutate } = useSWRConfig();
  const { data } = useSWR<FavoriteIds>(FAVORITE_IDS_KEY, null);
  const [busy, setBusy] = useState(false);
  const known = data?.ids[productId];
  const pressed = known === true;

  useEffect(() => {
    if (known === undefined) requestState(productId, mutate);
  }, [known, productId, mutate]);

  useEffect(() => onState({ pressed, busy }), [onState, pressed, busy]);

  async function toggle() {
    if (busy) return;
    if (data?.signedIn === false) return goToSignIn();
    const next = !pressed;
    const withNext = (current?: FavoriteIds): FavoriteIds => ({
      signedIn: current?.signedIn ?? null,
      ids: { ...current?.ids, [productId]: next },
    });
    setBusy(true);
    try {
      await mutate<FavoriteIds>(
        FAVORITE_IDS_KEY,
        async (current) => {
          const result = next
            ? await apiCall("/api/favorites", { method: "POST", body: { product_id: productId } })
            : await apiCall(`/api/favorites/${productId}`, { method: "DELETE" });
          if (!result.ok) throw new ToggleFailed(result.code, result.errorKey);
          return { ...withNext(current), signedIn: true };
        },
        { optimisticData: withNext, rollbackOnError: true, populateCache: true, revalidate: false },
      );
      toast(next ? t("favAdded") : t("favRemoved"), { testId: "toast" });
    } catch (error) {
      if (error instanceof ToggleFailed && error.code === Codes.loginExpired) return goToSignIn();
      const key = error instanceof ToggleFailed ? error.errorKey : "generic";
      toast(await errorText(key), { testId: "toast" });
    } finally {
      setBusy(false);
    }
  }

  // the button's handler: this render's toggle (it reads this render's state)
  useEffect(() => {
    pressRef.current = () => void toggle();
  });
  useEffect(
    () => () => {
      pressRef.current = null;
    },
    [pressRef],
  );
  return null;
}
