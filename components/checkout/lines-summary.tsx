"use client";

import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { formatUseDay } from "@/lib/commerce/time/shop-time";
import type { QuoteLine } from "@/lib/commerce/checkout/checkout.schema";
import { Section } from "./section";

/** What is being bought: product, option, date and session, unit price × quantity and the line total. */
export function LinesSummary({ lines, symbol }: { lines: QuoteLine[]; symbol: string }) {
  const t = useTranslations("checkout");
  const locale = useLocale();
  return (
    <Section title={t("order")} testId="checkout-lines">
      <ul className="flex flex-col divide-y divide-line">
        {lines.map((line) => (
          <li
            key={line.key}
            className="flex gap-3 py-3 first:pt-0 last:pb-0"
            data-testid="checkout-line"
          >
            <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-brand bg-line/40">
              {line.image ? (
                <Image
                  src={line.image}
                  alt=""
                  fill
                  sizes="64px"
                  unoptimized
                  className="object-cover"
                />
              ) : null}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <a
                href={`/product/${line.product_id}/${line.seo_sn}`}
                className="line-clamp-2 text-sm font-medium hover:text-primary"
              >
                {line.title}
              </a>
              {line.variant_name ? <p className="text-sm text-muted">{line.variant_name}</p> : null}
              {line.book_at ? (
                <p
                  className="flex flex-wrap gap-x-3 text-sm text-muted"
                  data-testid="checkout-line-date"
                >
                  <span className="whitespace-nowrap">
                    {t("date", { date: formatUseDay(line.book_at, locale) })}
                  </span>
                  {line.book_time ? (
                    <span className="whitespace-nowrap">
                      {t("session", { time: line.book_time })}
                    </span>
                  ) : null}
                </p>
              ) : null}
            </div>
            {/* unit × quantity = line total, as the order page reads */}
            <div className="shrink-0 text-right">
              <p className="whitespace-nowrap text-xs text-muted" data-testid="checkout-line-unit">
                {t("unitTimes", {
                  price: formatMoney(line.unit_amount, symbol),
                  count: line.quantity,
                })}
              </p>
              <p className="text-sm font-semibold" data-testid="checkout-line-total">
                {formatMoney(line.total_amount, symbol)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
