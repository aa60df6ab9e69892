"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { cancellationTerms } from "@/lib/commerce/refunds/refund-terms";
import { isFewLeft, priceCalendar } from "@/lib/commerce/booking/calendar";
import { shopToday } from "@/lib/commerce/time/shop-time";
import { LOCALES } from "@/lib/commerce/platform/locales";
import { formatMoney } from "@/lib/commerce/pricing/money";
import { productWording } from "@/lib/commerce/catalogue/product-wording";
import type { CalendarDay, ProductRefund, Variant } from "@/lib/commerce/catalogue/product.schema";
import type { PackedDay } from "@/lib/upstream/reshape/product";
import { BookingActions, type FlashChoice } from "./booking-actions";
import { BookingCalendar } from "./booking-calendar";
import {
  limitFor,
  minFor,
  optionState,
  panelState,
  quantityNote,
  sessionsFor,
  unpackCalendar,
  type PanelProduct,
} from "./booking-state";
import { CancellationNote } from "./cancellation-terms";
import { QuantityStepper } from "./quantity-stepper";
import { StickyBookBar } from "./sticky-book-bar";
import {
  isDated,
  STOCK_TYPE,
  type ProductType,
  type StockType,
} from "@/lib/commerce/catalogue/product-types";

type Props = {
  productId: number;
  productSn: string;
  /** 1 commodity, 2 trip, 3 food: with shipping_required, buying or booking words (lib/commerce/catalogue/product-wording) */
  productType: ProductType;
  shippingRequired: boolean;
  stockType: StockType;
  symbol: string;
  now: string;
  variants: Variant[];
  /** attribute value id → name, to label options */
  valueNames: Record<number, string>;
  /** per-date price and stock (packed: lib/upstream/reshape/product packCalendar) */
  calendar: PackedDay[];
  productMin: number;
  /** the product's purchase limit; 0 when it has none */
  productLimit: number;
  /** a flash sale of one of its options (§4): booking that option while it runs buys under the sale */
  flash?: FlashChoice;
  /** §4 refund tag and §3 policy items: the cancellation terms beside the total */
  refund: ProductRefund;
};

/** Five weeks of dates at first; the rest on request (keeps the page light). */
const FIRST_DATES = 35;

/**
 * The booking panel (spec §2 product detail): dates with the chosen option's price (★ price
 * calendar), sessions, options and quantity from product/{id}/variants, the price per person and
 * total, the cancellation terms (lib/commerce/refunds/refund-terms), then Book / Buy now or Add to basket;
 * on a phone, a price-and-Book bar while the panel is out of view (./sticky-book-bar).
 * The date is never chosen for the shopper; availability honours booking lead days/time and counts
 * stock below min_purchase as 0 (lib/commerce/booking/calendar); the quantity follows §5
 * (components/product/booking-state, lib/commerce/booking/quantity).
 */
