"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { toast } from "@/lib/client/toast";
import useSWR, { useSWRConfig } from "swr";
import { apiCall, goToSignIn } from "@/lib/client/api";
import { ApiError } from "@/lib/client/fetcher";
import { BASKET_COUNT_KEY, BASKET_KEY } from "@/lib/client/basket";
import { saveCartCheckout } from "@/lib/client/handoff";
import { navigate } from "@/lib/client/navigate";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { CartLine } from "./cart-line";
import {
  eligibleIds,
  fetchBasket,
  groupsOf,
  selectionOf,
  withQuantity,
  without,
  type Basket,
  type BasketLine,
} from "./cart-data";
import { failureMessage, useCartText } from "./cart-text";
import { Codes } from "@/lib/commerce/contract/error-codes";

/**
 * Spec §2 /cart: the basket grouped by delivery type, quantities changed optimistically (rolled
 * back with the §8 message when refused), lines removed, and a checkout of selected lines of one
 * delivery type (§5) handed to /checkout/confirm through localStorage tf_checkout.
 */
export function CartView({ initial }: { initial: Basket | null }) {
  const t = useTranslations("cart");
  const say = useCartText();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, mutate, isLoading } = useSWR<Basket>(BASKET_KEY, fetchBasket, {
    ...(initial ? { fallbackData: initial } : {}),
    revalidateOnMount: !initial,
  });
  // the first group's lines that can be bought start ticked: one delivery type, ready to check out
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(initial ? eligibleIds(groupsOf(initial.lines)[0]?.lines ?? []) : []),
  );
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [tried, setTried] = useState(false);

  const lines = useMemo(() => data?.lines ?? [], [data]);
  const selection = selectionOf(lines, selected);

  // the header's count follows the basket this page shows
  useEffect(() => {
    if (data) void mutateKey(BASKET_COUNT_KEY, data.lines.length, { revalidate: false });
  }, [data, mutateKey]);

  useEffect(() => {
    if (error instanceof ApiError && error.failure.code === Codes.loginExpired) goToSignIn();
  }, [error]);

  const mark = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const check = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  async function change(
    id: number,
    call: () => Promise<Awaited<ReturnType<typeof apiCall>>>,
    optimistic: (b: Basket) => Basket,
    failed: "updateFailed" | "removeFailed",
  ) {
    // the page's first basket is SWR fallback data, not yet in the cache: start from what is shown
    const shown = data;
    if (!shown) return false;
    mark(id, true);
    try {
      await mutate(
        async (current) => {
          const result = await call();
          if (!result.ok) throw new ApiError(result);
          return optimistic(current ?? shown);
        },
        {
          optimisticData: (current) => optimistic(current ?? shown),
          rollbackOnError: true,
          populateCache: true,
          revalidate: true,
        },
      );
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.failure.code === Codes.loginExpired) {
        goToSignIn();
        return false;
      }
      toast.error(
        say(error instanceof ApiError ? failureMessage(error.failure, failed) : { key: failed }),
      );
      return false;
    } finally {
      mark(id, false);
    }
  }

  async function setQuantity(line: BasketLine, quantity: number) {
    const id = line.basket_line_id;
    if (id === null) return;
    // §5: stepping down from the minimum goes to 0, which in a basket means the line goes
    if (quantity <= 0) return remove(line);
    await change(
      id,
      () => apiCall("/api/basket/line", { method: "PUT", body: { id, quantity } }),
      (b) => withQuantity(b, id, quantity),
      "updateFailed",
    );
  }

  async function remove(line: BasketLine) {
    const id = line.basket_line_id;
    if (id === null) return;
    const done = await change(
      id,
      () => apiCall("/api/basket/line", { method: "DELETE", body: { ids: [id] } }),
      (b) => without(b, id),
      "removeFailed",
    );
    if (done) {
      check([id], false);
      toast.success(t("removed"));
    }
  }

  function checkout() {
    setTried(true);
    if (!selection.ids.length || selection.mixed) return;
    saveCartCheckout({ basket_lines_id: selection.ids });
    navigate("/checkout/confirm");
  }

  if (!data) {
    if (error && !(error instanceof ApiError && error.failure.code === Codes.loginExpired)) {
      return (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-brand bg-surface p-6 ring-1 ring-line"
          data-testid="cart-error"
        >
          <p>{t("loadFailed")}</p>
          <button
            type="button"
            onClick={() => void mutate()}
            className="rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast"
          >
            {t("retry")}
          </button>
        </div>
      );
    }
    return <p className="text-sm text-muted">{isLoading ? "…" : null}</p>;
  }

  if (!lines.length) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-brand bg-surface px-6 py-12 text-center ring-1 ring-line"
        data-testid="cart-empty"
      >
        <p className="text-lg font-semibold">{t("empty")}</p>
        <p className="text-sm text-muted">{t("emptyHint")}</p>
        <a
          href="/products"
          className="mt-2 rounded-brand bg-primary px-5 py-2.5 font-semibold text-primary-contrast"
          data-testid="cart-browse"
        >
          {t("browse")}
        </a>
      </div>
    );
  }

  const notice = selection.mixed
    ? t("deliveryTypes")
    : tried && !selection.ids.length
      ? t("chooseLines")
      : null;

  return (
    <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
      <div className="flex flex-col gap-4">
        {groupsOf(lines).map((group) => {
          const name = group.shipped ? t("shipped") : t("notShipped");
          const eligible = eligibleIds(group.lines);
          const all = eligible.length > 0 && eligible.every((id) => selected.has(id));
          return (
            <section
              key={String(group.shipped)}
              aria-label={name}
              className="rounded-brand bg-surface px-4 ring-1 ring-line"
              data-testid="cart-group"
              data-shipped={group.shipped}
            >
              <h2 className="flex items-center gap-3 border-b border-line py-3 font-semibold">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-[var(--brand-primary)]"
                  checked={all}
                  disabled={!eligible.length}
                  onChange={(e) => check(eligible, e.target.checked)}
                  aria-label={t("selectGroup", { group: name })}
                  data-testid="cart-group-check"
                />
                <span>{name}</span>
              </h2>
              <ul className="divide-y divide-line">
                {group.lines.map((line) => {
                  const id = line.basket_line_id ?? 0;
                  return (
                    <CartLine
                      key={line.key + id}
                      line={line}
                      symbol={data.symbol}
                      checked={selected.has(id) && !line.problem}
                      busy={busy.has(id)}
                      onCheck={(on) => check([id], on)}
                      onQuantity={(q) => void setQuantity(line, q)}
                      onRemove={() => void remove(line)}
                    />
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>

      <aside
        className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-line bg-surface px-4 py-3 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] lg:top-24 lg:mx-0 lg:rounded-brand lg:border-0 lg:p-4 lg:shadow-none lg:ring-1 lg:ring-line"
        data-testid="cart-summary"
      >
        {notice ? (
          <div role="alert" className="text-sm text-accent" data-testid="cart-notice">
            <p className="font-medium">{notice}</p>
            {selection.mixed ? <p className="text-xs">{t("mixedHint")}</p> : null}
          </div>
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <div className="flex flex-col">
            <span className="text-xs text-muted" data-testid="cart-selected-count">
              {t("selected", { count: selection.items })}
            </span>
            <span className="text-sm">
              {t("total")}{" "}
              <b className="text-lg text-primary" data-testid="cart-total">
                {formatMoney(selection.total, data.symbol)}
              </b>
            </span>
          </div>
          <button
            type="button"
            onClick={checkout}
            aria-disabled={!selection.ids.length || selection.mixed}
            className="rounded-brand bg-primary px-6 py-3 font-semibold text-primary-contrast aria-disabled:opacity-50"
            data-testid="cart-checkout"
          >
            {t("checkout")}
          </button>
        </div>
      </aside>
    </div>
  );
}
