import Image from "next/image";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { shopDateTime } from "@/components/account/format";
import { OrderFrame } from "@/components/order/order-page-shell";
import { formatMoney, symbolForCode } from "@/lib/commerce/pricing/money";
import { lastPage } from "@/lib/commerce/catalogue/paging";
import type { RefundPageView } from "@/lib/upstream/orders";
import { RefundStatusBadge } from "./status-badge";
import { PageLinks, pageWords } from "../ui/page-links";
import { knownApplyType } from "@/lib/commerce/refunds/refunds";

export const afterSalesHref = (page: number) =>
  page > 1 ? `/account/afterSales?page=${page}` : "/account/afterSales";

/** Spec §2 /account/afterSales: the shopper's applications, newest first, with their shown status (§4: 6 → 0, 7 → 4). */
export async function AfterSalesScreen({
  page,
  pageNo,
  header,
}: {
  page: RefundPageView;
  pageNo: number;
  header: ReactNode;
}) {
  const t = await getTranslations("refundApply");
  const to = await getTranslations("orders");
  const pages = lastPage(page.count, page.page_size);

  return (
    <OrderFrame width="3xl" header={header} data-testid="after-sales-page">
      {page.list.length === 0 ? (
        <p
          className="rounded-brand bg-surface p-8 text-center text-muted ring-1 ring-line"
          data-testid="after-sales-empty"
        >
          {t("listEmpty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="after-sales-list">
          {page.list.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-3 rounded-brand bg-surface p-4 ring-1 ring-line"
              data-testid="after-sales-item"
              data-status={r.display_status}
            >
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <a
                  href={`/account/order/${r.sn}`}
                  className="break-all text-muted hover:text-primary"
                  data-testid="after-sales-order"
                >
                  {to("orderSn", { sn: r.sn })}
                </a>
                <RefundStatusBadge status={r.status} />
              </div>
              <a
                href={`/refund/apply/${r.id}`}
                className="flex gap-3"
                data-testid="after-sales-open"
              >
                <span className="relative h-16 w-16 shrink-0 overflow-hidden rounded-brand bg-bg">
                  {r.image ? (
                    <Image
                      src={r.image}
                      alt=""
                      fill
                      sizes="64px"
                      unoptimized
                      className="object-cover"
                    />
                  ) : null}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                  <span className="line-clamp-2 break-words font-semibold">{r.title}</span>
                  <span className="text-muted">
                    {r.is_cancel ? t("cancelRefund") : t(`type.${knownApplyType(r.type)}`)}
                  </span>
                  <span className="text-xs text-muted">
                    {t("appliedAt", { date: shopDateTime(r.created_at) })}
                  </span>
                </span>
                <span className="shrink-0 text-base font-bold">
                  {formatMoney(r.amount, symbolForCode(r.currency_code))}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={pageNo} pages={pages} hrefFor={afterSalesHref} words={pageWords(t)} />
    </OrderFrame>
  );
}
