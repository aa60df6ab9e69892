"use client";

import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { formatUseDay } from "@/lib/commerce/time/shop-time";
import { shopDateTime } from "@/components/account/format";
import { MEMBERSHIP_ORDER_TYPE } from "@/lib/commerce/membership/membership";
import { formatMoney, symbolForCode } from "@/lib/commerce/pricing/money";
import type { OrderCard as Card } from "@/lib/commerce/orders/orders.schema";
import { OrderActions } from "./order-actions";
import { LabelBadge } from "./label-badge";
import { ORDER_STATUS, orderTotal } from "@/lib/commerce/orders/orders";

/** A row of the order list: first line's picture, title, option, date/session and quantity; amount, label and the card's actions. */
export function OrderCardView({ order, onChanged }: { order: Card; onChanged: () => void }) {
  const t = useTranslations("orders");
  const locale = useLocale();
  const symbol = symbolForCode(order.currency_code);
  const href = `/account/order/${encodeURIComponent(order.sn)}`;
  const [first, ...rest] = order.lines;
  const pending = order.status === ORDER_STATUS.pending;
  const quantity = order.lines.reduce((n, l) => n + l.quantity, 0);

  return (
    <li
      className="flex flex-col gap-3 rounded-brand bg-surface p-4 ring-1 ring-line"
      data-testid="order-card"
      data-sn={order.sn}
      data-label={order.label}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <a
          href={href}
          className="min-w-0 break-all text-muted hover:text-primary"
          data-testid="order-card-sn"
        >
          {t("orderSn", { sn: order.sn })}
        </a>
        <LabelBadge label={order.label} />
      </div>
      {first ? (
        <a href={href} className="flex gap-3" data-testid="order-card-line">
          <span className="relative h-20 w-20 shrink-0 overflow-hidden rounded-brand bg-bg">
            {first.image ? (
              <Image
                src={first.image}
                alt=""
                fill
                sizes="80px"
                unoptimized
                className="object-cover"
              />
            ) : null}
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
            <span className="line-clamp-2 break-words font-semibold text-ink">{first.title}</span>
            {first.variant_name ? (
              <span className="break-words text-muted">{first.variant_name}</span>
            ) : null}
            {first.book_at ? (
              <span className="text-muted">
                {first.book_time
                  ? t("useDateTime", {
                      date: formatUseDay(first.book_at, locale),
                      time: first.book_time,
                    })
                  : t("useDate", { date: formatUseDay(first.book_at, locale) })}
              </span>
            ) : null}
            <span className="text-muted">{t("quantity", { count: first.quantity })}</span>
            {rest.length ? (
              <span className="text-muted">{t("moreLines", { count: rest.length })}</span>
            ) : null}
          </span>
        </a>
      ) : order.order_type === MEMBERSHIP_ORDER_TYPE ? (
        <a
          href="/vip"
          className="text-sm font-semibold text-ink hover:text-primary"
          data-testid="order-card-membership"
        >
          {t("membershipOrder")}
        </a>
      ) : null}
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="text-muted">
          {t("placedAt", { date: shopDateTime(order.created_at) })}
        </span>
        <span>
          {t("itemsTotal", { count: quantity })}{" "}
          <span className="text-base font-bold text-ink" data-testid="order-card-amount">
            {formatMoney(orderTotal(order), symbol)}
          </span>
        </span>
      </div>
      {pending && order.label === "pending" ? (
        <p className="text-xs text-accent">
          {t("payBy", { date: shopDateTime(order.pay_deadline) })}
        </p>
      ) : null}
      <OrderActions order={order} symbol={symbol} onChanged={onChanged} />
    </li>
  );
}