export function BookingPanel({
  productId,
  productSn,
  productType,
  shippingRequired,
  stockType,
  symbol,
  now,
  variants,
  valueNames,
  calendar,
  productMin,
  productLimit,
  flash,
  refund,
}: Props) {
  const calendars = useMemo<CalendarDay[]>(() => unpackCalendar(calendar), [calendar]);
  const t = useTranslations("booking");
  const locale = useLocale();
  const [variantId, setVariantId] = useState<number | null>(variants[0]?.id ?? null);
  // each date shows the chosen option's price that day: the price tapped is the price paid. The
  // calendar follows a new option just after the option itself shows as chosen (INP:
  // re-pricing every date in the same task as the tap delayed its paint on a slow phone).
  const calendarVariantId = useDeferredValue(variantId);
  const offers = useMemo(
    () => priceCalendar(calendars, variants, now, calendarVariantId),
    [calendars, variants, now, calendarVariantId],
  );
  const offerByDate = useMemo(() => new Map(offers.map((o) => [o.date, o])), [offers]);
  const dates = useMemo(() => [...new Set(calendars.map((c) => c.date))].sort(), [calendars]);
  const product: PanelProduct = useMemo(
    () => ({ stockType, now, calendars, productMin, productLimit }),
    [stockType, now, calendars, productMin, productLimit],
  );
  const dated = isDated(stockType);
  const wording = productWording({
    product_type: productType,
    shipping_required: shippingRequired,
    stock_type: stockType,
  });
  const [date, setDate] = useState<string | null>(null);
  const [eventId, setEventId] = useState<number | null>(null);
  const [qty, setQty] = useState(() => minFor(variants[0] ?? null, productMin));
  const [allDates, setAllDates] = useState(false);
  // when the date was picked, by the shopper's clock: the page (and its `now`) may come from a cache
  const [pickedAt, setPickedAt] = useState<number | null>(null);
  // stable, so the memoised calendar re-renders only for a new date, option or month (INP)
  const shownDates = useMemo(
    () => (allDates ? dates : dates.slice(0, FIRST_DATES)),
    [allDates, dates],
  );
  const pickDate = useCallback((d: string) => {
    setDate(d);
    setPickedAt(Date.now());
    setEventId(null);
  }, []);

  const variant = variants.find((v) => v.id === variantId) ?? null;
  const sessions = sessionsFor(variant, date, product);
  const state = panelState({ date, variant, eventId, quantity: qty }, product);
  const { min, max, quantity } = state;
  const note = quantityNote(state, limitFor(variant, productLimit));
  const chosen = variant ? optionState(variant, date, product) : null;
  // the price per person follows the option, the date and the session (a "from" price until the session is chosen)
  const unit =
    variant && (!dated || date) && max > 0
      ? { price: state.unitPrice, from: !state.session && Boolean(chosen?.fromPrice) }
      : null;
  const perLabel = wording.kind === "trip" ? "perPerson" : "perItem";
  const terms = cancellationTerms(
    {
      productType,
      refundTag: refund.tag,
      policy: refund.items,
      dated,
      bookAt: date,
      bookTime: state.session?.time ?? null,
    },
    new Date(pickedAt ?? Date.parse(now)),
  );
  const ready = state.missing === null;
  const line =
    ready && variant
      ? {
          variant_id: variant.id,
          quantity,
          ...(date ? { book_at: date } : {}),
          ...(state.session ? { book_time: state.session.time } : {}),
        }
      : null;

  const htmlLang = LOCALES.find((l) => l.code === locale)?.htmlLang ?? "en";
  const today = shopToday(now);

  return (
    <section
      id="booking"
      aria-labelledby="booking-title"
      data-testid="booking-panel"
      className="scroll-mt-20 flex flex-col gap-4 rounded-brand bg-surface p-4 ring-1 ring-line"
    >
      <h2 id="booking-title" className="text-lg font-semibold">
        {t(wording.panelTitle)}
      </h2>

      {dated ? (
        <fieldset id="booking-date" className="scroll-mt-20">
          <legend className="mb-2 text-sm font-medium">{t("chooseDate")}</legend>
          {offers.length === 0 ? <p className="text-sm text-muted">{t("noDates")}</p> : null}
          <BookingCalendar
            dates={shownDates}
            offerByDate={offerByDate}
            selected={date}
            onSelect={pickDate}
            today={today}
            symbol={symbol}
            htmlLang={htmlLang}
            perOption={variantId !== null}
          />
          {!allDates && dates.length > FIRST_DATES ? (
            <button
              type="button"
              onClick={() => setAllDates(true)}
              className="mt-2 text-sm text-primary"
              data-testid="more-dates"
            >
              {t("moreDates")}
            </button>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset id="booking-option" className="scroll-mt-20">
        <legend className="mb-2 text-sm font-medium">{t("options")}</legend>
        <ul className="flex flex-col gap-1.5">
          {variants.map((v) => {
            const s = optionState(v, date, product);
            const label =
              v.attr_value_ids
                .map((id) => valueNames[id])
                .filter(Boolean)
                .join(" · ") || v.sku;
            return (
              <li key={v.id} data-variant={v.id}>
                <label
                  className={`flex cursor-pointer items-center justify-between gap-2 rounded-brand px-3 py-2 text-sm ring-1 ${v.id === variantId ? "ring-2 ring-primary" : "ring-line"} ${s.stock > 0 ? "" : "opacity-60"}`}
                >
                  <span className="flex min-w-0 items-center gap-2">
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
                  <span className="shrink-0 text-right">
                    <span className="font-semibold">
                      {s.fromPrice
                        ? t("fromPrice", { price: formatMoney(s.price, symbol) })
                        : formatMoney(s.price, symbol)}
                    </span>
                    <span className="block text-xs text-muted">
                      {s.stock > 0
                        ? isFewLeft(s.stock)
                          ? t("fewLeft")
                          : t(wording.inStock)
                        : t("soldOut")}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      {stockType === STOCK_TYPE.bySession && date ? (
        <fieldset id="booking-session" className="scroll-mt-20">
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
        <QuantityStepper
          value={quantity}
          min={min}
          max={max}
          onChange={setQty}
          labels={{ decrease: t("decrease"), increase: t("increase"), group: t("quantity") }}
        />
      </div>
      <p className="text-xs text-muted" data-testid="quantity-note">
        {note.key === "onlyLeft"
          ? t("onlyLeft", { count: note.count, date: date ?? "none" })
          : t("limits", { min: note.min, limit: note.limit })}
        {variant && variant.book_n_days_before_book_date > 0
          ? ` ${t("lead", { days: variant.book_n_days_before_book_date, time: variant.book_time_before_book_date })}`
          : ""}
      </p>

      <div className="flex flex-col gap-1 border-t border-line pt-3">
        {unit ? (
          <p className="flex items-baseline justify-between gap-3 text-sm">
            <span className="text-muted">{t(perLabel)}</span>
            <span className="font-semibold" data-testid="unit-price">
              {unit.from
                ? t("fromPrice", { price: formatMoney(unit.price, symbol) })
                : formatMoney(unit.price, symbol)}
            </span>
          </p>
        ) : null}
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm">
            {t("total")}
            {ready ? (
              <span className="ml-1.5 text-xs text-muted" data-testid="booking-unit-times">
                {t("unitTimes", { price: formatMoney(state.unitPrice, symbol), count: quantity })}
              </span>
            ) : null}
          </span>
          {ready ? (
            <span
              className="min-w-0 break-words text-right text-xl font-bold text-primary"
              data-testid="booking-total"
            >
              {formatMoney(state.unitPrice * quantity, symbol)}
            </span>
          ) : (
            // what is still missing, instead of a bare dash
            <span
              className="text-right text-sm text-muted"
              data-testid="booking-total"
              data-missing={state.missing ?? undefined}
            >
              {t("totalHint", { missing: state.missing ?? "quantity" })}
            </span>
          )}
        </div>
        <CancellationNote terms={terms} />
      </div>
      <BookingActions
        productId={productId}
        productSn={productSn}
        action={wording.action}
        missing={state.missing}
        line={line}
        flash={flash}
      />
      <StickyBookBar
        label={ready ? t("total") : t(perLabel)}
        price={
          ready
            ? formatMoney(state.unitPrice * quantity, symbol)
            : unit
              ? unit.from
                ? t("fromPrice", { price: formatMoney(unit.price, symbol) })
                : formatMoney(unit.price, symbol)
              : chosen && chosen.stock > 0
                ? t("fromPrice", { price: formatMoney(chosen.price, symbol) })
                : null
        }
        action={t(wording.action)}
        missing={state.missing}
      />
    </section>
  );
}
