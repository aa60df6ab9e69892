"use client";

import { useTranslations } from "next-intl";
import useSWRInfinite from "swr/infinite";
import type { OrderTab } from "@/lib/commerce/orders/orders";
import { page, type Page } from "@/lib/commerce/contract/common.schema";
import { orderCardSchema, type OrderCard } from "@/lib/commerce/orders/orders.schema";
import { goToSignIn } from "@/lib/client/api";
import { ApiError, fetcherFor } from "@/lib/client/fetcher";
import { OrderCardView } from "./order-card";
import { OrdersEmpty } from "./orders-empty";
import { Codes } from "@/lib/commerce/contract/error-codes";

type Props = {
  tab: OrderTab;
  /** the page the server rendered (page 1, or ?page=N without JavaScript) */
  initial: Page<OrderCard>;
  /** plain link to the next page, for use without JavaScript */
  nextHref: string | null;
};

const readPage = fetcherFor(page(orderCardSchema));

async function fetchPage(url: string): Promise<Page<OrderCard>> {
  try {
    return await readPage(url);
  } catch (error) {
    if (error instanceof ApiError && error.code === Codes.loginExpired) goToSignIn();
    throw error;
  }
}

const loadedAll = (pages: Page<OrderCard>[]) => {
  const last = pages[pages.length - 1];
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return !last || last.list.length === 0 || last.count <= loaded;
};

/**
 * Spec §2 order list: the cards of one tab, "load more" page by page (§4), each card's actions;
 * after an action the loaded pages are asked for again. A failed page says so with a retry (§8
 * Orders: fetch failed).
 */
export function OrderList({ tab, initial, nextHref }: Props) {
  const t = useTranslations("orders");
  const tl = useTranslations("loadMore");
  const first = initial.page;
  const { data, size, setSize, mutate, error, isValidating } = useSWRInfinite<Page<OrderCard>>(
    (index, previous: Page<OrderCard> | null) =>
      previous && previous.list.length === 0
        ? null
        : `/api/orders?tab=${tab}&page=${first + index}`,
    fetchPage,
    {
      fallbackData: [initial],
      revalidateOnMount: false,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  const pages = data ?? [initial];
  const seen = new Set<string>();
  const orders = pages
    .flatMap((p) => p.list)
    .filter((o) => (seen.has(o.sn) ? false : (seen.add(o.sn), true)));
  const loading = isValidating && size > pages.length;
  const done = loadedAll(pages) && !error;

  // the last order left the tab (paid, cancelled) and nothing else is there: say so, as the server does
  if (orders.length === 0 && done) return <OrdersEmpty tab={tab} firstPageHref={null} />;

  return (
    <div>
      <ul className="flex flex-col gap-3" data-testid="order-list">
        {orders.map((order) => (
          <OrderCardView key={order.sn} order={order} onChanged={() => void mutate()} />
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-2 text-sm text-muted" aria-live="polite">
        {error ? (
          <p role="alert" className="text-accent" data-testid="orders-failed">
            {t("fetchFailed")}{" "}
            <button
              type="button"
              onClick={() => void mutate()}
              className="min-h-11 px-2 font-medium underline"
              data-testid="orders-retry"
            >
              {t("retry")}
            </button>
          </p>
        ) : null}
        {!done && !error ? (
          <a
            href={nextHref ?? "#"}
            onClick={(e) => {
              e.preventDefault();
              if (!loading) void setSize(pages.length + 1);
            }}
            aria-disabled={loading}
            className="inline-flex min-h-11 items-center rounded-brand border border-primary px-5 py-2 font-medium text-primary hover:bg-primary hover:text-primary-contrast"
            data-testid="orders-more"
          >
            {loading ? tl("loading") : tl("more")}
          </a>
        ) : null}
        {done && pages.length > 1 ? <p>{tl("done")}</p> : null}
      </div>
    </div>
  );
}
