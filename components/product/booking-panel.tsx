"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { effectiveStock, isDateBookable, isEventBookable, priceCalendar, shopToday, unpackCalendar, type PackedDay } from "@/lib/commerce/calendar";
import { formatMoney } from "@/lib/commerce/money";
import type { CalendarDay, Variant } from "@/lib/commerce/wire/product";

type Props = {
  stockType: 0 | 1 | 2;
  symbol: string;
  now: string;
  variants: Variant[];
  /** attribute value id → name, to label options */
  valueNames: Record<number, string>;
  /** per-date price and stock (packed: lib/commerce/calendar packCalendar) */
  calendar: PackedDay[];
  productMin: number;
  productLimit: number;
};

/** Five weeks of dates at first; the rest on request (keeps the page light). */
const FIRST_DATES = 35;

const htmlLang = (locale: string) => (locale === "zh-hans" ? "zh-Hans" : locale === "zh-hant" ? "zh-Hant" : "en");

/**
 * The booking panel (spec §2 product detail): dates with their lowest price (★ price calendar),
 * sessions, options and quantity from product/{id}/variants. Availability honours booking lead
 * days/time and counts stock below min_purchase as 0 (lib/commerce/calendar). Checkout is a later
 * issue; the panel shows the selection and its total so that step only adds the action.
 */
