"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { toast } from "@/lib/client/toast";
import useSWR, { useSWRConfig, type ScopedMutator } from "swr";
import { apiCall, goToSignIn } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";
import { bool, fields, int, list } from "@/lib/client/read";
import { Codes } from "@/lib/commerce/error-codes";

// Kept light for catalogue pages: no zod, no form library. Catalogue HTML is cached and shared,
// so whether a product is a favourite is never rendered on the server — every toggle starts
// "not pressed" and learns its state from the browser's own request.

/** SWR cache entry shared by every toggle on the page: what we know about each product id. */
export const FAVORITE_IDS_KEY = "/api/favorites/ids";
export type FavoriteIds = { signedIn: boolean | null; ids: Record<number, boolean> };
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

const Enabled = createContext(false);

/**
 * Turns the favourite toggles inside it on. Pages that mount it also provide the toggle's
 * messages ("product" fav… keys); a card rendered elsewhere shows no heart.
 */
export function FavoriteScope({ children }: { children: ReactNode }) {
  return <Enabled.Provider value>{children}</Enabled.Provider>;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-5 w-5"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.4-9.2C1.3 8 3.3 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.6 0 5.6 3.5 4.3 6.8-1.9 4.6-9.4 9.2-9.4 9.2Z" />
    </svg>
  );
}

type Props = {
  productId: number;
  /** "icon": a round heart over a card's image; "button": heart and word on the product page */
  variant?: "icon" | "button";
  className?: string;
};

/** Spec §1/§6 favourites: optimistic toggle, rolled back with a toast when the request fails. */
export function FavoriteToggle(props: Props) {
  return useContext(Enabled) ? <Toggle {...props} /> : null;
}

function Toggle({ productId, variant = "icon", className = "" }: Props) {
  const t = useTranslations("product");
  const tErrors = useTranslations("errors");
  const { mutate } = useSWRConfig();
  const { data } = useSWR<FavoriteIds>(FAVORITE_IDS_KEY, null);
  const [busy, setBusy] = useState(false);
  const known = data?.ids[productId];
  const pressed = known === true;

  useEffect(() => {
    if (known === undefined) requestState(productId, mutate);
  }, [known, productId, mutate]);

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
      toast(
        tErrors.has(key as Parameters<typeof tErrors>[0])
          ? tErrors(key as Parameters<typeof tErrors>[0])
          : tErrors("generic"),
        { testId: "toast" },
      );
    } finally {
      setBusy(false);
    }
  }

  if (variant === "button") {
    return (
      <button
        type="button"
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        title={pressed ? t("favRemove") : t("favAdd")}
        onClick={() => void toggle()}
        className={`inline-flex items-center gap-1.5 rounded-brand px-3 py-1.5 text-sm ring-1 ${pressed ? "text-accent ring-accent" : "text-ink ring-line hover:ring-primary"} ${className}`}
        data-testid="favorite-toggle"
        data-favorite={pressed}
      >
        <Heart filled={pressed} />
        <span>{pressed ? t("favSaved") : t("favLabel")}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t("favLabel")}
      aria-busy={busy || undefined}
      title={pressed ? t("favRemove") : t("favAdd")}
      onClick={() => void toggle()}
      className={`fav-btn ${pressed ? "fav-btn-on" : ""} ${className}`}
      data-testid="favorite-toggle"
      data-favorite={pressed}
    >
      {/* one per product card: the heart is a CSS mask (app/globals.css .fav-btn), not an inline SVG */}
      <span aria-hidden="true" />
    </button>
  );
}
