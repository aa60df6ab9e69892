// §3 "Prices are per-currency maps": every stored price holds all 17 currencies (PriceMap), so no
// read falls back to 0 (services/views money). The types make each writer in this repository supply
// them; this is the check on what a database actually holds — the seed runs it inside its
// transaction, and refuses to commit a catalogue with a gap.
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { CURRENCY_CODES } from "../../lib/commerce/pricing/currencies";
import type { Db } from "../db/client";
import * as s from "../db/schema";

/** Every stored price map: the table, its id column and the price columns (nullable = "none"). */
const PRICE_COLUMNS: { table: PgTable; name: string; id: PgColumn; columns: PgColumn[] }[] = [
  {
    table: s.products,
    name: "products",
    id: s.products.id,
    columns: [s.products.minPrice, s.products.maxPrice, s.products.originalPrice],
  },
  {
    table: s.variants,
    name: "variants",
    id: s.variants.id,
    columns: [s.variants.price, s.variants.originalPrice],
  },
  {
    table: s.variantCalendars,
    name: "variant_calendars",
    id: s.variantCalendars.variantId,
    columns: [s.variantCalendars.price],
  },
  {
    table: s.calendarEvents,
    name: "calendar_events",
    id: s.calendarEvents.id,
    columns: [s.calendarEvents.price],
  },
  {
    table: s.shippingRules,
    name: "shipping_rules",
    id: s.shippingRules.productId,
    columns: [
      s.shippingRules.firstFee,
      s.shippingRules.additionalFee,
      s.shippingRules.fixedFee,
      s.shippingRules.freeOver,
    ],
  },
  {
    table: s.activityItems,
    name: "activity_items",
    id: s.activityItems.id,
    columns: [s.activityItems.activityPrice],
  },
  {
    table: s.coupons,
    name: "coupons",
    id: s.coupons.id,
    columns: [s.coupons.discountValue, s.coupons.minSpent, s.coupons.maxDiscount],
  },
  {
    table: s.membershipSettings,
    name: "membership_settings",
    id: s.membershipSettings.id,
    columns: [s.membershipSettings.price],
  },
];

const EVERY_CURRENCY = sql.raw(`ARRAY[${CURRENCY_CODES.map((c) => `'${c}'`).join(", ")}]`);

/** A stored map lacking a currency, or holding one as anything but a whole amount ≥ 0. */
function incomplete(column: PgColumn): SQL {
  // CASE keeps the order: jsonb_each only ever sees an object, the cast only a number
  return sql`(${column} IS NOT NULL AND CASE
    WHEN jsonb_typeof(${column}) <> 'object' THEN true
    WHEN NOT (${column} ?& ${EVERY_CURRENCY}) THEN true
    ELSE EXISTS (SELECT 1 FROM jsonb_each(${column}) e WHERE e.key = ANY(${EVERY_CURRENCY}) AND CASE
      WHEN jsonb_typeof(e.value) <> 'number' THEN true
      ELSE e.value::text::numeric < 0 OR e.value::text::numeric <> trunc(e.value::text::numeric)
    END)
  END)`;
}

/** The stored price maps with a gap, as "table.column #id" (at most 20; none when complete). */
export async function priceMapGaps(db: Db): Promise<string[]> {
  const gaps: string[] = [];
  // one query at a time: `db` may be a transaction's single connection
  for (const { table, name, id, columns } of PRICE_COLUMNS)
    for (const column of columns) {
      const rows = await db
        .select({ id })
        .from(table)
        .where(incomplete(column))
        .limit(20 - gaps.length || 1);
      for (const row of rows) gaps.push(`${name}.${column.name} #${String(row.id)}`);
      if (gaps.length >= 20) return gaps.slice(0, 20);
    }
  return gaps;
}
