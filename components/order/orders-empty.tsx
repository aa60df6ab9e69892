import { useTranslations } from "next-intl";
import type { OrderTab } from "@/lib/commerce/orders/orders";

/**
 * An order tab with nothing under it (§4 Order list tabs): what is empty, in words, and a way on —
 * back to the first page when a later page is empty, else to the shop. Shown by the server for an
 * empty first answer and by the list when its last order leaves the tab (paid, cancelled).
 */
export function OrdersEmpty({
  tab,
  firstPageHref,
}: {
  tab: OrderTab;
  firstPageHref: string | null;
}) {
  const t = useTranslations("orders");
  return (
    <div
      className="rounded-brand bg-surface p-8 text-center ring-1 ring-line"
      data-testid="orders-empty"
    >
      <p className="text-muted">{t(`empty.${tab}`)}</p>
      {firstPageHref ? (
        <a
          href={firstPageHref}
          className="mt-4 inline-flex min-h-11 items-center text-sm text-primary"
        >
          {t("firstPage")}
        </a>
      ) : (
        <a
          href="/products"
          className="mt-4 inline-flex min-h-11 items-center rounded-brand bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast"
        >
          {t("browse")}
        </a>
      )}
    </div>
  );
}
