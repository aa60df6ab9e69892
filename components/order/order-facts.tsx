import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/commerce/pricing/money";
import type { OrderDetail } from "@/lib/commerce/orders/orders.schema";
import { ORDER_STATUS, orderTotal } from "@/lib/commerce/orders/orders";
import { maskIdNumber } from "@/lib/commerce/accounts/personal-data";
import { addressPurpose } from "@/lib/commerce/pricing/shipping";

export function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-brand bg-surface p-4 ring-1 ring-line sm:p-5"
      data-testid={`section-${id}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * One term and its value. A `dl` holds only such groups (a `div` with one `dt` and its `dd`): no
 * wrapper around them (axe definition-list). The label never wraps ("E-/mail" at 390 px
 * beside a long address): the value takes the line's remaining width and wraps instead.
 */
function Row({
  label,
  value,
  testId,
  strong,
  className = "",
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${className}`}>
      <dt className="shrink-0 whitespace-nowrap text-muted">{label}</dt>
      <dd
        className={`min-w-0 break-words text-right ${strong ? "text-base font-bold text-accent" : ""}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/** Travellers and the other booking fields the checkout asked for. */
export function BookingFacts({ fields }: { fields: OrderDetail["booking_fields"] }) {
  const t = useTranslations("orders");
  const tt = useTranslations("tourist");
  const tc = useTranslations("checkout");
  const other = Object.entries(fields.other).filter(
    ([, v]) => v !== null && v !== undefined && String(v).trim() !== "",
  );
  if (fields.travelers.length === 0 && other.length === 0) return null;
  const idType = (n: number) => (n >= 1 && n <= 9 ? tt(`idType${n}` as "idType1") : String(n));
  const fieldLabel = (key: string) =>
    tc.has(`field.${key}` as "field.note") ? tc(`field.${key}` as "field.note") : key;
  return (
    <Section id="booking" title={t("booking")}>
      {fields.travelers.length ? (
        <>
          <h3 className="mb-1 text-sm font-medium">{t("travellers")}</h3>
          <ul className="mb-3 flex flex-col gap-2 text-sm" data-testid="order-travellers">
            {fields.travelers.map((p, i) => (
              <li key={i} className="break-words">
                <span className="font-medium">
                  {[p.last_name, p.first_name].filter(Boolean).join(" ")}
                </span>
                {p.chinese_name ? <span className="ml-2">{p.chinese_name}</span> : null}
                <span className="block text-muted">
                  {tc("idLine", { type: idType(p.id_type), number: maskIdNumber(p.id_number) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {other.length ? (
        <dl className="flex flex-col gap-1 text-sm" data-testid="order-other-fields">
          {other.map(([k, v]) => (
            <Row
              key={k}
              label={fieldLabel(k)}
              value={typeof v === "object" ? JSON.stringify(v) : String(v)}
            />
          ))}
        </dl>
      ) : null}
    </Section>
  );
}

/** Contact and the address: shipping for goods, billing when nothing ships. */
export function ContactFacts({ order }: { order: OrderDetail }) {
  const t = useTranslations("orders");
  const a = order.address;
  const known = ["name", "country_code", "phone", "region", "district", "address", "email"];
  const phone = (cc: string | undefined, p: string | undefined) =>
    p ? (p.startsWith("+") || !cc ? p : `+${cc} ${p}`) : "";
  return (
    <Section id="contact" title={t("contact")}>
      <dl className="flex flex-col gap-1 text-sm">
        <Row label={t("contactName")} value={order.contact.name || "—"} />
        <Row label={t("contactPhone")} value={order.contact.phone || "—"} />
        <Row label={t("contactEmail")} value={order.contact.email || "—"} />
      </dl>
      {a ? (
        <div className="mt-3 border-t border-line pt-3 text-sm" data-testid="order-address">
          {/* nothing is sent for tickets and vouchers: the address the cart asked for is the billing address (lib/commerce/pricing/shipping) */}
          <h3 className="mb-1 font-medium">
            {addressPurpose(order.is_delivery) === "shipping" ? t("address") : t("addressBilling")}
          </h3>
          <p className="break-words">
            {a.name} {phone(a.country_code, a.phone)}
          </p>
          <p className="break-words text-muted">
            {[a.region, a.district, a.address].filter(Boolean).join(" ")}
          </p>
          {a.email ? <p className="break-words text-muted">{a.email}</p> : null}
          {Object.entries(a)
            .filter(([k, v]) => !known.includes(k) && v)
            .map(([k, v]) => (
              <p key={k} className="break-words text-muted">
                {v}
              </p>
            ))}
        </div>
      ) : null}
    </Section>
  );
}

/** §5 Price rule as it was charged: items, promotion, coupon, shipping, points, paid (or to pay). */
export function AmountFacts({ order, symbol }: { order: OrderDetail; symbol: string }) {
  const t = useTranslations("orders");
  const money = (n: number) => formatMoney(n, symbol);
  const pending = order.status === ORDER_STATUS.pending && order.label === "pending";
  return (
    <Section id="amounts" title={t("amounts")}>
      <dl className="flex flex-col gap-1.5 text-sm">
        <Row
          label={t("productAmount")}
          value={money(order.product_amount)}
          testId="order-product-amount"
        />
        {order.promo_amount !== 0 ? (
          <Row label={t("promo")} value={money(order.promo_amount)} testId="order-promo" />
        ) : null}
        {order.coupon_discount > 0 ? (
          <Row
            label={t("coupon")}
            value={`-${money(order.coupon_discount)}`}
            testId="order-coupon"
          />
        ) : null}
        {order.is_delivery || order.shipping_amount > 0 ? (
          <Row
            label={t("shipping")}
            value={order.shipping_amount === 0 ? t("shippingFree") : money(order.shipping_amount)}
            testId="order-shipping"
          />
        ) : null}
        {order.points_used > 0 ? (
          <Row
            label={t("points", { points: order.points_used })}
            value={`-${money(order.points_money)}`}
            testId="order-points"
          />
        ) : null}
        <Row
          label={pending ? t("toPay") : order.paid_at ? t("paid") : t("orderTotal")}
          value={money(orderTotal(order))}
          testId="order-paid"
          strong
          className="mt-1 border-t border-line pt-2"
        />
      </dl>
    </Section>
  );
}
