import {
  effectiveStock,
  epochDate,
  isDateBookable,
  isEventBookable,
  isFewLeft,
} from "@/lib/commerce/booking/calendar";
import { maxPurchasable, normaliseQuantity } from "@/lib/commerce/booking/quantity";
import type { CalendarDay, Variant } from "@/lib/commerce/catalogue/product.schema";
import type { PackedDay } from "@/lib/upstream/reshape/product";
import { isDated, STOCK_TYPE, type StockType } from "@/lib/commerce/catalogue/product-types";

// What the booking panel derives from the shopper's choice (spec §5 Purchase): per option its
// price and how many one booking can take, the quantity bounds, and what is still missing before
// Book or Add to basket. Pure, so the rules are tested without rendering.

export type PanelProduct = {
  stockType: StockType;
  now: string;
  calendars: CalendarDay[];
  /** product min_purchase */
  productMin: number;
  /** the product's purchase limit (0 = none) */
  productLimit: number;
};

export type Choice = {
  date: string | null;
  variant: Variant | null;
  eventId: number | null;
  quantity: number;
};

/** §5: quantity respects min_purchase of the product and of the sku — the larger one. */
export function minFor(variant: Variant | null, productMin: number): number {
  return Math.max(1, productMin, variant?.min_purchase ?? 1);
}

/** What one order may take at most under the limits (null = no limit). 0 means none on either side. */
export function limitFor(variant: Variant | null, productLimit: number): number | null {
  const limits = [variant?.limit_purchased ?? 0, productLimit].filter((n) => n > 0);
  return limits.length ? Math.min(...limits) : null;
}

type Slot = { price: number; stock: number };

/** The bookable slots of one variant on one calendar day (the day itself, or its open sessions). */
function slotsOn(day: CalendarDay, variant: Variant, product: PanelProduct, min: number): Slot[] {
  if (!isDateBookable(day.date, product.now, variant)) return [];
  if (product.stockType === STOCK_TYPE.bySession) {
    return day.events
      .filter((e) => isEventBookable(day.date, e.time, product.now, variant))
      .map((e) => ({ price: e.price_amount, stock: effectiveStock(e.stock_num, min) }));
  }
  return [{ price: day.price_amount, stock: effectiveStock(day.stock_num, min) }];
}

/**
 * An option's price and the most one booking of it can take: on the chosen date (and session),
 * or — before a date is chosen — its lowest price and best slot over all dates.
 */
export function optionState(
  variant: Variant,
  date: string | null,
  product: PanelProduct,
): Slot & { fromPrice: boolean } {
  const min = minFor(variant, product.productMin);
  if (product.stockType === STOCK_TYPE.plain)
    return {
      price: variant.price_amount,
      stock: effectiveStock(variant.stock, min),
      fromPrice: false,
    };
  const days = product.calendars.filter(
    (c) => c.variant_id === variant.id && (date === null || c.date === date),
  );
  const slots = days.flatMap((d) => slotsOn(d, variant, product, min));
  const open = slots.filter((s) => s.stock > 0);
  if (!open.length)
    return { price: days[0]?.price_amount ?? variant.price_amount, stock: 0, fromPrice: false };
  return {
    price: Math.min(...open.map((s) => s.price)),
    // one booking is one slot: the best slot, not the sum of them
    stock: Math.max(...open.map((s) => s.stock)),
    fromPrice: date === null || product.stockType === STOCK_TYPE.bySession,
  };
}

export type Session = { id: number; time: string; price: number; stock: number; ok: boolean };

export function sessionsFor(
  variant: Variant | null,
  date: string | null,
  product: PanelProduct,
): Session[] {
  if (product.stockType !== STOCK_TYPE.bySession || !variant || !date) return [];
  const day = product.calendars.find((c) => c.date === date && c.variant_id === variant.id);
  if (!day) return [];
  const min = minFor(variant, product.productMin);
  return day.events.map((e) => {
    const stock = effectiveStock(e.stock_num, min);
    return {
      id: e.id,
      time: e.time,
      price: e.price_amount,
      stock,
      ok: isEventBookable(day.date, e.time, product.now, variant) && stock > 0,
    };
  });
}

/** The first thing still to choose, in the order the panel asks for them. */
export type Missing = "date" | "option" | "session" | "stock" | "quantity";

export type PanelState = {
  min: number;
  /** 0 when nothing can be bought with this choice */
  max: number;
  /** the quantity shown: the shopper's value made valid (§5) */
  quantity: number;
  unitPrice: number;
  /** what is left of the chosen slot (the date, session or plain stock; min_purchase applied) */
  stock: number;
  session: Session | null;
  missing: Missing | null;
};

export function panelState(choice: Choice, product: PanelProduct): PanelState {
  const { variant, date } = choice;
  const min = minFor(variant, product.productMin);
  const session =
    sessionsFor(variant, date, product).find((s) => s.id === choice.eventId && s.ok) ?? null;
  const option = variant ? optionState(variant, date, product) : null;
  const stock = session ? session.stock : (option?.stock ?? 0);
  const max = maxPurchasable(stock, min, limitFor(variant, product.productLimit));
  const quantity = normaliseQuantity(choice.quantity, min, max);
  const dated = isDated(product.stockType);
  const missing: Missing | null =
    dated && !date
      ? "date"
      : !variant
        ? "option"
        : product.stockType === STOCK_TYPE.bySession && !session
          ? "session"
          : max === 0
            ? "stock"
            : quantity === 0
              ? "quantity"
              : null;
  return {
    min,
    max,
    quantity,
    unitPrice: session ? session.price : (option?.price ?? 0),
    stock,
    session,
    missing,
  };
}

/**
 * The line under the quantity (§5 limits and stock): when few are left of the chosen slot and
 * they, not the per-order limit, bound the quantity, how many are left (the stepper's maximum);
 * otherwise the minimum and the per-order limit.
 */
export type QuantityNote =
  { key: "onlyLeft"; count: number } | { key: "limits"; min: number; limit: number };

export function quantityNote(
  state: Pick<PanelState, "min" | "max" | "stock">,
  limit: number | null,
): QuantityNote {
  const stockBound =
    state.max > 0 && state.max === state.stock && (limit === null || state.stock < limit);
  if (stockBound && isFewLeft(state.stock)) return { key: "onlyLeft", count: state.stock };
  return { key: "limits", min: state.min, limit: limit ?? 0 };
}

/** The calendar as the page sent it (lib/upstream/reshape/product packCalendar), back in the upstream's shape the rules read. */
export function unpackCalendar(packed: PackedDay[]): CalendarDay[] {
  return packed.map(([variant_id, day, price, stock, events = []]) => ({
    variant_id,
    date: epochDate(day),
    price_amount: price,
    combined_price: price,
    stock_num: stock,
    events: events.map(([id, time, stock_num, price_amount]) => ({
      id,
      time,
      stock_num,
      price_amount,
    })),
  }));
}
