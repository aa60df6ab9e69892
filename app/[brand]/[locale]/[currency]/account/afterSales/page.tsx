import type { Metadata } from "next";
import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { shopDateTime } from "@/components/account/format";
import { requireToken } from "@/components/account/guard";
import { AccountPageHeader } from "@/components/account/page-header";
import { FetchFailed } from "@/components/order/fetch-failed";
import { loadOrderData } from "@/components/order/load";
import { RefundStatusBadge } from "@/components/refund/status-badge";
import { formatMoney, symbolForCode } from "@/lib/commerce/money";
import { lastPage, pageFromQuery } from "@/lib/commerce/paging";
import { resolveShop, type ShopParams } from "@/lib/shop-params";
import { listRefunds } from "@/lib/upstream/orders";

export const dynamic = "force-dynamic";

type Props = { params: Promise<ShopParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolveShop(params);
  const t = await getTranslations({ locale, namespace: "refundApply" });
  return { title: t("listTitle"), robots: { index: false, follow: false } };
}

const href = (page: number) => (page > 1 ? `/account/afterSales?page=${page}` : "/account/afterSales");

/** Spec §2 /account/afterSales: the shopper's applications, newest first, with their shown status (§4: 6 → 0, 7 → 4). */
export default async function AfterSalesPage({ params, searchParams }: Props) {
  const shop = await resolveShop(params);
  const pageNo = pageFromQuery((await searchParams).page);
  const path = href(pageNo);
  const page = await loadOrderData(path, listRefunds({ ...shop.ctx, token: await requireToken(path) }, pageNo));
  const t = await getTranslations("refundApply");
  const to = await getTranslations("orders");
  const header = <AccountPageHeader title={t("listTitle")} back={{ href: "/account/orders", label: to("title") }} />;
  if (!page) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
        {header}
        <FetchFailed retryHref={path} />
      </div>
    );
  }
  const pages = lastPage(page.count, page.page_size);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6" data-testid="after-sales-page">
      {header}
      {page.list.length === 0 ? (
        <p className="rounded-brand bg-surface p-8 text-center text-muted ring-1 ring-line" data-testid="after-sales-empty">
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
                <a href={`/account/order/${r.sn}`} className="break-all text-muted hover:text-primary" data-testid="after-sales-order">
                  {to("orderSn", { sn: r.sn })}
                </a>
                <RefundStatusBadge status={r.status} />
              </div>
              <a href={`/refund/apply/${r.id}`} className="flex gap-3" data-testid="after-sales-open">
                <span className="relative h-16 w-16 shrink-0 overflow-hidden rounded-brand bg-bg">
                  {r.image ? <Image src={r.image} alt="" fill sizes="64px" unoptimized className="object-cover" /> : null}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                  <span className="line-clamp-2 break-words font-semibold">{r.title}</span>
                  <span className="text-muted">{r.is_cancel ? t("cancelRefund") : t(`type.${r.type === 1 ? 1 : r.type === 2 ? 2 : 0}`)}</span>
                  <span className="text-xs text-muted">{t("appliedAt", { date: shopDateTime(r.created_at) })}</span>
                </span>
                <span className="shrink-0 text-base font-bold">{formatMoney(r.amount, symbolForCode(r.currency_code))}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("pagination")} className="flex items-center justify-center gap-3 text-sm">
          {pageNo > 1 ? (
            <a rel="prev" href={href(pageNo - 1)} className="inline-flex min-h-11 items-center text-primary">
              ← {t("prev")}
            </a>
          ) : null}
          <span className="text-muted">{t("pageOf", { page: Math.min(pageNo, pages), pages })}</span>
          {pageNo < pages ? (
            <a rel="next" href={href(pageNo + 1)} className="inline-flex min-h-11 items-center text-primary">
              {t("next")} →
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
