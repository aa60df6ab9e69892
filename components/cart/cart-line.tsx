"use client";

import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { QuantityStepper } from "@/components/product/quantity-stepper";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { maxPurchasable } from "@/lib/commerce/booking/quantity";
import { formatUseDay } from "@/lib/commerce/time/shop-time";
import type { BasketLine } from "./cart-data";
import { problemMessage, useCartText } from "./cart-text";

type Props = {
  line: BasketLine;
  symbol: string;
  checked: boolean;
  busy: boolean;
  onCheck: (checked: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

/** One basket line: pick it for checkout, change its quantity (§5 steps), remove it, see its problem. */
export function CartLine({ line, symbol, checked, busy, onCheck, onQuantity, onRemove }: Props) {
  const t = useTranslations("cart");
  const tb = useTranslations("booking");
  const say = useCartText();
  const locale = useLocale();
  const id = line.basket_line_id ?? 0;
  const href = `/product/${line.product_id}/${line.seo_sn}`;
  // a line that cannot be resolved any more (off shelf, expired) has no stock to step within
  const max = maxPurchasable(line.stock, line.min_purchase, null);
  const when = line.book_at ? formatUseDay(line.book_at, locale) : null;

  return (
    <li
      className="flex gap-3 py-4"
      data-testid="cart-line"
      data-line-id={id}
      data-problem={line.problem ?? ""}
    >
      <input
        type="checkbox"
        className="mt-8 h-5 w-5 shrink-0 accent-[var(--brand-primary)]"
        checked={checked}
        disabled={Boolean(line.problem) || busy}
        onChange={(e) => onCheck(e.target.checked)}
        aria-label={t("selectLine", { title: line.title })}
        data-testid="cart-line-check"
      />
      {/* the title below is the line's link; this picture repeats it for the pointer only */}
      <a
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative h-20 w-20 shrink-0 overflow-hidden rounded-brand bg-line/40 sm:h-24 sm:w-24"
      >
        {line.image ? (
          <Image src={line.image} alt="" fill sizes="96px" unoptimized className="object-cover" />
        ) : null}
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <a
            href={href}
            className="line-clamp-2 text-sm font-medium leading-snug hover:text-primary"
            data-testid="cart-line-title"
          >
            {line.title}
          </a>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={t("removeLine", { title: line.title })}
            className="shrink-0 rounded-brand px-1.5 py-0.5 text-xs text-muted hover:text-accent disabled:opacity-50"
            data-testid="cart-line-remove"
          >
            {t("remove")}
          </button>
        </div>
        {line.variant_name ? <p className="text-xs text-muted">{line.variant_name}</p> : null}
        {when ? (
          <p className="text-xs text-muted" data-testid="cart-line-date">
            <span className="sr-only">{t("dateOfUse")}: </span>
            {when}
            {line.book_time ? ` · ${t("session", { time: line.book_time })}` : ""}
          </p>
        ) : null}
        {line.problem ? (
          <p className="text-xs font-medium text-accent" data-testid="cart-line-problem">
            {say(problemMessage(line.problem, line))}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p className="flex flex-col text-sm">
            <span>
              <span className="sr-only">{t("unitPrice")}: </span>
              <span className="font-semibold text-primary" data-testid="cart-line-unit">
                {formatMoney(line.unit_amount, symbol)}
              </span>
            </span>
            {line.quantity > 1 ? (
              <span className="text-xs text-muted" data-testid="cart-line-total">
                {t("lineTotal")} {formatMoney(line.total_amount, symbol)}
              </span>
            ) : null}
          </p>
          <QuantityStepper
            value={line.quantity}
            min={line.min_purchase}
            max={max}
            onChange={onQuantity}
            busy={busy}
            disabled={busy || line.problem === "offShelf" || line.problem === "itemExpired"}
            labels={{
              decrease: tb("decrease"),
              increase: tb("increase"),
              group: t("quantityOf", { title: line.title }),
            }}
            testId="cart-line-quantity"
            size="sm"
          />
        </div>
      </div>
    </li>
  );
}
