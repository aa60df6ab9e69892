import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { formatUseDay } from "@/lib/commerce/time/shop-time";
import { formatMoney } from "@/lib/commerce/pricing/money";
import type { OrderDetail } from "@/lib/commerce/orders/orders.schema";
import { LineRefundNote } from "./line-refund-note";
import { ORDER_STATUS } from "@/lib/commerce/orders/orders";
import { PRODUCT_TYPE } from "@/lib/commerce/catalogue/product-types";

/**
 * The order's lines as bought (the snapshot): title (to the product), option, date and session,
 * quantity × unit price, total; for tickets ★ whether they are confirmed at once or by the
 * provider; the refund rule of each line; the line's vouchers.
 */
export function OrderLines({ order, symbol }: { order: OrderDetail; symbol: string }) {
  const t = useTranslations("orders");
  const locale = useLocale();
  const money = (n: number) => formatMoney(n, symbol);
  const sn = encodeURIComponent(order.sn);
  return (
    <ul className="flex flex-col divide-y divide-line" data-testid="order-lines">
      {order.lines.map((line) => (
        <li
          key={line.id}
          className="flex gap-3 py-3 first:pt-0 last:pb-0"
          data-testid="order-line"
          data-line-id={line.id}
        >
          <span className="relative h-20 w-20 shrink-0 overflow-hidden rounded-brand bg-bg">
            {line.image ? (
              <Image
                src={line.image}
                alt=""
                fill
                sizes="80px"
                unoptimized
                className="object-cover"
              />
            ) : null}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <a
              href={`/product/${line.product_id}/${encodeURIComponent(line.seo_sn)}`}
              className="break-words font-semibold hover:text-primary"
              data-testid="order-line-title"
            >
              {line.title}
            </a>
            {line.variant_name ? (
              <p className="break-words text-muted">{line.variant_name}</p>
            ) : null}
            {line.book_at ? (
              <p className="text-muted">
                {line.book_time
                  ? t("useDateTime", {
                      date: formatUseDay(line.book_at, locale),
                      time: line.book_time,
                    })
                  : t("useDate", { date: formatUseDay(line.book_at, locale) })}
              </p>
            ) : null}
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-muted">
                {t("unitTimes", { price: money(line.unit_amount), count: line.quantity })}
                {line.promo_discount !== 0
                  ? ` · ${t("linePromo", { amount: money(line.promo_discount) })}`
                  : ""}
              </span>
              <span className="font-semibold" data-testid="order-line-total">
                {money(line.total_amount)}
              </span>
            </p>
            {line.product_type !== PRODUCT_TYPE.goods ? (
              <p
                className="text-xs"
                data-testid="order-line-confirmation"
                data-confirmation={line.confirmation}
              >
                <span className="rounded-brand bg-primary/10 px-1.5 py-0.5 font-medium text-ink">
                  {line.confirmation === 1 ? t("confirmOnRequest") : t("confirmInstant")}
                </span>
              </p>
            ) : null}
            {/* what a refund gives back matters once the order is paid (and not closed) */}
            {order.paid_at !== null &&
            order.status !== ORDER_STATUS.cancelled &&
            order.status !== ORDER_STATUS.closed ? (
              <LineRefundNote refund={line.refund} symbol={symbol} />
            ) : null}
            {line.vouchers > 0 ? (
              <a
                href={`/account/order/${sn}/${line.id}/voucher`}
                className="inline-flex min-h-11 items-center self-start text-sm font-medium text-primary"
                data-testid="order-line-vouchers"
              >
                {t("lineVouchers", { count: line.vouchers })}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