export function BookingPanel({ stockType, symbol, now, variants, valueNames, calendar, productMin, productLimit }: Props) {
  const calendars = useMemo<CalendarDay[]>(() => unpackCalendar(calendar), [calendar]);
  const t = useTranslations("booking");
  const locale = useLocale();
  const offers = useMemo(() => priceCalendar(calendars, variants, now), [calendars, variants, now]);
  const offerByDate = useMemo(() => new Map(offers.map((o) => [o.date, o])), [offers]);
  const dates = useMemo(() => [...new Set(calendars.map((c) => c.date))].sort(), [calendars]);
  const dated = stockType !== 0;
  const [date, setDate] = useState<string | null>(dated ? (offers[0]?.date ?? null) : null);
  const [variantId, setVariantId] = useState<number | null>(variants[0]?.id ?? null);
  const [eventId, setEventId] = useState<number | null>(null);
  const [qty, setQty] = useState(Math.max(1, productMin));
  const [allDates, setAllDates] = useState(false);

  const variant = variants.find((v) => v.id === variantId) ?? null;
  const day = date && variant ? calendars.find((c) => c.date === date && c.variant_id === variant.id) : undefined;
  const sessions =
    stockType === 2 && day && variant
      ? day.events.map((e) => ({ ...e, ok: isEventBookable(day.date, e.time, now, variant) && effectiveStock(e.stock_num, variant.min_purchase) > 0 }))
      : [];
  const event = sessions.find((s) => s.id === eventId && s.ok) ?? null;

  const optionState = (v: Variant) => {
    if (!dated) return { price: v.price_amount, stock: effectiveStock(v.stock, v.min_purchase) };
    const d = date ? calendars.find((c) => c.date === date && c.variant_id === v.id) : undefined;
    if (!d || !isDateBookable(d.date, now, v)) return { price: d?.price_amount ?? v.price_amount, stock: 0 };
    if (stockType === 2) {
      const open = d.events.filter((e) => isEventBookable(d.date, e.time, now, v)).map((e) => effectiveStock(e.stock_num, v.min_purchase));
      return { price: d.price_amount, stock: open.reduce((a, b) => a + b, 0) };
    }
    return { price: d.price_amount, stock: effectiveStock(d.stock_num, v.min_purchase) };
  };

  const selected = variant ? optionState(variant) : null;
  const unitPrice = event ? event.price_amount : (selected?.price ?? 0);
  const stock = event ? effectiveStock(event.stock_num, variant?.min_purchase ?? 1) : (selected?.stock ?? 0);
  const min = Math.max(1, variant?.min_purchase ?? productMin);
  const limit = variant?.limit_purchased || productLimit || Number.POSITIVE_INFINITY;
  const max = Math.max(0, Math.min(stock, limit));
  const quantity = Math.min(Math.max(qty, min), Math.max(min, max));
  const ready = Boolean(variant && stock >= min && (!dated || date) && (stockType !== 2 || event));

  const fmt = (d: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(htmlLang(locale), { ...o, timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`));
  const today = shopToday(now);

  return (
    <section aria-labelledby="booking-title" data-testid="booking-panel" className="flex flex-col gap-4 rounded-brand bg-surface p-4 ring-1 ring-line">
      <h2 id="booking-title" className="text-lg font-semibold">
        {t("title")}
      </h2>

      {dated ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t("chooseDate")}</legend>
          {offers.length === 0 ? <p className="text-sm text-muted">{t("noDates")}</p> : null}
          <ul className="grid max-h-72 grid-cols-4 gap-1.5 overflow-y-auto sm:grid-cols-5" data-testid="price-calendar">
            {(allDates ? dates : dates.slice(0, FIRST_DATES)).map((d) => {
              const offer = offerByDate.get(d);
              const active = d === date;
              return (
                <li key={d}>
                  <button
                    type="button"
                    disabled={!offer}
                    onClick={() => {
                      setDate(d);
                      setEventId(null);
                    }}
                    aria-pressed={active}
                    data-date={d}
                    data-testid="calendar-day"
                    className={`cal-day ${active ? "cal-day-active" : offer ? "" : "cal-day-off"}`}
                  >
                    <span>{d === today ? t("today") : fmt(d, { weekday: "short" })}</span>
                    <span>{fmt(d, { month: "numeric", day: "numeric" })}</span>
                    <b>{offer ? formatMoney(offer.price, symbol) : t("unavailable")}</b>
                    {offer?.fewLeft ? <em data-testid="few-left">{t("fewLeft")}</em> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          {!allDates && dates.length > FIRST_DATES ? (
            <button type="button" onClick={() => setAllDates(true)} className="mt-2 text-sm text-primary" data-testid="more-dates">
              {t("moreDates")}
            </button>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t("options")}</legend>
        <ul className="flex flex-col gap-1.5">
          {variants.map((v) => {
            const s = optionState(v);
            const label =
              v.attr_value_ids
                .map((id) => valueNames[id])
                .filter(Boolean)
                .join(" · ") || v.sku;
            return (
              <li key={v.id}>
                <label
                  className={`flex cursor-pointer items-center justify-between gap-2 rounded-brand px-3 py-2 text-sm ring-1 ${v.id === variantId ? "ring-2 ring-primary" : "ring-line"} ${s.stock > 0 ? "" : "opacity-60"}`}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="variant"
                      checked={v.id === variantId}
                      onChange={() => {
                        setVariantId(v.id);
                        setEventId(null);
                      }}
                    />
                    {label}
                  </span>
                  <span className="text-right">
                    <span className="font-semibold">{formatMoney(s.price, symbol)}</span>
                    <span className="block text-xs text-muted">{s.stock > 0 ? (s.stock <= 5 ? t("fewLeft") : t("available")) : t("soldOut")}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      {stockType === 2 && date ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t("sessions")}</legend>
          {sessions.length === 0 ? <p className="text-sm text-muted">{t("noSessions")}</p> : null}
          <ul className="flex flex-wrap gap-2" data-testid="sessions">
            {sessions.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  disabled={!s.ok}
                  aria-pressed={s.id === eventId}
                  onClick={() => setEventId(s.id)}
                  className={`rounded-brand px-3 py-1.5 text-sm ring-1 ${s.id === eventId ? "bg-primary text-primary-contrast ring-primary" : s.ok ? "ring-line hover:ring-primary" : "cursor-not-allowed text-muted/60 ring-line/60 line-through"}`}
                >
                  {s.time}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      <div className="flex items-center justify-between">
        <span className="text-sm font-medium" id="qty-label">
          {t("quantity")}
        </span>
        <div className="flex items-center gap-2" role="group" aria-labelledby="qty-label">
          <button
            type="button"
            onClick={() => setQty(quantity - 1)}
            disabled={quantity <= min}
            aria-label={t("decrease")}
            className="h-8 w-8 rounded-full ring-1 ring-line disabled:opacity-40"
          >
            −
          </button>
          <output aria-live="polite" className="w-8 text-center" data-testid="quantity">
            {quantity}
          </output>
          <button
            type="button"
            onClick={() => setQty(quantity + 1)}
            disabled={quantity >= max}
            aria-label={t("increase")}
            className="h-8 w-8 rounded-full ring-1 ring-line disabled:opacity-40"
          >
            +
          </button>
        </div>
      </div>
      <p className="text-xs text-muted">
        {t("limits", { min, limit: Number.isFinite(limit) ? limit : 0 })}
        {variant && variant.book_n_days_before_book_date > 0
          ? ` ${t("lead", { days: variant.book_n_days_before_book_date, time: variant.book_time_before_book_date })}`
          : ""}
      </p>

      <div className="flex items-center justify-between border-t border-line pt-3">
        <span className="text-sm">{t("total")}</span>
        <span className="text-xl font-bold text-primary" data-testid="booking-total">
          {ready ? formatMoney(unitPrice * quantity, symbol) : "—"}
        </span>
      </div>
      <button type="button" disabled className="rounded-brand bg-primary py-3 font-semibold text-primary-contrast opacity-60" aria-describedby="booking-note">
        {t("book")}
      </button>
      <p id="booking-note" className="text-xs text-muted">
        {t("bookingNote")}
      </p>
    </section>
  );
}
