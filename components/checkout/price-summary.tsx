"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { CancellationNote } from "@/components/product/cancellation-terms";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { cancellationTerms } from "@/lib/commerce/refunds/refund-terms";
import { shipsAnything, UNREACHABLE } from "@/lib/commerce/pricing/shipping";
import type { Fee } from "@/lib/commerce/checkout/checkout.schema";

function Row({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className={strong ? "font-semibold text-accent" : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * §5 Price rule, line by line: items, promotion, coupon, shipping (§8: -1 = outside the delivery
 * area), points; each line's cancellation terms (repeated before Pay); the payable amount
 * and Pay follow in `children`.
 */
export function PriceSummary({
  fee,
  addressPending,
  updating,
  children,
}: {
  fee: Fee;
  addressPending: boolean;
  updating: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("checkout");
  const money = (amount: number) => formatMoney(amount, fee.symbol);
  // an address asked for a cart of e-vouchers is not a shipping one: no shipping line when nothing ships (lib/commerce/pricing/shipping)
  const ships = shipsAnything(fee.lines);
  const shipping =
    fee.express.amount === UNREACHABLE
      ? t("shippingOutside")
      : addressPending
        ? t("shippingPending")
        : fee.express.amount === 0
          ? t("shippingFree")
          : money(fee.express.amount);

  return (
    <section
      className="rounded-brand bg-surface p-4 ring-1 ring-line sm:p-5"
      aria-labelledby="checkout-summary-title"
      data-testid="checkout-summary"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="checkout-summary-title" className="text-base font-semibold">
          {t("summary")}
        </h2>
        {/* said in words, not by fading the figures: faded text falls below 4.5:1 (WCAG 1.4.3) */}
        <p className="text-xs text-muted" role="status" data-testid="checkout-summary-updating">
          {updating ? t("updating") : null}
        </p>
      </div>
      <dl className="flex flex-col gap-2 text-sm" aria-busy={updating}>
        <Row
          label={t("products")}
          value={money(fee.product_amount)}
          testId="checkout-product-amount"
        />
        {fee.promo_amount !== 0 ? (
          <Row label={t("promo")} value={money(fee.promo_amount)} testId="checkout-promo" />
        ) : null}
        {fee.coupon_discount > 0 ? (
          <Row
            label={t("coupon")}
            value={`-${money(fee.coupon_discount)}`}
            testId="checkout-coupon-discount"
            strong
          />
        ) : null}
        {ships ? (
          <Row
            label={t("shipping")}
            value={shipping}
            testId="checkout-shipping"
            strong={fee.express.amount === UNREACHABLE}
          />
        ) : null}
        {fee.point.money > 0 ? (
          <Row
            label={t("pointsLine")}
            value={`-${money(fee.point.money)}`}
            testId="checkout-points-money"
            strong
          />
        ) : null}
      </dl>
      <CheckoutTerms fee={fee} />
      {children}
    </section>
  );
}

/**
 * The payable amount and the one Pay button: a bar fixed to the bottom of a phone screen, the foot
 * of the summary card on a desktop. Disabled while prices update, while the order is being placed
 * (one press = one order), and when the address is outside the delivery area.
 */
export function PayBar({
  fee,
  onPay,
  paying,
  disabled,
}: {
  fee: Fee;
  onPay: () => void;
  paying: boolean;
  disabled: boolean;
}) {
  const t = useTranslations("checkout");
  return (
    <div
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] lg:static lg:mt-4 lg:border-t lg:px-0 lg:pb-0 lg:pt-4 lg:shadow-none"
    >
      <p className="flex flex-col leading-tight">
        <span className="text-xs text-muted">{t("payable")}</span>
        <span className="text-xl font-bold text-accent" data-testid="checkout-payable">
          {formatMoney(fee.payable_amount, fee.symbol)}
        </span>
      </p>
      <button
        type="button"
        onClick={onPay}
        disabled={disabled}
        aria-busy={paying}
        className="min-w-32 rounded-brand bg-primary px-6 py-3 text-base font-semibold text-primary-contrast disabled:cursor-not-allowed disabled:opacity-50"
        data-testid="checkout-pay"
      >
        {paying ? t("paying") : t("pay")}
      </button>
    </div>
  );
}

/**
 * The cancellation terms of what is being bought, before Pay (lib/commerce/refunds/refund-terms): one line
 * per product line, named when the order has more than one.
 */
function CheckoutTerms({ fee }: { fee: Fee }) {
  const t = useTranslations("checkout");
  // the moment the checkout opened: a booking placed now is refunded by these terms
  const [now] = useState(() => new Date());
  const many = fee.lines.length > 1;
  return (
    <div
      className="mt-3 flex flex-col gap-1 border-t border-line pt-3"
      data-testid="checkout-terms"
    >
      <h3 className="text-xs font-semibold">{t("termsTitle")}</h3>
      <ul className="flex flex-col gap-1">
        {fee.lines.map((line) => (
          <li key={line.key}>
            {many ? <span className="block truncate text-xs text-muted">{line.title}</span> : null}
            <CancellationNote
              testId="checkout-line-terms"
              terms={cancellationTerms(
                {
                  productType: line.product_type,
                  refundTag: line.refund.tag,
                  policy: line.refund.items,
                  dated: line.book_at !== null,
                  bookAt: line.book_at,
                  bookTime: line.book_time,
                },
                now,
              )}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
